// Webhook delivery end to end: a real submission through the public route writes the outbox row, a real
// worker claims and sends it to a loopback receiver, and the receiver checks the Standard Webhooks
// signature the way any receiver would (node:crypto here, independent of the server's code).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELIVERY_MESSAGES } from '../../server/routes/deliveries';
import { CLAIM_SQL, FINISH_SQL, loadTenantSigningSecret } from '../../server/webhooks/store';
import { FORM_WEBHOOK_GONE, WebhookWorker, type WebhookWorkerOptions } from '../../server/webhooks/worker';
import type { ApiClient, Loose } from './support/client';
import { idOf } from './support/fixtures';
import { setupHarness } from './support/harness';

const h = setupHarness({ webhookBackoffBaseMs: 40 });

interface Delivered {
  at: number;
  /** The path the request was sent to (the receiver answers every path). */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback receiver: records every request and answers as the test says ('hang' never answers). */
class Receiver {
  readonly received: Delivered[] = [];
  reply: (n: number) => number | 'hang' = () => 200;
  private readonly sockets = new Set<Socket>();
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({
        at: Date.now(),
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      const answer = this.reply(this.received.length);
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  url = '';

  async start(): Promise<void> {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/formwright`;
  }

  reset(): void {
    this.received.length = 0;
    this.reply = () => 200;
    for (const socket of this.sockets) socket.destroy();
  }

  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** What a receiver following the Standard Webhooks specification does with a request. */
function verifiesAsReceiver(secret: string, delivered: Delivered, toleranceSeconds = 300): boolean {
  const id = delivered.headers['webhook-id'];
  const timestamp = delivered.headers['webhook-timestamp'];
  const signatures = delivered.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${delivered.body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, mac = ''] = entry.split(',', 2);
    const given = Buffer.from(mac, 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const receiver = new Receiver();
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
let demo: ApiClient;
let editor: ApiClient;
let viewer: ApiClient;
let other: ApiClient;
let workers: WebhookWorker[] = [];

function worker(options: Partial<WebhookWorkerOptions> = {}): WebhookWorker {
  // The real clock: the harness clock stands still, and retries are scheduled in real milliseconds.
  const w = new WebhookWorker(h.deps, { pollMs: 10, clock: Date.now, ...options }).start();
  workers.push(w);
  return w;
}

beforeAll(async () => {
  await receiver.start();
});
afterAll(() => receiver.stop());
beforeEach(async () => {
  await h.reseed();
  receiver.reset();
  h.deps.config.allowLoopbackOutbound = true;
  demo = await h.signIn('demo');
  editor = await h.signIn('editor');
  viewer = await h.signIn('viewer');
  other = await h.signIn('other');
});
afterEach(async () => {
  await Promise.all(workers.map((w) => w.stop(0)));
  workers = [];
});

const schema = (webhook?: string) => ({
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: ['name'] }],
  all_fields: [{ id: 'name', type: 'text', label: 'Name', required: true }],
  settings: webhook ? { notifications: { webhook } } : {},
  globalVariables: [],
});

async function publishedForm(webhook?: string): Promise<string> {
  const id = idOf(await demo.post('/api/v1/forms', { description: 'Hooked', schema_data: schema(webhook) }));
  expect((await demo.post(`/api/v1/forms/${id}/publish`)).status).toBe(200);
  await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'editor@demo.example', role: 'editor' });
  await demo.post(`/api/v1/forms/${id}/collaborators`, { email: 'viewer@demo.example', role: 'viewer' });
  return id;
}

/** The tenant's webhook integration (the one integration key the API lets an admin add). */
async function webhookIntegration(extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await demo.put('/api/v1/tenant-settings/field_registry', {
    config: {
      integration_type: 'webhook',
      endpoint_url: receiver.url,
      http_method: 'POST',
      auth_type: 'hmac',
      auth_config: { secret_key: SECRET, algorithm: 'sha256', header_name: 'X-HMAC-Signature' },
      retry_attempts: 3,
      request_timeout: 5,
      ...extra,
    },
    setting_name: 'Submissions hook',
    description: 'Every submission',
  });
  expect(answer.status, answer.text).toBeLessThan(300);
  return String(answer.body.data?.id);
}

/** Submits through the public route; the clock moves a minute first, past the per-minute limit. */
async function submit(formId: string, name: string) {
  h.advance(61);
  const started = performance.now();
  const answer = await h.raw('POST', `/api/v1/public/demo/forms/${formId}/submissions`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ values: { name } }),
  });
  expect(answer.status, answer.text).toBe(201);
  return { id: String(answer.body.id), ms: performance.now() - started };
}

/** The other tenant publishes a form hooked to the receiver and gets one submission: its form id. */
async function otherTenantSubmits(name: string): Promise<string> {
  const theirs = idOf(
    await other.post('/api/v1/forms', { description: 'Elsewhere', schema_data: schema(receiver.url) }),
  );
  expect((await other.post(`/api/v1/forms/${theirs}/publish`)).status).toBe(200);
  h.advance(61);
  const sent = await h.raw('POST', `/api/v1/public/${other.user.tenantId}/forms/${theirs}/submissions`, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ values: { name } }),
  });
  expect(sent.status, sent.text).toBe(201);
  return theirs;
}

/** The harness's database, recording the text of every statement run through query(). */
function spiedDatabase() {
  const statements: string[] = [];
  const database = {
    ...h.deps.database,
    query: <T>(text: string, params: unknown[], name?: string) => {
      statements.push(text);
      return h.deps.database.query<T>(text, params, name);
    },
  };
  return { database, statements };
}

async function deliveries(formId: string, client = demo, query = ''): Promise<Loose[]> {
  const answer = await client.get(`/api/v1/forms/${formId}/deliveries${query}`);
  expect(answer.status, answer.text).toBe(200);
  return [...(answer.body.data ?? [])];
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const finished = (formId: string, count = 1) =>
  until(`${count} finished deliveries`, async () => {
    const rows = await deliveries(formId);
    return rows.length >= count && rows.every((r) => String(r.status) !== 'pending') ? rows : undefined;
  });

describe('webhook delivery', () => {
  it('gives a receiver that failed twice a third attempt, signed so that the receiver can verify it', async () => {
    const integrationId = await webhookIntegration();
    receiver.reply = (n) => (n <= 2 ? 503 : 200);
    const form = await publishedForm();
    const submission = await submit(form, 'Ada');
    worker();
    const [row] = await finished(form);
    expect(row).toMatchObject({
      submission_id: submission.id,
      integration_id: integrationId,
      target: receiver.url,
      status: 'succeeded',
      attempts: 3,
      response_code: 200,
      last_error: null,
    });
    expect(typeof row?.duration_ms).toBe('number');
    expect(receiver.received).toHaveLength(3);
    const [first, second, third] = receiver.received as [Delivered, Delivered, Delivered];
    // One message id for every attempt, so the receiver can drop duplicates.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(verifiesAsReceiver(SECRET, third)).toBe(true);
    expect(verifiesAsReceiver(`whsec_${randomBytes(32).toString('base64')}`, third)).toBe(false);
    expect(verifiesAsReceiver(SECRET, { ...third, body: third.body.replace('Ada', 'Eve') })).toBe(false);
    // The integration's own auth type (hmac) is applied too: hex HMAC of the body in its header.
    expect(third.headers['x-hmac-signature']).toBe(
      createHmac('sha256', SECRET).update(third.body).digest('hex'),
    );
    expect(JSON.parse(third.body)).toMatchObject({
      type: 'submission.created',
      data: { id: submission.id, form_id: form, values: { name: 'Ada' } },
    });
    // Built from the submission at each attempt: the same bytes every time, dated by the submission.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    const sent = JSON.parse(third.body) as { timestamp: string; data: { created_at: string } };
    expect(sent.timestamp).toBe(sent.data.created_at);
    expect(new Date(sent.timestamp).getTime()).toBe(h.now);
    // Exponential backoff from a 40 ms base with jitter: at least 20 ms, then at least 40 ms.
    expect(second.at - first.at).toBeGreaterThanOrEqual(20);
    expect(third.at - second.at).toBeGreaterThanOrEqual(40);
  });

  it("sends the integration's request header values in clear, while the settings show them masked", async () => {
    await webhookIntegration({ request_headers: { 'X-Receiver-Key': 'hdr-webhook-SECRET' } });
    expect((await editor.get('/api/v1/tenant-settings')).text).not.toContain('hdr-webhook-SECRET');
    const form = await publishedForm();
    await submit(form, 'Ada');
    worker();
    const [row] = await finished(form);
    expect(row).toMatchObject({ status: 'succeeded' });
    expect(receiver.received[0]?.headers['x-receiver-key']).toBe('hdr-webhook-SECRET');
  });

  it('gives up after 1 + retry_attempts attempts and records the last answer', async () => {
    await webhookIntegration({ retry_attempts: 1 });
    receiver.reply = () => 500;
    const form = await publishedForm();
    await submit(form, 'Ada');
    worker();
    const [row] = await finished(form);
    expect(row).toMatchObject({ status: 'failed', attempts: 2, response_code: 500 });
    expect(row?.last_error).toBe('The receiver answered HTTP 500');
    expect(receiver.received).toHaveLength(2);
  });

  it('times a receiver that never answers out per its config, without delaying any submit answer', async () => {
    await webhookIntegration({ request_timeout: 1, retry_attempts: 0 });
    receiver.reply = () => 'hang';
    const form = await publishedForm();
    worker();
    const first = await submit(form, 'Ada');
    await until('the first attempt to hang', async () => (receiver.received.length > 0 ? true : undefined));
    // The receiver now holds a request open: answers to new submissions must not wait for it.
    const second = await submit(form, 'Bob');
    expect(first.ms).toBeLessThan(1000);
    expect(second.ms).toBeLessThan(1000);
    const rows = await finished(form, 2);
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'failed',
        attempts: 1,
        response_code: null,
        last_error: 'Timed out after 1000 ms',
      });
      expect(Number(row.duration_ms)).toBeGreaterThanOrEqual(1000);
      expect(Number(row.duration_ms)).toBeLessThan(3000);
    }
  });

  it("signs the form's own webhook URL with the tenant's webhook_signing_secret setting", async () => {
    const saved = await demo.post('/api/v1/tenant-settings', {
      setting_key: 'webhook_signing_secret',
      setting_name: 'Webhook signing secret',
      description: '',
      config: { data_type: 'string', value: SECRET },
      is_encrypted: true,
    });
    expect(saved.status, saved.text).toBe(201);
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    worker();
    const [row] = await finished(form);
    expect(row).toMatchObject({ status: 'succeeded', integration_id: null, target: receiver.url });
    expect(verifiesAsReceiver(SECRET, receiver.received[0]!)).toBe(true);
  });

  it('signs every delivery: a tenant without a secret gets one generated, encrypted and shown only masked', async () => {
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    worker();
    await finished(form);
    await submit(form, 'Bob');
    await finished(form, 2);
    const [row] = await h.deps.database.query<{ secret_enc: string | null; config: unknown }>(
      'select secret_enc, config from tenant_settings where tenant_id = $1 and setting_key = $2',
      ['demo', 'webhook_signing_secret'],
    );
    expect(row?.secret_enc).toBeTruthy();
    const secret = await loadTenantSigningSecret(h.deps.database, h.deps.keys.data, 'demo');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(JSON.stringify(row?.config)).not.toContain(String(secret));
    expect(receiver.received).toHaveLength(2);
    for (const delivered of receiver.received)
      expect(verifiesAsReceiver(String(secret), delivered)).toBe(true);
    const listed = await demo.get('/api/v1/tenant-settings');
    expect(listed.text).not.toContain(String(secret).slice(6));
    const setting = (listed.body.data ?? []).find((s) => String(s.setting_key) === 'webhook_signing_secret');
    expect(setting).toMatchObject({
      is_encrypted: true,
      has_secret: true,
      config: { data_type: 'string', value: '••••••••' },
    });
  });

  it('refuses a loopback receiver when loopback is not allowed, without connecting, and does not retry', async () => {
    h.deps.config.allowLoopbackOutbound = false;
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    worker();
    const [row] = await finished(form);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'Refused to connect to 127.0.0.1: loopback address 127.0.0.1',
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('fails a delivery whose integration was deactivated since the submission', async () => {
    await webhookIntegration();
    const form = await publishedForm();
    await submit(form, 'Ada');
    await webhookIntegration({ is_active: false });
    worker();
    const [row] = await finished(form);
    expect(row).toMatchObject({
      status: 'failed',
      last_error: 'The integration was deleted, deactivated or is no longer a webhook',
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('polls a quiet outbox without claiming, and claims as soon as a delivery is pending', async () => {
    const { database, statements } = spiedDatabase();
    const quiet = new WebhookWorker({ ...h.deps, database }, { pollMs: 10, clock: Date.now }).start();
    workers.push(quiet);
    await until('three polls', async () => (statements.length >= 3 ? true : undefined));
    // Nothing pending: each poll asked whether anything is, and never ran the claim.
    expect(statements.every((text) => text === statements[0])).toBe(true);
    expect(statements.some((text) => text === CLAIM_SQL)).toBe(false);
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    await finished(form);
    expect(statements).toContain(CLAIM_SQL);
    expect(receiver.received).toHaveLength(1);
  });

  it('claims only when quiet lets it (on PGlite: no request in flight)', async () => {
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    let open = false;
    const waiting: (() => void)[] = [];
    const quiet = () => (open ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));
    const release = () => {
      open = true;
      for (const resolve of waiting.splice(0)) resolve();
    };
    worker({ quiet });
    await until('the worker waiting to claim', async () => (waiting.length > 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toHaveLength(0);
    release();
    const [delivered] = await finished(form);
    expect(delivered).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('lets two workers share the outbox without delivering anything twice', async () => {
    const form = await publishedForm(receiver.url);
    for (let i = 0; i < 24; i += 1) await submit(form, `Person ${i}`);
    worker({ concurrency: 3 });
    worker({ concurrency: 3 });
    const rows = await until('24 deliveries', async () => {
      const answer = await demo.get(`/api/v1/forms/${form}/deliveries?page_size=100&status=succeeded`);
      return Number(answer.body.meta?.total) === 24 ? answer.body.data : undefined;
    });
    expect(rows).toHaveLength(24);
    expect(rows.every((r) => Number(r.attempts) === 1)).toBe(true);
    expect(receiver.received).toHaveLength(24);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(24);
  });
});

describe('sharing the worker between tenants', () => {
  it("keeps slots for other tenants while one tenant's receiver hangs", async () => {
    // The demo tenant's receiver never answers (each attempt waits out the 30 s default); the other
    // tenant's answers at once.
    receiver.reply = (n) => (receiver.received[n - 1]?.body.includes('Stuck') ? 'hang' : 200);
    const stuck = await publishedForm(receiver.url);
    for (let i = 0; i < 6; i += 1) await submit(stuck, `Stuck ${i}`);
    const w = worker({ concurrency: 4 });
    // Three quarters of the slots at most for one tenant, however long its backlog.
    await until('the stuck attempts', async () => (receiver.received.length >= 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(3);

    const theirs = await otherTenantSubmits('Quick');
    // Delivered at the next poll, not after the stuck tenant's 30 s timeouts.
    await until(
      "the other tenant's delivery",
      async () => (receiver.received.some((r) => r.body.includes('Quick')) ? true : undefined),
      5_000,
    );
    const [delivered] = await until('the delivery recorded', async () => {
      const rows = await deliveries(theirs, other);
      return rows[0] && String(rows[0].status) !== 'pending' ? rows : undefined;
    });
    expect(delivered).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(receiver.received.filter((r) => r.body.includes('Stuck'))).toHaveLength(3);
    await w.stop(0);
  });

  it('holds a tenant whose receiver stopped answering to fewer attempts at once, and speeds up with answers', async () => {
    await webhookIntegration({ request_timeout: 1, retry_attempts: 0 });
    // The first nine requests are never answered (each waits out the 1 s timeout); then answers come.
    receiver.reply = (n) => (n <= 9 ? 'hang' : 200);
    const form = await publishedForm();
    for (let i = 0; i < 12; i += 1) await submit(form, `Person ${i}`);
    worker({ concurrency: 8 });
    const rows = await finished(form, 12);
    const first = receiver.received[0]?.at ?? 0;
    const sentBetween = (fromMs: number, toMs: number) =>
      receiver.received.filter((r) => r.at - first >= fromMs && r.at - first < toMs).length;
    // The first round: the tenant's whole share (6 of 8 slots), sent together.
    expect(sentBetween(0, 1000)).toBe(6);
    // It timed out unanswered: the next round (sent once the first ended) gets half the share.
    expect(sentBetween(1000, 2000)).toBe(3);
    // Then one, halved again, which is answered: every answer gives a slot back, and the rest go out.
    expect(sentBetween(2000, Number.POSITIVE_INFINITY)).toBe(3);
    expect(rows.filter((row) => String(row.status) === 'failed')).toHaveLength(9);
    expect(rows.filter((row) => String(row.status) === 'succeeded')).toHaveLength(3);
  });

  it('polls with cheap questions while the only tenant with pending rows holds its share', async () => {
    receiver.reply = (n) => (receiver.received[n - 1]?.body.includes('Stuck') ? 'hang' : 200);
    const stuck = await publishedForm(receiver.url);
    for (let i = 0; i < 6; i += 1) await submit(stuck, `Stuck ${i}`);
    const { database, statements } = spiedDatabase();
    const w = new WebhookWorker({ ...h.deps, database }, { pollMs: 10, clock: Date.now, concurrency: 4 });
    workers.push(w.start());
    await until('the stuck attempts', async () => (receiver.received.length >= 3 ? true : undefined));
    await until('ten polls', async () => (statements.length >= 10 ? true : undefined));
    // One claim took the tenant's share (3 of 4 slots); no poll since could give its rows the idle slot,
    // and none ran the claim to learn that.
    expect(statements.filter((text) => text === CLAIM_SQL)).toHaveLength(1);

    await otherTenantSubmits('Quick');
    // Another tenant's pending row is claimed at the next poll.
    await until("the other tenant's delivery", async () =>
      receiver.received.some((r) => r.body.includes('Quick')) ? true : undefined,
    );
    expect(statements.filter((text) => text === CLAIM_SQL)).toHaveLength(2);
    expect(receiver.received.filter((r) => r.body.includes('Stuck'))).toHaveLength(3);
  });
});

describe('the delivery log', () => {
  it('replays a failed delivery as a new sequence of attempts under the same message id', async () => {
    await webhookIntegration({ retry_attempts: 0 });
    receiver.reply = () => 400;
    const form = await publishedForm();
    await submit(form, 'Ada');
    const w = worker();
    const [failed] = await finished(form);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, response_code: 400 });
    receiver.reply = () => 204;
    const replay = await editor.post(`/api/v1/forms/${form}/deliveries/${failed?.id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body.data).toMatchObject({
      id: failed?.id,
      status: 'pending',
      attempts: 0,
      response_code: null,
      last_error: null,
    });
    await w.tick();
    await w.idle();
    const [done] = await finished(form);
    expect(done).toMatchObject({ id: failed?.id, status: 'succeeded', attempts: 1, response_code: 204 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    expect(verifiesAsReceiver(SECRET, receiver.received[1]!)).toBe(true);
  });

  it('lists every attempt of a delivery, newest first, to the members of the form only', async () => {
    await webhookIntegration({ retry_attempts: 1 });
    receiver.reply = () => 503;
    const form = await publishedForm();
    await submit(form, 'Ada');
    const w = worker({ backoffBaseMs: 1 });
    const [failed] = await finished(form);
    receiver.reply = () => 204;
    expect((await editor.post(`/api/v1/forms/${form}/deliveries/${failed?.id}/replay`)).status).toBe(202);
    await w.tick();
    await w.idle();
    await finished(form);

    const url = `/api/v1/forms/${form}/deliveries/${failed?.id}/attempts`;
    const answer = await viewer.get(url);
    expect(answer.status).toBe(200);
    const attempts = answer.body.data ?? [];
    expect(attempts.map((a) => [a.attempt, a.status, a.response_code, a.error])).toEqual([
      [1, 'succeeded', 204, null],
      [2, 'failed', 503, 'The receiver answered HTTP 503'],
      [1, 'failed', 503, 'The receiver answered HTTP 503'],
    ]);
    expect(attempts[0]).toMatchObject({ target: receiver.url, duration_ms: expect.any(Number) });
    const times = attempts.map((a) => Date.parse(String(a.at)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect((await other.get(url)).status).toBe(404);
    const unknown = await demo.get(
      `/api/v1/forms/${form}/deliveries/00000000-0000-4000-8000-000000000000/attempts`,
    );
    expect(unknown.body.error).toEqual({ code: 'not_found', message: 'Delivery not found' });
  });

  it('refuses a replay by a viewer (403), of a pending delivery (409), and of unknown ids (404)', async () => {
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    const [pending] = await deliveries(form);
    expect(pending).toMatchObject({ status: 'pending', attempts: 0, integration_id: null });
    const url = `/api/v1/forms/${form}/deliveries/${pending?.id}/replay`;
    const refused = await viewer.post(url);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe('Only the owner or an editor can change this form');
    const busy = await demo.post(url);
    expect(busy.status).toBe(409);
    expect(busy.body.error?.message).toBe(
      'This delivery is still pending: it can be replayed once it has succeeded or failed',
    );
    const unknown = await demo.post(
      `/api/v1/forms/${form}/deliveries/00000000-0000-4000-8000-000000000000/replay`,
    );
    expect(unknown.body.error).toEqual({ code: 'not_found', message: 'Delivery not found' });
    expect((await demo.post(`/api/v1/forms/${form}/deliveries/nope/replay`)).status).toBe(404);
  });

  it("replays a delivery to the form's own webhook at the URL the form has now", async () => {
    receiver.reply = () => 400;
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    worker();
    const [failed] = await finished(form);
    expect(failed).toMatchObject({ status: 'failed', target: receiver.url });
    // The author moved the webhook: a replay goes to the new URL, not the one the submission had.
    const moved = `${receiver.url}-moved`;
    expect((await demo.put(`/api/v1/forms/${form}`, { schema_data: schema(moved) })).status).toBe(200);
    receiver.reply = () => 204;
    const replay = await editor.post(`/api/v1/forms/${form}/deliveries/${failed?.id}/replay`);
    expect(replay.status).toBe(202);
    expect(replay.body.data).toMatchObject({ status: 'pending', target: moved });
    const [done] = await finished(form);
    expect(done).toMatchObject({ status: 'succeeded', target: moved, response_code: 204 });
    expect(receiver.received.map((r) => r.path)).toEqual(['/hooks/formwright', '/hooks/formwright-moved']);
  });

  it('refuses to replay once the form has no webhook URL (409), and ends its pending retries unsent', async () => {
    receiver.reply = () => 503;
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    // The first attempt fails (recorded with its answer) and leaves a retry due in a minute or so.
    const first = worker({ backoffBaseMs: 60_000 });
    await until('a retry scheduled', async () => {
      const [row] = await deliveries(form);
      return Number(row?.response_code) === 503 && String(row?.status) === 'pending' ? row : undefined;
    });
    await first.stop(0);
    expect((await demo.put(`/api/v1/forms/${form}`, { schema_data: schema() })).status).toBe(200);
    // The retry comes due (a worker whose clock is past it): it fails without posting, and for good.
    worker({ clock: () => Date.now() + 3_600_000 });
    const [ended] = await finished(form);
    expect(ended).toMatchObject({ status: 'failed', attempts: 2, last_error: FORM_WEBHOOK_GONE });
    expect(receiver.received).toHaveLength(1);
    const replay = await demo.post(`/api/v1/forms/${form}/deliveries/${ended?.id}/replay`);
    expect(replay.status).toBe(409);
    expect(replay.body.error?.message).toBe(DELIVERY_MESSAGES.formWebhookRemoved);
    const [unchanged] = await deliveries(form);
    expect(unchanged).toMatchObject({ status: 'failed', last_error: FORM_WEBHOOK_GONE });
  });

  it("keeps each tenant's log to itself", async () => {
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    const [row] = await deliveries(form);
    expect((await other.get(`/api/v1/forms/${form}/deliveries`)).status).toBe(404);
    const replay = await other.post(`/api/v1/forms/${form}/deliveries/${row?.id}/replay`);
    expect(replay.status).toBe(404);
    expect(replay.body.error).toEqual({ code: 'not_found', message: 'Form not found' });
    // Another form of the same tenant does not reach this form's delivery either.
    const elsewhere = await publishedForm();
    expect((await demo.post(`/api/v1/forms/${elsewhere}/deliveries/${row?.id}/replay`)).status).toBe(404);
  });

  it('lists newest first for every member, with pages and filters by integration and status', async () => {
    const integrationId = await webhookIntegration();
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    await submit(form, 'Bob');
    const all = await viewer.get(`/api/v1/forms/${form}/deliveries?page_size=3`);
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, page_size: 3, total: 4 });
    const own = await deliveries(form, viewer, '?integration_id=none');
    expect(own.map((r) => [r.integration_id, r.integration_name])).toEqual([
      [null, null],
      [null, null],
    ]);
    const viaIntegration = await deliveries(form, viewer, `?integration_id=${integrationId}`);
    expect(viaIntegration.map((r) => r.target)).toEqual([receiver.url, receiver.url]);
    // Named as the tenant admin named the integration, for every member who reads the log.
    expect(viaIntegration.map((r) => r.integration_name)).toEqual(['Submissions hook', 'Submissions hook']);
    expect(await deliveries(form, viewer, '?status=succeeded')).toEqual([]);
    const bad = await viewer.get(`/api/v1/forms/${form}/deliveries?integration_id=x`);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(
      "integration_id: integration_id must be an integration id or 'none' (the form's own webhook URL)",
    );
  });
});

describe('the outbox under a backlog', () => {
  // These tests are about the plans for given statistics (none, or a small table's): on PostgreSQL,
  // autovacuum would analyze this file's tables whenever it liked, earlier tests' rows included.
  beforeAll(async () => {
    await h.deps.database.query('alter table webhook_deliveries set (autovacuum_enabled = false)', []);
  });

  interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    'Index Name'?: string;
    'Index Cond'?: string;
    Plans?: PlanNode[];
  }
  /**
   * How each scan of webhook_deliveries in the statement's plan finds its rows: the index with the columns
   * its condition names ('seq' for none), e.g. 'webhook_deliveries_tenant_id_id_pk (tenant_id, id)'.
   */
  async function deliveryScans(sql: string, params: unknown[]): Promise<string[]> {
    const [row] = await h.deps.database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${sql}`,
      params,
    );
    const columnsOf = (cond = '') =>
      ['tenant_id', 'id', 'submission_id', 'next_attempt_at'].filter((c) =>
        new RegExp(`\\b${c} =`).test(cond),
      );
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Relation Name'] === 'webhook_deliveries' && node['Node Type'].endsWith('Scan')) {
        // A bitmap heap scan's index is on its child.
        const index = node['Index Name'] ? node : node.Plans?.find((p) => p['Index Name']);
        scans.push(index ? `${index['Index Name']} (${columnsOf(index['Index Cond']).join(', ')})` : 'seq');
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(row!['QUERY PLAN'][0].Plan);
    return scans;
  }

  /** A backlog of 10 000 pending deliveries, copies of one, added at once. */
  async function backlog(form: string) {
    await h.deps.database.query(
      `insert into webhook_deliveries
       select (jsonb_populate_record(d, jsonb_build_object('id', gen_random_uuid()))).*
       from webhook_deliveries d, generate_series(1, 10000) where d.form_id = $1`,
      [form],
    );
  }

  /**
   * The outcome finds its rows by their key (or their submission's), and so does the claim once it has
   * picked them; with `picking`, the claim picks them along the due index, not by reading the backlog.
   */
  async function expectLookupsByKey({ picking }: { picking: boolean }) {
    const due = await h.deps.database.query<{ tenant_id: string; id: string; submission_id: string }>(
      `select tenant_id, id::text as id, submission_id::text as submission_id
       from webhook_deliveries where status = 'pending' limit 12`,
      [],
    );
    const now = new Date(Date.now() + 60_000).toISOString();
    const column = <T>(value: (row: (typeof due)[number]) => T) => due.map(value);
    const finish = await deliveryScans(FINISH_SQL, [
      column((r) => r.tenant_id),
      column((r) => r.id),
      column(() => 'pending'),
      column(() => now),
      column(() => null),
      column(() => 'Timed out'),
      column(() => 1000),
      column(() => receiver.url),
      column(() => now),
      column(() => 0),
      column((r) => r.submission_id),
    ]);
    const byKey = [
      'webhook_deliveries_tenant_id_id_pk (tenant_id, id)',
      'webhook_deliveries_submission_idx (tenant_id, submission_id)',
    ];
    expect(finish).toHaveLength(1);
    expect(byKey, finish.join()).toContain(finish[0]);
    // The claim walks the due index to pick rows, then locks (and updates) each picked row by its key.
    const claim = await deliveryScans(CLAIM_SQL, [now, 16, now, [], [], 12, []]);
    const lookups = claim.filter((scan) => /\b(id|submission_id)\b/.test(scan));
    expect(lookups.length, claim.join()).toBeGreaterThan(0);
    for (const scan of lookups) expect(byKey, claim.join()).toContain(scan);
    if (!picking) return;
    expect(claim.filter((scan) => scan.startsWith('webhook_deliveries_due_idx'))).not.toHaveLength(0);
    expect(
      claim.filter((scan) => !scan.startsWith('webhook_deliveries_due_idx')),
      claim.join(),
    ).toEqual(lookups);
  }

  it('finds the rows it claims and records by their key before the table was ever analyzed', async () => {
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    await backlog(form);
    await expectLookupsByKey({ picking: true });
  });

  // Last in the file: the statistics it takes stay with the table.
  it('finds them by their key with statistics taken while the table was small', async () => {
    const form = await publishedForm(receiver.url);
    await submit(form, 'Ada');
    await h.deps.database.query('analyze webhook_deliveries', []);
    await backlog(form);
    // Picking may read the tenant's rows until the next analyze (autovacuum; housekeeping.ts on PGlite,
    // within a minute); the lookups by key may not: one per outcome, per row claimed.
    await expectLookupsByKey({ picking: false });
  });
});
