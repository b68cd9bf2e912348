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
