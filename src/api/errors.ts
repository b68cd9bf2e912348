/** A failed call, with the server's error code when it sent one (shell §8 error catalogue). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** Field problems of a 4xx answer, when the server named them. */
    readonly details?: readonly { path: string; message: string }[],
    /** The underlying failure (the HTTP library's error), for logs: never shown to users. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

export const AUTH_REQUIRED_MESSAGE = 'Authentication required';

/**
 * The messages of a call that got no answer, in place of the HTTP library's own text (which names the
 * method and URL and says '<no response> Failed to fetch'). The codes tell them apart: 'network_error',
 * 'timeout', 'aborted'.
 */
export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const ABORTED_MESSAGE = 'The request was cancelled.';

export type NoAnswerCode = 'network_error' | 'timeout' | 'aborted';

export function noAnswerMessage(code: NoAnswerCode): string {
  if (code === 'timeout') return TIMEOUT_MESSAGE;
  if (code === 'aborted') return ABORTED_MESSAGE;
  return NETWORK_ERROR_MESSAGE;
}

/**
 * The message of a non-success answer: the server's error message, the body text, or
 * 'HTTP {status}: {statusText}'. `fallback`, when given, replaces the last: a caller whose readers should
 * never see status codes (a public form's visitor) says its own words instead.
 */
export function messageOfFailure(
  status: number,
  statusText: string,
  body: unknown,
  fallback?: string,
): string {
  if (isErrorEnvelope(body)) return body.error.message;
  if (typeof body === 'string' && body.trim()) return body;
  return fallback ?? `HTTP ${status}: ${statusText}`;
}

/** The longest body text of a failure that is shown as it is (a sentence, not a page). */
export const MAX_SHOWN_FAILURE_TEXT = 200;

/**
 * The text of a non-JSON failure body when it is fit to show people: plain text (`text/plain`), short,
 * and no markup. Anything else, such as the HTML error page of a proxy or gateway in front of the
 * service, gives null: shown as it is, people read raw markup.
 */
export function plainTextOfFailure(text: string, contentType: string | null): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain') return null;
  const shown = text.trim();
  if (!shown || shown.length > MAX_SHOWN_FAILURE_TEXT || /<[a-z!/?]/i.test(shown)) return null;
  return shown;
}

export function codeOfFailure(body: unknown): string {
  return isErrorEnvelope(body) && typeof body.error.code === 'string' ? body.error.code : 'http_error';
}

export function detailsOfFailure(body: unknown): { path: string; message: string }[] | undefined {
  if (!isErrorEnvelope(body) || !Array.isArray(body.error.details)) return undefined;
  return body.error.details.filter(
    (item): item is { path: string; message: string } =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.path === 'string' &&
      typeof item.message === 'string',
  );
}

interface ErrorEnvelope {
  error: { message: string; code?: unknown; details?: unknown };
}

function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
