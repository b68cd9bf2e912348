import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRY_RETRY_AFTER_SECONDS } from '../../server/domain/registry';
import { refusalReason } from '../../server/net/guard';
import { registrySchema } from '../../src/model';
import { FakeEndpoint } from './support/fake-endpoint';
import { setupHarness } from './support/harness';

const h = setupHarness({ outboundRetryBaseMs: 1, registryTtlSeconds: 60 });
const fake = new FakeEndpoint();
let base = '';

const CATALOG = {
  customers: {
    table_type: 'array',
    columns: [
      {
        id: 'email',
        displayName: 'E-mail',
        isVisible: true,
        additionalMetadata: { tableName: 'customers', fieldName: 'email' },
      },
    ],
  },
};

beforeAll(async () => {
  base = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(async () => {
  await h.reseed();
  fake.received.length = 0;
  fake.reply = () => ({ status: 200, body: CATALOG });
  h.deps.config.allowLoopbackOutbound = true;
});

const integration = (extra: Record<string, unknown> = {}) => ({
  config: {
    integration_type: 'api_endpoint',
    endpoint_url: `${base}/catalog`,
    auth_type: 'bearer',
    auth_config: { token: 'registry-token' },
    retry_attempts: 0,
    request_timeout: 5,
    ...extra,
  },
});

describe('registry', () => {
  it('answers an empty registry when nothing is configured', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {},
      meta: { source: 'none', fetched_at: null, stale: false, error: null },
    });
  });

  it('serves the stored document under the registry base path and the API path', async () => {
    const demo = await h.signIn('demo');
    const stored = await demo.put('/api/v1/tenant-settings/registry', CATALOG);
    expect(stored.status).toBe(200);
    const viewer = await h.signIn('viewer');
    for (const path of ['/registry/tenant-settings/registry', '/api/v1/tenant-settings/registry']) {
      const answer = await viewer.get(path);
      expect(answer.body.data).toMatchObject(CATALOG);
      expect(answer.body.meta?.source).toBe('stored');
    }
  });

  it('validates a stored registry document', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put('/api/v1/tenant-settings/registry', { customers: { columns: 'email' } });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe('customers.columns: Must be a list');
  });

  it('requires a signed request on the registry path like on every other', async () => {
    const demo = await h.signIn('demo');
    const unsigned = await demo.get('/registry/tenant-settings/registry', { omit: ['x-signature'] });
    expect(unsigned.status).toBe(401);
    const otherPath = await demo.get('/registry/tenant-settings/registry', {
      signPath: '/api/v1/tenant-settings/registry',
    });
    expect(otherPath.body.error?.message).toBe('Invalid request signature');
  });

  it('fetches from the active field_registry integration with its bearer token and caches the copy', async () => {
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const first = await demo.get('/registry/tenant-settings/registry');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject(CATALOG);
    expect(first.body.meta).toMatchObject({ source: 'integration', stale: false, error: null });
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ method: 'GET', url: '/catalog' });
    expect(fake.received[0]?.headers.authorization).toBe('Bearer registry-token');
    await demo.get('/registry/tenant-settings/registry');
    expect(fake.received).toHaveLength(1);
    h.advance(61);
    await demo.get('/registry/tenant-settings/registry');
    expect(fake.received).toHaveLength(2);
    await demo.get('/registry/tenant-settings/registry?refresh=true');
    expect(fake.received).toHaveLength(3);
  });

  it('lets only a tenant admin refresh: a member gets 403 and still reads the cached copy', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    expect((await editor.get('/api/v1/tenant-settings/registry')).body.data).toMatchObject(CATALOG);
    expect(fake.received).toHaveLength(1);
    const message =
      'Only a tenant admin can refresh the registry: read it without refresh=true to get the cached copy';
    for (const path of ['/api/v1/tenant-settings/registry', '/registry/tenant-settings/registry']) {
      for (let i = 0; i < 3; i += 1) {
        const refused = await editor.get(`${path}?refresh=true`);
        expect(refused.status).toBe(403);
        expect(refused.body.error).toEqual({ code: 'forbidden', message });
      }
    }
    // No fetch was started for them; without refresh they get the cached copy as before.
    expect(fake.received).toHaveLength(1);
    const cached = await editor.get('/registry/tenant-settings/registry?refresh=false');
    expect(cached.status).toBe(200);
    expect(cached.body.meta).toMatchObject({ source: 'integration', stale: false });
    expect(fake.received).toHaveLength(1);
    // An admin's refresh fetches now.
    expect((await demo.get('/api/v1/tenant-settings/registry?refresh=true')).status).toBe(200);
    expect(fake.received).toHaveLength(2);
    // Without an integration a member's refresh is refused too: the rule does not depend on the source.
    await demo.delete('/api/v1/tenant-settings/field_registry');
    expect((await editor.get('/api/v1/tenant-settings/registry?refresh=true')).status).toBe(403);
  });

  it.each([
    [
      'basic',
      { username: 'svc', password: 'pw' },
      (r: { headers: Record<string, unknown> }) =>
        expect(r.headers.authorization).toBe(`Basic ${Buffer.from('svc:pw').toString('base64')}`),
    ],
    [
      'api_key',
      { api_key: 'k1', key_name: 'X-Key' },
      (r: { headers: Record<string, unknown> }) => expect(r.headers['x-key']).toBe('k1'),
    ],
    [
      'api_key',
      { api_key: 'k2', key_location: 'query', key_name: 'apikey' },
      (r: { url?: string }) => expect(r.url).toBe('/catalog?apikey=k2'),
    ],
    [
      'hmac',
      { secret_key: 'hs' },
      (r: { headers: Record<string, unknown> }) =>
        expect(r.headers['x-hmac-signature']).toBe(createHmac('sha256', 'hs').update('').digest('hex')),
    ],
  ])('calls the endpoint with %s auth', async (authType, authConfig, check) => {
    const demo = await h.signIn('demo');
    await demo.put(
      '/api/v1/tenant-settings/field_registry',
      integration({ auth_type: authType, auth_config: authConfig }),
    );
    expect((await demo.get('/registry/tenant-settings/registry')).status).toBe(200);
    check(fake.received[0] as never);
  });

  it('gets an OAuth client-credentials token first', async () => {
    fake.reply = (r) =>
      r.url === '/token' ? { body: { access_token: 'at-1', expires_in: 60 } } : { body: CATALOG };
    const demo = await h.signIn('demo');
    await demo.put(
      '/api/v1/tenant-settings/field_registry',
      integration({
        auth_type: 'oauth',
        auth_config: {
          client_id: 'cid',
          client_secret: 'cs',
          auth_url: `${base}/auth`,
          token_url: `${base}/token`,
          scopes: ['a', 'b'],
        },
      }),
    );
    expect((await demo.get('/registry/tenant-settings/registry')).status).toBe(200);
    expect(Object.fromEntries(new URLSearchParams(fake.received[0]?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'cid',
      client_secret: 'cs',
      scope: 'a b',
    });
    expect(fake.received[1]?.headers.authorization).toBe('Bearer at-1');
  });

  it('retries a failing endpoint retry_attempts times, then reports the error when there is no copy', async () => {
    fake.reply = () => ({ status: 503, body: { error: 'down' } });
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration({ retry_attempts: 2 }));
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(fake.received).toHaveLength(3);
    expect(answer.status).toBe(502);
    expect(answer.body.error).toEqual({
      code: 'registry_unavailable',
      message: 'Registry fetch failed: The endpoint answered HTTP 503',
    });
  });

  it('waits 30 s after a failed fetch before reads fetch again; a refresh or a saved integration does not', async () => {
    fake.reply = () => ({ status: 503, body: { error: 'down' } });
    const demo = await h.signIn('demo');
    const viewer = await h.signIn('viewer');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const failed = {
      code: 'registry_unavailable',
      message: 'Registry fetch failed: The endpoint answered HTTP 503',
    };
    expect((await viewer.get('/registry/tenant-settings/registry')).body.error).toEqual(failed);
    expect(fake.received).toHaveLength(1);
    h.advance(REGISTRY_RETRY_AFTER_SECONDS - 1);
    const again = await viewer.get('/registry/tenant-settings/registry');
    expect({ status: again.status, error: again.body.error }).toEqual({ status: 502, error: failed });
    expect(fake.received).toHaveLength(1);
    h.advance(1);
    await viewer.get('/registry/tenant-settings/registry');
    expect(fake.received).toHaveLength(2);

    // An admin's refresh fetches at once, and a fixed integration is tried at the next read.
    await demo.get('/registry/tenant-settings/registry?refresh=true');
    expect(fake.received).toHaveLength(3);
    fake.reply = () => ({ status: 200, body: CATALOG });
    await demo.put('/api/v1/tenant-settings/field_registry', integration({ request_timeout: 6 }));
    const fixed = await viewer.get('/registry/tenant-settings/registry');
    expect(fake.received).toHaveLength(4);
    expect(fixed.body.data).toMatchObject(CATALOG);
  });

  it('serves the last good copy, marked stale with the error, when a later fetch fails', async () => {
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    await demo.get('/registry/tenant-settings/registry');
    fake.reply = () => ({ status: 404, body: {} });
    const answer = await demo.get('/registry/tenant-settings/registry?refresh=true');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(CATALOG);
    expect(answer.body.meta).toMatchObject({ stale: true, error: 'The endpoint answered HTTP 404' });
  });

  it('gives up after request_timeout seconds', async () => {
    fake.reply = () => ({ delayMs: 1500, body: CATALOG });
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration({ request_timeout: 1 }));
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toBe('Registry fetch failed: Timed out after 1000 ms');
  });

  it('refuses an invalid registry answer', async () => {
    fake.reply = () => ({ body: { customers: { columns: 5 } } });
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toMatch(
      /^Registry fetch failed: The registry endpoint answered an invalid registry/,
    );
  });

  it('serves the stored document again once the integration is inactive', async () => {
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/registry', { stored: { columns: [] } });
    await demo.put('/api/v1/tenant-settings/field_registry', integration({ is_active: false }));
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.body.meta?.source).toBe('stored');
    expect(fake.received).toHaveLength(0);
  });

  it('refuses to call a loopback endpoint unless loopback is allowed', async () => {
    h.deps.config.allowLoopbackOutbound = false;
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toBe(
      'Registry fetch failed: Refused to connect to 127.0.0.1: loopback address 127.0.0.1',
    );
    expect(fake.received).toHaveLength(0);
  });

  it('checks the addresses a host name resolves to, at connect time', async () => {
    h.deps.config.allowLoopbackOutbound = false;
    const demo = await h.signIn('demo');
    await demo.put(
      '/api/v1/tenant-settings/field_registry',
      integration({ endpoint_url: base.replace('127.0.0.1', 'localhost') }),
    );
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toMatch(
      /^Registry fetch failed: Refused to connect to localhost: loopback address/,
    );
    expect(fake.received).toHaveLength(0);
  });
});

