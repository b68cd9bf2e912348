// Submissions section of `npm run bench`: anonymous POSTs of a 30-field published form through the real
// server (child processes, as in production) on PGlite and, when DATABASE_URL or TEST_DATABASE_URL is set,
// PostgreSQL. Each driver runs two servers side by side: one with no webhook, and one whose tenant has a
// webhook integration sending every submission to a loopback receiver that accepts the connection and
// never answers. That integration has a 1 s request timeout and 2 retries and the server a short backoff,
// so while the submissions are measured the worker keeps claiming, timing out and retrying (a slot frees
// after 1 s, the slices last 3 s) instead of idling with every slot stuck on a 30 s timeout. Within a few
// seconds the worker holds that tenant to one attempt at a time (server/webhooks/tenant-limits.ts: every
// round of unanswered attempts halves the tenant's limit); the attempt rate below shows it.
// Two measurements: at saturation, slices interleaved (autocannon, 10 connections: the throughput, and
// the p99 it comes with), then at one fixed offered load, a quarter of the capacity measured without a
// webhook split between the two servers, sent to both at once on one schedule (open-loop,
// ./open-loop.ts), so that the stalls of this machine (tens of ms, a few times a minute, seen in both
// servers at the same moments) weigh on both alike; measured one after the other, which slice met them
// decided the ratio (38 % to 160 % in runs of the same code). The target is on the second: the hanging
// receiver costs the submit answer nothing (p99 within 10 % of the p99 without it), because the answer
// only writes an outbox row and the worker sends it in the background. At saturation a p99 is the 10
// connections divided by the throughput, times a tail: it restates the cost of the outbox row (about
// 50 µs of PostgreSQL CPU, a few per cent of a submission), whatever the receiver does. On PGlite the
// worker's own statements (a claim, an outcome: a few ms each) wait in the one connection's queue with
// the submissions, so there each attempt does show in the p99: fewer attempts, less of it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openLoop } from './open-loop';
import type { BenchRow } from './types';

const SECTION = 'submissions';
const ROUNDS = 5;
const SLICE_S = 3;
const CONNECTIONS = 10;
const FIELDS = 30;
const TARGET_P99_RATIO = 1.1;
/**
 * The fixed load offered to the machine, as a share of the capacity measured without a webhook, split
 * evenly between the two servers (they are sent to at once): a request costs the server more CPU when
 * fewer arrive together (the session and nonce batches are smaller), so half the closed-loop capacity
 * already keeps two cores nearly saturated.
 */
const OFFERED_SHARE = 0.25;
/** Open-loop slices are longer: at an eighth of the capacity each they hold fewer requests for a p99. */
const OFFERED_SLICE_S = 5;
/**
 * And there are more of them: a p99 of 5 slices (about 1 500 latencies at 60 req/s) is the 15th slowest,
 * which one stall of the machine moves, and the same code measured 104 % to 123 %; 10 slices halve the
 * variance of that estimate.
 */
const OFFERED_ROUNDS = 10;
/** The hanging integration: each attempt times out after 1 s, then 2 retries. */
const HOOK_TIMEOUT_S = 1;
const HOOK_RETRIES = 2;
/** The first retry comes 125–250 ms after a timeout, the second 250–500 ms: both within a slice. */
const BACKOFF_BASE_MS = 250;
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

interface Child {
  process: ChildProcess;
  base: string;
}

