// PGlite runs no autovacuum, so housekeeping does its work there: dead rows are reclaimed and the
// planner's statistics follow the tables (with the statistics of the empty tables the migrations made,
// the webhook worker's claim hashed every pending delivery of a backlog). On PostgreSQL autovacuum does it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { EMBEDDED_STATISTICS_TARGET, maintainEmbedded } from '../../server/db/housekeeping';
import { openTestDatabase, type TestDatabase } from './support/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const SESSION = '00000000-0000-4000-8000-000000000001';

async function estimatedRows(database: Database): Promise<number> {
  const [row] = await database.query<{ reltuples: number }>(
    `select reltuples::float8 as reltuples from pg_class where oid = 'request_nonces'::regclass`,
    [],
  );
  return Number(row?.reltuples);
}

/** Runs housekeeping's maintenance, returning its vacuums and analyzes, each marked when quiet let it run. */
async function maintain(database: Database): Promise<string[]> {
  const statements: string[] = [];
  await maintainEmbedded(
    {
      ...database,
      query: (text, params, name) => {
        statements.push(text);
        return database.query(text, params, name);
      },
    },
    async () => {
      statements.push('quiet');
    },
  );
  return statements
    .filter((text, i) => /^(vacuum|analyze) /.test(text) && statements[i - 1] === 'quiet')
    .map((text) => text.replace('public.', ''));
}

describe('housekeeping of the embedded database', () => {
  it('on PGlite, vacuums and analyzes the tables rows went into, out of, or changed in, and only those', async () => {
    const { database } = db;
    if (database.driver !== 'pglite') {
      // PostgreSQL's autovacuum does this: housekeeping sends nothing.
      expect(await maintain(database)).toEqual([]);
      return;
    }
    await database.query(
      `insert into request_nonces (tenant_id, session_id, nonce, expires_at)
       select 'demo', $1::uuid, 'nonce-' || g, now() from generate_series(1, 5000) g`,
      [SESSION],
    );
    // One statement for each task, each waiting for a quiet moment: PGlite is blocked while it runs.
    expect(await maintain(database)).toEqual(['vacuum request_nonces', 'analyze request_nonces']);
    expect(await estimatedRows(database)).toBe(5000);
    // A sample of 3 000 rows (statistics target 10), not PostgreSQL's 30 000: histograms of 10 buckets.
    const [stats] = await database.query<{ bounds: number }>(
      `select cardinality(histogram_bounds::text::text[]) as bounds from pg_stats
       where tablename = 'request_nonces' and attname = 'nonce'`,
      [],
    );
    expect(stats?.bounds).toBe(EMBEDDED_STATISTICS_TARGET + 1);

    // The nonces' window passes and the purge deletes them: the table keeps its size, full of dead rows.
    await database.query(`delete from request_nonces where nonce <> 'nonce-1'`, []);
    expect(await maintain(database)).toEqual(['vacuum request_nonces', 'analyze request_nonces']);
    expect(await estimatedRows(database)).toBe(1);

    // Nothing changed since: nothing to do.
    expect(await maintain(database)).toEqual([]);
  });
});
