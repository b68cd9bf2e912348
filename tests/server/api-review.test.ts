// Findings of the HTTP API review: validation messages in the product's own words on every route, the
// documented 422 shape, strict bodies on routes that take none, setting keys as sent, the registry fetched
// only from integrations that serve data, what a signature covers, and integrations missing their secret.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { FakeEndpoint } from './support/fake-endpoint';
import { createForm } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness({ outboundRetryBaseMs: 1 });
const fake = new FakeEndpoint();
let endpoint = '';

beforeAll(async () => {
  endpoint = await fake.start();
});
afterAll(() => fake.stop());
beforeEach(async () => {
  await h.reseed();
  fake.received.length = 0;
  fake.reply = () => ({ status: 200, body: {} });
});

const SETTINGS = '/api/v1/tenant-settings';
/** zod's own phrases: none may reach an answer. */
const ZOD_DEFAULT =
  /Invalid input|Invalid option|Invalid key|Invalid element|Too big|Too small|expected|received/;

async function publishedForm(demo: ApiClient): Promise<string> {
  const id = await createForm(demo, 'Public form');
  expect((await demo.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
  return id;
}

describe('validation messages are the product’s own words', () => {
  type Case = {
    name: string;
    send: (demo: ApiClient, form: string) => Promise<{ status: number; body: unknown }>;
    status: number;
    /** The answer's message, exactly. */
    message: string;
  };
  const publicPost = (form: string, path: string, body: unknown) =>
    h.raw('POST', `/api/v1/public/demo/forms/${form}/${path}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const cases: Case[] = [
    {
      name: 'a form body that is an array',
      send: (demo) => demo.post('/api/v1/forms', [1]),
      status: 422,
      message: 'The request body must be a JSON object',
    },
    {
      name: 'a description that is a number',
      send: (demo) => demo.post('/api/v1/forms', { description: 5 }),
      status: 422,
      message: 'description: Must be text',
    },
    {
      name: 'is_template as a number in a body',
      send: (demo) => demo.post('/api/v1/forms', { is_template: 1 }),
      status: 422,
      message: 'is_template: Must be true or false',
    },
    {
      name: 'a base_revision beyond the safe integers',
      send: (demo, form) => demo.put(`/api/v1/forms/${form}`, { base_revision: 1e20 }),
      status: 422,
      message: 'base_revision: Must be a whole number from 1 to 9007199254740991',
    },
    {
      name: 'a base_revision with a fraction',
      send: (demo, form) => demo.put(`/api/v1/forms/${form}`, { base_revision: 1.5 }),
      status: 422,
      message: 'base_revision: Must be a whole number from 1 to 9007199254740991',
    },
    {
      name: 'is_template=yes in the query',
      send: (demo) => demo.get('/api/v1/forms?is_template=yes'),
      status: 400,
      message: "is_template: is_template must be 'true' or 'false'",
    },
    {
      name: 'a duplicate description of null',
      send: (demo, form) => demo.post(`/api/v1/forms/${form}/duplicate`, { description: null }),
      status: 422,
      message: 'description: Must be text',
    },
    {
      name: 'a sign-in username that is a number',
      send: () =>
        h.raw('POST', '/api/v1/auth/signin', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 5, password: 'demo1234' }),
        }),
      status: 422,
      message: 'username: Must be text',
    },
    {
      name: 'a sign-in password over 1000 characters',
      send: () =>
        h.raw('POST', '/api/v1/auth/signin', {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo', password: 'p'.repeat(1001) }),
        }),
      status: 422,
      message: 'password: Must be at most 1000 characters',
    },
    {
      name: 'a registry document that is an array',
      send: (demo) => demo.put(`${SETTINGS}/registry`, [1]),
      status: 422,
      message: 'The request body must be a JSON object',
    },
    {
      name: 'registry columns that are text',
      send: (demo) => demo.put(`${SETTINGS}/registry`, { customers: { columns: 'email' } }),
      status: 422,
      message: 'customers.columns: Must be a list',
    },
    {
      name: 'a comment text that is a number',
      send: (demo, form) => demo.post(`/api/v1/forms/${form}/comments`, { comment_text: 5 }),
      status: 422,
      message: 'comment_text: Comment text must be text',
    },
    {
      name: 'a version description that is a number',
      send: (demo, form) => demo.post(`/api/v1/forms/${form}/versions`, { description: 5 }),
      status: 422,
      message: 'description: Version description must be text',
    },
    {
      name: 'a setting value sent as a number',
      send: (demo) => demo.put(`${SETTINGS}/colour`, { config: { data_type: 'number', value: 12 } }),
      status: 422,
      message:
        "config.value: Value must be text: send a number or a boolean as text too, such as '12' or 'true'",
    },
    {
      name: 'a setting key that is a number',
      send: (demo) => demo.post(SETTINGS, { setting_key: 5, config: { value: 'x' } }),
      status: 422,
      message: 'setting_key: Key must be text',
    },
    {
      name: 'a bulk read with a key that is a number',
      send: (demo) => demo.post(`${SETTINGS}/bulk`, { keys: [5] }),
      status: 422,
      message: 'keys[0]: A key must be text',
    },
    {
      name: 'an integration username that is a number',
      send: (demo) =>
        demo.put(`${SETTINGS}/field_registry`, {
          config: {
            integration_type: 'api_endpoint',
            endpoint_url: 'https://example.com/x',
            auth_type: 'basic',
            auth_config: { username: 5, password: 'p' },
          },
        }),
      status: 422,
      message: 'config.auth_config.username: Username must be text',
    },
    {
      name: 'a schema with a field label that is a number',
      send: (demo) =>
        demo.post('/api/v1/forms', {
          schema_data: {
            schemaVersion: 1,
            pages: [{ id: 'page_1', field_ids: ['a'] }],
            all_fields: [{ id: 'a', type: 'text', label: 5 }],
          },
        }),
      status: 422,
      message: 'schema_data: all_fields.0.label: Must be text',
    },
    {
      name: 'a draft_token that is a number',
      send: (_demo, form) => publicPost(form, 'submissions', { values: {}, draft_token: 123 }),
      status: 422,
      message: 'draft_token: Must be text',
    },
    {
      name: 'an event page of 1e300',
      send: (_demo, form) => publicPost(form, 'events', { type: 'page', page: 1e300 }),
      status: 422,
      message: 'page: page must be at most 10000',
    },
    {
      name: 'an event page with a fraction',
      send: (_demo, form) => publicPost(form, 'events', { type: 'page', page: 1.5 }),
      status: 422,
      message: 'page: page must be a whole number',
    },
  ];

  it.each(cases)('$name', async ({ send, status, message }) => {
    const demo = await h.signIn('demo');
    const form = await publishedForm(demo);
    const answer = await send(demo, form);
    const error = (answer.body as { error?: { message?: string; details?: { message: string }[] } }).error;
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(error?.message).toBe(message);
    expect(error?.message).not.toMatch(ZOD_DEFAULT);
    for (const detail of error?.details ?? []) expect(detail.message).not.toMatch(ZOD_DEFAULT);
  });
});

describe('422 validation_failed answers carry details', () => {
  it('names setting_key when a body key differs from the path key', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${SETTINGS}/up1`, { setting_key: 'up2', config: { value: 'x' } });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: 'setting_key: The setting key cannot be changed',
      details: [{ path: 'setting_key', message: 'The setting key cannot be changed' }],
    });
  });

  it('names config.value when the mask is sent to turn encryption off', async () => {
    const demo = await h.signIn('demo');
    const created = await demo.put(`${SETTINGS}/hidden`, { config: { value: 's' }, is_encrypted: true });
    const id = String(created.body.id);
    const answer = await demo.put(`${SETTINGS}/id/${id}`, {
      config: { value: '••••••••' },
      is_encrypted: false,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: 'config.value: Enter the value again to store it unencrypted',
      details: [{ path: 'config.value', message: 'Enter the value again to store it unencrypted' }],
    });
  });

  it('names the repeated key of a batch', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.post(`${SETTINGS}/batch`, {
      settings: [
        { setting_key: 'a', config: { value: '1' } },
        { setting_key: 'b', config: { value: '2' } },
        { setting_key: 'a', config: { value: '3' } },
      ],
    });
    expect(answer.status).toBe(422);
    const message = "The setting key 'a' appears more than once in the batch";
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: `settings[2].setting_key: ${message}`,
      details: [{ path: 'settings[2].setting_key', message }],
    });
  });

  it('prefixes a header value beyond Latin-1 with its path', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${SETTINGS}/field_registry`, {
      config: {
        integration_type: 'api_endpoint',
        endpoint_url: 'https://example.com/x',
        request_headers: { 'X-Name': 'price €' },
      },
    });
    expect(answer.status).toBe(422);
    const message = 'Header value may not contain line breaks or characters beyond Latin-1 (such as €)';
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: `config.request_headers.X-Name: ${message}`,
      details: [{ path: 'config.request_headers.X-Name', message }],
    });
  });
});

describe('routes that take no body refuse fields', () => {
  it('does not delete a form sent a DELETE with fields', async () => {
    const demo = await h.signIn('demo');
    const form = await createForm(demo);
    const answer = await demo.request('DELETE', `/api/v1/forms/${form}`, { body: { x: 1 } });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('unknown_field');
    expect(answer.body.error?.message).toBe("Unknown field 'x' in the request body");
    expect((await demo.get(`/api/v1/forms/${form}`)).status).toBe(200);
    // No body, or {}, still deletes.
    expect((await demo.request('DELETE', `/api/v1/forms/${form}`, { body: {} })).status).toBe(200);
  });

  it('refuses fields sent to the connection test and to a replay before doing anything', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${SETTINGS}/field_registry`, {
      config: { integration_type: 'api_endpoint', endpoint_url: `${endpoint}/registry` },
    });
    const test = await demo.post(`${SETTINGS}/field_registry/test`, { x: 1 });
    expect(test.status).toBe(400);
    expect(test.body.error?.code).toBe('unknown_field');
    expect(fake.received).toHaveLength(0);
    const form = await createForm(demo);
    const replay = await demo.post(
      `/api/v1/forms/${form}/deliveries/00000000-0000-4000-8000-000000000000/replay`,
      { x: 1 },
    );
    expect(replay.status).toBe(400);
    expect(replay.body.error?.code).toBe('unknown_field');
  });
});

