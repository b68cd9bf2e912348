// Server section of `npm run bench`: signed, authenticated GET and PUT of a 200-field form through the
// real server (a child process, as in production) on PGlite and, when DATABASE_URL is set, PostgreSQL,
// beside a bare node:http server answering the same JSON from memory. autocannon runs in this process.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchRow } from './types';

const SECTION = 'server';
// 3 rounds × 5 cases × 2 s, plus warm-ups and start-ups: about 60 s with PostgreSQL on a quiet machine.
const ROUNDS = 3;
const SLICE_S = 2;
// Connections enough to saturate the machine. With 10, the bare server already kept the cores busy (about
// 11% idle) while the signed GET left a quarter of them idle: each of its requests waits for a PostgreSQL
// round trip, so 10 requests in flight measured latency rather than throughput. With 32 the bare server
// answers no faster, and the 'machine CPU idle' rows show how busy each case kept the cores. The PUT is
// bound by the server's CPU (validating 200 fields) and saturates it with 10; more would only queue.
const GET_CONNECTIONS = 32;
const PUT_CONNECTIONS = 10;
const TARGET_RATIO = 0.25;
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

interface Child {
  process: ChildProcess;
  base: string;
}

/**
 * BENCH_CPU_PROF=dir profiles the servers: each child writes a V8 .cpuprofile into dir when it stops
 * (open it in Chrome DevTools). NODE_OPTIONS refuses --cpu-prof, so it goes on the child's command line.
 */
function profilingArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return [];
  fs.mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`];
}

function startChild(args: string[], env: NodeJS.ProcessEnv, stdin?: string): Promise<Child> {
  const child = spawn(process.execPath, [...profilingArgs(), '--import', 'tsx', ...args], {
    cwd: ROOT,
    env,
    stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (stdin !== undefined) child.stdin?.end(stdin);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve({ process: child, base: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}):\n${output}`)));
  });
}

async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise((resolve) => child.process.once('exit', resolve));
  child.process.kill('SIGTERM');
  await exited;
}

