// What a renderer does with the service when it knows which form it shows (form-id, service-url, tenant):
// the default submit to the public route (issue #8), save and resume of drafts (settings.allowDrafts) and
// analytics events (settings.enableAnalytics). The calls themselves live in form-service-public.ts, loaded
// on first need, so a renderer that never talks to the service never downloads them. A form that requires
// sign-in (settings.requireAuth) sends its submissions, drafts and uploads with the session (callsRef).
import { NETWORK_ERROR_MESSAGE } from '../api/errors';
import type { PublicFormRef } from '../api/public';
import { draftValues } from '../logic/draft-values';
import type { FileAnswer, ServiceFormRef, UploadedFile } from './form-service-public';
import type { LoadedForm } from './renderer-form';
import { NO_SUBMIT_HANDLER_MESSAGE, SUBMIT_ERROR_MESSAGE } from './renderer-submit';
import type {
  DraftResult,
  DraftState,
  RendererFormState,
  RendererHooks,
  SubmissionPayload,
  SubmitHandler,
  SubmitResult,
} from './renderer-types';

/**
 * The published form a renderer submits to, saves drafts of and reports analytics for; the element's own
 * credentials, if any; and whom to tell when the service wants a sign-in (onAuthRequired).
 */
export type ServerTarget = ServiceFormRef;

export const DRAFTS_UNAVAILABLE_MESSAGE = 'Drafts cannot be saved for this form';
export const DRAFT_BUSY_MESSAGE = 'The draft is already being saved';
/** A draft save or resume the service refused without a message fit to show (a gateway's error page). */
export const DRAFT_SAVE_FAILED_MESSAGE = 'The draft could not be saved. Please try again.';
export const DRAFT_RESUME_FAILED_MESSAGE = 'The saved draft could not be opened. Please try again.';

type PublicService = typeof import('./form-service-public');
let service: Promise<PublicService> | null = null;

function publicService(): Promise<PublicService> {
  service ??= import('./form-service-public').catch((error: unknown) => {
    // A chunk that failed to download is fetched again next time. Offline, the browser's own words
    // ('Failed to fetch dynamically imported module: …') are no message for a visitor.
    service = null;
    throw new Error(NETWORK_ERROR_MESSAGE, { cause: error });
  });
  return service;
}

/** 128 random bits. getRandomValues works on plain-http pages too, where randomUUID does not exist. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `fw-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export const idleDraft = (): DraftState => ({ status: 'idle', token: null, expiresAt: null, message: null });

/** What the link needs of its store. */
export interface ServerLinkHost {
  readonly form: RendererFormState;
  loaded(): LoadedForm | null;
  hooks(): RendererHooks;
  /** The answers as a submission carries them, without the extras (a reCAPTCHA token does not keep). */
  answers(): SubmissionPayload;
  /** The File objects chosen in a file field (none after a draft was resumed: its uploads are by id). */
  attachedFiles(fieldId: string): readonly File[];
  /** Puts a draft's answers and page back. Not a user change. */
  restore(values: Readonly<Record<string, unknown>>, page: number): void;
  /** Changes with every load: a result for an earlier form is dropped. */
  generation(): number;
}

export interface ServerLink {
  readonly target: ServerTarget | null;
  setTarget(target: ServerTarget | null): void;
  /** The public submission route as a submit handler, when there is a target. */
  defaultHandler(): SubmitHandler | undefined;
  /** Any answer changed: the next submission is a new attempt with a new Idempotency-Key. */
  answersChanged(): void;
  /** A form was loaded: resumes the draft the element names (resolving when done), then counts the view. */
  formLoaded(): Promise<void>;
  /** A person changed an answer. */
  input(): void;
  /** The page on screen (page turns, a resumed draft's page). */
  pageShown(index: number): void;
  /** The element's `draft`: a draft token to resume. */
  setResumeToken(token: string | undefined): void;
  draftsEnabled(): boolean;
  saveDraft(): Promise<DraftResult>;
}

function sameTarget(a: ServerTarget | null, b: ServerTarget | null): boolean {
  return a?.serviceUrl === b?.serviceUrl && a?.tenant === b?.tenant && a?.formId === b?.formId;
}

function uploadedRecords(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is UploadedFile =>
      typeof item === 'object' && item !== null && typeof (item as UploadedFile).id === 'string',
  );
}

