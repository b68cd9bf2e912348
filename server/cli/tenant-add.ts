// npm run tenant:add -- --tenant acme [--name "Acme Inc"] [--user alice --email alice@acme.example
//   [--password secret1] [--role admin|member] [--display-name "Alice"]]
// Creates the tenant if needed and, with --user, one user in it. Uses the same database settings as the
// server (DATA_DIR or DATABASE_URL); with PGlite the server must be stopped first (the directory is locked).
import { parseArgs } from 'node:util';
import { validateSignIn } from '../../src/logic';
import { readConfig } from '../config';
import { openDatabase } from '../db/open';
import { randomPassword } from '../db/seed';
import { ensureTenant, insertUser, TENANT_ID_PATTERN } from '../domain/users';

const USAGE = `Usage: npm run tenant:add -- --tenant <id> [--name <name>]
       [--user <username> --email <e-mail> [--password <password>] [--role admin|member] [--display-name <name>]]`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tenant: { type: 'string' },
      name: { type: 'string' },
      user: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'member' },
      'display-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const tenant = values.tenant ?? fail('--tenant is required');
  if (!TENANT_ID_PATTERN.test(tenant)) fail("--tenant must be lower-case letters, digits, '-' or '_'");
  if (values.role !== 'admin' && values.role !== 'member') fail('--role must be admin or member');
  if (values.user !== undefined) {
    // The same rules as the sign-in form, so every account created here can sign in.
    const problems = validateSignIn(values.user, values.password ?? 'generated');
    const first = problems.username ?? problems.password;
    if (first) fail(first);
    if (!values.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
      fail('--email must be an e-mail address');
  }

  const config = readConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  try {
    const now = new Date();
    await ensureTenant(database.db, tenant, values.name ?? tenant, now);
    console.log(`Tenant '${tenant}' is ready.`);
    if (values.user !== undefined) {
      const password = values.password ?? randomPassword();
      await insertUser(
        database.db,
        {
          tenantId: tenant,
          username: values.user.trim(),
          email: values.email!,
          name: values['display-name'] ?? values.user.trim(),
          role: values.role,
          password,
        },
        now,
        config.passwordCost,
      );
      console.log(`User '${values.user.trim()}' (${values.role}) added to '${tenant}'.`);
      if (values.password === undefined) console.log(`Generated password: ${password}`);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (
      /unique|duplicate/i.test(message) ||
      /users_tenant_(username|email)_uq/.test(String((error as { cause?: unknown }).cause))
    ) {
      fail(`A user with that username or e-mail already exists in '${tenant}'`);
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
