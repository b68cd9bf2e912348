// The drafts behind the settings editors (shell §3 "General setting", "Integration config", §5, §9): what a
// form holds, how a stored setting becomes a draft, and how a draft is checked and becomes the request
// body. Plain data and functions, no React, so every rule is tested without a DOM.
import type { Snapshot } from 'valtio/vanilla';
import { type ApiTenantSetting, SECRET_MASK } from '../api/tenant-settings';
import {
  ADDABLE_INTEGRATION_KEY,
  API_KEY_DEFAULT_NAME,
  AUTH_SECRET_FIELDS,
  type AuthType,
  HMAC_DEFAULT_ALGORITHM,
  HMAC_DEFAULT_HEADER,
  INTEGRATION_DEFAULT_AUTH_TYPE,
  INTEGRATION_DEFAULT_METHOD,
  INTEGRATION_DEFAULT_RESPONSE_FORMAT,
  INTEGRATION_MESSAGES,
  INTEGRATION_RETRIES_DEFAULT,
  INTEGRATION_TIMEOUT_DEFAULT,
  integrationConfigSchema,
  isReservedSettingKey,
  SETTING_DESCRIPTION_MAX,
  SETTING_RULE_MESSAGES,
  type SettingDataType,
  settingKeySchema,
} from '../model';
import { productErrorMap } from '../model/messages';

export const SETTING_TEXTS = {
  keyRequired: SETTING_RULE_MESSAGES.keyRequired,
  valueRequired: SETTING_RULE_MESSAGES.valueRequired,
  notNumber: 'Value must be a number',
  notBoolean: "Value must be 'true' or 'false'",
  typeRequired: 'Please select an integration type',
  secretRequired: (label: string) => `${label} is required`,
  secretTypeChanged: 'Enter the value again to change its data type',
  descriptionTooLong: SETTING_RULE_MESSAGES.descriptionTooLong,
  integrationAddedMeanwhile: (key: string) =>
    `The integration '${key}' was added by someone else meanwhile, so yours was not saved. ` +
    'What you typed is still here; Cancel shows theirs in the reloaded list.',
  deletedMeanwhile: (kind: 'setting' | 'integration', key: string) =>
    `The ${kind} '${key}' was deleted by someone else meanwhile, so your change was not saved. ` +
    'What you typed is still here: Save adds it again, Cancel leaves it deleted.',
  alreadyDeleted: (kind: 'setting' | 'integration', key: string) =>
    `The ${kind} '${key}' had already been deleted by someone else.`,
  headerNameRequired: INTEGRATION_MESSAGES.headerNameRequired,
  headerTwice: INTEGRATION_MESSAGES.headerTwice,
  headerValueAgain: INTEGRATION_MESSAGES.headerValueAgain,
} as const;

/** An integration is a setting whose config is an integration config (as the server tells them apart). */
export function isIntegrationSetting(
  setting: Snapshot<Pick<ApiTenantSetting, 'setting_key' | 'config'>>,
): boolean {
  const { config } = setting;
  return (
    setting.setting_key === ADDABLE_INTEGRATION_KEY ||
    'integration_type' in config ||
    'endpoint_url' in config
  );
}

// ---------------------------------------------------------------- general settings

export interface GeneralDraft {
  key: string;
  value: string;
  description: string;
  dataType: SettingDataType;
  encrypted: boolean;
  /** Editing: the setting's id; its key is locked. */
  id: string | null;
  /** Editing an encrypted setting: an empty value keeps the stored one. */
  storedSecret: boolean;
  /** Editing: the data type the stored value was checked against (a kept secret cannot change it). */
  storedDataType: SettingDataType | null;
}

export type GeneralErrors = Partial<Record<'key' | 'value' | 'description', string>>;

export function newGeneralDraft(): GeneralDraft {
  return {
    key: '',
    value: '',
    description: '',
    dataType: 'string',
    encrypted: false,
    id: null,
    storedSecret: false,
    storedDataType: null,
  };
}

export function generalDraftOf(setting: ApiTenantSetting): GeneralDraft {
  const config = setting.config as { data_type?: unknown; value?: unknown };
  const dataType =
    config.data_type === 'number' || config.data_type === 'boolean' ? config.data_type : 'string';
  const storedSecret = setting.is_encrypted && setting.has_secret;
  const value =
    typeof config.value === 'string' ? config.value : config.value == null ? '' : String(config.value);
  return {
    key: setting.setting_key,
    value: storedSecret ? '' : value,
    description: setting.description,
    dataType,
    encrypted: setting.is_encrypted,
    id: setting.id,
    storedSecret,
    storedDataType: dataType,
  };
}

