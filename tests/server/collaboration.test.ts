import { describe, expect, it } from 'vitest';
import { createForm, idOf, schemaWith } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();

describe('collaborators', () => {
  it('lists the owner first, then members with their names and e-mails', async () => {
    const demo = await h.signIn('demo');
    const forms = await demo.get('/api/v1/forms');
    const feedback = (forms.body.data ?? []).find((f) => String(f.description) === 'Customer Feedback');
    const answer = await demo.get(`/api/v1/forms/${feedback?.id}/collaborators`);
    expect(answer.status).toBe(200);
    expect((answer.body.data ?? []).map((m) => [m.role, m.user_email, m.user_name])).toEqual([
      ['owner', 'demo@demo.example', 'Demo Admin'],
      ['editor', 'editor@demo.example', 'Eddie Editor'],
      ['viewer', 'viewer@demo.example', 'Vera Viewer'],
    ]);
  });

  it('adds a member by e-mail, changes the role and removes them', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Team form');
    const added = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: ' Viewer@Demo.Example ',
      role: 'viewer',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ form_id: id, role: 'viewer', user_email: 'viewer@demo.example' });
    const memberId = idOf(added);
    const viewer = await h.signIn('viewer');
    expect((await viewer.get(`/api/v1/forms/${id}`)).body.data?.role).toBe('viewer');
    const changed = await demo.put(`/api/v1/forms/${id}/collaborators/${memberId}`, { role: 'editor' });
    expect(changed.body.data).toMatchObject({ id: memberId, role: 'editor' });
    expect((await viewer.get(`/api/v1/forms/${id}`)).body.data?.role).toBe('editor');
    const removed = await demo.delete(`/api/v1/forms/${id}/collaborators/${memberId}`);
    expect(removed.body).toEqual({ data: { id: memberId, deleted: true } });
    expect((await viewer.get(`/api/v1/forms/${id}`)).status).toBe(404);
  });

  it('refuses an e-mail that is no user of this tenant, and a user who is already a member', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo);
    const unknown = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'other@other.example',
      role: 'editor',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toEqual({
      code: 'unknown_user',
      message: 'No user with the e-mail other@other.example in this tenant',
    });
    await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'editor@demo.example', role: 'editor' });
    const twice = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'editor@demo.example',
      role: 'viewer',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe('This user is already a member of the form');
    const self = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'demo@demo.example',
      role: 'viewer',
    });
    expect(self.status).toBe(409);
  });

  it('assigns only editor or viewer, and validates the e-mail', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo);
    const owner = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'editor@demo.example',
      role: 'owner',
    });
    expect(owner.status).toBe(422);
    expect(owner.body.error?.message).toBe("role: Role must be 'editor' or 'viewer'");
    const email = await demo.post(`/api/v1/forms/${id}/collaborators`, {
      email: 'not-an-email',
      role: 'editor',
    });
    expect(email.body.error?.message).toBe('email: A valid e-mail address is required');
  });

  it('never removes the owner nor changes the owner’s role', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo);
    const members = await demo.get(`/api/v1/forms/${id}/collaborators`);
    const ownerId = String(members.body.data?.[0]?.id);
    for (const answer of [
      await demo.delete(`/api/v1/forms/${id}/collaborators/${ownerId}`),
      await demo.put(`/api/v1/forms/${id}/collaborators/${ownerId}`, { role: 'viewer' }),
    ]) {
      expect(answer.status).toBe(409);
      expect(answer.body.error?.message).toBe('The owner of a form cannot be removed or given another role');
    }
  });
});

describe('comments', () => {
  it('adds comments on the form and on a field, and lists them oldest first with their authors', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await createForm(demo);
    await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'editor@demo.example', role: 'editor' });
    const first = await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'Looks good' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      form_id: id,
      field_id: null,
      comment_text: 'Looks good',
      author_name: 'Demo Admin',
      author_email: 'demo@demo.example',
    });
    h.advance(1);
    await editor.post(`/api/v1/forms/${id}/comments`, { comment_text: 'Rename this', field_id: 'field_1' });
    const list = await demo.get(`/api/v1/forms/${id}/comments`);
    expect((list.body.data ?? []).map((c) => [c.author_email, c.comment_text, c.field_id])).toEqual([
      ['demo@demo.example', 'Looks good', null],
      ['editor@demo.example', 'Rename this', 'field_1'],
    ]);
    const onField = await demo.get(`/api/v1/forms/${id}/comments?field_id=field_1`);
    expect(onField.body.data).toHaveLength(1);
  });

  it("refuses an empty comment saying 'Comment text is required'", async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo);
    const answer = await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: '  ' });
    expect(answer.status).toBe(422);
    expect(answer.body.error?.message).toBe('comment_text: Comment text is required');
  });

  it('lets authors edit their own comments only, and the owner delete any', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await createForm(demo);
    await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'editor@demo.example', role: 'editor' });
    const mine = idOf(await editor.post(`/api/v1/forms/${id}/comments`, { comment_text: 'v1' }));
    h.advance(3);
    const edited = await editor.put(`/api/v1/forms/comments/${mine}`, { comment_text: 'v2' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id: mine, comment_text: 'v2' });
    expect(edited.body.data?.updated_at).not.toBe(edited.body.data?.created_at);
    const byOwner = await demo.put(`/api/v1/forms/comments/${mine}`, { comment_text: 'hijack' });
    expect(byOwner.status).toBe(403);
    expect(byOwner.body.error?.message).toBe('Only the author can edit this comment');
    const ownerComment = idOf(await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'owner' }));
    const editorDeletes = await editor.delete(`/api/v1/forms/comments/${ownerComment}`);
    expect(editorDeletes.status).toBe(403);
    expect(editorDeletes.body.error?.message).toBe(
      'Only the author or the form owner can delete this comment',
    );
    expect((await demo.delete(`/api/v1/forms/comments/${mine}`)).status).toBe(200);
    expect((await editor.delete(`/api/v1/forms/comments/${mine}`)).status).toBe(404);
  });

  it('refuses to let a member made viewer edit or delete their old comment, and the owner still deletes it', async () => {
    const demo = await h.signIn('demo');
    const editor = await h.signIn('editor');
    const id = await createForm(demo);
    const member = idOf(
      await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'editor@demo.example', role: 'editor' }),
    );
    const old = idOf(await editor.post(`/api/v1/forms/${id}/comments`, { comment_text: 'Mine' }));
    await demo.put(`/api/v1/forms/${id}/collaborators/${member}`, { role: 'viewer' });

    const edit = await editor.put(`/api/v1/forms/comments/${old}`, { comment_text: 'Changed as viewer' });
    expect(edit.status).toBe(403);
    expect(edit.body.error?.message).toBe('Only the owner or an editor can comment on this form');
    const remove = await editor.delete(`/api/v1/forms/comments/${old}`);
    expect(remove.status).toBe(403);
    expect(remove.body.error?.message).toBe('Only the owner or an editor can comment on this form');
    const list = await demo.get(`/api/v1/forms/${id}/comments`);
    expect((list.body.data ?? []).map((c) => c.comment_text)).toEqual(['Mine']);

    expect((await demo.delete(`/api/v1/forms/comments/${old}`)).status).toBe(200);
  });
});