describe('the outbound address guard', () => {
  it.each([
    ['10.1.2.3', 'private or reserved address 10.1.2.3'],
    ['169.254.169.254', 'private or reserved address 169.254.169.254'],
    ['192.168.0.10', 'private or reserved address 192.168.0.10'],
    ['172.20.0.1', 'private or reserved address 172.20.0.1'],
    ['100.64.0.1', 'private or reserved address 100.64.0.1'],
    ['0.0.0.0', 'private or reserved address 0.0.0.0'],
    ['127.0.0.1', 'loopback address 127.0.0.1'],
    ['::1', 'loopback address ::1'],
    ['::ffff:127.0.0.1', 'loopback address 127.0.0.1'],
    ['::ffff:10.0.0.1', 'private or reserved address 10.0.0.1'],
    ['fd00::1', 'private or reserved address fd00::1'],
    ['fe80::1', 'private or reserved address fe80::1'],
  ])('refuses %s', (address, reason) => {
    expect(refusalReason(address, { allowLoopback: false })).toBe(reason);
  });

  it('allows public addresses, and loopback only when told to', () => {
    expect(refusalReason('93.184.216.34', { allowLoopback: false })).toBeUndefined();
    expect(refusalReason('2606:2800:220:1::1', { allowLoopback: false })).toBeUndefined();
    expect(refusalReason('127.0.0.1', { allowLoopback: true })).toBeUndefined();
    expect(refusalReason('10.0.0.1', { allowLoopback: true })).toBe('private or reserved address 10.0.0.1');
  });
});

