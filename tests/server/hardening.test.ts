// The security review's findings on bad input from anyone: JSON nested until the stack overflows, lone
// UTF-16 surrogates PostgreSQL refuses, answers whose own toString is not a function, a NUL tenant in the
// upload path, uploads for forms without a file field, oversized drafts, and the client address behind a
// proxy. Each must be a clear 4xx, never a 500. Real app, real database.
import { Hono } from 'hono';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_DRAFT_VALUES_BYTES } from '../../server/domain/drafts';
import { clientAddress } from '../../server/http/client-address';
import { type ApiClient, signRequest } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

// The judgement is the renderer's code over the visitor's JSON; a value carrying this key makes it throw, to
// show that whatever it throws is answered as bad input rather than as a 500.
const EXPLODE = '__judge_throws';
vi.mock('../../src/logic', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/logic')>();
  return {
    ...actual,
    judgeSubmission: (...args: Parameters<typeof actual.judgeSubmission>) => {
      if (Object.hasOwn(args[1], EXPLODE)) throw new TypeError('Cannot convert object to primitive value');
      return actual.judgeSubmission(...args);
    },
  };
});

const h = setupHarness();
let demo: ApiClient;

const fields = [
  { id: 'name', name: 'full_name', type: 'text', label: 'Your name', required: true },
  { id: 'note', type: 'textarea', label: 'Note' },
  { id: 'attachment', type: 'file', label: 'Attachment' },
];

