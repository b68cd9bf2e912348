// The users API of tenant admins: list, add, change the role, remove; members refused, other tenants'
// users invisible, a tenant never left without an admin.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Answer, ApiClient } from './support/client';
import { setupHarness } from './support/harness';

const h = setupHarness();
let demo: ApiClient;

beforeEach(async () => {
  await h.reseed();
  demo = await h.signIn('demo');
});

const idOfUser = async (admin: ApiClient, username: string): Promise<string> => {
  const list = await admin.get('/api/v1/users');
  const user = (list.body.data as unknown as { id: string; username: string }[]).find(
    (u) => u.username === username,
  );
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
};

const newUser = { username: 'newbie', email: 'Newbie@Demo.Example', password: 'newbie123', role: 'member' };

describe('listing users', () => {
  it("lists the tenant's users by username without password hashes, for an admin", async () => {
    const answer = await demo.get('/api/v1/users');
    expect(answer.status).toBe(200);
    const data = answer.body.data as unknown as Record<string, unknown>[];
    expect(data.map((u) => u.username)).toEqual(['demo', 'editor', 'viewer']);
    expect(data[0]).toMatchObject({ username: 'demo', role: 'admin', tenantId: 'demo', name: 'Demo Admin' });
    expect(Object.keys(data[0]!).sort()).toEqual(
      ['created_at', 'email', 'id', 'name', 'role', 'tenantId', 'username'].sort(),
    );
    expect(answer.text).not.toContain('scrypt');
    expect(answer.text).not.toContain('other');
  });

  it('refuses members with 403', async () => {
    const editor = await h.signIn('editor');
    const answer = await editor.get('/api/v1/users');
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({ code: 'forbidden', message: 'Only a tenant admin can manage users' });
  });

  it('refuses a member with 403 whatever the body holds, before validating it', async () => {
    const editor = await h.signIn('editor');
    const answer = await editor.post('/api/v1/users', { username: 'x', bogus: 1 });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({ code: 'forbidden', message: 'Only a tenant admin can manage users' });
  });
});

describe('adding users', () => {
  it('adds a member who can then sign in, with the e-mail lower-cased and the name defaulting to the username', async () => {
    const answer = await demo.post('/api/v1/users', newUser);
    expect(answer.status).toBe(201);
    expect(answer.body.id).toBe(answer.body.data?.id);
    expect(answer.body.data).toMatchObject({
      username: 'newbie',
      email: 'newbie@demo.example',
      name: 'newbie',
      role: 'member',
      tenantId: 'demo',
    });
    const signedIn = await h.signIn('newbie', 'newbie123');
    expect(signedIn.user).toMatchObject({ role: 'member', tenantId: 'demo' });
    expect((await signedIn.get('/api/v1/users')).status).toBe(403);
  });

  it('adds an admin who can manage users', async () => {
    const answer = await demo.post('/api/v1/users', { ...newUser, role: 'admin', name: 'New Admin' });
    expect(answer.body.data).toMatchObject({ role: 'admin', name: 'New Admin' });
    const admin = await h.signIn('newbie', 'newbie123');
    expect((await admin.get('/api/v1/users')).status).toBe(200);
  });

  it.each([
    [{ ...newUser, username: '' }, 'username', 'Username is required'],
    [{ ...newUser, username: '  ab ' }, 'username', 'Username must be at least 3 characters'],
    [{ ...newUser, password: '' }, 'password', 'Password is required'],
    [{ ...newUser, password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ ...newUser, email: 'not-an-email' }, 'email', 'A valid e-mail address is required'],
    [{ ...newUser, role: 'owner' }, 'role', "Role must be 'admin' or 'member'"],
  ])('refuses %j with 422 naming %s: %s', async (body, path, message) => {
    const answer = await demo.post('/api/v1/users', body);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 'validation_failed', details: [{ path, message }] });
  });

  it('refuses unknown fields with 400', async () => {
    const answer = await demo.post('/api/v1/users', { ...newUser, tenantId: 'other' });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'unknown_field' });
  });

  it('refuses a username or e-mail already taken in the tenant with 409, but not one taken in another tenant', async () => {
    const username = await demo.post('/api/v1/users', { ...newUser, username: 'editor' });
    expect(username.status).toBe(409);
    expect(username.body.error?.message).toBe(
      'A user with the username editor already exists in this tenant',
    );
    const email = await demo.post('/api/v1/users', { ...newUser, email: 'EDITOR@demo.example' });
    expect(email.status).toBe(409);
    expect(email.body.error?.message).toBe(
      'A user with the e-mail editor@demo.example already exists in this tenant',
    );
    // 'other' exists only in the other tenant.
    expect((await demo.post('/api/v1/users', { ...newUser, username: 'other' })).status).toBe(201);
  });

  it('refuses members with 403 and adds nobody', async () => {
    const editor = await h.signIn('editor');
    expect((await editor.post('/api/v1/users', newUser)).status).toBe(403);
    expect((await h.signInAnswer('newbie', 'newbie123')).status).toBe(401);
  });
});

