// What other people do to the open form while this builder shows it (issue #6, live collaboration): a save
// or rollback by another member is announced with a Reload action, and the next save here is refused
// rather than silently overwriting it (base_revision; see builder-persistence.ts); a role change re-reads
// the form so the builder becomes read-only (or editable) at once; a removed member is told so and sent
// back to the dashboard.
import { ApiError } from '../api/errors';
import { getForm } from '../api/forms';
import { BUILDER_LOAD_ERROR_REDIRECT_MS, type CollaboratorRole } from '../model';
import { adoptForm, type PersistenceContext } from './builder-persistence';

/** A notice about the open form that someone else caused; the builder shell shows it with its actions. */
export type RemoteNotice =
  | { kind: 'saved' | 'rolled_back'; userName: string }
  | { kind: 'role'; role: CollaboratorRole }
  /** This builder's save was refused: someone else saved the form since it was loaded. */
  | { kind: 'conflict' }
  | { kind: 'removed' };

export const REMOVED_TOAST = {
  title: 'Access removed',
  message: 'You are no longer a member of this form. Returning to dashboard...',
} as const;
export const RELOAD_FAILED_TITLE = 'Reload failed';

/** Extra state the remote handling keeps next to the persistence context. */
export interface RemoteContext extends PersistenceContext {
  /** Cancels the pending redirect after a removal. */
  cancelRemoval?: () => void;
  /** The access check that is running, so a burst of events reads the form once. */
  checking?: Promise<void> | undefined;
}

function lostAccess(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Read-only at once, the notice and a toast, and the dashboard after the load error's 1.5 s. */
function leaveRemovedForm(context: RemoteContext): void {
  const { state, effects } = context;
  if (state.remoteNotice?.kind === 'removed') return;
  state.role = 'viewer';
  state.remoteNotice = { kind: 'removed' };
  effects.notifications.notify('error', REMOVED_TOAST.title, REMOVED_TOAST.message);
  const setTimer =
    effects.setTimer ??
    ((run: () => void, ms: number) => {
      const handle = setTimeout(run, ms);
      return () => clearTimeout(handle);
    });
  context.cancelRemoval?.();
  context.cancelRemoval = setTimer(() => {
    context.cancelRemoval = undefined;
    effects.onNavigate?.({ route: 'dashboard' });
  }, BUILDER_LOAD_ERROR_REDIRECT_MS);
}

/**
 * Re-reads the open form's role (after a membership event or a refused presence call). A new role is
 * taken over with a notice; a form the user can no longer open means they were removed.
 */
export function refreshAccessOf(context: RemoteContext): Promise<void> {
  if (context.checking) return context.checking;
  const run = async () => {
    const { state, effects } = context;
    const formId = state.formId;
    const client = effects.client();
    if (!formId || !client || state.remoteNotice?.kind === 'removed') return;
    try {
      const form = await getForm(client, formId);
      if (state.formId !== formId || form.role === state.role) return;
      state.role = form.role;
      state.remoteNotice = { kind: 'role', role: form.role };
    } catch (error) {
      if (state.formId === formId && lostAccess(error)) leaveRemovedForm(context);
    }
  };
  const promise = run().finally(() => {
    context.checking = undefined;
  });
  context.checking = promise;
  return promise;
}

/**
 * Replaces what the builder holds with the form as saved on the server (the notice's Reload). Unsaved
 * changes are gone afterwards: the caller asks first. Resolves false when it failed.
 */
export async function reloadFormInto(context: RemoteContext): Promise<boolean> {
  const { state, effects } = context;
  const formId = state.formId;
  const client = effects.client();
  if (!formId || !client) return false;
  try {
    const form = await getForm(client, formId);
    if (state.formId !== formId) return false;
    adoptForm(context, form);
    return true;
  } catch (error) {
    // Otherwise the notice stays, so Reload can be tried again.
    if (lostAccess(error)) leaveRemovedForm(context);
    else effects.notifications.notify('error', RELOAD_FAILED_TITLE, messageOf(error));
    return false;
  }
}
