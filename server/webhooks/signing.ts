// Standard Webhooks signatures (https://www.standardwebhooks.com): the receiver gets `webhook-id`,
// `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>` over
// "{id}.{timestamp}.{body}". The id stays the same on every attempt of one delivery, so a receiver can
// drop duplicates; the timestamp is the attempt's, so a receiver can refuse stale replays.
//
// The key: a secret written the Standard Webhooks way, `whsec_` followed by base64, is the base64-decoded
// bytes (what the reference libraries do); any other secret is used as its UTF-8 bytes, so a receiver
// keyed with the same text verifies it without knowing our conventions.
import { createHmac } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export class WebhookSecretError extends Error {}

/** The HMAC key a signing secret stands for (see the header comment). */
export function signingKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) return Buffer.from(secret, 'utf8');
  const encoded = secret.slice(SECRET_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) {
    throw new WebhookSecretError(`A ${SECRET_PREFIX} secret must be followed by base64`);
  }
  return Buffer.from(encoded, 'base64');
}

/** The `webhook-signature` value: `v1,` and the base64 HMAC-SHA256 of "{id}.{timestamp}.{body}". */
export function webhookSignature(key: Buffer, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The message id a delivery is sent under: the same for every attempt and replay of that delivery. */
export function webhookMessageId(deliveryId: string): string {
  return `msg_${deliveryId.replaceAll('-', '')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature'?: string;
}

/** The three Standard Webhooks headers; without a key the signature header is left out. */
export function standardWebhookHeaders(
  deliveryId: string,
  timestampSeconds: number,
  body: string,
  key: Buffer | undefined,
): SignedHeaders {
  const id = webhookMessageId(deliveryId);
  const headers: SignedHeaders = { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds) };
  if (key) headers['webhook-signature'] = webhookSignature(key, id, timestampSeconds, body);
  return headers;
}
