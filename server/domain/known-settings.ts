// The general settings the server itself reads, and what their values must be. One table: a setting whose
// key is here is checked by its meaning when it is saved (settings.ts), so a value the reader cannot use
// is refused then, with a message, instead of failing every webhook delivery or reCAPTCHA check later.
// Each rule is the reader's own check where it has one (the webhook signer's secret parser), so the save
// and the use never disagree. Other keys are the tenant's own and are only checked against data_type.
//
// The readers name these keys themselves (server/webhooks/store.ts, server/domain/submissions-spam.ts);
// the keys are spelled out here rather than imported, since those modules import settings.ts, and a test
// checks that both spell them the same (tests/server/setting-rules.test.ts).
import { httpUrlProblem, type SettingDataType, URL_MESSAGES } from '../../src/model';
import { signingKey, WebhookSecretError } from '../webhooks/signing';

export interface KnownSetting {
  /** The data type the reader takes the value as. */
  dataType: SettingDataType;
  /** What is wrong with a value (of that data type) for its reader; undefined when nothing is. */
  valueProblem?: (value: string) => string | undefined;
}

export const KNOWN_SETTING_MESSAGES = {
  dataType: (key: string, dataType: SettingDataType) =>
    `The setting '${key}' must have data_type ${dataType}`,
  alwaysEncrypted: (key: string) => `The setting '${key}' is a secret: it is always stored encrypted`,
} as const;

/** The signer's own parser: a secret it cannot turn into a key is refused with its words. */
function signingSecretProblem(value: string): string | undefined {
  try {
    signingKey(value);
    return undefined;
  } catch (error) {
    if (error instanceof WebhookSecretError) return error.message;
    throw error;
  }
}

/** The URL rule of every outbound target (src/model/urls.ts), and one the outbound client can parse. */
function outboundUrlProblem(value: string): string | undefined {
  return httpUrlProblem(value) ?? (URL.canParse(value.trim()) ? undefined : URL_MESSAGES.url);
}

export const KNOWN_SETTINGS: ReadonlyMap<string, KnownSetting> = new Map<string, KnownSetting>([
  // The key that signs webhook deliveries (server/webhooks/signing.ts): `whsec_` and base64, or any text.
  // Both secrets are also in the model's SECRET_SETTING_KEYS: always stored encrypted (settings.ts).
  ['webhook_signing_secret', { dataType: 'string', valueProblem: signingSecretProblem }],
  // Posted to the verify URL with every reCAPTCHA check (submissions-spam.ts).
  ['recaptcha_secret_key', { dataType: 'string' }],
  // Where reCAPTCHA tokens are verified (Google's siteverify when unset).
  ['recaptcha_verify_url', { dataType: 'string', valueProblem: outboundUrlProblem }],
]);

export function knownSetting(key: string): KnownSetting | undefined {
  return KNOWN_SETTINGS.get(key);
}
