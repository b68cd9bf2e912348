// The responses API (list, search, detail, delete, export, roles, tenants), the spam defences of the
// public submission route (rate limit, reCAPTCHA), and validation parity against the renderer store.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesOf } from '../../server/domain/submissions';
import { type FormSchemaData, migrate } from '../../src/model';
import { createRendererStore } from '../../src/store/renderer-store';
import { type RendererJudgement, withOptionRefusals } from '../unit/support/option-refusals';
import { answersArb, formSchemaArb } from '../unit/support/submission-arbitraries';
import { type ApiClient, signRequest } from './support/client';
import { FakeEndpoint } from './support/fake-endpoint';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
let demo: ApiClient;
let editor: ApiClient;
let viewer: ApiClient;
let other: ApiClient;

const simpleSchema = (settings: Record<string, unknown> = {}) => ({
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: ['name', 'comment', 'colours'] }],
  all_fields: [
    { id: 'name', type: 'text', label: 'Name', required: true },
    { id: 'comment', type: 'textarea', label: 'Comment' },
    {
      id: 'colours',
      type: 'multiselect',
      label: 'Colours',
      options: [
        { label: 'Red', value: 'red' },
        { label: 'Blue', value: 'blue' },
      ],
    },
  ],
  settings,
  globalVariables: [],
});

async function published(schema: unknown = simpleSchema()): Promise<string> {
  const id = idOf(await demo.post('/api/v1/forms', { description: 'Responses', schema_data: schema }));
  await demo.post(`/api/v1/forms/${id}/publish`);
  await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'editor@demo.example', role: 'editor' });
  await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'viewer@demo.example', role: 'viewer' });
  return id;
}

/** The simple form with one more field placed on its page, published. */
async function publishedWith(field: Record<string, unknown> & { id: string }): Promise<string> {
  const schema = simpleSchema();
  schema.pages[0]!.field_ids.push(field.id);
  return published({ ...schema, all_fields: [...schema.all_fields, field] });
}

const submit = (formId: string, values: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.raw('POST', `/api/v1/public/demo/forms/${formId}/submissions`, {
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ values }),
  });

/** Submits without tripping the per-minute limit: the clock moves a minute first. */
async function submitted(formId: string, values: Record<string, unknown>): Promise<string> {
  h.advance(61);
  const answer = await submit(formId, values);
  expect(answer.status).toBe(201);
  return String(answer.body.id);
}

/** The raw bytes of a signed GET (the test client decodes answers as text). */
async function exportBytes(client: ApiClient, url: string): Promise<Uint8Array> {
  const timestamp = String(h.nowSeconds());
  const nonce = randomBytes(16).toString('base64url');
  const path = url.split('?', 1)[0]!;
  const response = await h.app.request(url, {
    headers: {
      authorization: `Bearer ${client.session.token}`,
      'x-tenant-id': client.session.tenantId,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signRequest(client.session.signingKey, timestamp, nonce, 'GET', path, ''),
    },
  });
  return new Uint8Array(await response.arrayBuffer());
}

/** The names of the submissions a search of the form's responses finds, sorted. */
async function namesFound(formId: string, q: string): Promise<unknown[]> {
  const answer = await demo.get(`/api/v1/forms/${formId}/submissions?q=${encodeURIComponent(q)}`);
  return (answer.body.data ?? []).map((s) => s.values?.name).sort();
}

beforeAll(async () => {
  demo = await h.signIn('demo');
  editor = await h.signIn('editor');
  viewer = await h.signIn('viewer');
  other = await h.signIn('other');
});

