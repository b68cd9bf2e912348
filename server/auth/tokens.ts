// Session tokens: JWT, HS256 only (the algorithm is pinned on verify, so 'none' or RS/HS confusion cannot
// slip in), with exp, sub (user id), tenantId and jti (the session id that sign-out revokes).
import type { KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'formwright';
const AUDIENCE = 'formwright-api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  sub: string;
  tenantId: string;
  jti: string;
  exp: number;
}

export async function issueToken(
  key: KeyObject,
  claims: { sub: string; tenantId: string; jti: string },
  nowMs: number,
  ttlSeconds: number,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(nowMs / 1000);
  const exp = iat + ttlSeconds;
  const token = await new SignJWT({ tenantId: claims.tenantId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
  return { token, exp };
}

export type TokenCheck = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyToken(key: KeyObject, token: string, nowMs: number): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    const { sub, jti, exp, tenantId } = payload;
    if (
      typeof tenantId !== 'string' ||
      !tenantId ||
      !sub ||
      !UUID.test(sub) ||
      !jti ||
      !UUID.test(jti) ||
      !exp
    ) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: { sub, jti, exp, tenantId } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid' };
  }
}
