// Findings of a black-box fuzz of the API server, each a clear 4xx (or the right answer) rather than a
// 500, a silent acceptance or a misleading message: copies too long to save, concurrent deletes, templates
// "published", webhook URLs that can never be delivered to, duplicate page ids, bodies that are not UTF-8,
// missing bodies, messages that echo or mislead, and bodies of routes that take no fields. Presence's
// client ids are in presence.test.ts. Real app, real database.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { forms } from '../../server/db/schema';
import type { Answer, ApiClient } from './support/client';
import { createForm, idOf, schemaWith } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
let demo: ApiClient;
let editor: ApiClient;

beforeAll(async () => {
  demo = await h.signIn('demo');
  editor = await h.signIn('editor');
});

const base = (formId: string) => `/api/v1/public/demo/forms/${formId}`;

const withSettings = (settings: Record<string, unknown>) => ({ ...schemaWith(2), settings });

const publicSchema = (settings: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: ['name', 'attachment'] }],
  all_fields: [
    { id: 'name', type: 'text', label: 'Your name' },
    { id: 'attachment', type: 'file', label: 'Attachment' },
  ],
  settings,
  globalVariables: [],
});

async function publishedForm(settings: Record<string, unknown> = {}): Promise<string> {
  const id = idOf(
    await demo.post('/api/v1/forms', { description: 'Fuzzed', schema_data: publicSchema(settings) }),
  );
  expect((await demo.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
  return id;
}

/** Stores a schema as is, bypassing the API's rules: a form saved before they existed. */
async function storeRaw(formId: string, schemaData: unknown): Promise<void> {
  await h.deps.database.db
    .update(forms)
    .set({ schemaData, revision: sql`${forms.revision} + 1` })
    .where(and(eq(forms.tenantId, 'demo'), eq(forms.id, formId)));
}

async function submissionCount(formId: string): Promise<number> {
  const answer = await demo.get(`/api/v1/forms/${formId}/submissions`);
  return Number(answer.body.meta?.total);
}

/** A request whose body is these exact bytes. */
const rawBytes = (method: string, url: string, bytes: Uint8Array, contentType = 'application/json') =>
  h.raw(method, url, { headers: { 'content-type': contentType }, body: Buffer.from(bytes) });

const utf8 = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

describe('duplicating a form', () => {
  it("keeps '{description} (Copy)' within 10000 characters, so the copy can be saved", async () => {
    const id = await createForm(demo, 'd'.repeat(10_000));
    const copy = await demo.post(`/api/v1/forms/${id}/duplicate`);
    expect(copy.status).toBe(201);
    const description = String(copy.body.data?.description);
    expect(description).toHaveLength(10_000);
    expect(description).toBe(`${'d'.repeat(9993)} (Copy)`);
    const saved = await demo.put(`/api/v1/forms/${String(copy.body.id)}`, { description });
    expect(saved.status).toBe(200);
  });

  it('never cuts a character in half to make room', async () => {
    // The emoji's two UTF-16 halves sit at 9992 and 9993: the cut at 9993 would split them.
    const id = await createForm(demo, `${'a'.repeat(9992)}😀${'b'.repeat(6)}`);
    const copy = await demo.post(`/api/v1/forms/${id}/duplicate`);
    expect(copy.body.data?.description).toBe(`${'a'.repeat(9992)} (Copy)`);
  });

  it('keeps a short description whole', async () => {
    const id = await createForm(demo, 'Short');
    expect((await demo.post(`/api/v1/forms/${id}/duplicate`)).body.data?.description).toBe('Short (Copy)');
  });
});

describe('deleting a form', () => {
  it('answers exactly one of three concurrent deletes with 200, the others with 404', async () => {
    const id = await createForm(demo, 'Deleted three times at once');
    const answers = await Promise.all([1, 2, 3].map(() => demo.delete(`/api/v1/forms/${id}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    for (const answer of answers.filter((a) => a.status === 404)) {
      expect(answer.body).toEqual({ error: { code: 'not_found', message: 'Form not found' } });
    }
    expect(answers.find((a) => a.status === 200)?.body).toEqual({ data: { id, deleted: true } });
  });
});

describe('publishing a template', () => {
  const refused = {
    error: {
      code: 'template_not_publishable',
      message: 'A template cannot be published: create a form from it (Duplicate) and publish that',
    },
  };

  it('is refused with 409, and the template stays unpublished', async () => {
    const id = await createForm(demo, 'A template', { is_template: true });
    const answer = await demo.post(`/api/v1/forms/${id}/publish`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(refused);
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.is_published).toBe(false);
    expect((await h.raw('GET', base(id))).status).toBe(404);
    // Unpublishing one is harmless and stays possible.
    const unpublished = await demo.post(`/api/v1/forms/${id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data?.is_published).toBe(false);
  });

  it('unpublishes a published form made a template, which says so and is not published again', async () => {
    const id = await publishedForm();
    const made = await demo.put(`/api/v1/forms/${id}`, { is_template: true });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ is_template: true, is_published: false });
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.is_published).toBe(false);
    expect((await h.raw('GET', base(id))).status).toBe(404);
    // Made a form again, it stays unpublished until someone publishes it.
    const back = await demo.put(`/api/v1/forms/${id}`, { is_template: false });
    expect(back.body.data).toMatchObject({ is_template: false, is_published: false });
    expect((await demo.put(`/api/v1/forms/${id}`, { is_template: true })).status).toBe(200);
    const unpublished = await demo.post(`/api/v1/forms/${id}/unpublish`);
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.data).toMatchObject({ is_template: true, is_published: false });
    const again = await demo.post(`/api/v1/forms/${id}/publish`);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refused);
  });
});

