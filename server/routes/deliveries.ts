// The webhook delivery log of a form (issue #8): every delivery of its submissions with status, attempts,
// last response code, duration and error, filterable by integration; and Replay, which sends a finished
// delivery again as a new sequence of attempts (owner or editor). The worker (server/webhooks) does the
// sending; these routes only read and re-queue rows, always within the caller's tenant and form.
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client';
import { tenantSettings, webhookAttempts, webhookDeliveries } from '../db/schema';
import type { AppDeps } from '../deps';
import { FORBIDDEN, type FormMeta, loadFormAccess, requireRole, savedSchemaOf } from '../domain/access';
import { iso, isUuid } from '../domain/ids';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { pageNumber } from '../http/validation';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const DELIVERY_MESSAGES = {
  pending: 'This delivery is still pending: it can be replayed once it has succeeded or failed',
  integrationFilter: "integration_id must be an integration id or 'none' (the form's own webhook URL)",
  membersOnly: 'Only members of this form can read its webhook deliveries',
  formWebhookRemoved:
    "The form no longer has a webhook URL: add one in the form's settings to replay its deliveries",
} as const;

/** The form's own webhook URL as it is now (settings.notifications.webhook), or null when it has none. */
function formWebhookOf(form: FormMeta): string | null {
  return savedSchemaOf(form).settings.notifications.webhook?.trim() || null;
}

const deliveryAnswer = z.object({
  id: z.string(),
  submission_id: z.string(),
  target: z.string().describe('The URL delivered to'),
  integration_id: z.string().nullable().describe("The integration; null for the form's own webhook URL"),
  integration_name: z
    .string()
    .nullable()
    .describe("The integration's setting_name; null for the form's own URL or a deleted integration"),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int().describe('Attempts of the current sequence (a replay starts again at 0)'),
  response_code: z.number().int().nullable().describe("The last attempt's HTTP status; null if none came"),
  duration_ms: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable().describe('When a pending delivery is tried next'),
  created_at: z.string(),
  updated_at: z.string(),
});

const attemptAnswer = z.object({
  id: z.string(),
  attempt: z.number().int().describe('Its number in its sequence (a replay starts again at 1)'),
  status: z.enum(['succeeded', 'failed']),
  target: z.string().describe('The URL tried'),
  response_code: z.number().int().nullable().describe('The HTTP status; null when no answer came'),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  at: z.string().describe('When the attempt ended'),
});

/** Far more than one sequence holds (1 + at most 10 retries): replays are what could add up. */
const MAX_ATTEMPTS_LISTED = 200;

function attemptView(row: typeof webhookAttempts.$inferSelect) {
  return {
    id: row.id,
    attempt: row.attempt,
    status: row.status,
    target: row.target,
    response_code: row.responseCode,
    error: row.error,
    duration_ms: row.durationMs,
    at: iso(row.at),
  };
}

const listQuery = z.object({
  page: pageNumber(1, 1_000_000, 'page'),
  page_size: pageNumber(20, 100, 'page_size'),
  integration_id: z
    .string()
    .refine((v) => v === 'none' || isUuid(v), DELIVERY_MESSAGES.integrationFilter)
    .optional(),
  status: z
    .enum(['pending', 'succeeded', 'failed'], { error: "status must be 'pending', 'succeeded' or 'failed'" })
    .optional(),
});

/** The names of these integrations (tenant_settings.setting_name), by id; deleted ones are missing. */
async function integrationNames(
  db: Queryable,
  tenantId: string,
  rows: readonly DeliveryRow[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.integrationId ? [row.integrationId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: tenantSettings.id, name: tenantSettings.settingName })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.tenantId, tenantId), inArray(tenantSettings.id, ids)));
  return new Map(found.map((row) => [row.id, row.name]));
}

