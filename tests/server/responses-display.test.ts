// The CSV export says what the responses view says (src/logic/answer-display): answers of renamed fields
// in their field's column, display values rather than stored codes, the form's reading order, removed
// fields labelled from the form's saved versions, the version's number, UTC times, and a file name from
// the form's description. Also: 'Completions' follows the responses when one is deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
let demo: ApiClient;

beforeAll(async () => {
  demo = await h.signIn('demo');
});

type FieldJson = Record<string, unknown> & { id: string };

const schemaWith = (fields: FieldJson[], fieldIds = fields.map((field) => field.id), settings = {}) => ({
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: fieldIds }],
  all_fields: fields,
  settings,
  globalVariables: [],
});

async function publishedForm(description: string, schema: unknown): Promise<string> {
  const id = idOf(await demo.post('/api/v1/forms', { description, schema_data: schema }));
  expect((await demo.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
  return id;
}

async function save(id: string, schema: unknown): Promise<void> {
  const answer = await demo.put(`/api/v1/forms/${id}`, { schema_data: schema });
  expect(answer.status, answer.text).toBe(200);
}

async function saveVersion(id: string, description: string): Promise<void> {
  const answer = await demo.post(`/api/v1/forms/${id}/versions`, { description });
  expect(answer.status, answer.text).toBe(201);
}

async function submitted(formId: string, values: Record<string, unknown>): Promise<string> {
  h.advance(61);
  const answer = await h.raw('POST', `/api/v1/public/demo/forms/${formId}/submissions`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ values }),
  });
  expect(answer.status, answer.text).toBe(201);
  return String(answer.body.id);
}

