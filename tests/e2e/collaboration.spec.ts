import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';
import { E2E_SERVICE_URL } from '../../playwright.config';

// Live collaboration in real browsers against real servers: two users of tenant demo on one form see each
// other's presence, selected field and new comments within 2 seconds; a rollback round trip; a viewer who
// can change nothing and a server that refuses when a viewer tries. With TEST_DATABASE_URL set (CI sets
// it), the presence test runs again with each user on a different server process sharing PostgreSQL.

const HOST = '/tests/e2e/fixtures/builder-host.html';
const LIVE_MS = 2000;
const PASSWORDS: Record<string, string> = { demo: 'demo1234', editor: 'editor1234', viewer: 'viewer1234' };

interface Session {
  service: string;
  token: string;
  signingKey: string;
}

async function signIn(service: string, username: string): Promise<Session> {
  const answer = await fetch(`${service}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORDS[username] }),
  });
  const body = (await answer.json()) as { token: string; signingKey: string };
  return { service, token: body.token, signingKey: body.signingKey };
}

/** A signed call, as the browser's client makes it (docs/api.md "Request signing"). */
async function call(session: Session, method: string, path: string, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('base64url');
  const canonical = `${timestamp}\n${nonce}\n${method}\n${path.split('?')[0]?.toLowerCase()}\n${text}`;
  const signature = createHmac('sha256', Buffer.from(session.signingKey, 'base64'))
    .update(canonical)
    .digest('base64');
  const answer = await fetch(`${session.service}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-tenant-id': 'demo',
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signature,
      ...(text ? { 'content-type': 'application/json' } : {}),
    },
    ...(text ? { body: text } : {}),
  });
  return { status: answer.status, body: (await answer.json()) as { data?: unknown; id?: string } };
}

async function feedbackForm(session: Session): Promise<{ id: string; fieldIds: string[] }> {
  const list = await call(session, 'GET', '/api/v1/forms');
  const form = (list.body.data as { id: string; description: string }[]).find(
    (row) => row.description === 'Customer Feedback',
  );
  if (!form) throw new Error('the seeded Customer Feedback form is missing');
  const one = await call(session, 'GET', `/api/v1/forms/${form.id}`);
  const schema = (one.body.data as { schema_data: { all_fields: { id: string; type: string }[] } })
    .schema_data;
  const inputs = schema.all_fields.filter((field) => !['heading', 'paragraph', 'label'].includes(field.type));
  return { id: form.id, fieldIds: inputs.map((field) => field.id) };
}

async function openBuilder(page: Page, service: string, user: string, formId: string): Promise<Locator> {
  const query = new URLSearchParams({ service, tenant: 'demo', user, password: PASSWORDS[user] ?? '' });
  await page.goto(`${HOST}?${query}#/edit-form/${formId}`);
  await page.evaluate(() => window.fwHost.ready);
  const builder = page.locator('form-builder');
  await expect(builder.locator('.fw-canvas')).toBeVisible();
  return builder;
}

async function openTool(builder: Locator, tab: 'Versions' | 'Collaboration'): Promise<Locator> {
  if (!(await builder.locator('dialog.fw-tools-dialog[open]').count())) {
    await builder.getByRole('button', { name: 'Tools', exact: true }).click();
  }
  await builder.getByRole('tab', { name: tab, exact: true }).click();
  return builder.getByRole('tabpanel', { name: tab });
}

async function closeTools(builder: Locator): Promise<void> {
  await builder
    .locator('dialog.fw-tools-dialog[open]')
    .getByRole('button', { name: 'Close', exact: true })
    .last()
    .click();
  await expect(builder.locator('dialog.fw-tools-dialog[open]')).toHaveCount(0);
}

/** The Collaboration panel's list of who is active now. */
function activeNow(panel: Locator): Locator {
  return panel.locator('section[aria-label="Active now"]');
}

function card(builder: Locator, fieldId: string): Locator {
  return builder.locator(`[data-drop-item="${fieldId}"]`).first();
}

async function selectField(builder: Locator, fieldId: string): Promise<void> {
  await card(builder, fieldId).locator('.fw-card__select').first().click();
}

