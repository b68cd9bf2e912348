import { fieldDomId } from './dom-ids';

/**
 * Focuses a field's control once it is on screen. A field may first need its page rendered and its
 * section or accordion panel opened, which happen in the next renders: try for a few frames.
 */
export function focusFieldWhenShown(root: Node, idPrefix: string, fieldId: string, frames = 10): void {
  const id = fieldDomId(idPrefix, fieldId);
  const attempt = (left: number) => {
    const scope = root.getRootNode() as Document | ShadowRoot;
    const target = scope.getElementById?.(id) as HTMLElement | null;
    if (target && target.getClientRects().length > 0) {
      target.focus();
      return;
    }
    if (left > 0) requestAnimationFrame(() => attempt(left - 1));
  };
  attempt(frames);
}
