// Hears the schema's NOTIFY channel. PGlite: its own listen() (one process owns the database, so
// in-process is all there is). PostgreSQL: a dedicated client outside the pool (a pooled connection
// would be handed to queries and lose its LISTEN), reconnected after an error.
import pg from 'pg';
import type { Database } from '../db/client';
import type { Logger } from '../deps';
import { CHANNEL_QUERY } from './events';

export interface Listener {
  /** Resolves once LISTEN is in place: a message sent after that is heard. */
  ready: Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1000;

export function listen(database: Database, onPayload: (payload: string) => void, log: Logger): Listener {
  if (database.pglite) return listenPglite(database, onPayload);
  return listenPostgres(database, onPayload, log);
}

function listenPglite(database: Database, onPayload: (payload: string) => void): Listener {
  const pglite = database.pglite!;
  const started = (async () => {
    const [row] = (await pglite.query<{ channel: string }>(CHANNEL_QUERY)).rows;
    return pglite.listen(row!.channel, onPayload);
  })();
  return {
    ready: started.then(() => undefined),
    async close() {
      const unlisten = await started.catch(() => null);
      // The database may already be closed by its owner; nothing is left to undo then.
      await unlisten?.().catch(() => undefined);
    },
  };
}

/** The pool's own connection settings (URL, search_path), read from the Drizzle handle. */
function poolOptions(database: Database): pg.ClientConfig {
  const pool = (database.db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } }).$client;
  const { connectionString, options, host, port, user, password, database: name, ssl } = pool.options;
  return { connectionString, options, host, port, user, password, database: name, ssl };
}

function listenPostgres(database: Database, onPayload: (payload: string) => void, log: Logger): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async (): Promise<void> => {
    const next = new pg.Client(poolOptions(database));
    const retry = (error?: Error) => {
      if (error) log.warn(`Realtime listener lost its connection: ${error.message}`);
      next.removeAllListeners();
      void next.end().catch(() => undefined);
      if (client === next) client = null;
      if (!closed && !timer) {
        timer = setTimeout(() => {
          timer = undefined;
          void connect();
        }, RECONNECT_MS);
        timer.unref?.();
      }
    };
    next.on('error', retry);
    next.on('end', () => retry());
    next.on('notification', (message) => {
      if (message.payload) onPayload(message.payload);
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ channel: string }>(CHANNEL_QUERY);
      await next.query(`listen "${rows[0]!.channel.replaceAll('"', '""')}"`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      markReady();
    } catch (error) {
      retry(error as Error);
    }
  };
  void connect();

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}
