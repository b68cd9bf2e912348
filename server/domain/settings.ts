// Tenant settings at rest. Two kinds share one table, told apart by their config:
//  - general settings: config { data_type, value } (the model's general setting); with is_encrypted the
//    value is encrypted and the stored config keeps only the mask;
//  - integrations: config is a full integration config; only the key 'field_registry' may hold one. The
//    auth_config secrets and every request header value are always encrypted (secretEnc holds
//    { [auth field]: value, 'header:{name}': value }), and the stored config keeps the mask (or '' when
//    unset or empty).
// A client echoing the mask back keeps the stored secret — unless a URL the secret is sent to changed,
// in which case an auth secret is cleared rather than handed to a new host, and a masked header value is
// refused (the admin enters it again).
import { z } from 'zod';
import { parseDecimal } from '../../src/logic/numbers';
import {
  ADDABLE_INTEGRATION_KEY,
  AUTH_SECRET_FIELDS,
  headerValueProblem,
  INTEGRATION_MESSAGES,
  type IntegrationConfig,
  integrationConfigSchema,
  isReservedSettingKey,
  isSecretSettingKey,
  requiredTextError,
  SETTING_RULE_MESSAGES,
  SETTING_VALUE_MAX,
  settingDataTypeSchema,
  urlHasCredentials,
} from '../../src/model';
import { decryptJson, encryptJson } from '../crypto/secrets';
import type { tenantSettings } from '../db/schema';
import { ApiError, type ErrorDetail, errors } from '../http/errors';
import { issueLine, issuePath, safeParseInput, zodError } from '../http/validation';
import { applyIntegrationAuth } from '../net/integration-auth';
import { OutboundError, outboundRequestOnce } from '../net/outbound';
import { iso } from './ids';
import { KNOWN_SETTING_MESSAGES, knownSetting } from './known-settings';

export const MASK = '••••••••';

export const SETTING_MESSAGES = {
  reserved: SETTING_RULE_MESSAGES.keyReserved,
  onlyRegistry: `Only the integration key '${ADDABLE_INTEGRATION_KEY}' can be added`,
  exists: (key: string) => `A setting with the key '${key}' already exists`,
  keyLocked: 'The setting key cannot be changed',
  keySpaces: 'Key may not begin or end with a space',
  keyTwice: (key: string) => `The setting key '${key}' appears more than once in the batch`,
  newValueToDecrypt: 'Enter the value again to store it unencrypted',
  valueRequired: SETTING_RULE_MESSAGES.valueRequired,
  notNumber: 'Value must be a number for data_type number',
  notBoolean: "Value must be 'true' or 'false' for data_type boolean",
  notIntegration: (key: string) => `The setting '${key}' is not an integration`,
  headerValueAgain: INTEGRATION_MESSAGES.headerValueAgain,
  knownDataType: KNOWN_SETTING_MESSAGES.dataType,
  alwaysEncrypted: KNOWN_SETTING_MESSAGES.alwaysEncrypted,
  storedIntegrationInvalid: (problem: string) =>
    `The saved integration does not pass the current rules; correct it and save it again (${problem})`,
} as const;

export type SettingRow = typeof tenantSettings.$inferSelect;

/**
 * A general setting's config. The value is checked against data_type, except the mask, which stands for
 * the stored value (checked once it is looked up, see prepareSetting). A setting the server reads itself
 * (known-settings.ts) must also have its data type, and a value its reader can use.
 */
