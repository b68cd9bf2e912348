// One builder's drag state outside React: what is dragged and the spot it would land on. Cards subscribe
// to it with selectors, so a drag step re-renders the two cards whose drop bar changes, not all 500.

import {
  columnCountOf,
  type DropSpot,
  findField,
  isNoOpSpot,
  landingTarget,
  landingTargetForNew,
  listKeyOf,
  positionForColumn,
  sameSpot,
} from '../../logic';
import type { FormSchemaData } from '../../model';
import type { BuilderStore } from '../../store/builder-store';
import { itemElement, spotFromPoint, spotsInOrder } from './dom-spots';

export type ActiveDrag = { kind: 'field'; fieldId: string } | { kind: 'template'; templateKey: string };

export interface DndController {
  subscribe(listener: () => void): () => void;
  active(): ActiveDrag | null;
  spot(): DropSpot | null;
  /** Whether the drop bar shows in front of this item of this list. */
  barBefore(listKey: string, fieldId: string): boolean;
  /** Whether the drop bar shows at the end of this list. */
  barAtEnd(listKey: string): boolean;
  setRoot(root: HTMLElement | null): void;
  begin(active: ActiveDrag): void;
  finish(): void;
  /** The spot under a viewport point, valid for the active drag, or null. */
  spotAt(x: number, y: number): DropSpot | null;
  /** The next (+1) or previous (-1) valid spot for a keyboard drag, with the element to scroll to. */
  stepSpot(direction: 1 | -1): { spot: DropSpot; anchor: Element } | null;
  setSpot(spot: DropSpot | null): void;
}

export function createDndController(store: BuilderStore): DndController {
  const listeners = new Set<() => void>();
  let root: HTMLElement | null = null;
  let active: ActiveDrag | null = null;
  let spot: DropSpot | null = null;
  let spotKey: string | null = null;

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const draggedElement = (): Element | null =>
    active?.kind === 'field' && root ? itemElement(root, active.fieldId) : null;

  /** A spot the active drag may land on; a no-op spot counts (it shows where the field already is). */
  const usable = (candidate: DropSpot): boolean => {
    const { schema } = store.state.doc;
    if (active?.kind === 'template') return landingTargetForNew(schema, candidate) !== null;
    if (active?.kind !== 'field') return false;
    return (
      isNoOpSpot(schema, active.fieldId, candidate) ||
      landingTarget(schema, active.fieldId, candidate) !== null
    );
  };

  /** The spot where the dragged field already is: 'in front of itself'. */
  const homeSpot = (): DropSpot | null => {
    if (active?.kind !== 'field' || !root) return null;
    const { fieldId } = active;
    return (
      spotsInOrder(root, draggedElement()).find((entry) => entry.spot.beforeId === fieldId)?.spot ?? null
    );
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    active: () => active,
    spot: () => spot,
    barBefore: (listKey, fieldId) => spotKey === listKey && spot?.beforeId === fieldId,
    barAtEnd: (listKey) => spotKey === listKey && spot?.beforeId === null,
    setRoot(next) {
      root = next;
    },
    begin(next) {
      active = next;
      spot = null;
      spotKey = null;
      notify();
    },
    finish() {
      active = null;
      spot = null;
      spotKey = null;
      notify();
    },
    spotAt(x, y) {
      if (!root || !active) return null;
      const scope = root.getRootNode() as unknown as DocumentOrShadowRoot;
      const found = spotFromPoint(scope, x, y, draggedElement());
      return found && usable(found) ? found : null;
    },
    stepSpot(direction) {
      if (!root || !active) return null;
      const dragged = draggedElement();
      const { schema } = store.state.doc;
      const dragId = active.kind === 'field' ? active.fieldId : null;
      // Spots equal to "where it is" collapse into the home spot, so one key press is one visible move.
      const home = spot ?? homeSpot();
      const candidates = spotsInOrder(root, dragged).filter(
        ({ spot: candidate }) =>
          sameSpot(candidate, home) ||
          ((dragId === null || !isNoOpSpot(schema, dragId, candidate)) &&
            usable(candidate) &&
            reachesColumn(schema, dragId, candidate)),
      );
      const index = candidates.findIndex((entry) => sameSpot(entry.spot, home));
      const next =
        candidates[index === -1 ? (direction === 1 ? 0 : candidates.length - 1) : index + direction];
      return next ?? null;
    },
    setSpot(next) {
      if (sameSpot(next, spot)) return;
      spot = next;
      // No bar where the drop changes nothing (in front of the dragged field or its next sibling).
      const noOp =
        next !== null && active?.kind === 'field' && isNoOpSpot(store.state.doc.schema, active.fieldId, next);
      spotKey = next && !noOp ? listKeyOf(next.list) : null;
      notify();
    },
  };
}

/**
 * Whether a drop at the end of a container column lands in that column. Columns fill round-robin from
 * the left, so an empty Column 2 beside an empty Column 1 cannot be reached yet: the field would land in
 * Column 1. A keyboard step there repeated the previous place while the bar showed in Column 2.
 */
function reachesColumn(schema: FormSchemaData, dragId: string | null, spot: DropSpot): boolean {
  if (spot.list.kind !== 'container' || spot.beforeId !== null) return true;
  const container = findField(schema, spot.list.containerId);
  if (!container) return false;
  const others = (container.containerConfig?.children ?? []).filter((id) => id !== dragId).length;
  const count = columnCountOf(container);
  return positionForColumn(others, count, spot.list.column) % count === spot.list.column;
}
