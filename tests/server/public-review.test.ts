// The review of issue #8's anonymous routes: what the public form hides, the honeypot's answer, the exact
// form revision of a submission, drafts keeping their uploads, one media type, replays and the rate limit,
// placed recaptcha fields, and searching answers only. Real app, real database.
import { beforeEach, describe, expect, it } from 'vitest';
import { purgeExpired } from '../../server/db/housekeeping';
import type { ApiClient } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
let demo: ApiClient;

const WEBHOOK = 'https://hooks.example.com/in?token=s3cret-hook-token';
const NOTIFY_EMAIL = 'owner-alerts@demo.example';

const schemaWith = (settings: Record<string, unknown> = {}, extraFields: Record<string, unknown>[] = []) => ({
  schemaVersion: 1,
  pages: [
    {
      id: 'page_1',
      description: '',
      field_ids: ['name', 'attachment', ...extraFields.map((f) => String(f.id))],
    },
  ],
  all_fields: [
    { id: 'name', name: 'full_name', type: 'text', label: 'Your name', required: true },
    { id: 'attachment', type: 'file', label: 'Attachment' },
    ...extraFields,
  ],
  settings,
  globalVariables: [],
});

async function publishedForm(
  settings: Record<string, unknown> = {},
  extraFields: Record<string, unknown>[] = [],
): Promise<string> {
  const id = idOf(
    await demo.post('/api/v1/forms', {
      description: 'Review',
      schema_data: schemaWith(settings, extraFields),
    }),
  );
  expect((await demo.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
  return id;
}

const base = (formId: string) => `/api/v1/public/demo/forms/${formId}`;

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  h.raw('POST', url, {
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const uploadPdf = (formId: string) => {
  const body = new FormData();
  body.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
  body.append('field_id', 'attachment');
  return h.raw('POST', `${base(formId)}/files`, { body });
};

// Housekeeping below purges sessions along with drafts (its clock runs ahead), so each test signs in.
beforeEach(async () => {
  demo = await h.signIn('demo');
});

describe('the public form', () => {
  it('never shows the notification webhook URL or address, and keeps the settings the renderer needs', async () => {
    const id = await publishedForm({
      submitButtonText: 'Send it',
      allowDrafts: true,
      notifications: { webhook: WEBHOOK, email: NOTIFY_EMAIL },
    });
    const answer = await h.raw('GET', base(id));
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('s3cret-hook-token');
    expect(answer.text).not.toContain('hooks.example.com');
    expect(answer.text).not.toContain(NOTIFY_EMAIL);
    expect(answer.body.data?.schema_data?.settings).toMatchObject({
      submitButtonText: 'Send it',
      allowDrafts: true,
      notifications: {},
    });
    // The server itself still delivers to the hidden URL.
    const sent = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Hook' } });
    expect(sent.status).toBe(201);
    const [delivery] = await h.deps.database.query<{ target: string }>(
      'select target from webhook_deliveries where tenant_id = $1 and form_id = $2',
      ['demo', id],
    );
    expect(delivery?.target).toBe(WEBHOOK);
  });
});

describe('the honeypot answer', () => {
  it('has the shape of a stored answer: one id, twice', async () => {
    const id = await publishedForm({ enableSpamProtection: true, spamProtectionType: 'honeypot' });
    const real = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada' } });
    const fake = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Bot', _hp: 'x' } });
    expect(fake.status).toBe(real.status);
    expect(fake.body.data?.id).toBe(fake.body.id);
    expect(real.body.data?.id).toBe(real.body.id);
    const shape = (body: Record<string, unknown>) =>
      JSON.stringify(body, (_key, value) => (typeof value === 'string' ? typeof value : value));
    expect(shape(fake.body)).toBe(shape(real.body));
  });
});

describe('the form revision of a submission', () => {
  const revisionOf = async (formId: string) => {
    const [row] = await h.deps.database.query<{ revision: string | number }>(
      'select revision from forms where tenant_id = $1 and id = $2',
      ['demo', formId],
    );
    return Number(row?.revision);
  };

  it('records forms.revision as form_revision, exact across saves without a manual version', async () => {
    const id = await publishedForm();
    const before = await revisionOf(id);
    const first = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Before' } });
    const saved = await demo.put(`/api/v1/forms/${id}`, {
      schema_data: schemaWith({ submitButtonText: 'Changed' }),
    });
    expect(saved.status).toBe(200);
    const after = await revisionOf(id);
    expect(after).toBeGreaterThan(before);
    const second = await postJson(`${base(id)}/submissions`, { values: { full_name: 'After' } });
    const one = await demo.get(`/api/v1/forms/${id}/submissions/${first.body.id}`);
    expect(one.body.data?.form_revision).toBe(before);
    const list = await demo.get(`/api/v1/forms/${id}/submissions`);
    const byName = new Map((list.body.data ?? []).map((s) => [String(s.id), s.form_revision]));
    expect(byName.get(String(first.body.id))).toBe(before);
    expect(byName.get(String(second.body.id))).toBe(after);
  });
});

describe('housekeeping of uploads', () => {
  it('keeps an upload a live draft names past a day, and purges it once the draft expired', async () => {
    const id = await publishedForm({ allowDrafts: true });
    const inDraft = String((await uploadPdf(id)).body.id);
    const inList = String((await uploadPdf(id)).body.id);
    const abandoned = String((await uploadPdf(id)).body.id);
    const draft = await postJson(`${base(id)}/drafts`, {
      values: { full_name: 'Half', attachment: inDraft, other: { nested: [inList] } },
      page: 0,
    });
    expect(draft.status).toBe(201);
    const fileIds = async () =>
      (
        await h.deps.database.query<{ id: string }>(
          'select id::text as id from submission_files where tenant_id = $1 and form_id = $2 order by id',
          ['demo', id],
        )
      ).map((f) => f.id);
    await purgeExpired(h.deps.database, new Date(h.now + 2 * 86_400_000));
    expect(await fileIds()).toEqual([inDraft, inList].sort());
    expect(await fileIds()).not.toContain(abandoned);
    // The resumed draft can still submit its file.
    const token = String(draft.body.data?.token);
    const sent = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Done', attachment: inDraft },
      draft_token: token,
    });
    expect(sent.status).toBe(201);
    await purgeExpired(h.deps.database, new Date(h.now + 31 * 86_400_000));
    expect(await fileIds()).toEqual([inDraft]);
  });

  it('purges a draft-named upload after the draft expires', async () => {
    const id = await publishedForm({ allowDrafts: true });
    const file = String((await uploadPdf(id)).body.id);
    await postJson(`${base(id)}/drafts`, { values: { attachment: [file] }, page: 0 });
    await purgeExpired(h.deps.database, new Date(h.now + 31 * 86_400_000));
    const rows = await h.deps.database.query(
      'select 1 from submission_files where tenant_id = $1 and id = $2',
      ['demo', file],
    );
    expect(rows).toHaveLength(0);
  });
});

describe('one media type', () => {
  it('takes application/json with a charset and refuses application/*+json with 415', async () => {
    const id = await publishedForm({ allowDrafts: true });
    const send = (type: string, path: string, body: unknown) =>
      h.raw('POST', `${base(id)}${path}`, { headers: { 'content-type': type }, body: JSON.stringify(body) });
    const ok = await send('application/json; charset=utf-8', '/submissions', {
      values: { full_name: 'Ada' },
    });
    expect(ok.status).toBe(201);
    for (const [path, body] of [
      ['/submissions', { values: { full_name: 'Ada' } }],
      ['/drafts', { values: {}, page: 0 }],
      ['/events', { type: 'view' }],
    ] as const) {
      const refused = await send('application/foo+json', path, body);
      expect({ path, status: refused.status, code: refused.body.error?.code }).toEqual({
        path,
        status: 415,
        code: 'unsupported_media_type',
      });
    }
  });
});

describe('replays and the rate limit', () => {
  it('answers a stored replay even after the address used its minute (no 429 for a safe retry)', async () => {
    const id = await publishedForm();
    const send = (key: string) =>
      postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada' } }, { 'idempotency-key': key });
    const first = await send('retry-me');
    expect(first.status).toBe(201);
    for (let i = 1; i < 10; i += 1) expect((await send(`other-${i}`)).status).toBe(201);
    const fresh = await send('one-too-many');
    expect(fresh.status).toBe(429);
    const retry = await send('retry-me');
    expect({ status: retry.status, id: retry.body.id }).toEqual({ status: 201, id: first.body.id });
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const id = await publishedForm();
    for (let i = 0; i < 10; i += 1) {
      const sent = await postJson(
        `${base(id)}/submissions`,
        { values: { full_name: 'Ada' } },
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      expect(sent.status).toBe(201);
    }
    const spoofed = await postJson(
      `${base(id)}/submissions`,
      { values: { full_name: 'Ada' } },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(spoofed.status).toBe(429);
  });
});

describe('a placed recaptcha field', () => {
  const captcha = { id: 'captcha', type: 'recaptcha', label: 'Are you human?' };

  it('is verified on the server when the form has a site key, even with spam protection off', async () => {
    const id = await publishedForm({ enableSpamProtection: false, recaptchaSiteKey: 'site-key-1' }, [
      captcha,
    ]);
    const answer = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada' } });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'recaptcha_required',
      message: 'Please complete the reCAPTCHA check',
    });
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
  });

  it('is not required when the form has no site key or the field is hidden', async () => {
    const noKey = await publishedForm({}, [captcha]);
    expect((await postJson(`${base(noKey)}/submissions`, { values: { full_name: 'Ada' } })).status).toBe(201);
    const hidden = await publishedForm({ recaptchaSiteKey: 'site-key-1' }, [
      {
        ...captcha,
        conditionalLogic: [
          {
            id: 'r1',
            triggerFieldId: 'name',
            operator: 'equals',
            value: 'Ada',
            action: { type: 'hide' },
          },
        ],
      },
    ]);
    expect((await postJson(`${base(hidden)}/submissions`, { values: { full_name: 'Ada' } })).status).toBe(
      201,
    );
    expect((await postJson(`${base(hidden)}/submissions`, { values: { full_name: 'Bob' } })).status).toBe(
      422,
    );
  });
});

describe('responses', () => {
  it('searches answer values only, not field names', async () => {
    const id = await publishedForm();
    await postJson(`${base(id)}/submissions`, { values: { full_name: 'Grace Hopper' } });
    const search = async (q: string) =>
      (await demo.get(`/api/v1/forms/${id}/submissions?q=${encodeURIComponent(q)}`)).body.meta?.total;
    expect(await search('hopper')).toBe(1);
    expect(await search('full_name')).toBe(0);
    expect(await search('attachment')).toBe(0);
    expect(await search('nobody')).toBe(0);
  });

  it('refuses page_path, which is not part of the submission (400 unknown field)', async () => {
    const id = await publishedForm();
    const answer = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Ada' },
      page_path: [0],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('unknown_field');
  });

  it('deletes a submission with 204 and no body', async () => {
    const id = await publishedForm();
    const sent = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada' } });
    const gone = await demo.delete(`/api/v1/forms/${id}/submissions/${sent.body.id}`);
    expect(gone.status).toBe(204);
    expect(gone.text).toBe('');
  });
});
