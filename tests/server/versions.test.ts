import { describe, expect, it } from 'vitest';
import { createForm, idOf, schemaWith } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();

describe('versions', () => {
  it('records a version of the current schema with its description and lists versions newest first', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Versioned');
    const first = await demo.post(`/api/v1/forms/${id}/versions`, { description: 'First draft' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      id: first.body.id,
      form_id: id,
      version_number: 1,
      description: 'First draft',
      tenant_id: 'demo',
      created_by: demo.user.id,
    });
    expect(first.body.data?.schema_data?.all_fields).toHaveLength(2);
    await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(5) });
    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'Five fields' });
    const list = await demo.get(`/api/v1/forms/${id}/versions`);
    expect(list.status).toBe(200);
    expect((list.body.data ?? []).map((v) => [v.version_number, v.description])).toEqual([
      [2, 'Five fields'],
      [1, 'First draft'],
    ]);
    const one = await demo.get(`/api/v1/forms/${id}/versions/${first.body.id}`);
    expect(one.body.data).toMatchObject({ version_number: 1 });
  });

  it.each([[{ description: '' }], [{ description: '   ' }], [{}]])(
    "refuses a version without a description (%j) saying 'Version description is required'",
    async (body) => {
      const demo = await h.signIn('demo');
      const id = await createForm(demo);
      const answer = await demo.post(`/api/v1/forms/${id}/versions`, body);
      expect(answer.status).toBe(422);
      expect(answer.body.error?.message).toBe('description: Version description is required');
    },
  );

  it('rolls back to an older version: the schema is replaced and a new version is recorded', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Rollback');
    const v1 = idOf(await demo.post(`/api/v1/forms/${id}/versions`, { description: 'two fields' }));
    await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(7) });
    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'seven fields' });
    const rolled = await demo.post(`/api/v1/forms/${id}/versions/${v1}/rollback`);
    expect(rolled.status).toBe(200);
    expect(rolled.body.data?.form?.schema_data?.all_fields).toHaveLength(2);
    expect(rolled.body.data?.version).toMatchObject({
      version_number: 3,
      description: 'Rolled back to version 1',
    });
    const form = await demo.get(`/api/v1/forms/${id}`);
    expect(form.body.data?.schema_data?.all_fields).toHaveLength(2);
  });

  it('refuses to roll back to the newest version, which is the current one', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo);
    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'one' });
    const newest = idOf(await demo.post(`/api/v1/forms/${id}/versions`, { description: 'two' }));
    const answer = await demo.post(`/api/v1/forms/${id}/versions/${newest}/rollback`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: 'conflict',
      message: 'This is the current version: roll back to an older one',
    });
  });

  it('answers 404 for a version of another form', async () => {
    const demo = await h.signIn('demo');
    const a = await createForm(demo);
    const b = await createForm(demo);
    const version = idOf(await demo.post(`/api/v1/forms/${a}/versions`, { description: 'a' }));
    expect((await demo.get(`/api/v1/forms/${b}/versions/${version}`)).status).toBe(404);
    expect((await demo.post(`/api/v1/forms/${b}/versions/${version}/rollback`)).body.error?.message).toBe(
      'Version not found',
    );
  });
});
