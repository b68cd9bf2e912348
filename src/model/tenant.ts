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

export const SETTING_DATA_TYPES = ['string', 'number', 'boolean'] as const;
export type SettingDataType = (typeof SETTING_DATA_TYPES)[number];

export const settingKeySchema = z
  .string()
  .trim()
  .min(1, 'Key is required')
  .max(200)
  .regex(/^[A-Za-z0-9_.-]*$/, 'Key may contain only letters, digits, underscores, dots and hyphens');

export const generalSettingSchema = z.strictObject({
  key: settingKeySchema,
  value: z.string().trim().min(1, 'Value is required').max(100_000),
  description: z.string().max(2000).optional(),
  data_type: z.enum(SETTING_DATA_TYPES).default('string'),
  is_encrypted: z.boolean().default(false),
});
export type GeneralSetting = z.infer<typeof generalSettingSchema>;

export const tenantSettingSchema = z.object({
  id: z.string(),
  setting_key: settingKeySchema,
  setting_name: z.string().max(200).default(''),
  description: z.string().max(2000).default(''),
  config: z.record(z.string(), z.unknown()),
  is_encrypted: z.boolean().default(false),
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

/** An absolute http(s) URL; other schemes can never be an outbound target. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), 'Must be a valid http(s) URL');

const secret = z.string().max(10_000);
export const authConfigSchemas = {
  none: z.strictObject({}),
  basic: z.strictObject({ username: z.string().min(1, 'Username is required').max(500), password: secret }),
  bearer: z.strictObject({ token: secret }),
  api_key: z.strictObject({
    api_key: secret,
    key_location: z.enum(API_KEY_LOCATIONS).default('header'),
    key_name: z.string().trim().min(1).max(200).default(API_KEY_DEFAULT_NAME),
  }),
  hmac: z.strictObject({
    secret_key: secret,
    algorithm: z.enum(HMAC_ALGORITHMS).default(HMAC_DEFAULT_ALGORITHM),
    header_name: z.string().trim().min(1).max(200).default(HMAC_DEFAULT_HEADER),
  }),
  oauth: z.strictObject({
    client_id: z.string().min(1, 'Client id is required').max(500),
    client_secret: secret,
    auth_url: httpUrlSchema,
    token_url: httpUrlSchema,
    scopes: z.array(z.string().max(200)).default([]),
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

const integrationBase = {
  integration_type: z.enum(INTEGRATION_TYPES, { error: 'Please select an integration type' }),
  endpoint_url: httpUrlSchema,
  http_method: z.enum(HTTP_METHODS).default('GET'),
  request_timeout: z
    .number()
    .int()
    .min(
      INTEGRATION_TIMEOUT_MIN,
      `Timeout must be between ${INTEGRATION_TIMEOUT_MIN} and ${INTEGRATION_TIMEOUT_MAX} seconds`,
    )
    .max(
      INTEGRATION_TIMEOUT_MAX,
      `Timeout must be between ${INTEGRATION_TIMEOUT_MIN} and ${INTEGRATION_TIMEOUT_MAX} seconds`,
    )
    .default(INTEGRATION_TIMEOUT_DEFAULT),
  retry_attempts: z
    .number()
    .int()
    .min(
      INTEGRATION_RETRIES_MIN,
      `Retry attempts must be between ${INTEGRATION_RETRIES_MIN} and ${INTEGRATION_RETRIES_MAX}`,
    )
    .max(
      INTEGRATION_RETRIES_MAX,
      `Retry attempts must be between ${INTEGRATION_RETRIES_MIN} and ${INTEGRATION_RETRIES_MAX}`,
    )
    .default(INTEGRATION_RETRIES_DEFAULT),
  request_headers: z.record(z.string().max(200), z.string().max(2000)).default({}),
  response_format: z.enum(RESPONSE_FORMATS).default('json'),
  is_active: z.boolean().default(true),
};

/** Integration config (shell §3) with the auth_config shape that its auth_type names. */
export const integrationConfigSchema = z.discriminatedUnion('auth_type', [
  z.strictObject({
    ...integrationBase,
    auth_type: z.literal('none'),
    auth_config: authConfigSchemas.none.default({}),
  }),
  z.strictObject({ ...integrationBase, auth_type: z.literal('basic'), auth_config: authConfigSchemas.basic }),
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
  z.strictObject({ ...integrationBase, auth_type: z.literal('hmac'), auth_config: authConfigSchemas.hmac }),
  z.strictObject({ ...integrationBase, auth_type: z.literal('oauth'), auth_config: authConfigSchemas.oauth }),
]);
export type IntegrationConfig = z.infer<typeof integrationConfigSchema>;
export type IntegrationConfigInput = z.input<typeof integrationConfigSchema>;