export function createServerLink(host: ServerLinkHost): ServerLink {
  let target: ServerTarget | null = null;
  let attemptKey: string | null = null;
  let resumeToken: string | null = null;
  let resumedToken: string | null = null;
  let started = false;
  const pagesSeen = new Set<number>();

  const requiresSignIn = () => host.loaded()?.schema.settings.requireAuth === true;
  /**
   * The ref the answers of the loaded form go through: signed when the form requires sign-in. `fallback`
   * is what a refusal without a message of the server's says (never a gateway's HTML page).
   */
  const callsTo = async (
    module: PublicService,
    to: ServerTarget,
    fallback: string,
  ): Promise<PublicFormRef> => ({
    ...(await module.callsRef(to, requiresSignIn())),
    fallbackMessage: fallback,
  });

  const analyticsOn = () =>
    target !== null && !host.form.locked && host.loaded()?.schema.settings.enableAnalytics === true;

  function track(type: 'view' | 'start' | 'page', page?: number): void {
    const to = target;
    if (!to || !analyticsOn()) return;
    publicService()
      .then((module) => module.reportEvent(to, type, page))
      .catch(() => undefined);
  }

  /** File fields with an answer in `values`: their chosen files and the uploads they already name. */
  function fileAnswers(values: SubmissionPayload): FileAnswer[] {
    const loaded = host.loaded();
    if (!loaded) return [];
    const byField = new Map<string, string[]>();
    for (const [key, fieldId] of loaded.fileFieldKeys()) {
      if (!Object.hasOwn(values, key)) continue;
      byField.set(fieldId, [...(byField.get(fieldId) ?? []), key]);
    }
    return [...byField].map(([fieldId, keys]) => ({
      fieldId,
      keys,
      files: host.attachedFiles(fieldId),
      uploaded: uploadedRecords(values[keys[0]!]),
    }));
  }

  async function submit(payload: SubmissionPayload): Promise<SubmitResult> {
    const to = target;
    if (!to) return { success: false, message: NO_SUBMIT_HANDLER_MESSAGE };
    attemptKey ??= newIdempotencyKey();
    const module = await publicService();
    const result = await module.submitToServer(await callsTo(module, to, SUBMIT_ERROR_MESSAGE), {
      values: payload,
      files: fileAnswers(payload),
      idempotencyKey: attemptKey,
      draftToken: host.form.draft.token,
    });
    if (result.success) {
      attemptKey = null;
      // The server deleted the draft these answers came from.
      Object.assign(host.form.draft, idleDraft());
    }
    return result;
  }

  async function resume(token: string): Promise<void> {
    const to = target;
    if (!to) return;
    resumedToken = token;
    const generation = host.generation();
    const { form } = host;
    form.status = 'loading';
    try {
      const module = await publicService();
      const draft = await module.readDraftFromServer(
        await callsTo(module, to, DRAFT_RESUME_FAILED_MESSAGE),
        token,
      );
      if (generation !== host.generation()) return;
      host.restore(draft.values, draft.page);
      Object.assign(form.draft, { status: 'idle', token, expiresAt: draft.expiresAt, message: null });
    } catch (error) {
      if (generation !== host.generation()) return;
      const message = error instanceof Error ? error.message : String(error);
      form.status = 'ready';
      Object.assign(form.draft, { ...idleDraft(), status: 'failed', message });
      host.hooks().onError?.('draft_failed', message);
    }
  }

  const link: ServerLink = {
    get target() {
      return target;
    },
    setTarget(next) {
      // New credentials or listener for the same form: taken, but the answers are still the same attempt.
      if (!sameTarget(target, next)) attemptKey = null;
      target = next ? { ...next } : null;
    },
    defaultHandler: () => (target ? submit : undefined),
    answersChanged() {
      attemptKey = null;
    },
    async formLoaded() {
      started = false;
      pagesSeen.clear();
      resumedToken = null;
      if (resumeToken && target) await resume(resumeToken);
      if (!host.loaded()) return;
      track('view');
      link.pageShown(host.form.pageIndex);
    },
    input() {
      if (started) return;
      started = true;
      track('start');
    },
    pageShown(index) {
      if (pagesSeen.has(index) || !host.loaded()) return;
      pagesSeen.add(index);
      track('page', index);
    },
    setResumeToken(token) {
      resumeToken = token?.trim() ? token.trim() : null;
      const status = host.form.status;
      const settled = status === 'ready' || status === 'failure';
      // A token given after the form loaded is resumed now; before, formLoaded() resumes it.
      if (resumeToken && resumeToken !== resumedToken && settled && host.loaded()) void resume(resumeToken);
    },
    draftsEnabled: () => target !== null && host.loaded()?.schema.settings.allowDrafts === true,
    async saveDraft() {
      const to = target;
      const { form } = host;
      if (!to || !link.draftsEnabled()) return { success: false, message: DRAFTS_UNAVAILABLE_MESSAGE };
      if (form.draft.status === 'saving') return { success: false, message: DRAFT_BUSY_MESSAGE };
      const generation = host.generation();
      form.draft.status = 'saving';
      form.draft.message = null;
      try {
        const module = await publicService();
        const schema = host.loaded()?.schema;
        const values = schema ? draftValues(schema, host.answers()) : host.answers();
        const saved = await module.saveDraftToServer(await callsTo(module, to, DRAFT_SAVE_FAILED_MESSAGE), {
          token: form.draft.token,
          values,
          files: fileAnswers(values),
          page: form.pageIndex,
        });
        if (generation !== host.generation()) return { success: false, message: DRAFTS_UNAVAILABLE_MESSAGE };
        Object.assign(form.draft, { status: 'saved', ...saved, message: null });
        host.hooks().onDraftSaved?.(saved);
        return { success: true, ...saved };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (generation === host.generation()) {
          Object.assign(form.draft, { status: 'failed', message });
          host.hooks().onError?.('draft_failed', message);
        }
        return { success: false, message };
      }
    },
  };
  return link;
}
