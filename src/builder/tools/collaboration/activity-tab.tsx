import { useSnapshot } from 'valtio/react';
import { formatRelativeTime } from '../../../logic';
import type { ActivityRecord, Field } from '../../../model';
import type { CollaborationStore } from '../../../store/collaboration';
import { useDocSelector } from '../../hooks/use-store';
import { ToolAlert } from '../shared';
import { useNow } from './use-now';

export const ACTIVITY_TEXTS = {
  empty: 'No activity yet.',
  list: 'Recent activity',
  commentedOnField: (label: string) => `commented on field “${label}”`,
} as const;

/**
 * What an entry says. A comment on a field names the field by its label in the form as it is now (the
 * server keeps the field's id); a field since removed keeps the server's words.
 */
function activityText(entry: ActivityRecord, fields: readonly Field[]): string {
  if (entry.type !== 'comment_added' || !entry.field_id) return entry.summary;
  const label = fields.find((field) => field.id === entry.field_id)?.label.trim();
  return label ? ACTIVITY_TEXTS.commentedOnField(label) : entry.summary;
}

/** What happened to the form, newest first, as the server recorded it. */
export function ActivityTab({ collaboration }: { collaboration: CollaborationStore }) {
  const { activity, activityError } = useSnapshot(collaboration.state);
  const fields = useDocSelector((doc) => doc.schema.all_fields);
  const now = useNow();
  return (
    <div className="fw-tool-panel">
      {activityError ? <ToolAlert message={{ tone: 'error', text: activityError }} /> : null}
      {activity.length === 0 && !activityError ? <p className="fw-muted">{ACTIVITY_TEXTS.empty}</p> : null}
      <ul className="fw-tool-list" aria-label={ACTIVITY_TEXTS.list}>
        {activity.map((entry) => (
          <li key={entry.id} className="fw-tool-list__item" data-activity={entry.type}>
            <span>
              <strong>{entry.user_name || 'Someone'}</strong> {activityText(entry as ActivityRecord, fields)}
            </span>
            <time className="fw-muted" dateTime={entry.created_at}>
              {formatRelativeTime(entry.created_at, now)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
