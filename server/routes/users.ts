// The tenant's users, managed by its admins: list, add, change the tenant role, remove. Members get 403;
// another tenant's user ids answer 404 like unknown ones. A tenant always keeps at least one admin, and
// nobody removes their own account here. Role changes and removals take effect on the user's next request
// (authentication reads the user row every time; removal deletes the user's sessions with it).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  USERNAME_REQUIRED_MESSAGE,
  USERNAME_TOO_SHORT_MESSAGE,
} from '../../src/logic';
import { PASSWORD_MIN_LENGTH, TENANT_ROLES, USERNAME_MIN_LENGTH } from '../../src/model';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { adminOnly } from '../domain/access';
import { isUuid } from '../domain/ids';
import { findUser, formsCreatedBy, insertUser, listUsers, lockAdmins, type UserRow } from '../domain/users';
import type { AuthContext } from '../http/env';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';

export const USER_MESSAGES = {
  forbidden: 'Only a tenant admin can manage users',
  email: 'A valid e-mail address is required',
  usernameTaken: (username: string) => `A user with the username ${username} already exists in this tenant`,
  emailTaken: (email: string) => `A user with the e-mail ${email} already exists in this tenant`,
  lastAdmin: 'A tenant needs at least one admin: make another user an admin first',
  removeSelf: 'You cannot remove your own account',
  ownsForms: (n: number) =>
    `This user created ${n} form${n === 1 ? '' : 's'}; they must be deleted before the user can be removed`,
} as const;

const role = z.enum(TENANT_ROLES, { error: "Role must be 'admin' or 'member'" });

// The sign-in rules of shell §5 with their messages, so every added user can sign in. The username is
// trimmed as sign-in trims it; the password is kept as typed.
const username = z
  .string({ error: USERNAME_REQUIRED_MESSAGE })
  .max(200, 'Username must be at most 200 characters')
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { error: USERNAME_REQUIRED_MESSAGE, abort: true })
      .min(USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT_MESSAGE),
  );
const password = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, { error: PASSWORD_REQUIRED_MESSAGE, abort: true })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(1000, 'Password must be at most 1000 characters');

const createBody = z.strictObject({
  username,
  email: z
    .string({ error: USER_MESSAGES.email })
    .max(320, USER_MESSAGES.email)
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.email(USER_MESSAGES.email)),
  password,
  name: z
    .string()
    .max(200, 'Name must be at most 200 characters')
    .optional()
    .describe('Default: the username'),
  role: role.default('member'),
});

const updateBody = z.strictObject({ role });

const userAnswer = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  tenantId: z.string(),
  role: z.enum(TENANT_ROLES),
  created_at: z.string(),
});

function userAnswerView(row: UserRow, tenantId: string): z.output<typeof userAnswer> {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    tenantId,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}

const usersAdminOnly = adminOnly(USER_MESSAGES.forbidden);

/** The PostgreSQL error (possibly wrapped by Drizzle) with this SQLSTATE, if that is what failed. */
function pgError(error: unknown, code: string): { constraint?: string } | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const found = e as Error & { code?: string; constraint?: string };
    if (found.code === code) return found;
  }
  return undefined;
}

