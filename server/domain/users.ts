// Tenants and users, for the seed and the tenant:add command (there is no sign-up route).
import { eq } from 'drizzle-orm';
import { hashPassword } from '../crypto/passwords';
import type { Queryable } from '../db/client';
import { tenants, users } from '../db/schema';
import { newId } from './ids';

export const TENANT_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

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
