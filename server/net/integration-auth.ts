// Applies an integration's auth_type to an outbound request (shell §3 auth_config shapes).
import { createHmac } from 'node:crypto';
import type { AuthType, IntegrationConfig } from '../../src/model';
import type { OutboundPolicy } from './guard';
import { expectSuccess, OutboundError, type OutboundRequest, outboundRequestOnce } from './outbound';

/** The secret each auth type cannot go without, by its auth_config field, with the name admins see. */
const REQUIRED_SECRET: Partial<Record<AuthType, { field: string; label: string }>> = {
  bearer: { field: 'token', label: 'token' },
  basic: { field: 'password', label: 'password' },
  api_key: { field: 'api_key', label: 'API key' },
  hmac: { field: 'secret_key', label: 'secret key' },
  oauth: { field: 'client_secret', label: 'client secret' },
};

export const MISSING_SECRET_MESSAGE = (authType: AuthType, label: string, field: string) =>
  `The integration's ${label} (auth_config.${field}) is not set, so nothing was sent: enter it again in ` +
  `the ${authType} authentication settings (a saved secret is cleared when the URL it is sent to changes)`;

/**
 * The refusal of an integration whose auth type needs a secret that is not stored (never entered, or
 * cleared when its URL changed): sending it would go out as 'Bearer ' or Basic of an empty password, and a
 * receiver answering 2xx to that would make a connection test look fine.
 */
export function missingSecretProblem(config: IntegrationConfig): string | undefined {
  const required = REQUIRED_SECRET[config.auth_type];
  if (!required) return undefined;
  const value = (config.auth_config as Record<string, unknown>)[required.field];
  return typeof value === 'string' && value !== ''
    ? undefined
    : MISSING_SECRET_MESSAGE(config.auth_type, required.label, required.field);
}

/**
 * Returns the request with the auth applied; refuses (an OutboundError, not retryable) an auth type whose
 * secret is missing. hmac signs the body (empty for GET) with the configured
 * algorithm and sends the hex digest in header_name; oauth fetches a client-credentials token first.
 */
export async function applyIntegrationAuth(
  config: IntegrationConfig,
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundRequest> {
  const missing = missingSecretProblem(config);
  if (missing) throw new OutboundError(missing, false);
  const headers = { ...config.request_headers, ...request.headers };
  switch (config.auth_type) {
    case 'none':
      return { ...request, headers };
    case 'bearer':
      return { ...request, headers: { ...headers, authorization: `Bearer ${config.auth_config.token}` } };
    case 'basic': {
      const { username, password } = config.auth_config;
      const encoded = Buffer.from(`${username}:${password}`).toString('base64');
      return { ...request, headers: { ...headers, authorization: `Basic ${encoded}` } };
    }
    case 'api_key': {
      const { api_key, key_location, key_name } = config.auth_config;
      if (key_location === 'header') return { ...request, headers: { ...headers, [key_name]: api_key } };
      const url = new URL(request.url);
      url.searchParams.set(key_name, api_key);
      return { ...request, url: url.toString(), headers };
    }
    case 'hmac': {
      const { secret_key, algorithm, header_name } = config.auth_config;
      const digest = createHmac(algorithm, secret_key)
        .update(request.body ?? '')
        .digest('hex');
      return { ...request, headers: { ...headers, [header_name]: digest } };
    }
    case 'oauth': {
      const { client_id, client_secret, token_url, scopes } = config.auth_config;
      const form = new URLSearchParams({ grant_type: 'client_credentials', client_id, client_secret });
      if (scopes.length) form.set('scope', scopes.join(' '));
      const answer = expectSuccess(
        await outboundRequestOnce(
          {
            url: token_url,
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
            body: form.toString(),
            timeoutMs: request.timeoutMs,
          },
          policy,
        ),
      );
      let token: unknown;
      try {
        token = (JSON.parse(answer.body) as { access_token?: unknown }).access_token;
      } catch {
        token = undefined;
      }
      if (typeof token !== 'string' || !token) {
        throw new OutboundError('The OAuth token endpoint answered no access_token', false);
      }
      return { ...request, headers: { ...headers, authorization: `Bearer ${token}` } };
    }
  }
}
