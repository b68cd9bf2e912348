import {
  containerConfigSchema,
  type Field,
  type FormSchemaData,
  type SectionConfig,
  sectionConfigSchema,
} from '../model';
import { cellOfPosition, columnCountOf, insertIntoColumn } from './containers';
import {
  childIdsOf,
  clampInteger,
  descendantIdsOf,
  detachFields,
  fieldMap,
  findField,
  mapChildLists,
} from './schema-ops';

/**
 * Where a field goes. `index` is the position the field has in the target list after the move
 * (for a container: the row within the column); left out, the field goes to the end.
 */
export type DropTarget =
  | { kind: 'page'; pageId: string; index?: number }
  | { kind: 'container'; containerId: string; column: number; index?: number }
  | { kind: 'section'; sectionId: string; index?: number }
  | { kind: 'panel'; accordionId: string; panelId: string; index?: number };

/** Where a field is now, in the same terms as a drop target. */
export type FieldLocation = DropTarget & { index: number };

function parentIdOf(target: DropTarget): string | null {
  switch (target.kind) {
    case 'page':
      return null;
    case 'container':
      return target.containerId;
    case 'section':
      return target.sectionId;
    case 'panel':
      return target.accordionId;
  }
}

/** Whether the target names a page or a layout field (and panel) of the right kind that exists. */
export function targetExists(schema: FormSchemaData, target: DropTarget): boolean {
  if (target.kind === 'page') return schema.pages.some((page) => page.id === target.pageId);
  const parent = findField(schema, parentIdOf(target) as string);
  if (!parent) return false;
  if (target.kind === 'container') return parent.type === 'container';
  if (target.kind === 'section') return parent.type === 'section';
  return parent.sectionConfig?.panels?.some((panel) => panel.id === target.panelId) ?? false;
}

/**
 * Whether the dragged field may go to the target: both must exist, and a layout field may not go into
 * itself or anything nested in it (that would make a cycle and lose the subtree). Content and input
 * fields may go anywhere.
 */
export function canDrop(schema: FormSchemaData, dragId: string, target: DropTarget): boolean {
  const dragged = findField(schema, dragId);
  if (!dragged || !targetExists(schema, target)) return false;
  const parentId = parentIdOf(target);
  if (parentId === null) return true;
  if (parentId === dragId) return false;
  return !descendantIdsOf(schema, dragId).includes(parentId);
}

/**
 * Moves a field from wherever it is (page or layout field) to the target. A drop that canDrop refuses
 * gives back the same schema.
 */
export function moveField(schema: FormSchemaData, dragId: string, target: DropTarget): FormSchemaData {
  if (!canDrop(schema, dragId, target)) return schema;
  return insertIntoTarget(detachFields(schema, new Set([dragId])), dragId, target);
}

function insertAt(ids: readonly string[], id: string, index: number | undefined): string[] {
  const position = index === undefined ? ids.length : clampInteger(index, 0, ids.length);
  return [...ids.slice(0, position), id, ...ids.slice(position)];
}

function replaceField(schema: FormSchemaData, id: string, update: (field: Field) => Field): FormSchemaData {
  return {
    ...schema,
    all_fields: schema.all_fields.map((field) => (field.id === id ? update(field) : field)),
  };
}

function sectionConfigOf(field: Field): SectionConfig {
  return field.sectionConfig ?? sectionConfigSchema.parse({});
}

/**
 * Puts a field id into the target's list. The field must already be in all_fields and in no other
 * list (callers detach it first). A target that does not exist gives back the same schema.
 */
