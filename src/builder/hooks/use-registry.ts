// The tenant's data catalog, fetched once per builder when something first needs it (the Variables tab
// or the field configuration dialog). Fetched here until the settings work adds a typed src/api call for
// it; the path and answer shape are the server's (server/routes/registry.ts).
import { useEffect, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../api/client';
import { type CatalogVariable, listCatalogVariables } from '../../logic';
import { type Registry, registrySchema } from '../../model';
import { useBuilder } from '../context';

const REGISTRY_PATH = '/api/v1/tenant-settings/registry';

export type RegistryState =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; registry: Registry; variables: CatalogVariable[] }
  | { status: 'unavailable'; message: string };

export interface RegistryLoader {
  subscribe(listener: () => void): () => void;
  state(): RegistryState;
  /** Starts the fetch unless it ran already. */
  load(): void;
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
      api
        .request<{ data?: unknown }>('GET', REGISTRY_PATH)
        .then((answer) => {
          const parsed = registrySchema.safeParse(answer?.data ?? {});
          set(
            parsed.success
              ? { status: 'ready', registry: parsed.data, variables: listCatalogVariables(parsed.data) }
              : { status: 'unavailable', message: 'The data catalog could not be read.' },
          );
        })
        .catch((error: unknown) =>
          set({ status: 'unavailable', message: error instanceof Error ? error.message : String(error) }),
        );
    },
  };
}

/** The catalog's state; `wanted` starts the fetch. */
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
