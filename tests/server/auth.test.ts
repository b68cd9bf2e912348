import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '../../server/auth/sign-in-limiter';
import { PASSWORDS, setupHarness } from './support/harness';
import { signInFrom } from './support/remote';

const h = setupHarness();

describe('sign-in', () => {
  it('answers a token, the user and a per-session signing key for the seeded demo account', async () => {
    const answer = await h.signInAnswer('demo');
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      username: 'demo',
      email: 'demo@demo.example',
      tenantId: 'demo',
      role: 'admin',
    });
    expect(answer.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Buffer.from(String(answer.body.signingKey), 'base64')).toHaveLength(32);
    const again = await h.signInAnswer('demo');
    expect(again.body.signingKey).not.toBe(answer.body.signingKey);
  });

  it('puts exp, sub, tenantId and jti into an HS256 token', async () => {
    const answer = await h.signInAnswer('editor');
    const [header, payload] = String(answer.body.token).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(claims).toMatchObject({ sub: answer.body.user?.id, tenantId: 'demo' });
    expect(claims.exp).toBeGreaterThan(h.nowSeconds());
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['', 'secret1', 'Username is required'],
    ['ab', 'secret1', 'Username must be at least 3 characters'],
    ['demo', '', 'Password is required'],
    ['demo', '12345', 'Password must be at least 6 characters'],
  ])('refuses username %j with password %j saying %s', async (username, password, message) => {
    const answer = await h.signInAnswer(username, password);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 'validation_failed', message });
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const wrong = await h.signInAnswer('demo', 'wrong-password');
    const unknown = await h.signInAnswer('nobody', 'whatever1');
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        error: { code: 'invalid_credentials', message: 'Invalid username or password' },
      });
    }
  });

  it('signs in within the tenant named by X-Tenant-Id and not in another one', async () => {
    expect((await h.signInAnswer('other', 'other1234', 'other')).status).toBe(200);
    expect((await h.signInAnswer('other', 'other1234', 'demo')).status).toBe(401);
  });

  it('refuses a sign-in naming one tenant in the body and another in X-Tenant-Id, and takes them when they agree', async () => {
    const signIn = (tenant: string, header: string) =>
      h.raw('POST', '/api/v1/auth/signin', {
        headers: { 'content-type': 'application/json', 'x-tenant-id': header },
        body: JSON.stringify({ username: 'other', password: 'other1234', tenant }),
      });
    const mixed = await signIn('other', 'demo');
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toEqual({
      code: 'tenant_mismatch',
      message:
        "The tenant in the body ('other') differs from X-Tenant-Id ('demo'): send one of them, or the same in both",
    });
    expect(mixed.body.token).toBeUndefined();
    expect((await signIn('other', 'other')).status).toBe(200);
  });

  it('refuses unknown keys and malformed JSON with a 400 naming the problem', async () => {
    const extra = await h.raw('POST', '/api/v1/auth/signin', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234', remember: true }),
    });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatchObject({
      code: 'unknown_field',
      message: "Unknown field 'remember' in the request body",
    });
    const malformed = await h.raw('POST', '/api/v1/auth/signin', {
      headers: { 'content-type': 'application/json' },
      body: '{"username": "demo",',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({
      code: 'malformed_json',
      message: expect.stringMatching(/^Malformed JSON body/),
    });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await h.raw('POST', '/api/v1/auth/signin', {
      headers: { 'content-type': 'text/plain' },
      body: 'username=demo',
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error).toEqual({
      code: 'unsupported_media_type',
      message: 'Content-Type must be application/json',
    });
  });
});

describe('verify and sign-out', () => {
  it('verify answers the signed-in user as data', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.get('/api/v1/auth/verify');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ ...demo.user });
  });

  it('sign-out revokes the token: the next call answers 401 Authentication required', async () => {
    const demo = await h.signIn('demo');
    expect((await demo.post('/api/v1/auth/signout')).status).toBe(200);
    const after = await demo.get('/api/v1/auth/verify');
    expect(after.status).toBe(401);
    expect(after.body.error).toMatchObject({ message: 'Authentication required' });
  });

  it('sign-out of one session leaves the user’s other sessions working', async () => {
    const first = await h.signIn('viewer');
    const second = await h.signIn('viewer');
    await first.post('/api/v1/auth/signout');
    expect((await second.get('/api/v1/auth/verify')).status).toBe(200);
  });
});

describe('tokens', () => {
  it('answers 401 Authentication required without a token', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.get('/api/v1/forms', { omit: ['authorization'] });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: { code: 'token_missing', message: 'Authentication required' } });
  });

  it('answers 401 Authentication required for an expired token', async () => {
    const demo = await h.signIn('demo');
    const start = h.now;
    h.advance(12 * 3600 + 1);
    try {
      const answer = await demo.get('/api/v1/auth/verify');
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'token_expired', message: 'Authentication required' });
    } finally {
      h.now = start;
    }
  });

  it('answers 401 Authentication required for a tampered token', async () => {
    const demo = await h.signIn('viewer');
    const [header, payload, signature] = demo.session.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, tenantId: 'other' })).toString('base64url');
    for (const token of [
      `${header}.${forged}.${signature}`,
      `${demo.session.token.slice(0, -2)}xx`,
      'not-a-jwt',
    ]) {
      const answer = await demo.get('/api/v1/auth/verify', { token });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'token_invalid', message: 'Authentication required' });
    }
  });

  it('refuses an unsigned token (alg none)', async () => {
    const demo = await h.signIn('demo');
    const [, payload] = demo.session.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await demo.get('/api/v1/auth/verify', { token: none })).status).toBe(401);
  });

  it('answers 403 when X-Tenant-Id differs from the token’s tenant and 400 when it is missing', async () => {
    const demo = await h.signIn('demo');
    const wrong = await demo.get('/api/v1/auth/verify', { tenantId: 'other' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toEqual({
      code: 'tenant_mismatch',
      message: 'X-Tenant-Id does not match the tenant of the token',
    });
    const missing = await demo.get('/api/v1/auth/verify', { omit: ['x-tenant-id'] });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ message: 'The X-Tenant-Id header is required' });
  });
});

