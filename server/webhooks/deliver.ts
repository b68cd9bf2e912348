// One delivery attempt: the signed request built from the payload, the integration's auth applied,
// sent through the guarded outbound client (address checked after DNS on this very attempt, the socket
// connected to the checked address, no redirects), and the answer classified.
import type { IntegrationConfig } from '../../src/model';
import type { OutboundPolicy } from '../net/guard';
import { applyIntegrationAuth } from '../net/integration-auth';
import { OutboundError, type OutboundRequest, outboundRequestOnce } from '../net/outbound';
import { standardWebhookHeaders } from './signing';

export interface AttemptOutcome {
  ok: boolean;
  /** The receiver's HTTP status; null when no answer came. */
  status: number | null;
  durationMs: number;
  error: string | null;
  /** Worth another attempt (network errors, timeouts, 408, 425, 429, 5xx). */
  retryable: boolean;
}

export interface AttemptInput {
  deliveryId: string;
  url: string;
  /** The payload as JSON text, sent and signed byte for byte. */
  body: string;
  /** Undefined for the form's own webhook URL, which has no auth. */
  integration: IntegrationConfig | undefined;
  /** The HMAC key of the webhook-signature header; undefined sends no signature. */
  key: Buffer | undefined;
  timeoutMs: number;
  nowSeconds: number;
  policy: OutboundPolicy;
}

/** A webhook carries a body: the integration's PUT or PATCH is kept, any other method becomes POST. */
export function webhookMethod(integration: IntegrationConfig | undefined): 'POST' | 'PUT' | 'PATCH' {
  const method = integration?.http_method;
  return method === 'PUT' || method === 'PATCH' ? method : 'POST';
}

/** Whether an HTTP status is worth another attempt. Redirects are not followed, so they are final. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

export async function attemptDelivery(input: AttemptInput): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const request: OutboundRequest = {
    url: input.url,
    method: webhookMethod(input.integration),
    headers: {
      'content-type': 'application/json',
      ...standardWebhookHeaders(input.deliveryId, input.nowSeconds, input.body, input.key),
    },
    body: input.body,
    timeoutMs: input.timeoutMs,
    maxResponseBytes: 1024 * 1024,
  };
  try {
    const authed = input.integration
      ? await applyIntegrationAuth(input.integration, request, input.policy)
      : request;
    const answer = await outboundRequestOnce(authed, input.policy);
    if (answer.status >= 200 && answer.status < 300) {
      return { ok: true, status: answer.status, durationMs: elapsed(), error: null, retryable: false };
    }
    const redirect = answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : '';
    return {
      ok: false,
      status: answer.status,
      durationMs: elapsed(),
      error: `The receiver answered HTTP ${answer.status}${redirect}`,
      retryable: isRetryableStatus(answer.status),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retryable = error instanceof OutboundError ? error.retryable : true;
    const status = error instanceof OutboundError ? (error.status ?? null) : null;
    return { ok: false, status, durationMs: elapsed(), error: message, retryable };
  }
}
