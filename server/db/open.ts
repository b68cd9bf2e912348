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

export async function openPostgres(options: OpenOptions & { databaseUrl: string }): Promise<Database> {
  const schemaName = options.databaseSchema ?? 'public';
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    // Unqualified table names resolve into the configured schema.
    options: `-c search_path="${schemaName}"`,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  try {
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await runMigrations(db, schemaName);
    return {
      db,
      driver: 'postgres',
      async query<T>(text: string, params: unknown[]) {
        return (await pool.query(text, params)).rows as T[];
      },
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

export function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres({ ...options, databaseUrl: options.databaseUrl })
    : openPglite(options);
}