describe('sign-in rate limiting', () => {
  // A harness of its own: these tests fill the limiter's windows and move the clock.
  const r = setupHarness();
  const TOO_MANY = {
    error: {
      code: 'too_many_sign_in_attempts',
      message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    },
  };
  const { perUsername, perAddress, windowMs } = SIGN_IN_LIMITS;

  it('refuses a username after repeated failures from any addresses with 429, until the window passes', async () => {
    for (let i = 0; i < perUsername; i += 1) {
      expect((await signInFrom(r, `10.0.0.${i + 1}`, 'editor', 'wrong-password')).status).toBe(401);
    }
    // Even the right password, from an address that never failed: the account is being guessed at.
    const blocked = await signInFrom(r, '10.0.1.1', 'editor', PASSWORDS.editor!);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect(Number(blocked.headers.get('retry-after'))).toBe(windowMs / 1000);
    r.advance(windowMs / 1000 - 60);
    expect(
      Number((await signInFrom(r, '10.0.1.1', 'editor', PASSWORDS.editor!)).headers.get('retry-after')),
    ).toBe(60);
    r.advance(60);
    expect((await signInFrom(r, '10.0.1.1', 'editor', PASSWORDS.editor!)).status).toBe(200);
  });

  it('refuses an address after repeated failures whatever the usernames, and only that address', async () => {
    for (let i = 0; i < perAddress; i += 1) {
      expect((await signInFrom(r, '10.1.1.1', `guess${i}`, 'wrong-password')).status).toBe(401);
    }
    const blocked = await signInFrom(r, '10.1.1.1', 'viewer', PASSWORDS.viewer!);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await signInFrom(r, '10.1.1.2', 'viewer', PASSWORDS.viewer!)).status).toBe(200);
    r.advance(windowMs / 1000);
    expect((await signInFrom(r, '10.1.1.1', 'viewer', PASSWORDS.viewer!)).status).toBe(200);
  });

  it('never blocks a successful sign-in because of other users’ failures from a different address', async () => {
    let answer = await signInFrom(r, '10.2.2.2', 'demo', 'wrong-password');
    while (answer.status === 401) answer = await signInFrom(r, '10.2.2.2', 'demo', 'wrong-password');
    expect(answer.status).toBe(429);
    expect((await signInFrom(r, '10.3.3.3', 'viewer', PASSWORDS.viewer!)).status).toBe(200);
    expect((await signInFrom(r, '10.3.3.3', 'other', PASSWORDS.other!)).status).toBe(200);
    r.advance(windowMs / 1000);
  });

  it('forgets a username’s failures once its owner signs in successfully', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < perUsername - 1; i += 1) {
        expect((await signInFrom(r, '10.4.4.4', 'other', 'wrong-password')).status).toBe(401);
      }
      expect((await signInFrom(r, '10.4.4.4', 'other', PASSWORDS.other!)).status).toBe(200);
    }
    r.advance(windowMs / 1000);
  });

  it('counts a burst of parallel guesses as they start, so no more than the limit get a password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: perUsername * 2 }, (_, i) =>
        signInFrom(r, `10.5.5.${i + 1}`, 'viewer', 'wrong-password'),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(perUsername);
    expect(statuses.filter((s) => s === 429)).toHaveLength(perUsername);
    r.advance(windowMs / 1000);
  });

  it('does not count malformed sign-ins (422) as failed attempts', async () => {
    for (let i = 0; i < perUsername + 1; i += 1) {
      expect((await signInFrom(r, '10.6.6.6', 'viewer', '123')).status).toBe(422);
    }
    expect((await signInFrom(r, '10.6.6.6', 'viewer', PASSWORDS.viewer!)).status).toBe(200);
  });
});

describe('sign-in rate limiting behind a trusted proxy (TRUST_PROXY)', () => {
  const r = setupHarness({ trustProxy: true });
  const PROXY = '192.0.2.1';
  /** Every request arrives from the proxy; the proxy appends the client's address to the header. */
  const viaProxy = (client: string, username: string, password: string, forged = '') =>
    r.app.request(
      '/api/v1/auth/signin',
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': forged ? `${forged}, ${client}` : client,
        },
        body: JSON.stringify({ username, password }),
      },
      { incoming: { socket: { remoteAddress: PROXY } } },
    );

  it("counts each client by the address the proxy saw, not the proxy's own or a forged one", async () => {
    const { perAddress, windowMs } = SIGN_IN_LIMITS;
    for (let i = 0; i < perAddress; i += 1) {
      // A fresh forged entry every time changes nothing: the proxy's entry is the rightmost.
      const answer = await viaProxy('198.51.100.7', `guess${i}`, 'wrong-password', `10.9.9.${i}`);
      expect(answer.status).toBe(401);
    }
    expect((await viaProxy('198.51.100.7', 'viewer', PASSWORDS.viewer!)).status).toBe(429);
    // Another client behind the same proxy is not locked out with it.
    expect((await viaProxy('198.51.100.8', 'viewer', PASSWORDS.viewer!)).status).toBe(200);
    r.advance(windowMs / 1000);
  });
});
