// Durability of public submissions: the real server as a child process, a stream of submissions, kill -9
// mid-stream, restart on the same data. Every acknowledged submission is there exactly once, and a client
// retrying the unacknowledged ones with their Idempotency-Key creates no duplicates.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signRequest } from './support/client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formwright-submissions-'));
const schema = `fw_subdur_${randomBytes(4).toString('hex')}`;
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_SCHEMA: schema,
  FORMWRIGHT_SECRET_KEY: randomBytes(32).toString('base64'),
  // The stream comes from one address: the per-minute limit would stop it.
  FW_SUBMISSIONS_PER_MINUTE: '0',
};
const children: ChildProcess[] = [];

function start(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, base: match[1] });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

interface Session {
  token: string;
  signingKey: string;
}

async function signIn(base: string): Promise<Session> {
  const res = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
  });
  return (await res.json()) as Session;
}

async function call(base: string, s: Session, method: string, url: string, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${s.token}`,
      'x-tenant-id': 'demo',
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signRequest(s.signingKey, timestamp, nonce, method, url.split('?', 1)[0]!, text),
      ...(text ? { 'content-type': 'application/json' } : {}),
    },
    ...(text ? { body: text } : {}),
  });
  return { status: res.status, text: await res.text() };
}

function submit(base: string, formId: string, key: string) {
  return fetch(`${base}/api/v1/public/demo/forms/${formId}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ values: { name: key } }),
  });
}

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

describe('submission durability', () => {
  it('keeps every acknowledged submission exactly once across kill -9, a restart and client retries', {
    timeout: 180_000,
  }, async () => {
    const first = await start();
    const session = await signIn(first.base);
    const created = await call(first.base, session, 'POST', '/api/v1/forms', {
      description: 'Stream',
      schema_data: {
        schemaVersion: 1,
        pages: [{ id: 'page_1', field_ids: ['name'] }],
        all_fields: [{ id: 'name', type: 'text', label: 'Name', required: true }],
      },
    });
    const formId = String((JSON.parse(created.text) as { id: string }).id);
    expect((await call(first.base, session, 'POST', `/api/v1/forms/${formId}/publish`)).status).toBe(200);

    const acknowledged = new Map<string, string>();
    const sent = new Set<string>();
    let stop = false;
    const lane = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const key = `lane-${n}-${i}`;
        sent.add(key);
        try {
          const res = await submit(first.base, formId, key);
          if (res.status === 201) acknowledged.set(key, ((await res.json()) as { id: string }).id);
        } catch {
          return; // The server is gone: this one was never acknowledged.
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(lane);
    while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 10));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);
    await exited(first.child);

    const second = await start();
    const again = await signIn(second.base);
    // The client retries what it never heard back about, with the same keys.
    for (const key of sent) {
      if (acknowledged.has(key)) continue;
      expect((await submit(second.base, formId, key)).status).toBe(201);
    }
    // Acknowledged keys sent again answer the first submission.
    const [someKey, someId] = [...acknowledged][0]!;
    const replay = await submit(second.base, formId, someKey);
    expect(((await replay.json()) as { id: string }).id).toBe(someId);

    const exported = await call(
      second.base,
      again,
      'GET',
      `/api/v1/forms/${formId}/submissions/export?format=json`,
    );
    const rows = JSON.parse(exported.text) as { id: string; values: { name: string } }[];
    const byName = new Map<string, string[]>();
    for (const row of rows) byName.set(row.values.name, [...(byName.get(row.values.name) ?? []), row.id]);
    for (const [key, id] of acknowledged) expect({ key, ids: byName.get(key) }).toEqual({ key, ids: [id] });
    expect(rows).toHaveLength(sent.size);
    expect([...byName.values()].every((ids) => ids.length === 1)).toBe(true);

    second.child.kill('SIGTERM');
    await exited(second.child);
  });
});
