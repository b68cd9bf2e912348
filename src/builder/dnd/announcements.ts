// What a screen reader hears during a drag. dnd-kit renders these into its live region, which the
// builder places inside its own shadow root (DndContext `accessibility.container`).
import {
  type DropSpot,
  findField,
  insertIntoTarget,
  type ListTarget,
  landingTarget,
  landingTargetForNew,
  listedIds,
  listOfField,
  moveField,
  pageLabel,
} from '../../logic';
import type { FieldTemplate, FormSchemaData } from '../../model';
import { BUILDER_LIBRARY_GROUPS } from '../library/templates';
import type { ActiveDrag } from './controller';

export const DRAG_INSTRUCTIONS =
  'To move a field, press Space or Enter on its drag handle. Use the arrow keys to choose a place, ' +
  'then press Space or Enter to drop it there, or Escape or Tab to cancel. Without dragging: Move up and ' +
  'Move down swap it with its neighbour in the same list, and Move to… puts it on another page or in a ' +
  'container column, section or accordion panel.';

export function templateByKey(key: string): FieldTemplate | undefined {
  for (const group of BUILDER_LIBRARY_GROUPS) {
    const found = group.templates.find((template) => template.key === key);
    if (found) return found;
  }
  return undefined;
}

export function fieldName(schema: FormSchemaData, fieldId: string): string {
  const field = findField(schema, fieldId);
  return field?.label.trim() || field?.type || 'field';
}

export function draggedName(schema: FormSchemaData, active: ActiveDrag): string {
  if (active.kind === 'field') return fieldName(schema, active.fieldId);
  return `new ${templateByKey(active.templateKey)?.label ?? 'field'}`;
}

export function describeList(schema: FormSchemaData, list: ListTarget): string {
  switch (list.kind) {
    case 'page': {
      const index = schema.pages.findIndex((page) => page.id === list.pageId);
      return pageLabel(Math.max(index, 0));
    }
    case 'container':
      return `column ${list.column + 1} of ${fieldName(schema, list.containerId)}`;
    case 'section':
      return `section ${fieldName(schema, list.sectionId)}`;
    case 'panel': {
      const accordion = findField(schema, list.accordionId);
      const panel = accordion?.sectionConfig?.panels?.find((candidate) => candidate.id === list.panelId);
      return `panel ${panel?.title || 'untitled'} of ${fieldName(schema, list.accordionId)}`;
    }
  }
}

const NEW_FIELD_ID = '\u0000new';

/**
 * 'position 2 of 5 in Page 1': where the dragged field would really be once dropped. The drop is
 * simulated, because container columns fill round-robin: the end of an empty second column is the first
 * column while the first is empty too (authoring §3), and the announcement must say so.
 */
export function describeSpot(schema: FormSchemaData, spot: DropSpot, dragId: string | null): string {
  let after: FormSchemaData | null = null;
  let id = dragId;
  if (dragId !== null) {
    const target = landingTarget(schema, dragId, spot);
    after = target ? moveField(schema, dragId, target) : null;
  } else {
    const target = landingTargetForNew(schema, spot);
    id = NEW_FIELD_ID;
    const withNew: FormSchemaData = {
      ...schema,
      all_fields: [...schema.all_fields, { id, type: 'text', label: '', required: false, width: 'full' }],
    };
    after = target ? insertIntoTarget(withNew, id, target) : null;
  }
  const list = after && id !== null ? listOfField(after, id) : null;
  if (!after || !list || id === null) return describeList(schema, spot.list);
  const ids = listedIds(after, list);
  return `position ${ids.indexOf(id) + 1} of ${ids.length} in ${describeList(after, list)}`;
}
