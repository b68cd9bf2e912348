import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptJson } from '../../server/crypto/secrets';
import { integrationWithSecrets, MASK, type SettingRow, settingAad } from '../../server/domain/settings';
import { SECRET_MASK } from '../../src/api/tenant-settings';
import { isReservedSettingKey, RESERVED_SETTING_KEYS } from '../../src/model';
import type { Answer } from './support/client';
import { FakeEndpoint } from './support/fake-endpoint';
import { setupHarness } from './support/harness';

const h = setupHarness();
const BASE = '/api/v1/tenant-settings';

const registryIntegration = (extra: Record<string, unknown> = {}) => ({
  integration_type: 'api_endpoint',
  endpoint_url: 'https://catalog.example.com/registry',
  http_method: 'GET',
  auth_type: 'bearer',
  auth_config: { token: 'tok-SECRET-1234' },
  request_timeout: 30,
  retry_attempts: 3,
  request_headers: { Accept: 'application/json' },
  response_format: 'json',
  is_active: true,
  ...extra,
});

async function rawRow(
  key: string,
): Promise<{ config: unknown; secret_enc: string | null; tenant_id: string }> {
  const [row] = await h.deps.database.query<{
    config: unknown;
    secret_enc: string | null;
    tenant_id: string;
  }>('select config, secret_enc, tenant_id from tenant_settings where tenant_id = $1 and setting_key = $2', [
    'demo',
    key,
  ]);
  if (!row) throw new Error(`no row ${key}`);
  return row;
}

async function storedRow(key: string): Promise<SettingRow> {
  const [row] = await h.deps.database.query<Record<string, unknown>>(
    'select * from tenant_settings where tenant_id = $1 and setting_key = $2',
    ['demo', key],
  );
  return {
    tenantId: String(row?.tenant_id),
    id: String(row?.id),
    settingKey: String(row?.setting_key),
    settingName: String(row?.setting_name),
    description: String(row?.description),
    config: row?.config,
    secretEnc: (row?.secret_enc as string | null) ?? null,
    isEncrypted: Boolean(row?.is_encrypted),
    createdAt: new Date(String(row?.created_at)),
    updatedAt: new Date(String(row?.updated_at)),
  };
}

describe('general settings', () => {
  it('creates a setting with a data type and reads it back by key and in the list', async () => {
    const demo = await h.signIn('demo');
    const created = await demo.post(BASE, {
      setting_key: 'support_email',
      setting_name: 'Support e-mail',
      description: 'Where replies go',
      config: { data_type: 'string', value: 'help@demo.example' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      id: created.body.id,
      setting_key: 'support_email',
      setting_name: 'Support e-mail',
      config: { data_type: 'string', value: 'help@demo.example' },
      is_encrypted: false,
      has_secret: false,
    });
    expect((await demo.get(`${BASE}/support_email`)).body.data).toMatchObject({
      setting_key: 'support_email',
    });
    const list = await demo.get(BASE);
    expect((list.body.data ?? []).map((s) => s.setting_key)).toContain('support_email');
  });

  it('refuses a second setting with the same key, and reserved keys', async () => {
    const demo = await h.signIn('demo');
    await demo.post(BASE, { setting_key: 'dup', config: { value: 'a' } });
    const again = await demo.post(BASE, { setting_key: 'dup', config: { value: 'b' } });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe("A setting with the key 'dup' already exists");
    const reserved = await demo.post(BASE, { setting_key: 'registry', config: { value: 'x' } });
    expect(reserved.status).toBe(422);
    expect(reserved.body.error).toEqual({
      code: 'validation_failed',
      message: "The setting key 'registry' is reserved",
      details: [{ path: 'setting_key', message: "The setting key 'registry' is reserved" }],
    });
  });

  it.each([
    [{ data_type: 'number', value: 'ten' }, 'config.value: Value must be a number for data_type number'],
    // Number() would read these as 16 and 3: the setting must mean what it shows.
    [{ data_type: 'number', value: '0x10' }, 'config.value: Value must be a number for data_type number'],
    [{ data_type: 'number', value: '0b11' }, 'config.value: Value must be a number for data_type number'],
    [
      { data_type: 'boolean', value: 'yes' },
      "config.value: Value must be 'true' or 'false' for data_type boolean",
    ],
    [{ data_type: 'string', value: '' }, 'config.value: Value is required'],
    [
      { data_type: 'date', value: '2020' },
      'config.data_type: Data type must be one of string, number, boolean',
    ],
  ])('validates the value against its data type: %j', async (config, message) => {
    const demo = await h.signIn('demo');
    const answer = await demo.post(BASE, { setting_key: 'typed', config });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(message);
  });

  it('keeps an encrypted setting’s value encrypted at rest and masked in every answer', async () => {
    const demo = await h.signIn('demo');
    const created = await demo.post(BASE, {
      setting_key: 'smtp_password',
      config: { data_type: 'string', value: 'hunter2-VERY-SECRET' },
      is_encrypted: true,
    });
    expect(created.body.data).toMatchObject({
      config: { value: MASK },
      is_encrypted: true,
      has_secret: true,
    });
    expect(created.text).not.toContain('hunter2');
    const row = await rawRow('smtp_password');
    expect(JSON.stringify(row.config)).not.toContain('hunter2');
    expect(row.secret_enc).not.toContain('hunter2');
    expect(decryptJson(h.deps.keys.data, settingAad('demo', 'smtp_password'), row.secret_enc!)).toEqual({
      value: 'hunter2-VERY-SECRET',
    });
    // Echoing the mask back keeps the secret; a new value replaces it.
    await demo.put(`${BASE}/smtp_password`, {
      description: 'still secret',
      config: { data_type: 'string', value: MASK },
    });
    const kept = await rawRow('smtp_password');
    expect(decryptJson(h.deps.keys.data, settingAad('demo', 'smtp_password'), kept.secret_enc!)).toEqual({
      value: 'hunter2-VERY-SECRET',
    });
    const off = await demo.put(`${BASE}/smtp_password`, { config: { value: MASK }, is_encrypted: false });
    expect(off.status).toBe(422);
    expect(off.body.error?.message).toBe('config.value: Enter the value again to store it unencrypted');
  });

  it('upserts by key with PUT and with POST /upsert: 201 when created, 200 when updated', async () => {
    const demo = await h.signIn('demo');
    const first = await demo.put(`${BASE}/theme_color`, { config: { value: '#ff0000' } });
    expect(first.status).toBe(201);
    const second = await demo.put(`${BASE}/theme_color`, {
      config: { value: '#00ff00' },
      setting_name: 'Colour',
    });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      id: first.body.id,
      setting_name: 'Colour',
      config: { value: '#00ff00' },
    });
    const viaPost = await demo.post(`${BASE}/upsert`, {
      setting_key: 'theme_color',
      config: { value: '#0000ff' },
    });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body.data?.config).toEqual({ data_type: 'string', value: '#0000ff' });
    const renamed = await demo.put(`${BASE}/theme_color`, {
      setting_key: 'other_key',
      config: { value: 'x' },
    });
    expect(renamed.body.error?.message).toBe('setting_key: The setting key cannot be changed');
  });

  it('updates a setting by id, keeping its key', async () => {
    const demo = await h.signIn('demo');
    const id = String((await demo.post(BASE, { setting_key: 'by_id', config: { value: 'one' } })).body.id);
    const answer = await demo.put(`${BASE}/id/${id}`, { description: 'changed', config: { value: 'two' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id,
      setting_key: 'by_id',
      description: 'changed',
      config: { value: 'two' },
    });
    expect((await demo.put(`${BASE}/id/not-a-uuid`, { description: 'x' })).status).toBe(404);
  });

  it('saves several settings at once and reads several by key', async () => {
    const demo = await h.signIn('demo');
    const batch = await demo.post(`${BASE}/batch`, {
      settings: [
        { setting_key: 'b_one', config: { value: '1', data_type: 'number' } },
        { setting_key: 'b_two', config: { value: 'true', data_type: 'boolean' } },
      ],
    });
    expect(batch.status).toBe(200);
    expect(batch.body.data).toHaveLength(2);
    const bad = await demo.post(`${BASE}/batch`, {
      settings: [
        { setting_key: 'b_three', config: { value: '3' } },
        { setting_key: 'b_four', config: { value: 'x', data_type: 'number' } },
      ],
    });
    expect(bad.status).toBe(422);
    expect((await demo.get(`${BASE}/b_three`)).status).toBe(404);
    const bulk = await demo.post(`${BASE}/bulk`, { keys: ['b_one', 'b_two', 'missing'] });
    expect((bulk.body.data ?? []).map((s) => s.setting_key)).toEqual(['b_one', 'b_two']);
  });

  it('deletes a setting', async () => {
    const demo = await h.signIn('demo');
    await demo.post(BASE, { setting_key: 'temp', config: { value: 'x' } });
    expect((await demo.delete(`${BASE}/temp`)).body).toEqual({
      data: { setting_key: 'temp', deleted: true },
    });
    expect((await demo.get(`${BASE}/temp`)).body.error?.message).toBe('Setting not found');
    expect((await demo.delete(`${BASE}/temp`)).status).toBe(404);
  });

  it('lets members read settings but only admins change them', async () => {
    const demo = await h.signIn('demo');
    await demo.post(BASE, { setting_key: 'members_read', config: { value: 'yes' } });
    const editor = await h.signIn('editor');
    expect((await editor.get(`${BASE}/members_read`)).status).toBe(200);
    for (const answer of [
      await editor.post(BASE, { setting_key: 'x1', config: { value: 'x' } }),
      await editor.put(`${BASE}/members_read`, { config: { value: 'no' } }),
      await editor.post(`${BASE}/upsert`, { setting_key: 'x2', config: { value: 'x' } }),
      await editor.post(`${BASE}/batch`, { settings: [{ setting_key: 'x3', config: { value: 'x' } }] }),
      await editor.delete(`${BASE}/members_read`),
      await editor.put('/api/v1/tenant-settings/registry', {}),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error).toEqual({
        code: 'forbidden',
        message: 'Only a tenant admin can manage tenant settings',
      });
    }
  });
});

