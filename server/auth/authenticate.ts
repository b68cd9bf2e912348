// Authenticates and verifies the signature of every call but sign-in. The session row, the user and the
// nonce insert travel in one SQL round trip: the hot path costs one query before the handler's own.
import type { Context } from 'hono';
import { decryptString } from '../crypto/secrets';
import type { AppDeps } from '../deps';
import { isUuid } from '../domain/ids';
import { schemaCacheFor } from '../domain/schema-cache';
import type { AppEnv } from '../http/env';
import { ApiError, errors } from '../http/errors';
import type { Authenticate } from '../http/resource';
import { createSessionLookup } from './session-lookup';
import {
  canonicalString,
  NONCE_PATTERN,
  rawPath,
  SIGNATURE_WINDOW_SECONDS,
  signaturesMatch,
  signCanonical,
  TIMESTAMP_PATTERN,
} from './signing';
import { type SessionClaims, verifyToken } from './tokens';

export const SIGNATURE_MESSAGES = {
  missing: 'Missing request signature: the X-Signature, X-Timestamp and X-Nonce headers are required',
  malformed:
    'Malformed signature headers: X-Timestamp must be whole seconds and X-Nonce 8 to 128 URL-safe characters',
  stale: `Request timestamp is more than ${SIGNATURE_WINDOW_SECONDS} seconds away from the server time`,
  replayed: 'Replayed request: this nonce was already used',
  invalid: 'Invalid request signature',
} as const;

export function sessionKeyAad(tenantId: string, sessionId: string): string {
  return `tenant:${tenantId}:session:${sessionId}`;
}

function signatureError(kind: keyof typeof SIGNATURE_MESSAGES): ApiError {
  return new ApiError(401, `signature_${kind}`, SIGNATURE_MESSAGES[kind]);
}

export function createAuthenticator(deps: AppDeps): Authenticate {
  const lookup = createSessionLookup(deps.database);
  const schemaCache = schemaCacheFor(deps.database);
  // Decrypted signing keys by session id; the ciphertext is kept to notice a changed row.
  const keyCache = new Map<string, { sealed: string; key: Buffer }>();

  const signingKey = (tenantId: string, sessionId: string, sealed: string): Buffer => {
    const hit = keyCache.get(sessionId);
    if (hit && hit.sealed === sealed) return hit.key;
    const key = Buffer.from(
      decryptString(deps.keys.data, sessionKeyAad(tenantId, sessionId), sealed),
      'base64',
    );
    if (keyCache.size >= 10_000) keyCache.delete(keyCache.keys().next().value as string);
    keyCache.set(sessionId, { sealed, key });
    return key;
  };

  // Tokens already verified, by token text. Verifying an HS256 token is deterministic, so a token that
  // verified once verifies again until it expires; jose's WebCrypto path costs more than the whole rest
  // of the request. Revocation is still checked in the database on every call.
  const tokenCache = new Map<string, SessionClaims>();
  const verifiedClaims = async (token: string, now: number): Promise<SessionClaims> => {
    let claims = tokenCache.get(token);
    if (!claims) {
      const check = await verifyToken(deps.keys.jwt, token, now);
      if (!check.ok)
        throw errors.unauthenticated(check.reason === 'expired' ? 'token_expired' : 'token_invalid');
      claims = check.claims;
      if (tokenCache.size >= 10_000) tokenCache.delete(tokenCache.keys().next().value as string);
      tokenCache.set(token, claims);
    }
    if (claims.exp * 1000 <= now) {
      tokenCache.delete(token);
      throw errors.unauthenticated('token_expired');
    }
    return claims;
  };

  return async (c: Context<AppEnv>, rawBody: string, formId?: string) => {
    const header = c.req.header('authorization') ?? '';
    const bearer = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
    if (!bearer?.[1]) throw errors.unauthenticated('token_missing');
    const now = deps.clock();
    const claims = await verifiedClaims(bearer[1], now);

    const tenantHeader = c.req.header('x-tenant-id');
    if (!tenantHeader) throw errors.badRequest('tenant_header_missing', 'The X-Tenant-Id header is required');
    if (tenantHeader !== claims.tenantId) {
      throw new ApiError(403, 'tenant_mismatch', 'X-Tenant-Id does not match the tenant of the token');
    }

    const signature = c.req.header('x-signature');
    const timestamp = c.req.header('x-timestamp');
    const nonce = c.req.header('x-nonce');
    if (!signature || !timestamp || !nonce) throw signatureError('missing');
    if (!TIMESTAMP_PATTERN.test(timestamp) || !NONCE_PATTERN.test(nonce)) throw signatureError('malformed');
    const ts = Number(timestamp);
    if (Math.abs(now / 1000 - ts) > SIGNATURE_WINDOW_SECONDS) throw signatureError('stale');

    // The nonce must be remembered for as long as its timestamp is acceptable.
    const nonceExpiry = new Date((ts + SIGNATURE_WINDOW_SECONDS + 1) * 1000).toISOString();
    const prefetch = isUuid(formId) ? formId : undefined;
    const cached = prefetch ? schemaCache.get(claims.tenantId, prefetch) : undefined;
    const { session, fresh, form } = await lookup({
      tenantId: claims.tenantId,
      sessionId: claims.jti,
      nonce,
      nonceExpiresAt: nonceExpiry,
      formId: prefetch,
      knownRevision: cached?.revision,
    });
    if (
      !session ||
      session.revokedAt !== null ||
      session.expiresAt.getTime() <= now ||
      session.user.id !== claims.sub
    ) {
      throw errors.unauthenticated('session_revoked');
    }
    const key = signingKey(claims.tenantId, claims.jti, session.signingKeyEnc);
    const expected = signCanonical(
      key,
      canonicalString(timestamp, nonce, c.req.method, rawPath(c.req.url), rawBody),
    );
    if (!signaturesMatch(expected, signature)) throw signatureError('invalid');
    if (!fresh) throw signatureError('replayed');

    c.set('auth', {
      tenantId: claims.tenantId,
      sessionId: claims.jti,
      user: { ...session.user, tenantId: claims.tenantId },
      prefetchedForm: prefetch && form !== undefined ? { formId: prefetch, row: form, cached } : undefined,
    });
  };
}