describe('the cached registry and the integration it was fetched with', () => {
  const OTHER = { orders: { columns: [] } };
  const registry = async () => (await h.signIn('demo')).get('/registry/tenant-settings/registry');
  const save = async (extra: Record<string, unknown> = {}) => {
    const answer = await (await h.signIn('demo')).put(
      '/api/v1/tenant-settings/field_registry',
      integration(extra),
    );
    expect(answer.status).toBeLessThan(300);
  };
  const cached = async () => {
    const [row] = await h.deps.database.query<{
      fetched_document: unknown;
      fetched_at: unknown;
      fetched_from: string | null;
    }>('select fetched_document, fetched_at, fetched_from from tenant_registries where tenant_id = $1', [
      'demo',
    ]);
    return row;
  };

  it('sends the request header values in clear', async () => {
    await save({ request_headers: { 'X-Api-Key': 'hdr-registry' } });
    expect((await registry()).status).toBe(200);
    expect(fake.received[0]?.headers['x-api-key']).toBe('hdr-registry');
  });

  it.each([
    ['the auth secret', { auth_config: { token: 'registry-token-2' } }],
    ['a header', { request_headers: { 'X-Tenant': 'acme' } }],
    ['the method', { http_method: 'POST' }],
    ['the auth type', { auth_type: 'api_key', auth_config: { api_key: 'k' } }],
  ])('is fetched again, within the TTL, once %s changed at the same URL', async (_what, change) => {
    await save();
    expect((await registry()).body.data).toMatchObject(CATALOG);
    expect(fake.received).toHaveLength(1);
    fake.reply = () => ({ status: 200, body: OTHER });
    await save(change);
    expect((await cached())?.fetched_from).toBeNull();
    const answer = await registry();
    expect(answer.body.data).toEqual(OTHER);
    expect(answer.body.meta).toMatchObject({ source: 'integration', stale: false });
    expect(fake.received).toHaveLength(2);
    // The new copy is cached again.
    await registry();
    expect(fake.received).toHaveLength(2);
  });

  it('is dropped when the integration is deleted, and fetched anew after it is created again at the same URL', async () => {
    await save();
    await registry();
    const demo = await h.signIn('demo');
    expect((await demo.delete('/api/v1/tenant-settings/field_registry')).status).toBe(200);
    expect(await cached()).toMatchObject({ fetched_document: null, fetched_at: null, fetched_from: null });
    expect((await registry()).body.meta?.source).toBe('none');
    fake.reply = () => ({ status: 200, body: OTHER });
    await save({ auth_config: { token: 'registry-token-3' } });
    const answer = await registry();
    expect(answer.body.data).toEqual(OTHER);
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.headers.authorization).toBe('Bearer registry-token-3');
  });

  it('is still the last good copy, served stale, when the fetch after a save fails', async () => {
    await save();
    await registry();
    fake.reply = () => ({ status: 401, body: {} });
    await save({ auth_config: { token: 'wrong-token' } });
    const answer = await registry();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject(CATALOG);
    expect(answer.body.meta).toMatchObject({ stale: true, error: 'The endpoint answered HTTP 401' });
  });

  it('is not taken from a fetch that a save overtook', async () => {
    await save();
    fake.reply = () => ({ status: 200, body: CATALOG, delayMs: 300 });
    const slow = registry();
    while (fake.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await save({ auth_config: { token: 'registry-token-4' } });
    // The reader that started before the save gets what it asked for; the copy is not kept.
    expect((await slow).body.data).toMatchObject(CATALOG);
    expect((await cached())?.fetched_from ?? null).toBeNull();
    fake.reply = () => ({ status: 200, body: OTHER });
    const after = await registry();
    expect(after.body.data).toEqual(OTHER);
    expect(fake.received).toHaveLength(2);
    expect(fake.received[1]?.headers.authorization).toBe('Bearer registry-token-4');
  });

  it('is kept when the integration did not change since the fetch', async () => {
    await save();
    await registry();
    expect((await cached())?.fetched_from).toBe(`${base}/catalog`);
    await (await h.signIn('demo')).put('/api/v1/tenant-settings/registry', OTHER);
    await registry();
    expect(fake.received).toHaveLength(1);
  });
});

