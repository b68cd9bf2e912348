// Publishing and the anonymous routes of issue #8: the form, submissions, uploads, drafts, events. Real
// app, real database; anonymous requests carry no token and no signature.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/client';
import { purgeExpired } from '../../server/db/housekeeping';
import { analyticsSummary } from '../../server/domain/analytics';
import { FILE_TAKEN_MESSAGE, storeSubmission } from '../../server/domain/submissions';
import { loadPublicForm } from '../../server/domain/submissions-public';
import type { ApiClient } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
let demo: ApiClient;
let editor: ApiClient;
let viewer: ApiClient;

const NOT_FOUND = { error: { code: 'not_found', message: 'Form not found' } };

const contactSchema = (settings: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  pages: [
    { id: 'page_1', description: '', field_ids: ['name', 'email'] },
    { id: 'page_2', description: '', field_ids: ['topic', 'details', 'attachment'] },
  ],
  all_fields: [
    { id: 'name', name: 'full_name', type: 'text', label: 'Your name', required: true },
    { id: 'email', type: 'email', label: 'E-mail', required: false },
    {
      id: 'topic',
      type: 'select',
      label: 'Topic',
      options: [
        { label: 'Product', value: 'Product' },
        { label: 'Billing', value: 'Billing' },
      ],
    },
    {
      id: 'details',
      type: 'textarea',
      label: 'Details',
      // Shown only for billing questions.
      conditionalLogic: [
        {
          id: 'r1',
          triggerFieldId: 'topic',
          operator: 'not_equals',
          value: 'Billing',
          action: { type: 'hide' },
        },
      ],
      required: true,
    },
    { id: 'attachment', type: 'file', label: 'Attachment' },
  ],
  settings,
  globalVariables: [],
});

async function publishedForm(settings: Record<string, unknown> = {}, by = demo): Promise<string> {
  const id = idOf(
    await by.post('/api/v1/forms', { description: 'Contact', schema_data: contactSchema(settings) }),
  );
  const published = await by.post(`/api/v1/forms/${id}/publish`);
  expect(published.status).toBe(200);
  return id;
}

const base = (formId: string, tenant = 'demo') => `/api/v1/public/${tenant}/forms/${formId}`;

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  h.raw('POST', url, {
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  demo = await h.signIn('demo');
  editor = await h.signIn('editor');
  viewer = await h.signIn('viewer');
});

describe('publishing', () => {
  it('starts unpublished, and publish / unpublish flip is_published in every form answer', async () => {
    const id = idOf(await demo.post('/api/v1/forms', { description: 'P' }));
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.is_published).toBe(false);
    const published = await demo.post(`/api/v1/forms/${id}/publish`);
    expect(published.body.data).toMatchObject({ id, is_published: true });
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.is_published).toBe(true);
    const list = await demo.get('/api/v1/forms');
    expect((list.body.data ?? []).find((f) => String(f.id) === id)?.is_published).toBe(true);
    const unpublished = await demo.post(`/api/v1/forms/${id}/unpublish`);
    expect(unpublished.body.data?.is_published).toBe(false);
  });

  it("records 'published the form' and 'unpublished the form' in the activity", async () => {
    const id = idOf(await demo.post('/api/v1/forms', { description: 'A' }));
    await demo.post(`/api/v1/forms/${id}/publish`);
    await demo.post(`/api/v1/forms/${id}/unpublish`);
    const activity = await demo.get(`/api/v1/forms/${id}/activity`);
    const summaries = (activity.body.data ?? []).map((a) => [a.type, a.summary]);
    expect(summaries).toContainEqual(['form_published', 'published the form']);
    expect(summaries).toContainEqual(['form_unpublished', 'unpublished the form']);
  });

  it('lets an editor publish but refuses a viewer (403) and hides the form from other members (404)', async () => {
    const id = idOf(await demo.post('/api/v1/forms', { description: 'Roles' }));
    await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'editor@demo.example', role: 'editor' });
    await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'viewer@demo.example', role: 'viewer' });
    expect((await editor.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
    const refused = await viewer.post(`/api/v1/forms/${id}/unpublish`);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Only the owner or an editor can change this form');
    const other = await h.signIn('other');
    expect((await other.post(`/api/v1/forms/${id}/publish`)).status).toBe(404);
  });
});

