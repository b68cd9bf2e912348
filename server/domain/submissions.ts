// Storing a judged submission. One transaction holds the submission, the links to its uploads, one
// webhook_deliveries row per receiver (the outbox: the worker in server/webhooks delivers them later, so
// the answer never waits for a receiver and a crash loses none), the 'complete' analytics event, and the
// removal of the draft it came from. An Idempotency-Key makes a retried POST answer the first submission.
import { and, eq, sql } from 'drizzle-orm';
import type { FieldValue, FormSchemaData } from '../../src/model';
import type { Db, Queryable } from '../db/client';
import {
  drafts,
  formEvents,
  submissionFiles,
  submissions,
  tenantSettings,
  webhookDeliveries,
} from '../db/schema';
import { errors } from '../http/errors';
import { linkFiles } from './files';
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

export interface WebhookTarget {
  url: string;
  integrationId: string | null;
}

/** The form's own webhook URL (settings.notifications.webhook) and the tenant's active webhook integrations. */
export async function webhookTargets(
  tx: Queryable,
  tenantId: string,
  schema: FormSchemaData,
): Promise<WebhookTarget[]> {
  const targets: WebhookTarget[] = [];
  const own = schema.settings.notifications.webhook?.trim();
  if (own) targets.push({ url: own, integrationId: null });
  const rows = await tx
    .select({ id: tenantSettings.id, config: tenantSettings.config })
    .from(tenantSettings)
    .where(
      and(
        eq(tenantSettings.tenantId, tenantId),
        sql`${tenantSettings.config}->>'integration_type' = 'webhook'`,
        sql`coalesce(${tenantSettings.config}->>'is_active', 'true') = 'true'`,
      ),
    );
  for (const row of rows) {
    const url = (row.config as { endpoint_url?: unknown }).endpoint_url;
    if (typeof url === 'string' && url.trim() !== '')
      targets.push({ url: url.trim(), integrationId: row.id });
  }
  return targets;
}

export function webhookPayload(row: SubmissionRow) {
  return {
    type: 'submission.created',
    timestamp: iso(row.createdAt),
    data: {
      id: row.id,
      form_id: row.formId,
      version_id: row.versionId,
      form_revision: row.formRevision,
      created_at: iso(row.createdAt),
      values: row.values,
    },
  };
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

/** Stores the submission with everything that must commit with it; a replayed key answers the first one. */
export async function storeSubmission(db: Db, input: NewSubmission): Promise<SubmissionRow> {
  const earlier = await existingByKey(db, input);
  if (earlier) return earlier;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(submissions)
      .values({
        tenantId: input.tenantId,
        id: newId(),
        formId: input.formId,
        versionId: input.versionId,
        formRevision: input.formRevision,
        values: input.values,
        idempotencyKey: input.idempotencyKey,
        createdAt: input.at,
      })
      .onConflictDoNothing()
      .returning();
    // The same key committed by a concurrent request in the meantime.
    if (!row) {
      const concurrent = await existingByKey(tx, input);
      if (!concurrent) throw errors.conflict('The submission could not be stored; please try again');
      return concurrent;
    }
    const linked = await linkFiles(tx, {
      tenantId: input.tenantId,
      formId: input.formId,
      submissionId: row.id,
      ids: input.fileIds,
    });
    if (!linked) throw errors.conflict(FILE_TAKEN_MESSAGE);
    const targets = await webhookTargets(tx, input.tenantId, input.schema);
    if (targets.length > 0) {
      const payload = webhookPayload(row);
      await tx.insert(webhookDeliveries).values(
        targets.map((target) => ({
          tenantId: input.tenantId,
          id: newId(),
          formId: input.formId,
          submissionId: row.id,
          integrationId: target.integrationId,
          target: target.url,
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: input.at,
          payload,
          createdAt: input.at,
          updatedAt: input.at,
        })),
      );
    }
    if (input.schema.settings.enableAnalytics) {
      await tx
        .insert(formEvents)
        .values({ tenantId: input.tenantId, formId: input.formId, type: 'complete', createdAt: input.at });
    }
    if (input.draftToken) {
      await tx
        .delete(drafts)
        .where(
          and(
            eq(drafts.tenantId, input.tenantId),
            eq(drafts.formId, input.formId),
            eq(drafts.token, input.draftToken),
          ),
        );
    }
    return row;
  });
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
        sql`${submissionFiles.submissionId} in (${sql.join(
          submissionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
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
