// One client per service URL and tenant. Every authenticated call carries the bearer token, the tenant
// header and a fresh signature; failures become ApiError with the messages of shell §8.
import { createFetch, FetchError, ofetch } from 'ofetch';
import {
  ApiError,
  AUTH_REQUIRED_MESSAGE,
  codeOfFailure,
  detailsOfFailure,
  messageOfFailure,
  type NoAnswerCode,
  noAnswerMessage,
} from './errors';
import { newNonce, signRequest } from './signing';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SessionCredentials {
  token: string;
  signingKey: string;
}

export interface ApiClientOptions {
  serviceUrl: string;
  tenant: string;
  /** The current session, read at every call so a sign-in or sign-out takes effect at once. */
  credentials: () => SessionCredentials | null;
  /** Called when an authenticated call answers 401: the session must be cleared and the user sent to sign in. */
  onAuthRequired?: (error: ApiError) => void;
  /** Milliseconds before a call is abandoned; the form-service client uses FORM_SERVICE_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Text put before failure messages, e.g. 'API request failed: ' for the form service. */
  failurePrefix?: string;
  /** Seconds since the epoch; replaceable so tests can sign with a chosen clock. */
  nowSeconds?: () => number;
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** False for the one unauthenticated call, sign-in. */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** 'blob' for binary answers (uploaded files); default 'json', which also hands plain text through. */
  responseType?: 'json' | 'blob';
  /** Headers of this call only (a builder's X-Client-Id). */
  headers?: Record<string, string>;
}

export interface ApiAnswer<T> {
  data: T;
  /** The answer's headers a browser lets the page read (CORS exposes Content-Disposition). */
  headers: Headers;
}

export interface ApiClient {
  readonly serviceUrl: string;
  readonly tenant: string;
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** As request, with the answer's headers (a download's name is in its Content-Disposition). */
  requestWithHeaders<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetcher = options.fetch ? createFetch({ fetch: options.fetch }) : ofetch;
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const base = options.serviceUrl.replace(/\/+$/, '');

  async function send<T>(method: HttpMethod, path: string, request: RequestOptions): Promise<ApiAnswer<T>> {
    const authenticated = request.authenticated ?? true;
    const url = base + path + queryString(request.query);
    const body = request.body === undefined ? '' : JSON.stringify(request.body);
    const headers: Record<string, string> = {
      ...request.headers,
      Accept: 'application/json',
      'X-Tenant-Id': options.tenant,
    };
    if (body) headers['Content-Type'] = 'application/json';
    if (authenticated) {
      const session = options.credentials();
      if (!session) throw authRequired(options, 'token_missing');
      headers.Authorization = `Bearer ${session.token}`;
      Object.assign(
        headers,
        signRequest(session.signingKey, { method, url, body, timestamp: nowSeconds(), nonce: newNonce() }),
      );
    }
    // The timeout is a signal of our own: ofetch drops its `timeout` whenever the caller passes a signal.
    const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
    const signal =
      request.signal && timeout ? AbortSignal.any([request.signal, timeout]) : (request.signal ?? timeout);
    try {
      const answer = await fetcher.raw(url, {
        method,
        headers,
        body: body || undefined,
        credentials: 'include',
        signal,
        responseType: request.responseType ?? 'json',
        retry: 0,
      });
      // The answer's type is the caller's promise (T), whichever way the body is read.
      return { data: answer._data as T, headers: answer.headers };
    } catch (error) {
      const noAnswer: NoAnswerCode = request.signal?.aborted
        ? 'aborted'
        : timeout?.aborted || isTimeout(error)
          ? 'timeout'
          : 'network_error';
      throw toApiError(error, authenticated, options, noAnswer);
    }
  }

  async function request<T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<T> {
    return (await send<T>(method, path, request)).data;
  }

  return {
    serviceUrl: options.serviceUrl,
    tenant: options.tenant,
    request,
    requestWithHeaders: (method, path, request = {}) => send(method, path, request),
  };
}

/** `noAnswer`: what a failure without an answer was (the caller's abort, the timeout, the network). */
function toApiError(
  error: unknown,
  authenticated: boolean,
  options: ApiClientOptions,
  noAnswer: NoAnswerCode,
): ApiError {
  const prefix = options.failurePrefix ?? '';
  if (!(error instanceof FetchError) || !error.response) {
    // No answer at all: a plain message for people (the library's names the method and the URL and says
    // '<no response> Failed to fetch'), the library's error kept as the cause for logs.
    return new ApiError(prefix + noAnswerMessage(noAnswer), 0, noAnswer, undefined, { cause: error });
  }
  const { status, statusText } = error.response;
  if (status === 401 && authenticated) return authRequired(options, codeOfFailure(error.data));
  const message = messageOfFailure(status, statusText, error.data);
  return new ApiError(prefix + message, status, codeOfFailure(error.data), detailsOfFailure(error.data));
}

function authRequired(options: ApiClientOptions, code: string): ApiError {
  const error = new ApiError(AUTH_REQUIRED_MESSAGE, 401, code);
  options.onAuthRequired?.(error);
  return error;
}

function isTimeout(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { name?: string } | undefined) : undefined;
  return cause?.name === 'TimeoutError' || (error instanceof Error && error.name === 'TimeoutError');
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
