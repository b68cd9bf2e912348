// Where focus goes in the Form Command Center's lists and editors. Opening an inline editor, closing it,
// deleting a row or disabling the pressed button all take away the element that has focus; left alone,
// focus falls to <body>, where the builder's shortcuts (on its root) stop working and a screen reader
// loses its place. Targets are `data-focus-key` values resolved by ui.requestFocus, as on the canvas.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { deepActiveElement } from '../../ui';
import type { BuilderUi } from '../ui-store';

/** The data-focus-key of one row's button: `tools:{list}:{action}:{id}`. */
export const rowFocusKey = (list: string, action: string, id: string) => `tools:${list}:${action}:${id}`;

/**
 * Focus after the row `id` is deleted: the same button of the nearest row after it, else of the nearest
 * row before it (rows without that button are skipped), else the fallbacks (the list's add control).
 */
export function focusAfterRemoval(
  ui: BuilderUi,
  ids: readonly string[],
  id: string,
  keyOf: (id: string) => string,
  fallbacks: readonly string[],
): void {
  const index = ids.indexOf(id);
  const neighbours = index < 0 ? [] : [...ids.slice(index + 1), ...ids.slice(0, index).reverse()];
  const [first, ...rest] = [...neighbours.map(keyOf), ...fallbacks];
  if (first) ui.requestFocus(first, rest);
}

/**
 * For an action that waits for the server: whether focus may still be moved when it ends, i.e. it is on
 * the control that started the action or was lost (<body>, or an element no longer on the page). Focus
 * the user has since taken elsewhere stays where it is.
 */
export function focusStayedOn(control: Element | null): boolean {
  const active = deepActiveElement();
  return active === null || active === control || active === document.body || !active.isConnected;
}

const CONTROLS = 'input, select, textarea';

/**
 * An inline editor inside the Tools dialog (add or edit a row in place): its first input takes focus
 * when it opens, and Escape cancels the edit. That Escape must not also close the dialog and drop the
 * draft: preventing the keydown's default keeps the browser from turning it into the dialog's close
 * request, so a second Escape closes the dialog. Spread the result on the editor's form.
 */
export function useInlineEditor<T extends HTMLElement>(onCancel: () => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>(CONTROLS)?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return { ref, onKeyDown };
}
