// Tenant settings at rest. Two kinds share one table, told apart by their config:
//  - general settings: config { data_type, value } (the model's general setting); with is_encrypted the
//    value is encrypted and the stored config keeps only the mask;
//  - integrations: config is a full integration config; only the key 'field_registry' may hold one. The
//    auth_config secrets are always encrypted, and the stored config keeps the mask (or '' when unset).
// A client echoing the mask back keeps the stored secret — unless a URL the secret is sent to changed,
// in which case the secret is cleared rather than handed to a new host.
import { z } from 'zod';
import {
  ADDABLE_INTEGRATION_KEY,
  AUTH_SECRET_FIELDS,
  type IntegrationConfig,
  integrationConfigSchema,
  SETTING_DATA_TYPES,
} from '../../src/model';
import { decryptJson, encryptJson } from '../crypto/secrets';
import type { tenantSettings } from '../db/schema';
import { ApiError, errors } from '../http/errors';
import { zodError } from '../http/validation';
import { applyIntegrationAuth } from '../net/integration-auth';
import { OutboundError, outboundRequestOnce } from '../net/outbound';
import { iso } from './ids';

export const MASK = '••••••••';
export const RESERVED_SETTING_KEYS = ['registry', 'batch', 'bulk', 'upsert', 'id'] as const;

export const SETTING_MESSAGES = {
  reserved: (key: string) => `The setting key '${key}' is reserved`,
  onlyRegistry: `Only the integration key '${ADDABLE_INTEGRATION_KEY}' can be added`,
  exists: (key: string) => `A setting with the key '${key}' already exists`,
  keyLocked: 'The setting key cannot be changed',
  newValueToDecrypt: 'Enter the value again to store it unencrypted',
  valueRequired: 'Value is required',
  notNumber: 'Value must be a number for data_type number',
  notBoolean: "Value must be 'true' or 'false' for data_type boolean",
  notIntegration: (key: string) => `The setting '${key}' is not an integration`,
} as const;

export type SettingRow = typeof tenantSettings.$inferSelect;

export const generalConfigSchema = z
  .strictObject({
    data_type: z.enum(SETTING_DATA_TYPES).default('string'),
    value: z
      .string({ error: SETTING_MESSAGES.valueRequired })
      .min(1, SETTING_MESSAGES.valueRequired)
      .max(100_000),
  })
  .superRefine((config, ctx) => {
    if (config.value === MASK) return;
    if (config.data_type === 'number' && !Number.isFinite(Number(config.value.trim() || Number.NaN))) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: SETTING_MESSAGES.notNumber });
    }
    if (config.data_type === 'boolean' && config.value !== 'true' && config.value !== 'false') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: SETTING_MESSAGES.notBoolean });
    }
  });

export function settingAad(tenantId: string, key: string): string {
  return `tenant:${tenantId}:setting:${key}`;
}

function isIntegrationConfig(key: string, config: Record<string, unknown>): boolean {
  return key === ADDABLE_INTEGRATION_KEY || 'integration_type' in config || 'endpoint_url' in config;
}

/** Validation with the issue paths under `config`, so messages read 'config.request_timeout: ...'. */
function parseConfig<S extends z.ZodType>(schema: S, config: unknown): z.output<S> {
  const result = schema.safeParse(config);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ ...issue, path: ['config', ...issue.path] }));
  throw zodError(new z.ZodError(issues));
}

/** The URLs a secret of this integration is sent to: a change to any of them clears the secrets. */
function secretDestinations(config: IntegrationConfig): string[] {
  const urls = [config.endpoint_url];
  if (config.auth_type === 'oauth') urls.push(config.auth_config.token_url, config.auth_config.auth_url);
  return urls;
}

export interface PreparedSetting {
  config: Record<string, unknown>;
  secretEnc: string | null;
  isEncrypted: boolean;
}