describe('answer keys', () => {
  it('refuses two fields answering under one name, and two options with one value, naming each', async () => {
    const schema = {
      schemaVersion: 1,
      pages: [{ id: 'page_1', description: '', field_ids: ['first', 'second', 'plan'] }],
      all_fields: [
        { id: 'first', type: 'text', label: 'First', name: 'contact' },
        { id: 'second', type: 'text', label: 'Second', name: 'contact' },
        {
          id: 'plan',
          type: 'radio',
          label: 'Plan',
          options: [
            { label: 'Basic', value: 'basic' },
            { label: 'Also basic', value: 'basic' },
          ],
        },
      ],
      settings: {},
      globalVariables: [],
    };
    const answer = await demo.post('/api/v1/forms', { description: 'Clashing', schema_data: schema });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.details).toEqual([
      { path: 'schema_data.all_fields.1.name', message: "Another field already uses the name 'contact'" },
      {
        path: 'schema_data.all_fields.2.options.1.value',
        message: "Another option already uses the value 'basic'",
      },
    ]);
  });
});

describe("a field keyed '__proto__'", () => {
  it('is refused on create, naming the id and the name, and nothing is saved', async () => {
    const before = (await demo.get('/api/v1/forms')).body.data?.length;
    const answer = await demo.post('/api/v1/forms', {
      description: 'Prototype',
      schema_data: {
        schemaVersion: 1,
        pages: [{ id: 'page_1', description: '', field_ids: ['__proto__', 'named', 'constructor'] }],
        all_fields: [
          { id: '__proto__', type: 'text', label: 'Proto', required: true },
          { id: 'named', type: 'text', label: 'Named', name: '__proto__' },
          { id: 'constructor', type: 'text', label: 'Constructor', required: true },
        ],
        settings: {},
        globalVariables: [],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.details).toEqual([
      {
        path: 'schema_data.all_fields.0.id',
        message: "'__proto__' is reserved and cannot be a field's name or id",
      },
      {
        path: 'schema_data.all_fields.1.name',
        message: "'__proto__' is reserved and cannot be a field's name or id",
      },
    ]);
    expect((await demo.get('/api/v1/forms')).body.data?.length).toBe(before);
  });
});

describe('the notifications webhook URL', () => {
  const refusedUrl = 'schema_data.settings.notifications.webhook: Must be a valid http(s) URL';

  it('refuses anything but an http(s) URL on create and on save, and saves nothing', async () => {
    for (const webhook of ['javascript:alert(1)', 'not a url', 'ftp://example.com/hook', '//example.com']) {
      const created = await demo.post('/api/v1/forms', {
        description: 'Hooked',
        schema_data: withSettings({ notifications: { webhook } }),
      });
      expect(created.status).toBe(422);
      expect(created.body.error).toMatchObject({ code: 'validation_failed', message: refusedUrl });
      expect(created.body.error?.details).toEqual([
        { path: 'schema_data.settings.notifications.webhook', message: 'Must be a valid http(s) URL' },
      ]);
    }
    const id = await createForm(demo, 'Hooked later');
    const before = (await demo.get(`/api/v1/forms/${id}`)).body.data?.revision;
    const saved = await demo.put(`/api/v1/forms/${id}`, {
      schema_data: withSettings({ notifications: { webhook: 'javascript:alert(1)' } }),
    });
    expect(saved.status).toBe(422);
    expect(saved.body.error?.message).toBe(refusedUrl);
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.revision).toBe(before);
  });

  it('refuses credentials in the URL, as every outbound URL does', async () => {
    const created = await demo.post('/api/v1/forms', {
      schema_data: withSettings({ notifications: { webhook: 'https://user:secret@example.com/hook' } }),
    });
    expect(created.status).toBe(422);
    expect(created.body.error?.message).toBe(
      'schema_data.settings.notifications.webhook: Must not contain credentials (user:password@)',
    );
  });

  it('takes an http(s) URL, and an empty one for no webhook', async () => {
    for (const webhook of ['https://hooks.example.com/formwright?x=1', 'http://example.com/hook', '', '  ']) {
      const created = await demo.post('/api/v1/forms', {
        schema_data: withSettings({ notifications: { webhook } }),
      });
      expect(created.status).toBe(201);
      expect(created.body.data?.schema_data?.settings?.notifications?.webhook).toBe(webhook);
    }
  });

  it('still loads, serves and duplicates a form stored with such a URL, and asks to fix it on save', async () => {
    const id = await publishedForm();
    const stored = publicSchema({ notifications: { webhook: 'javascript:alert(1)' } });
    await storeRaw(id, stored);
    const read = await demo.get(`/api/v1/forms/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data?.schema_data?.settings?.notifications?.webhook).toBe('javascript:alert(1)');
    expect((await h.raw('GET', base(id))).status).toBe(200);
    expect((await demo.post(`/api/v1/forms/${id}/duplicate`)).status).toBe(201);
    expect((await demo.post(`/api/v1/forms/${id}/versions`, { description: 'As it was' })).status).toBe(201);
    const keep = await demo.put(`/api/v1/forms/${id}`, { schema_data: stored });
    expect(keep.status).toBe(422);
    expect(keep.body.error?.message).toBe(refusedUrl);
    // A save that leaves the schema alone, or fixes the URL, goes through.
    expect((await demo.put(`/api/v1/forms/${id}`, { description: 'Renamed' })).status).toBe(200);
    const fixed = publicSchema({ notifications: { webhook: 'https://example.com/hook' } });
    expect((await demo.put(`/api/v1/forms/${id}`, { schema_data: fixed })).status).toBe(200);
  });
});

describe('page ids', () => {
  const twoPages = () => ({
    ...schemaWith(2),
    pages: [
      { id: 'page_1', description: '', field_ids: ['field_1'] },
      { id: 'page_1', description: '', field_ids: ['field_2'] },
    ],
  });
  const refused =
    "schema_data.pages.1.id: page id 'page_1' is already used by pages.0 (page ids must be unique)";

  it('refuses two pages with one id on create and on save', async () => {
    const created = await demo.post('/api/v1/forms', { schema_data: twoPages() });
    expect(created.status).toBe(422);
    expect(created.body.error).toMatchObject({ code: 'validation_failed', message: refused });
    const id = await createForm(demo, 'Paged');
    const saved = await demo.put(`/api/v1/forms/${id}`, { schema_data: twoPages() });
    expect(saved.status).toBe(422);
    expect(saved.body.error?.message).toBe(refused);
  });

  it('still loads and duplicates a form stored with them', async () => {
    const id = await createForm(demo, 'Paged before the rule');
    await storeRaw(id, twoPages());
    const read = await demo.get(`/api/v1/forms/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data?.schema_data?.pages?.map((p) => String(p.id))).toEqual(['page_1', 'page_1']);
    expect((await demo.post(`/api/v1/forms/${id}/duplicate`)).status).toBe(201);
  });
});

describe('request bodies that are not UTF-8', () => {
  const invalid = { error: { code: 'invalid_encoding', message: 'The request body is not valid UTF-8' } };

  it('refuses a public submission holding a Latin-1 byte or a UTF-16 mark with 400, storing nothing', async () => {
    const id = await publishedForm();
    const url = `${base(id)}/submissions`;
    const latin1 = concat(utf8('{"values":{"name":"Ren'), Uint8Array.of(0xe9), utf8('"}}'));
    const first = await rawBytes('POST', url, latin1);
    expect(first.status).toBe(400);
    expect(first.body).toEqual(invalid);
    const utf16 = concat(Uint8Array.of(0xff, 0xfe), utf8('{"values":{}}'));
    const second = await rawBytes('POST', url, utf16);
    expect(second.status).toBe(400);
    expect(second.body).toEqual(invalid);
    expect(await submissionCount(id)).toBe(0);
    // Proper UTF-8 is stored as sent.
    const good = await rawBytes('POST', url, utf8('{"values":{"name":"René"}}'));
    expect(good.status).toBe(201);
    const stored = await demo.get(`/api/v1/forms/${id}/submissions`);
    expect(stored.body.data?.[0]?.values).toMatchObject({ name: 'René' });
  });

  it('refuses a Content-Type with another charset with 415, on public and signed routes', async () => {
    const id = await publishedForm();
    const message = 'Request bodies are UTF-8: a Content-Type charset other than utf-8 is not supported';
    for (const type of ['application/json; charset=latin1', 'application/json;charset="ISO-8859-1"']) {
      const answer = await rawBytes('POST', `${base(id)}/submissions`, utf8('{"values":{}}'), type);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ error: { code: 'unsupported_media_type', message } });
    }
    const signed = await demo.put(
      `/api/v1/forms/${id}`,
      { description: 'x' },
      {
        contentType: 'application/json; charset=windows-1252',
      },
    );
    expect(signed.status).toBe(415);
    expect(signed.body.error?.message).toBe(message);
    for (const type of ['application/json; charset=utf-8', 'application/json; charset="UTF-8"']) {
      const answer = await rawBytes('POST', `${base(id)}/submissions`, utf8('{"values":{}}'), type);
      expect(answer.status).toBe(201);
    }
  });

  it('refuses a body that starts with a byte order mark with 400, also when it is signed over its exact bytes', async () => {
    const id = await createForm(demo, 'Marked');
    const bom = {
      error: {
        code: 'invalid_encoding',
        message: 'The request body starts with a byte order mark (BOM): send UTF-8 without one',
      },
    };
    // The test client signs the text it sends; the BOM character is sent as the bytes EF BB BF.
    const signed = await demo.put(`/api/v1/forms/${id}`, '\uFEFF{"description":"With a BOM"}');
    expect(signed.status).toBe(400);
    expect(signed.body).toEqual(bom);
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.description).toBe('Marked');
    const published = await publishedForm();
    const anonymous = await rawBytes(
      'POST',
      `${base(published)}/submissions`,
      concat(Uint8Array.of(0xef, 0xbb, 0xbf), utf8('{"values":{}}')),
    );
    expect(anonymous.status).toBe(400);
    expect(anonymous.body).toEqual(bom);
  });
});

