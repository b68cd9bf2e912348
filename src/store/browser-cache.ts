// 24-hour browser caches of the registry and the tenant settings (shell §7, §9), one entry per service URL
// and tenant so two tenants never mix. An expired copy is still kept: when a refresh fails it is used
// rather than showing nothing (shell §8).
import { ApiError } from '../api/errors';
import { CACHE_LIFETIME_MS } from '../model';

export const REGISTRY_CACHE_PREFIX = 'fw_registry_cache';
export const TENANT_SETTINGS_CACHE_PREFIX = 'fw_tenant_settings_cache';

interface Envelope<T> {
  savedAt: number;
  data: T;
}

export interface CachedValue<T> {
  data: T;
  /** Younger than the 24-hour lifetime. */
  fresh: boolean;
  /** When it was stored, in ms since the epoch. */
  savedAt: number;
}

/** The service and tenant a cache entry belongs to (an ApiClient fits). */
export interface CacheTarget {
  readonly serviceUrl: string;
  readonly tenant: string;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function cacheKey(prefix: string, scope: string): string {
  return `${prefix}:${scope}`;
}

/**
 * The scope of one service and tenant. Both parts are encoded, so no service URL or tenant id can make
 * its key collide with another's; a trailing slash of the URL does not make a second entry.
 */
export function cacheScope(target: CacheTarget): string {
  return `${encodeURIComponent(target.serviceUrl.replace(/\/+$/, ''))}|${encodeURIComponent(target.tenant)}`;
}

export function registryCacheKey(target: CacheTarget): string {
  return cacheKey(REGISTRY_CACHE_PREFIX, cacheScope(target));
}

export function tenantSettingsCacheKey(target: CacheTarget): string {
  return cacheKey(TENANT_SETTINGS_CACHE_PREFIX, cacheScope(target));
}

/**
 * Reads a cached value. Anything not in the current `{ savedAt, data }` envelope — such as the old
 * array-format settings cache — is discarded, as is data the caller's check refuses.
 */
export function readCache<T>(
  key: string,
  isValid: (data: unknown) => data is T,
  nowMs = Date.now(),
): CachedValue<T> | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (!store || !raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      typeof (parsed as Envelope<unknown>).savedAt === 'number' &&
      isValid((parsed as Envelope<unknown>).data)
    ) {
      const envelope = parsed as Envelope<T>;
      return {
        data: envelope.data,
        fresh: nowMs - envelope.savedAt < CACHE_LIFETIME_MS,
        savedAt: envelope.savedAt,
      };
    }
  } catch {
    // fall through: unreadable caches are dropped
  }
  store.removeItem(key);
  return null;
}

export function writeCache<T>(key: string, data: T, nowMs = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: nowMs, data } satisfies Envelope<T>));
  } catch {
    // A full or disabled storage only costs a refetch next time.
  }
}

/** Forgets an entry: the data changed, and the next read must come from the server. */
export function removeCache(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * Whether a failed refresh may show a cached copy instead: yes when the service could not answer (network,
 * timeout, a server error), not when it refused this user (401, 403), who must not see what it refused.
 */
export function mayUseStaleCopy(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
}

export type CachedLoad<T> =
  | { data: T; source: 'cache' | 'server' }
  /** The refresh failed and an older copy (possibly expired) stands in; `error` says why. */
  | { data: T; source: 'stale'; error: unknown; savedAt: number };

/**
 * A fresh cached copy if there is one (no call); otherwise the loader's result, cached; if the loader
 * fails, the older copy when one exists and `mayUseStaleCopy` allows it, else the loader's error.
 */
export async function cachedLoad<T>(
  key: string,
  isValid: (data: unknown) => data is T,
  load: () => Promise<T>,
  nowMs = Date.now(),
): Promise<CachedLoad<T>> {
  const cached = readCache(key, isValid, nowMs);
  if (cached?.fresh) return { data: cached.data, source: 'cache' };
  try {
    const data = await load();
    writeCache(key, data, nowMs);
    return { data, source: 'server' };
  } catch (error) {
    if (cached && mayUseStaleCopy(error)) {
      return { data: cached.data, source: 'stale', error, savedAt: cached.savedAt };
    }
    throw error;
  }
}
