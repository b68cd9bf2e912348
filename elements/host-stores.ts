// Each rendered element's store, by element: for the methods and read-only properties a host calls on
// the element (save(), dirty). A module of its own, in the entry bundle, so that the element reads its
// store without loading its app.
import type { BuilderStore } from '../src/store/builder-store';
import type { TenantSettingsStore } from '../src/store/tenant-settings-store';

export interface HostStores<T> {
  set(host: HTMLElement, store: T | null): void;
  /** The store of a rendered element; null before its app has loaded. */
  of(host: HTMLElement): T | null;
}

function hostStores<T extends object>(): HostStores<T> {
  const stores = new WeakMap<HTMLElement, T>();
  return {
    set(host, store) {
      if (store) stores.set(host, store);
      else stores.delete(host);
    },
    of: (host) => stores.get(host) ?? null,
  };
}

export const builderStores = hostStores<BuilderStore>();
export const settingsStores = hostStores<TenantSettingsStore>();
