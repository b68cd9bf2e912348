// The general settings the server reads itself are checked by their meaning when saved (a signing secret the
// webhook signer cannot use, a reCAPTCHA verify URL that is no http(s) URL: 422, nothing stored), and the
// admin-only settings routes answer a member 403 before they look at the body.
import { beforeEach, describe, expect, it } from 'vitest';
import { encryptJson } from '../../server/crypto/secrets';
import { KNOWN_SETTINGS } from '../../server/domain/known-settings';
import { MASK, settingAad } from '../../server/domain/settings';
import { RECAPTCHA_SECRET_KEY, RECAPTCHA_VERIFY_URL_KEY } from '../../server/domain/submissions-spam';
import { signingKey } from '../../server/webhooks/signing';
import { loadTenantSigningSecret, SIGNING_SECRET_SETTING } from '../../server/webhooks/store';
import { SECRET_SETTING_KEYS } from '../../src/model';
import type { Answer } from './support/client';
import { setupHarness } from './support/harness';

const h = setupHarness();
const BASE = '/api/v1/tenant-settings';
const SECRET_MESSAGE = 'A whsec_ secret must be followed by base64';
const FORBIDDEN = { code: 'forbidden', message: 'Only a tenant admin can manage tenant settings' };

const general = (value: string, extra: Record<string, unknown> = {}) => ({
  config: { data_type: 'string', value },
  ...extra,
});

/** The 422 of one problem: the message with its path, and the path in details. */
function expectProblem(answer: Answer, path: string, message: string): void {
  expect(answer.status).toBe(422);
  expect(answer.body.error).toEqual({
    code: 'validation_failed',
    message: `${path}: ${message}`,
    details: [{ path, message }],
  });
}

/** Stores an encrypted value as a row saved before the rules would hold it. */
async function storeEncryptedValue(key: string, value: string): Promise<void> {
  await h.deps.database.query(
    'update tenant_settings set secret_enc = $1 where tenant_id = $2 and setting_key = $3',
    [encryptJson(h.deps.keys.data, settingAad('demo', key), { value }), 'demo', key],
  );
}

beforeEach(() => h.reseed());

describe('the table of known settings', () => {
  it('has the secrets the model names, which the browser locks to encrypted too', () => {
    expect(SECRET_SETTING_KEYS.filter((key) => KNOWN_SETTINGS.has(key))).toEqual([...SECRET_SETTING_KEYS]);
    expect([...SECRET_SETTING_KEYS].sort()).toEqual([SIGNING_SECRET_SETTING, RECAPTCHA_SECRET_KEY].sort());
  });

  it('names the keys exactly as the server reads them', () => {
    expect([...KNOWN_SETTINGS.keys()].sort()).toEqual(
      [SIGNING_SECRET_SETTING, RECAPTCHA_SECRET_KEY, RECAPTCHA_VERIFY_URL_KEY].sort(),
    );
  });
});

