import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { purgeExpired } from '../../server/db/housekeeping';
import { ApiClient } from './support/client';
import { setupHarness } from './support/harness';
import { serveHarness, signedHeaders } from './support/http-server';

const h = setupHarness();

const MESSAGES = {
  missing: 'Missing request signature: the X-Signature, X-Timestamp and X-Nonce headers are required',
  stale: 'Request timestamp is more than 300 seconds away from the server time',
  replayed: 'Replayed request: this nonce was already used',
  invalid: 'Invalid request signature',
};

describe('request signatures', () => {
  it('accepts a timestamp 299 s behind or ahead of the server clock', async () => {
    const demo = await h.signIn('demo');
    for (const offset of [-299, 299]) {
      const answer = await demo.get('/api/v1/auth/verify', { timestamp: h.nowSeconds() + offset });
      expect(answer.status).toBe(200);
    }
  });

  it('refuses a timestamp 301 s behind or ahead as stale', async () => {
    const demo = await h.signIn('demo');
    for (const offset of [-301, 301]) {
      const answer = await demo.get('/api/v1/auth/verify', { timestamp: h.nowSeconds() + offset });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'signature_stale', message: MESSAGES.stale });
    }
  });

  it('refuses a replayed request: the same nonce twice within the window', async () => {
    const demo = await h.signIn('demo');
    const nonce = randomBytes(16).toString('hex');
    const timestamp = h.nowSeconds();
    expect((await demo.get('/api/v1/forms', { nonce, timestamp })).status).toBe(200);
    const replay = await demo.get('/api/v1/forms', { nonce, timestamp });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toEqual({ code: 'signature_replayed', message: MESSAGES.replayed });
  });

  it('refuses a replayed write, so a captured save cannot be applied twice', async () => {
    const demo = await h.signIn('demo');
    const nonce = randomBytes(16).toString('hex');
    const body = { description: 'Once', schema_data: { fields: [] } };
    expect((await demo.post('/api/v1/forms', body, { nonce })).status).toBe(201);
    expect((await demo.post('/api/v1/forms', body, { nonce })).body.error?.code).toBe('signature_replayed');
  });

  it('accepts exactly one of several concurrent requests carrying the same nonce', async () => {
    const demo = await h.signIn('demo');
    const viewer = await h.signIn('viewer');
    const nonce = randomBytes(16).toString('hex');
    const timestamp = h.nowSeconds();
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => demo.get('/api/v1/auth/verify', { nonce, timestamp })),
      // Other sessions in the same batches are unaffected, even with the same nonce text.
      viewer.get('/api/v1/auth/verify', { nonce, timestamp }),
      viewer.get('/api/v1/auth/verify'),
    ]);
    const statuses = answers.slice(0, 6).map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.slice(6).map((a) => a.status)).toEqual([200, 200]);
  });

  it('catches a replay sent to another server process sharing the database', async () => {
    const demo = await h.signIn('demo');
    const second = createApp({ ...h.deps, log: h.deps.log });
    const onSecond = new ApiClient(second, demo.session, h.nowSeconds);
    const nonce = randomBytes(16).toString('hex');
    const timestamp = h.nowSeconds();
    expect((await demo.get('/api/v1/auth/verify', { nonce, timestamp })).status).toBe(200);
    const replay = await onSecond.get('/api/v1/auth/verify', { nonce, timestamp });
    expect(replay.body.error?.code).toBe('signature_replayed');
  });

  it('refuses a wrong signature: another key, another body, another path or another method', async () => {
    const demo = await h.signIn('demo');
    const other = await h.signIn('editor');
    const id = String((await demo.post('/api/v1/forms', { description: 'Signed' })).body.id);
    const cases = [
      demo.get('/api/v1/forms', { signature: randomBytes(32).toString('base64') }),
      demo.get('/api/v1/forms', { signature: 'not base64 at all!' }),
      new ApiClient(h.app, { ...demo.session, signingKey: other.session.signingKey }, h.nowSeconds).get(
        '/api/v1/forms',
      ),
      demo.put(
        `/api/v1/forms/${id}`,
        { description: 'Tampered' },
        { signBody: JSON.stringify({ description: 'Signed' }) },
      ),
      demo.get(`/api/v1/forms/${id}`, { signPath: '/api/v1/forms' }),
    ];
    for (const answer of await Promise.all(cases)) {
      expect(answer.status).toBe(401);
      expect(answer.body.error).toEqual({ code: 'signature_invalid', message: MESSAGES.invalid });
    }
    expect((await demo.get(`/api/v1/forms/${id}`)).body.data?.description).toBe('Signed');
  });

  it('binds the method: a GET signature does not authorise a DELETE of the same path', async () => {
    const demo = await h.signIn('demo');
    const id = String((await demo.post('/api/v1/forms', { description: 'Keep me' })).body.id);
    const timestamp = String(h.nowSeconds());
    const nonce = randomBytes(16).toString('hex');
    const { signRequest } = await import('./support/client');
    const getSignature = signRequest(
      demo.session.signingKey,
      timestamp,
      nonce,
      'GET',
      `/api/v1/forms/${id}`,
      '',
    );
    const answer = await demo.delete(`/api/v1/forms/${id}`, {
      timestamp,
      nonce: `${nonce}x`,
      signature: getSignature,
    });
    expect(answer.body.error?.code).toBe('signature_invalid');
    expect((await demo.get(`/api/v1/forms/${id}`)).status).toBe(200);
  });

  it.each(['x-signature', 'x-timestamp', 'x-nonce'])('refuses a request without %s', async (header) => {
    const demo = await h.signIn('demo');
    const answer = await demo.get('/api/v1/forms', { omit: [header] });
    expect(answer.status).toBe(401);
    expect(answer.body.error).toEqual({ code: 'signature_missing', message: MESSAGES.missing });
  });

  it('refuses a malformed timestamp or nonce', async () => {
    const demo = await h.signIn('demo');
    for (const options of [
      { timestamp: '12.5' },
      { timestamp: 'soon' },
      { nonce: 'short' },
      { nonce: 'has spaces in it' },
    ]) {
      const answer = await demo.get('/api/v1/forms', options);
      expect(answer.status).toBe(401);
      expect(answer.body.error?.code).toBe('signature_malformed');
    }
  });

  it('signs the path as sent, percent-encoding and case folded', async () => {
    const demo = await h.signIn('demo');
    const answer = await demo.get('/api/v1/forms/ABC%20def');
    expect(answer.status).toBe(404);
    expect(answer.body.error?.message).toBe('Form not found');
  });

  it('forgets nonces once their window (up to 300 s after a timestamp 300 s ahead) has passed', async () => {
    const demo = await h.signIn('demo');
    await demo.get('/api/v1/forms');
    const count = async () =>
      Number(
        (await h.deps.database.query<{ n: number }>('select count(*)::int as n from request_nonces', []))[0]
          ?.n,
      );
    expect(await count()).toBeGreaterThan(0);
    await purgeExpired(h.deps.database, new Date(h.now + 602_000));
    expect(await count()).toBe(0);
  });
});

