// The tenant's registry (data catalog). With an active field_registry integration it is fetched from the
// integration's endpoint (its auth, timeout and retries), kept as the last good copy, and re-fetched once
// older than REGISTRY_TTL_SECONDS; a failed fetch serves the last good copy marked stale, or fails when
// there is none. Without an integration, the document an admin stored is served.
// The copy answers to the integration as it was fetched with: saving the integration (any change: auth,
// headers, method...) makes it fetch again, deleting it drops the copy, and a fetch that a save overtook
// does not become the cached copy.
import { and, eq } from 'drizzle-orm';
import { ADDABLE_INTEGRATION_KEY, fetchedRegistrySchema, type Registry } from '../../src/model';
import type { Queryable } from '../db/client';
import { tenantRegistries, tenantSettings } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { issueLine, issuePath, jsonBodyProblem, MAX_JSON_DEPTH, safeParseInput } from '../http/validation';
import { applyIntegrationAuth } from '../net/integration-auth';
import { expectSuccess, OutboundError, outboundRequestOnce, withRetries } from '../net/outbound';
import { iso } from './ids';
import { integrationWithSecrets, type SettingRow } from './settings';

/**
 * The integration types the registry is fetched from: those that serve data at their endpoint (an API,
 * a database or a synced file exposed over HTTP). A webhook receives submissions (the delivery worker
 * posts to it) and serves nothing: the registry is never fetched from one.
 */
export const REGISTRY_SOURCE_TYPES = ['api_endpoint', 'database', 'file_sync'] as const;

export const REGISTRY_FETCH_MESSAGES = {
  notSource: (type: string) =>
    `The field_registry integration is of type '${type}', which receives data and serves none: the ` +
    `registry is fetched only from an integration of type ${REGISTRY_SOURCE_TYPES.map((t) => `'${t}'`).join(', ')}`,
  tooDeep: `The registry document is nested deeper than ${MAX_JSON_DEPTH} levels`,
  invalid: (problem: string) => `The registry endpoint answered an invalid registry: ${problem}`,
} as const;

export interface RegistryAnswer {
  data: Registry;
  meta: {
    source: 'integration' | 'stored' | 'none';
    fetched_at: string | null;
    stale: boolean;
    error: string | null;
  };
}

/**
 * In the transaction that saves (`deleted` false) or deletes the tenant's field_registry integration: the
 * fetched copy no longer answers to the integration's config. A save keeps it only as the last good copy
 * (served stale should the next fetch fail) and makes the next read fetch; a delete drops it.
 */
export async function invalidateFetchedRegistry(
  q: Queryable,
  tenantId: string,
  deleted: boolean,
): Promise<void> {
  await q
    .update(tenantRegistries)
    // The last failure was the old config's: the new one is tried at the next read.
    .set(
      deleted
        ? { fetchedDocument: null, fetchedAt: null, fetchedFrom: null, lastError: null, lastErrorAt: null }
        : { fetchedFrom: null, lastError: null, lastErrorAt: null },
    )
    .where(eq(tenantRegistries.tenantId, tenantId));
}

/**
 * After a failed fetch, reads wait this long before fetching again (refresh=true does not): every member's
 * read would otherwise start another fetch with all its retries against an endpoint that is down.
 */
export const REGISTRY_RETRY_AFTER_SECONDS = 30;

type RegistryRow = typeof tenantRegistries.$inferSelect;

/** The last good copy, marked stale with the error; without one, the 502 that says why. */
function staleOrFailed(row: RegistryRow | undefined, message: string): RegistryAnswer {
  // The last good copy, even from an earlier endpoint, beats nothing; it is marked stale.
  if (row?.fetchedDocument && row.fetchedAt) {
    return {
      data: row.fetchedDocument as Registry,
      meta: { source: 'integration', fetched_at: iso(row.fetchedAt), stale: true, error: message },
    };
  }
  throw new ApiError(502, 'registry_unavailable', `Registry fetch failed: ${message}`);
}

/** The row's failure is newer than its copy and recent: fetching again now would fail the same way. */
function failedLately(row: RegistryRow | undefined, now: number): row is RegistryRow & { lastError: string } {
  if (!row?.lastErrorAt || row.lastError === null) return false;
  if (row.fetchedAt && row.fetchedAt >= row.lastErrorAt) return false;
  return now - row.lastErrorAt.getTime() < REGISTRY_RETRY_AFTER_SECONDS * 1000;
}

/** What a fetched copy answers to: the integration row exactly as it was read (any save changes it). */
function versionOf(setting: SettingRow): string {
  return JSON.stringify([setting.id, setting.updatedAt.getTime(), setting.config, setting.secretEnc]);
}