function generalConfig(key: string, maskStandsForStored: boolean) {
  const known = knownSetting(key);
  return z
    .strictObject({
      data_type: settingDataTypeSchema.default('string'),
      value: z
        .string({ error: requiredTextError(SETTING_MESSAGES.valueRequired, SETTING_RULE_MESSAGES.valueText) })
        .min(1, SETTING_MESSAGES.valueRequired)
        .max(SETTING_VALUE_MAX, SETTING_RULE_MESSAGES.valueTooLong),
    })
    .superRefine((config, ctx) => {
      if (known && config.data_type !== known.dataType) {
        const message = SETTING_MESSAGES.knownDataType(key, known.dataType);
        ctx.addIssue({ code: 'custom', path: ['data_type'], message });
        return;
      }
      if (maskStandsForStored && config.value === MASK) return;
      if (config.data_type === 'number' && !Number.isFinite(parseDecimal(config.value))) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: SETTING_MESSAGES.notNumber });
      }
      if (config.data_type === 'boolean' && config.value !== 'true' && config.value !== 'false') {
        ctx.addIssue({ code: 'custom', path: ['value'], message: SETTING_MESSAGES.notBoolean });
      }
      const problem = known?.valueProblem?.(config.value);
      if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    });
}

/** The general config rules of a key: as sent (the mask standing for the stored value), and resolved. */
function generalConfigSchemas(key: string) {
  return { sent: generalConfig(key, true), resolved: generalConfig(key, false) };
}

export function settingAad(tenantId: string, key: string): string {
  return `tenant:${tenantId}:setting:${key}`;
}

