// Sign-in, verify, sign-out. Sign-in is the one call without a token and without a signature: it is where
// the client receives both (the signing key is random per session and stored encrypted).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { validateSignIn } from '../../src/logic';
import { authUserSchema } from '../../src/model';
import { sessionKeyAad } from '../auth/authenticate';
import { SignInLimiter, TOO_MANY_SIGN_INS } from '../auth/sign-in-limiter';
import { issueToken } from '../auth/tokens';
import { burnPasswordCheck, verifyPassword } from '../crypto/passwords';
import { encryptString } from '../crypto/secrets';
import { sessions, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { newId } from '../domain/ids';
import { userView } from '../domain/views';
import { clientAddress } from '../http/client-address';
import { ApiError, errorBody, errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { emptyBody } from '../http/validation';

/** The sign-in rules of shell §5, from the shared logic, as error details (username first). */
function signInProblems(username: string, password: string): { path: string; message: string }[] {
  const found = validateSignIn(username, password);
  return (['username', 'password'] as const).flatMap((path) => {
    const message = found[path];
    return message ? [{ path, message }] : [];
  });
}

export const INVALID_CREDENTIALS = 'Invalid username or password';
/** Two tenants named for one sign-in: which one was meant cannot be guessed. */
export const TENANT_MISMATCH = (body: string, header: string) =>
  `The tenant in the body ('${body}') differs from X-Tenant-Id ('${header}'): send one of them, or the same in both`;

const signInBody = z.strictObject({
  username: z.string().max(200).optional(),
  password: z.string().max(1000).optional(),
  /** The tenant may also come from X-Tenant-Id; without either, the username is looked up in all tenants. */
  tenant: z.string().max(100).optional(),
});

const signInAnswer = z.object({
  token: z.string(),
  user: authUserSchema,
  signingKey: z
    .string()
    .describe('base64 of 32 random bytes: the HMAC key for X-Signature, for this session only'),
  expiresAt: z.string(),
});

export function authRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;
  const limiter = new SignInLimiter(deps.clock);

  api.op(
    {
      method: 'post',
      path: '/signin',
      public: true,
      summary: 'Sign in',
      description:
        'Answers a JWT (Authorization: Bearer), the user, and the per-session signing key for X-Signature.',
      body: signInBody,
      response: { status: 200, schema: signInAnswer, description: 'Signed in' },
      errors: [401, 429],
      errorResponses: {
        400: {
          description:
            "Malformed request; 'tenant_mismatch' when the body's tenant and X-Tenant-Id name different tenants",
        },
        429: {
          description:
            `'too_many_sign_in_attempts' ('${TOO_MANY_SIGN_INS}'): too many failed sign-in attempts for this ` +
            'username or from this address; see Retry-After',
          headers: {
            'Retry-After': { description: 'Seconds until another attempt is heard', type: 'integer' },
          },
        },
      },
    },
    async (c, { body }) => {
      const username = body.username ?? '';
      const password = body.password ?? '';
      const problems = signInProblems(username, password);
      if (problems.length > 0) throw errors.invalid(problems[0]!.message, problems);
      const header = c.req.header('x-tenant-id');
      if (body.tenant !== undefined && header !== undefined && body.tenant !== header) {
        throw new ApiError(400, 'tenant_mismatch', TENANT_MISMATCH(body.tenant, header));
      }
      // Before any password work: a blocked guesser costs no scrypt either.
      const attempt = limiter.begin(username, clientAddress(c, deps.config.trustProxy));
      if ('retryAfterSeconds' in attempt) {
        return c.json(errorBody('too_many_sign_in_attempts', TOO_MANY_SIGN_INS), 429, {
          'Retry-After': String(attempt.retryAfterSeconds),
        });
      }

      const tenant = body.tenant ?? header;
      const candidates = await db
        .select()
        .from(users)
        .where(
          tenant
            ? and(eq(users.tenantId, tenant), eq(users.username, username.trim()))
            : eq(users.username, username.trim()),
        )
        .limit(10);
      if (candidates.length === 0) {
        await burnPasswordCheck(password, deps.config.passwordCost);
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      const matches = [];
      for (const candidate of candidates) {
        if (await verifyPassword(password, candidate.passwordHash)) matches.push(candidate);
      }
      const [user] = matches;
      if (!user) throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      // The password was right: not a guess to hold against the username or the address.
      attempt.succeeded();
      if (matches.length > 1) {
        throw errors.badRequest(
          'tenant_required',
          'This account exists in several tenants: send the X-Tenant-Id header',
        );
      }

      const now = deps.clock();
      const sessionId = newId();
      const signingKey = randomBytes(32).toString('base64');
      const { token, exp } = await issueToken(
        deps.keys.jwt,
        { sub: user.id, tenantId: user.tenantId, jti: sessionId },
        now,
        deps.config.sessionTtlSeconds,
      );
      const expiresAt = new Date(exp * 1000);
      await db.insert(sessions).values({
        tenantId: user.tenantId,
        id: sessionId,
        userId: user.id,
        signingKeyEnc: encryptString(deps.keys.data, sessionKeyAad(user.tenantId, sessionId), signingKey),
        createdAt: new Date(now),
        expiresAt,
      });
      return c.json({
        token,
        user: userView({ ...user, tenantId: user.tenantId }),
        signingKey,
        expiresAt: expiresAt.toISOString(),
      });
    },
  );

  api.op(
    {
      method: 'get',
      path: '/verify',
      summary: 'The signed-in user',
      response: {
        status: 200,
        schema: z.object({ data: authUserSchema }),
        description: 'The token is valid',
      },
    },
    (c) => c.json({ data: userView(c.get('auth').user) }),
  );

  api.op(
    {
      method: 'post',
      path: '/signout',
      summary: 'Sign out: revokes this session',
      body: emptyBody,
      bodyOptional: true,
      response: {
        status: 200,
        schema: z.object({ data: z.object({ signedOut: z.literal(true) }) }),
        description: 'The token and signing key no longer work',
      },
    },
    async (c) => {
      const auth = c.get('auth');
      await db
        .update(sessions)
        .set({ revokedAt: new Date(deps.clock()) })
        .where(and(eq(sessions.tenantId, auth.tenantId), eq(sessions.id, auth.sessionId)));
      return c.json({ data: { signedOut: true as const } });
    },
  );
}
