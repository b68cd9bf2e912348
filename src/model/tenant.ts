import { z } from 'zod';
import {
  API_KEY_DEFAULT_NAME,
  HMAC_DEFAULT_ALGORITHM,
  HMAC_DEFAULT_HEADER,
  INTEGRATION_RETRIES_DEFAULT,
  INTEGRATION_RETRIES_MAX,
  INTEGRATION_RETRIES_MIN,
  INTEGRATION_TIMEOUT_DEFAULT,
  INTEGRATION_TIMEOUT_MAX,
  INTEGRATION_TIMEOUT_MIN,
} from './constants';
import { requiredTextError } from './messages';
import { isHttpUrl, urlHasCredentials } from './urls';

export const SETTING_DATA_TYPES = ['string', 'number', 'boolean'] as const;
export type SettingDataType = (typeof SETTING_DATA_TYPES)[number];

export const SETTING_KEY_MAX = 200;
export const SETTING_NAME_MAX = 200;
export const SETTING_DESCRIPTION_MAX = 2000;
export const SETTING_VALUE_MAX = 100_000;

/**
 * Keys the settings API cannot hold, since they are paths of its own ('/tenant-settings/registry',
 * '/batch', '/bulk', '/upsert', '/id/{id}'). The server refuses them; a client can check them first.
 */
export const RESERVED_SETTING_KEYS = ['registry', 'batch', 'bulk', 'upsert', 'id'] as const;

/**
 * General settings that are secrets the server uses (the webhook signing secret, the reCAPTCHA secret):
 * always stored encrypted, whatever is_encrypted says, since every member of the tenant reads its settings.
 */
export const SECRET_SETTING_KEYS = ['webhook_signing_secret', 'recaptcha_secret_key'] as const;

export function isSecretSettingKey(key: string): boolean {
  return (SECRET_SETTING_KEYS as readonly string[]).includes(key.trim());
}

export function isReservedSettingKey(key: string): boolean {
  return (RESERVED_SETTING_KEYS as readonly string[]).includes(key);
}

/** The messages of the settings rules, word for word the same in the browser and on the server. */
export const SETTING_RULE_MESSAGES = {
  keyRequired: 'Key is required',
  keyText: 'Key must be text',
  keyTooLong: `Key must be at most ${SETTING_KEY_MAX} characters`,
  keyCharacters: 'Key may contain only letters, digits, underscores, dots and hyphens',
  keyStart: 'Key must start with a letter, a digit or an underscore',
  keyReserved: (key: string) => `The setting key '${key}' is reserved`,
  nameTooLong: `Name must be at most ${SETTING_NAME_MAX} characters`,
  descriptionTooLong: `Description must be at most ${SETTING_DESCRIPTION_MAX} characters`,
  valueRequired: 'Value is required',
  valueText: "Value must be text: send a number or a boolean as text too, such as '12' or 'true'",
  valueTooLong: `Value must be at most ${SETTING_VALUE_MAX} characters`,
  dataType: `Data type must be one of ${SETTING_DATA_TYPES.join(', ')}`,
  encryptedFlag: 'is_encrypted must be true or false',
  configObject: 'Must be a JSON object',
} as const;

// The character rule allows '' (the required rule reports it), and the start rule refuses a key of dots
// (or one starting with a dot or a hyphen): '.' and '..' are normalised out of a URL, so such a setting
// could be created but never read or deleted by its key.
export const settingKeySchema = z
  .string({ error: requiredTextError(SETTING_RULE_MESSAGES.keyRequired, SETTING_RULE_MESSAGES.keyText) })
  .trim()
  .min(1, SETTING_RULE_MESSAGES.keyRequired)
  .max(SETTING_KEY_MAX, SETTING_RULE_MESSAGES.keyTooLong)
  .regex(/^[A-Za-z0-9_.-]*$/, SETTING_RULE_MESSAGES.keyCharacters)
  .regex(/^(?![.-])/, SETTING_RULE_MESSAGES.keyStart);

