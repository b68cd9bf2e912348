// One valtio subscription per builder, fanned out to plain listeners. A 500-field canvas has about 700
// cards; a valtio subscription each costs far more per change than a call from a Set.
import { subscribe } from 'valtio/vanilla';
import type { BuilderState } from '../../logic';
import type { BuilderStore } from '../../store/builder-store';

export interface StoreSignal {
  subscribe(listener: () => void): () => void;
  /** The document as of the last notification: a plain object, no proxy on the hot path. */
  doc(): BuilderState;
  readOnly(): boolean;
  dispose(): void;
}

export function createStoreSignal(store: BuilderStore): StoreSignal {
  const listeners = new Set<() => void>();
  let doc = store.state.doc;
  let readOnly = store.isReadOnly();
  // Synchronous: the canvas updates in the same task as the click or key press.
  const unsubscribe = subscribe(
    store.state,
    () => {
      doc = store.state.doc;
      readOnly = store.isReadOnly();
      for (const listener of listeners) listener();
    },
    true,
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    doc: () => doc,
    readOnly: () => readOnly,
    dispose: unsubscribe,
  };
}
