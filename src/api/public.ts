// Typed calls to a published form (issue #8): the form, submissions, uploads, drafts and analytics events
// under /api/v1/public/{tenant}/forms/{formId}. Anonymous by default: no token, no signature, no tenant
// header (the tenant is in the path). A form that requires sign-in (settings.requireAuth) is reached with a
// `sign` function on its ref, which the caller builds from the session: this file never imports the signing
// code, so the chunk a public page needs stays small (plain fetch, no ofetch, no @noble/hashes).
import { FORM_SERVICE_TIMEOUT_MS } from '../model/constants';
import {
  ApiError,
  codeOfFailure,
  messageOfFailure,
  NETWORK_ERROR_MESSAGE,
  plainTextOfFailure,
  TIMEOUT_MESSAGE,
} from './errors';

/** What a request signer signs: the exact body text sent ('' for none, and for a multipart upload). */
export interface SignableRequest {
  method: string;
  url: string;
  body: string;
}

/**
 * The headers of a signed-in user for one request (Authorization, X-Tenant-Id, the signature headers), or
 * none when there is no session: the request then goes anonymously and the server says sign-in is needed.
 */
export type RequestSigner = (request: SignableRequest) => Record<string, string>;

/** Which published form: the service, the tenant and the form id; and, when it requires sign-in, as whom. */
export interface PublicFormRef {
  serviceUrl: string;
  tenant: string;
  formId: string;
  /** Signs every call made with this ref (settings.requireAuth); absent: the calls are anonymous. */
  sign?: RequestSigner | undefined;
  /** Told when the service answered 401: the form requires sign-in and the call had no valid session. */
  onAuthRequired?: ((error: PublicApiError) => void) | undefined;
  /**
   * What a refusal says when its answer carries no message fit to show (an empty body, a proxy's HTML
   * error page): the caller's own words for the visitor. Without it, 'HTTP {status}: {statusText}'.
   */
  fallbackMessage?: string | undefined;
}

export interface PublicForm {
  id: string;
  description: string;
  /** As saved (not migrated: the caller migrates every schema it takes). */
  schema_data: unknown;
  version_id: string | null;
}

export interface SubmissionReceipt {
  id: string;
  createdAt: string;
}

/** An upload as the server keeps it; its id goes into the file field's answer. */
export interface UploadedFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface SavedDraft {
  token: string;
  expiresAt: string;
}

export interface StoredDraft {
  values: Record<string, unknown>;
  page: number;
  expiresAt: string;
}

export type AnalyticsEventType = 'view' | 'start' | 'page';

/** A refused call. A 422 of the submission route names the fields it refused, with their messages. */
export class PublicApiError extends ApiError {
  constructor(
    message: string,
    status: number,
    code: string,
    /** Field id → the message the renderer shows next to that field. */
    readonly fields: Readonly<Record<string, string>> = {},
    options?: { cause?: unknown },
  ) {
    super(message, status, code, undefined, options);
    this.name = 'PublicApiError';
  }
}