describe('integrations', () => {
  it('stores the field_registry integration with every field, the secret encrypted and masked', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, {
      setting_name: 'Field registry',
      config: registryIntegration(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      setting_key: 'field_registry',
      is_encrypted: true,
      has_secret: true,
      config: { ...registryIntegration(), auth_config: { token: MASK }, request_headers: { Accept: MASK } },
    });
    expect(answer.text).not.toContain('tok-SECRET');
    expect(JSON.stringify((await rawRow('field_registry')).config)).not.toContain('tok-SECRET');
    const clear = integrationWithSecrets(await storedRow('field_registry'), h.deps.keys.data);
    expect(clear.auth_config).toEqual({ token: 'tok-SECRET-1234' });
    expect(clear.request_headers).toEqual({ Accept: 'application/json' });
  });

  it('fills the spec defaults: timeout 30, retries 3, GET, auth none, json', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, {
      config: { integration_type: 'webhook', endpoint_url: 'https://hooks.example.com/x' },
    });
    expect(answer.body.data?.config).toMatchObject({
      http_method: 'GET',
      auth_type: 'none',
      auth_config: {},
      request_timeout: 30,
      retry_attempts: 3,
      response_format: 'json',
      is_active: true,
    });
  });

  it.each([
    [{ request_timeout: 0 }, 'config.request_timeout: Timeout must be between 1 and 300 seconds'],
    [{ request_timeout: 301 }, 'config.request_timeout: Timeout must be between 1 and 300 seconds'],
    [{ retry_attempts: 11 }, 'config.retry_attempts: Retry attempts must be between 0 and 10'],
    [{ retry_attempts: -1 }, 'config.retry_attempts: Retry attempts must be between 0 and 10'],
    [{ endpoint_url: 'ftp://x.example' }, 'config.endpoint_url: Must be a valid http(s) URL'],
    [{ integration_type: 'carrier_pigeon' }, 'config.integration_type: Please select an integration type'],
    [
      { http_method: 'TRACE' },
      'config.http_method: HTTP method must be one of GET, POST, PUT, PATCH, DELETE',
    ],
    [
      { response_format: 'yaml' },
      'config.response_format: Response format must be one of json, xml, csv, text',
    ],
    [
      { auth_type: 'basic', auth_config: { password: 'p' } },
      'config.auth_config.username: Username is required',
    ],
    [
      { auth_type: 'hmac', auth_config: { secret_key: 's', algorithm: 'sha1' } },
      'config.auth_config.algorithm: Algorithm must be one of sha256, sha512, md5',
    ],
    [
      {
        auth_type: 'oauth',
        auth_config: { client_id: 'c', client_secret: 's', auth_url: 'nope', token_url: 'https://t.example' },
      },
      'config.auth_config.auth_url: Must be a valid http(s) URL',
    ],
  ])('validates the integration config: %j', async (change, message) => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, { config: registryIntegration(change) });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(message);
  });

  it('refuses header values no HTTP request can carry (a line break, a euro sign), token included', async () => {
    const demo = await h.signIn('demo');
    await h.deps.database.query("delete from tenant_settings where tenant_id = 'demo' and setting_key = $1", [
      'field_registry',
    ]);
    const answer = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        auth_config: { token: 'tok€n' },
        request_headers: { 'X-Token': 'a\r\nInjected: yes', 'X-Euro': '€', 'X-Fine': 'Grüße\tok' },
      }),
    });
    const latin1 = (label: string) =>
      `${label} may not contain line breaks or characters beyond Latin-1 (such as €)`;
    expect(answer.status).toBe(422);
    expect(answer.body.error?.details).toEqual([
      { path: 'config.auth_config.token', message: latin1('Token') },
      { path: 'config.request_headers.X-Token', message: latin1('Header value') },
      { path: 'config.request_headers.X-Euro', message: latin1('Header value') },
    ]);
    expect((await demo.get(`${BASE}/field_registry`)).status).toBe(404);

    // An API key sent in the query string is URL-encoded: any text goes.
    const query = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        auth_type: 'api_key',
        auth_config: { api_key: 'clé€', key_location: 'query', key_name: 'key' },
      }),
    });
    expect(query.status).toBe(201);
  });

  it('refuses unknown keys in auth_config with 400', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({ auth_config: { token: 't', extra: 1 } }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe("Unknown field 'config.auth_config.extra' in the request body");
  });

  it("adds no integration under another key than 'field_registry'", async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.post(BASE, { setting_key: 'crm_sync', config: registryIntegration() });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'integration_key',
      message: "Only the integration key 'field_registry' can be added",
    });
  });

  it('keeps the secret when the mask is sent back with the same URL, and clears it when the URL changes', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/field_registry`, { config: registryIntegration() });
    const same = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({ auth_config: { token: MASK }, retry_attempts: 1 }),
    });
    expect(same.body.data).toMatchObject({
      has_secret: true,
      config: { retry_attempts: 1, auth_config: { token: MASK } },
    });
    expect(integrationWithSecrets(await storedRow('field_registry'), h.deps.keys.data).auth_config).toEqual({
      token: 'tok-SECRET-1234',
    });
    const moved = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        endpoint_url: 'https://elsewhere.example/registry',
        auth_config: { token: MASK },
      }),
    });
    expect(moved.body.data).toMatchObject({ config: { auth_config: { token: '' } } });
    // Only the header value sent in clear with the move is stored; the token is gone.
    const row = await rawRow('field_registry');
    expect(decryptJson(h.deps.keys.data, settingAad('demo', 'field_registry'), row.secret_enc!)).toEqual({
      'header:Accept': 'application/json',
    });
  });

  it.each([
    ['basic', { username: 'svc', password: 'pw-SECRET-basic' }, { username: 'svc', password: MASK }],
    [
      'api_key',
      { api_key: 'key-SECRET-api' },
      { api_key: MASK, key_location: 'header', key_name: 'X-API-Key' },
    ],
    [
      'hmac',
      { secret_key: 'hmac-SECRET-key' },
      { secret_key: MASK, algorithm: 'sha256', header_name: 'X-HMAC-Signature' },
    ],
    [
      'oauth',
      {
        client_id: 'cid',
        client_secret: 'oauth-SECRET-cs',
        auth_url: 'https://a.example/auth',
        token_url: 'https://a.example/token',
        scopes: ['read'],
      },
      {
        client_id: 'cid',
        client_secret: MASK,
        auth_url: 'https://a.example/auth',
        token_url: 'https://a.example/token',
        scopes: ['read'],
      },
    ],
  ])('masks the %s secret and fills its defaults', async (authType, authConfig, shown) => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({ auth_type: authType, auth_config: authConfig }),
    });
    expect(answer.status).toBeLessThan(300);
    expect(answer.body.data?.config?.auth_config).toEqual(shown);
    expect(answer.text).not.toContain('SECRET');
    const all = await demo.get(BASE);
    expect(all.text).not.toContain('SECRET');
    expect(JSON.stringify((await rawRow('field_registry')).config)).not.toContain('SECRET');
  });
});

describe('the mask', () => {
  it('is the one the browser client sends back to keep a stored secret', () => {
    expect(SECRET_MASK).toBe(MASK);
  });
});

describe('integration connection test', () => {
  const fake = new FakeEndpoint();
  let base = '';
  beforeAll(async () => {
    base = await fake.start();
  });
  afterAll(() => fake.stop());
  beforeEach(async () => {
    fake.received.length = 0;
    fake.reply = () => ({ status: 200, body: { ok: true } });
    h.deps.config.allowLoopbackOutbound = true;
    await (await h.signIn('demo')).delete(`${BASE}/field_registry`);
  });
  afterEach(() => {
    h.deps.config.allowLoopbackOutbound = false;
  });

  const saveIntegration = async (extra: Record<string, unknown> = {}) => {
    const demo = await h.signIn('demo');
    const saved = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({ endpoint_url: `${base}/ping`, retry_attempts: 3, ...extra }),
    });
    expect(saved.status).toBeLessThan(300);
    return demo;
  };

  it('calls the endpoint with its method and stored secret and answers ok, status and time', async () => {
    const demo = await saveIntegration({ http_method: 'PUT' });
    const answer = await demo.post(`${BASE}/field_registry/test`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ok: true, status: 200 });
    expect(answer.body.data?.error).toBeUndefined();
    expect(typeof answer.body.data?.duration_ms).toBe('number');
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({ method: 'PUT', url: '/ping' });
    expect(fake.received[0]?.headers.authorization).toBe('Bearer tok-SECRET-1234');
    expect(answer.text).not.toContain('SECRET');
  });

  it('sends the request header values in clear, kept through a save that sent the masks back', async () => {
    const demo = await saveIntegration({ request_headers: { 'X-Api-Key': 'hdr-SECRET-t', 'X-Trace': '1' } });
    const resaved = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        endpoint_url: `${base}/ping`,
        auth_config: { token: MASK },
        request_headers: { 'X-Api-Key': MASK, 'X-Trace': MASK },
      }),
    });
    expect(resaved.status).toBe(200);
    const answer = await demo.post(`${BASE}/field_registry/test`);
    expect(answer.body.data?.ok).toBe(true);
    expect(fake.received[0]?.headers['x-api-key']).toBe('hdr-SECRET-t');
    expect(fake.received[0]?.headers['x-trace']).toBe('1');
    expect(fake.received[0]?.headers.authorization).toBe('Bearer tok-SECRET-1234');
    expect(answer.text).not.toContain('SECRET');
  });

  it('sends an api key as a query parameter when the integration says so', async () => {
    const demo = await saveIntegration({
      auth_type: 'api_key',
      auth_config: { api_key: 'key-SECRET-q', key_location: 'query', key_name: 'apikey' },
    });
    const answer = await demo.post(`${BASE}/field_registry/test`);
    expect(answer.body.data?.ok).toBe(true);
    expect(fake.received[0]?.url).toBe('/ping?apikey=key-SECRET-q');
  });

  it('reports a failing status once, without retrying', async () => {
    fake.reply = () => ({ status: 503, body: { error: 'down' } });
    const demo = await saveIntegration();
    const answer = await demo.post(`${BASE}/field_registry/test`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      ok: false,
      status: 503,
      error: 'The endpoint answered HTTP 503',
    });
    expect(fake.received).toHaveLength(1);
  });

  it("gives up after the integration's timeout", async () => {
    fake.reply = () => ({ status: 200, delayMs: 1_500 });
    const demo = await saveIntegration({ request_timeout: 1 });
    const answer = await demo.post(`${BASE}/field_registry/test`);
    expect(answer.body.data).toMatchObject({ ok: false, status: null, error: 'Timed out after 1000 ms' });
    expect(answer.body.data?.duration_ms).toBeGreaterThanOrEqual(900);
  });

  it('refuses a loopback endpoint unless loopback is allowed', async () => {
    const demo = await saveIntegration();
    h.deps.config.allowLoopbackOutbound = false;
    const answer = await demo.post(`${BASE}/field_registry/test`);
    expect(answer.body.data).toMatchObject({
      ok: false,
      status: null,
      error: 'Refused to connect to 127.0.0.1: loopback address 127.0.0.1',
    });
    expect(fake.received).toHaveLength(0);
  });

  it('is for admins only', async () => {
    await saveIntegration();
    const editor = await h.signIn('editor');
    const answer = await editor.post(`${BASE}/field_registry/test`);
    expect(answer.status).toBe(403);
    expect(answer.body.error?.message).toBe('Only a tenant admin can manage tenant settings');
    expect(fake.received).toHaveLength(0);
  });

  it("answers 404 for a missing key and for another tenant's integration", async () => {
    await saveIntegration();
    const other = await h.signIn('other');
    expect((await other.post(`${BASE}/field_registry/test`)).status).toBe(404);
    const demo = await h.signIn('demo');
    expect((await demo.post(`${BASE}/no_such_key/test`)).status).toBe(404);
    expect(fake.received).toHaveLength(0);
  });

  it('refuses to test a general setting', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/test_plain`, { config: { data_type: 'string', value: 'x' } });
    const answer = await demo.post(`${BASE}/test_plain/test`);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'not_integration',
      message: "The setting 'test_plain' is not an integration",
    });
  });
});