describe('public form', () => {
  it('serves a published form to an anonymous visitor with its newest version id', async () => {
    const id = await publishedForm({ submitButtonText: 'Send' });
    const first = await h.raw('GET', base(id));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id, description: 'Contact', version_id: null });
    expect(first.body.data?.schema_data?.settings?.submitButtonText).toBe('Send');
    const version = idOf(await demo.post(`/api/v1/forms/${id}/versions`, { description: 'v1' }));
    expect((await h.raw('GET', base(id))).body.data?.version_id).toBe(version);
  });

  it('answers the same 404 for unpublished, unknown, template and other-tenant forms', async () => {
    const unpublished = idOf(await demo.post('/api/v1/forms', { description: 'Hidden' }));
    const template = idOf(await demo.post('/api/v1/forms', { description: 'T', is_template: true }));
    await demo.post(`/api/v1/forms/${template}/publish`);
    const published = await publishedForm();
    for (const url of [
      base(unpublished),
      base(template),
      base('00000000-0000-4000-8000-000000000000'),
      base('not-a-uuid'),
      base(published, 'other'),
      base(published, 'no-such-tenant'),
    ]) {
      const answer = await h.raw('GET', url);
      expect({ url, status: answer.status, body: answer.body }).toEqual({
        url,
        status: 404,
        body: NOT_FOUND,
      });
      const submit = await postJson(`${url}/submissions`, { values: {} });
      expect({ url, status: submit.status, body: submit.body }).toEqual({
        url,
        status: 404,
        body: NOT_FOUND,
      });
    }
  });

  it('stops serving a form once it is unpublished', async () => {
    const id = await publishedForm();
    await demo.post(`/api/v1/forms/${id}/unpublish`);
    expect((await h.raw('GET', base(id))).status).toBe(404);
  });
});

