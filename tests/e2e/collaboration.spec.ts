import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import pg from 'pg';
import { E2E_SERVICE_URL } from '../../playwright.config';

// Live collaboration in real browsers against real servers: two users of tenant demo on one form see each
// other's presence, selected field and new comments within 2 seconds; a rollback round trip; a viewer who
// can change nothing and a server that refuses when a viewer tries; export then import gives the same
// form. With TEST_DATABASE_URL set (CI sets it, and CI fails without it), the presence test runs again
// with each user on a different server process sharing PostgreSQL, in a schema of its own that it drops.

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

/** The host page on a route ('/create-form' or '/edit-form/{id}'), signed in as `user`. */
async function openRoute(page: Page, service: string, user: string, route: string): Promise<Locator> {
  const query = new URLSearchParams({ service, tenant: 'demo', user, password: PASSWORDS[user] ?? '' });
  await page.goto(`${HOST}?${query}#${route}`);
  await page.evaluate(() => window.fwHost.ready);
  const builder = page.locator('form-builder');
  await expect(builder.locator('.fw-canvas')).toBeVisible();
  return builder;
}

async function openBuilder(page: Page, service: string, user: string, formId: string): Promise<Locator> {
  return openRoute(page, service, user, `/edit-form/${formId}`);
}

async function openTool(
  builder: Locator,
  tab: 'Versions' | 'Collaboration' | 'Import/Export',
): Promise<Locator> {
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
    await expect(activeNow(panelA)).toContainText('Eddie Editor', { timeout: LIVE_MS });
    const panelB = await openTool(b, 'Collaboration');
    await expect(activeNow(panelB)).toContainText('Demo Admin', { timeout: LIVE_MS });
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

test("one author's Publish and Unpublish reach the other's open builder: state, button and public link", async ({
  browser,
}) => {
  const owner = await signIn(E2E_SERVICE_URL, 'demo');
  const created = await call(owner, 'POST', '/api/v1/forms', {
    description: `Published live ${randomBytes(3).toString('hex')}`,
    schema_data: {
      schemaVersion: 1,
      pages: [{ id: 'page_1', description: '', field_ids: ['p1'] }],
      all_fields: [{ id: 'p1', type: 'text', label: 'Name' }],
      settings: {},
      globalVariables: [],
    },
    is_template: false,
  });
  const id = String(created.body.id);
  const shared = await call(owner, 'POST', `/api/v1/forms/${id}/collaborators`, {
    email: 'editor@demo.example',
    role: 'editor',
  });
  expect(shared.status).toBe(201);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  try {
    const a = await openBuilder(await contextA.newPage(), E2E_SERVICE_URL, 'demo', id);
    const b = await openBuilder(await contextB.newPage(), E2E_SERVICE_URL, 'editor', id);
    // Both builders are live before anyone publishes.
    await expect(activeNow(await openTool(b, 'Collaboration'))).toContainText('Demo Admin', {
      timeout: LIVE_MS,
    });
    await closeTools(b);
    const stateB = b.locator('.fw-publish .fw-badge');
    const linkB = b.locator('.fw-header__public-link');
    await expect(stateB).toHaveText('Not published');

    await a.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(a.locator('.fw-publish .fw-badge')).toHaveText('Published');
    await expect(stateB).toHaveText('Published', { timeout: LIVE_MS });
    await expect(b.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
    await expect(linkB).toHaveAttribute('href', new RegExp(`/f/demo/${id}$`));

    await a.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(stateB).toHaveText('Not published', { timeout: LIVE_MS });
    await expect(b.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
    await expect(linkB).toHaveCount(0);
  } finally {
    await contextA.close();
    await contextB.close();
  }
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

test('a viewer can change nothing in the builder, versions and collaboration, and the server refuses if tried', async ({
  page,
}) => {
  const owner = await signIn(E2E_SERVICE_URL, 'demo');
  const viewer = await signIn(E2E_SERVICE_URL, 'viewer');
  const form = await feedbackForm(viewer);
  const path = `/api/v1/forms/${form.id}`;
  // A version the viewer could try to roll back to, made by the owner.
  expect((await call(owner, 'POST', `${path}/versions`, { description: 'Owner snapshot' })).status).toBe(201);
  const before = (await call(owner, 'GET', path)).body.data as { description: string; schema_data: unknown };

  const builder = await openBuilder(page, E2E_SERVICE_URL, 'viewer', form.id);
  await expect(builder.getByText('View only')).toBeVisible();
  await expect(builder.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(builder.getByRole('button', { name: /^Drag / })).toHaveCount(0);
  await expect(builder.getByLabel('Form description')).toHaveAttribute('readonly', '');
  const versions = await openTool(builder, 'Versions');
  await expect(
    versions.getByText('You can view versions; only the owner and editors can save or roll back.'),
  ).toBeVisible();
  await expect(versions.getByText('Owner snapshot')).toBeVisible();
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

  // Straight to the server with the viewer's own signed session: every change is refused.
  const refused = async (method: string, route: string, body?: unknown) =>
    expect((await call(viewer, method, route, body)).status, `${method} ${route}`).toBe(403);
  await refused('PUT', path, { description: 'Sneaky', schema_data: before.schema_data });
  await refused('DELETE', path);
  await refused('POST', `${path}/versions`, { description: 'Sneaky' });
  await refused('POST', `${path}/comments`, { comment_text: 'Sneaky' });
  await refused('POST', `${path}/collaborators`, { email: 'viewer@demo.example', role: 'editor' });
  const members = (await call(viewer, 'GET', `${path}/collaborators`)).body.data as {
    id: string;
    user_email: string;
  }[];
  const self = members.find((member) => member.user_email === 'viewer@demo.example');
  if (!self) throw new Error('the viewer is not listed as a member');
  await refused('PUT', `${path}/collaborators/${self.id}`, { role: 'editor' });
  await refused('DELETE', `${path}/collaborators/${self.id}`);
  const list = (await call(viewer, 'GET', `${path}/versions`)).body.data as { id: string }[];
  const oldest = list.at(-1);
  if (!oldest) throw new Error("the owner's version is not listed");
  await refused('POST', `${path}/versions/${oldest.id}/rollback`);

  // And nothing changed.
  const after = (await call(owner, 'GET', path)).body.data as { description: string; schema_data: unknown };
  expect(after.description).toBe(before.description);
  expect(after.schema_data).toEqual(before.schema_data);
  const roles = (await call(owner, 'GET', `${path}/collaborators`)).body.data as {
    user_email: string;
    role: string;
  }[];
  expect(roles.find((member) => member.user_email === 'viewer@demo.example')?.role).toBe('viewer');
});

test('a form exported as JSON and imported into a new form is the same form', async ({ page }) => {
  const owner = await signIn(E2E_SERVICE_URL, 'demo');
  // The seeded Job Application template (two pages, a condition), with its own settings and a variable.
  const templates = (await call(owner, 'GET', '/api/v1/forms?is_template=true')).body.data as {
    id: string;
    description: string;
  }[];
  const template = templates.find((row) => row.description === 'Job Application');
  if (!template) throw new Error('the seeded Job Application template is missing');
  const source = (await call(owner, 'GET', `/api/v1/forms/${template.id}`)).body.data as {
    schema_data: { settings: Record<string, unknown> };
  };
  const description = `Export round trip ${randomBytes(3).toString('hex')}`;
  const created = await call(owner, 'POST', '/api/v1/forms', {
    description,
    schema_data: {
      ...source.schema_data,
      settings: { ...source.schema_data.settings, submitButtonText: 'Apply now', showCancelButton: true },
      globalVariables: [{ id: 'var_company', name: 'company', value: 'Acme', dataType: 'string' }],
    },
    is_template: false,
  });
  expect(created.status).toBe(201);
  const originalId = String(created.body.id);

  // Export: Full Schema, downloaded as a file.
  const original = await openBuilder(page, E2E_SERVICE_URL, 'demo', originalId);
  const exportPanel = await openTool(original, 'Import/Export');
  await exportPanel.getByRole('button', { name: 'Export Form JSON' }).click();
  const exportDialog = original.getByRole('dialog', { name: 'Export Form JSON' });
  await exportDialog.getByRole('radio', { name: 'Full Schema' }).check();
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${description.toLowerCase().replaceAll(' ', '-')}-form.json`);
  const file = await readFile(await download.path(), 'utf8');

  // Import: a new form, in a page of its own, loads the file, and Create saves it.
  const second = await page.context().newPage();
  const fresh = await openRoute(second, E2E_SERVICE_URL, 'demo', '/create-form');
  const importPanel = await openTool(fresh, 'Import/Export');
  await importPanel.getByLabel('Form file').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/json',
    buffer: Buffer.from(file),
  });
  await expect(importPanel.getByLabel('Form JSON')).toHaveValue(file);
  await importPanel.getByRole('button', { name: 'Import Schema' }).click();
  await expect(importPanel.getByText('Form schema imported successfully!')).toBeVisible();
  await closeTools(fresh);
  await expect(fresh.getByLabel('Form description')).toHaveValue(description);
  await expect(fresh.getByText('8 fields', { exact: true })).toBeVisible();
  await fresh.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(second).toHaveURL(/#\/edit-form\/[0-9a-f-]{36}$/);
  const importedId = decodeURIComponent(second.url().split('/edit-form/')[1] ?? '');
  expect(importedId).not.toBe(originalId);

  const read = async (id: string) =>
    (await call(owner, 'GET', `/api/v1/forms/${id}`)).body.data as {
      description: string;
      is_template: boolean;
      schema_data: unknown;
    };
  const [before, after] = [await read(originalId), await read(importedId)];
  expect(after.description).toBe(before.description);
  expect(after.is_template).toBe(before.is_template);
  expect(after.schema_data).toEqual(before.schema_data);
});

const databaseUrl = process.env.TEST_DATABASE_URL;
if (databaseUrl) {
  // Two server processes on one PostgreSQL schema: presence and comments travel through LISTEN/NOTIFY.
  // The schema is this run's own (the server suite uses fw_test_* schemas of the same database), dropped
  // at the end; the NOTIFY channel is named after the schema, so parallel runs do not hear each other.
  test.describe('two server processes on PostgreSQL', () => {
    const schema = `e2e_presence_${process.pid}_${randomBytes(3).toString('hex')}`;
    const basePort = Number(process.env.E2E_API_PORT ?? 3311) + 20;
    const services: [string, string] = [`http://127.0.0.1:${basePort}`, `http://127.0.0.1:${basePort + 1}`];
    const processes: ChildProcess[] = [];
    const dataDirs: string[] = [];
    const secret = randomBytes(32).toString('base64');

    const healthy = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (answer) => answer.ok,
        () => false,
      );

    async function startServer(port: number): Promise<void> {
      // Someone else's server on this port would answer our health checks and our users.
      if (await healthy(port)) throw new Error(`port ${port} is taken; choose another E2E_API_PORT`);
      const dataDir = `/tmp/${schema}-${port}`;
      dataDirs.push(dataDir);
      const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATABASE_SCHEMA: schema,
          FORMWRIGHT_SECRET_KEY: secret,
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      processes.push(child);
      // Drained, or a chatty server would block on a full pipe; the tail explains a failed start.
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString()).slice(-4000);
      });
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`the server on port ${port} exited while starting:\n${stderr}`);
        }
        if (await healthy(port)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the server on port ${port} did not start:\n${stderr}`);
    }

    test.beforeAll(async () => {
      test.setTimeout(200_000);
      // One after the other: the first migrates and seeds the schema, the second finds it ready.
      await startServer(basePort);
      await startServer(basePort + 1);
    });

    test.afterAll(async () => {
      const running = processes.filter((child) => child.exitCode === null && child.signalCode === null);
      const exited = running.map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of running) child.kill('SIGTERM');
      await Promise.all(exited);
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    test('two users on two processes see each other and new comments within 2 seconds', async ({
      browser,
    }) => {
      await presenceRoundTrip(browser, services);
    });
  });
} else if (process.env.CI === 'true') {
  // Like the server suite's PostgreSQL pass (scripts/test-server-pg.sh): on CI this test is mandatory.
  test('two server processes on PostgreSQL', () => {
    throw new Error('CI must run the two-process presence test: set TEST_DATABASE_URL');
  });
}
