// One database per test file: PGlite in memory (loaded from a migrated dump cached in the temp directory,
// since a fresh PGlite takes seconds), or, when DATABASE_URL is set, a schema of its own on that PostgreSQL,
// so parallel files never see each other's rows.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/client';
import { MIGRATIONS_DIR } from '../../../server/db/migrate';
import { openPglite, openPostgres } from '../../../server/db/open';

export interface TestDatabase {
  database: Database;
  /** Empties every table. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const usingPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const pglite = JSON.parse(
    fs.readFileSync(path.join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
}

async function openCachedPglite(): Promise<Database> {
  const dumpFile = path.join(os.tmpdir(), `formwright-test-pglite-${migrationsFingerprint()}.tar`);
  if (fs.existsSync(dumpFile)) {
    return openPglite({ loadDataDir: new Blob([fs.readFileSync(dumpFile)]) });
  }
  const database = await openPglite({});
  const dump = await database.pglite!.dumpDataDir('none');
  // Write then rename: a parallel worker never reads a half-written dump.
  const partial = `${dumpFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, dumpFile);
  return database;
}

const TABLES = [
  'request_nonces',
  'sessions',
  'form_activity',
  'form_comments',
  'form_versions',
  'form_collaborators',
  'forms',
  'tenant_settings',
  'tenant_registries',
  'users',
  'tenants',
];

export async function openTestDatabase(): Promise<TestDatabase> {
  let database: Database;
  let dropSchema: (() => Promise<void>) | undefined;
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `fw_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    database = await openPostgres({ databaseUrl: url, databaseSchema: schema, poolSize: 4 });
    dropSchema = async () => {
      await database.db.execute(sql.raw(`drop schema if exists "${schema}" cascade`));
    };
  } else {
    database = await openCachedPglite();
  }
  return {
    database,
    async reset() {
      await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
    },
    async close() {
      try {
        await dropSchema?.();
      } finally {
        await database.close();
      }
    },
  };
}
