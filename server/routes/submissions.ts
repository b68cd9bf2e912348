// Responses of a form for the members of its tenant (issue #8): list with search and pages, one, delete
// (owner or editor), export as CSV or JSON, uploaded files, and the analytics summary.
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { responsesFileName } from '../../src/logic/answer-display';
import type { FormSchemaData } from '../../src/model';
import { submissionFiles, submissions } from '../db/schema';
import type { AppDeps } from '../deps';
import { FORBIDDEN, type FormAccess, loadFormAccess, requireRole, savedSchemaOf } from '../domain/access';
import { analyticsSummary } from '../domain/analytics';
import { isUuid } from '../domain/ids';
import { filesOf, type SubmissionRow, submissionView } from '../domain/submissions';
import { exportVersions, submissionsCsv } from '../domain/submissions-export';
import type { AuthContext } from '../http/env';
import { errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { pageNumber } from '../http/validation';

export const SUBMISSION_MESSAGES = {
  membersOnly: 'Only members of this form can read its responses, files and analytics',
} as const;

/**
 * The form with the caller's access, for reading its responses. A tenant's template is readable by every
 * user of the tenant (loadFormAccess gives them a non-member viewer role), but the answers people sent
 * to it are not part of the template: only its members see them, as only members join its presence.
 */
async function memberAccess(
  deps: AppDeps,
  auth: AuthContext,
  formId: string | undefined,
): Promise<FormAccess> {
  const access = await loadFormAccess(deps.database, auth, formId);
  if (!access.member) throw errors.forbidden(SUBMISSION_MESSAGES.membersOnly);
  return access;
}

const fileView = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() });
const submissionAnswer = z.object({
  id: z.string(),
  form_id: z.string(),
  version_id: z.string().nullable(),
  form_revision: z.number().nullable(),
  values: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  files: z.array(fileView),
});

const listQuery = z.object({
  page: pageNumber(1, 1_000_000, 'page'),
  page_size: pageNumber(20, 100, 'page_size'),
  q: z.string().max(200, 'q must be at most 200 characters').optional(),
  order: z.enum(['newest', 'oldest'], { error: "order must be 'newest' or 'oldest'" }).default('newest'),
});

const exportQuery = z.object({
  format: z.enum(['csv', 'json'], { error: "format must be 'csv' or 'json'" }).default('csv'),
});

/** ILIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * Some answer (a string, number or boolean at any depth: table cells, list items) contains the text. Keys
 * are not searched, so a field's name or id never matches by itself. A yes/no answer is searched as the
 * list and the export show it ('Yes', 'No'; plainText in src/logic), not as its stored true or false.
 */
const answersContaining = (text: string) =>
  sql`exists (select 1 from jsonb_path_query(${submissions.values}, 'strict $.**') as a(v)
    where case jsonb_typeof(a.v)
      when 'boolean' then (case when a.v = 'true'::jsonb then 'Yes' else 'No' end)
      when 'string' then a.v #>> '{}'
      when 'number' then a.v #>> '{}'
    end ilike ${containing(text)})`;

/** At most this many option values are looked for by their labels (a form has a few dozen at most). */
const MAX_LABEL_MATCHES = 100;

/**
 * Answers stored as option values whose labels contain the text: the list shows 'Option 1' where the
 * answer is 'option1', so a search for what people see must find it. Values of the form as it is now.
 */
function optionLabelMatches(schema: FormSchemaData, text: string) {
  const needle = text.toLowerCase();
  const matches: { key: string; value: string }[] = [];
  for (const field of schema.all_fields) {
    for (const option of field.options ?? []) {
      if (!option.label.toLowerCase().includes(needle)) continue;
      for (const key of new Set([field.name || field.id, field.id]))
        matches.push({ key, value: option.value });
    }
  }
  // One containment test per match: a select's or radio's answer is the value, a multiselect's a list of them.
  const tests = matches
    .slice(0, MAX_LABEL_MATCHES)
    .flatMap(({ key, value }) => [
      sql`${submissions.values} @> ${JSON.stringify({ [key]: value })}::jsonb`,
      sql`${submissions.values} @> ${JSON.stringify({ [key]: [value] })}::jsonb`,
    ]);
  return tests.length > 0 ? or(...tests) : undefined;
}

