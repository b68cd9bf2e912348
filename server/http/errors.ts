// Expected failures are ApiErrors (an HTTPException with a stable code); app.onError turns every error into
// `{ "error": { "code", "message" } }`. Anything unexpected is logged and answers a generic 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(status, { message });
  }
}

export const AUTH_REQUIRED = 'Authentication required';

export const errors = {
  unauthenticated: (code = 'unauthenticated') => new ApiError(401, code, AUTH_REQUIRED),
  forbidden: (message: string) => new ApiError(403, 'forbidden', message),
  notFound: (what: string) => new ApiError(404, 'not_found', `${what} not found`),
  conflict: (message: string) => new ApiError(409, 'conflict', message),
  invalid: (message: string, details?: ErrorDetail[]) =>
    new ApiError(422, 'validation_failed', message, details),
  /** A 422 about one field, in the documented shape: 'path: message', and the field in details. */
  invalidAt: (path: string, message: string) =>
    new ApiError(422, 'validation_failed', `${path}: ${message}`, [{ path, message }]),
  badRequest: (code: string, message: string) => new ApiError(400, code, message),
};

export function errorBody(code: string, message: string, details?: ErrorDetail[]) {
  return { error: details ? { code, message, details } : { code, message } };
}

export function errorResponse(
  c: Context,
  error: Error,
  log: (message: string, error: unknown) => void,
): Response {
  if (error instanceof ApiError)
    return c.json(errorBody(error.code, error.message, error.details), error.status);
  if (error instanceof HTTPException) {
    // Hono's own exceptions (for example from a middleware): keep the status, give it our shape.
    const code = error.status === 413 ? 'payload_too_large' : 'http_error';
    return c.json(errorBody(code, error.message || `HTTP ${error.status}`), error.status);
  }
  log(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
  return c.json(errorBody('internal', 'Internal server error'), 500);
}
