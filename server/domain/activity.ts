// Activity is written by the server next to the change it describes, in the same transaction.
import type { ActivityType } from '../../src/model';
import type { Queryable } from '../db/client';
import { formActivity } from '../db/schema';
import { activityMessage, notifyForm } from '../realtime/events';

export interface ActivityEntry {
  tenantId: string;
  formId: string;
  userId: string;
  type: ActivityType;
  summary: string;
  at: Date;
  /** The acting user's display name, for the live event (open builders name who saved or rolled back). */
  userName?: string;
  /** The field a comment is on: kept in the details so the Activity tab can show the field's label. */
  fieldId?: string | null;
  /** The member whose role or membership changed, for the live event. */
  targetUserId?: string;
  /** The builder that made the change (X-Client-Id), for the live event. */
  clientId?: string | undefined;
  /** The form's revision after a save or rollback, for the live event. */
  revision?: number | undefined;
}

export async function recordActivity(db: Queryable, entry: ActivityEntry): Promise<void> {
  await db.insert(formActivity).values({
    tenantId: entry.tenantId,
    formId: entry.formId,
    userId: entry.userId,
    action: entry.type,
    details: { summary: entry.summary, ...(entry.fieldId ? { field_id: entry.fieldId } : {}) },
    createdAt: entry.at,
  });
  await notifyForm(db, activityMessage(entry));
}
