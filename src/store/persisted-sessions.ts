import type { SessionCredentials } from '../api/client';
import { TOKEN_STORAGE_KEY } from '../model';

// Shell §9 keeps the token under `auth_token` in local storage. One page can hold sessions for several
// services and tenants, so the value is a JSON object keyed by scope ("{serviceUrl}|{tenant}"), each entry
// with the token and the session's signing key (the key is as sensitive as the token and lives beside it).

type Stored = Record<string, SessionCredentials>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readAll(): Stored {
  const raw = storage()?.getItem(TOKEN_STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const entries = Object.entries(parsed as Record<string, unknown>).filter(
      ([, value]) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as SessionCredentials).token === 'string' &&
        typeof (value as SessionCredentials).signingKey === 'string',
    );
    return Object.fromEntries(entries) as Stored;
  } catch {
    // A bare token from an older version cannot sign requests: treat it as no session.
    return {};
  }
}

export function loadCredentials(scope: string): SessionCredentials | null {
  return readAll()[scope] ?? null;
}

export function saveCredentials(scope: string, credentials: SessionCredentials | null): void {
  const store = storage();
  if (!store) return;
  const all = readAll();
  if (credentials) all[scope] = credentials;
  else delete all[scope];
  if (Object.keys(all).length === 0) store.removeItem(TOKEN_STORAGE_KEY);
  else store.setItem(TOKEN_STORAGE_KEY, JSON.stringify(all));
}
