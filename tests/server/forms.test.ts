import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ApiClient } from './support/client';
import { createForm, idOf, schemaWith } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness({ maxBodyBytes: 64 * 1024 });

describe('forms', () => {
  it('creates a form: 201 with its id and the form as data, owned by the caller', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.post('/api/v1/forms', {
      description: 'Onboarding',
      schema_data: schemaWith(3),
      is_template: false,
      updatedAt: new Date().toISOString(),
      created_by: 'ignored',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      id: answer.body.id,
      description: 'Onboarding',
      is_template: false,
      created_by: demo.user.id,
      role: 'owner',
    });
    expect(answer.body.data?.schema_data).toMatchObject({ schemaVersion: 1, pages: [{ id: 'page_1' }] });
    expect(answer.body.data?.schema_data?.all_fields).toHaveLength(3);
  });

  it('starts a form without schema_data with one empty page', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.post('/api/v1/forms', { description: 'Blank' });
    expect(answer.body.data?.schema_data).toMatchObject({
      schemaVersion: 1,
      pages: [{ id: 'page_1', field_ids: [] }],
      all_fields: [],
      settings: { submitButtonText: 'Submit' },
    });
  });

  it('migrates a version-less schema on save', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.post('/api/v1/forms', {
      description: 'Old shape',
      schema_data: { fields: [{ id: 'color', type: 'select', label: 'Colour', options: ['Red', 'Blue'] }] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data?.schema_data).toMatchObject({
      schemaVersion: 1,
      pages: [{ id: 'page_1', field_ids: ['color'] }],
      all_fields: [
        {
          id: 'color',
          options: [
            { label: 'Red', value: 'Red' },
            { label: 'Blue', value: 'Blue' },
          ],
        },
      ],
    });
  });

  it('refuses an invalid schema with 422 naming the problem', async () => {
    const demo = await h.signIn('demo');
    const noPages = await demo.post('/api/v1/forms', {
      description: 'Bad',
      schema_data: { schemaVersion: 1, pages: [], all_fields: [] },
    });
    expect(noPages.status).toBe(422);
    expect(noPages.body.error).toMatchObject({
      code: 'validation_failed',
      message: expect.stringMatching(/^schema_data: pages/),
    });
    const dangling = await demo.post('/api/v1/forms', {
      schema_data: { schemaVersion: 1, pages: [{ id: 'page_1', field_ids: ['ghost'] }], all_fields: [] },
    });
    expect(dangling.body.error?.message).toBe("schema_data: pages.0.field_ids: unknown field id 'ghost'");
    const notObject = await demo.post('/api/v1/forms', { schema_data: [1, 2] });
    expect(notObject.status).toBe(422);
    expect(notObject.body.error?.message).toBe('schema_data: Must be a JSON object');
    const wrongType = await demo.post('/api/v1/forms', { description: 42 });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.error?.message).toBe('description: Must be text');
    const longDescription = await demo.post('/api/v1/forms', { description: 'd'.repeat(10_001) });
    expect(longDescription.status).toBe(422);
    expect(longDescription.body.error?.message).toBe(
      'description: Description must be at most 10000 characters',
    );
  });

  it('refuses a schema whose validation pattern could hang whoever evaluates it', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.post('/api/v1/forms', {
      description: 'Evil pattern',
      schema_data: {
        schemaVersion: 1,
        pages: [{ id: 'page_1', field_ids: ['code'] }],
        all_fields: [
          {
            id: 'code',
            type: 'text',
            label: 'Code',
            validation: [{ type: 'pattern', value: '(a+)+$', message: 'x' }],
          },
        ],
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toMatch(/^schema_data\.all_fields\.code\.validation\.0\.value: /);
  });

  it('refuses unknown keys with 400 and an oversized body with 413', async () => {
    const demo = await h.signIn('demo');
    const unknown = await demo.post('/api/v1/forms', { description: 'x', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'unknown_field',
      message: "Unknown field 'colour' in the request body",
    });
    const big = await demo.post('/api/v1/forms', { description: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({
      code: 'payload_too_large',
      message: 'Request body is larger than 64 KB',
    });
  });

  it('lists the forms a user owns or collaborates on, and all the tenant’s templates with is_template=true', async () => {
    const editor = await h.signIn('editor');
    const own = await createForm(editor, 'Editor own form');
    const forms = await editor.get('/api/v1/forms');
    expect(forms.status).toBe(200);
    const names = (forms.body.data ?? []).map((f) => f.description);
    expect(names).toContain('Editor own form');
    expect(names).toContain('Customer Feedback');
    expect(names).not.toContain('Event Registration');
    expect(names).not.toContain('Contact Us');
    const templates = await editor.get('/api/v1/forms?is_template=true');
    expect((templates.body.data ?? []).map((f) => f.description).sort()).toEqual([
      'Contact Us',
      'Job Application',
    ]);
    expect(templates.body.data?.[0]?.role).toBe('viewer');
    expect(own).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists without schemas with ?summary=true: the field count instead, null for a schema it cannot read', async () => {
    const editor = await h.signIn('editor');
    const id = await createForm(editor, 'Counted form');
    const broken = await createForm(editor, 'Broken form');
    await h.deps.database.query(`update forms set schema_data = '{"schemaVersion": 999}' where id = $1`, [
      broken,
    ]);
    const full = (await editor.get('/api/v1/forms')).body.data ?? [];
    const summary = await editor.get('/api/v1/forms?summary=true');
    expect(summary.status).toBe(200);
    const listed = summary.body.data ?? [];
    expect(listed.map((f) => String(f.id))).toEqual(full.map((f) => String(f.id)));
    expect(listed.every((f) => !('schema_data' in f))).toBe(true);
    const counted = listed.find((f) => String(f.id) === id);
    const { schema_data: _schema, ...rest } = full.find((f) => String(f.id) === id) as Record<
      string,
      unknown
    >;
    expect(counted).toEqual({ ...rest, field_count: 2 });
    expect(listed.find((f) => String(f.id) === broken)?.field_count).toBe(null);
    // A save changes the count at once (it is kept per revision).
    await editor.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(5) });
    const again = (await editor.get('/api/v1/forms?summary=true')).body.data ?? [];
    expect(again.find((f) => String(f.id) === id)?.field_count).toBe(5);
    const templates = await editor.get('/api/v1/forms?is_template=true&summary=true');
    expect(
      (templates.body.data ?? []).map((f) => [f.description, f.role, typeof f.field_count]).sort(),
    ).toEqual([
      ['Contact Us', 'viewer', 'number'],
      ['Job Application', 'viewer', 'number'],
    ]);
    expect((await editor.get('/api/v1/forms?summary=yes')).status).toBe(400);
  });

  it('reads one form as data, and a template as a non-member', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Readable');
    const answer = await demo.get(`/api/v1/forms/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id, description: 'Readable', role: 'owner' });
    const templates = (await demo.get('/api/v1/forms?is_template=true')).body.data ?? [];
    const templateId = String(templates.find((f) => String(f.description) === 'Contact Us')?.id);
    const viewer = await h.signIn('viewer');
    expect((await viewer.get(`/api/v1/forms/${templateId}`)).body.data).toMatchObject({
      is_template: true,
      role: 'viewer',
    });
  });

  it('saves a form: fields left out keep their value', async () => {
    const demo = await h.signIn('demo');
    const id = idOf(
      await demo.post('/api/v1/forms', { description: 'T', schema_data: schemaWith(1), is_template: true }),
    );
    h.advance(5);
    const saved = await demo.put(`/api/v1/forms/${id}`, {
      description: 'T2',
      schema_data: schemaWith(4),
      updatedAt: 'whatever',
      created_by: demo.user.id,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ description: 'T2', is_template: true });
    expect(saved.body.data?.schema_data?.all_fields).toHaveLength(4);
    expect(saved.body.data?.updated_at).not.toBe(saved.body.data?.created_at);
    const again = await demo.get(`/api/v1/forms/${id}`);
    expect(again.body.data?.schema_data?.all_fields).toHaveLength(4);
  });

  it('refuses a save made from an older revision with 409 form_changed, and keeps what was saved', async () => {
    const demo = await h.signIn('demo');
    const created = await demo.post('/api/v1/forms', { description: 'Shared', schema_data: schemaWith(1) });
    const id = idOf(created);
    expect(created.body.data?.revision).toBe(1);
    const first = await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(2), base_revision: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data?.revision).toBe(2);
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.revision).toBe(2);

    // A second editor still holds revision 1.
    const stale = await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(5), base_revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({
      code: 'form_changed',
      message:
        'This form was saved by someone else since you loaded it (it is now at revision 2). Load it again, or save without base_revision to replace their changes.',
    });
    const kept = await demo.get(`/api/v1/forms/${id}`);
    expect(kept.body.data?.schema_data?.all_fields).toHaveLength(2);

    // Without base_revision the save replaces whatever is there.
    const forced = await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(5) });
    expect(forced.status).toBe(200);
    expect(forced.body.data?.revision).toBe(3);
    expect(forced.body.data?.schema_data?.all_fields).toHaveLength(5);
    expect((await demo.put(`/api/v1/forms/${id}`, { base_revision: 0 })).status).toBe(422);
  });

  it('lets exactly one of two simultaneous saves from the same revision through', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Race');
    const answers = await Promise.all(
      [3, 4].map((count) =>
        demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(count), base_revision: 1 }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200);
    const now = await demo.get(`/api/v1/forms/${id}`);
    expect(now.body.data?.revision).toBe(2);
    expect(now.body.data?.schema_data?.all_fields).toHaveLength(
      winner?.body.data?.schema_data?.all_fields?.length ?? -1,
    );
  });

  it('never serves a stale schema after another server process saved or rolled back the form', async () => {
    const demo = await h.signIn('demo');
    const other = new ApiClient(createApp({ ...h.deps }), demo.session, h.nowSeconds);
    const id = await createForm(demo, 'Shared');
    const version = idOf(await demo.post(`/api/v1/forms/${id}/versions`, { description: 'two fields' }));
    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'newest' });
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.schema_data?.all_fields).toHaveLength(2);
    await other.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(6) });
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.schema_data?.all_fields).toHaveLength(6);
    await other.post(`/api/v1/forms/${id}/versions/${version}/rollback`);
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.schema_data?.all_fields).toHaveLength(2);
    // Unchanged forms come from the process's copy, and still answer in full.
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.schema_data?.all_fields).toHaveLength(2);
  });

  it('deletes a form: afterwards it answers 404 Form not found', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Doomed');
    const deleted = await demo.delete(`/api/v1/forms/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { id, deleted: true } });
    const gone = await demo.get(`/api/v1/forms/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: { code: 'not_found', message: 'Form not found' } });
  });

  it("duplicates a form as '{description} (Copy)' owned by the caller", async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Survey');
    const copy = await demo.post(`/api/v1/forms/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ description: 'Survey (Copy)', is_template: false, role: 'owner' });
    expect(copy.body.id).not.toBe(id);
    const templates = (await demo.get('/api/v1/forms?is_template=true')).body.data ?? [];
    const template = String(templates.find((f) => String(f.description) === 'Contact Us')?.id);
    const editor = await h.signIn('editor');
    const fromTemplate = await editor.post(`/api/v1/forms/${template}/duplicate`, { is_template: false });
    expect(fromTemplate.body.data).toMatchObject({
      description: 'Contact Us (Copy)',
      is_template: false,
      created_by: editor.user.id,
    });
  });

  it('answers 404 for an id that is not a uuid or does not exist', async () => {
    const demo = await h.signIn('demo');
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const answer = await demo.get(`/api/v1/forms/${encodeURIComponent(id)}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe('Form not found');
    }
  });

  it('answers unknown routes with a JSON 404', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.get('/api/v1/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body.error?.code).toBe('not_found');
  });
});
