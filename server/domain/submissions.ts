// Storing a judged submission: one SQL statement (so one round trip, atomic without a transaction) holds
// the submission, the links to its uploads, one webhook_deliveries row per receiver (the outbox: the worker
// in server/webhooks delivers them later, so the answer never waits for a receiver and a crash loses none),
// the 'complete' analytics event, and the removal of the draft it came from. A tenant with a webhook then
// pays for one more row in the same statement, not for more round trips. An Idempotency-Key makes a
// retried POST answer the first submission.
import { and, eq, sql } from 'drizzle-orm';
import type { FieldValue, FormSchemaData } from '../../src/model';
import type { Database, Queryable } from '../db/client';
import { submissionFiles, submissions } from '../db/schema';
import { errors } from '../http/errors';
import { iso, newId } from './ids';

export type SubmissionRow = typeof submissions.$inferSelect;

export interface NewSubmission {
  tenantId: string;
  formId: string;
  versionId: string | null;
  /** forms.revision of the schema the answers were judged against. */
  formRevision: number;
  schema: FormSchemaData;
  values: Record<string, FieldValue>;
  fileIds: readonly string[];
  idempotencyKey: string | null;
  draftToken: string | null;
  at: Date;
}

/** The submission an Idempotency-Key already stored for this form, if any. */
export async function existingByKey(
  db: Queryable,
  input: Pick<NewSubmission, 'tenantId' | 'formId' | 'idempotencyKey'>,
): Promise<SubmissionRow | undefined> {
  if (input.idempotencyKey === null) return undefined;
  const [row] = await db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.tenantId, input.tenantId),
        eq(submissions.formId, input.formId),
        eq(submissions.idempotencyKey, input.idempotencyKey),
      ),
    );
  return row;
}

export const FILE_TAKEN_MESSAGE = 'An uploaded file was already used by another submission; upload it again';

// $1 tenant, $2 id, $3 form, $4 version, $5 form revision, $6 values, $7 idempotency key, $8 time,
// $9 upload ids, $10 the form's own webhook URL (settings.notifications.webhook) or null, $11 analytics on,
// $12 draft token or null.
// - free: the uploads, locked. Another submission linking one of them meanwhile makes this one wait for
//   its commit and then see the upload taken (READ COMMITTED re-checks a locked row), so the submission is
//   only inserted when every upload is still free.
// - targets: the form's own URL and the tenant's active webhook integrations.
// A child row may reference the parent a sibling CTE inserted: foreign keys are checked after the statement.
const STORE_SQL = `
with free as (
  select id from submission_files
  where tenant_id = $1 and form_id = $3::uuid and submission_id is null and id = any($9::uuid[])
  for update
), stored as (
  insert into submissions (tenant_id, id, form_id, version_id, form_revision, values, idempotency_key, created_at)
  select $1, $2::uuid, $3::uuid, $4::uuid, $5::bigint, $6::jsonb, $7, $8::timestamptz
  where (select count(*) from free) = cardinality($9::uuid[])
  on conflict do nothing
  returning tenant_id, id, form_id
), linked as (
  update submission_files f set submission_id = stored.id
  from stored
  where f.tenant_id = stored.tenant_id and f.id in (select id from free)
  returning f.id
), targets as (
  select null::uuid as integration_id, $10::text as target where $10::text is not null
  union all
  select t.id, btrim(t.config->>'endpoint_url', E' \t\r\n') from tenant_settings t
  where t.tenant_id = $1 and t.config->>'integration_type' = 'webhook'
    and coalesce(t.config->>'is_active', 'true') = 'true'
    and btrim(coalesce(t.config->>'endpoint_url', ''), E' \t\r\n') <> ''
), outbox as (
  insert into webhook_deliveries (tenant_id, id, form_id, submission_id, integration_id, target, status,
    attempts, next_attempt_at, created_at, updated_at)
  select stored.tenant_id, gen_random_uuid(), stored.form_id, stored.id, targets.integration_id,
    targets.target, 'pending', 0, $8::timestamptz, $8::timestamptz, $8::timestamptz
  from stored cross join targets
  returning 1
), completed as (
  insert into form_events (tenant_id, form_id, type, created_at)
  select tenant_id, form_id, 'complete', $8::timestamptz from stored where $11::boolean
  returning 1
), resumed as (
  delete from drafts d using stored
  where d.tenant_id = stored.tenant_id and d.form_id = stored.form_id and d.token = $12::text
  returning 1
)
select (select count(*) from stored)::int as stored, (select count(*) from free)::int as free`;

/**
 * Stores the submission with everything that must commit with it. The route has already answered a key it
 * found stored; a key stored meanwhile by a concurrent request makes the insert a no-op, and that first
 * submission is the answer.
 */
export async function storeSubmission(database: Database, input: NewSubmission): Promise<SubmissionRow> {
  const fileIds = [...new Set(input.fileIds)];
  const row: SubmissionRow = {
    tenantId: input.tenantId,
    id: newId(),
    formId: input.formId,
    versionId: input.versionId,
    formRevision: input.formRevision,
    values: input.values,
    idempotencyKey: input.idempotencyKey,
    createdAt: input.at,
  };
  const ownWebhook = input.schema.settings.notifications.webhook?.trim() || null;
  const [result] = await database.query<{ stored: number; free: number }>(
    STORE_SQL,
    [
      row.tenantId,
      row.id,
      row.formId,
      row.versionId,
      row.formRevision,
      JSON.stringify(row.values),
      row.idempotencyKey,
      input.at.toISOString(),
      fileIds,
      ownWebhook,
      input.schema.settings.enableAnalytics === true,
      input.draftToken,
    ],
    'fw_store_submission',
  );
  if (result?.stored === 1) return row;
  // The same key committed by a concurrent request in the meantime (its uploads then look taken too).
  const concurrent = await existingByKey(database.db, input);
  if (concurrent) return concurrent;
  if (result && result.free < fileIds.length) throw errors.conflict(FILE_TAKEN_MESSAGE);
  throw errors.conflict('The submission could not be stored; please try again');
}

export interface SubmissionFileView {
  id: string;
  name: string;
  size: number;
  type: string;
}

export function submissionView(row: SubmissionRow, files: readonly SubmissionFileView[]) {
  return {
    id: row.id,
    form_id: row.formId,
    version_id: row.versionId,
    form_revision: row.formRevision,
    values: row.values as Record<string, FieldValue>,
    created_at: iso(row.createdAt),
    files: [...files],
  };
}

/** The uploads of these submissions, by submission id. */
export async function filesOf(
  db: Queryable,
  tenantId: string,
  submissionIds: readonly string[],
): Promise<Map<string, SubmissionFileView[]>> {
  const byId = new Map<string, SubmissionFileView[]>();
  if (submissionIds.length === 0) return byId;
  const rows = await db
    .select({
      submissionId: submissionFiles.submissionId,
      id: submissionFiles.id,
      name: submissionFiles.name,
      size: submissionFiles.size,
      type: submissionFiles.contentType,
    })
    .from(submissionFiles)
    .where(
      and(
        eq(submissionFiles.tenantId, tenantId),
        // One array parameter: an export passes every submission of the form, and a list of one
        // parameter per id fails beyond PostgreSQL's 65 535 parameters.
        sql`${submissionFiles.submissionId} = any(${sql.param(submissionIds)}::uuid[])`,
      ),
    )
    .orderBy(submissionFiles.createdAt);
  for (const { submissionId, ...file } of rows) {
    if (!submissionId) continue;
    const list = byId.get(submissionId) ?? [];
    list.push(file);
    byId.set(submissionId, list);
  }
  return byId;
}
