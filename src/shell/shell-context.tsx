// What every shell screen needs: the page's shared session (one service URL + tenant) and the shell's own
// notification stack. Provided once by the host app (the demo) around its routes.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createNotificationStore, type NotificationStore } from '../store/notifications';
import type { SessionHandle } from '../store/session';

export interface ShellContextValue {
  session: SessionHandle;
  notifications: NotificationStore;
}

const ShellContext = createContext<ShellContextValue | null>(null);

export function ShellProvider({ session, children }: { session: SessionHandle; children: ReactNode }) {
  const value = useMemo(() => ({ session, notifications: createNotificationStore() }), [session]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  // Shell §8 "Provider misuse": a screen outside the provider is a programming error.
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