describe('public submissions', () => {
  it('stores a valid submission, keyed by name and copied to the id, with the form version', async () => {
    const id = await publishedForm();
    const version = idOf(await demo.post(`/api/v1/forms/${id}/versions`, { description: 'v1' }));
    const answer = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Ada', email: 'ada@example.com', topic: 'Product', details: 'dropped: hidden' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data?.id).toBe(answer.body.id);
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${answer.body.id}`);
    expect(stored.body.data).toMatchObject({
      id: answer.body.id,
      form_id: id,
      version_id: version,
      files: [],
    });
    expect(stored.body.data?.values).toEqual({
      full_name: 'Ada',
      name: 'Ada',
      email: 'ada@example.com',
      topic: 'Product',
      attachment: [],
    });
  });

  it('answers 422 with the renderer messages per field, required only when visible', async () => {
    const id = await publishedForm();
    const answer = await postJson(`${base(id)}/submissions`, {
      values: { email: 'not-an-address', topic: 'Billing' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Please correct the highlighted fields',
        fields: {
          name: 'Your name is required',
          email: 'Please enter a valid email address',
          details: 'Details is required',
        },
      },
    });
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
  });

  it('names an unlabelled required field as the renderer shows it: placeholder, else name, else id', async () => {
    const created = await demo.post('/api/v1/forms', {
      description: 'Unlabelled',
      schema_data: {
        schemaVersion: 1,
        pages: [{ id: 'page_1', description: '', field_ids: ['contact', 'f_city', 'notes'] }],
        all_fields: [
          { id: 'contact', type: 'email', label: '', placeholder: 'Your email', required: true },
          { id: 'f_city', name: 'city', type: 'text', label: '', required: true },
          { id: 'notes', type: 'textarea', label: '', required: true },
        ],
        settings: {},
        globalVariables: [],
      },
    });
    const id = idOf(created);
    expect((await demo.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
    const answer = await postJson(`${base(id)}/submissions`, { values: {} });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields).toEqual({
      contact: 'Your email is required',
      f_city: 'city is required',
      notes: 'notes is required',
    });
  });

  it('accepts only application/json (415) and refuses unknown body keys (400)', async () => {
    const id = await publishedForm();
    const form = await h.raw('POST', `${base(id)}/submissions`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'full_name=Ada',
    });
    expect(form.status).toBe(415);
    const unknown = await postJson(`${base(id)}/submissions`, { values: {}, extra: 1 });
    expect(unknown.status).toBe(400);
    const malformed = await h.raw('POST', `${base(id)}/submissions`, {
      headers: { 'content-type': 'application/json' },
      body: '{"values":',
    });
    expect(malformed.status).toBe(400);
  });

  it('accepts a filled honeypot with 201 and stores nothing', async () => {
    const id = await publishedForm({ enableSpamProtection: true, spamProtectionType: 'honeypot' });
    const answer = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Bot', _hp: 'gotcha' } });
    expect(answer.status).toBe(201);
    expect(typeof answer.body.id).toBe('string');
    const auto = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Bot', __fw_honeypot: 'x' },
    });
    expect(auto.status).toBe(201);
    const list = await demo.get(`/api/v1/forms/${id}/submissions`);
    expect(list.body.meta?.total).toBe(0);
    expect((await demo.get(`/api/v1/forms/${id}/submissions/${answer.body.id}`)).status).toBe(404);
  });

  it('answers a replayed Idempotency-Key with the first submission and stores it once', async () => {
    const id = await publishedForm();
    const send = () =>
      postJson(`${base(id)}/submissions`, { values: { full_name: 'Once' } }, { 'idempotency-key': 'k-1' });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(1);
    const bad = await postJson(`${base(id)}/submissions`, { values: {} }, { 'idempotency-key': 'has space' });
    expect(bad.status).toBe(400);
  });

  it('answers a replayed Idempotency-Key with the first submission even when it linked uploads', async () => {
    const id = await publishedForm();
    const body = new FormData();
    body.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    body.append('field_id', 'attachment');
    const up = await h.raw('POST', `${base(id)}/files`, { body });
    const send = () =>
      postJson(
        `${base(id)}/submissions`,
        { values: { full_name: 'Once', attachment: [up.body.id] } },
        { 'idempotency-key': 'k-files' },
      );
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(1);
  });

  it('writes one pending webhook delivery per target in the submission transaction', async () => {
    const id = await publishedForm({ notifications: { webhook: 'https://hooks.example.com/in' } });
    const answer = await postJson(`${base(id)}/submissions`, { values: { full_name: 'Hook' } });
    const rows = await h.deps.database.query<{
      target: string;
      status: string;
      submission_id: string;
    }>(
      'select target, status, submission_id::text as submission_id from webhook_deliveries where tenant_id = $1 and form_id = $2',
      ['demo', id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      target: 'https://hooks.example.com/in',
      status: 'pending',
      submission_id: answer.body.id,
    });
  });
});

describe('public files', () => {
  const upload = (formId: string, file: Blob | string, name = 'cv.pdf', field?: string) => {
    const body = new FormData();
    if (typeof file === 'string') body.append('file', file);
    else body.append('file', file, name);
    if (field) body.append('field_id', field);
    return h.raw('POST', `${base(formId)}/files`, { body });
  };

  it('stores an upload, links it to the submission and lets members download it', async () => {
    const id = await publishedForm();
    const up = await upload(
      id,
      new Blob(['%PDF-1.4 hello'], { type: 'application/pdf' }),
      'cv.pdf',
      'attachment',
    );
    expect(up.status).toBe(201);
    expect(up.body.data).toEqual({ id: up.body.id, name: 'cv.pdf', size: 14, type: 'application/pdf' });
    const sent = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Ada', attachment: up.body.id },
    });
    expect(sent.status).toBe(201);
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${sent.body.id}`);
    expect(stored.body.data?.files).toEqual([
      { id: up.body.id, name: 'cv.pdf', size: 14, type: 'application/pdf' },
    ]);
    const download = await demo.get(`/api/v1/forms/${id}/files/${up.body.id}`);
    expect(download.status).toBe(200);
    expect(download.text).toBe('%PDF-1.4 hello');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="cv.pdf"');
    const other = await h.signIn('other');
    expect((await other.get(`/api/v1/forms/${id}/files/${up.body.id}`)).status).toBe(404);
    // The same upload cannot be claimed by a second submission.
    const reused = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Bob', attachment: up.body.id },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.error?.fields?.attachment).toBe(
      'The uploaded file was not found; please upload it again',
    );
  });

  /** Straight to the store, as a submission that already passed the route's checks. */
  const storeWithUpload = async (formId: string, fileId: string, idempotencyKey: string | null) => {
    const form = await loadPublicForm(h.deps.database, 'demo', formId);
    return storeSubmission(h.deps.database, {
      tenantId: 'demo',
      formId,
      versionId: form.versionId,
      formRevision: form.revision,
      schema: form.schema,
      values: { full_name: 'Ada' },
      fileIds: [fileId],
      idempotencyKey,
      draftToken: null,
      at: new Date(h.now),
    });
  };

  it('stores nothing of a submission whose upload another submission claimed after it was checked', async () => {
    const id = await publishedForm({ enableAnalytics: true });
    const up = await upload(id, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf', 'attachment');
    const first = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Ada', attachment: up.body.id },
    });
    expect(first.status).toBe(201);
    // A second submission that passed the upload check before the first was stored reaches the store.
    const late = storeWithUpload(id, String(up.body.id), null);
    await expect(late).rejects.toMatchObject({ status: 409, message: FILE_TAKEN_MESSAGE });
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(1);
    expect((await demo.get(`/api/v1/forms/${id}/analytics`)).body.data?.completions).toBe(1);
  });

  it('answers two simultaneous stores with one Idempotency-Key and one upload with the same submission', async () => {
    const id = await publishedForm();
    const up = await upload(id, new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf', 'attachment');
    const store = () => storeWithUpload(id, String(up.body.id), 'retry-1');
    // The retry finds the upload taken by the first attempt: it is the same submission, not a conflict.
    const [first, retry] = await Promise.all([store(), store()]);
    expect(retry.id).toBe(first.id);
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(1);
  });

  it('takes a file of up to 5 MB, though other request bodies are limited to 2 MB', async () => {
    const id = await publishedForm();
    const pdf = await upload(
      id,
      new Blob([new Uint8Array(5 * 1024 * 1024)], { type: 'application/pdf' }),
      'scan.pdf',
      'attachment',
    );
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ name: 'scan.pdf', size: 5 * 1024 * 1024 });
  });

  it('refuses a type that is not allowed (415), a file too large (413) and a body that is not multipart (415)', async () => {
    const id = await publishedForm();
    const html = await upload(id, new Blob(['<script>'], { type: 'text/html' }), 'x.html', 'attachment');
    expect(html.status).toBe(415);
    expect(html.body.error?.message).toBe(
      "Files of type 'text/html' are not allowed. Accepted: PDF, PNG, JPG, GIF, WEBP, TXT, CSV, JSON, ZIP, DOC, DOCX, XLS, XLSX, ODT, ODS",
    );
    const big = await upload(
      id,
      new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'application/pdf' }),
      'cv.pdf',
      'attachment',
    );
    expect(big.status).toBe(413);
    expect(big.body.error?.message).toBe('The file is larger than 5 MB');
    // Beyond the envelope's room: refused by the body limit, in the same words.
    const huge = await upload(
      id,
      new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'application/pdf' }),
      'cv.pdf',
      'attachment',
    );
    expect([huge.status, huge.body.error?.message]).toEqual([413, 'The file is larger than 5 MB']);
    const json = await postJson(`${base(id)}/files`, { file: 'x' });
    expect(json.status).toBe(415);
    const noFile = await upload(id, 'just text', 'cv.pdf', 'attachment');
    expect(noFile.status).toBe(400);
    expect(noFile.body.error?.message).toBe("Send the file as multipart/form-data in a part named 'file'");
  });

  it('takes other names of an allowed type and files without a type by their extension, stored as the type', async () => {
    const id = await publishedForm();
    const stored = async (name: string, type: string) => {
      const up = await upload(id, new Blob(['PK content'], { type }), name, 'attachment');
      expect(up.status, `${name} as '${type}': ${up.body.error?.message}`).toBe(201);
      const [row] = await h.deps.database.query<{ name: string; content_type: string }>(
        'select name, content_type from submission_files where tenant_id = $1 and id = $2',
        ['demo', String(up.body.id)],
      );
      return { answered: up.body.data, stored: row };
    };
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const cases: [string, string, string][] = [
      // Chrome on Windows.
      ['a.zip', 'application/x-zip-compressed', 'application/zip'],
      ['data.csv', 'text/x-csv', 'text/csv'],
      ['photo.jpg', 'image/pjpeg', 'image/jpeg'],
      // Windows with Excel installed: a CSV keeps its name, not 'data.csv.xls'.
      ['data.csv', 'application/vnd.ms-excel', 'text/csv'],
      // No type (the part says application/octet-stream): the extension says what it is.
      ['b.docx', '', docx],
      ['notes.txt', 'application/octet-stream', 'text/plain'],
    ];
    for (const [name, type, expected] of cases) {
      const { answered, stored: row } = await stored(name, type);
      expect({ name: answered?.name, type: answered?.type }, `${name} as '${type}'`).toEqual({
        name,
        type: expected,
      });
      expect(row, `${name} as '${type}'`).toEqual({ name, content_type: expected });
    }
    // Windows saves 'report.docx. ' as 'report.docx': sent so without a type, it is that Word document.
    const trailing = await stored('report.docx. ', '');
    expect({ name: trailing.answered?.name, type: trailing.answered?.type }).toEqual({
      name: 'report.docx',
      type: docx,
    });
    expect(trailing.stored).toEqual({ name: 'report.docx', content_type: docx });
  });

  it('refuses a file without a type whose extension is not allowed, naming its extension and what is taken', async () => {
    const id = await publishedForm();
    const exe = await upload(
      id,
      new Blob(['MZ'], { type: 'application/octet-stream' }),
      'setup.exe',
      'attachment',
    );
    expect(exe.status).toBe(415);
    expect(exe.body.error?.message).toBe(
      "Files of type '.exe' are not allowed. Accepted: PDF, PNG, JPG, GIF, WEBP, TXT, CSV, JSON, ZIP, DOC, DOCX, XLS, XLSX, ODT, ODS",
    );
  });

  /** Uploads one file of `type` under `name`: the name the answer gives, and the name the database kept. */
  const storedName = async (name: string, type: string) => {
    const id = await publishedForm();
    const up = await upload(id, new Blob(['content'], { type }), name, 'attachment');
    expect(up.status).toBe(201);
    const [row] = await h.deps.database.query<{ name: string }>(
      'select name from submission_files where tenant_id = $1 and id = $2',
      ['demo', String(up.body.id)],
    );
    return { answered: String(up.body.data?.name), stored: row?.name };
  };

  it("strips bidi and control characters from an upload's name, so it shows what the file is", async () => {
    // U+202E reverses what follows: 'invoice\u202Efdp.exe' displays as 'invoiceexe.pdf'.
    expect(await storedName('invoice\u202Efdp.exe', 'application/pdf')).toEqual({
      answered: 'invoicefdp.exe.pdf',
      stored: 'invoicefdp.exe.pdf',
    });
    const marks = '\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C\u0085\u009B\u007F';
    expect((await storedName(`re${marks}port.pdf`, 'application/pdf')).answered).toBe('report.pdf');
  });

  it("makes an upload's name end with an extension of its declared type", async () => {
    const cases: [string, string, string][] = [
      ['invoice.exe', 'application/pdf', 'invoice.exe.pdf'],
      ['report.pdf', 'image/png', 'report.pdf.png'],
      ['notes', 'text/plain', 'notes.txt'],
      ['invoice.pdf. . ', 'application/pdf', 'invoice.pdf'],
      // A name with an extension of its type is kept as it is.
      ['CV.PDF', 'application/pdf', 'CV.PDF'],
      ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
      ['sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'sheet.xlsx'],
    ];
    for (const [name, type, expected] of cases) {
      expect(await storedName(name, type), name).toEqual({ answered: expected, stored: expected });
    }
  });

  it('cuts a long name by code points, keeping its extension and every surrogate pair whole', async () => {
    const emoji = await storedName(`${'a'.repeat(254)}\u{1F600}.txt`, 'text/plain');
    expect(emoji.answered).toBe(`${'a'.repeat(251)}.txt`);
    expect(emoji.stored).toBe(emoji.answered);
    const wide = await storedName(`${'\u{1F600}'.repeat(300)}.pdf`, 'application/pdf');
    expect(wide.answered).toBe(`${'\u{1F600}'.repeat(251)}.pdf`);
    expect(wide.stored).toBe(wide.answered);
    expect(/\p{Cs}/u.test(wide.answered)).toBe(false);
    // A name without the type's extension gets it within the same limit.
    const long = await storedName('b'.repeat(300), 'application/pdf');
    expect([...long.answered]).toHaveLength(255);
    expect(long.answered.endsWith('b.pdf')).toBe(true);
  });
});

