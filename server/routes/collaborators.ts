// Form members. The owner's membership is created with the form and can be neither removed nor changed;
// only the owner adds, re-roles and removes members, and only as editor or viewer. Members are users of
// the same tenant, found by e-mail.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ASSIGNABLE_ROLES, collaboratorSchema } from '../../src/model';
import { formCollaborators, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { FORBIDDEN, loadFormAccess, requireRole } from '../domain/access';
import { recordActivity } from '../domain/activity';
import { iso, isUuid, newId } from '../domain/ids';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';

export const COLLABORATOR_MESSAGES = {
  role: "Role must be 'editor' or 'viewer'",
  email: 'A valid e-mail address is required',
  unknownUser: (email: string) => `No user with the e-mail ${email} in this tenant`,
  already: 'This user is already a member of the form',
  owner: 'The owner of a form cannot be removed or given another role',
} as const;

const role = z.enum(ASSIGNABLE_ROLES, { error: COLLABORATOR_MESSAGES.role });
const addBody = z.strictObject({
  email: z
    .string({ error: COLLABORATOR_MESSAGES.email })
    .trim()
    .toLowerCase()
    .pipe(z.email(COLLABORATOR_MESSAGES.email)),
  role,
});
const updateBody = z.strictObject({ role });

const selection = {
  member: formCollaborators,
  userName: users.name,
  userEmail: users.email,
};

function collaboratorView(row: {
  member: typeof formCollaborators.$inferSelect;
  userName: string;
  userEmail: string;
}) {
  return {
    id: row.member.id,
    form_id: row.member.formId,
    user_id: row.member.userId,
    role: row.member.role,
    created_at: iso(row.member.createdAt),
    user_name: row.userName,
    user_email: row.userEmail,
  };
}

export function collaboratorRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;
  const joinUser = and(
    eq(users.tenantId, formCollaborators.tenantId),
    eq(users.id, formCollaborators.userId),
  );

  const loadMember = async (tenantId: string, formId: string, collaboratorId: string | undefined) => {
    if (!isUuid(collaboratorId)) throw errors.notFound('Collaborator');
    const [row] = await db
      .select(selection)
      .from(formCollaborators)
      .innerJoin(users, joinUser)
      .where(
        and(
          eq(formCollaborators.tenantId, tenantId),
          eq(formCollaborators.formId, formId),
          eq(formCollaborators.id, collaboratorId),
        ),
      );
    if (!row) throw errors.notFound('Collaborator');
    return row;
  };

  api.op(
    {
      method: 'get',
      path: '/:id/collaborators',
      summary: 'Members of a form, the owner first',
      response: {
        status: 200,
        schema: z.object({ data: z.array(collaboratorSchema) }),
        description: 'Members',
      },
      errors: [404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const { form } = await loadFormAccess(deps.database, auth, params.id);
      const rows = await db
        .select(selection)
        .from(formCollaborators)
        .innerJoin(users, joinUser)
        .where(and(eq(formCollaborators.tenantId, auth.tenantId), eq(formCollaborators.formId, form.id)))
        .orderBy(asc(formCollaborators.createdAt), asc(users.email));
      const views = rows.map(collaboratorView);
      views.sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
      return c.json({ data: views });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/collaborators',
      summary: 'Add a member by e-mail as editor or viewer (owner only)',
      body: addBody,
      response: {
        status: 201,
        schema: z.object({ id: z.string(), data: collaboratorSchema }),
        description: 'Added',
      },
      errors: [404, 409],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'owner', FORBIDDEN.owner);
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, auth.tenantId), eq(users.email, body.email)));
      if (!user) throw new ApiError(422, 'unknown_user', COLLABORATOR_MESSAGES.unknownUser(body.email));
      const at = new Date(deps.clock());
      const id = newId();
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(formCollaborators)
          .values({
            tenantId: auth.tenantId,
            id,
            formId: access.form.id,
            userId: user.id,
            role: body.role,
            createdAt: at,
          })
          .onConflictDoNothing()
          .returning({ id: formCollaborators.id });
        if (inserted.length === 0) throw errors.conflict(COLLABORATOR_MESSAGES.already);
        await recordActivity(tx, {
          tenantId: auth.tenantId,
          formId: access.form.id,
          userId: auth.user.id,
          type: 'member_added',
          summary: `added ${user.email} as ${body.role}`,
          at,
          userName: auth.user.name,
          targetUserId: user.id,
        });
      });
      const row = await loadMember(auth.tenantId, access.form.id, id);
      return c.json({ id, data: collaboratorView(row) }, 201);
    },
  );

  api.op(
    {
      method: 'put',
      path: '/:id/collaborators/:collaboratorId',
      summary: "Change a member's role (owner only)",
      body: updateBody,
      response: { status: 200, schema: z.object({ data: collaboratorSchema }), description: 'Changed' },
      errors: [404, 409],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'owner', FORBIDDEN.owner);
      const row = await loadMember(auth.tenantId, access.form.id, params.collaboratorId);
      if (row.member.role === 'owner') throw errors.conflict(COLLABORATOR_MESSAGES.owner);
      const at = new Date(deps.clock());
      await db.transaction(async (tx) => {
        await tx
          .update(formCollaborators)
          .set({ role: body.role })
          .where(and(eq(formCollaborators.tenantId, auth.tenantId), eq(formCollaborators.id, row.member.id)));
        await recordActivity(tx, {
          tenantId: auth.tenantId,
          formId: access.form.id,
          userId: auth.user.id,
          type: 'member_role_changed',
          summary: `changed ${row.userEmail} from ${row.member.role} to ${body.role}`,
          at,
          userName: auth.user.name,
          targetUserId: row.member.userId,
        });
      });
      return c.json({ data: collaboratorView({ ...row, member: { ...row.member, role: body.role } }) });
    },
  );

  api.op(
    {
      method: 'delete',
      path: '/:id/collaborators/:collaboratorId',
      summary: 'Remove a member (owner only; the owner cannot be removed)',
      response: {
        status: 200,
        schema: z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) }),
        description: 'Removed',
      },
      errors: [404, 409],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'owner', FORBIDDEN.owner);
      const row = await loadMember(auth.tenantId, access.form.id, params.collaboratorId);
      if (row.member.role === 'owner') throw errors.conflict(COLLABORATOR_MESSAGES.owner);
      const at = new Date(deps.clock());
      await db.transaction(async (tx) => {
        await tx
          .delete(formCollaborators)
          .where(and(eq(formCollaborators.tenantId, auth.tenantId), eq(formCollaborators.id, row.member.id)));
        await recordActivity(tx, {
          tenantId: auth.tenantId,
          formId: access.form.id,
          userId: auth.user.id,
          type: 'member_removed',
          summary: `removed ${row.userEmail}`,
          at,
          userName: auth.user.name,
          targetUserId: row.member.userId,
        });
      });
      return c.json({ data: { id: row.member.id, deleted: true as const } });
    },
  );
}