function startServer(env: NodeJS.ProcessEnv): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve({ process: child, base: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server/main.ts exited (${code}):\n${output}`)));
  });
}

async function stopServer(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGTERM');
  await exited;
}

/** Accepts connections and reads requests, and never answers: the receiver every timeout is made for. */
async function startHangingReceiver(): Promise<{
  url: string;
  requests: () => number;
  stop: () => Promise<void>;
}> {
  let requests = 0;
  const sockets = new Set<Socket>();
  const server = http.createServer(() => {
    requests += 1;
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    requests: () => requests,
    stop: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const TYPES = ['text', 'email', 'select', 'textarea', 'number'] as const;

function schemaData() {
  const all = Array.from({ length: FIELDS }, (_, i) => ({
    id: `field_${i + 1}`,
    type: TYPES[i % TYPES.length],
    label: `Question number ${i + 1}`,
    placeholder: `Your answer to question ${i + 1}`,
    required: i % 2 === 0,
    ...(i % 5 === 2
      ? { options: [1, 2, 3, 4].map((n) => ({ label: `Option ${n}`, value: `option${n}` })) }
      : {}),
    validation:
      i % 5 === 0 ? [{ type: 'minLength', value: 2, message: 'Must be at least 2 characters long' }] : [],
  }));
  return {
    schemaVersion: 1,
    pages: [{ id: 'page_1', description: '', field_ids: all.map((f) => f.id) }],
    all_fields: all,
    settings: { submitButtonText: 'Submit' },
    globalVariables: [],
  };
}

/** Answers every field of the form validly, as a visitor would. */
function answers(): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (let i = 0; i < FIELDS; i += 1) {
    const type = TYPES[i % TYPES.length];
    values[`field_${i + 1}`] =
      type === 'email'
        ? `visitor${i}@example.com`
        : type === 'select'
          ? 'option2'
          : type === 'number'
            ? 42
            : `A visitor's answer to question ${i + 1}`;
  }
  return values;
}

interface Session {
  token: string;
  signingKey: string;
}

async function signedPost(base: string, session: Session, urlPath: string, body: string): Promise<Response> {
  return signedCall('POST', base, session, urlPath, body);
}

