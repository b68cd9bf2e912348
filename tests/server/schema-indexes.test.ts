// Every foreign key is the leading columns of an index. Without one, each parent row a cascade deletes
// makes PostgreSQL scan the whole child table: deleting a form with 20 000 responses (each with a webhook
// delivery) took 20 s, and the time grows with the square of the responses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './support/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const UNINDEXED_FOREIGN_KEYS = `
select c.conrelid::regclass::text as child, c.conname as constraint_name
from pg_constraint c
where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
  and not exists (
    select 1 from pg_index i
    where i.indrelid = c.conrelid
      and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
      and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
  )
order by 1, 2`;

const FOREIGN_KEYS = `
select count(*)::int as count from pg_constraint
where contype = 'f' and connamespace = current_schema()::regnamespace`;

describe('database schema', () => {
  it('backs every foreign key with an index that starts with its columns', async () => {
    const [keys] = await db.database.query<{ count: number }>(FOREIGN_KEYS, []);
    // The check below must look at the migrated tables, not at an empty schema.
    expect(keys?.count).toBeGreaterThanOrEqual(18);
    expect(await db.database.query(UNINDEXED_FOREIGN_KEYS, [])).toEqual([]);
  });
});
