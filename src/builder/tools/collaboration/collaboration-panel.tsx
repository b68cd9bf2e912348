// The Collaboration panel (authoring §2): who is active now, and tabs Team, Comments and Activity, all
// from the server. Comment and activity events from the form's live stream reload the affected lists.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { type CollaborationStore, createCollaborationStore } from '../../../store/collaboration';
import { Tabs } from '../../../ui';
import { useBuilder } from '../../context';
import { useStoreSelector } from '../../hooks/use-store';
import { ToolHeading } from '../shared';
import { ActiveUsers } from './active-users';
import { ActivityTab } from './activity-tab';
import { collaborationStyles } from './collaboration.styles';
import { CommentsTab } from './comments-tab';
import { usePresence } from './presence';
import { TeamTab } from './team-tab';

export const COLLABORATION_TEXTS = {
  heading: 'Collaboration',
  noForm: 'Save the form first: members, comments and activity belong to a saved form.',
  tabs: { team: 'Team', comments: 'Comments', activity: 'Activity' },
} as const;

/** One store per form shown; a new form id starts afresh. */
function useCollaborationStore(formId: string | null): CollaborationStore | null {
  const { client } = useBuilder();
  const [holder, setHolder] = useState<{ formId: string; store: CollaborationStore } | null>(null);
  useEffect(() => {
    if (!formId) {
      setHolder(null);
      return;
    }
    const store = createCollaborationStore(client, formId);
    setHolder({ formId, store });
    void store.loadAll();
  }, [client, formId]);
  return holder && holder.formId === formId ? holder.store : null;
}

export function CollaborationPanel() {
  const formId = useStoreSelector((state) => state.formId);
  const role = useStoreSelector((state) => state.role);
  const collaboration = useCollaborationStore(formId);
  const { commentsRevision, activityRevision } = useSnapshot(usePresence().state);

  useEffect(() => {
    if (commentsRevision > 0) void collaboration?.loadComments();
  }, [collaboration, commentsRevision]);
  useEffect(() => {
    if (activityRevision === 0 || !collaboration) return;
    void collaboration.loadActivity();
    void collaboration.loadMembers();
  }, [collaboration, activityRevision]);

  if (!formId || !collaboration) {
    return (
      <div className="fw-tool-panel">
        <ToolHeading title={COLLABORATION_TEXTS.heading} />
        {formId ? null : <p className="fw-muted">{COLLABORATION_TEXTS.noForm}</p>}
      </div>
    );
  }
  const isOwner = role === 'owner';
  return (
    <div className="fw-tool-panel fw-collab">
      <style>{collaborationStyles}</style>
      <ToolHeading title={COLLABORATION_TEXTS.heading} />
      <ActiveUsers />
      <Tabs
        label="Collaboration"
        tabs={[
          {
            id: 'team',
            label: COLLABORATION_TEXTS.tabs.team,
            panel: <TeamTab collaboration={collaboration} isOwner={isOwner} />,
          },
          {
            id: 'comments',
            label: COLLABORATION_TEXTS.tabs.comments,
            panel: (
              <CommentsTab
                collaboration={collaboration}
                canComment={role === 'owner' || role === 'editor'}
                isOwner={isOwner}
              />
            ),
          },
          {
            id: 'activity',
            label: COLLABORATION_TEXTS.tabs.activity,
            panel: <ActivityTab collaboration={collaboration} />,
          },
        ]}
      />
    </div>
  );
}
