// The app-wide middleware. Written against c.req.header() and Node's response only: on @hono/node-server
// those read and write Node's headers without materialising a WHATWG Request or Response, which Hono's
// stock cors and bodyLimit both do on every request (a fifth of a GET's CPU).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileSizeText, fileTooLargeMessage } from '../../src/model/files';
import type { AppEnv } from './env';
import { errorBody } from './errors';

// Idempotency-Key: a renderer on another origin sends it with each public submission (issue #8).
const ALLOW_HEADERS =
  'Authorization, Content-Type, X-Tenant-Id, X-Signature, X-Timestamp, X-Nonce, Idempotency-Key, X-Client-Id';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

interface NodeResponse {
  setHeader(name: string, value: string): unknown;
}

/**
 * Sets a header of the answer. On @hono/node-server it goes straight onto Node's ServerResponse, where
 * writeHead merges it under the handler's own headers: Hono's c.header() would build a WHATWG Headers
 * object for every answer and make the adapter copy it back into Node's form. Elsewhere (app.request in
 * tests, other runtimes) it is c.header(), with the same precedence.
 */
function setAnswerHeader(c: Context, name: string, value: string): void {
  const outgoing = (c.env as { outgoing?: NodeResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function') outgoing.setHeader(name, value);
  else c.header(name, value);
}

/** CORS for browsers embedding the elements. Auth travels in headers, never cookies. */
export function corsMiddleware(origins: string[]): MiddlewareHandler<AppEnv> {
  const any = origins.includes('*');
  return (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && (any || origins.includes(origin));
    if (allowed) {
      setAnswerHeader(c, 'Access-Control-Allow-Origin', origin);
      setAnswerHeader(c, 'Access-Control-Allow-Credentials', 'true');
      setAnswerHeader(c, 'Vary', 'Origin');
      // Downloads are named by their Content-Disposition; a page may read it only when exposed.
      setAnswerHeader(c, 'Access-Control-Expose-Headers', 'Content-Disposition');
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (allowed) {
        setAnswerHeader(c, 'Access-Control-Allow-Methods', ALLOW_METHODS);
        setAnswerHeader(c, 'Access-Control-Allow-Headers', ALLOW_HEADERS);
        setAnswerHeader(c, 'Access-Control-Max-Age', '600');
      }
      return Promise.resolve(c.body(null, 204));
    }
    return next();
  };
}

/** The public file upload route: its body holds a whole file, so it has a limit of its own. */
const UPLOAD_ROUTE = /^\/api\/v1\/public\/[^/]+\/forms\/[^/]+\/files$/;

/** Room for the multipart envelope around an upload's file (boundaries, part headers, field_id). */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

/** One body limit: 413 with `message` beyond `max` bytes, by Content-Length or while streaming. */
function limitOf(max: number, message: string) {
  const tooLarge = errorBody('payload_too_large', message);
  return {
    max,
    answer: (c: Context<AppEnv>) => c.json(tooLarge, 413),
    streaming: bodyLimit({ maxSize: max, onError: (c) => c.json(tooLarge, 413) }),
  };
}

/**
 * 413 beyond `maxBody` bytes, or beyond the largest file (plus its envelope) on the upload route, which
 * says so in the file field's own words: by Content-Length when there is one, else while streaming
 * (Hono's bodyLimit).
 */
export function bodyLimitMiddleware(maxBody: number, maxFile: number): MiddlewareHandler<AppEnv> {
  // In sizes as people read them: a visitor whose answers were refused sees this text.
  const json = limitOf(maxBody, `Request body is larger than ${fileSizeText(maxBody)}`);
  const upload = limitOf(maxFile + UPLOAD_ENVELOPE_BYTES, fileTooLargeMessage(maxFile));
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const limit = method === 'POST' && UPLOAD_ROUTE.test(c.req.path) ? upload : json;
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > limit.max) return limit.answer(c);
      return next();
    }
    return limit.streaming(c, next);
  };
}

/** Answers carry tenant data: never cache them in shared caches, never sniff them as HTML. */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) => {
  setAnswerHeader(c, 'Cache-Control', 'no-store');
  setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
  return next();
};
