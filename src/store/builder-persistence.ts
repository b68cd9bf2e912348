// Loading and saving the builder's form (shell §4 "Builder load", §8 builder errors and toasts).
import { ApiError } from '../api/errors';
import {
  type ApiForm,
  createForm,
  FORM_CHANGED_CODE,
  type FormUpdate,
  getForm,
  updateForm,
} from '../api/forms';
import { setPublished } from '../api/submissions';
import { type BuilderState, createBuilderState } from '../logic';
import { BUILDER_LOAD_ERROR_REDIRECT_MS, type FormSchemaData } from '../model';
import type { History } from './builder-history';
import type { BuilderEffects, BuilderStoreState } from './builder-store';

export const LOAD_ERROR_TEXT = 'Form not found or invalid';
export const LOAD_FAILED_TOAST = {
  title: 'Failed to load form',
  message: 'The form could not be loaded. Redirecting to dashboard...',
} as const;
export const SAVE_FAILED_TOAST = {
  title: 'Save failed',
  message: 'There was an error saving your form. Please try again.',
} as const;
export const SAVE_ERROR_TEXT = 'Failed to save form';
/** Someone else saved the form after this builder loaded it: nothing was saved, nothing was lost. */
export const SAVE_CONFLICT_TOAST = {
  title: 'Not saved',
  message: 'Someone else saved this form after you opened it. Your changes are still here.',
} as const;
/** fw-error's message when Save asked instead of sending a save the server would refuse. */
export const CONFLICT_KNOWN_MESSAGE = 'Someone else saved this form since it was loaded';
export const CREATE_FAILED_TITLE = 'Failed to create form';
export const SAVED_TOAST = {
  title: 'Form saved',
  message: 'Your form has been updated successfully.',
} as const;
export const CREATED_TOAST = {
  title: 'Form created',
  message: 'Your form has been created successfully.',
} as const;
export const PUBLISHED_TOAST = {
  title: 'Form published',
  message: 'Anyone with the public link can now fill in this form.',
} as const;
export const UNPUBLISHED_TOAST = {
  title: 'Form unpublished',
  message: 'The public link no longer opens this form.',
} as const;
export const PUBLISH_FAILED_TITLE = 'Publish failed';
export const UNPUBLISH_FAILED_TITLE = 'Unpublish failed';
const NO_SERVICE_MESSAGE = 'No service-url and tenant: the builder cannot reach the service';

/** What the load and save functions may touch inside the store. */
export interface PersistenceContext {
  readonly state: BuilderStoreState;
  /** The builder's id, sent with its saves so its own live event is told from another tab's. */
  readonly clientId?: string;
  readonly effects: BuilderEffects;
  readonly history: History;
  setDoc(doc: BuilderState): void;
  /** Cancels an in-flight load and a pending redirect; set by loadFormInto. */
  cancelPending?: () => void;
  /** The save that is running, so a double click saves once. */
  saving?: Promise<boolean> | undefined;
  /** Toasts of failed saves still on screen: a later successful save takes them away. */
  saveFailureToasts?: string[];
  /**
   * The publish state the live stream told last while this builder's own publish or unpublish ran (null:
   * none). The stream brings changes in order, so it is newer than the answer once this builder's own
   * event came with it, and a newer event follows otherwise.
   */
  heardPublished?: boolean | null;
}

export interface SaveOptions {
  /** Save over a version someone else saved meanwhile (the conflict notice's choice). */
  replace?: boolean;
}

function defaultTimer(run: () => void, ms: number): () => void {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Why the server refused a save, when it said so: a 4xx with a message of its own (a 422 naming the
 * invalid webhook). Without it the author only reads 'Please try again', which fails again forever.
 * Not for 5xx or for no answer: their text is not the author's to act on.
 */
export function refusalReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  const message = error.message.trim();
  // The client's stand-in for an answer without a message ('HTTP 422: Unprocessable Entity').
  if (message === '' || /^HTTP \d{3}\b/.test(message)) return null;
  return message;
}