describe('the reCAPTCHA secret and its verify URL', () => {
  // Stands for a host an admin chose: it records whatever the server posts to it.
  const verifier = new FakeEndpoint();
  let host = '';
  let form = '';
  const SECRET_KEY = 'recaptcha_secret_key';
  const URL_KEY = 'recaptcha_verify_url';
  const general = (value: string, encrypted = false) => ({
    config: { data_type: 'string', value },
    is_encrypted: encrypted,
  });

  beforeAll(async () => {
    host = await verifier.start();
    const demo = await h.signIn('demo');
    const created = await demo.post('/api/v1/forms', {
      description: 'Guarded',
      schema_data: {
        schemaVersion: 1,
        pages: [{ id: 'page_1', description: '', field_ids: ['name'] }],
        all_fields: [{ id: 'name', type: 'text', label: 'Name', required: true }],
        settings: {
          enableSpamProtection: true,
          spamProtectionType: 'recaptcha',
          recaptchaSiteKey: 'site-key',
        },
        globalVariables: [],
      },
    });
    form = String(created.body.id);
    expect((await demo.post(`/api/v1/forms/${form}/publish`)).status).toBe(200);
  });
  afterAll(() => verifier.stop());
  beforeEach(async () => {
    verifier.received.length = 0;
    verifier.reply = () => ({ status: 200, body: { success: true } });
    h.deps.config.allowLoopbackOutbound = true;
    const demo = await h.signIn('demo');
    await demo.delete(`${BASE}/${SECRET_KEY}`);
    await demo.delete(`${BASE}/${URL_KEY}`);
  });
  afterEach(() => {
    h.deps.config.allowLoopbackOutbound = false;
  });

  /** A visitor's submission, which has the server verify its token with the stored secret. */
  const submit = () => {
    h.advance(61);
    return h.raw('POST', `/api/v1/public/demo/forms/${form}/submissions`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values: { name: 'Ada', _recaptcha: 'token' } }),
    });
  };
  const secretsPosted = () => verifier.received.map((r) => new URLSearchParams(r.body).get('secret'));

  it('is dropped when an admin points the verify URL elsewhere, so it is never posted there', async () => {
    const demo = await h.signIn('demo');
    expect((await demo.put(`${BASE}/${SECRET_KEY}`, general('rc-SECRET-1', true))).status).toBe(201);
    const moved = await demo.put(`${BASE}/${URL_KEY}`, general(`${host}/collect`));
    expect(moved.status).toBe(201);
    expect((await demo.get(`${BASE}/${SECRET_KEY}`)).status).toBe(404);

    const answer = await submit();
    expect(answer.status).toBe(503);
    expect(answer.body.error?.code).toBe('recaptcha_not_configured');
    expect(verifier.received).toHaveLength(0);
  });

  it('is kept when the URL and a new secret are saved in one batch, and when the URL is saved unchanged', async () => {
    const demo = await h.signIn('demo');
    const batch = await demo.post(`${BASE}/batch`, {
      settings: [
        { setting_key: URL_KEY, ...general(`${host}/siteverify`) },
        { setting_key: SECRET_KEY, ...general('rc-SECRET-2', true) },
      ],
    });
    expect(batch.status).toBe(200);
    expect((batch.body.data ?? []).map((s) => [s.setting_key, s.has_secret])).toEqual([
      [URL_KEY, false],
      [SECRET_KEY, true],
    ]);
    const same = await demo.put(`${BASE}/${URL_KEY}`, {
      ...general(`${host}/siteverify`),
      setting_name: 'Verifier',
    });
    expect(same.status).toBe(200);
    expect((await submit()).status).toBe(201);
    expect(secretsPosted()).toEqual(['rc-SECRET-2']);
  });

  it('is kept when an encrypted URL is saved back with the mask, and dropped once it changes', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/${URL_KEY}`, general(`${host}/siteverify`, true));
    await demo.put(`${BASE}/${SECRET_KEY}`, general('rc-SECRET-3', true));
    expect((await demo.put(`${BASE}/${URL_KEY}`, general(MASK, true))).status).toBe(200);
    expect((await demo.get(`${BASE}/${SECRET_KEY}`)).body.data?.has_secret).toBe(true);

    await demo.put(`${BASE}/${URL_KEY}`, general(`${host}/other`, true));
    expect((await demo.get(`${BASE}/${SECRET_KEY}`)).status).toBe(404);
    expect((await submit()).body.error?.code).toBe('recaptcha_not_configured');
    expect(verifier.received).toHaveLength(0);
  });

  it('is dropped by every way of moving the URL: a batch sending the mask back, POST, upsert, by id, delete', async () => {
    const demo = await h.signIn('demo');
    const secret = () => demo.put(`${BASE}/${SECRET_KEY}`, general('rc-SECRET-4', true));
    const secretStored = async () => (await demo.get(`${BASE}/${SECRET_KEY}`)).status === 200;

    await secret();
    const batch = await demo.post(`${BASE}/batch`, {
      settings: [
        { setting_key: URL_KEY, ...general(`${host}/a`) },
        { setting_key: SECRET_KEY, ...general(MASK, true) },
      ],
    });
    expect(batch.status).toBe(200);
    // The answer lists only what is stored.
    expect((batch.body.data ?? []).map((s) => s.setting_key)).toEqual([URL_KEY]);
    expect(await secretStored()).toBe(false);

    await demo.delete(`${BASE}/${URL_KEY}`);
    await secret();
    expect((await demo.post(BASE, { setting_key: URL_KEY, ...general(`${host}/b`) })).status).toBe(201);
    expect(await secretStored()).toBe(false);

    await secret();
    expect(
      (await demo.post(`${BASE}/upsert`, { setting_key: URL_KEY, ...general(`${host}/c`) })).status,
    ).toBe(200);
    expect(await secretStored()).toBe(false);

    await secret();
    const id = String((await demo.get(`${BASE}/${URL_KEY}`)).body.data?.id);
    expect((await demo.put(`${BASE}/id/${id}`, general(`${host}/d`))).status).toBe(200);
    expect(await secretStored()).toBe(false);

    // Deleting a custom URL sends the secret to the default verifier: that moves it too.
    await secret();
    expect((await demo.delete(`${BASE}/${URL_KEY}`)).status).toBe(200);
    expect(await secretStored()).toBe(false);
    expect(verifier.received).toHaveLength(0);
  });

  it('is untouched by saving other settings, or the URL by id without a config', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/${URL_KEY}`, general(`${host}/siteverify`));
    await demo.put(`${BASE}/${SECRET_KEY}`, general('rc-SECRET-5', true));
    await demo.put(`${BASE}/unrelated_setting`, general('x'));
    const id = String((await demo.get(`${BASE}/${URL_KEY}`)).body.data?.id);
    expect((await demo.put(`${BASE}/id/${id}`, { setting_name: 'Verify URL' })).status).toBe(200);
    expect((await submit()).status).toBe(201);
    expect(secretsPosted()).toEqual(['rc-SECRET-5']);
  });
});