describe('responses', () => {
  it('lists submissions newest first with pages and a total', async () => {
    const id = await published();
    for (let i = 1; i <= 5; i += 1) await submitted(id, { name: `Person ${i}` });
    const first = await viewer.get(`/api/v1/forms/${id}/submissions?page=1&page_size=2`);
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ page: 1, page_size: 2, total: 5 });
    expect((first.body.data ?? []).map((s) => s.values?.name)).toEqual(['Person 5', 'Person 4']);
    const last = await viewer.get(`/api/v1/forms/${id}/submissions?page=3&page_size=2`);
    expect((last.body.data ?? []).map((s) => s.values?.name)).toEqual(['Person 1']);
    expect(first.body.data?.[0]).toMatchObject({ form_id: id, version_id: null, files: [] });
    const oldest = await viewer.get(`/api/v1/forms/${id}/submissions?page=1&page_size=2&order=oldest`);
    expect(oldest.body.meta).toEqual({ page: 1, page_size: 2, total: 5 });
    expect((oldest.body.data ?? []).map((s) => s.values?.name)).toEqual(['Person 1', 'Person 2']);
  });

  it('searches the answers with q, taking % and _ literally', async () => {
    const id = await published();
    await submitted(id, { name: 'Ada', comment: 'loves 100% cotton' });
    await submitted(id, { name: 'Bob', comment: 'plain' });
    await submitted(id, { name: 'Cy', comment: 'ALSO LOVES wool' });
    const loves = await demo.get(`/api/v1/forms/${id}/submissions?q=loves`);
    expect((loves.body.data ?? []).map((s) => s.values?.name).sort()).toEqual(['Ada', 'Cy']);
    const percent = await demo.get(`/api/v1/forms/${id}/submissions?q=${encodeURIComponent('0%')}`);
    expect((percent.body.data ?? []).map((s) => s.values?.name)).toEqual(['Ada']);
    const underscore = await demo.get(`/api/v1/forms/${id}/submissions?q=_`);
    expect(underscore.body.meta?.total).toBe(0);
  });

  it('finds answers by the option labels the list shows, not only by their stored values', async () => {
    const id = await publishedWith({
      id: 'size',
      type: 'select',
      label: 'Size',
      options: [
        { label: 'Extra large', value: 'xl' },
        { label: 'Small', value: 's' },
      ],
    });
    await submitted(id, { name: 'Ada', colours: ['red', 'blue'], size: 'xl' });
    await submitted(id, { name: 'Bob', colours: ['blue'], size: 's' });
    const names = (q: string) => namesFound(id, q);
    expect(await names('large')).toEqual(['Ada']);
    expect(await names('RED')).toEqual(['Ada']);
    expect(await names('blue')).toEqual(['Ada', 'Bob']);
    expect(await names('Medium')).toEqual([]);
  });

  it("finds yes/no answers by the 'Yes' and 'No' the list shows, not by their stored true and false", async () => {
    const id = await publishedWith({ id: 'agree', type: 'checkbox', label: 'I agree' });
    await submitted(id, { name: 'Ada', agree: true });
    await submitted(id, { name: 'Bob', agree: false });
    const names = (q: string) => namesFound(id, q);
    expect(await names('yes')).toEqual(['Ada']);
    expect(await names('No')).toEqual(['Bob']);
    expect(await names('true')).toEqual([]);
  });

  it('refuses bad paging with a 400 naming the parameter', async () => {
    const id = await published();
    const answer = await demo.get(`/api/v1/forms/${id}/submissions?page_size=500`);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe('page_size: page_size must be at most 100');
    const order = await demo.get(`/api/v1/forms/${id}/submissions?order=alphabetical`);
    expect(order.status).toBe(400);
    expect(order.body.error?.message).toBe("order: order must be 'newest' or 'oldest'");
  });

  it('reads the files of more submissions than PostgreSQL takes parameters, as an export of 70 000 does', async () => {
    const ids = Array.from({ length: 70_000 }, () => crypto.randomUUID());
    const files = await filesOf(h.deps.database.db, 'demo', ids);
    expect(files.size).toBe(0);
  });

  it('shows one submission to members and 404 to another tenant and for unknown ids', async () => {
    const id = await published();
    const sid = await submitted(id, { name: 'Ada', colours: ['red', 'blue'] });
    const one = await viewer.get(`/api/v1/forms/${id}/submissions/${sid}`);
    expect(one.body.data?.values).toEqual({ name: 'Ada', comment: '', colours: ['red', 'blue'] });
    expect((await other.get(`/api/v1/forms/${id}/submissions/${sid}`)).status).toBe(404);
    expect((await other.get(`/api/v1/forms/${id}/submissions`)).status).toBe(404);
    expect((await demo.get(`/api/v1/forms/${id}/submissions/not-a-uuid`)).status).toBe(404);
    const missing = await demo.get(`/api/v1/forms/${id}/submissions/00000000-0000-4000-8000-000000000000`);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'Submission not found' });
  });

  it('lets the owner or an editor delete a submission (204) but not a viewer (403)', async () => {
    const id = await published();
    const a = await submitted(id, { name: 'A' });
    const b = await submitted(id, { name: 'B' });
    const refused = await viewer.delete(`/api/v1/forms/${id}/submissions/${a}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Only the owner or an editor can change this form');
    expect((await editor.delete(`/api/v1/forms/${id}/submissions/${a}`)).status).toBe(204);
    expect((await demo.delete(`/api/v1/forms/${id}/submissions/${b}`)).status).toBe(204);
    expect((await demo.get(`/api/v1/forms/${id}/submissions/${a}`)).status).toBe(404);
    expect((await other.delete(`/api/v1/forms/${id}/submissions/${b}`)).status).toBe(404);
  });

  it('exports CSV with a BOM, label headers and formula cells neutralised', async () => {
    const id = await published();
    const sid = await submitted(id, {
      name: '=HYPERLINK("http://evil")',
      comment: '+1, "quoted"',
      colours: ['red'],
    });
    const csv = await viewer.get(`/api/v1/forms/${id}/submissions/export?format=csv`);
    // Answer.text is decoded, which drops a BOM: look at the bytes themselves.
    const bytes = await exportBytes(viewer, `/api/v1/forms/${id}/submissions/export?format=csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Named after the form's description ('Responses') and the UTC day.
    const name = `responses-responses-${new Date(h.now).toISOString().slice(0, 10)}.csv`;
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${name}`,
    );
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('Name,Comment,Colours,Submission ID,Submitted at (UTC),Form version,Form revision');
    // The option's label, as the responses view shows it ('Red', stored as 'red').
    expect(lines[1]?.startsWith(`"'=HYPERLINK(""http://evil"")","'+1, ""quoted""",Red,${sid},`)).toBe(true);
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${sid}`);
    expect(stored.body.data?.form_revision).toEqual(expect.any(Number));
    expect(lines[1]?.endsWith(`,${stored.body.data?.form_revision}`)).toBe(true);
  });

  it('exports a negative number answered in a number field as a number, and the same typed as text as text', async () => {
    const id = await publishedWith({ id: 'balance', type: 'number', label: 'Balance' });
    await submitted(id, { name: '-5', balance: -5 });
    const csv = await viewer.get(`/api/v1/forms/${id}/submissions/export?format=csv`);
    const [header, row] = csv.text.split('\r\n');
    expect(header?.startsWith('Name,Comment,Colours,Balance,')).toBe(true);
    expect(row?.startsWith("'-5,,,-5,")).toBe(true);
  });

  it('exports JSON as an array of submissions, and refuses an unknown format', async () => {
    const id = await published();
    await submitted(id, { name: 'Ada' });
    const json = await demo.get(`/api/v1/forms/${id}/submissions/export?format=json`);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const rows = JSON.parse(json.text) as { values: { name: string } }[];
    expect(rows.map((r) => r.values.name)).toEqual(['Ada']);
    expect((await demo.get(`/api/v1/forms/${id}/submissions/export?format=xlsx`)).status).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 with the contract message after 10 submissions a minute from one address to one form', async () => {
    const id = await published();
    h.advance(61);
    for (let i = 0; i < 10; i += 1) expect((await submit(id, { name: `n${i}` })).status).toBe(201);
    const limited = await submit(id, { name: 'eleventh' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many submissions. Please wait a minute and try again.' },
    });
    // Another form is counted apart; a minute later the form takes submissions again.
    const second = await published();
    expect((await submit(second, { name: 'x' })).status).toBe(201);
    h.advance(61);
    expect((await submit(id, { name: 'later' })).status).toBe(201);
  });
});