describe('webhook_signing_secret', () => {
  it('refuses a whsec_ secret that is not followed by base64 (422 on config.value), and stores nothing', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/webhook_signing_secret`, general('whsec_!!!notbase64'));
    expectProblem(answer, 'config.value', SECRET_MESSAGE);
    expect((await demo.get(`${BASE}/webhook_signing_secret`)).status).toBe(404);
  });

  it('refuses it by every route that saves a setting, a batch all or nothing', async () => {
    const demo = await h.signIn('demo');
    const bad = general('whsec_abc', { setting_key: 'webhook_signing_secret' });
    expectProblem(await demo.post(BASE, bad), 'config.value', SECRET_MESSAGE);
    expectProblem(await demo.post(`${BASE}/upsert`, bad), 'config.value', SECRET_MESSAGE);
    const batch = await demo.post(`${BASE}/batch`, {
      settings: [{ setting_key: 'site_name', ...general('Acme') }, bad],
    });
    expectProblem(batch, 'config.value', SECRET_MESSAGE);
    expect((await demo.get(`${BASE}/site_name`)).status).toBe(404);

    const saved = await demo.put(`${BASE}/webhook_signing_secret`, general('plain text secret'));
    expect(saved.status).toBe(201);
    const id = String(saved.body.data?.id);
    expectProblem(await demo.put(`${BASE}/id/${id}`, general('whsec_a=b=')), 'config.value', SECRET_MESSAGE);
    expect(await loadTenantSigningSecret(h.deps.database, h.deps.keys.data, 'demo')).toBe(
      'plain text secret',
    );
  });

  it('accepts exactly the secrets the webhook signer accepts', async () => {
    const demo = await h.signIn('demo');
    expect((await demo.put(`${BASE}/webhook_signing_secret`, general('first secret'))).status).toBe(201);
    const candidates = [
      `whsec_${Buffer.from('k'.repeat(32)).toString('base64')}`,
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      'whsec_abc',
      'whsec_',
      'whsec_ YWJj',
      'whsec_YWJj ',
      'whsec_YW=j',
      'any text at all',
      ' whsec_not base64 but not a prefix either',
    ];
    for (const value of candidates) {
      let signerTakesIt = true;
      try {
        signingKey(value);
      } catch {
        signerTakesIt = false;
      }
      const answer = await demo.put(`${BASE}/webhook_signing_secret`, general(value, { is_encrypted: true }));
      expect({ value, status: answer.status }).toEqual({ value, status: signerTakesIt ? 200 : 422 });
      if (!signerTakesIt) expect(answer.body.error?.message).toBe(`config.value: ${SECRET_MESSAGE}`);
    }
  });

  it('checks the decrypted value when the mask is sent back, and keeps a good one', async () => {
    const demo = await h.signIn('demo');
    const good = `whsec_${Buffer.from('signing-key-bytes').toString('base64')}`;
    const saved = await demo.put(`${BASE}/webhook_signing_secret`, general(good, { is_encrypted: true }));
    expect(saved.status).toBe(201);
    expect(saved.body.data?.config?.value).toBe(MASK);
    const kept = await demo.put(`${BASE}/webhook_signing_secret`, general(MASK, { setting_name: 'Signing' }));
    expect(kept.status).toBe(200);

    // A value stored before the rule: the mask stands for it, so it is judged like a value sent.
    await storeEncryptedValue('webhook_signing_secret', 'whsec_!!!');
    const masked = await demo.put(`${BASE}/webhook_signing_secret`, general(MASK));
    expectProblem(masked, 'config.value', SECRET_MESSAGE);
    const id = String(saved.body.data?.id);
    expectProblem(
      await demo.put(`${BASE}/id/${id}`, { setting_name: 'Renamed' }),
      'config.value',
      SECRET_MESSAGE,
    );
    // A new value replaces it.
    expect((await demo.put(`${BASE}/webhook_signing_secret`, general(good))).status).toBe(200);
  });

  it('must be text (data_type string)', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/webhook_signing_secret`, {
      config: { data_type: 'number', value: '12345' },
    });
    expectProblem(
      answer,
      'config.data_type',
      "The setting 'webhook_signing_secret' must have data_type string",
    );
  });
});