/** Replaces a stored config as a row saved under older rules would hold it. */
async function setStoredConfig(key: string, config: Record<string, unknown>): Promise<void> {
  await h.deps.database.query(
    'update tenant_settings set config = $1::jsonb where tenant_id = $2 and setting_key = $3',
    [JSON.stringify(config), 'demo', key],
  );
}

const secretsOf = async (key: string) => {
  const row = await rawRow(key);
  return row.secret_enc ? decryptJson(h.deps.keys.data, settingAad('demo', key), row.secret_enc) : null;
};

describe('setting keys', () => {
  it.each([
    ['.', 'setting_key: Key must start with a letter, a digit or an underscore'],
    ['..', 'setting_key: Key must start with a letter, a digit or an underscore'],
    ['...', 'setting_key: Key must start with a letter, a digit or an underscore'],
    ['.env', 'setting_key: Key must start with a letter, a digit or an underscore'],
    ['-flag', 'setting_key: Key must start with a letter, a digit or an underscore'],
    ['a b', 'setting_key: Key may contain only letters, digits, underscores, dots and hyphens'],
    ['a/b', 'setting_key: Key may contain only letters, digits, underscores, dots and hyphens'],
    ['k'.repeat(201), 'setting_key: Key must be at most 200 characters'],
    ['  ', 'setting_key: Key is required'],
    [5, 'setting_key: Key must be text'],
  ])('refuses the key %j with a clear message', async (key, message) => {
    const demo = await h.signIn('demo');
    for (const answer of [
      await demo.post(BASE, { setting_key: key, config: { value: 'x' } }),
      await demo.post(`${BASE}/upsert`, { setting_key: key, config: { value: 'x' } }),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.body.error?.message).toBe(message);
      expect(answer.body.error?.details?.[0]?.path).toBe('setting_key');
    }
  });

  it('refuses a key of the path of PUT /{key} by the same rules, and accepts dots and hyphens after the first character', async () => {
    const demo = await h.signIn('demo');
    const dotted = await demo.put(`${BASE}/.hidden`, { config: { value: 'x' } });
    expect(dotted.status).toBe(422);
    expect(dotted.body.error?.message).toBe(
      'setting_key: Key must start with a letter, a digit or an underscore',
    );
    for (const key of ['a.b-c_1', '_private', '9lives', 'x..y']) {
      expect((await demo.put(`${BASE}/${key}`, { config: { value: 'x' } })).status).toBe(201);
      expect((await demo.get(`${BASE}/${key}`)).body.data?.setting_key).toBe(key);
      expect((await demo.delete(`${BASE}/${key}`)).status).toBe(200);
    }
  });

  it('refuses every reserved key by every route, with the key field in details', async () => {
    const demo = await h.signIn('demo');
    const expectReserved = (answer: Answer, key: string) => {
      const message = `The setting key '${key}' is reserved`;
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({
        code: 'validation_failed',
        message,
        details: [{ path: 'setting_key', message }],
      });
    };
    expectReserved(await demo.put(`${BASE}/bulk`, { config: { value: 'x' } }), 'bulk');
    expectReserved(await demo.post(BASE, { setting_key: 'id', config: { value: 'x' } }), 'id');
    expectReserved(
      await demo.post(`${BASE}/upsert`, { setting_key: 'batch', config: { value: 'x' } }),
      'batch',
    );
    expectReserved(
      await demo.post(`${BASE}/batch`, { settings: [{ setting_key: 'upsert', config: { value: 'x' } }] }),
      'upsert',
    );
  });

  it('lists the reserved keys in the model, for the browser to check them too', () => {
    expect(RESERVED_SETTING_KEYS).toEqual(['registry', 'batch', 'bulk', 'upsert', 'id']);
    expect(isReservedSettingKey('registry')).toBe(true);
    expect(isReservedSettingKey('registry_url')).toBe(false);
  });

  it('still lists, reads in bulk and updates by id a row stored under the former key rule', async () => {
    // The former rule let a key of dots be created; a URL normalises '..' away, so it has no key route.
    const demo = await h.signIn('demo');
    const id = String(
      (await demo.post(BASE, { setting_key: 'legacy_dots', config: { value: 'x' } })).body.id,
    );
    await h.deps.database.query(
      "update tenant_settings set setting_key = '..' where tenant_id = $1 and id = $2",
      ['demo', id],
    );
    expect((await demo.get(BASE)).body.data?.map((s) => s.setting_key)).toContain('..');
    expect((await demo.post(`${BASE}/bulk`, { keys: ['..'] })).body.data?.[0]?.id).toBe(id);
    const updated = await demo.put(`${BASE}/id/${id}`, { config: { value: 'y' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ setting_key: '..', config: { value: 'y' } });
    await h.deps.database.query('delete from tenant_settings where tenant_id = $1 and id = $2', ['demo', id]);
  });
});

describe('validation messages', () => {
  const ZOD_DEFAULT = /Invalid input|Invalid option|Invalid key|Too small|Too big|expected/;

  it.each([
    [
      { auth_type: 'api_key', auth_config: { api_key: 'k', key_name: ' ' } },
      'config.auth_config.key_name: Key name is required',
    ],
    [
      { auth_type: 'api_key', auth_config: { api_key: 'k', key_name: 'k'.repeat(201) } },
      'config.auth_config.key_name: Key name must be at most 200 characters',
    ],
    [
      { auth_type: 'api_key', auth_config: { api_key: 'k', key_location: 'body' } },
      'config.auth_config.key_location: Key location must be one of header, query',
    ],
    [
      { auth_type: 'hmac', auth_config: { secret_key: 's', header_name: '' } },
      'config.auth_config.header_name: Signature header is required',
    ],
    [
      { auth_type: 'hmac', auth_config: { secret_key: 's', header_name: 'h'.repeat(201) } },
      'config.auth_config.header_name: Signature header must be at most 200 characters',
    ],
    [
      { auth_type: 'basic', auth_config: { username: 'u'.repeat(501), password: 'p' } },
      'config.auth_config.username: Username must be at most 500 characters',
    ],
    [
      { auth_type: 'bearer', auth_config: { token: 't'.repeat(10_001) } },
      'config.auth_config.token: Token must be at most 10000 characters',
    ],
    [
      { auth_type: 'basic', auth_config: { username: 'u', password: 'p'.repeat(10_001) } },
      'config.auth_config.password: Password must be at most 10000 characters',
    ],
    [
      {
        auth_type: 'oauth',
        auth_config: {
          client_id: 'c'.repeat(501),
          client_secret: 's',
          auth_url: 'https://a.example/a',
          token_url: 'https://a.example/t',
        },
      },
      'config.auth_config.client_id: Client id must be at most 500 characters',
    ],
    [
      {
        auth_type: 'oauth',
        auth_config: {
          client_id: '',
          client_secret: 's',
          auth_url: 'https://a.example/a',
          token_url: 'https://a.example/t',
        },
      },
      'config.auth_config.client_id: Client id is required',
    ],
    [
      {
        auth_type: 'oauth',
        auth_config: {
          client_id: 'c',
          client_secret: 's',
          auth_url: 'https://a.example/a',
          token_url: 'https://a.example/t',
          scopes: ['read', 's'.repeat(201)],
        },
      },
      'config.auth_config.scopes[1]: A scope must be at most 200 characters',
    ],
    [
      {
        auth_type: 'oauth',
        auth_config: {
          client_id: 'c',
          client_secret: 's',
          auth_url: 'https://a.example/a',
          token_url: 'https://a.example/t',
          scopes: 'read',
        },
      },
      'config.auth_config.scopes: Scopes must be a list of texts',
    ],
    [
      { auth_type: 'magic' },
      'config.auth_type: Authentication type must be one of none, bearer, api_key, basic, oauth, hmac',
    ],
    [{ auth_type: 'bearer', auth_config: undefined }, 'config.auth_config: auth_config must be an object'],
    [{ request_timeout: '30' }, 'config.request_timeout: Timeout must be between 1 and 300 seconds'],
    [{ request_timeout: 2.5 }, 'config.request_timeout: Timeout must be between 1 and 300 seconds'],
    [{ retry_attempts: 'many' }, 'config.retry_attempts: Retry attempts must be between 0 and 10'],
    [{ is_active: 'yes' }, 'config.is_active: is_active must be true or false'],
    [{ endpoint_url: 5 }, 'config.endpoint_url: Must be a valid http(s) URL'],
    [
      { endpoint_url: `https://x.example/${'p'.repeat(2000)}` },
      'config.endpoint_url: URL must be at most 2000 characters',
    ],
    [
      { request_headers: ['Accept'] },
      'config.request_headers: Request headers must be an object of names and values',
    ],
    [
      { request_headers: { 'X-Long': 'v'.repeat(2001) } },
      'config.request_headers.X-Long: Header value must be at most 2000 characters',
    ],
    [{ request_headers: { 'X-Number': 5 } }, 'config.request_headers.X-Number: Header value must be text'],
  ])('gives every integration rule its own message: %j', async (change, message) => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, { config: registryIntegration(change) });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(message);
    expect(answer.body.error?.message).not.toMatch(ZOD_DEFAULT);
  });

  it.each([
    [
      { setting_key: 'msg_name', setting_name: 'n'.repeat(201), config: { value: 'x' } },
      'setting_name: Name must be at most 200 characters',
    ],
    [
      { setting_key: 'msg_desc', description: 'd'.repeat(2001), config: { value: 'x' } },
      'description: Description must be at most 2000 characters',
    ],
    [
      { setting_key: 'msg_value', config: { value: 'v'.repeat(100_001) } },
      'config.value: Value must be at most 100000 characters',
    ],
    [
      { setting_key: 'msg_enc', config: { value: 'x' }, is_encrypted: 'yes' },
      'is_encrypted: is_encrypted must be true or false',
    ],
    [{ setting_key: 'msg_config', config: 'x' }, 'config: Must be a JSON object'],
    [{ setting_key: 'msg_missing', config: { data_type: 'string' } }, 'config.value: Value is required'],
  ])('gives every setting rule its own message: %j', async (body, message) => {
    const demo = await h.signIn('demo');
    const answer = await demo.post(BASE, body);
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(message);
    expect(answer.body.error?.message).not.toMatch(ZOD_DEFAULT);
  });

  it('words the batch and bulk limits', async () => {
    const demo = await h.signIn('demo');
    const empty = await demo.post(`${BASE}/batch`, { settings: [] });
    expect(empty.body.error?.message).toBe('settings: settings must be a list of 1 to 100 settings');
    const many = await demo.post(`${BASE}/bulk`, { keys: Array.from({ length: 501 }, (_, i) => `k${i}`) });
    expect(many.body.error?.message).toBe('keys: keys must be a list of at most 500 keys');
    const long = await demo.post(`${BASE}/bulk`, { keys: ['k'.repeat(201)] });
    expect(long.body.error?.message).toBe('keys[0]: Key must be at most 200 characters');
  });
});