describe('changing roles', () => {
  it('makes a member an admin and back, effective on their next request', async () => {
    const editor = await h.signIn('editor');
    const editorId = editor.user.id;
    expect((await editor.get('/api/v1/users')).status).toBe(403);
    const promoted = await demo.put(`/api/v1/users/${editorId}`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ id: editorId, role: 'admin' });
    expect((await editor.get('/api/v1/users')).status).toBe(200);
    expect((await editor.get('/api/v1/auth/verify')).body.data?.role).toBe('admin');
    expect((await demo.put(`/api/v1/users/${editorId}`, { role: 'member' })).status).toBe(200);
    expect((await editor.get('/api/v1/users')).status).toBe(403);
  });

  it('never makes the last admin a member, but lets an admin step down when another admin remains', async () => {
    const last = await demo.put(`/api/v1/users/${demo.user.id}`, { role: 'member' });
    expect(last.status).toBe(409);
    expect(last.body.error?.message).toBe(
      'A tenant needs at least one admin: make another user an admin first',
    );
    const editorId = await idOfUser(demo, 'editor');
    await demo.put(`/api/v1/users/${editorId}`, { role: 'admin' });
    expect((await demo.put(`/api/v1/users/${demo.user.id}`, { role: 'member' })).status).toBe(200);
    expect((await demo.get('/api/v1/users')).status).toBe(403);
  });

  it('refuses members with 403 and an invalid role with 422', async () => {
    const editor = await h.signIn('editor');
    const forbidden = await editor.put(`/api/v1/users/${editor.user.id}`, { role: 'admin' });
    expect(forbidden.status).toBe(403);
    expect((await editor.get('/api/v1/auth/verify')).body.data?.role).toBe('member');
    const invalid = await demo.put(`/api/v1/users/${editor.user.id}`, { role: 'superuser' });
    expect(invalid.status).toBe(422);
  });
});

describe('removing users', () => {
  it('removes a user: their sessions stop working and they can no longer sign in', async () => {
    const viewer = await h.signIn('viewer');
    const answer = await demo.delete(`/api/v1/users/${viewer.user.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ id: viewer.user.id, deleted: true });
    const after = await viewer.get('/api/v1/auth/verify');
    expect(after.status).toBe(401);
    expect(after.body.error?.message).toBe('Authentication required');
    expect((await h.signInAnswer('viewer')).status).toBe(401);
    expect((await demo.delete(`/api/v1/users/${viewer.user.id}`)).status).toBe(404);
  });

  it('refuses to remove yourself', async () => {
    const editorId = await idOfUser(demo, 'editor');
    await demo.put(`/api/v1/users/${editorId}`, { role: 'admin' });
    const answer = await demo.delete(`/api/v1/users/${demo.user.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: 'cannot_remove_self',
      message: 'You cannot remove your own account',
    });
  });

  it('removes another admin while one admin remains', async () => {
    const added = await demo.post('/api/v1/users', { ...newUser, role: 'admin' });
    expect((await demo.delete(`/api/v1/users/${added.body.id}`)).status).toBe(200);
    const list = await demo.get('/api/v1/users');
    expect((list.body.data as unknown as { role: string }[]).filter((u) => u.role === 'admin')).toHaveLength(
      1,
    );
  });

  it('leaves one admin when two admins demote each other at the same time', async () => {
    const added = await demo.post('/api/v1/users', { ...newUser, role: 'admin' });
    const second = await h.signIn('newbie', 'newbie123');
    const answers = await Promise.all([
      demo.put(`/api/v1/users/${added.body.id}`, { role: 'member' }),
      second.put(`/api/v1/users/${demo.user.id}`, { role: 'member' }),
    ]);
    // The second request either finds its caller already demoted (403) or waits for the first's lock
    // and sees it would remove the last admin (409): never both succeed.
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403 || s === 409)).toHaveLength(1);
    const list = await (answers[0]!.status === 200 ? demo : second).get('/api/v1/users');
    expect((list.body.data as unknown as { role: string }[]).filter((u) => u.role === 'admin')).toHaveLength(
      1,
    );
  });

  it('refuses to remove a user who created forms, naming why', async () => {
    const editor = await h.signIn('editor');
    await editor.post('/api/v1/forms', { description: 'Editor form' });
    const answer = await demo.delete(`/api/v1/users/${editor.user.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: 'user_owns_forms',
      message: 'This user created 1 form; they must be deleted before the user can be removed',
    });
    expect((await editor.get('/api/v1/auth/verify')).status).toBe(200);
  });

  it('refuses members with 403', async () => {
    const editor = await h.signIn('editor');
    const viewerId = await idOfUser(demo, 'viewer');
    expect((await editor.delete(`/api/v1/users/${viewerId}`)).status).toBe(403);
    expect((await h.signInAnswer('viewer')).status).toBe(200);
  });
});

describe('tenancy', () => {
  it("answers 404 for another tenant's user on change and removal, and changes nothing there", async () => {
    const other = await h.signIn('other');
    const otherId = other.user.id;
    const answers: Answer[] = [
      await demo.put(`/api/v1/users/${otherId}`, { role: 'member' }),
      await demo.delete(`/api/v1/users/${otherId}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toEqual({ code: 'not_found', message: 'User not found' });
    }
    expect((await other.get('/api/v1/auth/verify')).body.data?.role).toBe('admin');
    const list = await other.get('/api/v1/users');
    expect((list.body.data as unknown as { username: string }[]).map((u) => u.username)).toEqual(['other']);
  });

  it('answers 404 for ids that are not user ids', async () => {
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000']) {
      expect((await demo.put(`/api/v1/users/${id}`, { role: 'admin' })).status).toBe(404);
      expect((await demo.delete(`/api/v1/users/${id}`)).status).toBe(404);
    }
  });

  it('adds users only to the admin’s own tenant', async () => {
    await demo.post('/api/v1/users', newUser);
    expect((await h.signInAnswer('newbie', 'newbie123', 'other')).status).toBe(401);
    const other = await h.signIn('other');
    const list = await other.get('/api/v1/users');
    expect(list.text).not.toContain('newbie');
  });
});

describe('OpenAPI', () => {
  it('documents the users routes', async () => {
    const doc = (await h.raw('GET', '/api/v1/openapi.json')).body;
    expect(Object.keys(doc.paths?.['/api/v1/users'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths?.['/api/v1/users/{userId}'] ?? {})).toEqual(
      expect.arrayContaining(['put', 'delete']),
    );
  });
});