/** The spec's save failure sentence, then the server's reason when it gave one. */
export function saveFailedMessage(error: unknown): string {
  const reason = refusalReason(error);
  if (!reason) return SAVE_FAILED_TOAST.message;
  return `${SAVE_FAILED_TOAST.message} Reason: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`;
}

function noteSaveFailure(context: PersistenceContext, toastId: string): void {
  context.saveFailureToasts = [...(context.saveFailureToasts ?? []), toastId];
}

/** A save went through: the toasts of earlier failures no longer say anything true. */
function dismissSaveFailures(context: PersistenceContext): void {
  for (const id of context.saveFailureToasts ?? []) context.effects.notifications.dismiss(id);
  context.saveFailureToasts = [];
}

/** The ids of a schema's fields (BuilderStoreState.savedFieldIds). */
export function fieldIdsOf(schema: FormSchemaData): string[] {
  return schema.all_fields.map((field) => field.id);
}

/** Takes over a form as the server answered it: a fresh document, history and status. */
export function adoptForm(context: PersistenceContext, form: ApiForm): void {
  const { state, history } = context;
  // 'Not saved' or 'Save failed' spoke of changes the builder no longer holds.
  dismissSaveFailures(context);
  history.clear();
  context.setDoc(createBuilderState(form.schema_data));
  Object.assign(state, {
    formId: form.id,
    description: form.description,
    isTemplate: form.is_template,
    role: form.role,
    createdBy: form.created_by ?? null,
    revision: form.revision ?? null,
    isPublished: form.is_published,
    publishStatus: 'idle',
    loadStatus: 'loaded',
    loadError: null,
    saveStatus: 'idle',
    saveError: null,
    dirty: false,
    selectedColumn: null,
    remoteNotice: null,
    savedFieldIds: fieldIdsOf(form.schema_data),
  } satisfies Partial<BuilderStoreState>);
}

/**
 * Loads a form. On any failure: the 'Form not found or invalid' state, the 'Failed to load form' toast,
 * fw-error, and the dashboard after 1.5 s. The builder then holds an empty new form, so the error panel's
 * Save button creates a form rather than overwriting one it could not read.
 */
export async function loadFormInto(context: PersistenceContext, formId: string): Promise<boolean> {
  const { state, effects } = context;
  context.cancelPending?.();
  const controller = new AbortController();
  let cancelRedirect: (() => void) | null = null;
  context.cancelPending = () => {
    controller.abort();
    cancelRedirect?.();
  };
  state.loadStatus = 'loading';
  state.loadError = null;
  try {
    const client = effects.client();
    if (!client) throw new ApiError(NO_SERVICE_MESSAGE, 0, 'no_service');
    const form = await getForm(client, formId, controller.signal);
    if (controller.signal.aborted) return false;
    adoptForm(context, form);
    return true;
  } catch (error) {
    if (controller.signal.aborted) return false;
    context.history.clear();
    context.setDoc(createBuilderState());
    Object.assign(state, {
      formId: null,
      role: null,
      isPublished: false,
      description: '',
      isTemplate: false,
      createdBy: null,
      revision: null,
      loadStatus: 'error',
      loadError: LOAD_ERROR_TEXT,
      dirty: false,
      selectedColumn: null,
      remoteNotice: null,
    } satisfies Partial<BuilderStoreState>);
    effects.notifications.notify('error', LOAD_FAILED_TOAST.title, LOAD_FAILED_TOAST.message);
    effects.onError?.('FORM_LOAD_FAILED', messageOf(error));
    const setTimer = effects.setTimer ?? defaultTimer;
    cancelRedirect = setTimer(() => {
      cancelRedirect = null;
      effects.onNavigate?.({ route: 'dashboard' });
    }, BUILDER_LOAD_ERROR_REDIRECT_MS);
    return false;
  }
}

