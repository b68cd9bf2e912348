import { expect, test } from '@playwright/test';
import { E2E_APP_URL } from '../../playwright.config';
import {
  DEMO_USER,
  expectNoAxeViolations,
  screenshot,
  signedInClient,
  signInAsDemo,
  signInThroughPage,
} from './support/demo';

// The demo's routes and sign-in (shell §2, §4, §5) against `npm start`'s server.

test.use({ baseURL: E2E_APP_URL });

test('the sign-in page checks the fields with the messages of shell §5 before asking the server', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'sign-in');

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();

  await page.getByLabel('Username').fill('de');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Username').fill('demo');
  await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);
});

test('the sign-in page shows the tenant, prefilled and editable, checked with the server’s rule', async ({
  page,
}) => {
  await page.goto('/signin');
  await expect(page).toHaveTitle('Sign in · Formwright');
  const tenant = page.getByLabel('Tenant');
  await expect(tenant).toHaveValue('demo');
  await expect(tenant).toBeEditable();
  await tenant.fill('');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Tenant is required')).toBeVisible();
  await expect(tenant).toBeFocused();
  await tenant.fill('Other Tenant');
  await expect(
    page.getByText(
      "Tenant must be 1 to 63 lower-case letters, digits, '-' or '_', starting with a letter or digit",
    ),
  ).toBeVisible();
  await expect(tenant).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await tenant.fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("signing in for another tenant opens that tenant's dashboard, and the tenant stays visible and changeable", async ({
  page,
}) => {
  await page.goto('/signin');
  await signInThroughPage(page, 'other', 'other1234', 'other');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The other tenant's lists: no seeded templates there.
  await expect(page.getByRole('tab', { name: 'Templates (0)' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fw-demo-tenant'))).toBe('other');
  // A reload starts on that tenant and finds its stored session.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Templates (0)' })).toBeVisible();

  // Signing out: the page says which tenant it would sign in to, and the demo user signs in by changing it.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel('Tenant')).toHaveValue('other');
  await signInThroughPage(page, DEMO_USER.username, DEMO_USER.password);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await signInThroughPage(page, DEMO_USER.username, DEMO_USER.password, 'demo');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: /^Templates \([1-9]\d*\)$/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fw-demo-tenant'))).toBe('demo');
});

test('a link that asks for a tenant fills it in, and signing in returns to where the link came from', async ({
  page,
}) => {
  await page.goto(`/signin?from=${encodeURIComponent('/create-form')}&tenant=other`);
  await expect(page.getByLabel('Tenant')).toHaveValue('other');
  await signInThroughPage(page, 'other', 'other1234');
  await expect(page).toHaveURL(/\/create-form$/);
  await expect(page.locator('form-builder')).toHaveAttribute('tenant', 'other');
});

test('the password can be shown and hidden again', async ({ page }) => {
  await page.goto('/signin');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  // One toggle button with a fixed name; its state is aria-pressed.
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveCSS('background-color', 'rgb(37, 99, 235)');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).not.toHaveCSS('background-color', 'rgb(37, 99, 235)');
});

test("a wrong password shows the server's message in the failure box and stays on the sign-in page", async ({
  page,
}) => {
  await page.goto('/signin');
  await signInThroughPage(page, DEMO_USER.username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/signin$/);
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(submit).toBeEnabled();
  // The button waited inactive, not disabled: focus is still on it, not dropped to the page.
  await expect(submit).toBeFocused();
  await expectNoAxeViolations(page);
  await screenshot(page, 'sign-in-failed');
});

test('a protected route sends a visitor to sign in and back to where they were going', async ({ page }) => {
  await page.goto('/create-form');
  await expect(page).toHaveURL(/\/signin\?from=%2Fcreate-form$/);
  await signInThroughPage(page, DEMO_USER.username, DEMO_USER.password);
  await expect(page).toHaveURL(/\/create-form$/);
  await expect(
    page.locator('form-builder').getByRole('button', { name: 'Create', exact: true }),
  ).toBeVisible();
  await expect(page.locator('form-builder').getByText('Start Building Your Form')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'create-form');
});

test('a form that does not exist shows the load error, then the dashboard', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/edit-form/00000000-0000-4000-8000-000000000000');
  const builder = page.locator('form-builder');
  await expect(builder.getByRole('alert').filter({ hasText: 'Form not found or invalid' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a form id that is not valid percent-encoding is a form not found, not a broken route', async ({
  page,
}) => {
  await signInAsDemo(page);
  // A malformed escape in the form id: the id is used as it came, and the builder cannot find it.
  // (The router's error screen itself: tests/elements/shell/route-pages.test.tsx.)
  for (const path of ['/edit-form/%E0', '/edit-form/%E0%A4%A']) {
    await page.goto(path);
    const builder = page.locator('form-builder');
    await expect(builder.getByRole('alert').filter({ hasText: 'Form not found or invalid' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a malformed public link is a form not found too', async ({ page }) => {
  await page.goto('/f/demo/%E0%A4%A');
  await expect(page.getByRole('heading', { name: 'Form not found' })).toBeVisible();
  await expect(page).toHaveTitle('Form not found · Formwright');
});

test('the root and unknown paths go to the dashboard; a signed-in user on /signin goes there too', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  // Not signed in: the dashboard is protected, so the redirect ends at sign-in, from the dashboard.
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard$/);
  await signInAsDemo(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/something-else?x=1');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an unknown API path still answers the API 404, not the app', async ({ request }) => {
  const answer = await request.get('/api/v1/no-such-thing');
  expect(answer.status()).toBe(404);
  expect((await answer.json()).error.code).toBe('not_found');
  const missingAsset = await request.get('/assets/missing.js');
  expect(missingAsset.status()).toBe(404);
});

test('a session revoked elsewhere sends the next call to sign in (401 → /signin)', async ({
  page,
  context,
}) => {
  await signInAsDemo(page);
  // A second tab of the same browser shares the stored session and signs it out on the server.
  const other = await context.newPage();
  await other.goto(`${E2E_APP_URL}/dashboard`);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/signin$/);
  // The first tab still believes it is signed in; its next call answers 401.
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/signin\?from=%2Fedit-form%2F/);
});

test('changes made in the builder come back after signing in again, when the session ended under them', async ({
  page,
  context,
}) => {
  // A form of its own (other specs read the seeded ones), made by a session of its own.
  const api = await signedInClient('demo', DEMO_USER.username, DEMO_USER.password);
  const created = await api.request<{ id: string }>('POST', '/api/v1/forms', {
    body: { description: 'Session end journey' },
  });
  await signInAsDemo(page);
  const formUrl = `/edit-form/${created.id}`;
  await page.goto(formUrl);
  const builder = page.locator('form-builder');
  const description = builder.getByLabel('Form description');
  await expect(description).toHaveValue('Session end journey');
  await description.fill('Changed before the session ended');
  // Signed out in another tab: this tab's next call (the author's Save) answers 401 and leads to sign-in.
  const other = await context.newPage();
  await other.goto(`${E2E_APP_URL}/dashboard`);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/signin$/);
  await other.close();
  await builder.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/signin\?from=%2Fedit-form%2F/);
  await signInThroughPage(page, DEMO_USER.username, DEMO_USER.password);
  await expect(page).toHaveURL(new RegExp(`${formUrl}$`));
  await expect(builder.getByText('Unsaved changes restored')).toBeVisible();
  await expect(description).toHaveValue('Changed before the session ended');
  await builder.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(builder.getByText('Your form has been updated successfully.')).toBeVisible();
  await expect(builder.getByLabel('Form description')).toHaveValue('Changed before the session ended');
});

test('a session that cannot be checked (server down or failing) is kept, with Try again, not signed out', async ({
  page,
}) => {
  await signInAsDemo(page);
  const stored = await page.evaluate(() => localStorage.getItem('auth_token'));
  // The stored token is checked on load; the server answers 503 (a restart, an outage).
  await page.route('**/api/v1/auth/verify', (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cannot check your session' })).toBeVisible();
  await expect(page.getByText('Cannot reach the server. Check your connection and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(stored);
  await expectNoAxeViolations(page);
  await page.unroute('**/api/v1/auth/verify');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: /^My Forms \(\d+\)$/ })).toBeVisible();
});