/** Where the value of a request header is kept among an integration's secrets (beside its auth secrets). */
export function headerSecretKey(name: string): string {
  return `header:${name}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIntegrationConfig(key: string, config: Record<string, unknown>): boolean {
  return key === ADDABLE_INTEGRATION_KEY || 'integration_type' in config || 'endpoint_url' in config;
}

/** Validation with the issue paths under `config`, so messages read 'config.request_timeout: ...'. */
function parseConfig<S extends z.ZodType>(schema: S, config: unknown): z.output<S> {
  const result = safeParseInput(schema, config);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ ...issue, path: ['config', ...issue.path] }));
  throw zodError(new z.ZodError(issues));
}

/** A rule's refusal: the message as it is (it names what it is about), the field in details. */
function fieldError(path: string, message: string): ApiError {
  return errors.invalid(message, [{ path, message }]);
}

/**
 * The URLs an integration's secrets (its auth secrets and its header values) are sent to, one per line: a
 * change to any of them clears the auth secrets and makes masked header values unusable. Read from the
 * raw config, so a row saved under older rules still compares.
 */
function secretDestinations(config: Record<string, unknown>): string {
  const auth = isRecord(config.auth_config) ? config.auth_config : {};
  const urls = [config.endpoint_url];
  if (config.auth_type === 'oauth') urls.push(auth.token_url, auth.auth_url);
  return urls.map((url) => (typeof url === 'string' ? url.trim() : '')).join('\n');
}

/**
 * The clear header values of a stored integration config, by lower-cased name (HTTP names are
 * case-insensitive). A masked value is looked up among the secrets; a value that is not the mask comes
 * from a row stored before header values were secrets, and is the value itself.
 */
function storedHeaderValues(
  config: Record<string, unknown>,
  secrets: Record<string, string>,
): Map<string, string> {
  const values = new Map<string, string>();
  if (!isRecord(config.request_headers)) return values;
  for (const [name, value] of Object.entries(config.request_headers)) {
    if (typeof value !== 'string') continue;
    const clear = value === MASK ? secrets[headerSecretKey(name)] : value;
    if (clear) values.set(name.toLowerCase(), clear);
  }
  return values;
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
  if (isReservedSettingKey(key)) throw fieldError('setting_key', SETTING_MESSAGES.reserved(key));
  const aad = settingAad(tenantId, key);
  const storedSecrets = (): Record<string, string> =>
    existing?.secretEnc ? (decryptJson(dataKey, aad, existing.secretEnc) as Record<string, string>) : {};

  if (isIntegrationConfig(key, input.config)) {
    if (key !== ADDABLE_INTEGRATION_KEY)
      throw new ApiError(422, 'integration_key', SETTING_MESSAGES.onlyRegistry);
    const config = parseConfig(integrationConfigSchema, { auth_type: 'none', ...input.config });
    const previous = existing ? (existing.config as Record<string, unknown>) : undefined;
    const sameDestinations =
      previous !== undefined && secretDestinations(previous) === secretDestinations(config);
    const stored = sameDestinations ? storedSecrets() : {};
    const secrets: Record<string, string> = {};

    // Auth secrets: the mask keeps the stored one while the auth type and the destinations are the same;
    // otherwise it is cleared (the admin enters it again).
    const keptAuth = sameDestinations && previous?.auth_type === config.auth_type ? stored : {};
    const authConfig = { ...config.auth_config } as Record<string, unknown>;
    // Each with its line: 'path: message' for a rule of the value, the sentence alone for one that names
    // its header itself ('Enter the value of the header … again').
    const problems: (ErrorDetail & { line: string })[] = [];
    const inHeader = authSecretInHeader(config);
    for (const field of AUTH_SECRET_FIELDS[config.auth_type]) {
      const incoming = authConfig[field];
      const value =
        incoming === MASK ? (keptAuth[field] ?? '') : typeof incoming === 'string' ? incoming : '';
      const problem = field === inHeader?.field ? headerValueProblem(inHeader.label, value) : undefined;
      if (problem) {
        const path = issuePath(['config', 'auth_config', field]);
        problems.push({ path, message: problem, line: `${path}: ${problem}` });
      }
      if (value) secrets[field] = value;
      authConfig[field] = value ? MASK : '';
    }

    // Header values: the mask keeps the stored value of that header while the destinations are the same.
    // A masked value that cannot be kept is refused, since the header would otherwise go out empty.
    const kept =
      sameDestinations && previous ? storedHeaderValues(previous, stored) : new Map<string, string>();
    const headers: Record<string, string> = {};
    for (const [name, incoming] of Object.entries(config.request_headers)) {
      const value = incoming === MASK ? kept.get(name.toLowerCase()) : incoming;
      const path = issuePath(['config', 'request_headers', name]);
      if (value === undefined) {
        const message = SETTING_MESSAGES.headerValueAgain(name);
        problems.push({ path, message, line: message });
        continue;
      }
      const problem = headerValueProblem('Header value', value);
      if (problem) problems.push({ path, message: problem, line: `${path}: ${problem}` });
      if (value) secrets[headerSecretKey(name)] = value;
      headers[name] = value ? MASK : '';
    }
    const [problem] = problems;
    if (problem)
      throw errors.invalid(
        problem.line,
        problems.map(({ path, message }) => ({ path, message })),
      );

    return {
      config: { ...config, auth_config: authConfig, request_headers: headers },
      secretEnc: Object.keys(secrets).length ? encryptJson(dataKey, aad, secrets) : null,
      // Integration secrets are always encrypted (shell §7: integration config is saved with is_encrypted).
      isEncrypted: true,
    };
  }

  const schemas = generalConfigSchemas(key);
  const config = parseConfig(schemas.sent, input.config);
  const secret = isSecretSettingKey(key);
  if (secret && input.isEncrypted === false)
    throw fieldError('is_encrypted', SETTING_MESSAGES.alwaysEncrypted(key));
  const encrypt = secret || (input.isEncrypted ?? existing?.isEncrypted ?? false);
  let value = config.value;
  if (value === MASK && existing?.isEncrypted) {
    if (!encrypt) throw errors.invalidAt('config.value', SETTING_MESSAGES.newValueToDecrypt);
    value = storedSecrets().value ?? '';
  } else if (value === MASK && existing && secret) {
    // A secret saved in clear before secrets were always encrypted: the mask the API showed for it.
    value = String((existing.config as { value?: unknown }).value ?? '');
  }
  // The value saved must pass as it is: a stored value the mask stood for must fit the data type sent
  // with it (it may have changed) and its key's rule (it may predate it); a mask standing for nothing
  // stored is the value itself.
  if (config.value === MASK) parseConfig(schemas.resolved, { data_type: config.data_type, value });
  if (!encrypt) return { config: { ...config, value }, secretEnc: null, isEncrypted: false };
  return {
    config: { data_type: config.data_type, value: MASK },
    secretEnc: encryptJson(dataKey, aad, { value }),
    isEncrypted: true,
  };
}

/** The auth secret an integration sends as a header value as it is (basic's password goes base64). */
function authSecretInHeader(config: IntegrationConfig): { field: string; label: string } | undefined {
  if (config.auth_type === 'bearer') return { field: 'token', label: 'Token' };
  if (config.auth_type === 'api_key' && config.auth_config.key_location === 'header')
    return { field: 'api_key', label: 'API key' };
  return undefined;
}

/** The URL with its userinfo (if any) masked: 'https://••••••••@host/...'. */
function maskUrlCredentials(value: unknown): unknown {
  if (typeof value !== 'string' || !urlHasCredentials(value)) return value;
  return value.trim().replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/\\?#]*@/i, `$1${MASK}@`);
}

/**
 * An integration config as the API shows it. Saved configs already hold only masks; this also masks what a
 * row saved under older rules may hold in clear: header values, and credentials in a URL.
 */
function integrationView(config: Record<string, unknown>): Record<string, unknown> {
  const view: Record<string, unknown> = { ...config, endpoint_url: maskUrlCredentials(config.endpoint_url) };
  if (isRecord(config.request_headers)) {
    view.request_headers = Object.fromEntries(
      Object.entries(config.request_headers).map(([name, value]) => [
        name,
        typeof value === 'string' && value === '' ? '' : MASK,
      ]),
    );
  }
  if (isRecord(config.auth_config)) {
    const auth: Record<string, unknown> = { ...config.auth_config };
    for (const field of ['auth_url', 'token_url']) {
      if (field in auth) auth[field] = maskUrlCredentials(auth[field]);
    }
    view.auth_config = auth;
  }
  return view;
}

/** A secret setting a server before secrets were always encrypted saved in clear, shown as if encrypted. */
function clearSecretView(config: Record<string, unknown>): Record<string, unknown> {
  return { ...config, value: config.value === '' || config.value === undefined ? '' : MASK };
}

/** The API shape: secrets appear only as the mask, with has_secret telling whether one is stored. */
export function settingView(row: SettingRow) {
  const config = row.config as Record<string, unknown>;
  // Every member reads the tenant's settings: a secret is never shown, even one saved in clear.
  const clearSecret = !row.isEncrypted && isSecretSettingKey(row.settingKey);
  const shown = isIntegrationConfig(row.settingKey, config)
    ? integrationView(config)
    : clearSecret
      ? clearSecretView(config)
      : config;
  return {
    id: row.id,
    setting_key: row.settingKey,
    setting_name: row.settingName,
    description: row.description,
    config: shown,
    is_encrypted: row.isEncrypted || clearSecret,
    has_secret: row.secretEnc !== null || (clearSecret && shown.value === MASK),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/**
 * The integration config with its secrets in clear (auth secrets and header values), for outbound calls
 * only. A stored config that the current rules refuse (saved before them) is not called: the OutboundError
 * says what to correct.
 */
export function integrationWithSecrets(
  row: Pick<SettingRow, 'tenantId' | 'settingKey' | 'config' | 'secretEnc'>,
  dataKey: Buffer,
): IntegrationConfig {
  const parsed = safeParseInput(integrationConfigSchema, row.config);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const problem = issue ? issueLine(issuePath(['config', ...issue.path]), issue.message) : 'config';
    throw new OutboundError(SETTING_MESSAGES.storedIntegrationInvalid(problem), false);
  }
  const config = parsed.data;
  const secrets = row.secretEnc
    ? (decryptJson(dataKey, settingAad(row.tenantId, row.settingKey), row.secretEnc) as Record<
        string,
        string
      >)
    : {};
  const authConfig: Record<string, unknown> = { ...config.auth_config };
  for (const field of AUTH_SECRET_FIELDS[config.auth_type]) authConfig[field] = secrets[field] ?? '';
  // A value that is not the mask is a clear value of a row saved before header values were secrets.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.request_headers)) {
    headers[name] = value === MASK ? (secrets[headerSecretKey(name)] ?? '') : value;
  }
  return { ...config, auth_config: authConfig, request_headers: headers } as IntegrationConfig;
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