describe('setting keys are taken as sent', () => {
  it('refuses a path key with surrounding spaces instead of saving it trimmed', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${SETTINGS}/%20bad`, { config: { value: 'x' } });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'setting_key: Key may not begin or end with a space',
      details: [{ path: 'setting_key', message: 'Key may not begin or end with a space' }],
    });
    expect((await demo.get(`${SETTINGS}/bad`)).status).toBe(404);
    const inBody = await demo.post(SETTINGS, { setting_key: 'bad ', config: { value: 'x' } });
    expect(inBody.status).toBe(422);
    expect(inBody.body.error?.message).toBe('setting_key: Key may not begin or end with a space');
  });
});

describe('the registry is fetched only from an integration that serves data', () => {
  it('reports a webhook field_registry integration instead of calling it', async () => {
    const demo = await h.signIn('demo');
    const saved = await demo.put(`${SETTINGS}/field_registry`, {
      config: { integration_type: 'webhook', endpoint_url: `${endpoint}/hook`, http_method: 'POST' },
    });
    expect(saved.status).toBe(201);
    const answer = await demo.get(`${SETTINGS}/registry?refresh=true`);
    expect(answer.status).toBe(502);
    expect(answer.body.error?.message).toBe(
      "Registry fetch failed: The field_registry integration is of type 'webhook', which receives data and " +
        "serves none: the registry is fetched only from an integration of type 'api_endpoint', 'database', " +
        "'file_sync'",
    );
    expect(fake.received).toHaveLength(0);
  });

  it('fetches from the types that serve data', async () => {
    const demo = await h.signIn('demo');
    for (const type of ['api_endpoint', 'database', 'file_sync']) {
      fake.received.length = 0;
      await demo.put(`${SETTINGS}/field_registry`, {
        config: { integration_type: type, endpoint_url: `${endpoint}/registry` },
      });
      const answer = await demo.get(`${SETTINGS}/registry?refresh=true`);
      expect(answer.status, type).toBe(200);
      expect(fake.received).toHaveLength(1);
    }
  });
});

describe('request signing covers the path as the server routes it', () => {
  it('verifies the normalised path, not the raw one with dot segments', async () => {
    const demo = await h.signIn('demo');
    const raw = '/api/v1/x/../forms';
    const signedRaw = await demo.get(raw, { signPath: raw });
    expect(signedRaw.status).toBe(401);
    expect(signedRaw.body.error?.code).toBe('signature_invalid');
    const signedRouted = await demo.get(raw, { signPath: '/api/v1/forms' });
    expect(signedRouted.status).toBe(200);
  });
});

describe('an integration without the secret its auth type needs is not called', () => {
  const saveCleared = async (demo: ApiClient, auth: Record<string, unknown>) => {
    // Saved with its secret, then moved to another URL with the mask: the secret is cleared.
    const config = { integration_type: 'api_endpoint', endpoint_url: `${endpoint}/a`, ...auth };
    expect((await demo.put(`${SETTINGS}/field_registry`, { config })).status).toBe(201);
    const moved = await demo.put(`${SETTINGS}/field_registry`, {
      config: { ...config, endpoint_url: `${endpoint}/b`, auth_config: masked(auth.auth_config) },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data?.has_secret).toBe(false);
  };
  const masked = (authConfig: unknown) =>
    Object.fromEntries(
      Object.entries(authConfig as Record<string, string>).map(([k, v]) => [
        k,
        ['token', 'password', 'api_key', 'secret_key', 'client_secret'].includes(k) ? '••••••••' : v,
      ]),
    );

  it.each([
    ['bearer', { auth_type: 'bearer', auth_config: { token: 't0ken' } }, 'token (auth_config.token)'],
    [
      'basic',
      { auth_type: 'basic', auth_config: { username: 'u', password: 'pw' } },
      'password (auth_config.password)',
    ],
    ['api_key', { auth_type: 'api_key', auth_config: { api_key: 'k' } }, 'API key (auth_config.api_key)'],
    ['hmac', { auth_type: 'hmac', auth_config: { secret_key: 's' } }, 'secret key (auth_config.secret_key)'],
  ])('%s: the connection test and the registry refuse it', async (type, auth, named) => {
    const demo = await h.signIn('demo');
    await saveCleared(demo, auth);
    const message =
      `The integration's ${named} is not set, so nothing was sent: enter it again in the ${type} ` +
      'authentication settings (a saved secret is cleared when the URL it is sent to changes)';
    const test = await demo.post(`${SETTINGS}/field_registry/test`);
    expect(test.status).toBe(200);
    expect(test.body.data).toMatchObject({ ok: false, status: null, error: message });
    const registry = await demo.get(`${SETTINGS}/registry?refresh=true`);
    expect(registry.status).toBe(502);
    expect(registry.body.error?.message).toBe(`Registry fetch failed: ${message}`);
    expect(fake.received).toHaveLength(0);
  });
});
