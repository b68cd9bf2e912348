// The pure parts of webhook delivery: Standard Webhooks signatures (checked against a receiver-side
// verification written here with node:crypto only), the signing-secret convention, the retry schedule and
// the method a webhook is sent with.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attemptsAllowed, MAX_RETRY_DELAY_MS, mayRetry, retryDelayMs } from '../../server/webhooks/backoff';
import { isRetryableStatus, webhookMethod } from '../../server/webhooks/deliver';
import {
  SECRET_PREFIX,
  signingKey,
  standardWebhookHeaders,
  WebhookSecretError,
  webhookMessageId,
  webhookSignature,
} from '../../server/webhooks/signing';

/** What a receiver following the Standard Webhooks spec does with the three headers. */
function receiverAccepts(secret: string, headers: Record<string, string | undefined>, body: string): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return false;
  const key = secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, mac] = entry.split(',', 2);
    const given = Buffer.from(mac ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const DELIVERY = '0b6f3c8e-8f52-4a47-9d0e-3d7f6f1c2a10';

describe('Standard Webhooks signatures', () => {
  it('match the example of the Standard Webhooks specification byte for byte', () => {
    const key = signingKey('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(webhookSignature(key, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}')).toBe(
      'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    );
  });

  it('are accepted by a receiver holding the same secret, for whsec_ and plain secrets alike', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .uint8Array({ minLength: 24, maxLength: 64 })
            .map((b) => `whsec_${Buffer.from(b).toString('base64')}`),
          fc.string({ minLength: 1, maxLength: 80 }),
        ),
        fc.string({ maxLength: 500 }),
        fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }),
        (secret, body, timestamp) => {
          const headers = standardWebhookHeaders(DELIVERY, timestamp, body, signingKey(secret));
          expect(receiverAccepts(secret, { ...headers }, body)).toBe(true);
        },
      ),
    );
  });

  it('are refused by a receiver once the body, timestamp or secret differ', () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const headers = standardWebhookHeaders(DELIVERY, 1_700_000_000, '{"a":1}', signingKey(secret));
    expect(receiverAccepts(secret, { ...headers }, '{"a":2}')).toBe(false);
    expect(receiverAccepts(secret, { ...headers, 'webhook-timestamp': '1700000001' }, '{"a":1}')).toBe(false);
    expect(receiverAccepts(`whsec_${randomBytes(32).toString('base64')}`, { ...headers }, '{"a":1}')).toBe(
      false,
    );
  });

  it('keep one message id per delivery, shaped msg_…, on every attempt', () => {
    const first = standardWebhookHeaders(DELIVERY, 1_700_000_000, '{}', undefined);
    const second = standardWebhookHeaders(DELIVERY, 1_700_000_100, '{}', undefined);
    expect(first['webhook-id']).toBe(second['webhook-id']);
    expect(first['webhook-id']).toBe(webhookMessageId(DELIVERY));
    expect(first['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
  });

  it('are left out when there is no secret, while id and timestamp are still sent', () => {
    const headers = standardWebhookHeaders(DELIVERY, 1_700_000_000, '{}', undefined);
    expect(headers).toEqual({ 'webhook-id': webhookMessageId(DELIVERY), 'webhook-timestamp': '1700000000' });
  });

  it('refuse a whsec_ secret that is not followed by base64', () => {
    expect(() => signingKey(`${SECRET_PREFIX}not base64!`)).toThrow(WebhookSecretError);
    expect(signingKey('plain text secret')).toEqual(Buffer.from('plain text secret'));
  });
});

describe('the retry schedule', () => {
  it('doubles from the base per attempt, with at most half of each delay random', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, () => 0.999_999)).toBe(1000);
    expect(retryDelayMs(2, 1000, () => 0)).toBe(1000);
    expect(retryDelayMs(3, 1000, () => 0)).toBe(2000);
    expect(retryDelayMs(4, 1000, () => 0.5)).toBe(6000);
  });

  it('never waits longer than an hour, however many attempts failed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (n, r) => {
          const delay = retryDelayMs(n, 10_000, () => r);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS);
        },
      ),
    );
  });

  it('allows 1 + retry_attempts attempts, and only for retryable failures', () => {
    expect(attemptsAllowed(3)).toBe(4);
    expect(mayRetry(3, 3, true)).toBe(true);
    expect(mayRetry(4, 3, true)).toBe(false);
    expect(mayRetry(1, 3, false)).toBe(false);
    expect(mayRetry(1, 0, true)).toBe(false);
  });

  it('retries timeouts-like statuses and server errors, not redirects or client errors', () => {
    for (const status of [408, 425, 429, 500, 502, 503]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [301, 302, 307, 400, 401, 403, 404, 410, 422]) {
      expect(isRetryableStatus(status)).toBe(false);
    }
  });
});

describe('the webhook request', () => {
  it('send with POST unless the integration asks for PUT or PATCH', () => {
    expect(webhookMethod(undefined)).toBe('POST');
    const base = { endpoint_url: 'https://x.example', auth_type: 'none' } as const;
    for (const [method, expected] of [
      ['GET', 'POST'],
      ['DELETE', 'POST'],
      ['POST', 'POST'],
      ['PUT', 'PUT'],
      ['PATCH', 'PATCH'],
    ] as const) {
      const config = { ...base, http_method: method } as unknown as Parameters<typeof webhookMethod>[0];
      expect(webhookMethod(config)).toBe(expected);
    }
  });
});
