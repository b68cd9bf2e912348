// Applies the SQL migrations drizzle-kit generated into server/db/migrations, for both drivers.
// Our own small runner rather than drizzle's migrator because drizzle-kit qualifies foreign keys with
// "public", and the tables may live in another schema (DATABASE_SCHEMA; the tests use one schema per file).
// An advisory lock serialises processes that start at the same time against one PostgreSQL.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any fixed number: all Formwright processes must agree on it.
const MIGRATION_LOCK_ID = 7_423_901_173;

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export function readMigrations(dir = MIGRATIONS_DIR, targetSchema = 'public'): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8');
      const qualified = targetSchema === 'public' ? text : text.replaceAll('"public".', `"${targetSchema}".`);
      return {
        tag,
        hash: createHash('sha256').update(text).digest('hex'),
        statements: qualified
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      };
    });
}

/** Creates the schema if needed and applies every migration not yet applied. Returns the tags applied now. */
export async function runMigrations(db: Db, targetSchema = 'public'): Promise<string[]> {
  const migrations = readMigrations(MIGRATIONS_DIR, targetSchema);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    // Not for "public": it exists, and CREATE SCHEMA checks the database privilege before IF NOT EXISTS.
    if (targetSchema !== 'public') await tx.execute(sql.raw(`create schema if not exists "${targetSchema}"`));
    await tx.execute(
      sql.raw(
        `create table if not exists "${targetSchema}"."formwright_migrations" ` +
          '(tag text primary key, hash text not null, applied_at timestamptz not null default now())',
      ),
    );
    const done = await tx.execute(sql.raw(`select tag from "${targetSchema}"."formwright_migrations"`));
    const doneTags = new Set((done as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag));
    for (const migration of migrations) {
      if (doneTags.has(migration.tag)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into ${sql.raw(`"${targetSchema}"."formwright_migrations"`)} (tag, hash) values (${migration.tag}, ${migration.hash})`,
      );
      applied.push(migration.tag);
    }
  });
  return applied;
}