/** attachment; filename="..." with an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function submissionRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;

  const views = async (tenantId: string, rows: SubmissionRow[]) => {
    const files = await filesOf(
      db,
      tenantId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => submissionView(row, files.get(row.id) ?? []));
  };

  api.op(
    {
      method: 'get',
      path: '/:id/submissions',
      summary:
        'Submissions of a form, newest first (?order=oldest: oldest first), with ?q= searching the answers',
      query: listQuery,
      response: {
        status: 200,
        schema: z.object({
          data: z.array(submissionAnswer),
          meta: z.object({ page: z.number(), page_size: z.number(), total: z.number() }),
        }),
        description: 'One page',
      },
      errors: [403, 404],
    },
    async (c, { params, query }) => {
      const auth = c.get('auth');
      const { form } = await memberAccess(deps, auth, params.id);
      const q = query.q?.trim();
      const where = and(
        eq(submissions.tenantId, auth.tenantId),
        eq(submissions.formId, form.id),
        q ? or(answersContaining(q), optionLabelMatches(savedSchemaOf(form), q)) : undefined,
      );
      const [[total], rows] = await Promise.all([
        db.select({ total: count() }).from(submissions).where(where),
        db
          .select()
          .from(submissions)
          .where(where)
          .orderBy(
            ...(query.order === 'oldest'
              ? [asc(submissions.createdAt), asc(submissions.id)]
              : [desc(submissions.createdAt), desc(submissions.id)]),
          )
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
      ]);
      return c.json({
        data: await views(auth.tenantId, rows),
        meta: { page: query.page, page_size: query.page_size, total: Number(total?.total ?? 0) },
      });
    },
  );

  // Before '/:id/submissions/:submissionId', which would take 'export' for an id.
  api.op(
    {
      method: 'get',
      path: '/:id/submissions/export',
      summary: 'Every submission as a download: CSV (UTF-8 with BOM, formulas neutralised) or JSON',
      description:
        "Named after the form's description and the UTC day, e.g. customer-feedback-responses-2026-11-26.csv " +
        "(the form's id when the description has no letter or digit). The CSV shows answers as the responses " +
        'view does (option labels, Yes/No, table rows as lines), one column per field in reading order, ' +
        "removed fields labelled from the form's versions, then Submission ID, Submitted at (UTC), Form " +
        'version (its number) and Form revision.',
      query: exportQuery,
      response: {
        status: 200,
        content: { 'text/csv': z.string(), 'application/json': z.array(submissionAnswer) },
        description:
          'The file, as an attachment: text/csv (the default, format=csv), or application/json with format=json',
      },
      errors: [403, 404],
    },
    async (c, { params, query }) => {
      const auth = c.get('auth');
      const { form } = await memberAccess(deps, auth, params.id);
      const rows = await db
        .select()
        .from(submissions)
        .where(and(eq(submissions.tenantId, auth.tenantId), eq(submissions.formId, form.id)))
        .orderBy(submissions.createdAt, submissions.id);
      const all = await views(auth.tenantId, rows);
      const fileName = responsesFileName(form.description, form.id, new Date(deps.clock()), query.format);
      if (query.format === 'json') {
        return c.body(JSON.stringify(all, null, 2), 200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': attachment(fileName),
        });
      }
      const schema = savedSchemaOf(form);
      const versions = await exportVersions(db, {
        tenantId: auth.tenantId,
        formId: form.id,
        schema,
        rows: all,
      });
      return c.body(submissionsCsv(schema, all, versions), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': attachment(fileName),
      });
    },
  );

  const findOne = async (tenantId: string, formId: string, submissionId: string | undefined) => {
    if (!isUuid(submissionId)) throw errors.notFound('Submission');
    const [row] = await db
      .select()
      .from(submissions)
      .where(
        and(
          eq(submissions.tenantId, tenantId),
          eq(submissions.formId, formId),
          eq(submissions.id, submissionId),
        ),
      );
    if (!row) throw errors.notFound('Submission');
    return row;
  };

  api.op(
    {
      method: 'get',
      path: '/:id/submissions/:submissionId',
      summary: 'One submission with its uploaded files',
      response: { status: 200, schema: z.object({ data: submissionAnswer }), description: 'The submission' },
      errors: [403, 404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const { form } = await memberAccess(deps, auth, params.id);
      const row = await findOne(auth.tenantId, form.id, params.submissionId);
      const [view] = await views(auth.tenantId, [row]);
      return c.json({ data: view });
    },
  );

  api.op(
    {
      method: 'delete',
      path: '/:id/submissions/:submissionId',
      summary: 'Delete a submission with its files and deliveries (owner or editor); answers 204',
      response: { status: 204, description: 'No content' },
      errors: [403, 404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await memberAccess(deps, auth, params.id);
      requireRole(access, 'editor', FORBIDDEN.edit);
      const row = await findOne(auth.tenantId, access.form.id, params.submissionId);
      await db
        .delete(submissions)
        .where(and(eq(submissions.tenantId, auth.tenantId), eq(submissions.id, row.id)));
      return c.body(null, 204);
    },
  );

  api.op(
    {
      method: 'get',
      path: '/:id/files/:fileId',
      summary: 'Download a file uploaded with a submission (as an attachment)',
      response: {
        status: 200,
        content: { 'application/octet-stream': z.file() },
        description:
          "The file's bytes, as an attachment. The Content-Type is the file's own type as stored at upload " +
          '(e.g. application/pdf, image/png), not necessarily application/octet-stream.',
      },
      errors: [403, 404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const { form } = await memberAccess(deps, auth, params.id);
      if (!isUuid(params.fileId)) throw errors.notFound('File');
      const [file] = await db
        .select()
        .from(submissionFiles)
        .where(
          and(
            eq(submissionFiles.tenantId, auth.tenantId),
            eq(submissionFiles.formId, form.id),
            eq(submissionFiles.id, params.fileId),
          ),
        );
      if (!file) throw errors.notFound('File');
      return c.body(Buffer.from(file.content) as unknown as ArrayBuffer, 200, {
        'content-type': file.contentType,
        'content-disposition': attachment(file.name),
        'content-security-policy': "default-src 'none'; sandbox",
      });
    },
  );

  api.op(
    {
      method: 'get',
      path: '/:id/analytics',
      summary: 'Views, starts, completions and drop-off per page (settings.enableAnalytics)',
      response: {
        status: 200,
        schema: z.object({
          data: z.object({
            views: z.number(),
            starts: z.number(),
            completions: z.number(),
            pages: z.array(z.object({ page: z.number(), reached: z.number(), dropped: z.number() })),
          }),
        }),
        description: 'The summary',
      },
      errors: [403, 404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const { form } = await memberAccess(deps, auth, params.id);
      const summary = await analyticsSummary(db, {
        tenantId: auth.tenantId,
        formId: form.id,
        pageCount: savedSchemaOf(form).pages.length,
      });
      return c.json({ data: summary });
    },
  );
}
