import { type RefObject, useLayoutEffect, useRef } from 'react';

/** Marks a row's buttons so focus can find "the same button" in another row: `data-row-control`. */
export type RowControl = 'up' | 'down' | 'remove';

export const rowControl = (control: RowControl) => ({ 'data-row-control': control }) as const;

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]';

interface PendingFocus {
  /** The list's data as it was when the action ran: focus moves once new data has been rendered. */
  source: unknown;
  index: number;
  /** Without a control, the row's first control (a new row's first input). */
  control?: RowControl;
}

export interface RowFocus {
  /** On the list element; its children are the rows. */
  listRef: RefObject<HTMLOListElement | null>;
  /**
   * Call before changing the list: once the changed list is rendered, focus goes to `control` of the row
   * at `index`, or the last row when there are fewer, or when none is left to the first of `fallbacks`
   * that can take it (see fallbackTarget).
   */
  focusAfterChange(index: number, control?: RowControl): void;
}

/**
 * Focus for the editable lists of the configuration dialog (options, columns, panels, rules), the way the
 * child-field lists do it (child-fields.tsx). Their rows are mostly keyed by position, so after a move the
 * focused button belongs to the row that took the old place, and after a remove the button may be gone,
 * which drops focus to <body>. The caller names where focus belongs; it is placed once the changed list
 * is committed. After a remove, index stays the removed row's: the next row has taken that place, else
 * the previous row is the last one.
 *
 * `source` is the data the rows are drawn from as the editor receives it (the store keeps unchanged
 * parts identical), so a new value means the change has arrived. It must not be derived afresh on each
 * render: focus would then move on any render, before the change.
 */
export function useRowFocus(
  source: unknown,
  fallbacks: readonly RefObject<HTMLElement | null>[] = [],
): RowFocus {
  const listRef = useRef<HTMLOListElement>(null);
  const pending = useRef<PendingFocus | null>(null);

  useLayoutEffect(() => {
    const request = pending.current;
    if (!request || request.source === source) return;
    pending.current = null;
    const rows = [...(listRef.current?.children ?? [])] as HTMLElement[];
    const row = rows[Math.min(request.index, rows.length - 1)];
    const target = row
      ? rowTarget(row, request.control)
      : fallbacks.map((ref) => ref.current && fallbackTarget(ref.current)).find(Boolean);
    target?.focus();
  }, [source, fallbacks]);

  return {
    listRef,
    focusAfterChange(index, control) {
      pending.current = { source, index, ...(control && { control }) };
    },
  };
}

/** The row's button for `control`; when that one cannot take focus (a blocked Remove), the row's first control. */
function rowTarget(row: HTMLElement, control: RowControl | undefined): HTMLElement | null {
  const same = control ? row.querySelector<HTMLElement>(`[data-row-control="${control}"]`) : null;
  return same && canFocus(same) ? same : focusableIn(row);
}

function canFocus(element: HTMLElement): boolean {
  return element.matches(FOCUSABLE) && !element.matches(':disabled') && element.tabIndex >= 0;
}

/**
 * Where a fallback puts focus: the element itself when it can hold focus, also one that takes it by script
 * only (tabIndex -1, such as a list's empty state: named as a fallback, it is meant to hold focus, the
 * way child-fields.tsx focuses its empty text), else the first control inside it. A disabled control is
 * skipped (a disabled Add), so the next fallback gets its turn.
 */
function fallbackTarget(element: HTMLElement): HTMLElement | null {
  return element.matches(FOCUSABLE) && !element.matches(':disabled') ? element : focusableIn(element);
}

/** The element itself when it takes focus, else the first control inside it. */
function focusableIn(element: HTMLElement): HTMLElement | null {
  if (canFocus(element)) return element;
  return [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].find(canFocus) ?? null;
}