export const settingNameSchema = z
  .string({ error: 'Name must be text' })
  .max(SETTING_NAME_MAX, SETTING_RULE_MESSAGES.nameTooLong);
export const settingDescriptionSchema = z
  .string({ error: 'Description must be text' })
  .max(SETTING_DESCRIPTION_MAX, SETTING_RULE_MESSAGES.descriptionTooLong);
export const settingDataTypeSchema = z.enum(SETTING_DATA_TYPES, { error: SETTING_RULE_MESSAGES.dataType });

export const generalSettingSchema = z.strictObject({
  key: settingKeySchema,
  value: z
    .string({
      error: requiredTextError(SETTING_RULE_MESSAGES.valueRequired, SETTING_RULE_MESSAGES.valueText),
    })
    .trim()
    .min(1, SETTING_RULE_MESSAGES.valueRequired)
    .max(SETTING_VALUE_MAX, SETTING_RULE_MESSAGES.valueTooLong),
  description: settingDescriptionSchema.optional(),
  data_type: settingDataTypeSchema.default('string'),
  is_encrypted: z.boolean({ error: SETTING_RULE_MESSAGES.encryptedFlag }).default(false),
});
export type GeneralSetting = z.infer<typeof generalSettingSchema>;

/** A setting as the API answers it. The key is read as stored: a row saved under an older key rule shows. */
export const tenantSettingSchema = z.object({
  id: z.string(),
  setting_key: z.string(),
  setting_name: settingNameSchema.default(''),
  description: settingDescriptionSchema.default(''),
  config: z.record(z.string(), z.unknown(), { error: SETTING_RULE_MESSAGES.configObject }),
  is_encrypted: z.boolean({ error: SETTING_RULE_MESSAGES.encryptedFlag }).default(false),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});
export type TenantSetting = z.infer<typeof tenantSettingSchema>;

export const INTEGRATION_TYPES = ['api_endpoint', 'webhook', 'database', 'file_sync'] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const AUTH_TYPES = ['none', 'bearer', 'api_key', 'basic', 'oauth', 'hmac'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];
export const RESPONSE_FORMATS = ['json', 'xml', 'csv', 'text'] as const;
export const HMAC_ALGORITHMS = ['sha256', 'sha512', 'md5'] as const;
export const API_KEY_LOCATIONS = ['header', 'query'] as const;
export const HEADER_NAME_MAX = 200;
export const HEADER_VALUE_MAX = 2000;

/** A header name is an HTTP token (RFC 9110 §5.1). */
export const HEADER_NAME_PATTERN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Headers the HTTP client sets for the connection itself: an integration's request_headers may not name
 * them (in any case), since sending them as configured would break or smuggle the request.
 */
export const TRANSPORT_HEADERS = [
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
] as const;

