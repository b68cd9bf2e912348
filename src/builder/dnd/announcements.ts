// What a screen reader hears during a drag. dnd-kit renders these into its live region, which the
// builder places inside its own shadow root (DndContext `accessibility.container`).
import { findField, pageLabel } from '../../logic';
import type { FieldTemplate, FormSchemaData } from '../../model';
import { BUILDER_LIBRARY_GROUPS } from '../library/templates';
import type { ActiveDrag } from './controller';
import { type DropSpot, type ListTarget, listedIds } from './landing';

export const DRAG_INSTRUCTIONS =
  'To move a field, press Space or Enter on its drag handle. Use the arrow keys to choose a place, ' +
  'then press Space or Enter to drop it there, or Escape to cancel. The Move up and Move down buttons ' +
  'do the same one step at a time.';

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

/** 'position 2 of 5 in Page 1': where the dragged field would be once dropped. */
export function describeSpot(schema: FormSchemaData, spot: DropSpot, dragId: string | null): string {
  const ids = listedIds(schema, spot.list).filter((id) => id !== dragId);
  const position = spot.beforeId === null ? ids.length + 1 : ids.indexOf(spot.beforeId) + 1;
  return `position ${Math.max(position, 1)} of ${ids.length + 1} in ${describeList(schema, spot.list)}`;
}