describe('URLs with credentials', () => {
  beforeEach(async () => {
    await (await h.signIn('demo')).delete(`${BASE}/field_registry`);
  });

  it.each([
    [{ endpoint_url: 'https://user:pw-SECRET@catalog.example.com/registry' }, 'config.endpoint_url'],
    [{ endpoint_url: 'https://token-SECRET@catalog.example.com/registry' }, 'config.endpoint_url'],
    [{ endpoint_url: 'http://a:b@c@catalog.example.com' }, 'config.endpoint_url'],
    [
      {
        auth_type: 'oauth',
        auth_config: {
          client_id: 'c',
          client_secret: 's',
          auth_url: 'https://a.example/auth',
          token_url: 'https://id:pw-SECRET@a.example/token',
        },
      },
      'config.auth_config.token_url',
    ],
    [
      {
        auth_type: 'oauth',
        auth_config: {
          client_id: 'c',
          client_secret: 's',
          auth_url: 'https://id:pw-SECRET@a.example/auth',
          token_url: 'https://a.example/token',
        },
      },
      'config.auth_config.auth_url',
    ],
  ])('refuses userinfo in a URL: %j', async (change, path) => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, { config: registryIntegration(change) });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(
      `${path}: Put credentials in the authentication settings, not in the URL`,
    );
    expect((await demo.get(`${BASE}/field_registry`)).status).toBe(404);
  });

  it("accepts an '@' after the host: in the path, the query or the fragment", async () => {
    const demo = await h.signIn('demo');
    const url = 'https://catalog.example.com/users/@me?mail=a@b.example#x@y';
    const answer = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({ endpoint_url: url }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data?.config?.endpoint_url).toBe(url);
  });

  it('masks the credentials of a URL stored before the rule, and does not call it', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/field_registry`, { config: registryIntegration() });
    const stored = (await rawRow('field_registry')).config as Record<string, unknown>;
    await setStoredConfig('field_registry', {
      ...stored,
      endpoint_url: 'https://svc:pw-SECRET@127.0.0.1:9/registry',
    });
    const listed = await demo.get(BASE);
    expect(listed.text).not.toContain('pw-SECRET');
    const one = await demo.get(`${BASE}/field_registry`);
    expect(one.body.data?.config?.endpoint_url).toBe(`https://${MASK}@127.0.0.1:9/registry`);
    const test = await demo.post(`${BASE}/field_registry/test`);
    expect(test.status).toBe(200);
    expect(test.body.data).toEqual({
      ok: false,
      status: null,
      duration_ms: 0,
      error:
        'The saved integration does not pass the current rules; correct it and save it again ' +
        '(config.endpoint_url: Put credentials in the authentication settings, not in the URL)',
    });
    // Sending the masked URL back is refused with the same rule.
    const echoed = await demo.put(`${BASE}/field_registry`, { config: one.body.data?.config });
    expect(echoed.body.error?.message).toBe(
      'config.endpoint_url: Put credentials in the authentication settings, not in the URL',
    );
  });
});