describe('over a real HTTP connection (the Node adapter, as in production)', () => {
  it('answers a burst of concurrent signed reads, refuses the one replay among them, and sends the security and CORS headers', async () => {
    const server = await serveHarness(h);
    try {
      const demo = await h.signIn('demo');
      const timestamp = h.nowSeconds();
      const nonces = Array.from({ length: 24 }, () => randomBytes(12).toString('base64url'));
      nonces.push(nonces[0]!); // the replay
      const answers = await Promise.all(
        nonces.map((nonce) =>
          fetch(`${server.base}/api/v1/auth/verify`, {
            headers: {
              ...signedHeaders(demo.session, 'GET', '/api/v1/auth/verify', timestamp, nonce),
              origin: 'https://host.example',
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(24);
      expect(statuses.filter((s) => s === 401)).toHaveLength(1);
      const refused = answers.find((a) => a.status === 401)!;
      expect(await refused.json()).toEqual({
        error: { code: 'signature_replayed', message: MESSAGES.replayed },
      });
      for (const answer of answers) {
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('access-control-allow-origin')).toBe('https://host.example');
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      }
      const ok = answers.find((a) => a.status === 200)!;
      expect(((await ok.json()) as { data: { username: string } }).data.username).toBe('demo');
      const preflight = await fetch(`${server.base}/api/v1/forms`, {
        method: 'OPTIONS',
        headers: { origin: 'https://host.example', 'access-control-request-method': 'PUT' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Signature');
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://host.example');
    } finally {
      await server.close();
    }
  });
});
