// Copies of form schemas as UTF-8 JSON, by form and revision (bytes: an answer copies them instead of
// encoding 60 KB of text on every read). The access check asks the database for the
// schema only when the revision it holds differs (forms.revision rises with every change), so reading a
// large form that has not changed moves a few bytes from PostgreSQL instead of the whole document. The
// database stays the source of truth, so several server processes need no invalidation between them.
import type { Database } from '../db/client';

export interface CachedSchema {
  revision: number;
  schemaBytes: Buffer;
}

const MAX_BYTES = 64 * 1024 * 1024;

export class SchemaCache {
  private readonly entries = new Map<string, CachedSchema>();
  private bytes = 0;

  private static key(tenantId: string, formId: string): string {
    return `${tenantId}\u0001${formId}`;
  }

  get(tenantId: string, formId: string): CachedSchema | undefined {
    const key = SchemaCache.key(tenantId, formId);
    const entry = this.entries.get(key);
    if (entry) {
      // Refresh its place: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(tenantId: string, formId: string, revision: number, schemaBytes: Buffer): void {
    const key = SchemaCache.key(tenantId, formId);
    this.delete(key);
    if (schemaBytes.length > MAX_BYTES / 4) return;
    this.entries.set(key, { revision, schemaBytes });
    this.bytes += schemaBytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= entry.schemaBytes.length;
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.schemaBytes.length;
  }
}

const caches = new WeakMap<Database, SchemaCache>();

/** One cache per database handle (tests run several apps on several databases in one process). */
export function schemaCacheFor(database: Database): SchemaCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new SchemaCache();
    caches.set(database, cache);
  }
  return cache;
}