/** Two users on one form, each on its own server (the same one unless two are given). */
async function presenceRoundTrip(browser: Browser, services: [string, string]): Promise<void> {
  const owner = await signIn(services[0], 'demo');
  const form = await feedbackForm(owner);
  const [first, second] = form.fieldIds;
  if (!first || !second) throw new Error('Customer Feedback needs two input fields');
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await openBuilder(await contextA.newPage(), services[0], 'demo', form.id);
    const b = await openBuilder(await contextB.newPage(), services[1], 'editor', form.id);

    // Both builders are live: each lists the other as active.
    const panelA = await openTool(a, 'Collaboration');
    const panelB = await openTool(b, 'Collaboration');
    await expect(activeNow(panelA)).toContainText('Eddie Editor');
    await expect(activeNow(panelB)).toContainText('Demo Admin');
    await closeTools(a);
    await closeTools(b);

    await selectField(a, first);
    await expect(card(b, first).getByText('Demo Admin is editing')).toBeVisible({ timeout: LIVE_MS });
    await selectField(b, second);
    await expect(card(a, second).getByText('Eddie Editor is editing')).toBeVisible({ timeout: LIVE_MS });
    await expect(card(a, first).getByText(/is editing/)).toHaveCount(0);

    const commentsA = await openTool(a, 'Collaboration');
    await commentsA.getByRole('tab', { name: 'Comments' }).click();
    const commentsB = await openTool(b, 'Collaboration');
    await commentsB.getByRole('tab', { name: 'Comments' }).click();
    const note = `Live note ${randomBytes(3).toString('hex')}`;
    await commentsB.getByLabel('Comment', { exact: true }).fill(note);
    await commentsB.getByRole('button', { name: 'Add Comment' }).click();
    await expect(commentsA.getByText(note)).toBeVisible({ timeout: LIVE_MS });
    await expect(activeNow(panelA)).toContainText('Eddie Editor — editing');

    // Closing a builder takes its user out of the others' presence.
    await contextB.close();
    await expect(activeNow(panelA)).toContainText('Nobody else has this form open.', { timeout: 10_000 });
  } finally {
    await contextA.close();
    await contextB.close().catch(() => undefined);
  }
}

test('two users on one form see each other, their selected fields and new comments within 2 seconds', async ({
  browser,
}) => {
  await presenceRoundTrip(browser, [E2E_SERVICE_URL, E2E_SERVICE_URL]);
});

test('rolls back to a version and keeps it after a reload', async ({ page }) => {
  const owner = await signIn(E2E_SERVICE_URL, 'demo');
  const schema = (ids: string[]) => ({
    schemaVersion: 1,
    pages: [{ id: 'page_1', description: '', field_ids: ids }],
    all_fields: ids.map((id) => ({ id, type: 'text', label: `Label ${id}` })),
    settings: {},
    globalVariables: [],
  });
  const created = await call(owner, 'POST', '/api/v1/forms', {
    description: 'Rollback round trip',
    schema_data: schema(['r1']),
    is_template: false,
  });
  const id = String(created.body.id);
  const builder = await openBuilder(page, E2E_SERVICE_URL, 'demo', id);
  const versions = await openTool(builder, 'Versions');
  await versions.getByLabel('Version description').fill('One field');
  await versions.getByRole('button', { name: 'Save Version' }).click();
  await expect(versions.locator('[data-version="1"]')).toContainText('Current');
  await closeTools(builder);

  await builder.getByRole('button', { name: /^Text Input/ }).click();
  await expect(builder.locator('.fw-list--page > .fw-card')).toHaveCount(2);
  await openTool(builder, 'Versions');
  await versions.getByLabel('Version description').fill('Two fields');
  await versions.getByRole('button', { name: 'Save Version' }).click();
  await expect(versions.locator('[data-version="2"]')).toContainText('Current');

  await versions.getByRole('button', { name: 'Rollback to version 1' }).click();
  const confirm = builder.locator('dialog.fw-confirm[open]');
  await expect(confirm).toContainText(
    'Are you sure you want to rollback to version 1? This will create a new version with the rolled back changes.',
  );
  await confirm.getByRole('button', { name: 'Rollback' }).click();
  await expect(versions.locator('[data-version="3"]')).toContainText('Rolled back to version 1');
  await expect(builder.locator('.fw-list--page > .fw-card')).toHaveCount(1);

  await page.reload();
  await page.evaluate(() => window.fwHost.ready);
  await expect(builder.locator('.fw-list--page > .fw-card')).toHaveCount(1);
  await expect(card(builder, 'r1')).toBeVisible();
  const reopened = await openTool(builder, 'Versions');
  await expect(reopened.locator('[data-version="3"]')).toContainText('Current');
});