export function createRegistryService(deps: AppDeps) {
  const { db } = deps.database;
  // One fetch per tenant and integration version at a time: concurrent readers wait for the same answer.
  const inFlight = new Map<string, Promise<Registry>>();

  const loadRow = async (tenantId: string) =>
    (await db.select().from(tenantRegistries).where(eq(tenantRegistries.tenantId, tenantId)))[0];

  const integrationOf = (q: Queryable, tenantId: string) =>
    q
      .select()
      .from(tenantSettings)
      .where(
        and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.settingKey, ADDABLE_INTEGRATION_KEY)),
      );

  const fetchFromIntegration = async (setting: SettingRow): Promise<Registry> => {
    const config = integrationWithSecrets(setting, deps.keys.data);
    if (!(REGISTRY_SOURCE_TYPES as readonly string[]).includes(config.integration_type)) {
      throw new OutboundError(REGISTRY_FETCH_MESSAGES.notSource(config.integration_type), false);
    }
    if (config.response_format !== 'json') {
      throw new OutboundError(
        `The registry must be JSON, but the integration's response_format is ${config.response_format}`,
        false,
      );
    }
    const policy = { allowLoopback: deps.config.allowLoopbackOutbound };
    const base = {
      url: config.endpoint_url,
      method: config.http_method,
      headers: { accept: 'application/json' },
      timeoutMs: config.request_timeout * 1000,
    };
    const answer = await withRetries(
      async () =>
        expectSuccess(await outboundRequestOnce(await applyIntegrationAuth(config, base, policy), policy)),
      { retries: config.retry_attempts, baseDelayMs: deps.config.outboundRetryBaseMs },
    );
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw new OutboundError('The registry endpoint did not answer JSON', false);
    }
    // Accept the document itself or wrapped as { data: ... }, as our own API answers it.
    const candidate =
      json && typeof json === 'object' && 'data' in json && Object.keys(json).length <= 3
        ? (json as { data: unknown }).data
        : json;
    // Before anything walks it recursively (the validation, the copy's storage): the same limits as a
    // request body, checked without recursion, since a few thousand levels overflow the call stack.
    const problem = jsonBodyProblem(candidate);
    if (problem) {
      throw new OutboundError(
        problem.code === 'json_too_deep'
          ? REGISTRY_FETCH_MESSAGES.tooDeep
          : REGISTRY_FETCH_MESSAGES.invalid(problem.message),
        false,
      );
    }
    // Unknown keys are ignored (an endpoint may carry more than the catalog uses); see src/model/registry.ts.
    const parsed = safeParseInput(fetchedRegistrySchema, candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const line = issue ? issueLine(issuePath(issue.path), issue.message, 'The document') : 'invalid';
      throw new OutboundError(REGISTRY_FETCH_MESSAGES.invalid(line), false);
    }
    return parsed.data;
  };

  return {
    async get(tenantId: string, refresh: boolean): Promise<RegistryAnswer> {
      const [integration] = await integrationOf(db, tenantId);
      const active = integration && (integration.config as { is_active?: unknown }).is_active !== false;
      const row = await loadRow(tenantId);
      if (!active) {
        return row?.storedDocument
          ? {
              data: row.storedDocument as Registry,
              meta: { source: 'stored', fetched_at: null, stale: false, error: null },
            }
          : { data: {}, meta: { source: 'none', fetched_at: null, stale: false, error: null } };
      }
      const endpoint = String((integration.config as { endpoint_url?: unknown }).endpoint_url);
      const now = deps.clock();
      const fresh =
        row?.fetchedDocument &&
        row.fetchedFrom === endpoint &&
        row.fetchedAt &&
        now - row.fetchedAt.getTime() < deps.config.registryTtlSeconds * 1000;
      if (fresh && !refresh) {
        return {
          data: row.fetchedDocument as Registry,
          meta: { source: 'integration', fetched_at: iso(row.fetchedAt!), stale: false, error: null },
        };
      }
      if (!refresh && failedLately(row, now)) return staleOrFailed(row, row.lastError);
      const version = versionOf(integration);
      const flightKey = `${tenantId}\u0001${version}`;
      let pending = inFlight.get(flightKey);
      if (!pending) {
        pending = fetchFromIntegration(integration).finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, pending);
      }
      try {
        const document = await pending;
        const at = new Date(deps.clock());
        const values = {
          fetchedDocument: document,
          fetchedAt: at,
          fetchedFrom: endpoint,
          lastError: null,
          lastErrorAt: null,
        };
        // Kept only while the integration is still the one fetched with. The row lock orders this with a
        // save or delete of the integration (which locks it and invalidates the copy in its transaction):
        // either the copy is written first and invalidated by the save, or the save is seen here.
        await db.transaction(async (tx) => {
          const [current] = await integrationOf(tx, tenantId).for('update');
          if (!current || versionOf(current) !== version) return;
          await tx
            .insert(tenantRegistries)
            .values({ tenantId, ...values })
            .onConflictDoUpdate({ target: tenantRegistries.tenantId, set: values });
        });
        return {
          data: document,
          meta: { source: 'integration', fetched_at: iso(at), stale: false, error: null },
        };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const at = new Date(deps.clock());
        await db
          .insert(tenantRegistries)
          .values({ tenantId, lastError: message, lastErrorAt: at })
          .onConflictDoUpdate({
            target: tenantRegistries.tenantId,
            set: { lastError: message, lastErrorAt: at },
          });
        return staleOrFailed(row, message);
      }
    },

    async store(tenantId: string, document: Registry): Promise<void> {
      const at = new Date(deps.clock());
      await db
        .insert(tenantRegistries)
        .values({ tenantId, storedDocument: document, storedAt: at })
        .onConflictDoUpdate({
          target: tenantRegistries.tenantId,
          set: { storedDocument: document, storedAt: at },
        });
    },
  };
}
