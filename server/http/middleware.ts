// The app-wide middleware. Written against c.req.header() and c.header() only: on @hono/node-server those
// read Node's headers and prepare the answer's headers without materialising a WHATWG Request or Response,
// which Hono's stock cors and bodyLimit both do on every request (a fifth of a GET's CPU).
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './env';
import { errorBody } from './errors';

const ALLOW_HEADERS = 'Authorization, Content-Type, X-Tenant-Id, X-Signature, X-Timestamp, X-Nonce';
const ALLOW_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';

/** CORS for browsers embedding the elements. Auth travels in headers, never cookies. */
export function corsMiddleware(origins: string[]): MiddlewareHandler<AppEnv> {
  const any = origins.includes('*');
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && (any || origins.includes(origin));
    if (allowed) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin');
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (allowed) {
        c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
        c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
        c.header('Access-Control-Max-Age', '600');
      }
      return c.body(null, 204);
    }
    await next();
  };
}

/** 413 beyond `max` bytes: by Content-Length when there is one, else while streaming (Hono's bodyLimit). */
export function bodyLimitMiddleware(max: number): MiddlewareHandler<AppEnv> {
  const tooLarge = errorBody('payload_too_large', `Request body is larger than ${max} bytes`);
  const streaming = bodyLimit({ maxSize: max, onError: (c) => c.json(tooLarge, 413) });
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number(length) > max) return c.json(tooLarge, 413);
      return next();
    }
    return streaming(c, next);
  };
}

/** Answers carry tenant data: never cache them in shared caches, never sniff them as HTML. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  await next();
};