test('a viewer can change nothing in versions and collaboration, and the server refuses if tried', async ({
  page,
}) => {
  const viewer = await signIn(E2E_SERVICE_URL, 'viewer');
  const form = await feedbackForm(viewer);
  const builder = await openBuilder(page, E2E_SERVICE_URL, 'viewer', form.id);
  const versions = await openTool(builder, 'Versions');
  await expect(
    versions.getByText('You can view versions; only the owner and editors can save or roll back.'),
  ).toBeVisible();
  await expect(versions.getByRole('button', { name: 'Save Version' })).toHaveCount(0);
  await expect(versions.getByRole('button', { name: /^Rollback to/ })).toHaveCount(0);
  const collaboration = await openTool(builder, 'Collaboration');
  await expect(
    collaboration.getByText('Only the owner of this form can add, change or remove members.'),
  ).toBeVisible();
  await expect(collaboration.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
  await collaboration.getByRole('tab', { name: 'Comments' }).click();
  await expect(collaboration.getByText('Only the owner and editors can comment on this form.')).toBeVisible();
  await expect(collaboration.getByRole('button', { name: 'Add Comment' })).toHaveCount(0);

  const path = `/api/v1/forms/${form.id}`;
  expect((await call(viewer, 'POST', `${path}/versions`, { description: 'Sneaky' })).status).toBe(403);
  expect((await call(viewer, 'POST', `${path}/comments`, { comment_text: 'Sneaky' })).status).toBe(403);
  expect(
    (await call(viewer, 'POST', `${path}/collaborators`, { email: 'viewer@demo.example', role: 'editor' }))
      .status,
  ).toBe(403);
  const list = await call(viewer, 'GET', `${path}/versions`);
  const oldest = (list.body.data as { id: string }[]).at(-1);
  if (oldest) expect((await call(viewer, 'POST', `${path}/versions/${oldest.id}/rollback`)).status).toBe(403);
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  // Two server processes on one PostgreSQL schema: presence and comments travel through LISTEN/NOTIFY.
  test.describe('two server processes on PostgreSQL', () => {
    const schema = `e2e_presence_${process.pid}_${randomBytes(3).toString('hex')}`;
    const basePort = Number(process.env.E2E_API_PORT ?? 3311) + 20;
    const services: [string, string] = [`http://127.0.0.1:${basePort}`, `http://127.0.0.1:${basePort + 1}`];
    const processes: ChildProcess[] = [];
    const secret = randomBytes(32).toString('base64');

    async function startServer(port: number): Promise<void> {
      const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATABASE_SCHEMA: schema,
          FORMWRIGHT_SECRET_KEY: secret,
          DATA_DIR: `/tmp/${schema}-${port}`,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      processes.push(child);
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const healthy = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (healthy) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the server on port ${port} did not start`);
    }

    test.beforeAll(async () => {
      test.setTimeout(200_000);
      // One after the other: the first migrates and seeds the schema, the second finds it ready.
      await startServer(basePort);
      await startServer(basePort + 1);
    });

    test.afterAll(async () => {
      for (const child of processes) child.kill('SIGTERM');
      await Promise.all(processes.map((child) => new Promise((resolve) => child.once('exit', resolve))));
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    });

    test('two users on two processes see each other and new comments within 2 seconds', async ({
      browser,
    }) => {
      await presenceRoundTrip(browser, services);
    });
  });
}