export function insertIntoTarget(
  schema: FormSchemaData,
  fieldId: string,
  target: DropTarget,
): FormSchemaData {
  if (!targetExists(schema, target)) return schema;
  switch (target.kind) {
    case 'page':
      return {
        ...schema,
        pages: schema.pages.map((page) =>
          page.id === target.pageId
            ? { ...page, field_ids: insertAt(page.field_ids, fieldId, target.index) }
            : page,
        ),
      };
    case 'container':
      return replaceField(schema, target.containerId, (container) => {
        const config = container.containerConfig ?? containerConfigSchema.parse({});
        const columns = columnCountOf(container);
        const children = insertIntoColumn(config.children, columns, fieldId, target.column, target.index);
        return { ...container, containerConfig: { ...config, children } };
      });
    case 'section':
      return replaceField(schema, target.sectionId, (section) => {
        const config = sectionConfigOf(section);
        return {
          ...section,
          sectionConfig: { ...config, children: insertAt(config.children, fieldId, target.index) },
        };
      });
    case 'panel':
      return replaceField(schema, target.accordionId, (accordion) => {
        const config = sectionConfigOf(accordion);
        const panels = (config.panels ?? []).map((panel) =>
          panel.id === target.panelId
            ? { ...panel, children: insertAt(panel.children, fieldId, target.index) }
            : panel,
        );
        return { ...accordion, sectionConfig: { ...config, panels } };
      });
  }
}

/** The first place a field is listed: a page, else a layout field; null when it is nowhere. */
export function locateField(schema: FormSchemaData, fieldId: string): FieldLocation | null {
  for (const page of schema.pages) {
    const index = page.field_ids.indexOf(fieldId);
    if (index >= 0) return { kind: 'page', pageId: page.id, index };
  }
  for (const field of schema.all_fields) {
    const position = field.containerConfig?.children.indexOf(fieldId) ?? -1;
    if (position >= 0) {
      const { column, row } = cellOfPosition(position, columnCountOf(field));
      return { kind: 'container', containerId: field.id, column, index: row };
    }
    const sectionIndex = field.sectionConfig?.children.indexOf(fieldId) ?? -1;
    if (sectionIndex >= 0) return { kind: 'section', sectionId: field.id, index: sectionIndex };
    for (const panel of field.sectionConfig?.panels ?? []) {
      const index = panel.children.indexOf(fieldId);
      if (index >= 0) return { kind: 'panel', accordionId: field.id, panelId: panel.id, index };
    }
  }
  return null;
}

/** Moves a field within its page by index, as a drop on the same page does (authoring §4 "Drag"). */
export function moveFieldInPage(
  schema: FormSchemaData,
  pageId: string,
  fromIndex: number,
  toIndex: number,
): FormSchemaData {
  const fieldId = schema.pages.find((page) => page.id === pageId)?.field_ids[fromIndex];
  if (fieldId === undefined) return schema;
  return moveField(schema, fieldId, { kind: 'page', pageId, index: toIndex });
}

function swapWithNeighbour(ids: string[], fieldId: string, offset: number): string[] {
  const index = ids.indexOf(fieldId);
  const other = index + offset;
  if (index < 0 || other < 0 || other >= ids.length) return ids;
  const swapped = [...ids];
  swapped[index] = ids[other] as string;
  swapped[other] = fieldId;
  return swapped;
}

/**
 * The click and keyboard path of reordering (WCAG 2.5.7): swaps the field with its neighbour in the
 * list it is shown in. A container column shows every n-th child (round-robin, authoring §3), so there
 * the neighbour is n positions away and the field stays in its column; at a column's end nothing moves.
 */
export function moveFieldEarlier(schema: FormSchemaData, fieldId: string): FormSchemaData {
  return stepField(schema, fieldId, -1);
}

export function moveFieldLater(schema: FormSchemaData, fieldId: string): FormSchemaData {
  return stepField(schema, fieldId, 1);
}

function stepField(schema: FormSchemaData, fieldId: string, direction: -1 | 1): FormSchemaData {
  let changed = false;
  const pages = schema.pages.map((page) => {
    const fieldIds = swapWithNeighbour(page.field_ids, fieldId, direction);
    if (fieldIds === page.field_ids) return page;
    changed = true;
    return { ...page, field_ids: fieldIds };
  });
  const allFields = schema.all_fields.map((field) => {
    const next = mapChildLists(field, (ids, list) =>
      swapWithNeighbour(
        ids,
        fieldId,
        list.kind === 'container' ? direction * columnCountOf(field) : direction,
      ),
    );
    if (next !== field) changed = true;
    return next;
  });
  return changed ? { ...schema, pages, all_fields: allFields } : schema;
}

