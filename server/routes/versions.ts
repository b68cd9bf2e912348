// Versions are explicit snapshots of a form's schema. Rolling back replaces the schema with an older
// snapshot and records that as a new version. The newest version is the current one (is_current) while
// the form is still as it was saved in it, and is then refused as a rollback target; saves do not make
// versions, so once the form was saved with changes since, the newest is a snapshot like any other.
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sameValue } from '../../src/logic/schema-diff';
import { type FormSchemaData, migrate, requiredTextError, versionRecordSchema } from '../../src/model';
import type { Queryable } from '../db/client';
import { forms, formVersions } from '../db/schema';
import type { AppDeps } from '../deps';
import { FORBIDDEN, loadFormAccess, requireRole, storedSchemaOf } from '../domain/access';
import { recordActivity } from '../domain/activity';
import { unsafeSchemaError } from '../domain/forms';
import { iso, isUuid, newId } from '../domain/ids';
import { formView, schemaForNonMember } from '../domain/views';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { emptyBody } from '../http/validation';
import { builderClientId, CLIENT_ID_HEADER } from '../realtime/events';
import { formAnswer } from './forms';

type VersionRow = typeof formVersions.$inferSelect;

/**
 * `current`: the newest version of a form still as saved in it. `member`: as formView says, a template's
 * other readers see its versions without notifications.
 */
function versionView(row: VersionRow, current: boolean, member = true) {
  return {
    id: row.id,
    form_id: row.formId,
    version_number: row.versionNumber,
    schema_data: member ? row.schemaData : schemaForNonMember(row.schemaData),
    description: row.description,
    tenant_id: row.tenantId,
    created_at: iso(row.createdAt),
    created_by: row.createdBy,
    is_current: current,
  };
}

/** Whether `newest` (the form's newest version) holds the form's schema as it is now. */
function isCurrent(newest: VersionRow | undefined, formSchema: unknown): boolean {
  return newest !== undefined && sameValue(newest.schemaData, formSchema);
}

export const VERSION_MESSAGES = {
  descriptionRequired: 'Version description is required',
  descriptionType: 'Version description must be text',
  current: 'This is the current version: roll back to an older one',
  unreadable: (versionNumber: number) =>
    `Version ${versionNumber} cannot be restored: its saved schema cannot be read`,
  unrestorable: (versionNumber: number, reason: string) =>
    `Version ${versionNumber} cannot be restored: ${reason}`,
} as const;

/**
 * The version's schema, migrated, as the form's schema again. A snapshot migrate() cannot read (a later
 * schema version, no schema at all, a dangling id) answers 422 `unreadable_version`, its reasons in the
 * details; one it reads but a form may not hold (a pattern the server no longer accepts) the save's 422,
 * naming the version: a rollback has no request body the problem could be blamed on.
 */
function restoredSchema(target: VersionRow): FormSchemaData {
  const readable = migrate(target.schemaData);
  if (!readable.ok) {
    throw new ApiError(
      422,
      'unreadable_version',
      VERSION_MESSAGES.unreadable(target.versionNumber),
      readable.errors.map((message) => ({ path: 'schema_data', message })),
    );
  }
  const unsafe = unsafeSchemaError(readable.value, (problem) =>
    VERSION_MESSAGES.unrestorable(target.versionNumber, problem),
  );
  if (unsafe) throw unsafe;
  return readable.value;
}

const createBody = z.strictObject({
  description: z
    .string({
      error: requiredTextError(VERSION_MESSAGES.descriptionRequired, VERSION_MESSAGES.descriptionType),
    })
    .trim()
    .min(1, VERSION_MESSAGES.descriptionRequired)
    .max(1000, 'Version description must be at most 1000 characters'),
});