describe('request header names', () => {
  const NAME_CHARACTERS = "Header name may contain only letters, digits and !#$%&'*+.^_`|~-";

  it.each([
    [{ 'X Bad': 'v' }, `config.request_headers.X Bad: ${NAME_CHARACTERS}`],
    [{ 'X-Bad:': 'v' }, `config.request_headers.X-Bad:: ${NAME_CHARACTERS}`],
    [{ 'X-Ünicode': 'v' }, `config.request_headers.X-Ünicode: ${NAME_CHARACTERS}`],
    [{ '': 'v' }, 'config.request_headers.: Header name is required'],
    [
      { ['H'.repeat(201)]: 'v' },
      `config.request_headers.${'H'.repeat(201)}: Header name must be at most 200 characters`,
    ],
    [
      { Host: 'evil.example' },
      "config.request_headers.Host: The header 'Host' is set by the HTTP connection and cannot be configured",
    ],
    [
      { 'content-length': '0' },
      "config.request_headers.content-length: The header 'content-length' is set by the HTTP connection and cannot be configured",
    ],
    [
      { 'Transfer-Encoding': 'chunked' },
      "config.request_headers.Transfer-Encoding: The header 'Transfer-Encoding' is set by the HTTP connection and cannot be configured",
    ],
    [
      { CONNECTION: 'close' },
      "config.request_headers.CONNECTION: The header 'CONNECTION' is set by the HTTP connection and cannot be configured",
    ],
    [{ 'X-Key': 'a', 'x-key': 'b' }, "config.request_headers.x-key: The header 'x-key' is given twice"],
    [
      { Authorization: 'Bearer x' },
      "config.request_headers.Authorization: The header 'Authorization' is set by the authentication and cannot be configured",
    ],
  ])('refuses the headers %j', async (headers, message) => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({ request_headers: headers }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe(message);
  });

  it('refuses the header an api_key or hmac auth sets, in any case, and allows it when the auth does not set it', async () => {
    const demo = await h.signIn('demo');
    const apiKey = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        auth_type: 'api_key',
        auth_config: { api_key: 'k', key_name: 'X-Api-Key' },
        request_headers: { 'x-api-key': 'other' },
      }),
    });
    expect(apiKey.body.error?.message).toBe(
      "config.request_headers.x-api-key: The header 'x-api-key' is set by the authentication and cannot be configured",
    );
    const hmac = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        auth_type: 'hmac',
        auth_config: { secret_key: 's' },
        request_headers: { 'X-HMAC-SIGNATURE': 'x' },
      }),
    });
    expect(hmac.body.error?.message).toBe(
      "config.request_headers.X-HMAC-SIGNATURE: The header 'X-HMAC-SIGNATURE' is set by the authentication and cannot be configured",
    );
    const inQuery = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        auth_type: 'api_key',
        auth_config: { api_key: 'k', key_location: 'query', key_name: 'X-Api-Key' },
        request_headers: { 'X-Api-Key': 'sent as a header' },
      }),
    });
    expect(inQuery.status).toBeLessThan(300);
    const none = await demo.put(`${BASE}/field_registry`, {
      config: registryIntegration({
        auth_type: 'none',
        auth_config: {},
        request_headers: { Authorization: 'Basic abc' },
      }),
    });
    expect(none.status).toBe(200);
  });
});

