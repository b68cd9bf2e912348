// The auth state machine of shell §4 as the shell's screens see it: 'loading' until the stored token has
// been checked (restoreSession runs once per session), then 'authenticated' or 'cleared', or 'unreachable'
// when the server could not answer (the stored session is kept; retryRestore asks again).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { type AuthStatus, restoreSession, type SessionHandle } from '../store/session';
import { useShell } from './shell-context';

const restoring = new WeakMap<SessionHandle, Promise<AuthStatus>>();

/** Starts the stored-token check once per session; later callers share it. */
export function ensureRestored(session: SessionHandle): Promise<AuthStatus> {
  let pending = restoring.get(session);
  if (!pending) {
    pending =
      session.state.status === 'loading' ? restoreSession(session) : Promise.resolve(session.state.status);
    restoring.set(session, pending);
  }
  return pending;
}

/** Checks the stored token again after the server could not be reached ('unreachable'). */
export function retryRestore(session: SessionHandle): Promise<AuthStatus> {
  restoring.delete(session);
  session.state.status = 'loading';
  return ensureRestored(session);
}

/** A session's auth state, its stored token checked first (once, shared with every other caller). */
export function useSessionAuth(session: SessionHandle) {
  const state = useSnapshot(session.state);
  useEffect(() => {
    void ensureRestored(session);
  }, [session]);
  return { status: state.status, user: state.user, session };
}

/** The shell's own session (its service URL and tenant). */
export function useAuth() {
  return useSessionAuth(useShell().session);
}

/** The sign-in route with the place to come back to (shell §2: "the originating location is passed along"). */
export function signInPathFor(from: string): string {
  if (from === '' || from === '/' || from.startsWith('/signin')) return '/signin';
  return `/signin?from=${encodeURIComponent(from)}`;
}

/** Stands in for this app's origin: what resolves elsewhere is no path of the app. */
const APP_ORIGIN = 'http://app.invalid';

/**
 * Where to go after signing in: the `from` parameter when it is a path of this app, else the dashboard.
 * Only same-origin paths: an absolute or protocol-relative URL here would be an open redirect. The check
 * resolves the path as the browser will (which reads '/\\host' and '/<tab>/host' as '//host'), rather than
 * looking at its first characters.
 */
export function returnPathFrom(search: string): string {
  const from = new URLSearchParams(search).get('from');
  if (!from?.startsWith('/')) return '/dashboard';
  let url: URL;
  try {
    url = new URL(from, APP_ORIGIN);
  } catch {
    return '/dashboard';
  }
  if (url.origin !== APP_ORIGIN || url.pathname.startsWith('/signin')) return '/dashboard';
  return url.pathname + url.search + url.hash;
}
