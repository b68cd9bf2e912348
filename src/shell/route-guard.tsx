// Shell §2 route protection: a spinner while the auth state loads, the sign-in page (with the place to
// come back to) for anyone not signed in, the screen itself otherwise. A 401 on any call clears the shared
// session, which re-renders this guard into the redirect, so "401 → /signin" needs no listener of its own.
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { NETWORK_ERROR_MESSAGE } from '../api/errors';
import { Button, LoadingScreen } from '../ui';
import { retryRestore, returnPathFrom, signInPathFor, useAuth } from './auth';
import { useDocumentTitle } from './shell-context';

export const AUTH_LOADING_TITLE = 'Checking your session';
export const AUTH_LOADING_MESSAGE = 'Please wait...';

function AuthLoading() {
  useDocumentTitle(AUTH_LOADING_TITLE);
  return (
    <main className="fw-shell-center">
      <LoadingScreen title={AUTH_LOADING_TITLE} message={AUTH_LOADING_MESSAGE} />
    </main>
  );
}

export const AUTH_UNREACHABLE_TITLE = 'Cannot check your session';

/** The stored session could not be checked: it is kept, and the user may ask again (never signed out). */
function AuthUnreachable() {
  const { session } = useAuth();
  useDocumentTitle(AUTH_UNREACHABLE_TITLE);
  return (
    <main className="fw-shell-center">
      <div className="fw-shell-card" role="alert">
        <h1>{AUTH_UNREACHABLE_TITLE}</h1>
        <p>{NETWORK_ERROR_MESSAGE}</p>
        <Button variant="primary" onClick={() => void retryRestore(session)}>
          Try again
        </Button>
      </div>
    </main>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unreachable') return <AuthUnreachable />;
  if (status !== 'authenticated') {
    return <Redirect to={signInPathFor(search ? `${path}?${search}` : path)} replace />;
  }
  return <>{children}</>;
}

/** The sign-in route: a signed-in user goes on to where they came from, or to /dashboard (shell §2). */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const search = useSearch();
  if (status === 'loading') return <AuthLoading />;
  if (status === 'unreachable') return <AuthUnreachable />;
  if (status === 'authenticated') return <Redirect to={returnPathFrom(search)} replace />;
  return <>{children}</>;
}
