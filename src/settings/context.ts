import { createContext, useContext, useLayoutEffect } from 'react';
import type { NotificationStore } from '../store/notifications';
import type { TenantSettingsStore } from '../store/tenant-settings-store';
import type { FocusRequests } from './focus';

export interface SettingsContextValue {
  store: TenantSettingsStore;
  notifications: NotificationStore;
  focus: FocusRequests;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used within the tenant settings app');
  return value;
}

/**
 * Hands pending focus requests their target once a render brought it. Each component that renders a
 * target calls it: valtio re-renders only the components whose snapshot changed.
 */
export function useFocusRequests(): FocusRequests {
  const { focus } = useSettings();
  useLayoutEffect(() => focus.flush());
  return focus;
}

/**
 * For components holding text inputs: valtio's default batching re-renders a tick late, which moves the
 * caret of a controlled input to its end; sync renders with the keystroke.
 */
export const SYNC = { sync: true } as const;