describe('drafts', () => {
  it('saves, updates and resumes a draft by token, and forgets it once submitted', async () => {
    const id = await publishedForm({ allowDrafts: true });
    const saved = await postJson(`${base(id)}/drafts`, { values: { full_name: 'Half' }, page: 1 });
    expect(saved.status).toBe(201);
    const token = String(saved.body.data?.token);
    expect(saved.body.data?.expires_at).toBe(new Date(h.now + 30 * 86_400_000).toISOString());
    const updated = await h.raw('PUT', `${base(id)}/drafts/${token}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values: { full_name: 'Halfway', topic: 'Billing' }, page: 1 }),
    });
    expect(updated.status).toBe(200);
    const resumed = await h.raw('GET', `${base(id)}/drafts/${token}`);
    expect(resumed.body.data).toMatchObject({ values: { full_name: 'Halfway', topic: 'Billing' }, page: 1 });
    const sent = await postJson(`${base(id)}/submissions`, {
      values: { full_name: 'Done' },
      draft_token: token,
    });
    expect(sent.status).toBe(201);
    expect((await h.raw('GET', `${base(id)}/drafts/${token}`)).status).toBe(404);
  });

  it('keeps no password answer in a draft, under its id or its name', async () => {
    const schema = {
      schemaVersion: 1,
      pages: [{ id: 'page_1', description: '', field_ids: ['full_name', 'pin', 'secret'] }],
      all_fields: [
        { id: 'full_name', type: 'text', label: 'Name' },
        { id: 'pin', type: 'password', label: 'PIN' },
        { id: 'secret', type: 'password', label: 'Secret', name: 'passphrase' },
      ],
      settings: { allowDrafts: true },
      globalVariables: [],
    };
    const id = idOf(await demo.post('/api/v1/forms', { description: 'Secrets', schema_data: schema }));
    await demo.post(`/api/v1/forms/${id}/publish`);
    const values = { full_name: 'Ada', pin: '1234', passphrase: 'open sesame', secret: 'open sesame' };
    const saved = await postJson(`${base(id)}/drafts`, { values, page: 0 });
    const token = String(saved.body.data?.token);
    const read = async () => (await h.raw('GET', `${base(id)}/drafts/${token}`)).body.data?.values;
    expect(await read()).toEqual({ full_name: 'Ada' });
    await h.raw('PUT', `${base(id)}/drafts/${token}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values: { ...values, full_name: 'Ada L.' }, page: 0 }),
    });
    expect(await read()).toEqual({ full_name: 'Ada L.' });
  });

  it("answers 'This saved draft has expired or does not exist' after 30 days and for unknown tokens", async () => {
    const id = await publishedForm({ allowDrafts: true });
    const saved = await postJson(`${base(id)}/drafts`, { values: {}, page: 0 });
    const token = String(saved.body.data?.token);
    const expired = {
      error: { code: 'not_found', message: 'This saved draft has expired or does not exist' },
    };
    expect((await h.raw('GET', `${base(id)}/drafts/unknown-token-unknown-token`)).body).toEqual(expired);
    h.advance(30 * 86_400 + 1);
    try {
      const late = await h.raw('GET', `${base(id)}/drafts/${token}`);
      expect({ status: late.status, body: late.body }).toEqual({ status: 404, body: expired });
    } finally {
      h.advance(-(30 * 86_400 + 1));
    }
  });

  it('refuses drafts when the form does not allow them (403)', async () => {
    const id = await publishedForm();
    const refused = await postJson(`${base(id)}/drafts`, { values: {}, page: 0 });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('This form does not allow saving drafts');
  });
});

