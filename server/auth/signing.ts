// Request signing (documented for host products in docs/api.md):
//   X-Signature = base64(HMAC-SHA256(signingKey, timestamp \n nonce \n METHOD \n lower-cased path \n body))
// The per-session signingKey comes from sign-in, so no signing secret ships in a bundle. The nonce makes
// every request unique, so a captured request cannot be replayed within the timestamp window either.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_WINDOW_SECONDS = 300;

export function canonicalString(
  timestamp: string,
  nonce: string,
  method: string,
  path: string,
  body: string,
): string {
  return `${timestamp}\n${nonce}\n${method.toUpperCase()}\n${path.toLowerCase()}\n${body}`;
}

export function signCanonical(key: Buffer, canonical: string): string {
  return createHmac('sha256', key).update(canonical, 'utf8').digest('base64');
}

/** Constant-time comparison of two base64 signatures (a wrong length is simply unequal). */
export function signaturesMatch(expectedBase64: string, givenBase64: string): boolean {
  const expected = Buffer.from(expectedBase64, 'base64');
  const given = Buffer.from(givenBase64, 'base64');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const NONCE_PATTERN = /^[A-Za-z0-9_\-+=/.]{8,128}$/;
export const TIMESTAMP_PATTERN = /^\d{1,12}$/;

/**
 * The path as it came on the request line, still percent-encoded and without the query: what the client
 * signed. (Hono's c.req.path is decoded, which would make '%2F' and '/' sign alike.)
 */
export function rawPath(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.slice(start).search(/[?#]/);
  return end === -1 ? url.slice(start) : url.slice(start, start + end);
}
