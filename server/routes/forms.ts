// Forms and templates: list, read, create, save, delete, duplicate. Roles (domain/access.ts): every member
// reads, owner and editors save, only the owner deletes. Saved schemas go through the model's migrate().
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import {
  COLLABORATOR_ROLES,
  createEmptySchemaData,
  FORM_DESCRIPTION_MAX,
  FORM_DESCRIPTION_TOO_LONG_MESSAGE,
  type FormSchemaData,
  formSchemaDataSchema,
  writeRuleProblems,
} from '../../src/model';
import { formCollaborators, forms } from '../db/schema';
import type { AppDeps } from '../deps';
import { FORBIDDEN, type FormRole, loadFormAccess, requireRole, storedSchemaOf } from '../domain/access';
import { fieldCounts } from '../domain/form-summaries';
import { insertForm, migrateSchemaData } from '../domain/forms';
import { formAnswerBytes, formMetaView, formView, schemaForNonMember } from '../domain/views';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';
import {
  activityMessage,
  builderClientId,
  busPayload,
  CHANNEL_EXPRESSION,
  CLIENT_ID_HEADER,
} from '../realtime/events';

const description = z.string().max(FORM_DESCRIPTION_MAX, FORM_DESCRIPTION_TOO_LONG_MESSAGE);

const COPY_SUFFIX = ' (Copy)';

/**
 * A copy's default description, '{description} (Copy)', within the description limit: a long original is
 * cut so the suffix fits (never inside a surrogate pair), or every later save of the copy would be refused.
 */
export function copyDescription(original: string): string {
  let kept = original.slice(0, FORM_DESCRIPTION_MAX - COPY_SUFFIX.length);
  const last = kept.charCodeAt(kept.length - 1);
  // A high surrogate whose low half was cut off would be a lone one.
  if (kept.length < original.length && last >= 0xd800 && last <= 0xdbff) kept = kept.slice(0, -1);
  return `${kept}${COPY_SUFFIX}`;
}

/**
 * A schema sent to be written (create, save): migrated and validated like any schema, and held to the
 * rules only new writes must meet (unique page ids, an http(s) webhook; see writeRuleProblems). A stored
 * schema that predates those rules still loads, is duplicated and rolled back to as it is, and is told
 * what to fix on its next save.
 */
function schemaToWrite(input: unknown): FormSchemaData {
  const schema = migrateSchemaData(input);
  const problems = writeRuleProblems(schema);
  if (problems.length > 0) {
    const details = problems.map((problem) => ({ ...problem, path: `schema_data.${problem.path}` }));
    throw errors.invalid(`${details[0]!.path}: ${details[0]!.message}`, details);
  }
  return schema;
}

const schemaData = z
  .record(z.string(), z.unknown(), { error: 'Must be a JSON object' })
  .describe('FormSchemaData. Older, version-less shapes are migrated to the current schemaVersion.');

// The builder also sends updatedAt and created_by: accepted and ignored (the server keeps time and owner).
const builderExtras = {
  updatedAt: z.string().max(100).optional().describe('Ignored: the server sets updated_at'),
  created_by: z.string().max(200).optional().describe('Ignored: the creator is the signed-in user'),
};

const createBody = z.strictObject({
  description: description.default(''),
  schema_data: schemaData.optional(),
  is_template: z.boolean().default(false),
  ...builderExtras,
});

export const TEMPLATE_OWNER_MESSAGE = 'Only the owner can turn a form into a template or back';

export const FORM_CHANGED_MESSAGE = (revision: number) =>
  `This form was saved by someone else since you loaded it (it is now at revision ${revision}). Load it again, or save without base_revision to replace their changes.`;

export const BASE_REVISION_MESSAGE = `Must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`;

const updateBody = z.strictObject({
  description: description.optional(),
  schema_data: schemaData.optional(),
  is_template: z.boolean().optional(),
  base_revision: z
    .number({ error: BASE_REVISION_MESSAGE })
    .int(BASE_REVISION_MESSAGE)
    .min(1, BASE_REVISION_MESSAGE)
    .optional()
    .describe(
      "The form's revision this save was made from. When the form has moved on since, nothing is saved and the answer is 409 form_changed; leave it out to save regardless.",
    ),
  ...builderExtras,
});

