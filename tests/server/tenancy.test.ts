// The cross-tenant matrix: everything of tenant 'other' carries a marker string; a user of tenant 'demo'
// tries every route with the other tenant's ids, and the marker must never appear in any answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, ApiClient } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();
const MARKER = 'ZQX-OTHER-TENANT-MARKER';

let other: ApiClient;
let demo: ApiClient;
const ids = { form: '', template: '', version: '', collaborator: '', comment: '', setting: '' };

beforeAll(async () => {
  other = await h.signIn('other');
  demo = await h.signIn('demo');
  const schema = {
    fields: [{ id: 'secret_field', type: 'text', label: `${MARKER} label`, placeholder: MARKER }],
    settings: { successMessage: MARKER },
  };
  ids.form = idOf(await other.post('/api/v1/forms', { description: `${MARKER} form`, schema_data: schema }));
  ids.template = idOf(
    await other.post('/api/v1/forms', {
      description: `${MARKER} template`,
      schema_data: schema,
      is_template: true,
    }),
  );
  ids.version = idOf(await other.post(`/api/v1/forms/${ids.form}/versions`, { description: `${MARKER} v1` }));
  await other.post(`/api/v1/forms/${ids.form}/versions`, { description: `${MARKER} v2` });
  ids.comment = idOf(
    await other.post(`/api/v1/forms/${ids.form}/comments`, { comment_text: `${MARKER} comment` }),
  );
  const members = await other.get(`/api/v1/forms/${ids.form}/collaborators`);
  ids.collaborator = String(members.body.data?.[0]?.id);
  ids.setting = idOf(
    await other.post('/api/v1/tenant-settings', {
      setting_key: 'marker_setting',
      setting_name: MARKER,
      description: MARKER,
      config: { data_type: 'string', value: MARKER },
    }),
  );
  await other.put('/api/v1/tenant-settings/registry', { [`${MARKER}_table`]: { columns: [{ id: MARKER }] } });
});

const F = () => `/api/v1/forms/${ids.form}`;
const attempts: [string, (c: ApiClient) => Promise<Answer>][] = [
  ['GET the form', (c) => c.get(F())],
  ['GET the template', (c) => c.get(`/api/v1/forms/${ids.template}`)],
  ['PUT the form', (c) => c.put(F(), { description: 'stolen' })],
  ['DELETE the form', (c) => c.delete(F())],
  ['duplicate the form', (c) => c.post(`${F()}/duplicate`)],
  ['duplicate the template', (c) => c.post(`/api/v1/forms/${ids.template}/duplicate`)],
  ['list versions', (c) => c.get(`${F()}/versions`)],
  ['read a version', (c) => c.get(`${F()}/versions/${ids.version}`)],
  ['create a version', (c) => c.post(`${F()}/versions`, { description: 'x' })],
  ['roll back', (c) => c.post(`${F()}/versions/${ids.version}/rollback`)],
  ['list members', (c) => c.get(`${F()}/collaborators`)],
  ['add a member', (c) => c.post(`${F()}/collaborators`, { email: 'editor@demo.example', role: 'editor' })],
  ['change a member', (c) => c.put(`${F()}/collaborators/${ids.collaborator}`, { role: 'viewer' })],
  ['remove a member', (c) => c.delete(`${F()}/collaborators/${ids.collaborator}`)],
  ['list comments', (c) => c.get(`${F()}/comments`)],
  ['comment', (c) => c.post(`${F()}/comments`, { comment_text: 'x' })],
  ['edit a comment', (c) => c.put(`/api/v1/forms/comments/${ids.comment}`, { comment_text: 'x' })],
  ['delete a comment', (c) => c.delete(`/api/v1/forms/comments/${ids.comment}`)],
  ['read activity', (c) => c.get(`${F()}/activity`)],
  ['read a setting by key', (c) => c.get('/api/v1/tenant-settings/marker_setting')],
  ['update a setting by id', (c) => c.put(`/api/v1/tenant-settings/id/${ids.setting}`, { description: 'x' })],
  ['delete a setting by key', (c) => c.delete('/api/v1/tenant-settings/marker_setting')],
];

const listings: [string, (c: ApiClient) => Promise<Answer>][] = [
  ['forms', (c) => c.get('/api/v1/forms')],
  ['templates', (c) => c.get('/api/v1/forms?is_template=true')],
  ['settings', (c) => c.get('/api/v1/tenant-settings')],
  ['settings in bulk', (c) => c.post('/api/v1/tenant-settings/bulk', { keys: ['marker_setting'] })],
  ['registry', (c) => c.get('/registry/tenant-settings/registry')],
  ['registry on the API path', (c) => c.get('/api/v1/tenant-settings/registry')],
];

describe('tenant isolation', () => {
  it.each(attempts)('%s of another tenant answers 404 and reveals nothing', async (_name, attempt) => {
    const answer = await attempt(demo);
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('not_found');
    expect(answer.text).not.toContain(MARKER);
  });

  it.each(listings)('lists no %s of another tenant', async (_name, list) => {
    const answer = await list(demo);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain(MARKER);
  });

  it('answers 403 to a token used with another tenant’s X-Tenant-Id, for every attempt', async () => {
    const spoofed = new ApiClient(h.app, { ...demo.session, tenantId: 'other' }, h.nowSeconds);
    for (const [, attempt] of [...attempts, ...listings]) {
      const answer = await attempt(spoofed);
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain(MARKER);
    }
  });

  it("leaves the other tenant's data untouched", async () => {
    const form = await other.get(F());
    expect(form.body.data?.description).toBe(`${MARKER} form`);
    expect((await other.get(`${F()}/collaborators`)).body.data).toHaveLength(1);
    expect((await other.get(`${F()}/comments`)).body.data).toHaveLength(1);
    expect((await other.get(`${F()}/versions`)).body.data).toHaveLength(2);
    expect((await other.get('/api/v1/tenant-settings/marker_setting')).status).toBe(200);
    expect((await other.get('/registry/tenant-settings/registry')).text).toContain(MARKER);
  });

  it("cannot reach demo's forms from the other tenant either", async () => {
    const demoForms = await demo.get('/api/v1/forms');
    for (const form of demoForms.body.data ?? []) {
      expect((await other.get(`/api/v1/forms/${form.id}`)).status).toBe(404);
    }
    expect((await other.get('/api/v1/forms')).text).not.toContain('Customer Feedback');
  });
});
