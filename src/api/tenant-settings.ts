// Typed calls for tenant settings, integrations and the registry (shell §7 "Main service" and "Second
// service"; docs/api.md "Tenant settings and integrations"). Secrets come back as SECRET_MASK; sending the
// mask back keeps the stored secret, so a form loaded from the server can be saved as it is.
import { type Registry, type TenantSetting, tenantSettingSchema } from '../model';
import type { ApiClient } from './client';

const SETTINGS_PATH = '/api/v1/tenant-settings';

/** What the server shows in place of a stored secret; sent back, it means "keep the stored one". */
export const SECRET_MASK = '••••••••';

/** A setting as the server answers it: secrets masked, `has_secret` telling whether one is stored. */
export interface ApiTenantSetting extends TenantSetting {
  has_secret: boolean;
}

/** Body of create and upsert (shell §7: setting_key, setting_name, description, config, is_encrypted). */
export interface SettingInput {
  setting_key: string;
  setting_name?: string;
  description?: string;
  config: Record<string, unknown>;
  is_encrypted?: boolean;
}

/** Body of an update by id: the key never changes. */
export type SettingUpdate = Partial<Omit<SettingInput, 'setting_key'>>;

export interface ConnectionTestResult {
  ok: boolean;
  /** The endpoint's HTTP status; null when no answer came. */
  status: number | null;
  duration_ms: number;
  error?: string;
}

export interface RegistryAnswer {
  data: Registry;
  meta: {
    source: 'integration' | 'stored' | 'none';
    fetched_at: string | null;
    stale: boolean;
    error: string | null;
  };
}

function keyPath(key: string): string {
  return `${SETTINGS_PATH}/${encodeURIComponent(key)}`;
}

/** A row the server answered, or null when it is not a setting at all (one broken row hides nothing else). */
export function readSetting(raw: unknown): ApiTenantSetting | null {
  const parsed = tenantSettingSchema.safeParse(raw);
  if (!parsed.success) return null;
  const hasSecret = (raw as { has_secret?: unknown }).has_secret === true;
  return { ...parsed.data, has_secret: hasSecret };
}

function readOne(answer: { data?: unknown } | null | undefined): ApiTenantSetting {
  const setting = readSetting(answer?.data);
  if (!setting) throw new Error('The server answered a setting this client cannot read');
  return setting;
}

export async function listSettings(client: ApiClient, signal?: AbortSignal): Promise<ApiTenantSetting[]> {
  const answer = await client.request<{ data?: unknown }>('GET', SETTINGS_PATH, { signal });
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  return rows.flatMap((row) => readSetting(row) ?? []);
}

export async function getSetting(
  client: ApiClient,
  key: string,
  signal?: AbortSignal,
): Promise<ApiTenantSetting> {
  return readOne(await client.request<{ data?: unknown }>('GET', keyPath(key), { signal }));
}

/** Creates a setting; 409 when the key exists. */
export async function createSetting(client: ApiClient, input: SettingInput): Promise<ApiTenantSetting> {
  return readOne(await client.request<{ data?: unknown }>('POST', SETTINGS_PATH, { body: input }));
}

/** Creates or updates the setting with this key (shell §7 "upsert a tenant setting"). */
export async function upsertSetting(client: ApiClient, input: SettingInput): Promise<ApiTenantSetting> {
  return readOne(
    await client.request<{ data?: unknown }>('POST', `${SETTINGS_PATH}/upsert`, { body: input }),
  );
}

/** Updates a setting by id, keeping its key (shell §7 "update a tenant setting by id"). */
export async function updateSetting(
  client: ApiClient,
  id: string,
  update: SettingUpdate,
): Promise<ApiTenantSetting> {
  const path = `${SETTINGS_PATH}/id/${encodeURIComponent(id)}`;
  return readOne(await client.request<{ data?: unknown }>('PUT', path, { body: update }));
}

export async function deleteSetting(client: ApiClient, key: string): Promise<void> {
  await client.request('DELETE', keyPath(key));
}

/** Asks the server to call the integration's endpoint once with its auth, method and timeout (admin). */
export async function testIntegration(client: ApiClient, key: string): Promise<ConnectionTestResult> {
  const answer = await client.request<{ data: ConnectionTestResult }>('POST', `${keyPath(key)}/test`);
  return answer.data;
}

export async function getRegistry(
  client: ApiClient,
  options: { refresh?: boolean; signal?: AbortSignal } = {},
): Promise<RegistryAnswer> {
  return client.request<RegistryAnswer>('GET', `${SETTINGS_PATH}/registry`, {
    query: options.refresh ? { refresh: true } : undefined,
    signal: options.signal,
  });
}
