// Activity is written by the server next to the change it describes, in the same transaction.
import type { ActivityType } from '../../src/model';
import type { Queryable } from '../db/client';
import { formActivity } from '../db/schema';
import { notifyForm } from '../realtime/events';

export async function recordActivity(
  db: Queryable,
  entry: { tenantId: string; formId: string; userId: string; type: ActivityType; summary: string; at: Date },
): Promise<void> {
  await db.insert(formActivity).values({
    tenantId: entry.tenantId,
    formId: entry.formId,
    userId: entry.userId,
    action: entry.type,
    details: { summary: entry.summary },
    createdAt: entry.at,
  });
  await notifyForm(db, { k: 'activity', t: entry.tenantId, f: entry.formId, type: entry.type });
}
