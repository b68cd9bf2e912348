// Applies an integration's auth_type to an outbound request (shell §3 auth_config shapes).
import { createHmac } from 'node:crypto';
import type { IntegrationConfig } from '../../src/model';
import type { OutboundPolicy } from './guard';
import { expectSuccess, OutboundError, type OutboundRequest, outboundRequestOnce } from './outbound';

/**
 * Returns the request with the auth applied. hmac signs the body (empty for GET) with the configured
 * algorithm and sends the hex digest in header_name; oauth fetches a client-credentials token first.
 */
export async function applyIntegrationAuth(
  config: IntegrationConfig,
  request: OutboundRequest,
  policy: OutboundPolicy,
): Promise<OutboundRequest> {
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
