// The tenant's data catalog, loaded once per builder when something first needs it (the Variables tab or
// the field configuration dialog). The registry is cached in the browser for 24 hours per service URL and
// tenant (shell §7, §9): a fresh copy is used without a call; when a refresh fails an older copy stands
// in and the failure is kept as a notice (shell §8).
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../api/client';
import { getRegistry } from '../../api/tenant-settings';
import { type CatalogVariable, listCatalogVariables } from '../../logic';
import { type Registry, registrySchema } from '../../model';
import { cachedLoad, registryCacheKey } from '../../store/browser-cache';
import { useBuilder } from '../context';

export const REGISTRY_UNREADABLE_MESSAGE = 'The data catalog could not be read.';

/** Said above a catalog that is the browser's saved copy because the refresh failed. */
export function staleCatalogMessage(error: string): string {
  return `Showing the copy of the data catalog saved in this browser: ${error}`;
}

export type RegistryState =
  | { status: 'idle' | 'loading' }
  | {
      status: 'ready';
      registry: Registry;
      variables: CatalogVariable[];
      /** Set when the refresh failed and the copy saved in this browser is shown: the failure's message. */
      staleError?: string;
    }
  | { status: 'unavailable'; message: string };

export interface RegistryLoader {
  subscribe(listener: () => void): () => void;
  state(): RegistryState;
  /** Starts the load unless it ran already. */
  load(): void;
}

function isRegistry(data: unknown): data is Registry {
  return registrySchema.safeParse(data).success;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The registry the service answers, refused (so never cached) when it is not one. */
async function fetchRegistry(api: ApiClient): Promise<Registry> {
  const answer = await getRegistry(api);
  const parsed = registrySchema.safeParse(answer?.data ?? {});
  if (!parsed.success) throw new Error(REGISTRY_UNREADABLE_MESSAGE);
  return parsed.data;
}

export function createRegistryLoader(client: () => ApiClient | null): RegistryLoader {
  let state: RegistryState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: RegistryState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state: () => state,
    load() {
      if (state.status !== 'idle') return;
      const api = client();
      if (!api) {
        set({ status: 'unavailable', message: 'No service connected.' });
        return;
      }
      set({ status: 'loading' });
      cachedLoad(registryCacheKey(api), isRegistry, () => fetchRegistry(api))
        .then((loaded) =>
          set({
            status: 'ready',
            registry: loaded.data,
            variables: listCatalogVariables(loaded.data),
            ...(loaded.source === 'stale' && { staleError: messageOf(loaded.error) }),
          }),
        )
        .catch((error: unknown) => set({ status: 'unavailable', message: messageOf(error) }));
    },
  };
}

/** The catalog's state; `wanted` starts the load. */
export function useRegistryState(wanted = true): RegistryState {
  const { registry } = useBuilder();
  const state = useSyncExternalStore(registry.subscribe, registry.state);
  useEffect(() => {
    if (wanted) registry.load();
  }, [wanted, registry]);
  return state;
}

export function useRegistry(wanted = true): Registry | null {
  const state = useRegistryState(wanted);
  return state.status === 'ready' ? state.registry : null;
}
