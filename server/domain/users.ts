// Tenants and users: for the seed, the tenant:add command and the users API of tenant admins (there is no
// sign-up route).
import { and, asc, count, eq } from 'drizzle-orm';
import { TENANT_ID_PATTERN } from '../../src/model/constants';
import { hashPassword } from '../crypto/passwords';
import type { Queryable } from '../db/client';
import { forms, tenants, users } from '../db/schema';
import { newId } from './ids';

export { TENANT_ID_PATTERN };

export async function ensureTenant(db: Queryable, id: string, name: string, at: Date): Promise<void> {
  if (!TENANT_ID_PATTERN.test(id)) {
    throw new Error(`Tenant id '${id}' must be 1 to 63 lower-case letters, digits, '-' or '_'`);
  }
  await db.insert(tenants).values({ id, name, createdAt: at }).onConflictDoNothing();
}

export interface NewUser {
  tenantId: string;
  username: string;
  email: string;
  name: string;
  role: 'admin' | 'member';
  password: string;
}

export async function insertUser(
  db: Queryable,
  input: NewUser,
  at: Date,
  passwordCost: number,
): Promise<string> {
  const id = newId();
  await db.insert(users).values({
    tenantId: input.tenantId,
    id,
    username: input.username,
    email: input.email.trim().toLowerCase(),
    name: input.name,
    role: input.role,
    passwordHash: await hashPassword(input.password, passwordCost),
    createdAt: at,
  });
  return id;
}

export async function tenantExists(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).limit(1);
  return rows.length > 0;
}

/** A user as the users API answers it: never the password hash. */
export interface UserRow {
  id: string;
  username: string;
  email: string;
  name: string;
  role: 'admin' | 'member';
  createdAt: Date;
}

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  role: users.role,
  createdAt: users.createdAt,
};

export async function listUsers(db: Queryable, tenantId: string): Promise<UserRow[]> {
  return db.select(userColumns).from(users).where(eq(users.tenantId, tenantId)).orderBy(asc(users.username));
}

export async function findUser(db: Queryable, tenantId: string, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
  return row;
}

/**
 * Locks the tenant's admin rows and answers their ids. Changes that could leave a tenant without an admin
 * take this first, inside their transaction, so two admins demoting each other at once are serialised and
 * the second one sees it would remove the last admin.
 */
export async function lockAdmins(tx: Queryable, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'admin')))
    .for('update');
  return rows.map((r) => r.id);
}

/** How many forms a user created (forms keep their creator: such a user cannot be removed). */
export async function formsCreatedBy(db: Queryable, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.createdBy, userId)));
  return row?.n ?? 0;
}
