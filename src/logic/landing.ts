// Where a drop lands, as data: no DOM here. The canvas reports a "spot" (a list and the field the
// dragged one goes in front of); this turns it into a src/logic DropTarget, or null when the drop would
// change nothing or is not allowed (canDrop). Tested in tests/unit/landing.test.ts.
import type { FormSchemaData } from '../model';
import { columnsOf } from './containers';
import { canDrop, type DropTarget, type FieldLocation, locateField } from './drop';
import { detachFields, findField } from './schema-ops';

/** A list fields can be dropped into: a page, a container column, a section body or an accordion panel. */
export type ListTarget =
  | { kind: 'page'; pageId: string }
  | { kind: 'container'; containerId: string; column: number }
  | { kind: 'section'; sectionId: string }
  | { kind: 'panel'; accordionId: string; panelId: string };

/** A place between fields: in front of `beforeId`, or at the end of the list when it is null. */
export interface DropSpot {
  list: ListTarget;
  beforeId: string | null;
}

/** A stable string for a list (a DOM attribute and a map key); ids may hold any character, hence JSON. */
export function listKeyOf(list: ListTarget): string {
  switch (list.kind) {
    case 'page':
      return JSON.stringify(['page', list.pageId]);
    case 'container':
      return JSON.stringify(['container', list.containerId, list.column]);
    case 'section':
      return JSON.stringify(['section', list.sectionId]);
    case 'panel':
      return JSON.stringify(['panel', list.accordionId, list.panelId]);
  }
}

export function parseListKey(key: string): ListTarget | null {
  try {
    const parts: unknown = JSON.parse(key);
    if (!Array.isArray(parts)) return null;
    const [kind, a, b] = parts as unknown[];
    if (typeof a !== 'string') return null;
    if (kind === 'page') return { kind, pageId: a };
    if (kind === 'section') return { kind, sectionId: a };
    if (kind === 'container' && typeof b === 'number') return { kind, containerId: a, column: b };
    if (kind === 'panel' && typeof b === 'string') return { kind, accordionId: a, panelId: b };
    return null;
  } catch {
    return null;
  }
}

export function sameSpot(a: DropSpot | null, b: DropSpot | null): boolean {
  if (a === null || b === null) return a === b;
  return a.beforeId === b.beforeId && listKeyOf(a.list) === listKeyOf(b.list);
}

/** The ids a list shows, in order (a container column shows every n-th child, round-robin). */
export function listedIds(schema: FormSchemaData, list: ListTarget): string[] {
  switch (list.kind) {
    case 'page':
      return schema.pages.find((page) => page.id === list.pageId)?.field_ids ?? [];
    case 'container': {
      const container = findField(schema, list.containerId);
      return container ? (columnsOf(container)[list.column] ?? []) : [];
    }
    case 'section':
      return findField(schema, list.sectionId)?.sectionConfig?.children ?? [];
    case 'panel': {
      const panels = findField(schema, list.accordionId)?.sectionConfig?.panels ?? [];
      return panels.find((panel) => panel.id === list.panelId)?.children ?? [];
    }
  }
}

function listOfLocation(location: FieldLocation): ListTarget {
  switch (location.kind) {
    case 'page':
      return { kind: 'page', pageId: location.pageId };
    case 'container':
      return { kind: 'container', containerId: location.containerId, column: location.column };
    case 'section':
      return { kind: 'section', sectionId: location.sectionId };
    case 'panel':
      return { kind: 'panel', accordionId: location.accordionId, panelId: location.panelId };
  }
}

/** The list a field is shown in now, or null when it is on no page and in no layout field. */
export function listOfField(schema: FormSchemaData, fieldId: string): ListTarget | null {
  const location = locateField(schema, fieldId);
  return location ? listOfLocation(location) : null;
}

/** Whether dropping the field at the spot would leave it exactly where it is. */
export function isNoOpSpot(schema: FormSchemaData, dragId: string, spot: DropSpot): boolean {
  if (spot.beforeId === dragId) return true;
  const current = listOfField(schema, dragId);
  if (!current || listKeyOf(current) !== listKeyOf(spot.list)) return false;
  const ids = listedIds(schema, spot.list);
  const next = ids[ids.indexOf(dragId) + 1] ?? null;
  return next === spot.beforeId;
}

/**
 * The target of moving an existing field to the spot. The index is taken after the field is taken out of
 * its place, which is how moveField reads it: "in front of X" is X's position once the dragged field is
 * gone. Null when the drop changes nothing or canDrop refuses it (a layout field into itself).
 */
export function landingTarget(schema: FormSchemaData, dragId: string, spot: DropSpot): DropTarget | null {
  if (isNoOpSpot(schema, dragId, spot)) return null;
  let target: DropTarget;
  if (spot.beforeId === null) {
    target = { ...spot.list };
  } else {
    const location = locateField(detachFields(schema, new Set([dragId])), spot.beforeId);
    if (!location || listKeyOf(listOfLocation(location)) !== listKeyOf(spot.list)) return null;
    target = location;
  }
  return canDrop(schema, dragId, target) ? target : null;
}

/** The target of a new field (from the library) dropped at the spot; null when the list is gone. */
export function landingTargetForNew(schema: FormSchemaData, spot: DropSpot): DropTarget | null {
  if (spot.beforeId === null) return { ...spot.list };
  const location = locateField(schema, spot.beforeId);
  if (!location || listKeyOf(listOfLocation(location)) !== listKeyOf(spot.list)) return null;
  return location;
}
