import { createContext, useContext } from 'react';
import type { NotificationStore } from '../store/notifications';
import type { TenantSettingsStore } from '../store/tenant-settings-store';

export interface SettingsContextValue {
  store: TenantSettingsStore;
  notifications: NotificationStore;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within the tenant settings app');
  return value;
}

/**
 * For components holding text inputs: valtio's default batching re-renders a tick late, which moves the
 * caret of a controlled input to its end; sync renders with the keystroke.
 */
export const SYNC = { sync: true } as const;