describe('request header values', () => {
  beforeEach(async () => {
    await (await h.signIn('demo')).delete(`${BASE}/field_registry`);
  });

  const withHeaders = (headers: Record<string, string>, extra: Record<string, unknown> = {}) =>
    registryIntegration({ request_headers: headers, ...extra });

  it('are encrypted beside the auth secrets and masked in every answer, an empty value shown empty', async () => {
    const demo = await h.signIn('demo');
    const saved = await demo.put(`${BASE}/field_registry`, {
      config: withHeaders({ 'X-Api-Key': 'hdr-SECRET-1', 'X-Empty': '' }),
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data?.config?.request_headers).toEqual({ 'X-Api-Key': MASK, 'X-Empty': '' });
    expect(saved.body.data?.has_secret).toBe(true);
    for (const answer of [
      saved,
      await demo.get(BASE),
      await demo.get(`${BASE}/field_registry`),
      await demo.post(`${BASE}/bulk`, { keys: ['field_registry'] }),
      await (await h.signIn('editor')).get(BASE),
    ]) {
      expect(answer.text).not.toContain('hdr-SECRET');
    }
    expect(JSON.stringify((await rawRow('field_registry')).config)).not.toContain('hdr-SECRET');
    expect(await secretsOf('field_registry')).toEqual({
      token: 'tok-SECRET-1234',
      'header:X-Api-Key': 'hdr-SECRET-1',
    });
    expect(
      integrationWithSecrets(await storedRow('field_registry'), h.deps.keys.data).request_headers,
    ).toEqual({ 'X-Api-Key': 'hdr-SECRET-1', 'X-Empty': '' });
  });

  it('keep the stored value when the mask is sent back, under the same name in any case, and take a new one', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/field_registry`, {
      config: withHeaders({ 'X-Api-Key': 'hdr-SECRET-2', 'X-Other': 'o-1' }),
    });
    const echoed = await demo.put(`${BASE}/field_registry`, {
      config: withHeaders(
        { 'x-api-key': MASK, 'X-Other': 'o-2' },
        { auth_config: { token: MASK }, retry_attempts: 1 },
      ),
    });
    expect(echoed.status).toBe(200);
    expect(echoed.body.data?.config?.request_headers).toEqual({ 'x-api-key': MASK, 'X-Other': MASK });
    expect(
      integrationWithSecrets(await storedRow('field_registry'), h.deps.keys.data).request_headers,
    ).toEqual({ 'x-api-key': 'hdr-SECRET-2', 'X-Other': 'o-2' });
    // A header left out is dropped with its value.
    await demo.put(`${BASE}/field_registry`, { config: withHeaders({ 'x-api-key': MASK }) });
    expect(await secretsOf('field_registry')).toEqual({
      token: 'tok-SECRET-1234',
      'header:x-api-key': 'hdr-SECRET-2',
    });
  });

  it('refuse a masked value under a name that has no stored value', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/field_registry`, { config: withHeaders({ 'X-Api-Key': 'hdr-SECRET-3' }) });
    const before = await rawRow('field_registry');
    const answer = await demo.put(`${BASE}/field_registry`, {
      config: withHeaders({ 'X-Api-Key': MASK, 'X-Tenant': MASK }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: "Enter the value of the header 'X-Tenant' again",
      details: [
        {
          path: 'config.request_headers.X-Tenant',
          message: "Enter the value of the header 'X-Tenant' again",
        },
      ],
    });
    expect(await rawRow('field_registry')).toEqual(before);
    const created = await demo.post(`${BASE}/batch`, {
      settings: [{ setting_key: 'field_registry', config: withHeaders({ 'X-New': MASK }) }],
    });
    expect(created.body.error?.message).toBe("Enter the value of the header 'X-New' again");
  });

  it('refuse a masked value once a URL the secrets go to changed, and take the value again', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/field_registry`, {
      config: withHeaders({ 'X-Api-Key': 'hdr-SECRET-4', Accept: 'application/json' }),
    });
    const moved = await demo.put(`${BASE}/field_registry`, {
      config: withHeaders(
        { 'X-Api-Key': MASK, Accept: MASK },
        { endpoint_url: 'https://elsewhere.example/registry', auth_config: { token: 'tok-new' } },
      ),
    });
    expect(moved.status).toBe(422);
    expect(moved.body.error?.message).toBe("Enter the value of the header 'X-Api-Key' again");
    expect(moved.body.error?.details?.map((d) => d.path)).toEqual([
      'config.request_headers.X-Api-Key',
      'config.request_headers.Accept',
    ]);
    const again = await demo.put(`${BASE}/field_registry`, {
      config: withHeaders(
        { 'X-Api-Key': 'hdr-SECRET-5', Accept: 'application/json' },
        { endpoint_url: 'https://elsewhere.example/registry', auth_config: { token: 'tok-new' } },
      ),
    });
    expect(again.status).toBe(200);
    expect(await secretsOf('field_registry')).toEqual({
      token: 'tok-new',
      'header:X-Api-Key': 'hdr-SECRET-5',
      'header:Accept': 'application/json',
    });
  });

  it('follow the OAuth URLs too, like the auth secrets', async () => {
    const demo = await h.signIn('demo');
    const oauth = (tokenUrl: string, secret: string) =>
      withHeaders(
        { 'X-Api-Key': secret },
        {
          auth_type: 'oauth',
          auth_config: {
            client_id: 'cid',
            client_secret: 'cs',
            auth_url: 'https://a.example/auth',
            token_url: tokenUrl,
          },
        },
      );
    await demo.put(`${BASE}/field_registry`, { config: oauth('https://a.example/token', 'hdr-SECRET-6') });
    expect(
      (await demo.put(`${BASE}/field_registry`, { config: oauth('https://a.example/token', MASK) })).status,
    ).toBe(200);
    const moved = await demo.put(`${BASE}/field_registry`, {
      config: oauth('https://b.example/token', MASK),
    });
    expect(moved.body.error?.message).toBe("Enter the value of the header 'X-Api-Key' again");
  });

  it('of a row stored before they were secrets are masked, used, and encrypted on the next save', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/field_registry`, { config: withHeaders({}) });
    const stored = (await rawRow('field_registry')).config as Record<string, unknown>;
    await setStoredConfig('field_registry', {
      ...stored,
      request_headers: { 'X-Api-Key': 'legacy-SECRET-7', 'X-Empty': '' },
    });
    const listed = await demo.get(BASE);
    expect(listed.text).not.toContain('legacy-SECRET');
    const one = await demo.get(`${BASE}/field_registry`);
    expect(one.body.data?.config?.request_headers).toEqual({ 'X-Api-Key': MASK, 'X-Empty': '' });
    expect(
      integrationWithSecrets(await storedRow('field_registry'), h.deps.keys.data).request_headers,
    ).toEqual({ 'X-Api-Key': 'legacy-SECRET-7', 'X-Empty': '' });

    // The client sends back what it was shown: the clear value is kept, now encrypted.
    const resaved = await demo.put(`${BASE}/field_registry`, { config: one.body.data?.config });
    expect(resaved.status).toBe(200);
    expect(JSON.stringify((await rawRow('field_registry')).config)).not.toContain('legacy-SECRET');
    expect(await secretsOf('field_registry')).toEqual({
      token: 'tok-SECRET-1234',
      'header:X-Api-Key': 'legacy-SECRET-7',
    });
  });
});

