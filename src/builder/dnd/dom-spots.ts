// Reading drop spots off the canvas DOM. Lists are marked `data-drop-list={listKey}` and hold only their
// items, each marked `data-drop-item={fieldId}`, in reading order. Nothing is measured ahead of time:
// a pointer move reads the list under the pointer and binary-searches its items (a few rect reads
// whatever the list's length), so scrolling or resizing during a drag cannot leave stale geometry.
import { type DropSpot, type ListTarget, parseListKey } from '../../logic';

const LIST_ATTR = 'data-drop-list';
const ITEM_ATTR = 'data-drop-item';

export function itemElement(root: ParentNode, fieldId: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[${ITEM_ATTR}="${CSS.escape(fieldId)}"]`);
}

export function listElement(root: ParentNode, listKey: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[${LIST_ATTR}="${CSS.escape(listKey)}"]`);
}

function listOf(element: Element): ListTarget | null {
  const key = element.getAttribute(LIST_ATTR);
  return key === null ? null : parseListKey(key);
}

function itemsOf(list: Element): Element[] {
  const items: Element[] = [];
  for (const child of list.children) if (child.hasAttribute(ITEM_ATTR)) items.push(child);
  return items;
}

/** Whether the point comes before the item in reading order (rows top to bottom, left to right within a row). */
function pointIsBefore(x: number, y: number, rect: DOMRect, listWidth: number): boolean {
  if (y < rect.top) return true;
  if (y > rect.bottom) return false;
  // A field that fills the row is split at its middle line; fields sharing a row at their middle column.
  if (rect.width >= listWidth * 0.9) return y < rect.top + rect.height / 2;
  return x < rect.left + rect.width / 2;
}

/** The id of the first item the point comes before, or null for the end of the list. */
function beforeIdAt(list: Element, x: number, y: number): string | null {
  const items = itemsOf(list);
  const listWidth = list.getBoundingClientRect().width;
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (pointIsBefore(x, y, (items[middle] as Element).getBoundingClientRect(), listWidth)) high = middle;
    else low = middle + 1;
  }
  return items[low]?.getAttribute(ITEM_ATTR) ?? null;
}

/**
 * The spot under a viewport point: the innermost list under it that is not inside the dragged element
 * (a container cannot take itself), and the place within that list.
 */
export function spotFromPoint(
  scope: DocumentOrShadowRoot,
  x: number,
  y: number,
  dragged: Element | null,
): DropSpot | null {
  for (const element of scope.elementsFromPoint(x, y)) {
    if (!element.hasAttribute(LIST_ATTR) || dragged?.contains(element)) continue;
    const list = listOf(element);
    if (list) return { list, beforeId: beforeIdAt(element, x, y) };
  }
  return null;
}

/** Every spot of the canvas in reading order: nested lists come right after the item holding them. */
export function spotsInOrder(
  root: ParentNode,
  dragged: Element | null,
): { spot: DropSpot; anchor: Element }[] {
  const found: { spot: DropSpot; anchor: Element }[] = [];
  const walk = (listEl: Element) => {
    const list = listOf(listEl);
    if (!list) return;
    for (const item of itemsOf(listEl)) {
      found.push({ spot: { list, beforeId: item.getAttribute(ITEM_ATTR) }, anchor: item });
      if (dragged?.contains(item) && item !== dragged) continue;
      if (item === dragged) continue;
      for (const nested of item.querySelectorAll(`[${LIST_ATTR}]`)) {
        // Only lists directly inside this item; deeper ones are walked from their own parent list.
        if (nested.parentElement?.closest(`[${ITEM_ATTR}]`) === item) walk(nested);
      }
    }
    found.push({ spot: { list, beforeId: null }, anchor: listEl });
  };
  for (const top of root.querySelectorAll(`[${LIST_ATTR}]`)) {
    if (!top.parentElement?.closest(`[${LIST_ATTR}]`)) walk(top);
  }
  return found;
}
