// Other members' changes to the open form (issue #6): the live stream's activity events become a notice
// under the header. A save or rollback by another user offers Reload (asking first when there are unsaved
// changes here, which the reload would discard). A save of this builder that the server refused because
// someone else saved first (409 form_changed) offers Reload or Replace with mine, which saves over their
// version knowingly. A change of this user's role re-reads the form, so the
// builder turns read-only or editable; a removed member is told so on the way back to the dashboard. A
// publish or unpublish by anyone updates the header's state and public link at once.
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { ApiClient } from '../../api/client';
import { getForm } from '../../api/forms';
import { diffSchemas } from '../../logic';
import type { CollaboratorRole, FormSchemaData } from '../../model';
import type { ActivityEvent } from '../../store/presence';
import { Button, ConfirmDialog, deepActiveElement } from '../../ui';
import { useBuilder } from '../context';
import { useStoreSelector } from '../hooks/use-store';
import { usePresence } from '../tools/collaboration/presence';
import { SAVE_FOCUS_KEY } from './header';

export const REMOTE_NOTICE_TEXTS = {
  saved: (name: string) => `${name} saved this form`,
  rolledBack: (name: string) => `${name} rolled back this form`,
  someone: 'Someone',
  /** The same user, from another tab or window ('You, in another tab, saved this form'). */
  youElsewhere: 'You, in another tab,',
  reloadHint: 'Reload to see the form as it is saved now.',
  unsavedHint: 'Your unsaved changes here are kept: saving them will ask before replacing their version.',
  conflict: 'Your changes were not saved',
  conflictHint:
    'Someone else saved this form after you opened it. Reload to see their version, or replace it with yours.',
  replace: 'Replace with mine',
  replaceTitle: 'Replace their version with yours?',
  /** Their fields this builder's form does not have: replacing removes them. */
  replaceRemoves: (labels: string) => `Only in their version, removed by replacing: ${labels}.`,
  /** Their fields this builder's form has otherwise: replacing keeps this builder's. */
  replaceOverwrites: (labels: string) => `Different in their version, replaced by yours: ${labels}.`,
  replaceCancel: 'Cancel',
  reload: 'Reload',
  dismiss: 'Dismiss',
  role: {
    owner: 'You are now the owner of this form.',
    editor: 'Your role on this form is now Editor: you can edit it.',
    viewer: 'Your role on this form is now Viewer: you can only view it.',
  } satisfies Record<CollaboratorRole, string>,
  removed: 'You are no longer a member of this form. Returning to dashboard...',
  /** After 'now Viewer' when this builder held unsaved changes: they are shown, but cannot be saved. */
  unsavedStranded: 'Your unsaved changes here can no longer be saved: they are lost when you leave.',
  published: (name: string) => `${name} published this form.`,
  unpublished: (name: string) => `${name} unpublished this form.`,
  confirmTitle: 'Discard your changes?',
  confirmMessage:
    'Reloading shows the form as it is saved on the server. Your unsaved changes here will be lost.',
  confirmText: 'Discard and reload',
  cancelText: 'Keep my changes',
} as const;

const STYLES = `
.fw-remote-notice { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; margin: 0;
  padding: 0.5rem var(--fw-spacing, 1rem); border-bottom: 1px solid var(--fw-color-border);
  background: color-mix(in srgb, var(--fw-color-primary) 10%, var(--fw-color-background)); }
.fw-remote-notice--removed { background: color-mix(in srgb, var(--fw-color-error) 12%, var(--fw-color-background)); }
.fw-remote-notice__text { flex: 1 1 16rem; margin: 0; }
.fw-remote-notice__text strong { display: block; }
.fw-remote-notice__actions { display: flex; gap: 0.5rem; }
`;

/**
 * Only the events that concern this builder: another user's save or rollback, this user's membership,
 * and anyone's publish or unpublish (the header's state, button and public link follow at once).
 */