/** The index of the page a field is shown on, directly or nested in layout fields; -1 when on none. */
export function pageIndexOfField(schema: FormSchemaData, fieldId: string): number {
  const seen = new Set<string>([fieldId]);
  let location = locateField(schema, fieldId);
  while (location && location.kind !== 'page') {
    const parentId = parentIdOf(location) as string;
    // A malformed schema may nest a field in itself: stop rather than loop.
    if (seen.has(parentId)) return -1;
    seen.add(parentId);
    location = locateField(schema, parentId);
  }
  if (!location) return -1;
  const { pageId } = location;
  return schema.pages.findIndex((page) => page.id === pageId);
}

/** A place 'Move to…' offers: where the field goes (the end of that list) and the page showing it. */
export interface MoveDestination {
  target: DropTarget;
  pageIndex: number;
}

function sameList(a: DropTarget, b: DropTarget | null): boolean {
  if (!b || a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'page':
      return b.kind === 'page' && a.pageId === b.pageId;
    case 'container':
      return b.kind === 'container' && a.containerId === b.containerId && a.column === b.column;
    case 'section':
      return b.kind === 'section' && a.sectionId === b.sectionId;
    case 'panel':
      return b.kind === 'panel' && a.accordionId === b.accordionId && a.panelId === b.panelId;
  }
}

/**
 * A container's columns the field can land in. Round-robin leaves no gaps, so with k other children the
 * field can only reach columns 0..k; offering column 3 of an empty container would put it in column 1.
 */
function reachableColumns(container: Field, fieldId: string): number[] {
  const others = (container.containerConfig?.children ?? []).filter((id) => id !== fieldId).length;
  const count = Math.min(columnCountOf(container), others + 1);
  return Array.from({ length: count }, (_, column) => column);
}

function layoutTargets(field: Field, fieldId: string): DropTarget[] {
  switch (field.type) {
    case 'container':
      return reachableColumns(field, fieldId).map((column) => ({
        kind: 'container',
        containerId: field.id,
        column,
      }));
    case 'section':
      return [{ kind: 'section', sectionId: field.id }];
    case 'accordion':
      return (field.sectionConfig?.panels ?? []).map((panel) => ({
        kind: 'panel',
        accordionId: field.id,
        panelId: panel.id,
      }));
    default:
      return [];
  }
}

/**
 * Every place a field can be moved to without dragging (WCAG 2.5.7), in reading order: each page, then
 * the layout lists shown on it (container columns, sections, accordion panels; nested ones after their
 * parent's). Left out: the list the field is in now, and what canDrop refuses (a layout field into
 * itself or anything nested in it). Each target has no index: the field goes to the end.
 */
export function moveDestinations(schema: FormSchemaData, fieldId: string): MoveDestination[] {
  if (!findField(schema, fieldId)) return [];
  const current = locateField(schema, fieldId);
  const fields = fieldMap(schema);
  const visited = new Set<string>();
  const destinations: MoveDestination[] = [];
  schema.pages.forEach((page, pageIndex) => {
    const offer = (target: DropTarget) => {
      if (!sameList(target, current) && canDrop(schema, fieldId, target))
        destinations.push({ target, pageIndex });
    };
    const visit = (id: string) => {
      const field = fields.get(id);
      if (!field || visited.has(id)) return;
      visited.add(id);
      layoutTargets(field, fieldId).forEach(offer);
      childIdsOf(field).forEach(visit);
    };
    offer({ kind: 'page', pageId: page.id });
    page.field_ids.forEach(visit);
  });
  return destinations;
}
