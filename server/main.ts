// The only Node entry: read the environment, open and migrate the database, seed on first start, serve,
// and shut down cleanly on SIGINT/SIGTERM (stop accepting, finish in-flight requests, close the database).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { deriveKeys, loadMasterKey } from './crypto/keys';
import { maintainEmbedded, purgeExpired } from './db/housekeeping';
import { openDatabase } from './db/open';
import { SEED_ACCOUNTS, seedDemoData } from './db/seed';
import { consoleLogger } from './deps';
import { RequestGauge } from './http/request-gauge';
import { closeRealtime, realtimeFor } from './realtime/hub';
import { serveDemo } from './static';
import { startWebhookWorker } from './webhooks/worker';

const SHUTDOWN_GRACE_MS = 10_000;
/** The longest background work waits for a moment with no request in flight (PGlite). */
const QUIET_WAIT_MS = 50;

async function main(): Promise<void> {
  const config = readConfig();
  const keys = deriveKeys(loadMasterKey(config.secretKey, config.dataDir));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
  });
  const where = config.databaseUrl
    ? `PostgreSQL (schema ${config.databaseSchema})`
    : `PGlite in ${config.dataDir}`;
  if (await seedDemoData(database.db, new Date(), config.passwordCost)) {
    console.log('Seeded the demo tenants. Accounts (username / password, tenant):');
    for (const a of SEED_ACCOUNTS) console.log(`  ${a.username} / ${a.password}  (${a.tenantId}, ${a.role})`);
  }

  const app = createApp({ database, config, keys, clock: Date.now, log: consoleLogger });
  // Hear the other processes' presence from the start: a hub made on first use would have missed every
  // heartbeat sent before it, and would show those users only at their next one, up to 10 s later.
  await realtimeFor({ database, clock: Date.now, log: consoleLogger }).ready();
  serveDemo(app);
  // PGlite runs every statement on the request thread, one at a time: housekeeping's and the webhook
  // worker's wait for a moment with no request in flight (at most QUIET_WAIT_MS). PostgreSQL runs them
  // on other connections (and vacuums by itself).
  const requests = new RequestGauge();
  const quiet = database.driver === 'pglite' ? () => requests.whenQuiet(QUIET_WAIT_MS) : undefined;
  const housekeeping = setInterval(() => {
    purgeExpired(database, new Date(), quiet)
      .then(() => maintainEmbedded(database, quiet))
      .catch((error) => consoleLogger.error('Housekeeping failed', error));
  }, 60_000);
  housekeeping.unref();
  const webhooks = startWebhookWorker(
    { database, config, keys, clock: Date.now, log: consoleLogger },
    quiet ? { quiet } : {},
  );

  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    console.log(`Formwright API on ${where}`);
    console.log(
      `Listening on http://${config.host}:${info.port}  (registry under ${config.registryBasePath || '/'})`,
    );
  }) as Server;
  requests.watch(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests, then closing the database`);
    clearInterval(housekeeping);
    // Open event streams end now; otherwise server.close() would wait for every browser to hang up.
    void closeRealtime(database);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    // The delivery worker stops claiming at once; attempts still in flight get a few seconds.
    const webhooksStopped = webhooks?.stop() ?? Promise.resolve();
    server.close(() => {
      webhooksStopped
        .then(() => database.close())
        .then(() => {
          console.log('Stopped');
          process.exit(0);
        })
        .catch((error) => {
          consoleLogger.error('Closing the database failed', error);
          process.exit(1);
        });
    });
    // Keep-alive connections with no request in flight would hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
