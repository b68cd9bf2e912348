// src/api/submissions.ts against the real app: the UI's typed calls, signed by the UI's own client, with
// fetch routed into the Hono app.
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import {
  deleteSubmission,
  exportSubmissions,
  getAnalytics,
  getSubmission,
  listSubmissions,
  setPublished,
} from '../../src/api/submissions';
import { idOf } from './support/fixtures';
import { PASSWORDS, setupHarness } from './support/harness';

const h = setupHarness();
let formId = '';

function uiClient(token: string, signingKey: string) {
  return createApiClient({
    serviceUrl: 'http://formwright.test',
    tenant: 'demo',
    credentials: () => ({ token, signingKey }),
    nowSeconds: h.nowSeconds,
    fetch: (input, init) => Promise.resolve(h.app.request(String(input), init)),
  });
}

let client: ReturnType<typeof uiClient>;

beforeAll(async () => {
  const signIn = await h.signInAnswer('demo', PASSWORDS.demo);
  const { token, signingKey } = signIn.body as unknown as { token: string; signingKey: string };
  client = uiClient(token, signingKey);
  const demo = await h.signIn('demo');
  formId = idOf(
    await demo.post('/api/v1/forms', {
      description: 'API',
      schema_data: {
        schemaVersion: 1,
        pages: [{ id: 'page_1', field_ids: ['name'] }],
        all_fields: [{ id: 'name', type: 'text', label: 'Name', required: true }],
        settings: { enableAnalytics: true },
      },
    }),
  );
});

const submit = (name: string) =>
  h.raw('POST', `/api/v1/public/demo/forms/${formId}/submissions`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ values: { name } }),
  });

describe('src/api/submissions', () => {
  it('publishes, lists with search and pages, reads, exports and deletes submissions', async () => {
    expect((await setPublished(client, formId, true)).is_published).toBe(true);
    expect((await submit('Ada')).status).toBe(201);
    expect((await submit('=cmd')).status).toBe(201);
    const page = await listSubmissions(client, formId, { pageSize: 1 });
    expect({ total: page.total, size: page.pageSize, count: page.submissions.length }).toEqual({
      total: 2,
      size: 1,
      count: 1,
    });
    const found = await listSubmissions(client, formId, { query: 'ada' });
    expect(found.submissions.map((s) => s.values.name)).toEqual(['Ada']);
    const one = await getSubmission(client, formId, found.submissions[0]!.id);
    expect(one).toMatchObject({ form_id: formId, values: { name: 'Ada' }, files: [] });

    const csv = await exportSubmissions(client, formId, 'csv');
    // Named by the server after the form's description ('API') and the UTC day of the server's clock.
    const day = new Date(h.now).toISOString().slice(0, 10);
    expect(day).not.toBe(new Date().toISOString().slice(0, 10));
    expect(csv.fileName).toBe(`api-responses-${day}.csv`);
    expect(csv.text.startsWith('\uFEFFName,Submission ID')).toBe(true);
    expect(csv.text).toContain("'=cmd");
    const json = await exportSubmissions(client, formId, 'json');
    expect(json.fileName).toBe(`api-responses-${day}.json`);
    expect((JSON.parse(json.text) as unknown[]).length).toBe(2);

    await deleteSubmission(client, formId, found.submissions[0]!.id);
    expect((await listSubmissions(client, formId)).total).toBe(1);
    expect((await setPublished(client, formId, false)).is_published).toBe(false);
  });

  it('names an export after a description beyond ASCII, as the server spells it', async () => {
    const demo = await h.signIn('demo');
    const id = idOf(
      await demo.post('/api/v1/forms', {
        description: 'Café Umfrage',
        schema_data: { schemaVersion: 1, pages: [{ id: 'page_1', field_ids: [] }], all_fields: [] },
      }),
    );
    const day = new Date(h.now).toISOString().slice(0, 10);
    expect((await exportSubmissions(client, id, 'csv')).fileName).toBe(`café-umfrage-responses-${day}.csv`);
  });

  it('reads the analytics summary, whose completions are the responses left after the delete', async () => {
    const summary = await getAnalytics(client, formId);
    expect(summary).toEqual({
      views: 0,
      starts: 0,
      completions: 1,
      pages: [{ page: 0, reached: 0, dropped: 0 }],
    });
  });
});