const duplicateBody = z.strictObject({
  description: description.optional().describe("Default: '{description} (Copy)'"),
  is_template: z.boolean().optional().describe('Default: the same as the original'),
});

export const formAnswer = z.object({
  id: z.string(),
  description: z.string(),
  schema_data: formSchemaDataSchema,
  is_template: z.boolean(),
  is_published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  revision: z.number().int().describe('Rises with every save and rollback; send it back as base_revision'),
  created_by: z.string(),
  role: z.enum(COLLABORATOR_ROLES),
});

const listQuery = z.object({
  is_template: z.enum(['true', 'false'], { error: "is_template must be 'true' or 'false'" }).optional(),
  summary: z.enum(['true', 'false'], { error: "summary must be 'true' or 'false'" }).optional(),
});

const formSummaryAnswer = formAnswer.omit({ schema_data: true }).extend({
  field_count: z
    .number()
    .int()
    .nullable()
    .describe("The fields the form's pages reach; null when its stored schema can no longer be read"),
});

// A save is one statement: the update, its activity row and the live `activity` event (NOTIFY, delivered
// on commit to every process, so open builders learn of the save) commit together, in one round trip. The
// schema goes back as text only when it was not sent (the answer otherwise uses the validated object).
// With a base revision the update only happens on that revision, so of two saves from the same revision
// exactly one wins, however close together they come.
const SAVE_SQL = `
with updated as (
  update forms set
    description = coalesce($3::text, description),
    schema_data = coalesce($4::json, schema_data),
    revision = revision + 1,
    is_template = coalesce($5::boolean, is_template),
    -- The public routes never serve a template: a form made one is no longer published, and says so.
    is_published = is_published and not coalesce($5::boolean, is_template),
    updated_at = $6::timestamptz
  where tenant_id = $1::text and id = $2::uuid and ($10::bigint is null or revision = $10::bigint)
  returning id::text as id, description, is_template, is_published, created_by::text as created_by, created_at, updated_at, revision,
            case when $4::json is null then schema_data::text end as schema_json
), activity as (
  insert into form_activity (tenant_id, form_id, user_id, action, details, created_at)
  select $1::text, id::uuid, $7::uuid, 'form_saved', $8::jsonb, $6::timestamptz from updated
), notified as (
  -- The event carries the revision the save made: a builder that already holds it (a reload read it) passes.
  select pg_notify(${CHANNEL_EXPRESSION}, ($9::jsonb || jsonb_build_object('rev', updated.revision))::text)
  from updated where $9::text is not null
)
select updated.*, (select count(*) from notified) as notified from updated`;

interface SavedRow {
  id: string;
  description: string;
  is_template: boolean;
  is_published: boolean;
  created_by: string;
  created_at: Date | string;
  updated_at: Date | string;
  revision: number | string;
  schema_json: string | null;
}

const REVISION_SQL = 'select revision from forms where tenant_id = $1::text and id = $2::uuid';

/** Every column of a form but its schema: the list's summary mode never reads a schema it has counted. */
const { schemaData: _schema, tenantId: _tenant, ...SUMMARY_COLUMNS } = getTableColumns(forms);

function formChanged(revision: number): ApiError {
  return new ApiError(409, 'form_changed', FORM_CHANGED_MESSAGE(revision));
}