/** A valid table whose siblings nest `depth` tables deep: its deepest JSON level is 3 + 2 * depth. */
function nestedTable(depth: number): string {
  let json = '{"columns":[]}';
  for (let i = 0; i < depth; i += 1) json = `{"columns":[],"siblings":{"s":${json}}}`;
  return json;
}

describe('registry documents', () => {
  const RESERVED = '(__proto__, constructor, prototype are reserved)';

  it('refuses a table named __proto__ rather than dropping it, and stores nothing', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(
      '/api/v1/tenant-settings/registry',
      '{"__proto__":{"columns":[{"id":"p"}]},"t":{"columns":[]}}',
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: `__proto__: A table may not be named '__proto__' ${RESERVED}`,
      details: [{ path: '__proto__', message: `A table may not be named '__proto__' ${RESERVED}` }],
    });
    expect((await demo.get('/api/v1/tenant-settings/registry')).body.meta?.source).toBe('none');
  });

  it('refuses the reserved names among siblings too', async () => {
    const demo = await h.signIn('demo');
    for (const name of ['constructor', 'prototype', '__proto__']) {
      const answer = await demo.put(
        '/api/v1/tenant-settings/registry',
        `{"a":{"columns":[],"siblings":{"${name}":{"columns":[]}}}}`,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.error?.message).toBe(
        `a.siblings.${name}: A table may not be named '${name}' ${RESERVED}`,
      );
    }
  });

  it('refuses unknown keys with 400 unknown_field, naming each', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put('/api/v1/tenant-settings/registry', {
      a: { columns: [{ id: 'x', bogus: 1, additionalMetadata: { extra: true } }], bogus: 2 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('unknown_field');
    expect(answer.body.error?.message).toBe(
      "Unknown fields 'a.columns[0].additionalMetadata.extra', 'a.columns[0].bogus', 'a.bogus' in the request body",
    );
    expect((await demo.get('/api/v1/tenant-settings/registry')).body.meta?.source).toBe('none');
  });

  it('stores every documented field, siblings included', async () => {
    const demo = await h.signIn('demo');
    const document = {
      orders: {
        table_type: 'array',
        displayName: 'Orders',
        description: 'Every order',
        columns: [
          {
            id: 'total',
            displayName: 'Total',
            description: 'Sum',
            additionalMetadata: { tableName: 'orders', fieldName: 'total' },
            name: 'total',
            source: 'erp',
            isVisible: true,
            gdprSensitive: false,
            dataType: 'number',
          },
        ],
        siblings: { lines: { columns: [{ id: 'sku' }] } },
      },
    };
    const answer = await demo.put('/api/v1/tenant-settings/registry', document);
    expect(answer.status).toBe(200);
    expect((await demo.get('/api/v1/tenant-settings/registry')).body.data).toEqual(document);
  });

  it('ignores unknown keys in a fetched document, so the copy served passes the strict schema', async () => {
    fake.reply = () => ({
      body: {
        customers: {
          columns: [{ id: 'email', nullable: true }],
          owner: 'crm',
          siblings: { notes: { columns: [], rowCount: 4 } },
        },
      },
    });
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      customers: { columns: [{ id: 'email' }], siblings: { notes: { columns: [] } } },
    });
    // What the builder reads it with.
    expect(registrySchema.safeParse(answer.body.data).success).toBe(true);
  });

  it('refuses a fetched document with a reserved table name', async () => {
    fake.reply = () => ({ body: '{"__proto__":{"columns":[]},"t":{"columns":[]}}' });
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toBe(
      `Registry fetch failed: The registry endpoint answered an invalid registry: __proto__: A table may not be named '__proto__' ${RESERVED}`,
    );
  });

  it('refuses a fetched document nested too deep with a clear error, not a stack overflow', async () => {
    fake.reply = () => ({ body: `{"t":${nestedTable(3000)}}` });
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(502);
    expect(answer.body.error).toEqual({
      code: 'registry_unavailable',
      message: 'Registry fetch failed: The registry document is nested deeper than 64 levels',
    });
    // Wrapped as { data: ... } too; with a last good copy, that copy is served stale with the error.
    fake.reply = () => ({ body: CATALOG });
    expect((await demo.get('/registry/tenant-settings/registry?refresh=true')).status).toBe(200);
    fake.reply = () => ({ body: `{"data":{"t":${nestedTable(3000)}}}` });
    const stale = await demo.get('/registry/tenant-settings/registry?refresh=true');
    expect(stale.status).toBe(200);
    expect(stale.body.data).toMatchObject(CATALOG);
    expect(stale.body.meta).toMatchObject({
      stale: true,
      error: 'The registry document is nested deeper than 64 levels',
    });
  });

  it('refuses a fetched document with text PostgreSQL cannot store, with the body rule', async () => {
    fake.reply = () => ({ body: '{"t":{"columns":[{"id":"a\\u0000b"}]}}' });
    const demo = await h.signIn('demo');
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    const answer = await demo.get('/registry/tenant-settings/registry');
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toBe(
      'Registry fetch failed: The registry endpoint answered an invalid registry: Text may not contain the NUL character (\\u0000)',
    );
  });

  it('takes a fetched document up to 64 levels deep, as a stored one', async () => {
    const demo = await h.signIn('demo');
    // 30 sibling levels reach level 63; 31 reach 65.
    fake.reply = () => ({ body: `{"t":${nestedTable(30)}}` });
    await demo.put('/api/v1/tenant-settings/field_registry', integration());
    expect((await demo.get('/registry/tenant-settings/registry')).status).toBe(200);
    fake.reply = () => ({ body: `{"t":${nestedTable(31)}}` });
    const deeper = await demo.get('/registry/tenant-settings/registry?refresh=true');
    expect(deeper.body.meta?.error).toBe('The registry document is nested deeper than 64 levels');
    await demo.delete('/api/v1/tenant-settings/field_registry');
    expect((await demo.put('/api/v1/tenant-settings/registry', `{"t":${nestedTable(30)}}`)).status).toBe(200);
    const stored = await demo.put('/api/v1/tenant-settings/registry', `{"t":${nestedTable(31)}}`);
    expect(stored.status).toBe(400);
    expect(stored.body.error?.message).toBe('JSON nested deeper than 64 levels');
  });
});