/** Saves (or creates) the form; a second call while one runs gets the running one's promise. */
export function saveFormFrom(context: PersistenceContext, options: SaveOptions = {}): Promise<boolean> {
  if (context.saving) return context.saving;
  const promise = runSave(context, options).finally(() => {
    context.saving = undefined;
  });
  context.saving = promise;
  return promise;
}

/**
 * Only the owner (or the author of a form being created) decides whether it is a template. Anyone else
 * leaves the flag out, which the server keeps as it is: sent back, a value the owner changed meanwhile
 * would be refused (403), also when replacing their version after a conflict.
 */
function sendsTemplate(state: BuilderStoreState): boolean {
  return state.formId === null || state.role === 'owner';
}

/**
 * Another member's save or rollback is known (its notice is up): the save would be refused, so the
 * builder asks at once, with the conflict notice's Reload or Replace with mine, and sends nothing. The
 * toast and fw-error are those of a save the server refused: whether this builder had heard of the other
 * save yet is chance, and what the author and the host learn must not depend on it.
 */
function askBeforeReplacing(context: PersistenceContext, options: SaveOptions): boolean {
  const { state, effects } = context;
  const kind = state.remoteNotice?.kind;
  if (options.replace || state.formId === null || (kind !== 'saved' && kind !== 'rolled_back')) return false;
  state.remoteNotice = { kind: 'conflict' };
  noteSaveFailure(
    context,
    effects.notifications.notify('error', SAVE_CONFLICT_TOAST.title, SAVE_CONFLICT_TOAST.message),
  );
  effects.onError?.('FORM_SAVE_FAILED', CONFLICT_KNOWN_MESSAGE);
  return true;
}

async function runSave(context: PersistenceContext, options: SaveOptions): Promise<boolean> {
  const { state, effects } = context;
  if (state.readOnlyRequested || state.role === 'viewer') return false;
  effects.commitTyping?.();
  if (askBeforeReplacing(context, options)) return false;
  const schema = state.doc.schema;
  const template = sendsTemplate(state);
  const payload: FormUpdate = {
    description: state.description,
    schema_data: schema,
    ...(template && { is_template: state.isTemplate }),
    updatedAt: new Date((effects.now ?? Date.now)()).toISOString(),
  };
  if (state.revision !== null && !options.replace) payload.base_revision = state.revision;
  // A change made while the call runs keeps the form dirty.
  const savedDoc = state.doc;
  const savedDescription = state.description;
  const savedTemplate = state.isTemplate;
  state.saveStatus = 'saving';
  state.saveError = null;
  context.history.seal();
  const creating = state.formId === null;
  try {
    const client = effects.client();
    if (!client) throw new ApiError(NO_SERVICE_MESSAGE, 0, 'no_service');
    // Shell §3 "Sent on save": the form's creator; for a form being created, the user the call is made for
    // (known once the client has taken up the element's credentials).
    const createdBy = state.createdBy ?? effects.currentUserId?.() ?? null;
    if (createdBy !== null) payload.created_by = createdBy;
    let formId: string;
    if (creating) {
      const created = await createForm(client, { ...payload, is_template: state.isTemplate });
      formId = created.id;
      state.formId = formId;
      state.role = 'owner';
      state.createdBy = created.form?.created_by ?? createdBy;
      state.revision = created.form?.revision ?? null;
      context.cancelPending?.();
    } else {
      formId = state.formId as string;
      // The server reads a left-out is_template as unchanged (docs/api.md, PUT /forms/{id}).
      const saved = await updateForm(client, formId, payload, context.clientId);
      if (state.formId === formId) {
        state.revision = saved.revision ?? null;
        // Not this user's to change: the switch shows what the owner decided.
        if (!template) state.isTemplate = saved.is_template;
        // The server unpublishes a form made a template (the public routes never serve one).
        state.isPublished = saved.is_published;
      }
    }
    state.saveStatus = 'saved';
    if (state.formId === formId) state.savedFieldIds = fieldIdsOf(schema);
    if (state.remoteNotice?.kind === 'conflict' || state.remoteNotice?.kind === 'saved') {
      state.remoteNotice = null;
    }
    state.dirty =
      state.doc.schema !== savedDoc.schema ||
      state.description !== savedDescription ||
      (template && state.isTemplate !== savedTemplate);
    if (state.loadStatus === 'error') {
      state.loadStatus = 'loaded';
      state.loadError = null;
    }
    dismissSaveFailures(context);
    const toast = creating ? CREATED_TOAST : SAVED_TOAST;
    effects.notifications.notify('success', toast.title, toast.message);
    effects.onSave?.(formId, schema);
    if (creating) effects.onNavigate?.({ route: 'edit-form', formId, replace: true });
    return true;
  } catch (error) {
    state.saveStatus = 'error';
    state.saveError = SAVE_ERROR_TEXT;
    if (error instanceof ApiError && error.code === FORM_CHANGED_CODE) {
      if (state.remoteNotice?.kind !== 'removed') state.remoteNotice = { kind: 'conflict' };
      noteSaveFailure(
        context,
        effects.notifications.notify('error', SAVE_CONFLICT_TOAST.title, SAVE_CONFLICT_TOAST.message),
      );
      effects.onError?.('FORM_SAVE_FAILED', messageOf(error));
      return false;
    }
    const withoutId = error instanceof ApiError && error.code === 'create_without_id';
    noteSaveFailure(
      context,
      effects.notifications.notify(
        'error',
        withoutId ? CREATE_FAILED_TITLE : SAVE_FAILED_TOAST.title,
        saveFailedMessage(error),
      ),
    );
    effects.onError?.(withoutId ? 'FORM_CREATE_FAILED' : 'FORM_SAVE_FAILED', messageOf(error));
    return false;
  }
}