export function formRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;
  const now = () => new Date(deps.clock());

  api.op(
    {
      method: 'get',
      path: '/',
      summary: 'List forms, or templates with ?is_template=true',
      description:
        "Forms: those the user owns or collaborates on. Templates: all of the tenant's templates. Newest first. " +
        'With ?summary=true each form comes without schema_data and with field_count (what a list shows).',
      query: listQuery,
      response: {
        status: 200,
        schema: z.object({ data: z.array(z.union([formAnswer, formSummaryAnswer])) }),
        description: 'The list',
      },
    },
    async (c, { query }) => {
      const auth = c.get('auth');
      const templates = query.is_template === 'true';
      const membership = and(
        eq(formCollaborators.tenantId, forms.tenantId),
        eq(formCollaborators.formId, forms.id),
        eq(formCollaborators.userId, auth.user.id),
      );
      const where = and(eq(forms.tenantId, auth.tenantId), eq(forms.isTemplate, templates));
      if (query.summary === 'true') {
        const base = db.select({ ...SUMMARY_COLUMNS, role: formCollaborators.role }).from(forms);
        const rows = templates
          ? await base.leftJoin(formCollaborators, membership).where(where).orderBy(desc(forms.updatedAt))
          : await base.innerJoin(formCollaborators, membership).where(where).orderBy(desc(forms.updatedAt));
        const counts = await fieldCounts(db, auth.tenantId, rows);
        const data = rows.map(({ role, ...row }) => ({
          ...formMetaView(row, (role ?? 'viewer') as FormRole),
          field_count: counts.get(row.id) ?? null,
        }));
        return c.json({ data });
      }
      const base = db.select({ form: forms, role: formCollaborators.role }).from(forms);
      const rows = templates
        ? await base.leftJoin(formCollaborators, membership).where(where).orderBy(desc(forms.updatedAt))
        : await base.innerJoin(formCollaborators, membership).where(where).orderBy(desc(forms.updatedAt));
      return c.json({
        data: rows.map((r) => formView(r.form, (r.role ?? 'viewer') as FormRole, r.role !== null)),
      });
    },
  );

  api.op(
    {
      method: 'get',
      path: '/:id',
      summary: 'One form',
      response: { status: 200, schema: z.object({ data: formAnswer }), description: 'The form' },
      errors: [404],
    },
    async (c, { params }) => {
      const access = await loadFormAccess(deps.database, c.get('auth'), params.id);
      return c.body(formAnswerBytes(access.form, access.role, access.member), 200, {
        'content-type': 'application/json',
      });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/',
      summary: 'Create a form or template',
      description:
        'The signed-in user becomes its owner. Without schema_data the form starts with one empty page.',
      body: createBody,
      response: {
        status: 201,
        schema: z.object({ id: z.string(), data: formAnswer }),
        description: 'Created',
      },
    },
    async (c, { body }) => {
      const auth = c.get('auth');
      const schema =
        body.schema_data === undefined ? createEmptySchemaData() : schemaToWrite(body.schema_data);
      const row = await db.transaction((tx) =>
        insertForm(tx, {
          tenantId: auth.tenantId,
          userId: auth.user.id,
          description: body.description,
          schemaData: schema,
          isTemplate: body.is_template,
          at: now(),
          activity: {
            type: 'form_created',
            summary: body.is_template ? 'created the template' : 'created the form',
          },
        }),
      );
      return c.json({ id: row.id, data: formView(row, 'owner') }, 201);
    },
  );

  api.op(
    {
      method: 'put',
      path: '/:id',
      summary: 'Save a form (owner or editor)',
      description:
        'Fields left out keep their value. With base_revision, a form saved by someone else since that revision is not overwritten: 409 form_changed. Only the owner changes is_template (403 otherwise; the unchanged value is accepted). Making a form a template unpublishes it (is_published false): the public routes never serve a template.',
      body: updateBody,
      headers: CLIENT_ID_HEADER,
      response: { status: 200, schema: z.object({ data: formAnswer }), description: 'Saved' },
      errors: [403, 404, 409],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'editor', FORBIDDEN.edit);
      const base = body.base_revision ?? null;
      if (base !== null && base !== access.form.revision) throw formChanged(access.form.revision);
      // A template is readable by every user of the tenant (and a form stops being readable by them when
      // it stops being one), so only the owner decides it. An editor's builder sends the flag back with
      // every save: the unchanged value is accepted, and then not written at all, so an editor's save
      // cannot undo the owner changing it meanwhile. (After the revision check: a builder that missed the
      // owner's change hears 409 form_changed, which tells it to reload.)
      let isTemplate = body.is_template ?? null;
      if (isTemplate !== null && access.role !== 'owner') {
        if (isTemplate !== access.form.isTemplate) throw errors.forbidden(TEMPLATE_OWNER_MESSAGE);
        isTemplate = null;
      }
      // Validate before opening a transaction: a bad schema costs no database work.
      const schema = body.schema_data === undefined ? undefined : schemaToWrite(body.schema_data);
      const at = now();
      const [row] = await deps.database.query<SavedRow>(
        SAVE_SQL,
        [
          auth.tenantId,
          access.form.id,
          body.description ?? null,
          schema === undefined ? null : JSON.stringify(schema),
          isTemplate,
          at.toISOString(),
          auth.user.id,
          JSON.stringify({ summary: 'saved the form' }),
          busPayload(
            activityMessage({
              tenantId: auth.tenantId,
              formId: access.form.id,
              type: 'form_saved',
              userId: auth.user.id,
              userName: auth.user.name,
              clientId: builderClientId(c.req.header('x-client-id')),
            }),
          ),
          base,
        ],
        'fw_form_save',
      );
      if (!row) {
        // Saved by someone else, or deleted, between the access check and this save.
        const [current] = await deps.database.query<{ revision: number | string }>(REVISION_SQL, [
          auth.tenantId,
          access.form.id,
        ]);
        throw current ? formChanged(Number(current.revision)) : errors.notFound('Form');
      }
      const form = {
        id: row.id,
        description: row.description,
        isTemplate: row.is_template,
        isPublished: row.is_published,
        createdBy: row.created_by,
        createdAt: new Date(row.created_at),
        updatedAt: new Date(row.updated_at),
        revision: Number(row.revision),
        schemaBytes: Buffer.from(row.schema_json ?? JSON.stringify(schema)),
      };
      return c.body(formAnswerBytes(form, access.role), 200, { 'content-type': 'application/json' });
    },
  );

  api.op(
    {
      method: 'delete',
      path: '/:id',
      summary:
        'Delete a form with its versions, members, comments, activity, submissions, files and deliveries (owner only)',
      description: 'Of several concurrent deletes of one form, one answers 200 and the others 404.',
      response: {
        status: 200,
        schema: z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) }),
        description: 'Deleted',
      },
      errors: [404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'owner', FORBIDDEN.owner);
      const deleted = await db
        .delete(forms)
        .where(and(eq(forms.tenantId, auth.tenantId), eq(forms.id, access.form.id)))
        .returning({ id: forms.id });
      // Deleted by a concurrent request between the access check and this delete: that one answered 200.
      if (deleted.length === 0) throw errors.notFound('Form');
      return c.json({ data: { id: access.form.id, deleted: true as const } });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/duplicate',
      summary: "Duplicate a form or template as '{description} (Copy)'",
      description:
        'Anyone who can read the form may duplicate it; the copy belongs to the caller. A description too ' +
        "long for ' (Copy)' to fit within 10000 characters is cut short before it.",
      body: duplicateBody,
      bodyOptional: true,
      response: {
        status: 201,
        schema: z.object({ id: z.string(), data: formAnswer }),
        description: 'The copy',
      },
      errors: [404],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const { form, member } = await loadFormAccess(deps.database, auth, params.id);
      const schema = migrateSchemaData(storedSchemaOf(form));
      const row = await db.transaction((tx) =>
        insertForm(tx, {
          tenantId: auth.tenantId,
          userId: auth.user.id,
          description: body.description ?? copyDescription(form.description),
          schemaData: member ? schema : schemaForNonMember(schema),
          isTemplate: body.is_template ?? form.isTemplate,
          at: now(),
          activity: { type: 'form_duplicated', summary: `duplicated "${form.description}"` },
        }),
      );
      return c.json({ id: row.id, data: formView(row, 'owner') }, 201);
    },
  );
}
