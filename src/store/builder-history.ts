// Undo and redo for the builder: stacks of whole-document snapshots. Snapshots are cheap because the
// schema is immutable and every logic function shares untouched parts, so an entry costs a few pointers.
import type { FormSchemaData } from '../model';

/** What one undo step puts back. */
export interface HistoryEntry {
  readonly schema: FormSchemaData;
  readonly description: string;
  readonly isTemplate: boolean;
  /** The page shown when the change was made, so undo shows where it happened. */
  readonly pageIndex: number;
}

/** Changes with the same key within this many ms of each other are one undo step (one typing burst). */
export const HISTORY_COALESCE_MS = 1000;
/** Oldest steps are forgotten past this depth; a long session must not grow without bound. */
export const HISTORY_LIMIT = 200;

export interface History {
  /**
   * Called before a change is applied, with the state it replaces. A change whose key equals the previous
   * change's key, within HISTORY_COALESCE_MS of it, joins that step instead of starting a new one.
   */
  record(before: HistoryEntry, key: string | null, now: number): void;
  /** The entry to go back to (the current one goes on the redo stack), or null at the start. */
  undo(current: HistoryEntry): HistoryEntry | null;
  redo(current: HistoryEntry): HistoryEntry | null;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Starts a new step even if the next change has the same key (after a blur, a save, ...). */
  seal(): void;
  clear(): void;
}

export function createHistory(limit: number = HISTORY_LIMIT): History {
  const past: HistoryEntry[] = [];
  const future: HistoryEntry[] = [];
  let lastKey: string | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;

  return {
    record(before, key, now) {
      const joins = key !== null && key === lastKey && now - lastAt <= HISTORY_COALESCE_MS;
      lastKey = key;
      lastAt = now;
      future.length = 0;
      if (joins) return;
      past.push(before);
      if (past.length > limit) past.shift();
    },
    undo(current) {
      const entry = past.pop();
      if (!entry) return null;
      future.push(current);
      lastKey = null;
      return entry;
    },
    redo(current) {
      const entry = future.pop();
      if (!entry) return null;
      past.push(current);
      lastKey = null;
      return entry;
    },
    canUndo: () => past.length > 0,
    canRedo: () => future.length > 0,
    seal() {
      lastKey = null;
    },
    clear() {
      past.length = 0;
      future.length = 0;
      lastKey = null;
    },
  };
}