describe('a required body that is missing', () => {
  const missing = { error: { code: 'missing_body', message: 'A JSON request body is required' } };

  it('answers 400 missing_body, not 415, without a body and without a Content-Type', async () => {
    const id = await createForm(demo, 'Versioned');
    const version = await demo.post(`/api/v1/forms/${id}/versions`);
    expect(version.status).toBe(400);
    expect(version.body).toEqual(missing);
    const user = await demo.request('PUT', `/api/v1/users/${editor.user.id}`);
    expect(user.status).toBe(400);
    expect(user.body).toEqual(missing);
    const published = await publishedForm();
    const submitted = await h.raw('POST', `${base(published)}/submissions`);
    expect(submitted.status).toBe(400);
    expect(submitted.body).toEqual(missing);
    // With a body, the media type is still checked.
    const typed = await h.raw('POST', `${base(published)}/submissions`, {
      headers: { 'content-type': 'text/plain' },
      body: '{"values":{}}',
    });
    expect(typed.status).toBe(415);
  });
});

describe('routes that take no fields', () => {
  const unknown = (field: string) => ({
    error: {
      code: 'unknown_field',
      message: `Unknown field '${field}' in the request body`,
      details: [{ path: field, message: 'Unknown field' }],
    },
  });

  it('refuse unknown fields on publish and unpublish, and take no body or {}', async () => {
    const id = await createForm(demo, 'Strictly published');
    const publish = await demo.post(`/api/v1/forms/${id}/publish`, { foo: 1 });
    expect(publish.status).toBe(400);
    expect(publish.body).toEqual(unknown('foo'));
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.is_published).toBe(false);
    expect((await demo.post(`/api/v1/forms/${id}/publish`, {})).status).toBe(200);
    const unpublish = await demo.post(`/api/v1/forms/${id}/unpublish`, { published: false });
    expect(unpublish.status).toBe(400);
    expect(unpublish.body).toEqual(unknown('published'));
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.is_published).toBe(true);
    expect((await demo.post(`/api/v1/forms/${id}/unpublish`)).status).toBe(200);
  });

  it('refuse unknown fields on rollback', async () => {
    const id = await createForm(demo, 'Rolled');
    const first = await demo.post(`/api/v1/forms/${id}/versions`, { description: 'One' });
    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'Two' });
    const url = `/api/v1/forms/${id}/versions/${String(first.body.id)}/rollback`;
    const answer = await demo.post(url, { foo: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(unknown('foo'));
    expect((await demo.get(`/api/v1/forms/${id}/versions`)).body.data).toHaveLength(2);
    expect((await demo.post(url, {})).status).toBe(200);
  });

  it('refuse unknown fields on sign-out, which then signs nothing out', async () => {
    const session = await h.signIn('viewer');
    const answer = await session.post('/api/v1/auth/signout', { everywhere: true });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(unknown('everywhere'));
    expect((await session.get('/api/v1/auth/verify')).status).toBe(200);
    expect((await session.post('/api/v1/auth/signout')).status).toBe(200);
    expect((await session.get('/api/v1/auth/verify')).status).toBe(401);
  });
});