/** A signed call; the signature covers the path without its query (src/api/signing.ts). */
async function signedCall(
  method: 'GET' | 'POST' | 'DELETE',
  base: string,
  session: Session,
  urlPath: string,
  body = '',
): Promise<Response> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('base64url');
  const pathOnly = urlPath.split('?')[0] ?? urlPath;
  const canonical = `${timestamp}\n${nonce}\n${method}\n${pathOnly.toLowerCase()}\n${body}`;
  return fetch(`${base}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-tenant-id': 'demo',
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': createHmac('sha256', Buffer.from(session.signingKey, 'base64'))
        .update(canonical)
        .digest('base64'),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body } : {}),
  });
}

interface Prepared {
  path: string;
  body: string;
  formId: string;
  session: Session;
}

/** The tenant's webhook integration to the hanging receiver (the one key an integration may use). */
async function addHangingIntegration(base: string, session: Session, url: string): Promise<void> {
  const body = JSON.stringify({
    setting_key: 'field_registry',
    config: {
      integration_type: 'webhook',
      endpoint_url: url,
      http_method: 'POST',
      request_timeout: HOOK_TIMEOUT_S,
      retry_attempts: HOOK_RETRIES,
    },
  });
  const answer = await signedPost(base, session, '/api/v1/tenant-settings/upsert', body);
  if (answer.status !== 201 && answer.status !== 200)
    throw new Error(`the integration answered ${answer.status}: ${await answer.text()}`);
}

/** Creates and publishes the form (with the hanging integration when given a receiver URL). */
async function prepare(base: string, receiverUrl: string | undefined): Promise<Prepared> {
  const signin = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const session = (await signin.json()) as Session;
  if (receiverUrl) await addHangingIntegration(base, session, receiverUrl);
  const create = JSON.stringify({ description: 'Submissions benchmark', schema_data: schemaData() });
  const created = await signedPost(base, session, '/api/v1/forms', create);
  const { id } = (await created.json()) as { id: string };
  const published = await signedPost(base, session, `/api/v1/forms/${id}/publish`, '');
  if (published.status !== 200)
    throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  const submitPath = `/api/v1/public/demo/forms/${id}/submissions`;
  const body = JSON.stringify({ values: answers() });
  const probe = await fetch(`${base}${submitPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (probe.status !== 201)
    throw new Error(`a probe submission answered ${probe.status}: ${await probe.text()}`);
  return { path: submitPath, body, formId: id, session };
}

/** How many of the form's deliveries have a status (all: any), from the delivery log's total. */
async function deliveriesWith(
  base: string,
  prepared: Prepared,
  status: 'pending' | 'failed' | 'all',
): Promise<number> {
  const filter = status === 'all' ? '' : `status=${status}&`;
  const answer = await signedCall(
    'GET',
    base,
    prepared.session,
    `/api/v1/forms/${prepared.formId}/deliveries?${filter}page_size=1`,
  );
  if (answer.status !== 200) throw new Error(`the delivery log answered ${answer.status}`);
  return ((await answer.json()) as { meta: { total: number } }).meta.total;
}

interface Deletion {
  /** Submissions the form had, each with one delivery. */
  submissions: number;
  ms: number;
}

/** Deletes the form with everything it collected: a cascade through its submissions and deliveries. */
async function deleteForm(base: string, prepared: Prepared): Promise<Deletion> {
  const submissions = await deliveriesWith(base, prepared, 'all');
  const started = performance.now();
  const answer = await signedCall('DELETE', base, prepared.session, `/api/v1/forms/${prepared.formId}`);
  const ms = performance.now() - started;
  if (answer.status !== 200) throw new Error(`deleting the form answered ${answer.status}`);
  return { submissions, ms };
}

interface WorkerActivity {
  /** Attempts that reached the receiver while measured (each one timed out). */
  attempts: number;
  seconds: number;
  /** Deliveries that used up 1 + HOOK_RETRIES attempts (every one a timeout) by the end. */
  exhausted: number;
  pending: number;
}

interface Measured {
  rps: number;
  p99: number;
  failures: number;
  requests: number;
  /** Every answered request's latency (open-loop slices only: their p99 is taken over all slices). */
  latencies?: number[];
}

interface Case {
  driver: string;
  hanging: boolean;
  url: string;
  request: autocannon.Request & { path: string; body: string; headers: Record<string, string> };
  /** Saturated slices (autocannon). */
  runs: Measured[];
  /** Slices at the fixed offered rate (open-loop). */
  offered: Measured[];
}

/** The 99th percentile of latencies in ms, exactly: autocannon's own histogram keeps whole milliseconds,
 * too coarse for a 10 % target on a p99 of about 10 ms. */
function percentile99(latencies: number[]): number {
  if (latencies.length === 0) return Number.NaN;
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

async function load(c: Case, duration: number): Promise<Measured> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: c.url, connections: CONNECTIONS, duration, requests: [c.request] };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
    });
  });
  return {
    rps: result.requests.average,
    p99: percentile99(latencies),
    failures: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Both servers at one offered rate, on one schedule (./open-loop.ts): a request to each at every due moment. */
async function offerBoth(cases: [Case, Case], rate: number, seconds: number): Promise<Measured[]> {
  const requests = cases.map(({ url, request: { path, headers, body } }) => {
    return { base: url, method: 'POST' as const, path, headers, body };
  });
  const results = await openLoop(requests, rate, seconds);
  return results.map((result) => ({
    rps: result.latencies.length / seconds,
    p99: percentile99(result.latencies),
    failures: result.failures,
    requests: result.latencies.length,
    latencies: result.latencies,
  }));
}

/**
 * Saturated slices interleaved round by round, medians reported: other load on the machine weighs on all
 * alike. Then both servers at once, a quarter of the capacity without a webhook in all, the p99 taken over
 * every slice's latencies: a stall of the machine (tens of ms, a few times a minute here) falls on both.
 */
async function measureInterleaved(cases: [Case, Case]): Promise<number> {
  // Warm-up as long as a slice: PGlite's WebAssembly and the JIT settle before anything is measured.
  for (const c of cases) await load(c, SLICE_S);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of cases) c.runs.push(await load(c, SLICE_S));
  }
  const rate = Math.max(1, Math.round((median(cases[0].runs.map((r) => r.rps)) * OFFERED_SHARE) / 2));
  await offerBoth(cases, rate, SLICE_S);
  for (let round = 0; round < OFFERED_ROUNDS; round += 1) {
    const [plain, hanging] = await offerBoth(cases, rate, OFFERED_SLICE_S);
    cases[0].offered.push(plain!);
    cases[1].offered.push(hanging!);
  }
  return rate;
}