describe('analytics', () => {
  it('counts views, starts, completions and drop-off per page when enableAnalytics is on', async () => {
    const id = await publishedForm({ enableAnalytics: true });
    const event = (body: unknown) => postJson(`${base(id)}/events`, body);
    for (let i = 0; i < 4; i += 1) expect((await event({ type: 'view' })).status).toBe(204);
    for (let i = 0; i < 3; i += 1) await event({ type: 'start' });
    for (let i = 0; i < 3; i += 1) await event({ type: 'page', page: 0 });
    for (let i = 0; i < 2; i += 1) await event({ type: 'page', page: 1 });
    await postJson(`${base(id)}/submissions`, { values: { full_name: 'Done' } });
    const summary = await demo.get(`/api/v1/forms/${id}/analytics`);
    expect(summary.body.data).toEqual({
      views: 4,
      starts: 3,
      completions: 1,
      pages: [
        { page: 0, reached: 3, dropped: 1 },
        { page: 1, reached: 2, dropped: 1 },
      ],
    });
    expect((await event({ type: 'click' })).status).toBe(422);
  });

  it("measures the last page's drop-off against the submissions analytics saw, while Completions counts them all", async () => {
    const id = await publishedForm();
    await postJson(`${base(id)}/submissions`, { values: { full_name: 'Before analytics' } });
    const form = (await demo.get(`/api/v1/forms/${id}`)).body.data as unknown as {
      schema_data: { settings: Record<string, unknown> };
    };
    const schema = { ...form.schema_data, settings: { ...form.schema_data.settings, enableAnalytics: true } };
    expect((await demo.put(`/api/v1/forms/${id}`, { schema_data: schema })).status).toBe(200);
    const event = (body: unknown) => postJson(`${base(id)}/events`, body);
    for (let i = 0; i < 2; i += 1) await event({ type: 'page', page: 0 });
    for (let i = 0; i < 2; i += 1) await event({ type: 'page', page: 1 });
    h.advance(61);
    await postJson(`${base(id)}/submissions`, { values: { full_name: 'Measured' } });
    const summary = await demo.get(`/api/v1/forms/${id}/analytics`);
    expect(summary.body.data?.completions).toBe(2);
    expect(summary.body.data?.pages).toEqual([
      { page: 0, reached: 2, dropped: 0 },
      { page: 1, reached: 2, dropped: 1 },
    ]);
  });

  it("refuses a page event beyond the form's pages (422), and counts none", async () => {
    const id = await publishedForm({ enableAnalytics: true });
    const event = (body: unknown) => postJson(`${base(id)}/events`, body);
    expect((await event({ type: 'page', page: 1 })).status).toBe(204);
    for (const page of [2, 3, 10_000]) {
      const refused = await event({ type: 'page', page });
      expect(refused.status, String(page)).toBe(422);
      expect(refused.body.error).toMatchObject({
        code: 'validation_failed',
        message: 'page: page must be at most 1: the form has 2 pages, numbered from 0',
      });
    }
    const rows = await h.deps.database.query<{ page: number }>(
      'select page from form_events where tenant_id = $1 and form_id = $2',
      ['demo', id],
    );
    expect(rows.map((r) => r.page)).toEqual([1]);
    // A page event must say which page: without one it would count as the first.
    const unnamed = await event({ type: 'page' });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.error?.details).toEqual([
      { path: 'page', message: "page is required for a 'page' event" },
    ]);
    // Without analytics the event is dropped, but a page the form lacks is refused all the same.
    const off = await publishedForm();
    expect((await postJson(`${base(off)}/events`, { type: 'page', page: 2 })).status).toBe(422);
    expect((await postJson(`${base(off)}/events`, { type: 'view' })).status).toBe(204);
  });

  it('sums each grouped event row once, however many pages the form has', async () => {
    // What the database answers for a 10,000-page form with a visit on every page: counted by reading
    // each row's type, so the summary's work is visible without timing it.
    const pageCount = 10_000;
    let reads = 0;
    const row = (type: string, page: number | null, count: number) => ({
      get type() {
        reads += 1;
        return type;
      },
      page,
      count,
    });
    const events = [
      row('view', null, 3),
      ...Array.from({ length: pageCount }, (_, page) => row('page', page, page === 0 ? 2 : 1)),
    ];
    let selects = 0;
    // A query builder that is awaited as the rows: a promise carrying the builder's chain methods.
    type Query = Promise<unknown[]> & { from(): Query; where(): Query; groupBy(): Query };
    const query = (result: unknown[]): Query => {
      const builder: Query = Object.assign(Promise.resolve(result), {
        from: () => builder,
        where: () => builder,
        groupBy: () => builder,
      });
      return builder;
    };
    const db = { select: () => query(selects++ === 0 ? events : [{ total: 0 }]) } as unknown as Queryable;
    const summary = await analyticsSummary(db, { tenantId: 'demo', formId: 'form', pageCount });
    expect(reads).toBeLessThanOrEqual(2 * events.length);
    expect(summary.views).toBe(3);
    expect(summary.pages).toHaveLength(pageCount);
    expect(summary.pages[0]).toEqual({ page: 0, reached: 2, dropped: 1 });
    expect(summary.pages[5000]).toEqual({ page: 5000, reached: 1, dropped: 0 });
    expect(summary.pages[pageCount - 1]).toEqual({ page: pageCount - 1, reached: 1, dropped: 1 });
  });

  it('keeps no events when analytics are off', async () => {
    const id = await publishedForm();
    expect((await postJson(`${base(id)}/events`, { type: 'view' })).status).toBe(204);
    expect((await demo.get(`/api/v1/forms/${id}/analytics`)).body.data?.views).toBe(0);
  });
});

