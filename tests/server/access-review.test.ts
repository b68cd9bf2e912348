// Findings of the access review, each tried against the real app and database: a tenant's template is
// readable by every user of the tenant, but its responses, files, analytics and webhook deliveries are its
// members' alone; and only the owner turns a form into a template or back.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../server/domain/users';
import type { Answer, ApiClient } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();

type Role = 'owner' | 'editor' | 'viewer' | 'reader';
const ROLES: Role[] = ['reader', 'viewer', 'editor', 'owner'];
const clients = {} as Record<Role, ApiClient>;
let template = '';
let submission = '';
let file = '';
let delivery = '';

const schema = {
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: ['name', 'cv'] }],
  all_fields: [
    { id: 'name', type: 'text', label: 'Name', required: true },
    { id: 'cv', type: 'file', label: 'CV' },
  ],
  // The form's own webhook: every submission writes a delivery row (no worker runs here).
  settings: { enableAnalytics: true, notifications: { webhook: 'https://hooks.example.com/in' } },
  globalVariables: [],
};

const publicBase = (formId: string) => `/api/v1/public/demo/forms/${formId}`;

beforeAll(async () => {
  // A user of the tenant who is no member of the form: they read its template, nothing more.
  await insertUser(
    h.deps.database.db,
    {
      tenantId: 'demo',
      username: 'reader',
      email: 'reader@demo.example',
      name: 'Template Reader',
      role: 'member',
      password: 'reader123',
    },
    new Date(h.now),
    h.deps.config.passwordCost,
  );
  clients.owner = await h.signIn('demo');
  clients.editor = await h.signIn('editor');
  clients.viewer = await h.signIn('viewer');
  clients.reader = await h.signIn('reader', 'reader123');

  // A form that collected answers (with a file) before its owner made it a template.
  template = idOf(
    await clients.owner.post('/api/v1/forms', { description: 'Job application', schema_data: schema }),
  );
  for (const [email, role] of [
    ['editor@demo.example', 'editor'],
    ['viewer@demo.example', 'viewer'],
  ]) {
    idOf(await clients.owner.post(`/api/v1/forms/${template}/collaborators`, { email, role }));
  }
  expect((await clients.owner.post(`/api/v1/forms/${template}/publish`)).status).toBe(200);
  const body = new FormData();
  body.append('file', new Blob(['%PDF-1.4 private'], { type: 'application/pdf' }), 'cv.pdf');
  body.append('field_id', 'cv');
  const upload = await h.raw('POST', `${publicBase(template)}/files`, { body });
  file = idOf(upload);
  const sent = await h.raw('POST', `${publicBase(template)}/submissions`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ values: { name: 'Ada Applicant', cv: file } }),
  });
  submission = idOf(sent);
  delivery = String((await clients.owner.get(`/api/v1/forms/${template}/deliveries`)).body.data?.[0]?.id);
  const made = await clients.owner.put(`/api/v1/forms/${template}`, { is_template: true });
  expect(made.body.data?.is_template).toBe(true);
});

type Case = [name: string, call: (c: ApiClient) => Promise<Answer>, message: string];

const RESPONSES = 'Only members of this form can read its responses, files and analytics';
const cases: Case[] = [
  ['list submissions', (c) => c.get(`/api/v1/forms/${template}/submissions`), RESPONSES],
  ['search submissions', (c) => c.get(`/api/v1/forms/${template}/submissions?q=ada`), RESPONSES],
  ['read one submission', (c) => c.get(`/api/v1/forms/${template}/submissions/${submission}`), RESPONSES],
  ['export as CSV', (c) => c.get(`/api/v1/forms/${template}/submissions/export?format=csv`), RESPONSES],
  ['export as JSON', (c) => c.get(`/api/v1/forms/${template}/submissions/export?format=json`), RESPONSES],
  ['download a file', (c) => c.get(`/api/v1/forms/${template}/files/${file}`), RESPONSES],
  ['read analytics', (c) => c.get(`/api/v1/forms/${template}/analytics`), RESPONSES],
  [
    'read the delivery log',
    (c) => c.get(`/api/v1/forms/${template}/deliveries`),
    'Only members of this form can read its webhook deliveries',
  ],
  [
    "read a delivery's attempts",
    (c) => c.get(`/api/v1/forms/${template}/deliveries/${delivery}/attempts`),
    'Only members of this form can read its webhook deliveries',
  ],
];

