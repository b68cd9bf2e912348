import type { BuilderStore } from '../store/builder-store';
import type { BuilderUi } from './ui-store';

export type HistoryDirection = 'undo' | 'redo';

/**
 * One undo or redo, however it was asked for (shortcut or header button): focus is kept on what holds it,
 * and screen readers hear 'Undone.' or 'Redone.'. False when there was nothing to undo or redo.
 */
export function stepHistory(store: BuilderStore, ui: BuilderUi, direction: HistoryDirection): boolean {
  const undo = direction === 'undo';
  if (!(undo ? store.state.canUndo : store.state.canRedo)) return false;
  ui.keepFocus();
  if (undo) store.undo();
  else store.redo();
  ui.announce(undo ? 'Undone.' : 'Redone.');
  return true;
}

/**
 * Marks a text box (or an area of them) whose typing is a draft of its own, not a step of the form's
 * history: a search, a comment, a version note, the JSON to import, an editor with its own Save. There
 * Ctrl+Z and Ctrl+Y are the browser's undo of the typing; the builder's shortcut would instead revert a
 * change of the form behind it, unseen.
 */
export const OWN_UNDO = { 'data-own-undo': '' } as const;

export function keepsOwnUndo(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-own-undo]') !== null;
}
