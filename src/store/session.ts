// The shared session registry: one session per service URL + tenant, shared by every element on the page
// (the demo signs in once and all its elements use it), never mixed between tenants.
import { proxy } from 'valtio';
import { type ApiClient, createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { AuthUser, SignInResponse } from '../model';
import { loadCredentials, saveCredentials } from './persisted-sessions';
import { isTokenExpired, readTokenClaims } from './token';

// The request signing the session's client does, for the renderer's signed public calls
// (form-service-public.ts): loaded with this module in one dynamic import, the signing code stays in the
// session's chunk instead of a chunk of its own on the renderer's path.
export { newNonce, signRequest } from '../api/signing';

/**
 * Shell §4's states, and 'unreachable': the stored token could not be checked (no answer, or the server
 * failed), so it is neither verified nor refused; it is kept, and the check can be made again.
 */
export type AuthStatus = 'loading' | 'authenticated' | 'cleared' | 'unreachable';

export interface SessionState {
  readonly scope: string;
  readonly serviceUrl: string;
  readonly tenant: string;
  status: AuthStatus;
  token: string | null;
  signingKey: string | null;
  user: AuthUser | null;
}

export interface SessionHandle {
  readonly state: SessionState;
  readonly client: ApiClient;
  /**
   * Listeners told when an authenticated call answered 401 (the session is already cleared then), with
   * the id of the user who was signed in (null when unknown).
   */
  onAuthRequired(listener: (error: ApiError, signedOutUserId: string | null) => void): () => void;
}

const sessions = new Map<string, SessionHandle>();

export function sessionScope(serviceUrl: string, tenant: string): string {
  return `${serviceUrl.replace(/\/+$/, '')}|${tenant}`;
}

/** The session for a service and tenant, created on first use from what the browser kept. */
export function getSession(serviceUrl: string, tenant: string): SessionHandle {
  const scope = sessionScope(serviceUrl, tenant);
  const existing = sessions.get(scope);
  if (existing) return existing;
  const stored = loadCredentials(scope);
  const state = proxy<SessionState>({
    scope,
    serviceUrl,
    tenant,
    status: 'loading',
    token: stored?.token ?? null,
    signingKey: stored?.signingKey ?? null,
    user: null,
  });
  const listeners = new Set<(error: ApiError, signedOutUserId: string | null) => void>();
  const client = createApiClient({
    serviceUrl,
    tenant,
    credentials: () =>
      state.token && state.signingKey ? { token: state.token, signingKey: state.signingKey } : null,
    onAuthRequired: (error) => {
      const userId = state.user?.id ?? (state.token ? (readTokenClaims(state.token)?.sub ?? null) : null);
      clearSession(state);
      for (const listener of listeners) listener(error, userId);
    },
  });
  const handle: SessionHandle = {
    state,
    client,
    onAuthRequired(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  sessions.set(scope, handle);
  return handle;
}

/** Use credentials handed over by a host page (the element's token and signing-key properties). */
export function adoptCredentials(
  handle: SessionHandle,
  token: string | null,
  signingKey: string | null,
): void {
  const { state } = handle;
  if (state.token === token && state.signingKey === signingKey) return;
  state.token = token;
  state.signingKey = signingKey;
  state.user = null;
  state.status = token ? 'loading' : 'cleared';
}

/**
 * Shell §4: no token → cleared; an expired token → signed out; otherwise verified with the server,
 * and a failed verification clears the session. A check the server could not answer (network down, a
 * 5xx while it restarts) is no verdict: the session is kept as 'unreachable' rather than signed out.
 */
export async function restoreSession(handle: SessionHandle, nowMs: number = Date.now()): Promise<AuthStatus> {
  const { state } = handle;
  if (!state.token || !state.signingKey) return clearSession(state);
  if (isTokenExpired(state.token, nowMs)) return clearSession(state);
  try {
    const answer = await handle.client.request<{ data: AuthUser }>('GET', '/api/v1/auth/verify');
    state.user = answer.data;
    state.status = 'authenticated';
  } catch (error) {
    if (couldNotAsk(error)) state.status = 'unreachable';
    else clearSession(state);
  }
  return state.status;
}

/** No answer, or the server failed or was busy: nothing about the token was decided. */
function couldNotAsk(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export async function signIn(handle: SessionHandle, username: string, password: string): Promise<AuthUser> {
  const answer = await handle.client.request<SignInResponse>('POST', '/api/v1/auth/signin', {
    body: { username, password },
    authenticated: false,
  });
  const { state } = handle;
  state.token = answer.token;
  state.signingKey = answer.signingKey;
  state.user = answer.user;
  state.status = 'authenticated';
  saveCredentials(state.scope, { token: answer.token, signingKey: answer.signingKey });
  return answer.user;
}

/** Revokes the session on the server; the local session is cleared even when the server cannot be reached. */
export async function signOut(handle: SessionHandle): Promise<void> {
  try {
    if (handle.state.token) await handle.client.request('POST', '/api/v1/auth/signout');
  } finally {
    clearSession(handle.state);
  }
}

function clearSession(state: SessionState): AuthStatus {
  state.token = null;
  state.signingKey = null;
  state.user = null;
  state.status = 'cleared';
  saveCredentials(state.scope, null);
  return state.status;
}

/** For tests: forget every session of this page. */
export function resetSessionsForTests(): void {
  sessions.clear();
}
