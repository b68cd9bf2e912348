// Through real processes: the tenant:add command, the data directory lock, and a graceful shutdown that
// finishes the requests in flight.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signRequest } from './support/client';
import { usingPostgres } from './support/database';
import { FakeEndpoint } from './support/fake-endpoint';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'formwright-cli-'));
const schema = `fw_cli_${randomBytes(4).toString('hex')}`;
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_SCHEMA: schema,
  FORMWRIGHT_SECRET_KEY: randomBytes(32).toString('base64'),
  OUTBOUND_ALLOW_LOOPBACK: '1',
};
let server: ChildProcess | undefined;
let base = '';
let alice: { token: string; signingKey: string } | undefined;

function tenantAdd(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/tenant-add.ts', ...args], {
    env,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  }
});

describe('npm run tenant:add', () => {
  it('adds a tenant and a user who can then sign in', { timeout: 300_000 }, async () => {
    const added = tenantAdd(
      '--tenant',
      'acme',
      '--name',
      'Acme Inc',
      '--user',
      'alice',
      '--email',
      'Alice@Acme.example',
      '--password',
      'alice123',
      '--role',
      'admin',
    );
    expect(added.output).toContain("Tenant 'acme' is ready.");
    expect(added.output).toContain("User 'alice' (admin) added to 'acme'.");
    expect(added.status).toBe(0);

    const again = tenantAdd('--tenant', 'acme', '--user', 'alice', '--email', 'alice@acme.example');
    expect(again.status).toBe(2);
    expect(again.output).toContain("A user with that username or e-mail already exists in 'acme'");

    const short = tenantAdd('--tenant', 'acme', '--user', 'al', '--email', 'al@acme.example');
    expect(short.status).toBe(2);
    expect(short.output).toContain('Username must be at least 3 characters');

    const generated = tenantAdd('--tenant', 'acme', '--user', 'bob', '--email', 'bob@acme.example');
    const password = /Generated password: (\S+)/.exec(generated.output)?.[1];
    expect(password).toBeDefined();

    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    base = await new Promise<string>((resolve, reject) => {
      let output = '';
      server?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Listening on (http:\/\/[\d.]+:\d+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      server?.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
    });
    for (const [username, pass] of [
      ['alice', 'alice123'],
      ['bob', password ?? ''],
    ] as const) {
      const answer = await fetch(`${base}/api/v1/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tenant-id': 'acme' },
        body: JSON.stringify({ username, password: pass }),
      });
      expect(answer.status).toBe(200);
      const session = (await answer.json()) as {
        token: string;
        signingKey: string;
        user: { tenantId: string; email: string };
      };
      expect(session.user).toMatchObject({ tenantId: 'acme', email: `${username}@acme.example` });
      if (username === 'alice') alice = session;
    }

    if (!usingPostgres()) {
      const locked = tenantAdd('--tenant', 'acme2');
      expect(locked.status).toBe(1);
      expect(locked.output).toContain(
        `The data directory ${dataDir} is in use by another Formwright process (pid ${server.pid})`,
      );
    }
  });

  it('finishes a request in flight on SIGTERM, then exits cleanly', { timeout: 60_000 }, async () => {
    const slow = new FakeEndpoint();
    slow.reply = () => ({ delayMs: 1500, body: { customers: { columns: [] } } });
    const endpoint = await slow.start();
    const call = (method: string, url: string, body?: unknown) => {
      const text = body === undefined ? '' : JSON.stringify(body);
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomBytes(12).toString('hex');
      return fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${alice?.token}`,
          'x-tenant-id': 'acme',
          'x-timestamp': timestamp,
          'x-nonce': nonce,
          'x-signature': signRequest(alice?.signingKey ?? '', timestamp, nonce, method, url, text),
          ...(text ? { 'content-type': 'application/json' } : {}),
        },
        ...(text ? { body: text } : {}),
      });
    };
    try {
      const saved = await call('PUT', '/api/v1/tenant-settings/field_registry', {
        config: { integration_type: 'api_endpoint', endpoint_url: `${endpoint}/registry`, retry_attempts: 0 },
      });
      expect(saved.status).toBe(201);
      const inFlight = call('GET', '/registry/tenant-settings/registry');
      while (slow.received.length === 0) await new Promise((r) => setTimeout(r, 20));
      const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));
      server?.kill('SIGTERM');
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: unknown }).data).toEqual({ customers: { columns: [] } });
      expect(await exited).toBe(0);
      await expect(fetch(`${base}/api/v1/health`)).rejects.toThrow();
    } finally {
      await slow.stop();
    }
  });
});
