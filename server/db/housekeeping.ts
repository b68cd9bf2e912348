// Rows that only matter for a while: nonces past their signature window, sessions long expired, expired
// drafts, uploads never submitted (nor kept by a live draft). And, on PGlite, what autovacuum does.
import type { Database } from './client';

export async function purgeExpired(database: Database, now: Date): Promise<void> {
  await database.query('delete from request_nonces where expires_at < $1', [now.toISOString()]);
  // Expired sessions are kept a day, so a late request still gets 'Authentication required' rather than an
  // unknown-session oddity in the logs.
  await database.query('delete from sessions where expires_at < $1', [
    new Date(now.getTime() - 86_400_000).toISOString(),
  ]);
  await database.query('delete from drafts where expires_at < $1', [now.toISOString()]);
  // Uploads no submission claimed within a day were abandoned with their form, unless a live draft names
  // them: a resumed draft (kept 30 days) must find its files. A file answer is the upload's id, alone or
  // in a list, so any string in the draft's values equal to the id counts.
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

// The tables with enough dead rows, changes or inserts since their last vacuum or analyze, by
// autovacuum's default thresholds (50 dead rows + 20 %, 50 changes + 10 %, 1 000 inserts + 20 % of the
// rows): the others are spared the work, since PGlite is blocked while it runs. PGlite's statistics reach
// these counters only when forced to.
const CHANGED_TABLES_SQL = `
select format('%I.%I', s.schemaname, s.relname) as name
from pg_stat_user_tables s join pg_class c on c.oid = s.relid
where s.schemaname = current_schema()
  and (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0))`;

/**
 * PGlite runs no autovacuum: it is one backend without background workers. Without this its dead rows
 * (a nonce per signed request, purged every minute; a delivery row rewritten at every attempt) were never
 * reclaimed, and the planner kept the statistics of the empty tables the migrations made: with a backlog
 * of 30 000 pending deliveries the worker's claim and its outcome each hashed every pending row, 65 ms
 * and 72 ms that every request queued behind on the single connection waited for (3.8 ms and 2 ms once
 * analyzed). PostgreSQL's own autovacuum does this there.
 */
export async function maintainEmbedded(database: Database): Promise<void> {
  if (database.driver !== 'pglite') return;
  await database.query('select pg_stat_force_next_flush()', []);
  const changed = await database.query<{ name: string }>(CHANGED_TABLES_SQL, []);
  if (changed.length === 0) return;
  await database.query(`vacuum (analyze) ${changed.map((table) => table.name).join(', ')}`, []);
}
