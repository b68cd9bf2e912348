import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from server/db/schema.ts. The same folder is applied on start
// by server/db/migrate.ts for PGlite and for PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  driver: 'pglite',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  dbCredentials: { url: './.data/drizzle-kit' },
});
