// Database rows to the API's JSON shapes (the model's entity shapes: snake_case, ISO dates).
import type { AuthUser } from '../http/env';
import { type FormMeta, type FormRole, type FormRow, storedSchemaOf } from './access';
import { iso } from './ids';

/** A form as the API shows it, but its schema (the list's summary mode adds the field count instead). */
export function formMetaView(row: Omit<FormRow, 'schemaData' | 'tenantId'>, role: FormRole) {
  return {
    id: row.id,
    description: row.description,
    is_template: row.isTemplate,
    is_published: row.isPublished,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    revision: row.revision,
    created_by: row.createdBy,
    /** The caller's role on this form (viewer for a template they are not a member of). */
    role,
  };
}

/**
 * A schema as a reader who is not a member of the form sees it (every user of the tenant reads its
 * templates): without settings.notifications, whose webhook URL may carry a token and whose address is the
 * owner's, so a copy made from a template never sends its answers to the template owner's receiver.
 * Stored schemas of any age go through it, so it touches only what is there.
 */
export function schemaForNonMember<T>(schema: T): T {
  if (typeof schema !== 'object' || schema === null || !('settings' in schema)) return schema;
  const { settings } = schema;
  if (typeof settings !== 'object' || settings === null || !('notifications' in settings)) return schema;
  return { ...schema, settings: { ...settings, notifications: {} } };
}

/** `member`: the caller has a membership row; a template's other readers see it as schemaForNonMember says. */
export function formView(row: FormRow, role: FormRole, member = true) {
  return {
    ...formMetaView(row, role),
    schema_data: member ? row.schemaData : schemaForNonMember(row.schemaData),
  };
}

/** The last answer built around each cached schema, by the schema's bytes: reused while head and tail match. */
const answers = new WeakMap<Uint8Array, { head: string; tail: string; bytes: Uint8Array<ArrayBuffer> }>();

/**
 * `{ "data": form }` as UTF-8 JSON, the stored schema copied in as it is: the same document formView
 * gives, without parsing, re-serialising and re-encoding a large schema on every read. Repeated reads of
 * an unchanged form by the same role get the same bytes, without copying the schema again.
 */
export function formAnswerBytes(form: FormMeta, role: FormRole, member = true): Uint8Array<ArrayBuffer> {
  if (!member) {
    const schema = schemaForNonMember(storedSchemaOf(form));
    return formAnswerBytes({ ...form, schemaBytes: Buffer.from(JSON.stringify(schema)) }, role);
  }
  const s = JSON.stringify;
  const head = `{"data":{"id":${s(form.id)},"description":${s(form.description)},"schema_data":`;
  const tail =
    `,"is_template":${form.isTemplate},"is_published":${form.isPublished},"created_at":${s(iso(form.createdAt))},"updated_at":${s(iso(form.updatedAt))},"revision":${form.revision},` +
    `"created_by":${s(form.createdBy)},"role":${s(role)}}}`;
  const last = answers.get(form.schemaBytes);
  if (last && last.head === head && last.tail === tail) return last.bytes;
  // Buffer.concat allocates a plain (never shared) ArrayBuffer, which is what Hono's body type asks for.
  const bytes = Buffer.concat([
    Buffer.from(head),
    form.schemaBytes,
    Buffer.from(tail),
  ]) as Uint8Array<ArrayBuffer>;
  answers.set(form.schemaBytes, { head, tail, bytes });
  return bytes;
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