describe("a template's responses", () => {
  it('is a template every user of the tenant reads', async () => {
    const read = await clients.reader.get(`/api/v1/forms/${template}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ is_template: true, role: 'viewer' });
  });

  it("shows a reader of the template neither its webhook URL nor its address, nor does the reader's copy keep them", async () => {
    const hook = 'https://hooks.example.com/in';
    const versions = (c: ApiClient) => c.get(`/api/v1/forms/${template}/versions`);
    const made = await clients.owner.post(`/api/v1/forms/${template}/versions`, { description: 'As sent' });
    expect(made.status).toBe(201);
    const reads = async (c: ApiClient) => {
      const list = await versions(c);
      const one = await c.get(`/api/v1/forms/${template}/versions/${list.body.data?.[0]?.id}`);
      const copy = await c.post(`/api/v1/forms/${template}/duplicate`, {});
      const copied = await c.get(`/api/v1/forms/${copy.body.id}`);
      return [
        await c.get(`/api/v1/forms/${template}`),
        await c.get('/api/v1/forms?is_template=true'),
        list,
        one,
        copy,
        copied,
      ];
    };
    for (const answer of await reads(clients.reader)) {
      expect(answer.status).toBeLessThan(300);
      expect(answer.text).toContain('"notifications":{}');
      expect(answer.text).not.toContain(hook);
    }
    // Its members (a viewer too) read the form as it is, and their copies keep its webhook.
    for (const answer of await reads(clients.viewer)) {
      expect(answer.status).toBeLessThan(300);
      expect(answer.text).toContain(hook);
    }
  });

  for (const [name, call, message] of cases) {
    it(`${name}: members of every role 200, a reader of the template 403`, async () => {
      for (const role of ROLES) {
        const answer = await call(clients[role]);
        const expected = role === 'reader' ? 403 : 200;
        expect({ role, status: answer.status }).toEqual({ role, status: expected });
        if (role === 'reader') {
          expect(answer.body.error).toEqual({ code: 'forbidden', message });
          // Nothing of the answers leaks into the refusal.
          expect(answer.text).not.toContain('Ada Applicant');
          expect(answer.text).not.toContain('%PDF');
        }
      }
    });
  }

  it('lets members see what the reader may not: the answers, the file and the delivery', async () => {
    const listed = await clients.viewer.get(`/api/v1/forms/${template}/submissions`);
    expect(listed.body.data?.[0]).toMatchObject({ id: submission, values: { name: 'Ada Applicant' } });
    expect(listed.body.data?.[0]?.files?.[0]).toMatchObject({ id: file, name: 'cv.pdf' });
    expect((await clients.viewer.get(`/api/v1/forms/${template}/files/${file}`)).text).toBe(
      '%PDF-1.4 private',
    );
    const log = await clients.viewer.get(`/api/v1/forms/${template}/deliveries`);
    expect(log.body.data?.[0]).toMatchObject({
      submission_id: submission,
      target: 'https://hooks.example.com/in',
    });
  });

  it('refuses a reader deleting a submission, and still answers 404 to another tenant', async () => {
    const deleted = await clients.reader.delete(`/api/v1/forms/${template}/submissions/${submission}`);
    expect(deleted.status).toBe(403);
    const other = await h.signIn('other');
    const elsewhere = await other.get(`/api/v1/forms/${template}/submissions`);
    expect(elsewhere.body.error).toEqual({ code: 'not_found', message: 'Form not found' });
    expect((await other.get(`/api/v1/forms/${template}/deliveries`)).status).toBe(404);
  });
});

describe('turning a form into a template', () => {
  const TEMPLATE_OWNER = 'Only the owner can turn a form into a template or back';

  async function sharedForm(isTemplate: boolean): Promise<string> {
    const id = idOf(
      await clients.owner.post('/api/v1/forms', {
        description: 'Shared',
        schema_data: schema,
        is_template: isTemplate,
      }),
    );
    await clients.owner.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'editor@demo.example',
      role: 'editor',
    });
    return id;
  }

  it('refuses an editor turning a form into a template, and a template back into a form', async () => {
    const form = await sharedForm(false);
    const up = await clients.editor.put(`/api/v1/forms/${form}`, {
      description: 'Mine now',
      is_template: true,
    });
    expect(up.status).toBe(403);
    expect(up.body.error).toEqual({ code: 'forbidden', message: TEMPLATE_OWNER });
    // Nothing of the refused save was written, and the tenant's other users still cannot read the form.
    expect((await clients.owner.get(`/api/v1/forms/${form}`)).body.data).toMatchObject({
      description: 'Shared',
      is_template: false,
    });
    expect((await clients.reader.get(`/api/v1/forms/${form}`)).status).toBe(404);

    const shared = await sharedForm(true);
    const down = await clients.editor.put(`/api/v1/forms/${shared}`, { is_template: false });
    expect(down.status).toBe(403);
    expect(down.body.error?.message).toBe(TEMPLATE_OWNER);
    expect((await clients.owner.get(`/api/v1/forms/${shared}`)).body.data?.is_template).toBe(true);
  });

  it("accepts an editor's save that sends the flag unchanged, as the builder does", async () => {
    const form = await sharedForm(false);
    const saved = await clients.editor.put(`/api/v1/forms/${form}`, {
      description: 'Edited',
      is_template: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ description: 'Edited', is_template: false, role: 'editor' });
    const template = await sharedForm(true);
    const kept = await clients.editor.put(`/api/v1/forms/${template}`, {
      description: 'Kept',
      is_template: true,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ description: 'Kept', is_template: true });
  });

  it('lets the owner change it both ways, with base_revision still checked first', async () => {
    const form = await sharedForm(false);
    const loaded = await clients.owner.get(`/api/v1/forms/${form}`);
    const revision = Number(loaded.body.data?.revision);
    const made = await clients.owner.put(`/api/v1/forms/${form}`, {
      is_template: true,
      base_revision: revision,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ is_template: true, revision: revision + 1 });
    // An editor's builder that missed the owner's change hears form_changed (reload), not a 403.
    const stale = await clients.editor.put(`/api/v1/forms/${form}`, {
      is_template: false,
      base_revision: revision,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe('form_changed');
    const back = await clients.owner.put(`/api/v1/forms/${form}`, { is_template: false });
    expect(back.body.data?.is_template).toBe(false);
  });
});