describe('recaptcha_verify_url', () => {
  it.each([
    ['not a url', 'Must be a valid http(s) URL'],
    ['file:///etc/passwd', 'Must be a valid http(s) URL'],
    ['ftp://example.com/verify', 'Must be a valid http(s) URL'],
    ['https://', 'Must be a valid http(s) URL'],
    ['http://[::1/siteverify', 'Must be a valid http(s) URL'],
    ['https://user:pw@verify.example.com/siteverify', 'Must not contain credentials (user:password@)'],
  ])('refuses %j with 422 on config.value', async (value, message) => {
    const demo = await h.signIn('demo');
    expectProblem(await demo.put(`${BASE}/recaptcha_verify_url`, general(value)), 'config.value', message);
    expect((await demo.get(`${BASE}/recaptcha_verify_url`)).status).toBe(404);
  });

  it('must be text (data_type string), whatever the value', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/recaptcha_verify_url`, {
      config: { data_type: 'number', value: '42' },
    });
    expectProblem(
      answer,
      'config.data_type',
      "The setting 'recaptcha_verify_url' must have data_type string",
    );
  });

  it('accepts an http(s) URL, and a refused change keeps the URL and the secret stored', async () => {
    const demo = await h.signIn('demo');
    const url = 'https://www.google.com/recaptcha/api/siteverify';
    expect((await demo.put(`${BASE}/recaptcha_verify_url`, general(url))).status).toBe(201);
    expect(
      (await demo.put(`${BASE}/recaptcha_secret_key`, general('rc-secret', { is_encrypted: true }))).status,
    ).toBe(201);
    expectProblem(
      await demo.put(`${BASE}/recaptcha_verify_url`, general('file:///etc/passwd')),
      'config.value',
      'Must be a valid http(s) URL',
    );
    expect((await demo.get(`${BASE}/recaptcha_verify_url`)).body.data?.config?.value).toBe(url);
    expect((await demo.get(`${BASE}/recaptcha_secret_key`)).body.data?.has_secret).toBe(true);
  });

  it('checks the decrypted URL when the mask is sent back, and the mask itself when nothing is stored', async () => {
    const demo = await h.signIn('demo');
    const url = 'https://verify.example.com/siteverify';
    expect(
      (await demo.put(`${BASE}/recaptcha_verify_url`, general(url, { is_encrypted: true }))).status,
    ).toBe(201);
    expect((await demo.put(`${BASE}/recaptcha_verify_url`, general(MASK))).status).toBe(200);
    await storeEncryptedValue('recaptcha_verify_url', 'not a url');
    expectProblem(
      await demo.put(`${BASE}/recaptcha_verify_url`, general(MASK)),
      'config.value',
      'Must be a valid http(s) URL',
    );
    await demo.delete(`${BASE}/recaptcha_verify_url`);
    expectProblem(
      await demo.put(`${BASE}/recaptcha_verify_url`, general(MASK, { is_encrypted: true })),
      'config.value',
      'Must be a valid http(s) URL',
    );
  });
});

describe('recaptcha_secret_key', () => {
  it('must be text (data_type string)', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.put(`${BASE}/recaptcha_secret_key`, {
      config: { data_type: 'boolean', value: 'true' },
      is_encrypted: true,
    });
    expectProblem(
      answer,
      'config.data_type',
      "The setting 'recaptcha_secret_key' must have data_type string",
    );
  });
});

describe('secret settings (webhook_signing_secret, recaptcha_secret_key)', () => {
  const good = `whsec_${Buffer.from('signing-key-bytes').toString('base64')}`;
  const values = { webhook_signing_secret: good, recaptcha_secret_key: 'recaptcha-server-secret' };

  it.each(Object.entries(values))(
    'stores %s encrypted without being asked, and no member reads it',
    async (key, value) => {
      const demo = await h.signIn('demo');
      const saved = await demo.put(`${BASE}/${key}`, general(value));
      expect(saved.status).toBe(201);
      expect(saved.body.data).toMatchObject({
        is_encrypted: true,
        has_secret: true,
        config: { value: MASK },
      });
      const viewer = await h.signIn('viewer');
      const listed = await viewer.get(BASE);
      expect(JSON.stringify(listed.body)).not.toContain(value);
      const [row] = await h.deps.database.query<{ config: { value: string }; secret_enc: string | null }>(
        'select config, secret_enc from tenant_settings where tenant_id = $1 and setting_key = $2',
        ['demo', key],
      );
      expect(row?.config.value).toBe(MASK);
      expect(row?.secret_enc).not.toBeNull();
    },
  );

  it.each(Object.entries(values))(
    'refuses %s with is_encrypted false (422), and stores nothing',
    async (key, value) => {
      const demo = await h.signIn('demo');
      const answer = await demo.put(`${BASE}/${key}`, general(value, { is_encrypted: false }));
      const message = `The setting '${key}' is a secret: it is always stored encrypted`;
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({
        code: 'validation_failed',
        message,
        details: [{ path: 'is_encrypted', message }],
      });
      expect((await demo.get(`${BASE}/${key}`)).status).toBe(404);
    },
  );

  it('shows one saved in clear by an older server only as the mask, and encrypts it when saved with the mask', async () => {
    const demo = await h.signIn('demo');
    await h.deps.database.query(
      `insert into tenant_settings (tenant_id, id, setting_key, setting_name, description, config, is_encrypted,
         created_at, updated_at)
       values ('demo', gen_random_uuid(), 'webhook_signing_secret', 'Signing', '', $1::jsonb, false, now(), now())`,
      [JSON.stringify({ data_type: 'string', value: good })],
    );
    const viewer = await h.signIn('viewer');
    const shown = await viewer.get(`${BASE}/webhook_signing_secret`);
    expect(shown.body.data).toMatchObject({ is_encrypted: true, has_secret: true, config: { value: MASK } });
    expect(JSON.stringify((await viewer.get(BASE)).body)).not.toContain(good);

    const kept = await demo.put(`${BASE}/webhook_signing_secret`, general(MASK, { setting_name: 'Signing' }));
    expect(kept.status).toBe(200);
    const [row] = await h.deps.database.query<{ config: { value: string }; is_encrypted: boolean }>(
      "select config, is_encrypted from tenant_settings where tenant_id = 'demo' and setting_key = $1",
      ['webhook_signing_secret'],
    );
    expect(row).toEqual({ config: { data_type: 'string', value: MASK }, is_encrypted: true });
    const stored = await loadTenantSigningSecret(h.deps.database, h.deps.keys.data, 'demo');
    expect(stored).toBe(good);
  });
});

describe('other general settings', () => {
  it('keep only the data type rules: any text, a number, a boolean', async () => {
    const demo = await h.signIn('demo');
    expect((await demo.put(`${BASE}/homepage`, general('not a url'))).status).toBe(201);
    expect((await demo.put(`${BASE}/signing`, general('whsec_!!!'))).status).toBe(201);
    const count = await demo.put(`${BASE}/max_items`, { config: { data_type: 'number', value: '12' } });
    expect(count.status).toBe(201);
  });
});

describe('admin-only settings routes', () => {
  it('answer a member 403 whatever the body holds, before validating it', async () => {
    const demo = await h.signIn('demo');
    const saved = await demo.put(`${BASE}/site_name`, general('Acme'));
    const id = String(saved.body.data?.id);
    const editor = await h.signIn('editor');
    const invalid = { config: 'nope', bogus: 1 };
    for (const answer of [
      await editor.post(BASE, invalid),
      await editor.post(`${BASE}/upsert`, invalid),
      await editor.post(`${BASE}/batch`, { settings: 'all' }),
      await editor.put(`${BASE}/id/${id}`, invalid),
      await editor.put(`${BASE}/site_name`, invalid),
      await editor.put(`${BASE}/webhook_signing_secret`, general('whsec_!!!')),
      await editor.put(`${BASE}/-bad`, invalid),
      await editor.put(`${BASE}/registry`, { fields: [] }),
    ]) {
      expect({ status: answer.status, error: answer.body.error }).toEqual({ status: 403, error: FORBIDDEN });
    }
    expect((await demo.get(`${BASE}/site_name`)).body.data?.config?.value).toBe('Acme');
  });

  it('still validate an admin’s body with the same answers', async () => {
    const demo = await h.signIn('demo');
    const unknown = await demo.post(BASE, { setting_key: 'a', config: { value: 'x' }, bogus: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'unknown_field',
      message: "Unknown field 'bogus' in the request body",
      details: [{ path: 'bogus', message: 'Unknown field' }],
    });
    const wrong = await demo.put(`${BASE}/site_name`, { config: 'nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.message).toBe('config: Must be a JSON object');
    const batch = await demo.post(`${BASE}/batch`, { settings: [] });
    expect(batch.status).toBe(422);
    expect(batch.body.error?.message).toBe('settings: settings must be a list of 1 to 100 settings');
  });

  it('document their bodies in the OpenAPI document as before', async () => {
    const doc = (await h.raw('GET', '/api/v1/openapi.json')).body;
    const put = doc.paths?.['/api/v1/tenant-settings/{key}']?.put;
    const schema = put?.requestBody?.content?.['application/json']?.schema;
    expect(schema?.additionalProperties).toBe(false);
    expect(schema?.required).toEqual(['config']);
    expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(
      ['config', 'description', 'is_encrypted', 'setting_key', 'setting_name'].sort(),
    );
    expect(put?.responses?.['422']).toBeDefined();
  });
});
