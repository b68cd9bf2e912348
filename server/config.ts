// What the server reads from the environment, in one place (documented in README.md and docs/api.md);
// FW_SUBMISSIONS_PER_MINUTE alone is read where the public rate limit is built (submissions-spam.ts).
import path from 'node:path';
import { parseDecimal } from '../src/logic/numbers';

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** When set, PostgreSQL through node-postgres; otherwise PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PostgreSQL schema holding Formwright's tables (lets a host keep them apart; tests use one per file). */
  databaseSchema: string;
  /** Base path of the "second service" that serves the registry. */
  registryBasePath: string;
  /** Base64 of 32 bytes; when absent a key is generated once into `dataDir/secret.key`. */
  secretKey: string | undefined;
  maxBodyBytes: number;
  sessionTtlSeconds: number;
  /** Seconds a registry fetched from the field_registry integration is served before it is fetched again. */
  registryTtlSeconds: number;
  /** Outbound calls refuse loopback addresses unless this is set (tests run their fake endpoints on 127.0.0.1). */
  allowLoopbackOutbound: boolean;
  /** First retry delay of outbound calls; doubles per attempt. */
  outboundRetryBaseMs: number;
  /** Run the webhook delivery worker in this process (every process may; they never double-deliver). */
  webhookWorker: boolean;
  /** How often the worker looks for due deliveries. */
  webhookPollMs: number;
  /** Delay before the first retry of a failed delivery; doubles per attempt, with jitter. */
  webhookBackoffBaseMs: number;
  /** Deliveries one worker has in flight at most. */
  webhookConcurrency: number;
  /** How long a claimed delivery is reserved for its worker; past it, another worker may try it again. */
  webhookLeaseMs: number;
  /** scrypt cost parameter N for new password hashes. */
  passwordCost: number;
  /** Origins allowed to call the API from a browser; ['*'] reflects any origin (auth is by header, not cookie). */
  corsOrigins: string[];
  /**
   * The server sits behind one reverse proxy that appends to X-Forwarded-For: the public routes' rate limits
   * then count per its rightmost entry (the one that proxy appended; entries left of it may be forged). Off
   * by default, since anyone can send that header.
   */
  trustProxy: boolean;
}

export const DEFAULT_CONFIG: ServerConfig = {
  host: '127.0.0.1',
  port: 3000,
  dataDir: '.data',
  databaseUrl: undefined,
  databaseSchema: 'public',
  registryBasePath: '/registry',
  secretKey: undefined,
  maxBodyBytes: 2 * 1024 * 1024,
  sessionTtlSeconds: 12 * 60 * 60,
  registryTtlSeconds: 300,
  allowLoopbackOutbound: false,
  outboundRetryBaseMs: 250,
  webhookWorker: true,
  webhookPollMs: 1000,
  webhookBackoffBaseMs: 10_000,
  webhookConcurrency: 16,
  // An attempt takes at most two timeouts (an OAuth token fetch, then the delivery) of at most 300 s.
  webhookLeaseMs: 11 * 60 * 1000,
  passwordCost: 16384,
  corsOrigins: ['*'],
  trustProxy: false,
};

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = parseDecimal(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

/** A base path like '/registry': leading slash, no trailing slash; '' or '/' mean the root. */
export function normaliseBasePath(raw: string): string {
  const trimmed = raw.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function readConfig(env: Env = process.env): ServerConfig {
  const schema = env.DATABASE_SCHEMA || DEFAULT_CONFIG.databaseSchema;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`DATABASE_SCHEMA must be a lower-case SQL identifier, got '${schema}'`);
  }
  return {
    host: env.HOST || DEFAULT_CONFIG.host,
    port: integer(env, 'PORT', DEFAULT_CONFIG.port, 0, 65535),
    dataDir: path.resolve(env.DATA_DIR || DEFAULT_CONFIG.dataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: schema,
    registryBasePath: normaliseBasePath(env.REGISTRY_BASE_PATH ?? DEFAULT_CONFIG.registryBasePath),
    secretKey: env.FORMWRIGHT_SECRET_KEY || undefined,
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', DEFAULT_CONFIG.maxBodyBytes, 1024, 64 * 1024 * 1024),
    sessionTtlSeconds: integer(
      env,
      'SESSION_TTL_SECONDS',
      DEFAULT_CONFIG.sessionTtlSeconds,
      60,
      30 * 24 * 3600,
    ),
    registryTtlSeconds: integer(
      env,
      'REGISTRY_TTL_SECONDS',
      DEFAULT_CONFIG.registryTtlSeconds,
      0,
      7 * 24 * 3600,
    ),
    allowLoopbackOutbound: env.OUTBOUND_ALLOW_LOOPBACK === '1' || env.OUTBOUND_ALLOW_LOOPBACK === 'true',
    outboundRetryBaseMs: DEFAULT_CONFIG.outboundRetryBaseMs,
    webhookWorker: env.WEBHOOK_WORKER !== '0' && env.WEBHOOK_WORKER !== 'false',
    webhookPollMs: integer(env, 'WEBHOOK_POLL_MS', DEFAULT_CONFIG.webhookPollMs, 10, 60_000),
    webhookBackoffBaseMs: integer(
      env,
      'WEBHOOK_BACKOFF_BASE_MS',
      DEFAULT_CONFIG.webhookBackoffBaseMs,
      1,
      3_600_000,
    ),
    webhookConcurrency: integer(env, 'WEBHOOK_CONCURRENCY', DEFAULT_CONFIG.webhookConcurrency, 1, 1000),
    webhookLeaseMs: DEFAULT_CONFIG.webhookLeaseMs,
    passwordCost: DEFAULT_CONFIG.passwordCost,
    corsOrigins: (env.CORS_ORIGINS || '*')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
