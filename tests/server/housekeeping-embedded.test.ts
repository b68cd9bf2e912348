// PGlite runs no autovacuum, so housekeeping does its work there: dead rows are reclaimed and the
// planner's statistics follow the tables (with the statistics of the empty tables the migrations made,
// the webhook worker's claim hashed every pending delivery of a backlog). On PostgreSQL autovacuum does it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { maintainEmbedded } from '../../server/db/housekeeping';
import { openTestDatabase, type TestDatabase } from './support/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const SESSION = '00000000-0000-4000-8000-000000000001';

async function estimatedRows(database: Database, table: string): Promise<number> {
  const [row] = await database.query<{ reltuples: number }>(
    'select reltuples::float8 as reltuples from pg_class where oid = $1::regclass',
    [table],
  );
  return Number(row?.reltuples);
}

describe('housekeeping of the embedded database', () => {
  it('on PGlite, gives the planner the tables as they are now; on PostgreSQL, leaves that to autovacuum', async () => {
    const { database } = db;
    await database.query(
      `insert into request_nonces (tenant_id, session_id, nonce, expires_at)
       select 'demo', $1::uuid, 'nonce-' || g, now() from generate_series(1, 5000) g`,
      [SESSION],
    );
    // Most of them past their window and purged: dead rows, and a table far smaller than it was.
    await database.query(`delete from request_nonces where nonce > 'nonce-2'`, []);
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from request_nonces', []);
    expect(count?.n).toBeGreaterThan(0);
    const before = await estimatedRows(database, 'request_nonces');

    const statements: string[] = [];
    const watched: Database = {
      ...database,
      query: (text, params, name) => {
        statements.push(text);
        return database.query(text, params, name);
      },
    };
    await maintainEmbedded(watched);

    if (database.driver === 'pglite') {
      expect(statements.at(-1)).toMatch(/^vacuum \(analyze\) .*request_nonces/);
      expect(await estimatedRows(database, 'request_nonces')).toBe(count?.n);
      expect(before).not.toBe(count?.n);
      // Nothing changed since: nothing to do.
      statements.length = 0;
      await maintainEmbedded(watched);
      expect(statements.filter((text) => text.startsWith('vacuum'))).toEqual([]);
    } else {
      expect(statements).toEqual([]);
    }
  });
});
