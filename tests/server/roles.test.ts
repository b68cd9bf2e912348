// The role matrix: every form route, tried by the owner, an editor, a viewer and a user of the same tenant
// who is no member. Roles are tried least privileged first, so a refused attempt never hides behind an
// earlier success that changed the state.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../server/domain/users';
import type { Answer, ApiClient } from './support/client';
import { idOf, schemaWith } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness();

type Role = 'outsider' | 'viewer' | 'editor' | 'owner';
const ORDER: Role[] = ['outsider', 'viewer', 'editor', 'owner'];
const clients = {} as Record<Role, ApiClient>;
let form = '';
let oldVersion = '';
let editorComment = '';
let extraMember = '';

beforeAll(async () => {
  await insertUser(
    h.deps.database.db,
    {
      tenantId: 'demo',
      username: 'outsider',
      email: 'outsider@demo.example',
      name: 'Out Sider',
      role: 'member',
      password: 'outsider1',
    },
    new Date(h.now),
    h.deps.config.passwordCost,
  );
  await insertUser(
    h.deps.database.db,
    {
      tenantId: 'demo',
      username: 'extra',
      email: 'extra@demo.example',
      name: 'Extra',
      role: 'member',
      password: 'extra123',
    },
    new Date(h.now),
    h.deps.config.passwordCost,
  );
  clients.owner = await h.signIn('demo');
  clients.editor = await h.signIn('editor');
  clients.viewer = await h.signIn('viewer');
  clients.outsider = await h.signIn('outsider', 'outsider1');
  form = idOf(
    await clients.owner.post('/api/v1/forms', { description: 'Matrix', schema_data: schemaWith(2) }),
  );
  for (const [email, role] of [
    ['editor@demo.example', 'editor'],
    ['viewer@demo.example', 'viewer'],
  ]) {
    idOf(await clients.owner.post(`/api/v1/forms/${form}/collaborators`, { email, role }));
  }
  oldVersion = idOf(await clients.owner.post(`/api/v1/forms/${form}/versions`, { description: 'old' }));
  idOf(await clients.owner.post(`/api/v1/forms/${form}/versions`, { description: 'newer' }));
  editorComment = idOf(
    await clients.editor.post(`/api/v1/forms/${form}/comments`, { comment_text: 'by editor' }),
  );
});

type Case = [name: string, call: (c: ApiClient) => Promise<Answer>, expected: Record<Role, number>];

const cases: Case[] = [
  [
    'read the form',
    (c) => c.get(`/api/v1/forms/${form}`),
    { owner: 200, editor: 200, viewer: 200, outsider: 404 },
  ],
  [
    'save the form',
    (c) => c.put(`/api/v1/forms/${form}`, { description: 'Matrix' }),
    { owner: 200, editor: 200, viewer: 403, outsider: 404 },
  ],
  [
    'duplicate the form',
    (c) => c.post(`/api/v1/forms/${form}/duplicate`),
    { owner: 201, editor: 201, viewer: 201, outsider: 404 },
  ],
  [
    'list versions',
    (c) => c.get(`/api/v1/forms/${form}/versions`),
    { owner: 200, editor: 200, viewer: 200, outsider: 404 },
  ],
  [
    'read a version',
    (c) => c.get(`/api/v1/forms/${form}/versions/${oldVersion}`),
    { owner: 200, editor: 200, viewer: 200, outsider: 404 },
  ],
  [
    'create a version',
    (c) => c.post(`/api/v1/forms/${form}/versions`, { description: 'v' }),
    { owner: 201, editor: 201, viewer: 403, outsider: 404 },
  ],
  [
    'roll back',
    (c) => c.post(`/api/v1/forms/${form}/versions/${oldVersion}/rollback`),
    { owner: 200, editor: 200, viewer: 403, outsider: 404 },
  ],
  [
    'list members',
    (c) => c.get(`/api/v1/forms/${form}/collaborators`),
    { owner: 200, editor: 200, viewer: 200, outsider: 404 },
  ],
  [
    'add a member',
    async (c) => {
      const answer = await c.post(`/api/v1/forms/${form}/collaborators`, {
        email: 'extra@demo.example',
        role: 'viewer',
      });
      if (answer.status === 201) extraMember = String(answer.body.id);
      return answer;
    },
    { owner: 201, editor: 403, viewer: 403, outsider: 404 },
  ],
  [
    'change a role',
    (c) => c.put(`/api/v1/forms/${form}/collaborators/${extraMember}`, { role: 'editor' }),
    { owner: 200, editor: 403, viewer: 403, outsider: 404 },
  ],
  [
    'remove a member',
    (c) => c.delete(`/api/v1/forms/${form}/collaborators/${extraMember}`),
    { owner: 200, editor: 403, viewer: 403, outsider: 404 },
  ],
  [
    'list comments',
    (c) => c.get(`/api/v1/forms/${form}/comments`),
    { owner: 200, editor: 200, viewer: 200, outsider: 404 },
  ],
  [
    'comment',
    (c) => c.post(`/api/v1/forms/${form}/comments`, { comment_text: 'hi' }),
    { owner: 201, editor: 201, viewer: 403, outsider: 404 },
  ],
  [
    "edit the editor's comment",
    (c) => c.put(`/api/v1/forms/comments/${editorComment}`, { comment_text: 'edited' }),
    { owner: 403, editor: 200, viewer: 403, outsider: 404 },
  ],
  [
    'read activity',
    (c) => c.get(`/api/v1/forms/${form}/activity`),
    { owner: 200, editor: 200, viewer: 200, outsider: 404 },
  ],
  [
    "delete a fresh comment of the editor's",
    async (c) => {
      const comment = idOf(
        await clients.editor.post(`/api/v1/forms/${form}/comments`, { comment_text: 'fresh' }),
      );
      return c.delete(`/api/v1/forms/comments/${comment}`);
    },
    { owner: 200, editor: 200, viewer: 403, outsider: 404 },
  ],
  [
    'delete the form',
    (c) => c.delete(`/api/v1/forms/${form}`),
    { owner: 200, editor: 403, viewer: 403, outsider: 404 },
  ],
];

describe('the form role matrix', () => {
  for (const [name, call, expected] of cases) {
    it(`${name}: ${ORDER.map((r) => `${r} ${expected[r]}`).join(', ')}`, async () => {
      for (const role of ORDER) {
        const answer = await call(clients[role]);
        expect({ role, status: answer.status }).toEqual({ role, status: expected[role] });
        if (answer.status === 403) expect(answer.body.error?.code).toBe('forbidden');
        if (answer.status === 404) expect(answer.body.error?.code).toBe('not_found');
      }
    });
  }
});

describe('tenant roles', () => {
  it('lets a tenant admin manage settings and refuses members', async () => {
    const admin = await h.signIn('demo');
    const member = await h.signIn('editor');
    expect((await member.put('/api/v1/tenant-settings/k', { config: { value: 'v' } })).status).toBe(403);
    expect((await admin.put('/api/v1/tenant-settings/k', { config: { value: 'v' } })).status).toBe(201);
    expect((await member.get('/api/v1/tenant-settings/k')).status).toBe(200);
  });
});
