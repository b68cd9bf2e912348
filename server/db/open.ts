// Opens the database the configuration names, runs the migrations, and hands back one handle type.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from './client';
import { acquireDirectoryLock } from './lock';
import { runMigrations } from './migrate';
import * as schema from './schema';

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PostgreSQL only. */
  databaseSchema?: string;
  /** PGlite only: the data directory holds `pgdata/` and the lock file. Absent: an in-memory database. */
  dataDir?: string;
  /** PGlite only: start from a dump made by `dumpDataDir` (tests load a migrated copy this way). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openPglite(options: OpenOptions): Promise<Database> {
  const lock = options.dataDir ? acquireDirectoryLock(options.dataDir) : undefined;
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'pgdata') } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      // Durable: a write is acknowledged only once it is on disk.
      relaxedDurability: false,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await runMigrations(db);
    return {
      db,
      driver: 'pglite',
      pglite: client,
      async query<T>(text: string, params: unknown[]) {
        return (await client.query<T>(text, params)).rows;
      },
      // One process owns a PGlite directory (the lock), so there is no other session to relax.
      async queryAsyncCommit<T>(text: string, params: unknown[]) {
        return (await client.query<T>(text, params)).rows;
      },
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * A Pool whose sessions get `settings` (-c name=value) on top of any `options` the URL already carries
 * (node-postgres lets the URL's options replace the config's, which would silently drop our search_path).
 */
function createPool(databaseUrl: string, max: number, settings: Record<string, string>): pg.Pool {
  let connectionString = databaseUrl;
  let urlOptions = '';
  try {
    const url = new URL(databaseUrl);
    urlOptions = url.searchParams.get('options') ?? '';
    url.searchParams.delete('options');
    connectionString = url.toString();
  } catch {
    // Not a URL (a key=value string): passed through as it is.
  }
  const ours = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  const pool = new pg.Pool({
    connectionString,
    max,
    options: [urlOptions, ...ours].filter(Boolean).join(' '),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return pool;
}

export async function openPostgres(options: OpenOptions & { databaseUrl: string }): Promise<Database> {
  const schemaName = options.databaseSchema ?? 'public';
  const max = options.poolSize ?? 10;
  // Unqualified table names resolve into the configured schema.
  const searchPath = { search_path: `"${schemaName}"` };
  const pool = createPool(options.databaseUrl, max, searchPath);
  // Replay nonces only: losing the last few of them to a crash of the database server (never a crash of
  // ours) costs at most a replay window, and sparing their WAL flush halves the latency of every request.
  const noncePool = createPool(options.databaseUrl, max, { ...searchPath, synchronous_commit: 'off' });
  try {
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await runMigrations(db, schemaName);
    return {
      db,
      driver: 'postgres',
      async query<T>(text: string, params: unknown[], name?: string) {
        return (
          await pool.query<T & pg.QueryResultRow>(
            name ? { name, text, values: params } : { text, values: params },
          )
        ).rows;
      },
      async queryAsyncCommit<T>(text: string, params: unknown[], name?: string) {
        return (
          await noncePool.query<T & pg.QueryResultRow>(
            name ? { name, text, values: params } : { text, values: params },
          )
        ).rows;
      },
      async close() {
        await Promise.all([pool.end(), noncePool.end()]);
      },
    };
  } catch (error) {
    await Promise.all([pool.end(), noncePool.end()]);
    throw error;
  }
}

export function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres({ ...options, databaseUrl: options.databaseUrl })
    : openPglite(options);
}