describe('an encrypted value kept under another data type', () => {
  it.each([
    ['number', 'config.value: Value must be a number for data_type number'],
    ['boolean', "config.value: Value must be 'true' or 'false' for data_type boolean"],
  ])('is checked against the new type %s', async (dataType, message) => {
    const demo = await h.signIn('demo');
    const key = `typed_secret_${dataType}`;
    await demo.put(`${BASE}/${key}`, {
      config: { data_type: 'string', value: 'hunter2' },
      is_encrypted: true,
    });
    const answer = await demo.put(`${BASE}/${key}`, { config: { data_type: dataType, value: MASK } });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message,
      details: [{ path: 'config.value', message: message.replace('config.value: ', '') }],
    });
    const id = String((await demo.get(`${BASE}/${key}`)).body.data?.id);
    const byId = await demo.put(`${BASE}/id/${id}`, { config: { data_type: dataType, value: MASK } });
    expect(byId.body.error?.message).toBe(message);
    expect((await demo.get(`${BASE}/${key}`)).body.data?.config).toEqual({
      data_type: 'string',
      value: MASK,
    });
  });

  it('is kept when it fits the new type', async () => {
    const demo = await h.signIn('demo');
    await demo.put(`${BASE}/typed_secret_ok`, {
      config: { data_type: 'string', value: '42' },
      is_encrypted: true,
    });
    const answer = await demo.put(`${BASE}/typed_secret_ok`, {
      config: { data_type: 'number', value: MASK },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.config).toEqual({ data_type: 'number', value: MASK });
    expect(await secretsOf('typed_secret_ok')).toEqual({ value: '42' });
  });
});