/**
 * Before publishing: the changes not saved yet are saved, since visitors get the saved form and the
 * toast tells the author they can now fill in this one. False when the save failed (its toast says why).
 */
async function saveBeforePublish(context: PersistenceContext): Promise<boolean> {
  context.effects.commitTyping?.();
  // A save already running may have started before the latest changes: wait, then look again.
  await context.saving;
  return context.state.dirty ? saveFormFrom(context) : true;
}

/**
 * Publishes or unpublishes the saved form. The server keeps the state; the builder shows what it
 * answered. A new form has nothing to publish yet, and a viewer (or a read-only builder) may not.
 * Publishing saves unsaved changes first, and does not publish when that save fails.
 */
export async function publishFormFrom(context: PersistenceContext, published: boolean): Promise<boolean> {
  const { state, effects } = context;
  const formId = state.formId;
  if (!formId || state.publishStatus !== 'idle') return false;
  if (state.readOnlyRequested || state.role === 'viewer') return false;
  state.publishStatus = published ? 'publishing' : 'unpublishing';
  try {
    if (published && !(await saveBeforePublish(context))) return false;
    if (state.formId !== formId) return false;
    const client = effects.client();
    if (!client) throw new ApiError(NO_SERVICE_MESSAGE, 0, 'no_service');
    const form = await setPublished(client, formId, published);
    // Another form may have been loaded meanwhile: its state is not this answer's.
    if (state.formId === formId) state.isPublished = form.is_published;
    const toast = published ? PUBLISHED_TOAST : UNPUBLISHED_TOAST;
    effects.notifications.notify('success', toast.title, toast.message);
    return true;
  } catch (error) {
    effects.notifications.notify(
      'error',
      published ? PUBLISH_FAILED_TITLE : UNPUBLISH_FAILED_TITLE,
      messageOf(error),
    );
    return false;
  } finally {
    // Another member's change heard while this press ran (an unpublish right after this publish) is newer
    // than its answer; and after a failed press, it still happened.
    if (context.heardPublished != null && state.formId === formId) state.isPublished = context.heardPublished;
    context.heardPublished = null;
    state.publishStatus = 'idle';
  }
}