function schemaData(fields: number) {
  const all = Array.from({ length: fields }, (_, i) => ({
    id: `field_${i + 1}`,
    type: ['text', 'email', 'select', 'textarea', 'number'][i % 5],
    label: `Question number ${i + 1}`,
    placeholder: `Your answer to question ${i + 1}`,
    description: 'A description long enough to look like one an author would write.',
    required: i % 2 === 0,
    width: 'full',
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

interface Session {
  token: string;
  signingKey: string;
}

function signedHeaders(s: Session, method: string, urlPath: string, body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('base64url');
  const canonical = `${timestamp}\n${nonce}\n${method}\n${urlPath.toLowerCase()}\n${body}`;
  return {
    authorization: `Bearer ${s.token}`,
    'x-tenant-id': 'demo',
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': createHmac('sha256', Buffer.from(s.signingKey, 'base64'))
      .update(canonical)
      .digest('base64'),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
}

async function prepare(
  base: string,
): Promise<{ session: Session; formPath: string; putBody: string; getBody: string }> {
  const signin = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  const session = (await signin.json()) as Session;
  const create = JSON.stringify({ description: 'Benchmark form', schema_data: schemaData(200) });
  const created = await fetch(`${base}/api/v1/forms`, {
    method: 'POST',
    headers: signedHeaders(session, 'POST', '/api/v1/forms', create),
    body: create,
  });
  const { id } = (await created.json()) as { id: string };
  const formPath = `/api/v1/forms/${id}`;
  const got = await fetch(`${base}${formPath}`, { headers: signedHeaders(session, 'GET', formPath, '') });
  const putBody = JSON.stringify({ description: 'Benchmark form (saved)', schema_data: schemaData(200) });
  return { session, formPath, putBody, getBody: await got.text() };
}

interface Measured {
  rps: number;
  p99: number;
  failures: number;
  requests: number;
  /** CPU seconds the server process used during the slice (Linux /proc; NaN elsewhere). */
  cpu: number;
  /** Share of the machine's CPU time that was idle during the slice, in % (Linux /proc; NaN elsewhere). */
  idle: number;
}

/** Idle and total CPU ticks of the whole machine, from /proc/stat (Linux only). */
function machineTicks(): { idle: number; total: number } {
  try {
    const ticks = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // idle + iowait
    return { idle: ticks[3]! + ticks[4]!, total: ticks.reduce((a, b) => a + b, 0) };
  } catch {
    return { idle: Number.NaN, total: Number.NaN };
  }
}

/** User + system CPU seconds of a process, from /proc (Linux only). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function load(
  url: string,
  connections: number,
  request: autocannon.Request,
  duration: number,
  pid?: number,
): Promise<Measured> {
  const before = cpuSeconds(pid);
  const machineBefore = machineTicks();
  const result = await autocannon({ url, connections, duration, requests: [request] });
  const machineAfter = machineTicks();
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    cpu: cpuSeconds(pid) - before,
    idle: (100 * (machineAfter.idle - machineBefore.idle)) / (machineAfter.total - machineBefore.total),
  };
}

/**
 * A signed request for autocannon. The headers are signed ahead of the measurement (each with its own
 * nonce, all well inside the 300 s window): the load generator shares the machine with the servers, and
 * signing on the fly would charge the client's HMAC work to the signed cases only.
 */
function signed(
  session: Session,
  method: 'GET' | 'PUT',
  formPath: string,
  body: string,
  count: number,
): autocannon.Request {
  const prepared = Array.from({ length: count }, () => signedHeaders(session, method, formPath, body));
  let next = 0;
  return {
    method,
    path: formPath,
    ...(body ? { body } : {}),
    setupRequest: (req) => ({
      ...req,
      headers: prepared[next++] ?? signedHeaders(session, method, formPath, body),
    }),
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

interface Case {
  name: string;
  url: string;
  connections: number;
  pid: number | undefined;
  request: autocannon.Request;
  runs: Measured[];
}

/**
 * Every case runs in several short slices, interleaved round by round, and reports its median: on a
 * shared machine the load of other processes then weighs on all cases alike, and the ratio against the
 * bare server compares like with like.
 */
async function measureInterleaved(cases: Case[]): Promise<void> {
  for (const c of cases) await load(c.url, c.connections, c.request, 1); // warm-up: JIT, pools, caches
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const c of cases) c.runs.push(await load(c.url, c.connections, c.request, SLICE_S, c.pid));
  }
}

function summarise(c: Case) {
  return {
    rps: median(c.runs.map((r) => r.rps)),
    p99: median(c.runs.map((r) => r.p99)),
    failures: c.runs.reduce((n, r) => n + r.failures, 0),
    idle: Math.round(median(c.runs.map((r) => r.idle))),
    /** Server CPU per request in µs: less sensitive than throughput to other load on the machine. */
    cpuPerRequest: Math.round(
      (c.runs.reduce((n, r) => n + r.cpu, 0) /
        Math.max(
          1,
          c.runs.reduce((n, r) => n + r.requests, 0),
        )) *
        1e6,
    ),
  };
}

/** Whether a case saturated the machine: a throughput measured with idle cores measures latency. */
const idleRow = (name: string, idle: number): BenchRow => ({
  section: SECTION,
  case: name,
  metric: 'machine CPU idle (median)',
  value: idle,
  unit: '%',
});

export async function runServerBench(): Promise<BenchRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formwright-bench-'));
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const schema = `fw_bench_${randomBytes(4).toString('hex')}`;
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    FORMWRIGHT_SECRET_KEY: randomBytes(32).toString('base64'),
  };
  delete baseEnv.DATABASE_URL;
  const children: Child[] = [];
  const rows: BenchRow[] = [];
  try {
    const drivers: { label: string; env: NodeJS.ProcessEnv }[] = [{ label: 'PGlite', env: baseEnv }];
    if (databaseUrl) {
      drivers.push({
        label: 'PostgreSQL',
        env: { ...baseEnv, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema },
      });
    }
    const cases: Case[] = [];
    const getCases = new Map<string, Case>();
    const putCases = new Map<string, Case>();
    let bareBody = '';
    let barePath = '';
    for (const driver of drivers) {
      const server = await startChild(['server/main.ts'], driver.env);
      children.push(server);
      const { session, formPath, putBody, getBody } = await prepare(server.base);
      // The bare server answers exactly the body the real server answers for the form.
      bareBody ||= getBody;
      barePath ||= formPath;
      const get = {
        name: driver.label,
        url: server.base,
        connections: GET_CONNECTIONS,
        pid: server.process.pid,
        request: signed(session, 'GET', formPath, '', 80_000),
        runs: [],
      };
      const put = {
        name: driver.label,
        url: server.base,
        connections: PUT_CONNECTIONS,
        pid: server.process.pid,
        request: signed(session, 'PUT', formPath, putBody, 4_000),
        runs: [],
      };
      getCases.set(driver.label, get);
      putCases.set(driver.label, put);
      cases.push(get, put);
    }
    const bare = await startChild(['bench/server-bare.ts'], process.env, bareBody);
    children.push(bare);
    const bareCase: Case = {
      name: 'bare',
      url: bare.base,
      connections: GET_CONNECTIONS,
      pid: bare.process.pid,
      request: { method: 'GET', path: barePath },
      runs: [],
    };
    await measureInterleaved([bareCase, ...cases]);

    const kb = Math.round(bareBody.length / 1024);
    const bareResult = summarise(bareCase);
    const bareName = `bare node:http, the same ${kb} KB JSON from memory, ${GET_CONNECTIONS} connections`;
    rows.push(
      {
        section: SECTION,
        case: bareName,
        metric: 'throughput (median)',
        value: Math.round(bareResult.rps),
        unit: 'req/s',
      },
      { section: SECTION, case: bareName, metric: 'p99', value: bareResult.p99, unit: 'ms' },
      {
        section: SECTION,
        case: bareName,
        metric: 'server CPU per request',
        value: bareResult.cpuPerRequest,
        unit: 'µs',
      },
      idleRow(bareName, bareResult.idle),
    );
    for (const { label } of drivers) {
      const get = summarise(getCases.get(label)!);
      const put = summarise(putCases.get(label)!);
      const ratio = get.rps / bareResult.rps;
      const targeted = label === 'PostgreSQL';
      const getName = `signed GET /api/v1/forms/{id}, 200 fields, ${label}, ${GET_CONNECTIONS} connections`;
      const putName = `signed PUT /api/v1/forms/{id}, 200 fields, ${label}, ${PUT_CONNECTIONS} connections`;
      rows.push(
        {
          section: SECTION,
          case: getName,
          metric: 'throughput (median)',
          value: Math.round(get.rps),
          unit: 'req/s',
        },
        { section: SECTION, case: getName, metric: 'p99', value: get.p99, unit: 'ms' },
        {
          section: SECTION,
          case: getName,
          metric: 'server CPU per request',
          value: get.cpuPerRequest,
          unit: 'µs',
        },
        idleRow(getName, get.idle),
        {
          section: SECTION,
          case: `signed GET vs bare node:http, ${label}`,
          metric: 'ratio',
          value: Math.round(ratio * 1000) / 10,
          unit: '%',
          ...(targeted
            ? { target: `≥ ${TARGET_RATIO * 100}%`, pass: ratio >= TARGET_RATIO && get.failures === 0 }
            : {}),
        },
        {
          section: SECTION,
          case: putName,
          metric: 'throughput (median)',
          value: Math.round(put.rps),
          unit: 'req/s',
        },
        { section: SECTION, case: putName, metric: 'p99', value: put.p99, unit: 'ms' },
        {
          section: SECTION,
          case: putName,
          metric: 'server CPU per request',
          value: put.cpuPerRequest,
          unit: 'µs',
        },
        idleRow(putName, put.idle),
        {
          section: SECTION,
          case: `failed requests (non-2xx, errors, timeouts), ${label}`,
          metric: 'count',
          value: get.failures + put.failures,
          unit: 'requests',
          target: '0',
          pass: get.failures + put.failures === 0,
        },
      );
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
    await Promise.all(children.map(stopChild));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await runServerBench());
}
