// Who may do what with a form. Membership lives in form_collaborators (the owner has a row too); a
// tenant's templates are readable by all its users. A form the user cannot see answers 404, exactly like a
// form of another tenant, so ids reveal nothing.

import type { Context } from 'hono';
import { type FormSchemaData, migrate } from '../../src/model';
import type { Database } from '../db/client';
import type { forms } from '../db/schema';
import type { AppEnv, AuthContext } from '../http/env';
import { errors } from '../http/errors';
import { isUuid } from './ids';
import { type CachedSchema, type SchemaCache, schemaCacheFor } from './schema-cache';

export type FormRole = 'owner' | 'editor' | 'viewer';
export type FormRow = typeof forms.$inferSelect;

/** A form as access checks read it: its schema stays JSON text until someone needs the object. */
export interface FormMeta {
  id: string;
  description: string;
  isTemplate: boolean;
  isPublished: boolean;
  createdBy: string;
  createdAt: Date;
  updatedAt: Date;
  /** Rises with every save and rollback: what a save's base_revision is checked against. */
  revision: number;
  /** schema_data as stored: JSON, UTF-8. */
  schemaBytes: Buffer;
}

/** The form's saved schema, read through migrate() like every schema (each was migrated when saved). */
/** The form's schema as stored (JSON), not migrated. */
export function storedSchemaOf(form: Pick<FormMeta, 'schemaBytes'>): unknown {
  return JSON.parse(Buffer.from(form.schemaBytes).toString('utf8'));
}

export function savedSchemaOf(form: FormMeta): FormSchemaData {
  const result = migrate(storedSchemaOf(form));
  if (!result.ok) throw new Error(`stored schema of form ${form.id} does not migrate`);
  return result.value;
}

export interface FormAccess {
  form: FormMeta;
  role: FormRole;
  /** True when the user has a membership row (not only template read access). */
  member: boolean;
}

const RANK: Record<FormRole, number> = { viewer: 1, editor: 2, owner: 3 };

// Raw and prepared: this runs on every form route. The schema comes back as JSON text, and only when the
// revision this process holds a copy of is not the current one (see schema-cache.ts).
const ACCESS_SQL = `
select f.id::text as id, f.description, f.is_template, f.is_published, f.created_by::text as created_by,
       f.created_at, f.updated_at, f.revision,
       case when f.revision = $4 then null else f.schema_data::text end as schema_json, c.role
from forms f
left join form_collaborators c on c.tenant_id = f.tenant_id and c.form_id = f.id and c.user_id = $3
where f.tenant_id = $1 and f.id = $2`;

/** A form's access row as the queries return it (also read along with the session, see session-lookup). */
export interface AccessRow {
  id: string;
  description: string;
  is_template: boolean;
  is_published: boolean;
  created_by: string;
  /** A Date, or milliseconds since the epoch (session-lookup.ts). */
  created_at: Date | string | number;
  updated_at: Date | string | number;
  revision: number | string;
  schema_json: string | null;
  role: FormRole | null;
}

/** The access row authentication read along with the session, for the form in the request's path. */
export interface PrefetchedForm {
  formId: string;
  row: AccessRow | null;
  /** The copy whose revision the query was given: its text stands in when the schema was not sent. */
  cached: CachedSchema | undefined;
}

export async function loadFormAccess(
  database: Database,
  auth: AuthContext,
  formId: string | undefined,
): Promise<FormAccess> {
  if (!isUuid(formId)) throw errors.notFound('Form');
  const cache = schemaCacheFor(database);
  const prefetched = auth.prefetchedForm;
  if (prefetched && prefetched.formId === formId) {
    // Used once: a later check in the same request reads the database again.
    auth.prefetchedForm = undefined;
    return accessFromRow(prefetched.row, auth, cache, prefetched.cached);
  }
  const cached = cache.get(auth.tenantId, formId);
  const [row] = await database.query<AccessRow>(
    ACCESS_SQL,
    [auth.tenantId, formId, auth.user.id, cached?.revision ?? -1],
    'fw_form_access',
  );
  return accessFromRow(row ?? null, auth, cache, cached);
}

function accessFromRow(
  row: AccessRow | null,
  auth: AuthContext,
  cache: SchemaCache,
  cached: CachedSchema | undefined,
): FormAccess {
  if (!row) throw errors.notFound('Form');
  let schemaBytes = cached?.schemaBytes;
  if (row.schema_json !== null || !schemaBytes) {
    schemaBytes = Buffer.from(row.schema_json ?? 'null');
    cache.set(auth.tenantId, row.id, Number(row.revision), schemaBytes);
  }
  const form: FormMeta = {
    id: row.id,
    description: row.description,
    isTemplate: row.is_template,
    isPublished: row.is_published,
    createdBy: row.created_by,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    revision: Number(row.revision),
    schemaBytes,
  };
  if (row.role) return { form, role: row.role, member: true };
  if (form.isTemplate) return { form, role: 'viewer', member: false };
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

/**
 * A route guard (Resource `guard`) for what only a tenant admin may do, refusing others with `message`:
 * checked before the request's body, so a member hears 403 whatever they sent.
 */
export function adminOnly(message: string): (c: Context<AppEnv>) => void {
  return (c) => {
    if (c.get('auth').user.role !== 'admin') throw errors.forbidden(message);
  };
}

/** The guard of the tenant settings and registry writes. */
export const tenantAdminOnly = adminOnly(FORBIDDEN.admin);

export function requireRole(access: FormAccess, least: FormRole, message: string): void {
  if (!hasRole(access, least)) throw errors.forbidden(message);
}
