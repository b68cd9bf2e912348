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

  it('marks the newest version current only while the form is as saved in it; after a save with changes it can be rolled back to', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Baseline');
    const baseline = await demo.post(`/api/v1/forms/${id}/versions`, { description: 'Baseline' });
    expect(baseline.body.data?.is_current).toBe(true);
    const currentFlags = async () =>
      ((await demo.get(`/api/v1/forms/${id}/versions`)).body.data ?? []).map((v) => v.is_current);
    expect(await currentFlags()).toEqual([true]);
    // A save that changes nothing keeps it current (the schema is compared, not the revision).
    await demo.put(`/api/v1/forms/${id}`, { description: 'Renamed only' });
    expect(await currentFlags()).toEqual([true]);

    await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(4) });
    expect(await currentFlags()).toEqual([false]);
    const one = await demo.get(`/api/v1/forms/${id}/versions/${baseline.body.id}`);
    expect(one.body.data?.is_current).toBe(false);
    const rolled = await demo.post(`/api/v1/forms/${id}/versions/${baseline.body.id}/rollback`);
    expect(rolled.status).toBe(200);
    expect(rolled.body.data?.form?.schema_data?.all_fields).toHaveLength(2);
    expect(rolled.body.data?.version).toMatchObject({ version_number: 2, is_current: true });
    // The rollback's version is current now, and version 1 an older one.
    expect(await currentFlags()).toEqual([true, false]);
  });

  /** A form with versions 1 and 2 (current), version 1's stored schema then replaced by `stored`. */
  async function formWithStoredVersion(stored: unknown) {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Unrestorable version');
    const v1 = idOf(await demo.post(`/api/v1/forms/${id}/versions`, { description: 'one' }));
    await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(4) });
    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'two' });
    await h.deps.database.query('update form_versions set schema_data = $1 where id = $2', [
      JSON.stringify(stored),
      v1,
    ]);
    const before = (await demo.get(`/api/v1/forms/${id}`)).body.data;
    const answer = await demo.post(`/api/v1/forms/${id}/versions/${v1}/rollback`);
    const after = (await demo.get(`/api/v1/forms/${id}`)).body.data;
    const versions = (await demo.get(`/api/v1/forms/${id}/versions`)).body.data ?? [];
    return { answer, before, after, versionNumbers: versions.map((v) => v.version_number) };
  }

  it.each([
    ['of a later schema version', { schemaVersion: 999 }, 'schemaVersion: 999 is newer'],
    ['that is no schema', 'not a schema', 'Schema must be a JSON object'],
    [
      'listing a field that does not exist',
      { schemaVersion: 1, pages: [{ id: 'page_1', field_ids: ['ghost'] }], all_fields: [] },
      "unknown field id 'ghost'",
    ],
  ])(
    "refuses with 422 'Version 1 cannot be restored: its saved schema cannot be read' a version whose schema cannot be read (%s), changing nothing",
    async (_kind, stored, reason) => {
      const { answer, before, after, versionNumbers } = await formWithStoredVersion(stored);
      expect(answer.status).toBe(422);
      expect(answer.body.error).toMatchObject({
        code: 'unreadable_version',
        message: 'Version 1 cannot be restored: its saved schema cannot be read',
      });
      expect(answer.body.error?.details?.map((detail) => detail.message).join('\n')).toContain(reason);
      expect(after).toEqual(before);
      expect(versionNumbers).toEqual([2, 1]);
    },
  );

  it('refuses with 422 naming the version one whose schema holds a pattern the server no longer accepts', async () => {
    const { answer, before, after, versionNumbers } = await formWithStoredVersion({
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
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.code).toBe('validation_failed');
    expect(answer.body.error?.message).toMatch(
      /^Version 1 cannot be restored: schema_data\.all_fields\.code\.validation\.0\.value: /,
    );
    expect(after).toEqual(before);
    expect(versionNumbers).toEqual([2, 1]);
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