export const INTEGRATION_MESSAGES = {
  url: 'Must be a valid http(s) URL',
  urlTooLong: 'URL must be at most 2000 characters',
  urlCredentials: 'Put credentials in the authentication settings, not in the URL',
  authType: `Authentication type must be one of ${AUTH_TYPES.join(', ')}`,
  authConfig: 'auth_config must be an object',
  usernameRequired: 'Username is required',
  usernameText: 'Username must be text',
  usernameTooLong: 'Username must be at most 500 characters',
  secretTooLong: (label: string) => `${label} must be at most 10000 characters`,
  keyLocation: `Key location must be one of ${API_KEY_LOCATIONS.join(', ')}`,
  keyNameRequired: 'Key name is required',
  keyNameText: 'Key name must be text',
  keyNameTooLong: 'Key name must be at most 200 characters',
  algorithm: `Algorithm must be one of ${HMAC_ALGORITHMS.join(', ')}`,
  signatureHeaderRequired: 'Signature header is required',
  signatureHeaderText: 'Signature header must be text',
  signatureHeaderTooLong: 'Signature header must be at most 200 characters',
  clientIdRequired: 'Client id is required',
  clientIdText: 'Client id must be text',
  clientIdTooLong: 'Client id must be at most 500 characters',
  scopes: 'Scopes must be a list of texts',
  scopeTooLong: 'A scope must be at most 200 characters',
  httpMethod: `HTTP method must be one of ${HTTP_METHODS.join(', ')}`,
  timeout: `Timeout must be between ${INTEGRATION_TIMEOUT_MIN} and ${INTEGRATION_TIMEOUT_MAX} seconds`,
  retries: `Retry attempts must be between ${INTEGRATION_RETRIES_MIN} and ${INTEGRATION_RETRIES_MAX}`,
  responseFormat: `Response format must be one of ${RESPONSE_FORMATS.join(', ')}`,
  activeFlag: 'is_active must be true or false',
  headers: 'Request headers must be an object of names and values',
  headerNameRequired: 'Header name is required',
  headerNameTooLong: `Header name must be at most ${HEADER_NAME_MAX} characters`,
  headerNameCharacters: "Header name may contain only letters, digits and !#$%&'*+.^_`|~-",
  headerValue: 'Header value must be text',
  headerValueTooLong: `Header value must be at most ${HEADER_VALUE_MAX} characters`,
  headerTwice: (name: string) => `The header '${name}' is given twice`,
  headerTransport: (name: string) =>
    `The header '${name}' is set by the HTTP connection and cannot be configured`,
  headerAuth: (name: string) => `The header '${name}' is set by the authentication and cannot be configured`,
  headerValueAgain: (name: string) => `Enter the value of the header '${name}' again`,
  headerCharacters: (label: string) =>
    `${label} may not contain line breaks or characters beyond Latin-1 (such as €)`,
} as const;

/**
 * What an HTTP header value can carry (Node's client refuses anything else when it sends the request):
 * tab, printable ASCII and Latin-1. A value with a line break or a '€' would be saved, then fail every
 * call of the integration.
 */
export function headerValueProblem(label: string, value: string): string | undefined {
  return /[^\t\x20-\x7e\x80-\xff]/.test(value) ? INTEGRATION_MESSAGES.headerCharacters(label) : undefined;
}

/**
 * An absolute http(s) URL; other schemes can never be an outbound target. Credentials in it are refused:
 * a URL is returned in clear to every member, while the authentication settings keep secrets encrypted.
 */
export const httpUrlSchema = z
  .string({ error: INTEGRATION_MESSAGES.url })
  .trim()
  .max(2000, INTEGRATION_MESSAGES.urlTooLong)
  .refine(isHttpUrl, INTEGRATION_MESSAGES.url)
  .refine((value) => !urlHasCredentials(value), INTEGRATION_MESSAGES.urlCredentials);

const secret = (label: string) =>
  z.string({ error: `${label} must be text` }).max(10_000, INTEGRATION_MESSAGES.secretTooLong(label));
const authConfigObject = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? INTEGRATION_MESSAGES.authConfig : undefined),
  });
