// The tenant's registry (data catalog). With an active field_registry integration it is fetched from the
// integration's endpoint (its auth, timeout and retries), kept as the last good copy, and re-fetched once
// older than REGISTRY_TTL_SECONDS; a failed fetch serves the last good copy marked stale, or fails when
// there is none. Without an integration, the document an admin stored is served.
import { and, eq } from 'drizzle-orm';
import { ADDABLE_INTEGRATION_KEY, type Registry, registrySchema } from '../../src/model';
import { tenantRegistries, tenantSettings } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError } from '../http/errors';
import { applyIntegrationAuth } from '../net/integration-auth';
import { expectSuccess, OutboundError, outboundRequestOnce, withRetries } from '../net/outbound';
import { iso } from './ids';
import { integrationWithSecrets } from './settings';

export interface RegistryAnswer {
  data: Registry;
  meta: {
    source: 'integration' | 'stored' | 'none';
    fetched_at: string | null;
    stale: boolean;
    error: string | null;
  };
}

export function createRegistryService(deps: AppDeps) {
  const { db } = deps.database;
  // One fetch per tenant at a time: concurrent readers wait for the same answer.
  const inFlight = new Map<string, Promise<Registry>>();

  const loadRow = async (tenantId: string) =>
    (await db.select().from(tenantRegistries).where(eq(tenantRegistries.tenantId, tenantId)))[0];

  const fetchFromIntegration = async (tenantId: string): Promise<Registry> => {
    const [setting] = await db
      .select()
      .from(tenantSettings)
      .where(
        and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.settingKey, ADDABLE_INTEGRATION_KEY)),
      );
    if (!setting) throw new OutboundError('The field_registry integration is gone', false);
    const config = integrationWithSecrets(setting, deps.keys.data);
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
    const parsed = registrySchema.safeParse(candidate);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new OutboundError(
        `The registry endpoint answered an invalid registry: ${issue?.path.join('.')}: ${issue?.message}`,
        false,
      );
    }
    return parsed.data;
  };

  return {
    async get(tenantId: string, refresh: boolean): Promise<RegistryAnswer> {
      const [integration] = await db
        .select({ config: tenantSettings.config })
        .from(tenantSettings)
        .where(
          and(eq(tenantSettings.tenantId, tenantId), eq(tenantSettings.settingKey, ADDABLE_INTEGRATION_KEY)),
        );
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
      let pending = inFlight.get(tenantId);
      if (!pending) {
        pending = fetchFromIntegration(tenantId).finally(() => inFlight.delete(tenantId));
        inFlight.set(tenantId, pending);
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
        await db
          .insert(tenantRegistries)
          .values({ tenantId, ...values })
          .onConflictDoUpdate({ target: tenantRegistries.tenantId, set: values });
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
        // The last good copy, even from an earlier endpoint, beats nothing; it is marked stale.
        if (row?.fetchedDocument && row.fetchedAt) {
          return {
            data: row.fetchedDocument as Registry,
            meta: { source: 'integration', fetched_at: iso(row.fetchedAt), stale: true, error: message },
          };
        }
        throw new ApiError(502, 'registry_unavailable', `Registry fetch failed: ${message}`);
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
