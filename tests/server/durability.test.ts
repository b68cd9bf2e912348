// Durability: the real server as a child process, writes in flight, kill -9, restart on the same data:
// every write the server acknowledged is there. Runs on PGlite (a temp DATA_DIR), or on PostgreSQL in a
// schema of its own when DATABASE_URL is set.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signRequest } from './support/client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formwright-durability-'));
const schema = `fw_durability_${randomBytes(4).toString('hex')}`;
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_SCHEMA: schema,
  FORMWRIGHT_SECRET_KEY: randomBytes(32).toString('base64'),
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
      'x-signature': signRequest(s.signingKey, timestamp, nonce, method, url, text),
      ...(text ? { 'content-type': 'application/json' } : {}),
    },
    ...(text ? { body: text } : {}),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; data?: { description?: string } } };
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

describe('durability', () => {
  it('keeps every acknowledged write across kill -9 and a restart', { timeout: 180_000 }, async () => {
    const first = await start();
    const session = await signIn(first.base);
    const counterForm = String(
      (await call(first.base, session, 'POST', '/api/v1/forms', { description: 'counter 0' })).body.id,
    );
    const acknowledged: string[] = [];
    let lastCounter = 0;
    let stop = false;
    const writer = async (lane: number) => {
      for (let i = 0; !stop; i += 1) {
        try {
          const created = await call(first.base, session, 'POST', '/api/v1/forms', {
            description: `lane ${lane} #${i}`,
          });
          if (created.status === 201 && created.body.id) acknowledged.push(created.body.id);
          if (lane === 0) {
            const saved = await call(first.base, session, 'PUT', `/api/v1/forms/${counterForm}`, {
              description: `counter ${i + 1}`,
            });
            if (saved.status === 200) lastCounter = Math.max(lastCounter, i + 1);
          }
        } catch {
          return; // The server is gone: whatever was in flight was never acknowledged.
        }
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(lanes);
    await exited(first.child);

    const second = await start();
    const again = await signIn(second.base);
    for (const id of acknowledged) {
      expect({ id, status: (await call(second.base, again, 'GET', `/api/v1/forms/${id}`)).status }).toEqual({
        id,
        status: 200,
      });
    }
    const counter = await call(second.base, again, 'GET', `/api/v1/forms/${counterForm}`);
    expect(Number(counter.body.data?.description?.split(' ')[1])).toBeGreaterThanOrEqual(lastCounter);
    second.child.kill('SIGTERM');
    await exited(second.child);
    // A clean shutdown releases the data directory lock.
    expect(fs.existsSync(path.join(dataDir, 'formwright.lock'))).toBe(false);
  });
});
