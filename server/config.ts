// Everything the server reads from the environment, in one place (documented in docs/api.md).
import path from 'node:path';

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
  /** scrypt cost parameter N for new password hashes. */
  passwordCost: number;
  /** Origins allowed to call the API from a browser; ['*'] reflects any origin (auth is by header, not cookie). */
  corsOrigins: string[];
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
  passwordCost: 16384,
  corsOrigins: ['*'],
};

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
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
    passwordCost: DEFAULT_CONFIG.passwordCost,
    corsOrigins: (env.CORS_ORIGINS || '*')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}