describe('housekeeping', () => {
  it('purges expired drafts and uploads no submission claimed, and keeps linked files', async () => {
    const id = await publishedForm({ allowDrafts: true });
    const pdf = () => {
      const body = new FormData();
      body.append('file', new Blob(['%PDF'], { type: 'application/pdf' }), 'a.pdf');
      body.append('field_id', 'attachment');
      return h.raw('POST', `${base(id)}/files`, { body });
    };
    const kept = String((await pdf()).body.id);
    const abandoned = String((await pdf()).body.id);
    await postJson(`${base(id)}/submissions`, { values: { full_name: 'Ada', attachment: kept } });
    const token = String((await postJson(`${base(id)}/drafts`, { values: {}, page: 0 })).body.data?.token);
    await purgeExpired(h.deps.database, new Date(h.now + 31 * 86_400_000));
    const files = await h.deps.database.query<{ id: string }>(
      'select id::text as id from submission_files where tenant_id = $1 and form_id = $2',
      ['demo', id],
    );
    expect(files.map((f) => f.id)).toEqual([kept]);
    expect(files.map((f) => f.id)).not.toContain(abandoned);
    const drafts = await h.deps.database.query('select 1 from drafts where token = $1', [token]);
    expect(drafts).toHaveLength(0);
  });
});