describe('activity', () => {
  it('records what happened to a form, newest first', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Busy form');
    await demo.put(`/api/v1/forms/${id}`, { description: 'Busy form 2' });
    const version = idOf(await demo.post(`/api/v1/forms/${id}/versions`, { description: 'v1' }));
    await demo.post(`/api/v1/forms/${id}/versions`, { description: 'v2' });
    await demo.post(`/api/v1/forms/${id}/versions/${version}/rollback`);
    const member = idOf(
      await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'viewer@demo.example', role: 'viewer' }),
    );
    await demo.put(`/api/v1/forms/${id}/collaborators/${member}`, { role: 'editor' });
    await demo.delete(`/api/v1/forms/${id}/collaborators/${member}`);
    await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'done' });
    const answer = await demo.get(`/api/v1/forms/${id}/activity`);
    expect(answer.status).toBe(200);
    expect((answer.body.data ?? []).map((a) => a.type)).toEqual([
      'comment_added',
      'member_removed',
      'member_role_changed',
      'member_added',
      'version_rolled_back',
      'version_created',
      'version_created',
      'form_saved',
      'form_created',
    ]);
    expect(answer.body.data?.[1]).toMatchObject({
      user_name: 'Demo Admin',
      summary: 'removed viewer@demo.example',
    });
    expect(answer.body.data?.[0]).toMatchObject({ summary: 'commented on the form', field_id: null });
    const limited = await demo.get(`/api/v1/forms/${id}/activity?limit=2`);
    expect(limited.body.data).toHaveLength(2);
    const bad = await demo.get(`/api/v1/forms/${id}/activity?limit=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('limit: limit must be a whole number from 1 to 500');
  });

  it('keeps the field a comment is on, so clients can show its label', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Commented field');
    await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'Too long', field_id: 'field_2' });
    const answer = await demo.get(`/api/v1/forms/${id}/activity?limit=1`);
    expect(answer.body.data?.[0]).toMatchObject({
      type: 'comment_added',
      summary: 'commented on field field_2',
      field_id: 'field_2',
    });
  });

  it('refuses a comment on a field the form does not have, storing and recording nothing', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Ghost field');
    const answer = await demo.post(`/api/v1/forms/${id}/comments`, {
      comment_text: 'Boo',
      field_id: 'ghost-field',
    });
    expect(answer.status).toBe(422);
    const message =
      "The form has no field 'ghost-field': comment on one of its saved fields, or on the whole form";
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message,
      details: [{ path: 'field_id', message }],
    });
    expect((await demo.get(`/api/v1/forms/${id}/comments`)).body.data).toEqual([]);
    const activity = await demo.get(`/api/v1/forms/${id}/activity`);
    expect((activity.body.data ?? []).map((a) => a.type)).toEqual(['form_created']);
  });

  it('keeps a comment whose field was deleted later: listed, editable and deletable', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Shrinking form');
    const comment = idOf(
      await demo.post(`/api/v1/forms/${id}/comments`, { comment_text: 'On two', field_id: 'field_2' }),
    );
    expect((await demo.put(`/api/v1/forms/${id}`, { schema_data: schemaWith(1) })).status).toBe(200);
    const list = await demo.get(`/api/v1/forms/${id}/comments?field_id=field_2`);
    expect((list.body.data ?? []).map((c) => [c.id, c.field_id])).toEqual([[comment, 'field_2']]);
    const edited = await demo.put(`/api/v1/forms/comments/${comment}`, { comment_text: 'Still on two' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ field_id: 'field_2', comment_text: 'Still on two' });
    // A new comment on it is refused like any other field the form does not have.
    const again = await demo.post(`/api/v1/forms/${id}/comments`, {
      comment_text: 'More',
      field_id: 'field_2',
    });
    expect(again.status).toBe(422);
    expect((await demo.delete(`/api/v1/forms/comments/${comment}`)).status).toBe(200);
  });

  it('records a duplicate on the new form', async () => {
    const demo = await h.signIn('demo');
    const id = await createForm(demo, 'Original');
    const copy = idOf(await demo.post(`/api/v1/forms/${id}/duplicate`));
    const answer = await demo.get(`/api/v1/forms/${copy}/activity`);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ type: 'form_duplicated', summary: 'duplicated "Original"' }),
    ]);
  });
});