/** Inserts the next version of a form; the caller holds the form row lock, so numbers cannot collide. */
async function insertVersion(
  tx: Queryable,
  v: { tenantId: string; formId: string; schemaData: unknown; description: string; userId: string; at: Date },
): Promise<VersionRow> {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${formVersions.versionNumber}), 0) + 1` })
    .from(formVersions)
    .where(and(eq(formVersions.tenantId, v.tenantId), eq(formVersions.formId, v.formId)))) as [
    { next: number },
  ];
  const [row] = await tx
    .insert(formVersions)
    .values({
      tenantId: v.tenantId,
      id: newId(),
      formId: v.formId,
      versionNumber: Number(next),
      schemaData: v.schemaData,
      description: v.description,
      createdBy: v.userId,
      createdAt: v.at,
    })
    .returning();
  return row!;
}

async function lockForm(tx: Queryable, tenantId: string, formId: string) {
  const [row] = await tx
    .select()
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, formId)))
    .for('update');
  // Deleted between the access check and the lock.
  if (!row) throw errors.notFound('Form');
  return row;
}

export function versionRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;

  api.op(
    {
      method: 'get',
      path: '/:id/versions',
      summary: 'Versions of a form, newest first',
      response: {
        status: 200,
        schema: z.object({ data: z.array(versionRecordSchema) }),
        description: 'Versions',
      },
      errors: [404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const { form, member } = await loadFormAccess(deps.database, auth, params.id);
      const rows = await db
        .select()
        .from(formVersions)
        .where(and(eq(formVersions.tenantId, auth.tenantId), eq(formVersions.formId, form.id)))
        .orderBy(desc(formVersions.versionNumber));
      const current = isCurrent(rows[0], storedSchemaOf(form));
      return c.json({ data: rows.map((row, index) => versionView(row, index === 0 && current, member)) });
    },
  );

  api.op(
    {
      method: 'get',
      path: '/:id/versions/:versionId',
      summary: 'One version',
      response: { status: 200, schema: z.object({ data: versionRecordSchema }), description: 'The version' },
      errors: [404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const { form, member } = await loadFormAccess(deps.database, auth, params.id);
      if (!isUuid(params.versionId)) throw errors.notFound('Version');
      const [row] = await db
        .select()
        .from(formVersions)
        .where(
          and(
            eq(formVersions.tenantId, auth.tenantId),
            eq(formVersions.formId, form.id),
            eq(formVersions.id, params.versionId),
          ),
        );
      if (!row) throw errors.notFound('Version');
      const [newest] = await db
        .select({ versionNumber: formVersions.versionNumber })
        .from(formVersions)
        .where(and(eq(formVersions.tenantId, auth.tenantId), eq(formVersions.formId, form.id)))
        .orderBy(desc(formVersions.versionNumber))
        .limit(1);
      const current = newest?.versionNumber === row.versionNumber && isCurrent(row, storedSchemaOf(form));
      return c.json({ data: versionView(row, current, member) });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/versions',
      summary: "Save the form's current schema as a new version (owner or editor)",
      body: createBody,
      response: {
        status: 201,
        schema: z.object({ id: z.string(), data: versionRecordSchema }),
        description: 'Created',
      },
      errors: [404],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'editor', FORBIDDEN.edit);
      const at = new Date(deps.clock());
      const row = await db.transaction(async (tx) => {
        const form = await lockForm(tx, auth.tenantId, access.form.id);
        const version = await insertVersion(tx, {
          tenantId: auth.tenantId,
          formId: form.id,
          schemaData: form.schemaData,
          description: body.description,
          userId: auth.user.id,
          at,
        });
        await recordActivity(tx, {
          tenantId: auth.tenantId,
          formId: form.id,
          userId: auth.user.id,
          type: 'version_created',
          summary: `created version ${version.versionNumber}: ${body.description}`,
          at,
          userName: auth.user.name,
        });
        return version;
      });
      // Made from the form as it is: the current one.
      return c.json({ id: row.id, data: versionView(row, true) }, 201);
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/versions/:versionId/rollback',
      summary: 'Roll back to a version (owner or editor)',
      description:
        "Replaces the form's schema with the version's and records a new version. Refused (409) for the newest, and (422) for a version whose saved schema cannot be read or restored.",
      body: emptyBody,
      bodyOptional: true,
      headers: CLIENT_ID_HEADER,
      response: {
        status: 200,
        schema: z.object({ data: z.object({ form: formAnswer, version: versionRecordSchema }) }),
        description: 'Rolled back',
      },
      errors: [404, 409, 422],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'editor', FORBIDDEN.edit);
      if (!isUuid(params.versionId)) throw errors.notFound('Version');
      const versionId = params.versionId;
      const at = new Date(deps.clock());
      const result = await db.transaction(async (tx) => {
        const locked = await lockForm(tx, auth.tenantId, access.form.id);
        // The target and the newest version only: a form may have thousands of versions, each a schema.
        const mine = and(eq(formVersions.tenantId, auth.tenantId), eq(formVersions.formId, access.form.id));
        const [target] = await tx
          .select()
          .from(formVersions)
          .where(and(mine, eq(formVersions.id, versionId)));
        if (!target) throw errors.notFound('Version');
        const [newest] = await tx
          .select({ id: formVersions.id })
          .from(formVersions)
          .where(mine)
          .orderBy(desc(formVersions.versionNumber))
          .limit(1);
        // Nothing to go back to while the form is as its newest version holds it.
        if (target.id === newest?.id && isCurrent(target, locked.schemaData)) {
          throw errors.conflict(VERSION_MESSAGES.current);
        }
        // Old snapshots may predate the current schema version: migrate on the way back in.
        const schema = restoredSchema(target);
        const [form] = await tx
          .update(forms)
          .set({ schemaData: schema, revision: sql`${forms.revision} + 1`, updatedAt: at })
          .where(and(eq(forms.tenantId, auth.tenantId), eq(forms.id, access.form.id)))
          .returning();
        const version = await insertVersion(tx, {
          tenantId: auth.tenantId,
          formId: access.form.id,
          schemaData: schema,
          description: `Rolled back to version ${target.versionNumber}`,
          userId: auth.user.id,
          at,
        });
        await recordActivity(tx, {
          tenantId: auth.tenantId,
          formId: access.form.id,
          userId: auth.user.id,
          type: 'version_rolled_back',
          summary: `rolled back to version ${target.versionNumber}`,
          at,
          userName: auth.user.name,
          clientId: builderClientId(c.req.header('x-client-id')),
          revision: Number(form!.revision),
        });
        return { form: form!, version };
      });
      return c.json({
        data: { form: formView(result.form, access.role), version: versionView(result.version, true) },
      });
    },
  );
}