async function publishedForm(
  settings: Record<string, unknown> = {},
  all_fields: Record<string, unknown>[] = fields,
): Promise<string> {
  const id = idOf(
    await demo.post('/api/v1/forms', {
      description: 'Hardening',
      schema_data: {
        schemaVersion: 1,
        pages: [{ id: 'page_1', description: '', field_ids: all_fields.map((f) => String(f.id)) }],
        all_fields,
        settings,
        globalVariables: [],
      },
    }),
  );
  expect((await demo.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
  return id;
}

const base = (formId: string, tenant = 'demo') => `/api/v1/public/${tenant}/forms/${formId}`;

/** `body` as raw JSON text, so a test can send what JSON.stringify would never produce. */
const postText = (url: string, body: string, method = 'POST') =>
  h.raw(method, url, { headers: { 'content-type': 'application/json' }, body });

const postJson = (url: string, body: unknown) => postText(url, JSON.stringify(body));

const upload = (formId: string, fieldId?: string, tenant = 'demo') => {
  const body = new FormData();
  body.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
  if (fieldId !== undefined) body.append('field_id', fieldId);
  return h.raw('POST', `${base(formId, tenant)}/files`, { body });
};

const nested = (levels: number, inner = '"x"') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;

const TOO_DEEP = { error: { code: 'json_too_deep', message: 'JSON nested deeper than 64 levels' } };
const SURROGATE = {
  error: { code: 'invalid_text', message: 'Text may not contain unpaired surrogate characters' },
};

beforeAll(async () => {
  demo = await h.signIn('demo');
});

describe('deeply nested JSON', () => {
  it('answers sign-in with 5000 levels of arrays 400, not a stack overflow', async () => {
    const answer = await postText('/api/v1/auth/signin', `{"username":${nested(5000)},"password":"x"}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(TOO_DEEP);
  });

  it('takes 64 levels and refuses 65 (the body object is the first level)', async () => {
    const at = await postText('/api/v1/auth/signin', `{"username":${nested(63)},"password":"secret1"}`);
    expect(at.status).toBe(422);
    const over = await postText('/api/v1/auth/signin', `{"username":${nested(64)},"password":"secret1"}`);
    expect(over.body).toEqual(TOO_DEEP);
  });

  it('refuses it on public and signed routes alike, objects as well as arrays', async () => {
    const id = await publishedForm();
    const deepObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    expect((await postText(`${base(id)}/submissions`, `{"values":${deepObject}}`)).body).toEqual(TOO_DEEP);
    const signed = await demo.put(`/api/v1/forms/${id}`, `{"description":${nested(10_000)}}`);
    expect(signed.body).toEqual(TOO_DEEP);
  });
});

describe('unpaired surrogates', () => {
  it('refuses a lone surrogate in a submitted answer or key with 400 and stores nothing', async () => {
    const id = await publishedForm();
    const inValue = await postText(`${base(id)}/submissions`, '{"values":{"full_name":"Ada \\ud800"}}');
    expect(inValue.status).toBe(400);
    expect(inValue.body).toEqual(SURROGATE);
    const inKey = await postText(`${base(id)}/submissions`, '{"values":{"full_name":"Ada","\\udc00":"x"}}');
    expect(inKey.body).toEqual(SURROGATE);
    // The low half first is not a pair either.
    const reversed = await postText(`${base(id)}/submissions`, '{"values":{"full_name":"\\udc00\\ud800"}}');
    expect(reversed.body).toEqual(SURROGATE);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
  });

  it('refuses one in a draft and in a signed body (a form description)', async () => {
    const id = await publishedForm({ allowDrafts: true });
    const draft = await postText(`${base(id)}/drafts`, '{"values":{"note":"\\ud83d"},"page":0}');
    expect(draft.body).toEqual(SURROGATE);
    const signed = await demo.put(`/api/v1/forms/${id}`, { description: 'Lone \ud800' });
    expect(signed.status).toBe(400);
    expect(signed.body).toEqual(SURROGATE);
  });

  it('keeps text with proper surrogate pairs (emoji) as sent', async () => {
    const id = await publishedForm();
    const sent = await postText(
      `${base(id)}/submissions`,
      '{"values":{"full_name":"Ada \\ud83d\\ude00 😀"}}',
    );
    expect(sent.status).toBe(201);
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${sent.body.id}`);
    expect(stored.body.data?.values).toMatchObject({ full_name: 'Ada 😀 😀' });
  });
});

describe('answers whose own toString is not a function', () => {
  const evil = { toString: 1 };

  it('judges a required text answer that is an object as not answered (422 on that field)', async () => {
    const id = await publishedForm();
    const empty = await postJson(`${base(id)}/submissions`, { values: { full_name: '' } });
    expect(empty.status).toBe(422);
    const answer = await postJson(`${base(id)}/submissions`, { values: { full_name: evil } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(empty.body);
    expect(answer.body.error?.fields?.name).toBe('Your name is required');
  });

  it('stores an optional text answer that is an object or a list of objects as empty, not as a 500', async () => {
    const id = await publishedForm();
    const answer = await postJson(`${base(id)}/submissions`, {
      values: { full_name: ['Ada', 'Lovelace'], note: [evil] },
    });
    expect(answer.status).toBe(201);
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${answer.body.id}`);
    // A list of plain values reads as String() wrote it before; anything holding an object is empty.
    expect(stored.body.data?.values).toMatchObject({ full_name: 'Ada,Lovelace', note: '' });
  });

  it('reads a honeypot holding such an object as empty: no 500, judged like any other submission', async () => {
    const id = await publishedForm({ enableSpamProtection: true, spamProtectionType: 'honeypot' });
    const hp = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada', _hp: evil } });
    expect(hp.status).toBe(201);
    const auto = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Ada', __fw_honeypot: evil },
    });
    expect(auto.status).toBe(201);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(2);
    // A honeypot with real text is still a bot's.
    const bot = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada', _hp: ['spam'] } });
    expect(bot.status).toBe(201);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(2);
  });

  it("answers a file answer whose id is such an object with the field's 'not found' (422)", async () => {
    const id = await publishedForm();
    for (const attachment of [{ id: evil }, [{ id: evil }], [evil]]) {
      const answer = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada', attachment } });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.fields).toEqual({
        attachment: 'The uploaded file was not found; please upload it again',
      });
    }
  });

  it('answers 422, never 500, when judging the answers throws', async () => {
    const id = await publishedForm();
    const answer = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada', [EXPLODE]: 1 } });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: {
        code: 'validation_failed',
        message: "These answers could not be checked against the form's rules",
      },
    });
  });
});

describe('the tenant in the public path', () => {
  const NOT_FOUND = { error: { code: 'not_found', message: 'Form not found' } };

  it('answers an upload to a tenant with NUL, or any id no tenant can have, with 404', async () => {
    const id = await publishedForm();
    for (const tenant of ['%00', 'demo%00', 'DEMO', '-demo', 'd%C3%A9mo', 'x'.repeat(64)]) {
      const answer = await upload(id, 'attachment', tenant);
      expect({ tenant, status: answer.status, body: answer.body }).toEqual({
        tenant,
        status: 404,
        body: NOT_FOUND,
      });
    }
    expect((await upload(id, 'attachment')).status).toBe(201);
  });

  it('answers the JSON routes of such a tenant with a 4xx too', async () => {
    const id = await publishedForm({ allowDrafts: true });
    expect((await h.raw('GET', base(id, 'DEMO'))).body).toEqual(NOT_FOUND);
    expect((await postJson(`${base(id, 'Demo')}/submissions`, { values: {} })).body).toEqual(NOT_FOUND);
    expect((await postJson(`${base(id, 'Demo')}/drafts`, { values: {}, page: 0 })).body).toEqual(NOT_FOUND);
    // NUL anywhere in the path of an api.op route is refused before the route runs.
    const nul = await h.raw('GET', base(id, 'demo%00'));
    expect(nul.status).toBe(400);
    expect(nul.body.error?.code).toBe('invalid_text');
  });
});

describe('uploads', () => {
  it('require field_id naming a file field of the form (422 otherwise)', async () => {
    const id = await publishedForm();
    const missing = await upload(id);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      error: {
        code: 'validation_failed',
        message: "Name the file field the upload is for in a part named 'field_id'",
      },
    });
    const notFile = await upload(id, 'name');
    expect(notFile.body).toEqual({
      error: {
        code: 'validation_failed',
        message:
          'This form has no such file field (it may have changed since it was opened): reload the form and try again',
      },
    });
    expect((await upload(id, 'nope')).status).toBe(422);
    expect((await upload(id, '')).status).toBe(422);
    expect((await upload(id, 'attachment')).status).toBe(201);
  });

  it('are refused for a published form without a file field', async () => {
    const id = await publishedForm({}, [fields[0]!]);
    expect((await upload(id)).status).toBe(422);
    expect((await upload(id, 'name')).status).toBe(422);
    expect((await upload(id, 'attachment')).status).toBe(422);
  });
});

describe('draft size', () => {
  it(`refuses draft values over ${MAX_DRAFT_VALUES_BYTES / 1024} KB of JSON with 413, on save and update`, async () => {
    const id = await publishedForm({ allowDrafts: true });
    const TOO_LARGE = {
      error: { code: 'payload_too_large', message: "A draft's values may be at most 256 KB of JSON" },
    };
    const big = { note: 'x'.repeat(MAX_DRAFT_VALUES_BYTES) };
    const created = await postJson(`${base(id)}/drafts`, { values: big, page: 0 });
    expect(created.status).toBe(413);
    expect(created.body).toEqual(TOO_LARGE);

    // Just under the cap is fine ({"note":"…"} adds 11 bytes).
    const fits = { note: 'x'.repeat(MAX_DRAFT_VALUES_BYTES - 11) };
    const saved = await postJson(`${base(id)}/drafts`, { values: fits, page: 0 });
    expect(saved.status).toBe(201);
    const token = String(saved.body.data?.token);
    const url = `${base(id)}/drafts/${token}`;
    // Multi-byte text counts in bytes, as stored.
    const wide = await postText(
      url,
      JSON.stringify({ values: { note: 'é'.repeat(140_000) }, page: 1 }),
      'PUT',
    );
    expect(wide.status).toBe(413);
    expect(wide.body).toEqual(TOO_LARGE);
    const read = await h.raw('GET', url);
    expect(read.body.data?.page).toBe(0);
  });
});

describe('the client address', () => {
  const probe = (trustProxy: boolean, read = clientAddress) => {
    const app = new Hono();
    app.get('/', (c) => c.text(read(c, trustProxy)));
    return async (headers: Record<string, string>, peer = '192.0.2.10') => {
      const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
      return response.text();
    };
  };

  it('is the rightmost X-Forwarded-For entry behind a trusted proxy (the one the proxy appended)', async () => {
    const ask = probe(true);
    expect(await ask({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await ask({ 'x-forwarded-for': ' 203.0.113.7 ' })).toBe('203.0.113.7');
    expect(await ask({ 'x-forwarded-for': '198.51.100.1, 203.0.113.7, ' })).toBe('203.0.113.7');
    expect(await ask({})).toBe('192.0.2.10');
    expect(await ask({ 'x-forwarded-for': ' , ' })).toBe('192.0.2.10');
    expect(await ask({ 'x-forwarded-for': `1.1.1.1, ${'a'.repeat(500)}` })).toHaveLength(100);
  });

  it('is the socket peer without TRUST_PROXY, whatever the header says', async () => {
    expect(await probe(false)({ 'x-forwarded-for': '198.51.100.1' })).toBe('192.0.2.10');
  });
});

describe('settings.requireAuth', () => {
  const SIGN_IN = { error: { code: 'sign_in_required', message: 'Sign in to submit this form' } };

  /** An upload signed as docs/api.md says: the multipart body is not signed, so the empty string is. */
  const signedUpload = (client: ApiClient, formId: string, tenantId = client.session.tenantId) => {
    const url = `${base(formId)}/files`;
    const timestamp = String(h.nowSeconds());
    const nonce = `n-${Math.random().toString(36).slice(2)}`;
    const body = new FormData();
    body.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    body.append('field_id', 'attachment');
    return h.raw('POST', url, {
      body,
      headers: {
        authorization: `Bearer ${client.session.token}`,
        'x-tenant-id': tenantId,
        'x-timestamp': timestamp,
        'x-nonce': nonce,
        'x-signature': signRequest(client.session.signingKey, timestamp, nonce, 'POST', url, ''),
      },
    });
  };

  it('still serves the form, so the page can say sign-in is needed, and still takes analytics events', async () => {
    const id = await publishedForm({ requireAuth: true, enableAnalytics: true });
    const form = await h.raw('GET', base(id));
    expect(form.status).toBe(200);
    expect(form.body.data?.schema_data?.settings?.requireAuth).toBe(true);
    expect((await postJson(`${base(id)}/events`, { type: 'view' })).status).toBe(204);
  });

  it('refuses anonymous submissions, drafts and uploads with 401 sign_in_required, storing nothing', async () => {
    const id = await publishedForm({ requireAuth: true, allowDrafts: true });
    const submitted = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada' } });
    expect(submitted.status).toBe(401);
    expect(submitted.body).toEqual(SIGN_IN);
    expect((await postJson(`${base(id)}/drafts`, { values: {}, page: 0 })).body).toEqual(SIGN_IN);
    const token = 'a'.repeat(32);
    expect((await postText(`${base(id)}/drafts/${token}`, '{"values":{},"page":0}', 'PUT')).body).toEqual(
      SIGN_IN,
    );
    expect((await h.raw('GET', `${base(id)}/drafts/${token}`)).body).toEqual(SIGN_IN);
    const up = await upload(id, 'attachment');
    expect(up.status).toBe(401);
    expect(up.body).toEqual(SIGN_IN);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
    const files = await h.deps.database.query<{ n: number }>(
      'select count(*)::int as n from submission_files where form_id = $1',
      [id],
    );
    expect(files[0]?.n).toBe(0);
  });

  it("takes them from a signed-in user of the form's tenant, with the usual token and signature", async () => {
    const id = await publishedForm({ requireAuth: true, allowDrafts: true });
    const editor = await h.signIn('editor');
    const up = await signedUpload(editor, id);
    expect(up.status).toBe(201);
    const sent = await editor.post(`${base(id)}/submissions`, {
      values: { full_name: 'Ada', attachment: up.body.id },
    });
    expect(sent.status).toBe(201);
    const draft = await editor.post(`${base(id)}/drafts`, { values: { note: 'later' }, page: 0 });
    expect(draft.status).toBe(201);
    const url = `${base(id)}/drafts/${String(draft.body.data?.token)}`;
    expect((await editor.put(url, { values: { note: 'later still' }, page: 0 })).status).toBe(200);
    expect((await editor.get(url)).body.data?.page).toBe(0);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(1);
  });

  it('refuses a user of another tenant, a bad token and a bad signature', async () => {
    const id = await publishedForm({ requireAuth: true });
    const other = await h.signIn('other');
    const foreign = await other.post(`${base(id)}/submissions`, { values: { full_name: 'Eve' } });
    expect(foreign.body).toEqual(SIGN_IN);
    expect((await signedUpload(other, id)).body).toEqual(SIGN_IN);
    const forged = await h.raw('POST', `${base(id)}/submissions`, {
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer not.a.token',
        'x-tenant-id': 'demo',
      },
      body: JSON.stringify({ values: { full_name: 'Eve' } }),
    });
    expect(forged.status).toBe(401);
    expect(forged.body.error?.code).toBe('token_invalid');
    const unsigned = await demo.post(
      `${base(id)}/submissions`,
      { values: { full_name: 'Eve' } },
      { signBody: '{"values":{"full_name":"Ada"}}' },
    );
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error?.code).toBe('signature_invalid');
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
  });

  it('changes nothing for forms without it: anonymous requests are answered, credentials ignored', async () => {
    const id = await publishedForm({ requireAuth: false });
    expect((await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada' } })).status).toBe(201);
    expect((await upload(id, 'attachment')).status).toBe(201);
  });
});
