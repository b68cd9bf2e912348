import type { FocusRequest } from '../store/renderer-types';
import { deepActiveElement } from '../ui/focus';
import { fieldDomId, tableCellDomId } from './dom-ids';

/**
 * Focuses a field's control once it is on screen; for a table with a wrong cell, that cell (the field's
 * own control id is its first cell's, which may be right). A field may first need its page rendered and
 * its section or accordion panel opened, which happen in the next renders: try for a few frames.
 */
export function focusFieldWhenShown(
  root: Node,
  idPrefix: string,
  request: Pick<FocusRequest, 'fieldId' | 'cell'>,
  frames = 10,
): void {
  const id = fieldDomId(idPrefix, request.fieldId);
  const cellId = request.cell ? tableCellDomId(id, request.cell.row, request.cell.column) : null;
  const attempt = (left: number) => {
    const scope = root.getRootNode() as Document | ShadowRoot;
    // A cell no longer there (its row was removed meanwhile) leaves the table's own control.
    const target = ((cellId && scope.getElementById?.(cellId)) ||
      scope.getElementById?.(id)) as HTMLElement | null;
    if (target && target.getClientRects().length > 0) {
      target.focus();
      return;
    }
    if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  attempt(frames);
}

/**
 * Moves focus to a message that replaced the control the user was on (the success message replaces the
 * form and its submit button). Focus that went to the page's body with the removed button comes here, so
 * keyboard users stay in place and screen readers read the message; focus the user has put elsewhere on
 * the host page stays where it is.
 */
export function focusIfFocusWasLost(message: HTMLElement): void {
  const doc = message.ownerDocument;
  const active = deepActiveElement(doc);
  const host = (message.getRootNode() as ShadowRoot).host;
  if (!active || active === doc.body || active === host || message.contains(active)) message.focus();
}