describe('reCAPTCHA', () => {
  const verifier = new FakeEndpoint();
  let verifyUrl = '';
  const recaptchaForm = () =>
    published(
      simpleSchema({
        enableSpamProtection: true,
        spamProtectionType: 'recaptcha',
        recaptchaSiteKey: 'site-key',
      }),
    );
  const setting = (key: string, value: string, encrypted: boolean) =>
    demo.put(`/api/v1/tenant-settings/${key}`, {
      setting_name: key,
      config: { data_type: 'string', value },
      is_encrypted: encrypted,
    });

  beforeAll(async () => {
    verifyUrl = await verifier.start();
  });
  afterAll(() => verifier.stop());

  it('says the server is not configured (503) while the tenant has no recaptcha_secret_key', async () => {
    const id = await recaptchaForm();
    h.advance(61);
    const answer = await submit(id, { name: 'A', _recaptcha: 'token' });
    expect(answer.status).toBe(503);
    expect(answer.body.error?.code).toBe('recaptcha_not_configured');
  });

  it('verifies the token with the secret on the server and refuses a failed or missing one', async () => {
    // The URL first: moving the verify URL drops a secret saved before it (it was meant for the old host).
    expect((await setting('recaptcha_verify_url', `${verifyUrl}/siteverify`, false)).status).toBeLessThan(
      300,
    );
    expect((await setting('recaptcha_secret_key', 'shh-secret', true)).status).toBeLessThan(300);
    const id = await recaptchaForm();
    verifier.reply = (request) => ({
      body: { success: new URLSearchParams(request.body).get('response') === 'good-token' },
    });
    h.advance(61);
    const ok = await submit(id, { name: 'A', _recaptcha: 'good-token' });
    expect(ok.status).toBe(201);
    const sent = new URLSearchParams(verifier.received.at(-1)?.body);
    expect(sent.get('secret')).toBe('shh-secret');
    const bad = await submit(id, { name: 'A', _recaptcha: 'bad-token' });
    expect(bad.status).toBe(422);
    expect(bad.body.error?.message).toBe('The reCAPTCHA check failed. Please try again.');
    const missing = await submit(id, { name: 'A' });
    expect(missing.body.error?.message).toBe('Please complete the reCAPTCHA check');
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(1);
  });

  it('reports an unreachable verifier clearly (503) and stores nothing', async () => {
    await setting('recaptcha_verify_url', 'http://127.0.0.1:9/siteverify', false);
    await setting('recaptcha_secret_key', 'shh-secret', true);
    const id = await recaptchaForm();
    h.advance(61);
    const answer = await submit(id, { name: 'A', _recaptcha: 'good-token' });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({
      code: 'recaptcha_unreachable',
      message: 'The reCAPTCHA service could not be reached. Please try again later.',
    });
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
  });
});