export function deliveryView(row: DeliveryRow, names: ReadonlyMap<string, string>) {
  return {
    id: row.id,
    submission_id: row.submissionId,
    target: row.target,
    integration_id: row.integrationId,
    integration_name: row.integrationId ? (names.get(row.integrationId) ?? null) : null,
    status: row.status,
    attempts: row.attempts,
    response_code: row.lastResponseCode,
    duration_ms: row.durationMs,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt ? iso(row.nextAttemptAt) : null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/** The new target of a replayed delivery: the form's current URL for its own, integrations' unchanged. */
function retarget(formWebhook: string): SQL<string> {
  return sql<string>`case when ${webhookDeliveries.integrationId} is null then ${formWebhook}::text else ${webhookDeliveries.target} end`;
}

/** Why a replay changed nothing: no such delivery (404), still pending, or the form's URL is gone (409). */
async function refusal(db: Queryable, mine: SQL | undefined): Promise<ApiError> {
  const [existing] = await db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(mine);
  if (!existing) return errors.notFound('Delivery');
  if (existing.status === 'pending') return new ApiError(409, 'conflict', DELIVERY_MESSAGES.pending);
  return new ApiError(409, 'conflict', DELIVERY_MESSAGES.formWebhookRemoved);
}

export function deliveryRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;

  api.op(
    {
      method: 'get',
      path: '/:id/deliveries',
      summary: 'Webhook delivery log of a form, newest first',
      description:
        "One row per submission and receiver. ?integration_id= narrows to one integration ('none': the " +
        "form's own webhook URL); ?status= to one status.",
      query: listQuery,
      response: {
        status: 200,
        schema: z.object({
          data: z.array(deliveryAnswer),
          meta: z.object({ page: z.number(), page_size: z.number(), total: z.number() }),
        }),
        description: 'One page',
      },
      errors: [403, 404],
    },
    async (c, { params, query }) => {
      const auth = c.get('auth');
      const { form, member } = await loadFormAccess(deps.database, auth, params.id);
      // A tenant's template is readable by every user, but its deliveries carry the answers people sent
      // (targets, errors, ids of submissions): only its members read them, as only they read the answers.
      if (!member) throw errors.forbidden(DELIVERY_MESSAGES.membersOnly);
      const filters: (SQL | undefined)[] = [
        eq(webhookDeliveries.tenantId, auth.tenantId),
        eq(webhookDeliveries.formId, form.id),
      ];
      if (query.integration_id === 'none') filters.push(isNull(webhookDeliveries.integrationId));
      else if (query.integration_id) filters.push(eq(webhookDeliveries.integrationId, query.integration_id));
      if (query.status) filters.push(eq(webhookDeliveries.status, query.status));
      const where = and(...filters);
      const [[total], rows] = await Promise.all([
        db.select({ total: count() }).from(webhookDeliveries).where(where),
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
      ]);
      const names = await integrationNames(db, auth.tenantId, rows);
      return c.json({
        data: rows.map((row) => deliveryView(row, names)),
        meta: { page: query.page, page_size: query.page_size, total: Number(total?.total ?? 0) },
      });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/deliveries/:deliveryId/replay',
      summary: 'Send a finished delivery again (owner or editor); answers 202',
      description:
        'The delivery goes back to pending with its attempts at 0 and is tried at once, with the same ' +
        'webhook-id (receivers drop duplicates by it), a new timestamp and signature, and the full retry ' +
        "schedule of its integration. A delivery to the form's own webhook URL goes to the URL the form " +
        'has now (its target is updated); once the form has none, it answers 409. A delivery still ' +
        'pending answers 409.',
      response: { status: 202, schema: z.object({ data: deliveryAnswer }), description: 'Queued again' },
      errors: [403, 404, 409],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'editor', FORBIDDEN.edit);
      if (!isUuid(params.deliveryId)) throw errors.notFound('Delivery');
      const mine = and(
        eq(webhookDeliveries.tenantId, auth.tenantId),
        eq(webhookDeliveries.formId, access.form.id),
        eq(webhookDeliveries.id, params.deliveryId),
      );
      const now = new Date(deps.clock());
      const formWebhook = formWebhookOf(access.form);
      // Only a finished delivery: a pending one may be in a worker's hands right now. One to the form's
      // own URL goes to the URL the form has now, and only while it has one.
      const [replayed] = await db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lastResponseCode: null,
          lastError: null,
          durationMs: null,
          updatedAt: now,
          ...(formWebhook ? { target: retarget(formWebhook) } : {}),
        })
        .where(
          and(
            mine,
            ne(webhookDeliveries.status, 'pending'),
            formWebhook ? undefined : isNotNull(webhookDeliveries.integrationId),
          ),
        )
        .returning();
      if (replayed) {
        const names = await integrationNames(db, auth.tenantId, [replayed]);
        return c.json({ data: deliveryView(replayed, names) }, 202);
      }
      throw await refusal(db, mine);
    },
  );

  api.op(
    {
      method: 'get',
      path: '/:id/deliveries/:deliveryId/attempts',
      summary: 'Every attempt of one delivery, newest first',
      description:
        'Each answer the receiver gave (or the error when none came) with its time, duration and the URL ' +
        "tried. A replay's attempts count from 1 again; the delivery's own row holds only the last one.",
      response: {
        status: 200,
        schema: z.object({ data: z.array(attemptAnswer) }),
        description: 'The attempts',
      },
      errors: [403, 404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const { form, member } = await loadFormAccess(deps.database, auth, params.id);
      if (!member) throw errors.forbidden(DELIVERY_MESSAGES.membersOnly);
      if (!isUuid(params.deliveryId)) throw errors.notFound('Delivery');
      const [delivery] = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.tenantId, auth.tenantId),
            eq(webhookDeliveries.formId, form.id),
            eq(webhookDeliveries.id, params.deliveryId),
          ),
        );
      if (!delivery) throw errors.notFound('Delivery');
      const rows = await db
        .select()
        .from(webhookAttempts)
        .where(and(eq(webhookAttempts.tenantId, auth.tenantId), eq(webhookAttempts.deliveryId, delivery.id)))
        .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.attempt))
        .limit(MAX_ATTEMPTS_LISTED);
      return c.json({ data: rows.map(attemptView) });
    },
  );
}