export const authConfigSchemas = {
  none: authConfigObject({}),
  basic: authConfigObject({
    username: z
      .string({
        error: requiredTextError(INTEGRATION_MESSAGES.usernameRequired, INTEGRATION_MESSAGES.usernameText),
      })
      .min(1, INTEGRATION_MESSAGES.usernameRequired)
      .max(500, INTEGRATION_MESSAGES.usernameTooLong),
    password: secret('Password'),
  }),
  bearer: authConfigObject({ token: secret('Token') }),
  api_key: authConfigObject({
    api_key: secret('API key'),
    key_location: z.enum(API_KEY_LOCATIONS, { error: INTEGRATION_MESSAGES.keyLocation }).default('header'),
    key_name: z
      .string({
        error: requiredTextError(INTEGRATION_MESSAGES.keyNameRequired, INTEGRATION_MESSAGES.keyNameText),
      })
      .trim()
      .min(1, INTEGRATION_MESSAGES.keyNameRequired)
      .max(200, INTEGRATION_MESSAGES.keyNameTooLong)
      .default(API_KEY_DEFAULT_NAME),
  }),
  hmac: authConfigObject({
    secret_key: secret('Secret key'),
    algorithm: z
      .enum(HMAC_ALGORITHMS, { error: INTEGRATION_MESSAGES.algorithm })
      .default(HMAC_DEFAULT_ALGORITHM),
    header_name: z
      .string({
        error: requiredTextError(
          INTEGRATION_MESSAGES.signatureHeaderRequired,
          INTEGRATION_MESSAGES.signatureHeaderText,
        ),
      })
      .trim()
      .min(1, INTEGRATION_MESSAGES.signatureHeaderRequired)
      .max(200, INTEGRATION_MESSAGES.signatureHeaderTooLong)
      .default(HMAC_DEFAULT_HEADER),
  }),
  oauth: authConfigObject({
    client_id: z
      .string({
        error: requiredTextError(INTEGRATION_MESSAGES.clientIdRequired, INTEGRATION_MESSAGES.clientIdText),
      })
      .min(1, INTEGRATION_MESSAGES.clientIdRequired)
      .max(500, INTEGRATION_MESSAGES.clientIdTooLong),
    client_secret: secret('Client secret'),
    auth_url: httpUrlSchema,
    token_url: httpUrlSchema,
    scopes: z
      .array(z.string({ error: INTEGRATION_MESSAGES.scopes }).max(200, INTEGRATION_MESSAGES.scopeTooLong), {
        error: INTEGRATION_MESSAGES.scopes,
      })
      .default([]),
  }),
} as const satisfies Record<AuthType, z.ZodType>;
export type AuthConfigOf<T extends AuthType> = z.infer<(typeof authConfigSchemas)[T]>;
export type AuthConfig = { [T in AuthType]: AuthConfigOf<T> }[AuthType];

/** The fields of each auth_config shape that are secrets: encrypted at rest, never returned in clear. */
export const AUTH_SECRET_FIELDS: Readonly<Record<AuthType, readonly string[]>> = {
  none: [],
  basic: ['password'],
  bearer: ['token'],
  api_key: ['api_key'],
  hmac: ['secret_key'],
  oauth: ['client_secret'],
};

/** The problem with one request header name, or undefined; `seen` holds the lower-cased names before it. */
function headerNameProblem(name: string, seen: ReadonlySet<string>): string | undefined {
  if (name === '') return INTEGRATION_MESSAGES.headerNameRequired;
  if (name.length > HEADER_NAME_MAX) return INTEGRATION_MESSAGES.headerNameTooLong;
  if (!HEADER_NAME_PATTERN.test(name)) return INTEGRATION_MESSAGES.headerNameCharacters;
  const lower = name.toLowerCase();
  if ((TRANSPORT_HEADERS as readonly string[]).includes(lower))
    return INTEGRATION_MESSAGES.headerTransport(name);
  if (seen.has(lower)) return INTEGRATION_MESSAGES.headerTwice(name);
  return undefined;
}

/**
 * Request headers, name to value. Names are HTTP tokens, case-insensitive (so 'X-Key' and 'x-key' are the
 * same header, given twice), and never a header of the connection. Every value is a secret at rest: the
 * server stores and answers the mask in its place (or '' for an empty value).
 */
export const requestHeadersSchema = z
  .record(
    z.string(),
    z
      .string({ error: INTEGRATION_MESSAGES.headerValue })
      .max(HEADER_VALUE_MAX, INTEGRATION_MESSAGES.headerValueTooLong),
    { error: INTEGRATION_MESSAGES.headers },
  )
  .superRefine((headers, ctx) => {
    const seen = new Set<string>();
    for (const name of Object.keys(headers)) {
      const problem = headerNameProblem(name, seen);
      if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem, input: name });
      seen.add(name.toLowerCase());
    }
  });