function rowsFor(
  driver: string,
  plain: Case,
  hanging: Case,
  rate: number,
  activity: WorkerActivity,
  deletion: Deletion,
): BenchRow[] {
  const summary = (runs: Measured[]) => ({
    rps: Math.round(median(runs.map((r) => r.rps))),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((n, r) => n + r.failures, 0),
  });
  const a = summary(plain.runs);
  const b = summary(hanging.runs);
  const pooled = (runs: Measured[]) => ({
    ...summary(runs),
    p99: percentile99(runs.flatMap((r) => r.latencies ?? [])),
  });
  const offeredA = pooled(plain.offered);
  const offeredB = pooled(hanging.offered);
  const percent = (ratio: number) => Math.round(ratio * 1000) / 10;
  const saturatedRatio = b.p99 / Math.max(a.p99, 1);
  const ratio = offeredB.p99 / Math.max(offeredA.p99, 1);
  const failures = a.failures + b.failures + offeredA.failures + offeredB.failures;
  const plainName = `POST public submission, ${FIELDS} fields, no webhook, ${driver}`;
  const hangingName = `POST public submission, ${FIELDS} fields, webhook receiver never answers (${HOOK_TIMEOUT_S} s timeout, ${HOOK_RETRIES} retries), ${driver}`;
  const atRate = `at ${rate} req/s offered to each server at once (¼ of the capacity without a webhook in all)`;
  return [
    { section: SECTION, case: plainName, metric: 'throughput (median)', value: a.rps, unit: 'req/s' },
    { section: SECTION, case: plainName, metric: 'p99 saturated', value: a.p99, unit: 'ms' },
    { section: SECTION, case: hangingName, metric: 'throughput (median)', value: b.rps, unit: 'req/s' },
    { section: SECTION, case: hangingName, metric: 'p99 saturated', value: b.p99, unit: 'ms' },
    {
      section: SECTION,
      case: `saturated p99 with the hanging receiver vs without (the outbox row's cost), ${driver}`,
      metric: 'ratio',
      value: percent(saturatedRatio),
      unit: '%',
    },
    { section: SECTION, case: `${plainName}, ${atRate}`, metric: 'p99', value: offeredA.p99, unit: 'ms' },
    { section: SECTION, case: `${hangingName}, ${atRate}`, metric: 'p99', value: offeredB.p99, unit: 'ms' },
    {
      section: SECTION,
      case: `p99 with the hanging receiver vs without, ${atRate}, ${driver}`,
      metric: 'ratio',
      value: percent(ratio),
      unit: '%',
      target: `≤ ${Math.round(TARGET_P99_RATIO * 100)}%`,
      pass: ratio <= TARGET_P99_RATIO,
    },
    {
      section: SECTION,
      case: `attempts the hanging receiver got while measured (each timed out), ${driver}`,
      metric: 'count',
      value: activity.attempts,
      unit: 'requests',
    },
    {
      section: SECTION,
      case: `worker attempt rate while measured (16 slots, at most 12 for one tenant, halved per unanswered round, ${HOOK_TIMEOUT_S} s timeout), ${driver}`,
      metric: 'rate',
      value: Math.round((activity.attempts / activity.seconds) * 10) / 10,
      unit: 'attempts/s',
    },
    {
      section: SECTION,
      case: `deliveries failed after 1 + ${HOOK_RETRIES} timed-out attempts (retries done), ${driver}`,
      metric: 'count',
      value: activity.exhausted,
      unit: 'deliveries',
    },
    {
      section: SECTION,
      case: `deliveries still queued at the end (the worker was never idle), ${driver}`,
      metric: 'count',
      value: activity.pending,
      unit: 'deliveries',
    },
    {
      section: SECTION,
      case: `DELETE the form with its ${deletion.submissions} submissions, each with a delivery, ${driver}`,
      metric: 'wall',
      value: Math.round(deletion.ms),
      unit: 'ms',
    },
    {
      section: SECTION,
      case: `failed submissions (non-2xx, errors, timeouts), ${driver}`,
      metric: 'count',
      value: failures,
      unit: 'requests',
      target: '0',
      pass: failures === 0,
    },
  ];
}