export function userRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;

  const existing = async (auth: AuthContext, id: string | undefined): Promise<UserRow> => {
    const row = isUuid(id) ? await findUser(db, auth.tenantId, id) : undefined;
    if (!row) throw errors.notFound('User');
    return row;
  };

  api.op(
    {
      guard: usersAdminOnly,
      method: 'get',
      path: '/',
      summary: "List the tenant's users (admin)",
      response: { status: 200, schema: z.object({ data: z.array(userAnswer) }), description: 'By username' },
    },
    async (c) => {
      const auth = c.get('auth');
      const rows = await listUsers(db, auth.tenantId);
      return c.json({ data: rows.map((row) => userAnswerView(row, auth.tenantId)) });
    },
  );

  api.op(
    {
      guard: usersAdminOnly,
      method: 'post',
      path: '/',
      summary: 'Add a user to the tenant (admin)',
      description: 'Username and password follow the sign-in rules. The e-mail is stored lower-cased.',
      body: createBody,
      response: {
        status: 201,
        schema: z.object({ id: z.string(), data: userAnswer }),
        description: 'Added',
      },
      errors: [409],
    },
    async (c, { body }) => {
      const auth = c.get('auth');
      const taken = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, auth.tenantId), eq(users.username, body.username)));
      if (taken.length > 0) throw errors.conflict(USER_MESSAGES.usernameTaken(body.username));
      const [emailTaken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, auth.tenantId), eq(users.email, body.email)));
      if (emailTaken) throw errors.conflict(USER_MESSAGES.emailTaken(body.email));
      let id: string;
      try {
        id = await insertUser(
          db,
          { ...body, name: body.name?.trim() || body.username, tenantId: auth.tenantId },
          new Date(deps.clock()),
          deps.config.passwordCost,
        );
      } catch (error) {
        // Added by someone else between the check and the insert.
        const violation = pgError(error, '23505');
        if (!violation) throw error;
        throw errors.conflict(
          violation.constraint?.includes('email')
            ? USER_MESSAGES.emailTaken(body.email)
            : USER_MESSAGES.usernameTaken(body.username),
        );
      }
      const row = await existing(auth, id);
      return c.json({ id, data: userAnswerView(row, auth.tenantId) }, 201);
    },
  );

  api.op(
    {
      guard: usersAdminOnly,
      method: 'put',
      path: '/:userId',
      summary: "Change a user's tenant role (admin)",
      description: 'The last admin of a tenant cannot be made a member.',
      body: updateBody,
      response: { status: 200, schema: z.object({ data: userAnswer }), description: 'Changed' },
      errors: [404, 409],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const target = await existing(auth, params.userId);
      await db.transaction(async (tx) => {
        const admins = await lockAdmins(tx, auth.tenantId);
        if (body.role === 'member' && admins.length === 1 && admins[0] === target.id) {
          throw errors.conflict(USER_MESSAGES.lastAdmin);
        }
        await tx
          .update(users)
          .set({ role: body.role })
          .where(and(eq(users.tenantId, auth.tenantId), eq(users.id, target.id)));
      });
      return c.json({ data: userAnswerView(await existing(auth, target.id), auth.tenantId) });
    },
  );

  api.op(
    {
      guard: usersAdminOnly,
      method: 'delete',
      path: '/:userId',
      summary: 'Remove a user and their sessions (admin)',
      description:
        'Not yourself, never the last admin, and not a user who created forms (forms keep their creator).',
      response: {
        status: 200,
        schema: z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) }),
        description: 'Removed',
      },
      errors: [404, 409],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const target = await existing(auth, params.userId);
      if (target.id === auth.user.id) throw new ApiError(409, 'cannot_remove_self', USER_MESSAGES.removeSelf);
      const ownsForms = (n: number) => new ApiError(409, 'user_owns_forms', USER_MESSAGES.ownsForms(n));
      try {
        await db.transaction(async (tx) => {
          const admins = await lockAdmins(tx, auth.tenantId);
          if (admins.length === 1 && admins[0] === target.id) throw errors.conflict(USER_MESSAGES.lastAdmin);
          const created = await formsCreatedBy(tx, auth.tenantId, target.id);
          if (created > 0) throw ownsForms(created);
          await tx.delete(users).where(and(eq(users.tenantId, auth.tenantId), eq(users.id, target.id)));
        });
      } catch (error) {
        // The user created a form between the count and the delete: the forms' foreign key refuses.
        if (pgError(error, '23503')) throw ownsForms(await formsCreatedBy(db, auth.tenantId, target.id));
        throw error;
      }
      return c.json({ data: { id: target.id, deleted: true as const } });
    },
  );
}