const integrationBase = {
  integration_type: z.enum(INTEGRATION_TYPES, { error: 'Please select an integration type' }),
  endpoint_url: httpUrlSchema,
  http_method: z.enum(HTTP_METHODS, { error: INTEGRATION_MESSAGES.httpMethod }).default('GET'),
  request_timeout: z
    .number({ error: INTEGRATION_MESSAGES.timeout })
    .int(INTEGRATION_MESSAGES.timeout)
    .min(INTEGRATION_TIMEOUT_MIN, INTEGRATION_MESSAGES.timeout)
    .max(INTEGRATION_TIMEOUT_MAX, INTEGRATION_MESSAGES.timeout)
    .default(INTEGRATION_TIMEOUT_DEFAULT),
  retry_attempts: z
    .number({ error: INTEGRATION_MESSAGES.retries })
    .int(INTEGRATION_MESSAGES.retries)
    .min(INTEGRATION_RETRIES_MIN, INTEGRATION_MESSAGES.retries)
    .max(INTEGRATION_RETRIES_MAX, INTEGRATION_MESSAGES.retries)
    .default(INTEGRATION_RETRIES_DEFAULT),
  request_headers: requestHeadersSchema.default({}),
  response_format: z.enum(RESPONSE_FORMATS, { error: INTEGRATION_MESSAGES.responseFormat }).default('json'),
  is_active: z.boolean({ error: INTEGRATION_MESSAGES.activeFlag }).default(true),
};

/** The header an auth type sets on the request (api_key only when it goes in a header), if any. */
export function authHeaderName(config: IntegrationConfig): string | undefined {
  switch (config.auth_type) {
    case 'bearer':
    case 'basic':
    case 'oauth':
      return 'Authorization';
    case 'api_key':
      return config.auth_config.key_location === 'header' ? config.auth_config.key_name : undefined;
    case 'hmac':
      return config.auth_config.header_name;
    case 'none':
      return undefined;
  }
}

/** Integration config (shell §3) with the auth_config shape that its auth_type names. */
export const integrationConfigSchema = z
  .discriminatedUnion(
    'auth_type',
    [
      z.strictObject({
        ...integrationBase,
        auth_type: z.literal('none'),
        auth_config: authConfigSchemas.none.default({}),
      }),
      z.strictObject({
        ...integrationBase,
        auth_type: z.literal('basic'),
        auth_config: authConfigSchemas.basic,
      }),
      z.strictObject({
        ...integrationBase,
        auth_type: z.literal('bearer'),
        auth_config: authConfigSchemas.bearer,
      }),
      z.strictObject({
        ...integrationBase,
        auth_type: z.literal('api_key'),
        auth_config: authConfigSchemas.api_key,
      }),
      z.strictObject({
        ...integrationBase,
        auth_type: z.literal('hmac'),
        auth_config: authConfigSchemas.hmac,
      }),
      z.strictObject({
        ...integrationBase,
        auth_type: z.literal('oauth'),
        auth_config: authConfigSchemas.oauth,
      }),
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? INTEGRATION_MESSAGES.authType : undefined) },
  )
  .superRefine((config, ctx) => {
    // The auth's own header would replace the configured one: refuse it rather than drop it unseen.
    const reserved = authHeaderName(config)?.toLowerCase();
    if (!reserved) return;
    for (const name of Object.keys(config.request_headers)) {
      if (name.toLowerCase() === reserved) {
        ctx.addIssue({
          code: 'custom',
          path: ['request_headers', name],
          message: INTEGRATION_MESSAGES.headerAuth(name),
          input: name,
        });
      }
    }
  });
export type IntegrationConfig = z.infer<typeof integrationConfigSchema>;
export type IntegrationConfigInput = z.input<typeof integrationConfigSchema>;