export function publicFormUrl(ref: PublicFormRef): string {
  const base = ref.serviceUrl.replace(/\/+$/, '');
  return `${base}/api/v1/public/${encodeURIComponent(ref.tenant)}/forms/${encodeURIComponent(ref.formId)}`;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Analytics beacons: the browser may finish the call after the page is left. */
  keepalive?: boolean;
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  const fields = (body as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What a refusal's message is read from: the server's JSON, or a body's text only when it is short plain
 * text. A gateway's HTML error page in front of the service (a 502) is never shown as raw markup.
 */
function failureBody(response: Response, text: string, answer: unknown): unknown {
  if (typeof answer === 'object' && answer !== null) return answer;
  return plainTextOfFailure(text, response.headers.get('content-type'));
}

async function call<T>(ref: PublicFormRef, path: string, options: CallOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(FORM_SERVICE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const method = options.method ?? 'GET';
  const url = publicFormUrl(ref) + path;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  // A multipart body is signed as '' (docs/api.md): its bytes are not text, and the boundary is the browser's.
  if (ref.sign) Object.assign(headers, ref.sign({ method, url, body: typeof body === 'string' ? body : '' }));
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      signal,
      keepalive: options.keepalive ?? false,
      // Never the page's cookies: a signed call carries its session in headers, like every signed route.
      credentials: 'omit',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No answer at all: the product's words, never the browser's own ('Failed to fetch'), which is kept
    // as the cause for logs.
    if (timeout.aborted) throw new PublicApiError(TIMEOUT_MESSAGE, 0, 'timeout', {}, { cause: error });
    throw new PublicApiError(NETWORK_ERROR_MESSAGE, 0, 'network_error', {}, { cause: error });
  }
  const text = await response.text();
  const answer = parsed(text);
  if (!response.ok) {
    const error = new PublicApiError(
      messageOfFailure(
        response.status,
        response.statusText,
        failureBody(response, text, answer),
        ref.fallbackMessage,
      ),
      response.status,
      codeOfFailure(answer),
      fieldErrorsOf(answer),
    );
    if (response.status === 401) ref.onAuthRequired?.(error);
    throw error;
  }
  return answer as T;
}

/** The published form; 404 for an unpublished, unknown or other tenant's form. */
export async function fetchPublicForm(ref: PublicFormRef, signal?: AbortSignal): Promise<PublicForm> {
  const answer = await call<{ data: PublicForm }>(ref, '', { signal });
  return answer.data;
}

/**
 * Submits answers. The same `idempotencyKey` on a retry answers the first submission instead of storing
 * another; `draftToken` deletes the draft the answers came from.
 */
export async function postSubmission(
  ref: PublicFormRef,
  input: { values: Record<string, unknown>; idempotencyKey: string; draftToken?: string | null },
  signal?: AbortSignal,
): Promise<SubmissionReceipt> {
  const body: Record<string, unknown> = { values: input.values };
  if (input.draftToken) body.draft_token = input.draftToken;
  const answer = await call<{ data: { id: string; created_at: string } }>(ref, '/submissions', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': input.idempotencyKey },
    signal,
  });
  return { id: answer.data.id, createdAt: answer.data.created_at };
}

/** Uploads one file of a file field (multipart: `file`, `field_id`). */
export async function uploadFile(
  ref: PublicFormRef,
  file: File,
  fieldId: string,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('field_id', fieldId);
  const answer = await call<{ data: UploadedFile }>(ref, '/files', { method: 'POST', body: form, signal });
  return answer.data;
}

const draftPath = (token: string) => `/drafts/${encodeURIComponent(token)}`;

/** Saves a new draft, or (with its token) updates one; the expiry starts over on every save. */
export async function saveDraft(
  ref: PublicFormRef,
  input: { token: string | null; values: Record<string, unknown>; page: number },
): Promise<SavedDraft> {
  const body = { values: input.values, page: input.page };
  const answer = input.token
    ? await call<{ data: { token: string; expires_at: string } }>(ref, draftPath(input.token), {
        method: 'PUT',
        body,
      })
    : await call<{ data: { token: string; expires_at: string } }>(ref, '/drafts', { method: 'POST', body });
  return { token: answer.data.token, expiresAt: answer.data.expires_at };
}

export async function readDraft(
  ref: PublicFormRef,
  token: string,
  signal?: AbortSignal,
): Promise<StoredDraft> {
  const answer = await call<{ data: { values: Record<string, unknown>; page: number; expires_at: string } }>(
    ref,
    draftPath(token),
    { signal },
  );
  return { values: answer.data.values, page: answer.data.page, expiresAt: answer.data.expires_at };
}

/** Records an analytics event (kept by the server only when the form's settings enable analytics). */
export async function sendAnalyticsEvent(
  ref: PublicFormRef,
  event: { type: AnalyticsEventType; page?: number },
): Promise<void> {
  await call<null>(ref, '/events', { method: 'POST', body: event, keepalive: true });
}