describe('validation parity', () => {
  function rendererJudgement(schema: FormSchemaData, answers: Record<string, unknown>): RendererJudgement {
    const store = createRendererStore();
    store.load(schema, answers);
    store.validate();
    const errors: Record<string, string> = {};
    for (const id of store.tree?.order ?? []) {
      const [first] = store.slot(id).errors;
      if (first) errors[id] = first.message;
    }
    return { errors, values: store.payload() };
  }

  it('answers generated submissions with the errors the renderer shows (choices outside the options refused), or 201', {
    timeout: 120_000,
  }, async () => {
    const generated = fc.sample(fc.tuple(formSchemaArb, answersArb), { numRuns: 20, seed: 8 });
    // Most generated answers are refused somewhere; a few forms without rules, answered with nothing, pass.
    const relaxed = generated.slice(0, 3).map(([input]) => {
      const all_fields = input.all_fields.map((field) => ({
        ...field,
        required: false,
        validation: [],
        conditionalLogic: [],
      }));
      return [{ ...input, all_fields }, {}] as const;
    });
    const samples = [...generated, ...relaxed];
    let refused = 0;
    for (const [input, answers] of samples) {
      const migrated = migrate(input);
      if (!migrated.ok) throw new Error(migrated.errors.join('; '));
      const id = idOf(await demo.post('/api/v1/forms', { description: 'Parity', schema_data: input }));
      await demo.post(`/api/v1/forms/${id}/publish`);
      // The renderer's errors, and the server's refusal of choices none of the options has.
      const expected = withOptionRefusals(
        migrated.value,
        answers,
        rendererJudgement(migrated.value, answers),
      );
      const answer = await submit(id, answers);
      if (Object.keys(expected).length === 0) {
        expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201 });
      } else {
        refused += 1;
        expect({ status: answer.status, fields: answer.body.error?.fields }).toEqual({
          status: 422,
          fields: expected,
        });
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(samples.length);
  });
});

