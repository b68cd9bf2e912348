import { type TokenClaims, tokenClaimsSchema } from '../model';

/** The claims of a JWT, read without verifying it: the server verifies, the client only needs `exp`. */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Shell §4: a token is expired when its exp is earlier than now or missing. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const claims = readTokenClaims(token);
  return !claims || claims.exp * 1000 < nowMs;
}
