// Each rendered <form-builder>'s store, by element: for its save() method and its `dirty` property. A
// module of its own, in the entry bundle, so that the element reads it without loading its app.
import type { BuilderStore } from '../src/store/builder-store';

const stores = new WeakMap<HTMLElement, BuilderStore>();

export function setBuilderStore(host: HTMLElement, store: BuilderStore | null): void {
  if (store) stores.set(host, store);
  else stores.delete(host);
}

/** The store of a rendered builder element; null before its app has loaded. */
export function builderStoreOf(host: HTMLElement): BuilderStore | null {
  return stores.get(host) ?? null;
}
