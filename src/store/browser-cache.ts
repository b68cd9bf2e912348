// 24-hour browser caches of the registry and the tenant settings (shell §9). An expired copy is still kept:
// when a refresh fails it is used rather than showing nothing (shell §8).
import { CACHE_LIFETIME_MS } from '../model';

export const REGISTRY_CACHE_PREFIX = 'fw_registry_cache';
export const TENANT_SETTINGS_CACHE_PREFIX = 'fw_tenant_settings_cache';

interface Envelope<T> {
  savedAt: number;
  data: T;
}

export interface CachedValue<T> {
  data: T;
  fresh: boolean;
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
      return { data: envelope.data, fresh: nowMs - envelope.savedAt < CACHE_LIFETIME_MS };
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

/**
 * A fresh cached copy if there is one; otherwise the loader's result, cached; if the loader fails, an
 * expired copy when one exists, else the loader's error.
 */
export async function cachedLoad<T>(
  key: string,
  isValid: (data: unknown) => data is T,
  load: () => Promise<T>,
  nowMs = Date.now(),
): Promise<T> {
  const cached = readCache(key, isValid, nowMs);
  if (cached?.fresh) return cached.data;
  try {
    const data = await load();
    writeCache(key, data, nowMs);
    return data;
  } catch (error) {
    if (cached) return cached.data;
    throw error;
  }
}