/** Shell §5: key and value are required to save; the value must fit its data type. */
export function validateGeneral(draft: GeneralDraft): GeneralErrors {
  const errors: GeneralErrors = {};
  if (draft.id === null) {
    const key = settingKeySchema.safeParse(draft.key);
    if (!key.success) errors.key = key.error.issues[0]?.message ?? SETTING_TEXTS.keyRequired;
    else if (key.data === ADDABLE_INTEGRATION_KEY)
      errors.key = `The key '${ADDABLE_INTEGRATION_KEY}' is for the integration`;
    else if (isReservedSettingKey(key.data)) errors.key = SETTING_RULE_MESSAGES.keyReserved(key.data);
  }
  const keepsSecret = keepsStoredValue(draft);
  // Trimmed for the checks only: what is saved is what was typed (see generalBody).
  const value = draft.value.trim();
  // The stored value is never in the browser, so nobody could check it against a new type.
  if (keepsSecret && draft.dataType !== draft.storedDataType) errors.value = SETTING_TEXTS.secretTypeChanged;
  if (!keepsSecret) {
    if (!value) errors.value = SETTING_TEXTS.valueRequired;
    else if (draft.dataType === 'number' && !Number.isFinite(Number(value)))
      errors.value = SETTING_TEXTS.notNumber;
    else if (draft.dataType === 'boolean' && value !== 'true' && value !== 'false')
      errors.value = SETTING_TEXTS.notBoolean;
  }
  if (draft.description.length > SETTING_DESCRIPTION_MAX)
    errors.description = SETTING_TEXTS.descriptionTooLong;
  return errors;
}

/** Editing an encrypted setting: an empty value keeps the stored one, while the value stays encrypted. */
export function keepsStoredValue(draft: Snapshot<GeneralDraft>): boolean {
  return draft.storedSecret && draft.encrypted && draft.value === '';
}

/**
 * The draft with another data type. A boolean's value is picked from true/false, so switching to boolean
 * puts the typed text aside (in `lastText`) and switching back restores it, rather than lose it.
 */
export function withDataType(
  draft: Snapshot<GeneralDraft>,
  dataType: SettingDataType,
  lastText: string | null,
): { patch: Partial<GeneralDraft>; lastText: string | null } {
  const wasBoolean = draft.dataType === 'boolean';
  if (dataType === 'boolean' && !wasBoolean) {
    const value = draft.value.trim();
    const kept = value === 'true' || value === 'false' ? value : 'true';
    // An encrypted value kept unseen stays empty: the select offers to keep it.
    return { patch: { dataType, value: keepsStoredValue(draft) ? '' : kept }, lastText: draft.value };
  }
  if (dataType !== 'boolean' && wasBoolean) {
    return { patch: { dataType, value: lastText ?? draft.value }, lastText };
  }
  return { patch: { dataType }, lastText };
}

/**
 * The request body. A text value is saved as typed ('Hello ' keeps its space); a number or a boolean is
 * saved without the spaces around it, which are no part of it.
 */
export function generalBody(draft: GeneralDraft) {
  const value = draft.dataType === 'string' ? draft.value : draft.value.trim();
  return {
    setting_key: draft.key.trim(),
    setting_name: draft.key.trim(),
    description: draft.description,
    config: { data_type: draft.dataType, value: keepsStoredValue(draft) ? SECRET_MASK : value },
    is_encrypted: draft.encrypted,
  };
}

// ---------------------------------------------------------------- integrations

export interface HeaderRow {
  name: string;
  value: string;
  /** A row loaded from the server: the name its value is stored (encrypted) under; never sent back. */
  stored?: string;
}

export interface IntegrationDraft {
  /** '' until the admin picks one: saving then asks 'Please select an integration type'. */
  integrationType: string;
  endpointUrl: string;
  httpMethod: string;
  authType: AuthType;
  /** Non-secret auth_config fields, as text (scopes: space or comma separated). */
  auth: {
    username: string;
    keyLocation: 'header' | 'query';
    keyName: string;
    algorithm: string;
    headerName: string;
    clientId: string;
    authUrl: string;
    tokenUrl: string;
    scopes: string;
  };
  /** Secret auth_config fields the admin typed; '' keeps a stored secret (see storedSecrets). */
  secrets: Record<string, string>;
  /** Secret fields the server holds (shown masked), by auth_config field name. */
  storedSecrets: readonly string[];
  requestTimeout: string;
  retryAttempts: string;
  headers: HeaderRow[];
  responseFormat: string;
  isActive: boolean;
  description: string;
  /** Editing: the setting's id and the URLs its stored secrets were saved for. */
  id: string | null;
  savedDestinations: string;
}

