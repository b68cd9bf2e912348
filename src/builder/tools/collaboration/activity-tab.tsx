import { useSnapshot } from 'valtio/react';
import { formatRelativeTime } from '../../../logic';
import type { CollaborationStore } from '../../../store/collaboration';
import { ToolAlert } from '../shared';
import { useNow } from './use-now';

export const ACTIVITY_TEXTS = { empty: 'No activity yet.', list: 'Recent activity' } as const;

/** What happened to the form, newest first, as the server recorded it. */
export function ActivityTab({ collaboration }: { collaboration: CollaborationStore }) {
  const { activity, activityError } = useSnapshot(collaboration.state);
  const now = useNow();
  return (
    <div className="fw-tool-panel">
      {activityError ? <ToolAlert message={{ tone: 'error', text: activityError }} /> : null}
      {activity.length === 0 && !activityError ? <p className="fw-muted">{ACTIVITY_TEXTS.empty}</p> : null}
      <ul className="fw-tool-list" aria-label={ACTIVITY_TEXTS.list}>
        {activity.map((entry) => (
          <li key={entry.id} className="fw-tool-list__item" data-activity={entry.type}>
            <span>
              <strong>{entry.user_name || 'Someone'}</strong> {entry.summary}
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
