import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decryptJson } from '../../server/crypto/secrets';
import { integrationWithSecrets, MASK, type SettingRow, settingAad } from '../../server/domain/settings';
import { SECRET_MASK } from '../../src/api/tenant-settings';
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
    expect(reserved.body.error?.message).toBe("setting_key: The setting key 'registry' is reserved");
  });

  it.each([
    [{ data_type: 'number', value: 'ten' }, 'config.value: Value must be a number for data_type number'],
    [
      { data_type: 'boolean', value: 'yes' },
      "config.value: Value must be 'true' or 'false' for data_type boolean",
    ],
    [{ data_type: 'string', value: '' }, 'config.value: Value is required'],
    [
      { data_type: 'date', value: '2020' },
      'config.data_type: Invalid option: expected one of "string"|"number"|"boolean"',
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
      config: { ...registryIntegration(), auth_config: { token: MASK } },
    });
    expect(answer.text).not.toContain('tok-SECRET');
    expect(JSON.stringify((await rawRow('field_registry')).config)).not.toContain('tok-SECRET');
    expect(integrationWithSecrets(await storedRow('field_registry'), h.deps.keys.data).auth_config).toEqual({
      token: 'tok-SECRET-1234',
    });
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
      'config.http_method: Invalid option: expected one of "GET"|"POST"|"PUT"|"PATCH"|"DELETE"',
    ],
    [
      { response_format: 'yaml' },
      'config.response_format: Invalid option: expected one of "json"|"xml"|"csv"|"text"',
    ],
    [
      { auth_type: 'basic', auth_config: { password: 'p' } },
      'config.auth_config.username: Invalid input: expected string, received undefined',
    ],
    [
      { auth_type: 'hmac', auth_config: { secret_key: 's', algorithm: 'sha1' } },
      'config.auth_config.algorithm: Invalid option: expected one of "sha256"|"sha512"|"md5"',
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
    expect(moved.body.data).toMatchObject({ has_secret: false, config: { auth_config: { token: '' } } });
    expect((await rawRow('field_registry')).secret_enc).toBeNull();
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