export type IntegrationErrors = Partial<Record<string, string>>;

/** Shell §9 defaults: timeout 30, retries 3, GET, auth none, 'X-API-Key', sha256, 'X-HMAC-Signature', json. */
export function newIntegrationDraft(): IntegrationDraft {
  return {
    integrationType: '',
    endpointUrl: '',
    httpMethod: INTEGRATION_DEFAULT_METHOD,
    authType: INTEGRATION_DEFAULT_AUTH_TYPE,
    auth: {
      username: '',
      keyLocation: 'header',
      keyName: API_KEY_DEFAULT_NAME,
      algorithm: HMAC_DEFAULT_ALGORITHM,
      headerName: HMAC_DEFAULT_HEADER,
      clientId: '',
      authUrl: '',
      tokenUrl: '',
      scopes: '',
    },
    secrets: {},
    storedSecrets: [],
    requestTimeout: String(INTEGRATION_TIMEOUT_DEFAULT),
    retryAttempts: String(INTEGRATION_RETRIES_DEFAULT),
    headers: [],
    responseFormat: INTEGRATION_DEFAULT_RESPONSE_FORMAT,
    isActive: true,
    description: '',
    id: null,
    savedDestinations: '',
  };
}

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

function destinations(draft: Snapshot<Pick<IntegrationDraft, 'endpointUrl' | 'authType' | 'auth'>>): string {
  const urls = [draft.endpointUrl.trim()];
  if (draft.authType === 'oauth') urls.push(draft.auth.tokenUrl.trim(), draft.auth.authUrl.trim());
  return urls.join('\n');
}

export function integrationDraftOf(setting: ApiTenantSetting): IntegrationDraft {
  const config = setting.config as Record<string, unknown>;
  const auth = (config.auth_config ?? {}) as Record<string, unknown>;
  const defaults = newIntegrationDraft();
  const authType = (AUTH_SECRET_FIELDS as Record<string, unknown>)[text(config.auth_type)]
    ? (config.auth_type as AuthType)
    : defaults.authType;
  // Header values are secrets the server returns masked: a loaded row starts empty and keeps its value.
  const headers = Object.entries((config.request_headers ?? {}) as Record<string, unknown>).map(
    ([name, value]): HeaderRow =>
      value === SECRET_MASK ? { name, value: '', stored: name } : { name, value: text(value) },
  );
  const draft: IntegrationDraft = {
    ...defaults,
    integrationType: text(config.integration_type),
    endpointUrl: text(config.endpoint_url),
    httpMethod: text(config.http_method, defaults.httpMethod),
    authType,
    auth: {
      username: text(auth.username),
      keyLocation: auth.key_location === 'query' ? 'query' : 'header',
      keyName: text(auth.key_name, defaults.auth.keyName),
      algorithm: text(auth.algorithm, defaults.auth.algorithm),
      headerName: text(auth.header_name, defaults.auth.headerName),
      clientId: text(auth.client_id),
      authUrl: text(auth.auth_url),
      tokenUrl: text(auth.token_url),
      scopes: Array.isArray(auth.scopes) ? auth.scopes.filter((s) => typeof s === 'string').join(' ') : '',
    },
    storedSecrets: AUTH_SECRET_FIELDS[authType].filter((field) => auth[field] === SECRET_MASK),
    requestTimeout: String(
      typeof config.request_timeout === 'number' ? config.request_timeout : defaults.requestTimeout,
    ),
    retryAttempts: String(
      typeof config.retry_attempts === 'number' ? config.retry_attempts : defaults.retryAttempts,
    ),
    headers,
    responseFormat: text(config.response_format, defaults.responseFormat),
    isActive: config.is_active !== false,
    description: setting.description,
    id: setting.id,
  };
  draft.savedDestinations = destinations(draft);
  return draft;
}

/**
 * Whether a stored secret of this field is kept on save: the field is empty, the server holds one, and
 * neither the auth type nor a URL the secret is sent to changed (the server clears it then).
 */
export function keepsStoredSecret(draft: Snapshot<IntegrationDraft>, field: string): boolean {
  return (
    !draft.secrets[field] &&
    draft.storedSecrets.includes(field) &&
    AUTH_SECRET_FIELDS[draft.authType].includes(field) &&
    destinations(draft) === draft.savedDestinations
  );
}

/**
 * Whether a header row keeps the value the server holds: its value is empty, it still has the name the
 * value is stored under, and no URL the headers are sent to changed.
 */
