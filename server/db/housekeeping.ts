// Rows that only matter for a while: nonces past their signature window, sessions long expired, expired
// drafts, uploads never submitted (nor kept by a live draft). And, on PGlite, what autovacuum does.
// Each statement runs once `quiet` lets it (main.ts: on PGlite, a moment with no request in flight).
import type { Database } from './client';

type Quiet = () => Promise<void>;
const atOnce: Quiet = () => Promise.resolve();

export async function purgeExpired(database: Database, now: Date, quiet: Quiet = atOnce): Promise<void> {
  await quiet();
  await database.query('delete from request_nonces where expires_at < $1', [now.toISOString()]);
  // Expired sessions are kept a day, so a late request still gets 'Authentication required' rather than an
  // unknown-session oddity in the logs.
  await quiet();
  await database.query('delete from sessions where expires_at < $1', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ]);
  await quiet();
  await database.query('delete from drafts where expires_at < $1', [now.toISOString()]);
  // Uploads no submission claimed within a day were abandoned with their form, unless a live draft names
  // them: a resumed draft (kept 30 days) must find its files. A file answer is the upload's id, alone or
  // in a list, so any string in the draft's values equal to the id counts.
  await quiet();
  await database.query(
    `delete from submission_files f
     where f.submission_id is null and f.created_at < $1
       and not exists (
         select 1 from drafts d
         where d.tenant_id = f.tenant_id and d.form_id = f.form_id and d.expires_at >= $2
           and jsonb_path_exists(d.values, '$.** ? (@ == $id)', jsonb_build_object('id', f.id::text)))`,
    [new Date(now.getTime() - 86_400_000).toISOString(), now.toISOString()],
  );
}

// The tables with enough dead rows or inserts since their last vacuum, or changes since their last
// analyze, by autovacuum's default thresholds (50 dead rows + 20 %, 1 000 inserts + 20 % of the rows;
// 50 changes + 10 %): the others are spared the work, since PGlite is blocked while it runs. PGlite's
// statistics reach these counters only when forced to.
const CHANGED_TABLES_SQL = `
select format('%I.%I', s.schemaname, s.relname) as name,
  (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) as vacuum,
  s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze
from pg_stat_user_tables s join pg_class c on c.oid = s.relid
where s.schemaname = current_schema()`;

/**
 * An analyze reads a sample of 300 rows per unit of the statistics target: PostgreSQL's default of 100
 * (30 000 rows) cost 20-30 ms per table of 15 000 submissions or deliveries on PGlite, every request
 * waiting; 10 (3 000 rows, PostgreSQL's default until 8.4) costs 5-9 ms. The statements are lookups by
 * key and index ranges, which the coarser histograms serve as well.
 */
export const EMBEDDED_STATISTICS_TARGET = 10;

/** What a table needs: a vacuum, an analyze, both (one statement each: shorter blocks), or nothing. */
function maintenanceOf(table: { name: string; vacuum: boolean; analyze: boolean }): string[] {
  return [
    ...(table.vacuum ? [`vacuum ${table.name}`] : []),
    ...(table.analyze ? [`analyze ${table.name}`] : []),
  ];
}

/**
 * PGlite runs no autovacuum: it is one backend without background workers. Without this its dead rows
 * (a nonce per signed request, purged every minute; a delivery row rewritten at every attempt) were never
 * reclaimed, and the planner kept the statistics of the empty tables the migrations made: with a backlog
 * of 30 000 pending deliveries the worker's claim and its outcome each hashed every pending row, 65 ms
 * and 72 ms that every request queued behind on the single connection waited for (3.8 ms and 2 ms once
 * analyzed). PostgreSQL's own autovacuum does this there.
 * A statement per table and task, each once `quiet` lets it run (main.ts: no request in flight): all in
 * one statement blocked every request for 70 ms a minute on a server with a webhook backlog.
 */
export async function maintainEmbedded(database: Database, quiet: Quiet = atOnce): Promise<void> {
  if (database.driver !== 'pglite') return;
  await database.query('select pg_stat_force_next_flush()', []);
  await database.query(`set default_statistics_target = ${EMBEDDED_STATISTICS_TARGET}`, []);
  const tables = await database.query<{ name: string; vacuum: boolean; analyze: boolean }>(
    CHANGED_TABLES_SQL,
    [],
  );
  for (const statement of tables.flatMap(maintenanceOf)) {
    await quiet();
    await database.query(statement, []);
  }
}