describe('public messages', () => {
  const message = (answer: Answer) => answer.body.error?.message;
  const postJson = (url: string, body: unknown) =>
    h.raw('POST', url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it("say what is wrong with a draft's page", async () => {
    const id = await publishedForm({ allowDrafts: true });
    const cases: [unknown, string][] = [
      [-1, 'page: page must be at least 0'],
      [20_000, 'page: page must be at most 10000'],
      [1.5, 'page: page must be a whole number'],
      ['2', 'page: page must be a number'],
    ];
    for (const [page, expected] of cases) {
      const answer = await postJson(`${base(id)}/drafts`, { values: {}, page });
      expect(answer.status).toBe(422);
      expect(message(answer)).toBe(expected);
    }
    const event = await postJson(`${base(id)}/events`, { type: 'page', page: -1 });
    expect(event.status).toBe(422);
    expect(message(event)).toBe('page: page must be at least 0');
  });

  it('say an answer key is too long without echoing it', async () => {
    const id = await publishedForm({ allowDrafts: true });
    const key = 'k'.repeat(5000);
    const draft = await postJson(`${base(id)}/drafts`, { values: { [key]: 'x' }, page: 0 });
    expect(draft.status).toBe(422);
    expect(message(draft)).toBe('values: an answer key is longer than 500 characters');
    expect(draft.text).not.toContain('kkkkkkkkkk');
    const submitted = await postJson(`${base(id)}/submissions`, { values: { [key]: 'x' } });
    expect(submitted.status).toBe(422);
    expect(message(submitted)).toBe('values: an answer key is longer than 500 characters');
    expect(submitted.text).not.toContain('kkkkkkkkkk');
    const notObject = await postJson(`${base(id)}/submissions`, { values: [] });
    expect(message(notObject)).toBe('values: values must be a JSON object');
  });

  it("say an upload may carry one file and one field_id, rather than 'send the file'", async () => {
    const id = await publishedForm();
    const pdf = () => new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const twoFiles = new FormData();
    twoFiles.append('file', pdf(), 'a.pdf');
    twoFiles.append('file', pdf(), 'b.pdf');
    twoFiles.append('field_id', 'attachment');
    const files = await h.raw('POST', `${base(id)}/files`, { body: twoFiles });
    expect(files.status).toBe(400);
    expect(files.body).toEqual({
      error: { code: 'too_many_files', message: "Only one file per upload: send a single part named 'file'" },
    });
    const twoFields = new FormData();
    twoFields.append('file', pdf(), 'a.pdf');
    twoFields.append('field_id', 'attachment');
    twoFields.append('field_id', 'attachment');
    const fields = await h.raw('POST', `${base(id)}/files`, { body: twoFields });
    expect(fields.status).toBe(422);
    expect(fields.body).toEqual({
      error: {
        code: 'validation_failed',
        message: "field_id is given twice: send a single part named 'field_id'",
      },
    });
  });
});