/** The export's rows split into cells (no cell here holds a comma, a quote or a line break). */
async function csvRows(id: string): Promise<string[][]> {
  const answer = await demo.get(`/api/v1/forms/${id}/submissions/export?format=csv`);
  expect(answer.status, answer.text).toBe(200);
  return answer.text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

/** The export's rows as header → cell records. */
async function csvRecords(id: string): Promise<Record<string, string>[]> {
  const [header = [], ...rows] = await csvRows(id);
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}

describe('the CSV export', () => {
  it("keeps a renamed field's answers in its one column", async () => {
    const field = (name: string) => ({ id: 'f1', name, type: 'text', label: 'Name' });
    const id = await publishedForm('Renamed', schemaWith([field('full_name')]));
    await submitted(id, { full_name: 'Alice' });
    await save(id, schemaWith([field('fullname')]));
    await submitted(id, { fullname: 'Bob' });
    const [header, ...rows] = await csvRows(id);
    expect(header?.slice(0, 2)).toEqual(['Name', 'Submission ID']);
    expect(rows.map((cells) => cells[0])).toEqual(['Alice', 'Bob']);
  });

  it('writes what the responses view shows: labels, Yes/No, ranges, addresses, table rows, version numbers', async () => {
    const fields = [
      {
        id: 'plan',
        type: 'select',
        label: 'Plan',
        options: [
          { label: 'Option 1', value: 'option1' },
          { label: 'Option 2', value: 'option2' },
        ],
      },
      { id: 'agree', type: 'checkbox', label: 'Agree' },
      { id: 'trip', type: 'daterange', label: 'Trip' },
      { id: 'home', type: 'address', label: 'Home' },
      {
        id: 'people',
        type: 'table',
        label: 'People',
        tableConfig: {
          columns: [
            { id: 'n', label: 'Who', type: 'text' },
            { id: 'a', label: 'Age', type: 'number' },
          ],
        },
      },
    ];
    const id = await publishedForm('Display', schemaWith(fields));
    await saveVersion(id, 'First');
    await saveVersion(id, 'Second');
    await submitted(id, {
      plan: 'option2',
      agree: true,
      trip: { start: '2026-01-02', end: '2026-01-05' },
      home: { street: '1 Main St', city: 'Springfield', region: '', postalCode: '', country: '' },
      people: {
        columns: [
          { id: 'n', label: 'Who', type: 'text' },
          { id: 'a', label: 'Age', type: 'number' },
        ],
        rows: [{ n: 'Ada', a: 36 }],
      },
    });
    await submitted(id, { plan: 'option1', agree: false });
    const answer = await demo.get(`/api/v1/forms/${id}/submissions/export?format=csv`);
    const [header, first, second] = answer.text.split('\r\n');
    expect(header).toBe(
      'Plan,Agree,Trip,Home,People,Submission ID,Submitted at (UTC),Form version,Form revision',
    );
    expect(first).toMatch(
      /^Option 2,Yes,2026-01-02 – 2026-01-05,"1 Main St, Springfield",Who: Ada; Age: 36,[0-9a-f-]{36},\S+Z,2,\d+$/,
    );
    expect(second).toMatch(/^Option 1,No,,,,/);
  });

  it('orders the columns as the form reads, whatever order the fields were made in', async () => {
    const fields = [
      { id: 'a', type: 'text', label: 'Made first' },
      { id: 'b', type: 'text', label: 'Made second' },
      { id: 'loose', type: 'text', label: 'On no page' },
    ];
    const id = await publishedForm('Ordered', schemaWith(fields, ['a', 'b']));
    await submitted(id, { a: '1', b: '2' });
    // The author dragged 'Made second' above 'Made first': only the page's field_ids change.
    await save(id, schemaWith(fields, ['b', 'a']));
    const [record] = await csvRecords(id);
    expect(Object.keys(record ?? {}).slice(0, 3)).toEqual(['Made second', 'Made first', 'On no page']);
    expect(record).toMatchObject({ 'Made second': '2', 'Made first': '1' });
  });

  it("labels a removed field's column as the newest saved version had it, else with its key", async () => {
    const q = { id: 'q', type: 'text', label: 'Question' };
    const phone = (label: string) => ({
      id: 'field_1732623112345_k3j9x0abc',
      name: 'phone',
      type: 'phone',
      label,
    });
    const id = await publishedForm(
      'Removed',
      schemaWith([q, phone('Phone (old)'), { id: 'note', type: 'text', label: 'Note' }]),
    );
    await saveVersion(id, 'Old label');
    await save(id, schemaWith([q, phone('Phone number'), { id: 'note', type: 'text', label: 'Note' }]));
    await saveVersion(id, 'New label');
    await submitted(id, { q: 'Hi', phone: '555 0100', note: 'kept' });
    // Removed without a version saved since: only the versions know the field.
    await save(id, schemaWith([q, { id: 'note', type: 'text', label: 'Note' }]));
    await submitted(id, { q: 'Later', note: 'x' });
    const [header] = await csvRows(id);
    expect(header?.slice(0, 3)).toEqual(['Question', 'Note', 'Phone number']);
    expect(header).not.toContain('field_1732623112345_k3j9x0abc');
    const [record] = await csvRecords(id);
    expect(record).toMatchObject({ Question: 'Hi', 'Phone number': '555 0100' });
  });

  it('names the file after the form, or its id when the description has no letter or digit', async () => {
    const day = () => new Date(h.now).toISOString().slice(0, 10);
    const named = await publishedForm(
      'Customer Feedback',
      schemaWith([{ id: 'q', type: 'text', label: 'Q' }]),
    );
    const csv = await demo.get(`/api/v1/forms/${named}/submissions/export?format=csv`);
    expect(csv.headers.get('content-disposition')).toContain(
      `filename="customer-feedback-responses-${day()}.csv"`,
    );
    const json = await demo.get(`/api/v1/forms/${named}/submissions/export?format=json`);
    expect(json.headers.get('content-disposition')).toContain(
      `filename="customer-feedback-responses-${day()}.json"`,
    );
    const symbols = await publishedForm('!!!', schemaWith([{ id: 'q', type: 'text', label: 'Q' }]));
    const fallback = await demo.get(`/api/v1/forms/${symbols}/submissions/export?format=csv`);
    expect(fallback.headers.get('content-disposition')).toContain(
      `filename="${symbols}-responses-${day()}.csv"`,
    );
  });
});

describe('analytics', () => {
  it('counts completions as the responses there are, so a deleted response is no completion', async () => {
    const id = await publishedForm(
      'Measured',
      schemaWith([{ id: 'q', type: 'text', label: 'Q' }], ['q'], { enableAnalytics: true }),
    );
    const kept = await submitted(id, { q: 'kept' });
    const gone = await submitted(id, { q: 'gone' });
    expect((await demo.delete(`/api/v1/forms/${id}/submissions/${gone}`)).status).toBe(204);
    const list = await demo.get(`/api/v1/forms/${id}/submissions`);
    expect(list.body.meta?.total).toBe(1);
    expect(list.body.data?.[0]?.id).toBe(kept);
    const summary = await demo.get(`/api/v1/forms/${id}/analytics`);
    expect(summary.body.data?.completions).toBe(1);
  });
});
