import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../../src/api/errors';

// What a call that got no answer reports: a plain sentence for people instead of the HTTP library's text
// ('[POST] "http://…/api/v1/auth/signin": <no response> Failed to fetch'), with a code that still tells a
// network failure, a timeout and the caller's own abort apart; answers keep the server's message.

function clientWith(fetch: typeof globalThis.fetch, timeoutMs?: number) {
  return createApiClient({
    serviceUrl: 'http://127.0.0.1:9',
    tenant: 'demo',
    credentials: () => ({ token: 't', signingKey: 'a2V5' }),
    fetch,
    ...(timeoutMs !== undefined && { timeoutMs }),
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A fetch that never answers until its signal aborts, as a server that hangs. */
const hangingFetch: typeof globalThis.fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

describe('API client: failures without an answer', () => {
  it('says the server cannot be reached, not the library text with the URL (code network_error)', async () => {
    const client = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(
      client.request('POST', '/api/v1/auth/signin', { body: { username: 'demo' }, authenticated: false }),
    );
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.message).toBe('Cannot reach the server. Check your connection and try again.');
    expect(error.code).toBe('network_error');
    expect(error.status).toBe(0);
    expect(error.message).not.toMatch(/Failed to fetch|127\.0\.0\.1|\[POST\]/);
    // The library's error stays available to logs.
    expect(error.cause).toBeInstanceOf(Error);
  });

  it('a closed port gives the same plain message', async () => {
    const client = createApiClient({
      serviceUrl: 'http://127.0.0.1:9',
      tenant: 'demo',
      credentials: () => null,
    });
    const error = await failureOf(client.request('GET', '/api/v1/health', { authenticated: false }));
    expect(error.code).toBe('network_error');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('a call that outlives the timeout reports code timeout, also when the caller passes a signal', async () => {
    const client = clientWith(hangingFetch, 30);
    const plain = await failureOf(client.request('GET', '/api/v1/forms'));
    expect(plain.code).toBe('timeout');
    expect(plain.message).toBe(TIMEOUT_MESSAGE);

    const withSignal = await failureOf(
      client.request('GET', '/api/v1/forms', { signal: new AbortController().signal }),
    );
    expect(withSignal.code).toBe('timeout');
  });

  it("the caller's own abort is code aborted, not a network failure", async () => {
    const client = clientWith(hangingFetch, 5000);
    const controller = new AbortController();
    const pending = client.request('GET', '/api/v1/forms', { signal: controller.signal });
    controller.abort();
    const error = await failureOf(pending);
    expect(error.code).toBe('aborted');
  });

  it("keeps the form service's prefix before the plain message", async () => {
    const client = createApiClient({
      serviceUrl: 'http://127.0.0.1:9',
      tenant: 'demo',
      credentials: () => null,
      failurePrefix: 'API request failed: ',
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failureOf(client.request('GET', '/x', { authenticated: false }));
    expect(error.message).toBe(`API request failed: ${NETWORK_ERROR_MESSAGE}`);
  });
});

describe('API client: answered failures', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/envelope') {
        response.writeHead(422, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({ error: { code: 'validation_failed', message: 'Description is too long' } }),
        );
      } else {
        response.writeHead(503, 'Service Unavailable');
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("keeps the server's message and code, and 'HTTP {status}: {statusText}' for an empty body", async () => {
    const client = createApiClient({ serviceUrl: url, tenant: 'demo', credentials: () => null });
    const envelope = await failureOf(client.request('GET', '/envelope', { authenticated: false }));
    expect(envelope.message).toBe('Description is too long');
    expect(envelope.code).toBe('validation_failed');
    expect(envelope.status).toBe(422);
    const empty = await failureOf(client.request('GET', '/empty', { authenticated: false }));
    expect(empty.message).toBe('HTTP 503: Service Unavailable');
    expect(empty.status).toBe(503);
  });
});
