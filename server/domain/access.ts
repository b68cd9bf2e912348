// Who may do what with a form. Membership lives in form_collaborators (the owner has a row too); a
// tenant's templates are readable by all its users. A form the user cannot see answers 404, exactly like a
// form of another tenant, so ids reveal nothing.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { formCollaborators, forms } from '../db/schema';
import type { AuthContext } from '../http/env';
import { errors } from '../http/errors';
import { isUuid } from './ids';

export type FormRole = 'owner' | 'editor' | 'viewer';
export type FormRow = typeof forms.$inferSelect;

export interface FormAccess {
  form: FormRow;
  role: FormRole;
  /** True when the user has a membership row (not only template read access). */
  member: boolean;
}

const RANK: Record<FormRole, number> = { viewer: 1, editor: 2, owner: 3 };

export async function loadFormAccess(
  db: Queryable,
  auth: AuthContext,
  formId: string | undefined,
): Promise<FormAccess> {
  if (!isUuid(formId)) throw errors.notFound('Form');
  const [row] = await db
    .select({ form: forms, role: formCollaborators.role })
    .from(forms)
    .leftJoin(
      formCollaborators,
      and(
        eq(formCollaborators.tenantId, forms.tenantId),
        eq(formCollaborators.formId, forms.id),
        eq(formCollaborators.userId, auth.user.id),
      ),
    )
    .where(and(eq(forms.tenantId, auth.tenantId), eq(forms.id, formId)))
    .limit(1);
  if (!row) throw errors.notFound('Form');
  if (row.role) return { form: row.form, role: row.role, member: true };
  if (row.form.isTemplate) return { form: row.form, role: 'viewer', member: false };
  throw errors.notFound('Form');
}

export function hasRole(access: FormAccess, least: FormRole): boolean {
  return RANK[access.role] >= RANK[least];
}

export const FORBIDDEN = {
  edit: 'Only the owner or an editor can change this form',
  owner: 'Only the owner of this form can do this',
  comment: 'Only the owner or an editor can comment on this form',
  admin: 'Only a tenant admin can manage tenant settings',
} as const;

export function requireRole(access: FormAccess, least: FormRole, message: string): void {
  if (!hasRole(access, least)) throw errors.forbidden(message);
}
