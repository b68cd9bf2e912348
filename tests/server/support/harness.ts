// Builds the app on a per-file test database with a controllable clock, seeds the demo data, and signs
// users in. Test files call `setupHarness()` once at top level.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../../server/app';
import { DEFAULT_CONFIG, type ServerConfig } from '../../../server/config';
import { deriveKeys } from '../../../server/crypto/keys';
import { seedDemoData } from '../../../server/db/seed';
import { type AppDeps, silentLogger } from '../../../server/deps';
import { type Answer, ApiClient, type Session, send } from './client';
import { openTestDatabase, type TestDatabase } from './database';

export const PASSWORDS: Record<string, string> = {
  demo: 'demo1234',
  editor: 'editor1234',
  viewer: 'viewer1234',
  other: 'other1234',
};

export const START = Date.UTC(2026, 0, 15, 12, 0, 0);

export class Harness {
  now = START;
  app!: ReturnType<typeof createApp>;
  deps!: AppDeps;
  testDb!: TestDatabase;

  async open(config: Partial<ServerConfig> = {}): Promise<void> {
    this.testDb = await openTestDatabase();
    this.deps = {
      database: this.testDb.database,
      // scrypt at N=1024 keeps sign-ins fast; the production cost is exercised by the durability test.
      config: { ...DEFAULT_CONFIG, passwordCost: 1024, allowLoopbackOutbound: true, ...config },
      keys: deriveKeys(randomBytes(32)),
      clock: () => this.now,
      log: silentLogger,
    };
    this.app = createApp(this.deps);
    await seedDemoData(this.deps.database.db, new Date(this.now), this.deps.config.passwordCost);
  }

  /** Empties the database and seeds it again, for files whose tests change shared rows. */
  async reseed(): Promise<void> {
    await this.testDb.reset();
    this.now = START;
    await seedDemoData(this.deps.database.db, new Date(this.now), this.deps.config.passwordCost);
  }

  advance(seconds: number): void {
    this.now += seconds * 1000;
  }

  nowSeconds = (): number => Math.floor(this.now / 1000);

  /** An unauthenticated request (sign-in, or a request a test builds by hand). */
  raw(method: string, url: string, init: RequestInit = {}): Promise<Answer> {
    return send(this.app, method, url, init);
  }

  async signInAnswer(
    username: string,
    password = PASSWORDS[username] ?? '',
    tenant?: string,
  ): Promise<Answer> {
    return this.raw('POST', '/api/v1/auth/signin', {
      headers: { 'content-type': 'application/json', ...(tenant ? { 'x-tenant-id': tenant } : {}) },
      body: JSON.stringify({ username, password }),
    });
  }

  async signIn(username: string, password = PASSWORDS[username] ?? ''): Promise<ApiClient> {
    const answer = await this.signInAnswer(username, password);
    if (answer.status !== 200)
      throw new Error(`sign-in of ${username} failed: ${answer.status} ${answer.text}`);
    const { token, signingKey, user } = answer.body as unknown as Omit<Session, 'tenantId'>;
    return new ApiClient(this.app, { token, signingKey, user, tenantId: user.tenantId }, this.nowSeconds);
  }

  async close(): Promise<void> {
    await this.testDb?.close();
  }
}

export function setupHarness(config: Partial<ServerConfig> = {}): Harness {
  const harness = new Harness();
  beforeAll(() => harness.open(config));
  afterAll(() => harness.close());
  return harness;
}
