// What every shell screen needs: the page's shared session (one service URL + tenant) and the shell's own
// notification stack. Provided once by the host app (the demo) around its routes; the provider also shows
// the stack, so a notification raised on any route (the builder page's 'Failed to load template') is seen
// where it was raised, not later on the dashboard.
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { createNotificationStore, type NotificationStore } from '../store/notifications';
import type { SessionHandle } from '../store/session';
import { ToastStack } from '../ui';

export interface ShellContextValue {
  session: SessionHandle;
  notifications: NotificationStore;
  /** Put after each page's document title ('Dashboard · Formwright'); none when empty. */
  appName: string;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export interface ShellProviderProps {
  session: SessionHandle;
  /** The app's name, after each page's title in the browser tab. */
  appName?: string;
  children: ReactNode;
}

export function ShellProvider({ session, appName = '', children }: ShellProviderProps) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session starts a new stack.
  const notifications = useMemo(() => createNotificationStore(), [session]);
  const value = useMemo(() => ({ session, notifications, appName }), [session, notifications, appName]);
  return (
    <ShellContext.Provider value={value}>
      {children}
      <ShellToasts notifications={value.notifications} />
    </ShellContext.Provider>
  );
}

/** The one place the shell's notifications show, whichever route is on screen. */
function ShellToasts({ notifications }: { notifications: NotificationStore }) {
  const toasts = useSnapshot(notifications.state).items;
  return <ToastStack toasts={toasts} onDismiss={notifications.dismiss} />;
}

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  // Shell §8 "Provider misuse": a screen outside the provider is a programming error.
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/** 'Dashboard' → 'Dashboard · Formwright' (the provider's app name), or the title alone. */
export function documentTitleOf(title: string, appName: string): string {
  return appName ? `${title} · ${appName}` : title;
}

/** Names the page in the browser tab (and for screen readers, which read the title on a new page). */
export function useDocumentTitle(title: string): void {
  const appName = useContext(ShellContext)?.appName ?? '';
  useEffect(() => {
    document.title = documentTitleOf(title, appName);
  }, [title, appName]);
}
