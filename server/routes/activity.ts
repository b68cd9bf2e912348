// A form's activity, newest first. Written by the other routes (domain/activity.ts), read here.
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type ActivityType, activityRecordSchema } from '../../src/model';
import { formActivity, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { loadFormAccess } from '../domain/access';
import { iso } from '../domain/ids';
import type { Resource } from '../http/resource';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 500';

// Decimal digits only: a number coercion would also take '0x10', '1e2', ' 7' and ''.
const query = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^-?[0-9]+$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number({ error: LIMIT_MESSAGE }).min(1, LIMIT_MESSAGE).max(500, LIMIT_MESSAGE))
    .default(100)
    .describe('A whole number from 1 to 500 (decimal digits); 100 when absent'),
});

const FIELD_COMMENT_PREFIX = 'commented on field ';

/**
 * The field an entry concerns: kept in the details since comments recorded it; older comment entries
 * carry it only in their summary, 'commented on field {id}'.
 */
function fieldIdOf(type: string, details: { summary?: unknown; field_id?: unknown }): string | null {
  if (typeof details.field_id === 'string') return details.field_id;
  const summary = typeof details.summary === 'string' ? details.summary : '';
  return type === 'comment_added' && summary.startsWith(FIELD_COMMENT_PREFIX)
    ? summary.slice(FIELD_COMMENT_PREFIX.length)
    : null;
}

export function activityRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;

  api.op(
    {
      method: 'get',
      path: '/:id/activity',
      summary: 'Activity of a form, newest first',
      query,
      response: {
        status: 200,
        schema: z.object({ data: z.array(activityRecordSchema) }),
        description: 'Activity',
      },
      errors: [404],
    },
    async (c, { params, query }) => {
      const auth = c.get('auth');
      const { form } = await loadFormAccess(deps.database, auth, params.id);
      const rows = await db
        .select({ entry: formActivity, userName: users.name })
        .from(formActivity)
        .leftJoin(users, and(eq(users.tenantId, formActivity.tenantId), eq(users.id, formActivity.userId)))
        .where(and(eq(formActivity.tenantId, auth.tenantId), eq(formActivity.formId, form.id)))
        .orderBy(desc(formActivity.id))
        .limit(query.limit);
      return c.json({
        data: rows.map(({ entry, userName }) => ({
          id: String(entry.id),
          form_id: entry.formId,
          type: entry.action as ActivityType,
          user_id: entry.userId,
          user_name: userName ?? '',
          summary: String((entry.details as { summary?: unknown }).summary ?? ''),
          field_id: fieldIdOf(entry.action, entry.details as { summary?: unknown; field_id?: unknown }),
          created_at: iso(entry.createdAt),
        })),
      });
    },
  );
}
