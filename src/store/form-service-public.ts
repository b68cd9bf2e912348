// The renderer's public service (issue #8), loaded on first need like form-service.ts: the published
// form, submissions with their uploads, drafts and analytics events, all through src/api/public.ts.
// Everything here turns the server's answers into what the renderer shows. Anonymous, except for a form
// that requires sign-in (callsRef): its answers go with the session of the form's service and tenant.

import type { AnalyticsEventType } from '../api/public';
import {
  fetchPublicForm,
  PublicApiError,
  type PublicFormRef,
  postSubmission,
  readDraft,
  type SavedDraft,
  type StoredDraft,
  saveDraft,
  sendAnalyticsEvent,
  type UploadedFile,
  uploadFile,
} from '../api/public';
import { FORM_SERVICE_FAILURE_PREFIX } from './form-service-messages';
import { INVALID_FORM_MESSAGE, SUBMIT_ERROR_MESSAGE } from './renderer-submit';
import type { SubmitResult } from './renderer-types';

export type { PublicFormRef, SavedDraft, StoredDraft, UploadedFile };

/** The form a renderer shows, with the credentials its host handed over. */
export interface ServiceFormRef extends PublicFormRef {
  /** The element's `token` and `signingKey`: they feed the shared session of the service and tenant. */
  token?: string | undefined;
  signingKey?: string | undefined;
}

/**
 * The ref the form's submissions, drafts and uploads go through. A form that requires sign-in
 * (settings.requireAuth) signs them with the shared session of its service and tenant (src/store/session.ts,
 * which the element's own token and signingKey feed, as they do for a signed load): bearer token,
 * X-Tenant-Id and signature, read at each call, so signing in after the form loaded takes effect at once.
 * The session and signing code is imported here only: a public form that does not require sign-in never
 * downloads it. Without a session the calls go anonymously, and the server's 401 says what to do.
 */
export async function callsRef(target: ServiceFormRef, requireAuth: boolean): Promise<PublicFormRef> {
  const { serviceUrl, tenant, formId, onAuthRequired } = target;
  const ref: PublicFormRef = { serviceUrl, tenant, formId, onAuthRequired };
  if (!requireAuth) return ref;
  const { adoptCredentials, getSession, newNonce, signRequest } = await import('./session');
  const session = getSession(serviceUrl, tenant);
  if (target.token !== undefined) adoptCredentials(session, target.token, target.signingKey ?? null);
  return {
    ...ref,
    sign: ({ method, url, body }) => {
      const { token, signingKey } = session.state;
      if (!token || !signingKey) return {};
      const timestamp = Math.floor(Date.now() / 1000);
      return {
        Authorization: `Bearer ${token}`,
        'X-Tenant-Id': tenant,
        ...signRequest(signingKey, { method, url, body, timestamp, nonce: newNonce() }),
      };
    },
  };
}

/** What a visitor reads when the form is not (or no longer) published, or the link is wrong. */
export const PUBLIC_FORM_NOT_FOUND_MESSAGE = 'This form is not published or does not exist';

/** Where the renderer puts a reCAPTCHA token, and where the public route looks for it. */
const RECAPTCHA_RESPONSE_KEY = 'g-recaptcha-response';
const SERVER_RECAPTCHA_KEY = '_recaptcha';

/** Network failures (no answer at all) are tried again this often, after these pauses. */
const RETRY_DELAYS_MS = [300, 1000];

/** One file field's answer: the files chosen here (to upload) and uploads it already names (a draft's). */
export interface FileAnswer {
  fieldId: string;
  /** The payload keys that carry it: its name, and its id when the name differs. */
  keys: readonly string[];
  files: readonly File[];
  uploaded: readonly UploadedFile[];
}

function failureMessage(error: unknown): string {
  if (error instanceof PublicApiError && error.status === 404) return PUBLIC_FORM_NOT_FOUND_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}

/** The form's schema_data as saved (the renderer store migrates it). */
export async function fetchPublicFormSchema(ref: PublicFormRef, signal?: AbortSignal): Promise<unknown> {
  try {
    const form = await fetchPublicForm(ref, signal);
    if (typeof form?.schema_data !== 'object' || form.schema_data === null) {
      throw new Error('Failed to load form schema');
    }
    return form.schema_data;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof PublicApiError) {
      throw new Error(
        error.status === 404 ? PUBLIC_FORM_NOT_FOUND_MESSAGE : FORM_SERVICE_FAILURE_PREFIX + error.message,
      );
    }
    throw error;
  }
}

// Each chosen File is uploaded once per form: a draft save and the submission after it (or a retried
// submission) send the same upload ids instead of uploading again.
const uploads = new WeakMap<File, Map<string, Promise<UploadedFile>>>();
const formKey = (ref: PublicFormRef) => `${ref.serviceUrl}\u0001${ref.tenant}\u0001${ref.formId}`;

function upload(ref: PublicFormRef, file: File, fieldId: string): Promise<UploadedFile> {
  const byForm = uploads.get(file) ?? new Map<string, Promise<UploadedFile>>();
  uploads.set(file, byForm);
  const key = `${formKey(ref)}\u0001${fieldId}`;
  let pending = byForm.get(key);
  if (!pending) {
    pending = uploadFile(ref, file, fieldId);
    byForm.set(key, pending);
    // A failed upload is tried again next time.
    pending.catch(() => byForm.delete(key));
  }
  return pending;
}

/** Uploads used by a stored submission cannot be used again: forget them. */
function forgetUploads(ref: PublicFormRef, answers: readonly FileAnswer[]): void {
  for (const answer of answers) {
    for (const file of answer.files) uploads.get(file)?.delete(`${formKey(ref)}\u0001${answer.fieldId}`);
  }
}