function useActivityReactions(): void {
  const { store, ui } = useBuilder();
  const presence = usePresence();
  const { status } = useSnapshot(presence.state);

  useEffect(
    () =>
      presence.onActivity((event: ActivityEvent) => {
        const own = store.currentUserId() ?? presence.state.ownUserId;
        if (event.type === 'form_saved' || event.type === 'version_rolled_back') {
          if (event.userId === null) return;
          // This builder's own change came back with its id. The same user's change from another tab
          // leaves this copy behind as much as anyone's. A change without an id (this user through the
          // API, an older server) is taken as this builder's own, as it always was. Only this user's
          // events count as own: another member sending this builder's id (presence lists it) is not.
          const ownChange =
            event.userId === own && (event.clientId === null || event.clientId === store.clientId);
          if (ownChange) return;
          const name =
            event.userId === own
              ? REMOTE_NOTICE_TEXTS.youElsewhere
              : (event.userName ?? REMOTE_NOTICE_TEXTS.someone);
          store.noteRemoteChange(event.type === 'form_saved' ? 'saved' : 'rolled_back', name, event.revision);
        } else if (event.type === 'member_role_changed' || event.type === 'member_removed') {
          if (event.targetUserId !== null && own !== null && event.targetUserId !== own) return;
          void store.refreshAccess();
        } else if (event.type === 'form_published' || event.type === 'form_unpublished') {
          const published = event.type === 'form_published';
          store.notePublished(published);
          // This user's own event (a press here, which its toast reported) updates but is not announced.
          if (event.userId === own) return;
          const name = event.userName ?? REMOTE_NOTICE_TEXTS.someone;
          ui.announce((published ? REMOTE_NOTICE_TEXTS.published : REMOTE_NOTICE_TEXTS.unpublished)(name));
        }
      }),
    [presence, store, ui],
  );

  // The server refused a heartbeat or ticket: find out whether the user was removed or only re-roled.
  useEffect(() => {
    if (status === 'denied') void store.refreshAccess();
  }, [status, store]);
}

/**
 * The notice's buttons go with it (Dismiss, a done Reload or Replace): focus that was on one of them moves
 * to Save, or the canvas where there is none (a viewer), instead of falling to <body>. Focus the author
 * moved elsewhere while a reload ran stays where they put it. Focus still in the closed 'Discard your
 * changes?' dialog counts as lost: its opener, Reload, may be gone before the dialog hands focus back; so
 * does focus on a button of a notice that is going.
 */
function useFocusAfterNotice(): () => void {
  const { store, ui } = useBuilder();
  return useCallback(() => {
    requestAnimationFrame(() => {
      const now = deepActiveElement();
      const kept = now && now !== now.ownerDocument.body && now.isConnected;
      // A button of a notice the store has already dropped is about to go too: the frame can come before
      // the render that removes it, and focus would then fall to <body> after this check.
      const going = store.state.remoteNotice === null && now?.closest('[data-remote-notice]');
      if (kept && !going && !now.closest('dialog:not([open])')) return;
      ui.focusTarget([SAVE_FOCUS_KEY, 'canvas'])?.focus();
    });
  }, [store, ui]);
}

