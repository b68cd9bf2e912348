// Authenticates and verifies the signature of every call but sign-in. The session row, the user and the
// nonce insert travel in one SQL round trip: the hot path costs one query before the handler's own.
import type { Context } from 'hono';
import { decryptString } from '../crypto/secrets';
import type { AppDeps } from '../deps';
import type { AppEnv, AuthUser } from '../http/env';
import { ApiError, errors } from '../http/errors';
import type { Authenticate } from '../http/resource';
import {
  canonicalString,
  NONCE_PATTERN,
  rawPath,
  SIGNATURE_WINDOW_SECONDS,
  signaturesMatch,
  signCanonical,
  TIMESTAMP_PATTERN,
} from './signing';
import { verifyToken } from './tokens';

export const SIGNATURE_MESSAGES = {
  missing: 'Missing request signature: the X-Signature, X-Timestamp and X-Nonce headers are required',
  malformed:
    'Malformed signature headers: X-Timestamp must be whole seconds and X-Nonce 8 to 128 URL-safe characters',
  stale: `Request timestamp is more than ${SIGNATURE_WINDOW_SECONDS} seconds away from the server time`,
  replayed: 'Replayed request: this nonce was already used',
  invalid: 'Invalid request signature',
} as const;

const AUTH_SQL = `
with fresh as (
  insert into request_nonces (tenant_id, session_id, nonce, expires_at)
  values ($1, $2, $3, $4)
  on conflict do nothing
  returning 1
)
select s.signing_key_enc, s.expires_at, s.revoked_at,
       u.id as user_id, u.username, u.email, u.name, u.role,
       (select count(*) from fresh)::int as fresh
from sessions s
join users u on u.tenant_id = s.tenant_id and u.id = s.user_id
where s.tenant_id = $1 and s.id = $2`;

interface AuthRow {
  signing_key_enc: string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  user_id: string;
  username: string;
  email: string;
  name: string;
  role: AuthUser['role'];
  fresh: number;
}

export function sessionKeyAad(tenantId: string, sessionId: string): string {
  return `tenant:${tenantId}:session:${sessionId}`;
}

function signatureError(kind: keyof typeof SIGNATURE_MESSAGES): ApiError {
  return new ApiError(401, `signature_${kind}`, SIGNATURE_MESSAGES[kind]);
}

export function createAuthenticator(deps: AppDeps): Authenticate {
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

  return async (c: Context<AppEnv>, rawBody: string) => {
    const header = c.req.header('authorization') ?? '';
    const bearer = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header);
    if (!bearer?.[1]) throw errors.unauthenticated('token_missing');
    const now = deps.clock();
    const check = await verifyToken(deps.keys.jwt, bearer[1], now);
    if (!check.ok)
      throw errors.unauthenticated(check.reason === 'expired' ? 'token_expired' : 'token_invalid');
    const { claims } = check;

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
    const [row] = await deps.database.query<AuthRow>(AUTH_SQL, [
      claims.tenantId,
      claims.jti,
      nonce,
      nonceExpiry,
    ]);
    if (
      !row ||
      row.revoked_at !== null ||
      new Date(row.expires_at).getTime() <= now ||
      row.user_id !== claims.sub
    ) {
      throw errors.unauthenticated('session_revoked');
    }
    const key = signingKey(claims.tenantId, claims.jti, row.signing_key_enc);
    const expected = signCanonical(
      key,
      canonicalString(timestamp, nonce, c.req.method, rawPath(c.req.url), rawBody),
    );
    if (!signaturesMatch(expected, signature)) throw signatureError('invalid');
    if (row.fresh !== 1) throw signatureError('replayed');

    c.set('auth', {
      tenantId: claims.tenantId,
      sessionId: claims.jti,
      user: {
        id: row.user_id,
        username: row.username,
        email: row.email,
        name: row.name,
        role: row.role,
        tenantId: claims.tenantId,
      },
    });
  };
}
