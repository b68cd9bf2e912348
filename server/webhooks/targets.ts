// Who receives a submission: the form's own webhook URL (settings.notifications.webhook) and every active
// webhook integration of the tenant (tenant_settings rows whose config is an integration config with
// integration_type 'webhook' and is_active). Resolved once, inside the submission's transaction, into one
// outbox row per target (see outboxRows); the worker reads the integration's config again per attempt.
import { eq } from 'drizzle-orm';
import { type FormSettings, integrationConfigSchema } from '../../src/model';
import type { Queryable } from '../db/client';
import { tenantSettings, webhookDeliveries } from '../db/schema';
import { newId } from '../domain/ids';

export interface WebhookTarget {
  /** The tenant_settings row of the integration; null for the form's own webhook URL. */
  integrationId: string | null;
  url: string;
}

/** The payload every receiver gets, shaped as Standard Webhooks recommends: type, timestamp, data. */
export interface SubmissionPayload {
  type: 'submission.created';
  timestamp: string;
  data: {
    id: string;
    form_id: string;
    version_id: string | null;
    values: Record<string, unknown>;
    created_at: string;
  };
}

export function submissionPayload(submission: {
  id: string;
  formId: string;
  versionId: string | null;
  values: Record<string, unknown>;
  createdAt: Date;
}): SubmissionPayload {
  const createdAt = submission.createdAt.toISOString();
  return {
    type: 'submission.created',
    timestamp: createdAt,
    data: {
      id: submission.id,
      form_id: submission.formId,
      version_id: submission.versionId,
      values: submission.values,
      created_at: createdAt,
    },
  };
}

/** An http(s) URL, or undefined: anything else in settings.notifications.webhook is not a target. */
export function webhookUrl(raw: string | undefined): string | undefined {
  const trimmed = raw?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Picks the targets from the form's settings and the tenant's settings rows (pure; see webhookTargets). */
export function targetsFrom(
  settings: Pick<FormSettings, 'notifications'> | undefined,
  rows: readonly { id: string; config: unknown }[],
): WebhookTarget[] {
  const targets: WebhookTarget[] = [];
  const own = webhookUrl(settings?.notifications?.webhook);
  if (own) targets.push({ integrationId: null, url: own });
  for (const row of rows) {
    const parsed = integrationConfigSchema.safeParse(row.config);
    if (!parsed.success) continue;
    const config = parsed.data;
    if (config.integration_type !== 'webhook' || !config.is_active) continue;
    targets.push({ integrationId: row.id, url: config.endpoint_url });
  }
  return targets;
}

/** The targets of a submission to a form of this tenant, read in the caller's transaction. */
export async function webhookTargets(
  tx: Queryable,
  tenantId: string,
  settings: Pick<FormSettings, 'notifications'> | undefined,
): Promise<WebhookTarget[]> {
  const rows = await tx
    .select({ id: tenantSettings.id, config: tenantSettings.config })
    .from(tenantSettings)
    .where(eq(tenantSettings.tenantId, tenantId));
  return targetsFrom(settings, rows);
}

/** One pending outbox row per target, due at once; insert them in the submission's transaction. */
export function outboxRows(
  targets: readonly WebhookTarget[],
  submission: { tenantId: string; formId: string; id: string; payload: SubmissionPayload; at: Date },
): (typeof webhookDeliveries.$inferInsert)[] {
  return targets.map((target) => ({
    tenantId: submission.tenantId,
    id: newId(),
    formId: submission.formId,
    submissionId: submission.id,
    integrationId: target.integrationId,
    target: target.url,
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: submission.at,
    payload: submission.payload,
    createdAt: submission.at,
    updatedAt: submission.at,
  }));
}

/** Convenience for the submission route: resolve and insert in one call, inside its transaction. */
export async function enqueueSubmissionWebhooks(
  tx: Queryable,
  input: {
    tenantId: string;
    settings: Pick<FormSettings, 'notifications'> | undefined;
    submission: { id: string; formId: string; versionId: string | null; values: Record<string, unknown> };
    at: Date;
  },
): Promise<number> {
  const targets = await webhookTargets(tx, input.tenantId, input.settings);
  if (targets.length === 0) return 0;
  const payload = submissionPayload({ ...input.submission, createdAt: input.at });
  await tx.insert(webhookDeliveries).values(
    outboxRows(targets, {
      tenantId: input.tenantId,
      formId: input.submission.formId,
      id: input.submission.id,
      payload,
      at: input.at,
    }),
  );
  return targets.length;
}