export function prepareSetting(input: {
  tenantId: string;
  key: string;
  config: Record<string, unknown>;
  isEncrypted: boolean | undefined;
  existing: SettingRow | undefined;
  dataKey: Buffer;
}): PreparedSetting {
  const { tenantId, key, existing, dataKey } = input;
  if ((RESERVED_SETTING_KEYS as readonly string[]).includes(key)) {
    throw errors.invalid(`setting_key: ${SETTING_MESSAGES.reserved(key)}`);
  }
  const aad = settingAad(tenantId, key);
  const storedSecrets = (): Record<string, string> =>
    existing?.secretEnc ? (decryptJson(dataKey, aad, existing.secretEnc) as Record<string, string>) : {};

  if (isIntegrationConfig(key, input.config)) {
    if (key !== ADDABLE_INTEGRATION_KEY)
      throw new ApiError(422, 'integration_key', SETTING_MESSAGES.onlyRegistry);
    const config = parseConfig(integrationConfigSchema, { auth_type: 'none', ...input.config });
    const previous = existing ? integrationConfigSchema.safeParse(existing.config) : undefined;
    const sameDestinations =
      previous?.success === true &&
      previous.data.auth_type === config.auth_type &&
      secretDestinations(previous.data).join('\n') === secretDestinations(config).join('\n');
    const kept = sameDestinations ? storedSecrets() : {};
    const secrets: Record<string, string> = {};
    const authConfig = { ...config.auth_config } as Record<string, unknown>;
    for (const field of AUTH_SECRET_FIELDS[config.auth_type]) {
      const incoming = authConfig[field];
      const value = incoming === MASK ? (kept[field] ?? '') : typeof incoming === 'string' ? incoming : '';
      if (value) secrets[field] = value;
      authConfig[field] = value ? MASK : '';
    }
    return {
      config: { ...config, auth_config: authConfig },
      secretEnc: Object.keys(secrets).length ? encryptJson(dataKey, aad, secrets) : null,
      // Integration secrets are always encrypted (shell §7: integration config is saved with is_encrypted).
      isEncrypted: true,
    };
  }

  const config = parseConfig(generalConfigSchema, input.config);
  const encrypt = input.isEncrypted ?? existing?.isEncrypted ?? false;
  let value = config.value;
  if (value === MASK && existing?.isEncrypted) {
    if (!encrypt) throw errors.invalid(`config.value: ${SETTING_MESSAGES.newValueToDecrypt}`);
    value = storedSecrets().value ?? '';
  }
  if (!encrypt) return { config: { ...config, value }, secretEnc: null, isEncrypted: false };
  return {
    config: { data_type: config.data_type, value: MASK },
    secretEnc: encryptJson(dataKey, aad, { value }),
    isEncrypted: true,
  };
}

/** The API shape: secrets appear only as the mask, with has_secret telling whether one is stored. */
export function settingView(row: SettingRow) {
  return {
    id: row.id,
    setting_key: row.settingKey,
    setting_name: row.settingName,
    description: row.description,
    config: row.config as Record<string, unknown>,
    is_encrypted: row.isEncrypted,
    has_secret: row.secretEnc !== null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The integration config with its secrets in clear, for outbound calls only. */
export function integrationWithSecrets(
  row: Pick<SettingRow, 'tenantId' | 'settingKey' | 'config' | 'secretEnc'>,
  dataKey: Buffer,
): IntegrationConfig {
  const config = integrationConfigSchema.parse(row.config);
  const secrets = row.secretEnc
    ? (decryptJson(dataKey, settingAad(row.tenantId, row.settingKey), row.secretEnc) as Record<
        string,
        string
      >)
    : {};
  const authConfig: Record<string, unknown> = { ...config.auth_config };
  for (const field of AUTH_SECRET_FIELDS[config.auth_type]) authConfig[field] = secrets[field] ?? '';
  return { ...config, auth_config: authConfig } as IntegrationConfig;
}

/** Whether a stored setting holds an integration config (rather than a general { data_type, value }). */
export function isIntegrationRow(row: SettingRow): boolean {
  return isIntegrationConfig(row.settingKey, row.config as Record<string, unknown>);
}

export interface ConnectionTestResult {
  /** The endpoint answered a 2xx. */
  ok: boolean;
  /** The endpoint's HTTP status, or null when no answer came (refused address, timeout, network error). */
  status: number | null;
  /** Wall time of the attempt, OAuth token fetch included. */
  duration_ms: number;
  /** Why it is not ok, in words; absent when ok. */
  error?: string;
}

const ACCEPT_BY_FORMAT: Record<IntegrationConfig['response_format'], string> = {
  json: 'application/json',
  xml: 'application/xml',
  csv: 'text/csv',
  text: 'text/plain',
};

/**
 * Calls the integration's endpoint once, as the registry fetch would (its method, auth, headers and
 * timeout, through the guarded outbound client), and reports what happened. One attempt, no retries: the
 * admin wants to see how the endpoint answers now, and how long it takes. No body is sent.
 */
export async function testIntegrationConnection(
  config: IntegrationConfig,
  policy: { allowLoopback: boolean },
): Promise<ConnectionTestResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const request = await applyIntegrationAuth(
      config,
      {
        url: config.endpoint_url,
        method: config.http_method,
        headers: { accept: ACCEPT_BY_FORMAT[config.response_format] },
        timeoutMs: config.request_timeout * 1000,
      },
      policy,
    );
    const answer = await outboundRequestOnce(request, policy);
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      status: answer.status,
      duration_ms: elapsed(),
      ...(ok ? {} : { error: `The endpoint answered HTTP ${answer.status}` }),
    };
  } catch (error) {
    const status = error instanceof OutboundError ? (error.status ?? null) : null;
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, status, duration_ms: elapsed(), error: message };
  }
}
