// The reference API server (#3) for the element tests, started by web-test-runner.config.mjs in the test
// runner's Node process: createApp() on a free port over a fresh PGlite in a temporary directory, seeded
// with the demo tenants. The browser tests sign in as demo/demo1234 and talk to it across origins (the
// server reflects any origin). Node-only, so plain JavaScript: tsconfig.elements.json checks this folder
// with browser types.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';

// One registration for the whole server graph: the server's modules are TypeScript with extension-less
// imports, and must share one instance of each module (the Drizzle tables, the keys).
register();

const root = new URL('../../../../', import.meta.url);
const load = (file) => import(new URL(file, root).href);

/** Starts the server; resolves with its URL and a stop function that also removes the data directory. */
export async function startApiServer() {
  const [
    { createApp },
    { DEFAULT_CONFIG },
    { deriveKeys },
    { openPglite },
    { seedDemoData },
    { silentLogger },
    { serve },
    { WebhookWorker },
  ] = await Promise.all([
    load('server/app.ts'),
    load('server/config.ts'),
    load('server/crypto/keys.ts'),
    load('server/db/open.ts'),
    load('server/db/seed.ts'),
    load('server/deps.ts'),
    import('@hono/node-server'),
    load('server/webhooks/worker.ts'),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formwright-wtr-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeDataDir);
  const database = await openPglite({ dataDir });
  // scrypt at N=1024 keeps the seeding and each sign-in fast; production cost is the server tests' business.
  // Loopback outbound calls allowed: <tenant-settings>' Test connection calls this very server (127.0.0.1).
  const config = { ...DEFAULT_CONFIG, dataDir, passwordCost: 1024, allowLoopbackOutbound: true };
  await seedDemoData(database.db, new Date(), config.passwordCost);
  const deps = { database, config, keys: deriveKeys(randomBytes(32)), clock: Date.now, log: silentLogger };
  const app = createApp(deps);
  // The webhook delivery worker, as server/main.ts runs it, polling and retrying quickly so the delivery
  // log tests (tests/elements/tools/deliveries.test.ts) see attempts finish within a few seconds.
  const worker = new WebhookWorker(deps, { pollMs: 100, backoffBaseMs: 200 }).start();
  const server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await worker.stop(1_000);
      await database.close();
      removeDataDir();
    },
  };
}
