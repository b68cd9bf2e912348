import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { BuilderStore } from '../store/builder-store';
import type { NotificationStore } from '../store/notifications';
import type { DndController } from './dnd/controller';
import type { StoreSignal } from './hooks/store-signal';
import type { RegistryLoader } from './hooks/use-registry';
import type { BuilderUi } from './ui-store';

/** Everything one builder instance shares with its components. */
export interface BuilderContextValue {
  store: BuilderStore;
  /** Change notifications of the store, for the selector hooks. */
  signal: StoreSignal;
  ui: BuilderUi;
  notifications: NotificationStore;
  dnd: DndController;
  /** The API client of the current session, or null without service URL and tenant. */
  client: () => ApiClient | null;
  /** The tenant's data catalog, fetched on first use. */
  registry: RegistryLoader;
  /** The public page of a published form (`public-form-url`, else the reference server's); null without a tenant. */
  publicLink(formId: string): string | null;
  /** The host's `public-form-url` (a valtio proxy), so the public link redraws when it changes. */
  publicLinkTemplate: { value: string | undefined };
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error('[formwright] builder components must be rendered inside <BuilderProvider>');
  return value;
}
