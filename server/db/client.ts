// The database handle the app uses, the same for both drivers: Drizzle's PgDatabase over PGlite or a
// node-postgres Pool. Only opening and closing differ (see open.ts).
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it offers the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: helpers that may run inside or outside a transaction take this. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs one raw SQL text with parameters and returns its rows (used where Drizzle's builder costs too
   * much). With a `name`, PostgreSQL keeps it as a prepared statement per connection.
   */
  query<T>(text: string, params: unknown[], name?: string): Promise<T[]>;
  /**
   * The same, committed without waiting for the WAL flush (synchronous_commit off). Only for bookkeeping
   * whose newest rows may be lost when the database server crashes: the replay-nonce store.
   */
  queryAsyncCommit<T>(text: string, params: unknown[], name?: string): Promise<T[]>;
  /** The embedded engine, when that is the driver (tests dump and reload it). */
  pglite?: PGlite;
  close(): Promise<void>;
}