describe('the judgement of answers', () => {
  const field = (id: string, type: string, extra: Record<string, unknown> = {}) => ({
    id,
    type,
    label: id.charAt(0).toUpperCase() + id.slice(1),
    ...extra,
  });
  const hideUnless = (trigger: string, value: string) => [
    {
      id: `${trigger}_rule`,
      triggerFieldId: trigger,
      operator: 'not_equals',
      value,
      action: { type: 'hide' },
    },
  ];
  const options = [
    { label: 'Silver', value: 'silver' },
    { label: 'Bronze', value: 'bronze' },
  ];
  const schema = {
    schemaVersion: 1,
    pages: [
      {
        id: 'page_1',
        description: '',
        field_ids: ['car', 'brand', 'model', 'plan', 'extras', 'site', 'day', 'count', 'stars', 'people'],
      },
    ],
    all_fields: [
      field('car', 'radio', {
        options: [
          { label: 'Yes', value: 'yes' },
          { label: 'No', value: 'no' },
        ],
      }),
      field('brand', 'text', { conditionalLogic: hideUnless('car', 'yes') }),
      field('model', 'text', {
        label: 'Model of your Tesla',
        required: true,
        conditionalLogic: hideUnless('brand', 'tesla'),
      }),
      field('plan', 'select', { options }),
      field('extras', 'multiselect', { options }),
      field('site', 'url'),
      field('day', 'date'),
      field('count', 'number'),
      field('stars', 'rating'),
      field('people', 'table', {
        tableConfig: {
          minRows: 0,
          columns: [
            { id: 'email', label: 'Email', type: 'email' },
            {
              id: 'size',
              label: 'Size',
              type: 'select',
              options: [
                { label: 'Small', value: 's' },
                { label: 'Large', value: 'l' },
              ],
            },
          ],
        },
      }),
    ],
    settings: {},
    globalVariables: [],
  };

  it('keeps no follow-up of a hidden answer: the answer that led to it reads as empty', async () => {
    const id = await published(schema);
    h.advance(61);
    const refused = await submit(id, { car: 'yes', brand: 'Tesla' });
    expect(refused.body.error?.fields).toEqual({ model: 'Model of your Tesla is required' });
    const sid = await submitted(id, { car: 'no', brand: 'Tesla' });
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${sid}`);
    expect(stored.body.data?.values).toMatchObject({ car: 'no' });
    expect(stored.body.data?.values).not.toHaveProperty('brand');
    expect(stored.body.data?.values).not.toHaveProperty('model');
  });

  it('refuses choices none of the options has, website fields without an http(s) URL and bad email cells', async () => {
    const id = await published(schema);
    h.advance(61);
    const answer = await submit(id, {
      plan: 'gold',
      extras: ['silver', 'gold'],
      site: 'example.com',
      people: [{ email: 'nope' }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields).toEqual({
      plan: 'Please select one of the available options',
      extras: 'Please select one of the available options',
      site: 'Please enter a valid URL',
      people: 'Row 1: Email: Please enter a valid email address',
    });
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
  });

  it('refuses a table select cell none of its column options has, and takes one it has', async () => {
    const id = await published(schema);
    h.advance(61);
    const answer = await submit(id, { people: [{ email: 'ada@example.com', size: 'xxl' }] });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.fields).toEqual({
      people: 'Row 1: Size: Please select one of the available options',
    });
    const sid = await submitted(id, { people: [{ email: 'ada@example.com', size: 'l' }] });
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${sid}`);
    // A table answer is stored as the JSON text of its columns and rows (shell §3).
    const values = stored.body.data?.values as unknown as Record<string, unknown> | undefined;
    const people = JSON.parse(String(values?.people)) as { rows: unknown[] };
    expect(people.rows).toEqual([{ email: 'ada@example.com', size: 'l' }]);
  });

  it('refuses a number or rating answered with no finite number, rather than storing it as empty', async () => {
    const id = await published(schema);
    for (const [count, stars] of [
      ['"abc"', '"many"'],
      ['1e309', '[1, 2]'],
      ['{"n": 1}', 'true'],
      // Number() would read them as 16 and 3
      ['"0x10"', '"0b11"'],
    ]) {
      h.advance(61);
      const answer = await h.raw('POST', `/api/v1/public/demo/forms/${id}/submissions`, {
        headers: { 'content-type': 'application/json' },
        body: `{"values": {"count": ${count}, "stars": ${stars}}}`,
      });
      expect({ count, stars, status: answer.status, fields: answer.body.error?.fields }).toEqual({
        count,
        stars,
        status: 422,
        fields: { count: 'Must be a number', stars: 'Must be a number' },
      });
    }
    expect((await demo.get(`/api/v1/forms/${id}/submissions`)).body.meta?.total).toBe(0);
    const sid = await submitted(id, { count: '42', stars: 4 });
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${sid}`);
    expect(stored.body.data?.values).toMatchObject({ count: 42, stars: 4 });
  });

  it('stores a timestamp answer to a date field as the date box holds it', async () => {
    const id = await published(schema);
    const sid = await submitted(id, {
      plan: 'silver',
      extras: ['bronze'],
      site: 'https://example.com',
      day: '2024-05-01T10:00:00Z',
    });
    const stored = await demo.get(`/api/v1/forms/${id}/submissions/${sid}`);
    expect(stored.body.data?.values).toMatchObject({
      plan: 'silver',
      extras: ['bronze'],
      site: 'https://example.com',
      day: '2024-05-01',
    });
  });
});