class UploadRefused extends Error {
  constructor(
    readonly fieldId: string,
    readonly refusal: PublicApiError,
  ) {
    super(refusal.message);
  }
}

/** Uploads what is not uploaded yet; the field's records (its earlier uploads first). */
async function uploadAll(ref: PublicFormRef, answer: FileAnswer): Promise<UploadedFile[]> {
  try {
    const fresh = await Promise.all(answer.files.map((file) => upload(ref, file, answer.fieldId)));
    return [...answer.uploaded, ...fresh];
  } catch (error) {
    if (error instanceof PublicApiError) throw new UploadRefused(answer.fieldId, error);
    throw error;
  }
}

/** Replaces each file field's answer in `values` with what `shape` makes of its uploads. */
async function withUploads(
  ref: PublicFormRef,
  values: Record<string, unknown>,
  answers: readonly FileAnswer[],
  shape: (records: UploadedFile[]) => unknown,
): Promise<Record<string, unknown>> {
  const result = { ...values };
  for (const answer of answers) {
    const records = await uploadAll(ref, answer);
    for (const key of answer.keys) result[key] = shape(records);
  }
  return result;
}

/** An upload the server refused for the file itself (size, type, field) is that field's error. */
function uploadFailure(error: UploadRefused): SubmitResult {
  const { status, message } = error.refusal;
  if (status === 413 || status === 415 || status === 422) {
    return { success: false, message: INVALID_FORM_MESSAGE, fieldErrors: { [error.fieldId]: message } };
  }
  return { success: false, message: failureMessage(error.refusal) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postWithRetries(
  ref: PublicFormRef,
  input: Parameters<typeof postSubmission>[1],
): Promise<Awaited<ReturnType<typeof postSubmission>>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await postSubmission(ref, input);
    } catch (error) {
      // No answer at all: the submission may or may not be stored. The same Idempotency-Key makes asking
      // again safe: a stored one is answered, not stored twice.
      const unanswered = error instanceof PublicApiError && error.status === 0;
      if (!unanswered || attempt >= RETRY_DELAYS_MS.length) throw error;
      await pause(RETRY_DELAYS_MS[attempt]!);
    }
  }
}

/**
 * The renderer's default submit (issue #8): uploads the chosen files, then posts the answers to the public
 * submission route under the attempt's Idempotency-Key. A 422 comes back as field errors.
 */
export async function submitToServer(
  ref: PublicFormRef,
  input: {
    values: Record<string, unknown>;
    files: readonly FileAnswer[];
    idempotencyKey: string;
    draftToken: string | null;
  },
): Promise<SubmitResult> {
  let values: Record<string, unknown>;
  try {
    values = await withUploads(ref, input.values, input.files, (records) => records.map((r) => r.id));
  } catch (error) {
    if (error instanceof UploadRefused) return uploadFailure(error);
    return { success: false, message: SUBMIT_ERROR_MESSAGE };
  }
  if (Object.hasOwn(values, RECAPTCHA_RESPONSE_KEY)) {
    values[SERVER_RECAPTCHA_KEY] = values[RECAPTCHA_RESPONSE_KEY];
    delete values[RECAPTCHA_RESPONSE_KEY];
  }
  try {
    const receipt = await postWithRetries(ref, {
      values,
      idempotencyKey: input.idempotencyKey,
      draftToken: input.draftToken,
    });
    forgetUploads(ref, input.files);
    return { success: true, submissionId: receipt.id };
  } catch (error) {
    if (!(error instanceof PublicApiError) || error.status === 0) {
      return { success: false, message: SUBMIT_ERROR_MESSAGE };
    }
    const fields = Object.keys(error.fields).length ? { fieldErrors: { ...error.fields } } : {};
    return { success: false, message: failureMessage(error), ...fields };
  }
}

/** Saves the answers as a draft (new, or the one `token` names); files are uploaded and kept by id. */
export async function saveDraftToServer(
  ref: PublicFormRef,
  input: {
    token: string | null;
    values: Record<string, unknown>;
    files: readonly FileAnswer[];
    page: number;
  },
): Promise<SavedDraft> {
  let values: Record<string, unknown>;
  try {
    values = await withUploads(ref, input.values, input.files, (records) => records);
  } catch (error) {
    throw error instanceof UploadRefused ? new Error(error.message) : error;
  }
  try {
    return await saveDraft(ref, { token: input.token, values, page: input.page });
  } catch (error) {
    // The draft expired since it was saved or resumed: start a new one rather than lose the answers.
    if (
      input.token &&
      error instanceof PublicApiError &&
      error.status === 404 &&
      error.code === 'not_found'
    ) {
      return saveDraft(ref, { token: null, values, page: input.page }).catch((again: unknown) => {
        throw new Error(failureMessage(again));
      });
    }
    throw new Error(failureMessage(error));
  }
}

/** A draft to resume; its message says why it cannot be (expired, unknown, drafts off). */
export async function readDraftFromServer(ref: PublicFormRef, token: string): Promise<StoredDraft> {
  try {
    return await readDraft(ref, token);
  } catch (error) {
    throw new Error(error instanceof Error ? error.message : String(error));
  }
}

/** Fire and forget: analytics never hold up or break the form. */
export function reportEvent(ref: PublicFormRef, type: AnalyticsEventType, page?: number): void {
  sendAnalyticsEvent(ref, page === undefined ? { type } : { type, page }).catch(() => undefined);
}