/** The notice region under the header; always present, so screen readers announce what appears in it. */
export function RemoteNotice() {
  const { store, ui, client, signal } = useBuilder();
  const notice = useStoreSelector((state) => state.remoteNotice);
  const dirty = useStoreSelector((state) => state.dirty);
  const [confirming, setConfirming] = useState(false);
  const [replacing, setReplacing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusOnward = useFocusAfterNotice();
  useActivityReactions();

  const reload = async () => {
    setConfirming(false);
    setBusy(true);
    if (await store.reloadFromServer()) ui.announce('Reloaded the saved form.');
    setBusy(false);
    focusOnward();
  };
  const askThenReload = () => {
    if (store.state.dirty) setConfirming(true);
    else void reload();
  };
  const replace = async () => {
    setReplacing(null);
    setBusy(true);
    await store.save({ replace: true });
    setBusy(false);
    focusOnward();
  };
  // Replacing saves over their work: what it would take away is said first. When nothing of their
  // fields would go (or their version cannot be read now), it goes ahead as before.
  const askThenReplace = async () => {
    setBusy(true);
    const loss = await whatReplacingLoses(client(), store.state.formId, signal.doc().schema);
    setBusy(false);
    if (loss) setReplacing(loss);
    else void replace();
  };
  const dismiss = () => {
    store.dismissRemoteNotice();
    focusOnward();
  };
  // Inactive, not disabled, while busy: the pressed button keeps focus until the notice goes.
  const actions = (extra?: React.ReactNode) => (
    <span className="fw-remote-notice__actions">
      <Button size="small" variant="primary" inactive={busy} onClick={askThenReload}>
        {REMOTE_NOTICE_TEXTS.reload}
      </Button>
      {extra}
      <Button size="small" variant="ghost" onClick={dismiss}>
        {REMOTE_NOTICE_TEXTS.dismiss}
      </Button>
    </span>
  );

  let body: React.ReactNode = null;
  if (notice?.kind === 'saved' || notice?.kind === 'rolled_back') {
    const headline =
      notice.kind === 'saved'
        ? REMOTE_NOTICE_TEXTS.saved(notice.userName)
        : REMOTE_NOTICE_TEXTS.rolledBack(notice.userName);
    body = (
      <>
        <p className="fw-remote-notice__text">
          <strong>{headline}</strong>
          {dirty ? REMOTE_NOTICE_TEXTS.unsavedHint : REMOTE_NOTICE_TEXTS.reloadHint}
        </p>
        {actions()}
      </>
    );
  } else if (notice?.kind === 'conflict') {
    body = (
      <>
        <p className="fw-remote-notice__text">
          <strong>{REMOTE_NOTICE_TEXTS.conflict}</strong>
          {REMOTE_NOTICE_TEXTS.conflictHint}
        </p>
        {actions(
          <Button size="small" variant="secondary" inactive={busy} onClick={() => void askThenReplace()}>
            {REMOTE_NOTICE_TEXTS.replace}
          </Button>,
        )}
      </>
    );
  } else if (notice?.kind === 'role') {
    body = (
      <>
        <p className="fw-remote-notice__text">
          {REMOTE_NOTICE_TEXTS.role[notice.role]}
          {notice.role === 'viewer' && dirty ? ` ${REMOTE_NOTICE_TEXTS.unsavedStranded}` : null}
        </p>
        <Button size="small" variant="ghost" onClick={dismiss}>
          {REMOTE_NOTICE_TEXTS.dismiss}
        </Button>
      </>
    );
  } else if (notice?.kind === 'removed') {
    body = <p className="fw-remote-notice__text">{REMOTE_NOTICE_TEXTS.removed}</p>;
  }

  return (
    <>
      <style>{STYLES}</style>
      <div
        className={notice ? `fw-remote-notice fw-remote-notice--${notice.kind}` : 'fw-remote-notice-region'}
        role="status"
        aria-live="polite"
        data-remote-notice={notice?.kind ?? ''}
      >
        {body}
      </div>
      <ConfirmDialog
        open={confirming}
        variant="warning"
        title={REMOTE_NOTICE_TEXTS.confirmTitle}
        message={REMOTE_NOTICE_TEXTS.confirmMessage}
        confirmText={REMOTE_NOTICE_TEXTS.confirmText}
        cancelText={REMOTE_NOTICE_TEXTS.cancelText}
        onConfirm={() => void reload()}
        onCancel={() => setConfirming(false)}
        // The reload may have taken the notice, and Reload with it, before the dialog closes: without
        // this, focus went to the header's first control (the description) instead of Save.
        restoreFocusFallback={() => ui.focusTarget([SAVE_FOCUS_KEY, 'canvas'])}
      />
      <ConfirmDialog
        open={replacing !== null}
        variant="warning"
        title={REMOTE_NOTICE_TEXTS.replaceTitle}
        message={replacing ?? ''}
        confirmText={REMOTE_NOTICE_TEXTS.replace}
        cancelText={REMOTE_NOTICE_TEXTS.replaceCancel}
        onConfirm={() => void replace()}
        onCancel={() => setReplacing(null)}
        restoreFocusFallback={() => ui.focusTarget([SAVE_FOCUS_KEY, 'canvas'])}
      />
    </>
  );
}

/**
 * What saving `mine` over the form as saved now would take away, said in words: their fields it lacks and
 * their fields it has otherwise. Null when it takes none of their fields, or their version cannot be read.
 */
async function whatReplacingLoses(
  api: ApiClient | null,
  formId: string | null,
  mine: FormSchemaData,
): Promise<string | null> {
  if (!api || !formId) return null;
  let theirs: FormSchemaData;
  try {
    theirs = (await getForm(api, formId)).schema_data;
  } catch {
    return null;
  }
  const diff = diffSchemas(theirs, mine);
  const labels = (fields: readonly { label: string }[]) => fields.map((field) => field.label).join(', ');
  const parts = [
    diff.removed.length > 0 ? REMOTE_NOTICE_TEXTS.replaceRemoves(labels(diff.removed)) : '',
    diff.changed.length > 0 ? REMOTE_NOTICE_TEXTS.replaceOverwrites(labels(diff.changed)) : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : null;
}