export async function runSubmissionsBench(): Promise<BenchRow[]> {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const receiver = await startHangingReceiver();
  const dataDirs: string[] = [];
  const schemas: string[] = [];
  const children: Child[] = [];
  const rows: BenchRow[] = [];
  const envFor = (driver: 'PGlite' | 'PostgreSQL'): NodeJS.ProcessEnv => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formwright-bench-submissions-'));
    dataDirs.push(dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      FORMWRIGHT_SECRET_KEY: randomBytes(32).toString('base64'),
      // autocannon sends every request from one address: the per-address limit would answer 429.
      FW_SUBMISSIONS_PER_MINUTE: '0',
      // The receiver is on loopback; allowed here as in the tests, never in production.
      OUTBOUND_ALLOW_LOOPBACK: '1',
      // Retries come back within the measurement (production waits 10 s, then 20 s).
      WEBHOOK_BACKOFF_BASE_MS: String(BACKOFF_BASE_MS),
    };
    delete env.DATABASE_URL;
    if (driver === 'PostgreSQL' && databaseUrl) {
      const schema = `fw_bench_sub_${randomBytes(4).toString('hex')}`;
      schemas.push(schema);
      Object.assign(env, { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
    }
    return env;
  };
  try {
    const drivers: ('PGlite' | 'PostgreSQL')[] = databaseUrl ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
    for (const driver of drivers) {
      const plainServer = await startServer(envFor(driver));
      children.push(plainServer);
      const hangingServer = await startServer(envFor(driver));
      children.push(hangingServer);
      const plain = await prepare(plainServer.base, undefined);
      const hanging = await prepare(hangingServer.base, receiver.url);
      const request = (p: Prepared): Case['request'] => ({
        method: 'POST',
        path: p.path,
        body: p.body,
        headers: { 'content-type': 'application/json' },
      });
      const cases: [Case, Case] = [
        { driver, hanging: false, url: plainServer.base, request: request(plain), runs: [], offered: [] },
        { driver, hanging: true, url: hangingServer.base, request: request(hanging), runs: [], offered: [] },
      ];
      const before = receiver.requests();
      const started = performance.now();
      const rate = await measureInterleaved(cases);
      const activity: WorkerActivity = {
        attempts: receiver.requests() - before,
        seconds: (performance.now() - started) / 1000,
        exhausted: await deliveriesWith(hangingServer.base, hanging, 'failed'),
        pending: await deliveriesWith(hangingServer.base, hanging, 'pending'),
      };
      const deletion = await deleteForm(hangingServer.base, hanging);
      rows.push(...rowsFor(driver, cases[0], cases[1], rate, activity, deletion));
      // Stopped now: the hanging server's worker would otherwise keep the receiver (and the CPU) busy
      // while the next driver is measured.
      await Promise.all([stopServer(plainServer), stopServer(hangingServer)]);
    }
    if (!databaseUrl) {
      rows.push({
        section: SECTION,
        case: 'PostgreSQL: not run (set DATABASE_URL)',
        metric: 'skipped',
        value: 0,
        unit: '',
      });
    }
  } finally {
    await Promise.all(children.map(stopServer));
    await receiver.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (databaseUrl && schemas.length > 0) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await runSubmissionsBench());
}