export function keepsStoredHeader(draft: Snapshot<IntegrationDraft>, row: Snapshot<HeaderRow>): boolean {
  return (
    row.value === '' &&
    row.stored !== undefined &&
    row.stored === row.name.trim() &&
    destinations(draft) === draft.savedDestinations
  );
}

/**
 * The error entry of a header row's name (`header:{index}`) or of its value (`header:{index}:value`), so
 * each message is tied to, and takes focus to, the input it is about.
 */
export function headerErrorKey(index: number, part: 'name' | 'value'): string {
  return part === 'name' ? `header:${index}` : `header:${index}:value`;
}

/** Whether a problem with the header `name` is about its value (the rest are about its name). */
function isHeaderValueMessage(name: string, message: string): boolean {
  return (
    message === INTEGRATION_MESSAGES.headerValue ||
    message === INTEGRATION_MESSAGES.headerValueTooLong ||
    message === INTEGRATION_MESSAGES.headerValueAgain(name)
  );
}

/** Row problems: a value without a name, a name given twice (on the name); a lost stored value (on the value). */
function headerErrors(draft: IntegrationDraft): IntegrationErrors {
  const errors: IntegrationErrors = {};
  const seen = new Set<string>();
  draft.headers.forEach((row, index) => {
    const name = row.name.trim();
    if (!name) {
      if (row.value) errors[headerErrorKey(index, 'name')] = SETTING_TEXTS.headerNameRequired;
      return;
    }
    if (seen.has(name.toLowerCase())) errors[headerErrorKey(index, 'name')] = SETTING_TEXTS.headerTwice(name);
    else if (row.stored !== undefined && row.value === '' && !keepsStoredHeader(draft, row))
      errors[headerErrorKey(index, 'value')] = SETTING_TEXTS.headerValueAgain(name);
    seen.add(name.toLowerCase());
  });
  return errors;
}

/**
 * What the server would drop because a URL the secrets are sent to changed: the stored auth secret (unless
 * typed again), and the stored values of these headers (unless typed again), by name.
 */
export function secretsClearedByUrlChange(draft: Snapshot<IntegrationDraft>): {
  auth: boolean;
  headers: string[];
} {
  if (destinations(draft) === draft.savedDestinations) return { auth: false, headers: [] };
  return {
    auth:
      draft.storedSecrets.length > 0 &&
      AUTH_SECRET_FIELDS[draft.authType].some((field) => !draft.secrets[field]),
    headers: draft.headers
      .filter((row) => row.stored !== undefined && row.value === '')
      .map((row) => row.name.trim() || row.stored || ''),
  };
}

/** True when a stored secret or header value would be dropped because a URL it is sent to changed. */
export function secretClearedByUrlChange(draft: Snapshot<IntegrationDraft>): boolean {
  const cleared = secretsClearedByUrlChange(draft);
  return cleared.auth || cleared.headers.length > 0;
}

function authConfigOf(draft: IntegrationDraft): Record<string, unknown> {
  const secret = (field: string) =>
    keepsStoredSecret(draft, field) ? SECRET_MASK : (draft.secrets[field] ?? '');
  const { auth } = draft;
  switch (draft.authType) {
    case 'none':
      return {};
    case 'basic':
      return { username: auth.username.trim(), password: secret('password') };
    case 'bearer':
      return { token: secret('token') };
    case 'api_key':
      return { api_key: secret('api_key'), key_location: auth.keyLocation, key_name: auth.keyName.trim() };
    case 'hmac':
      return {
        secret_key: secret('secret_key'),
        algorithm: auth.algorithm,
        header_name: auth.headerName.trim(),
      };
    case 'oauth':
      return {
        client_id: auth.clientId.trim(),
        client_secret: secret('client_secret'),
        auth_url: auth.authUrl.trim(),
        token_url: auth.tokenUrl.trim(),
        scopes: auth.scopes.split(/[\s,]+/).filter(Boolean),
      };
  }
}

/** A whole number from an input's text, or NaN (so the schema reports the range message). */
function wholeNumber(value: string): number {
  return /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
}

export function integrationConfigOf(draft: IntegrationDraft): Record<string, unknown> {
  return {
    integration_type: draft.integrationType,
    endpoint_url: draft.endpointUrl.trim(),
    http_method: draft.httpMethod,
    auth_type: draft.authType,
    auth_config: authConfigOf(draft),
    request_timeout: wholeNumber(draft.requestTimeout),
    retry_attempts: wholeNumber(draft.retryAttempts),
    request_headers: Object.fromEntries(
      draft.headers
        .filter((row) => row.name.trim())
        .map((row) => [row.name.trim(), keepsStoredHeader(draft, row) ? SECRET_MASK : row.value]),
    ),
    response_format: draft.responseFormat,
    is_active: draft.isActive,
  };
}

