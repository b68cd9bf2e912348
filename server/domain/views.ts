// Database rows to the API's JSON shapes (the model's entity shapes: snake_case, ISO dates).
import type { AuthUser } from '../http/env';
import type { FormRole, FormRow } from './access';
import { iso } from './ids';

export function formView(row: FormRow, role: FormRole) {
  return {
    id: row.id,
    description: row.description,
    schema_data: row.schemaData,
    is_template: row.isTemplate,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    created_by: row.createdBy,
    /** The caller's role on this form (viewer for a template they are not a member of). */
    role,
  };
}

export function userView(user: AuthUser) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    tenantId: user.tenantId,
    role: user.role,
  };
}