export const SECRET_LABELS: Record<string, string> = {
  password: 'Password',
  token: 'Token',
  api_key: 'API key',
  secret_key: 'Secret key',
  client_secret: 'Client secret',
};

const RANGE_MESSAGES: Record<string, string> = {
  request_timeout: 'Timeout must be between 1 and 300 seconds',
  retry_attempts: 'Retry attempts must be between 0 and 10',
};

/**
 * Which error entry a problem at this path of the config belongs to: an auth_config field by its own name,
 * a header by its row's name or value input (headerErrorKey), anything else by its config field.
 */
function errorFieldOf(
  draft: Snapshot<IntegrationDraft>,
  path: readonly PropertyKey[],
  message: string,
): string {
  const [first, second] = path;
  if (first === 'auth_config' && second !== undefined) return String(second);
  if (first === 'request_headers' && typeof second === 'string') {
    const index = draft.headers.findIndex((row) => row.name.trim() === second);
    if (index >= 0) return headerErrorKey(index, isHeaderValueMessage(second, message) ? 'value' : 'name');
  }
  return String(first ?? 'config');
}

/**
 * Field errors from a refused save's details (paths like `description`, `config.endpoint_url`,
 * `config.auth_config.token`, `config.request_headers.X-Key`), for the fields this form shows; the rest
 * stay in the toast.
 */
export function integrationErrorsOf(
  draft: Snapshot<IntegrationDraft>,
  details: readonly { path: string; message: string }[],
): IntegrationErrors {
  const errors: IntegrationErrors = {};
  for (const { path, message } of details) {
    if (path === 'description') errors.description ??= message;
    const [root, field, ...rest] = path.split('.');
    if (root !== 'config' || !field) continue;
    // A header name may hold dots itself: the rest of the path is one name.
    const inner = rest.join('.');
    errors[errorFieldOf(draft, inner ? [field, inner] : [field], message)] ??= message;
  }
  return errors;
}

/** Field errors from a refused save of a general setting: its key (taken, reserved), value or description. */
export function generalErrorsOf(
  status: number,
  message: string,
  details: readonly { path: string; message: string }[],
): GeneralErrors {
  const errors: GeneralErrors = {};
  // 409: a setting with this key exists (added meanwhile by someone else).
  if (status === 409) errors.key = message;
  // A refusal without details may still name its field first ('config.value: Enter the value again ...').
  const named = /^([a-z_]+(?:\.[a-z_]+)*): (.+)$/s.exec(message);
  const all = details.length > 0 || !named ? details : [{ path: named[1] ?? '', message: named[2] ?? '' }];
  for (const detail of all) {
    if (detail.path === 'setting_key') errors.key ??= detail.message;
    else if (detail.path === 'config.value' || detail.path === 'config.data_type')
      errors.value ??= detail.message;
    else if (detail.path === 'description') errors.description ??= detail.message;
  }
  return errors;
}

/**
 * Errors by field name: the config fields (endpoint_url, request_timeout, ...) and the auth_config fields
 * (username, token, ...). Uses the model's schema, so the browser and the server agree word for word.
 */
export function validateIntegration(draft: IntegrationDraft): IntegrationErrors {
  const errors: IntegrationErrors = headerErrors(draft);
  if (!draft.integrationType) errors.integration_type = SETTING_TEXTS.typeRequired;
  const parsed = integrationConfigSchema.safeParse(integrationConfigOf(draft), { error: productErrorMap });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = errorFieldOf(draft, issue.path, issue.message);
      errors[field] ??= RANGE_MESSAGES[field] ?? issue.message;
    }
  }
  for (const field of AUTH_SECRET_FIELDS[draft.authType]) {
    if (!draft.secrets[field] && !keepsStoredSecret(draft, field)) {
      errors[field] = SETTING_TEXTS.secretRequired(SECRET_LABELS[field] ?? field);
    }
  }
  if (draft.description.length > SETTING_DESCRIPTION_MAX)
    errors.description = SETTING_TEXTS.descriptionTooLong;
  return errors;
}

export function integrationBody(draft: IntegrationDraft) {
  return {
    setting_key: ADDABLE_INTEGRATION_KEY,
    setting_name: 'Field registry',
    description: draft.description,
    config: integrationConfigOf(draft),
    // Shell §7: integration config is saved with is_encrypted true.
    is_encrypted: true,
  };
}
