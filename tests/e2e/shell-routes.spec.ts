import { expect, type Page, test } from '@playwright/test';
import { E2E_APP_URL } from '../../playwright.config';
import { expectNoAxeViolations, signInAsDemo } from './support/demo';

// What every route of the demo does as a page of a single-page app: a title in the tab, focus on the new
// page's heading after a move within the app (never on <body>), and the shell's notifications wherever
// they are raised. Also the builder page while a template loads for 'Use template'.

test.use({ baseURL: E2E_APP_URL });

/** The focused element's tag and text, through open shadow roots. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.localName}: ${active.textContent?.trim() ?? ''}` : 'none';
  });
}

test('focus moves to the heading of each new page: to a form and back, and after a redirect', async ({
  page,
}) => {
  await signInAsDemo(page);
  // Signing in moved within the app: the dashboard's heading has focus, not <body>.
  await expect.poll(() => focused(page)).toBe('h1: Formwright Dashboard');
  await expect(page).toHaveTitle('Dashboard · Formwright');

  await page.getByRole('link', { name: 'Edit Customer Feedback' }).click();
  const builder = page.locator('form-builder');
  await expect(builder.getByLabel('Form description')).toHaveValue('Customer Feedback');
  await expect.poll(() => focused(page)).toBe('h1: Edit form');
  await expect(page).toHaveTitle('Edit form · Formwright');
  // The next Tab goes on into the builder.
  await page.keyboard.press('Tab');
  await expect.poll(() => focused(page)).not.toBe('h1: Edit form');
  expect(await page.evaluate(() => document.activeElement?.localName)).toBe('form-builder');

  await builder.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => focused(page)).toBe('h1: Formwright Dashboard');
  await expect(page).toHaveTitle('Dashboard · Formwright');

  // Browser Back is a move within the app too.
  await page.goBack();
  await expect(builder.getByLabel('Form description')).toHaveValue('Customer Feedback');
  await expect.poll(() => focused(page)).toBe('h1: Edit form');
  await expectNoAxeViolations(page);
});

test('Create keeps focus in the builder: the move to /edit-form/{id} is the same page', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('link', { name: 'Create New Form' }).click();
  await expect.poll(() => focused(page)).toBe('h1: Create form');
  const builder = page.locator('form-builder');
  await builder.getByLabel('Form description').fill('Focus stays');
  const create = builder.getByRole('button', { name: 'Create', exact: true });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/edit-form\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Edit form · Formwright');
  // Not moved to the page heading (the builder keeps what it focused).
  expect(await focused(page)).not.toBe('h1: Edit form');
});

test("the builder page's notifications show on the builder page, and once on the dashboard", async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.goto('/create-form?template=nope');
  // The shell's stack, outside the element, on this route.
  const toast = page.locator('.fw-toast-stack > .fw-toast').filter({ hasText: 'Failed to load template' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('alert')).toContainText('Failed to load template');
  // Not the library's text.
  await expect(toast).not.toContainText('[GET]');
  // The template failed: an empty new form to start from instead.
  await expect(
    page.locator('form-builder').getByRole('button', { name: 'Create', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // An error stays until dismissed: on the dashboard it is the same notification, shown once.
  await page.locator('form-builder').getByRole('button', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('.fw-toast').filter({ hasText: 'Failed to load template' })).toHaveCount(1);
  await expect(page.locator('.fw-toast-stack')).toHaveCount(1);
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.locator('.fw-toast')).toHaveCount(0);
});

test('Use template shows a loading state until the template is here, then the builder with its fields', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('tab', { name: /^Templates \(\d+\)$/ }).click();
  // Hold the template's answer until the loading state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/v1\/forms\/[0-9a-f-]{36}$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Use template Job Application' }).click();
  await expect(page).toHaveURL(/\/create-form\?template=/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading template' })).toBeVisible();
  // No builder to type into yet (what is typed would be replaced by the template).
  await expect(page.locator('form-builder')).toHaveCount(0);
  await expect(page).toHaveTitle('Create form · Formwright');
  await expectNoAxeViolations(page);
  release();
  const builder = page.locator('form-builder');
  await expect(builder.getByText('8 fields', { exact: true })).toBeVisible();
  // The new form starts with the template's description, which the author may change before Create.
  await expect(builder.getByLabel('Form description')).toHaveValue('Job Application');
  await expect(page.getByRole('status').filter({ hasText: 'Loading template' })).toHaveCount(0);
  await page.unroute(/\/api\/v1\/forms\/[0-9a-f-]{36}$/);
});

test('the spinner while a stored session is checked names the page', async ({ page }) => {
  await signInAsDemo(page);
  // Hold the stored token's check: the protected route shows its spinner meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/auth/verify', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Checking your session' })).toBeVisible();
  await expect(page).toHaveTitle('Checking your session · Formwright');
  release();
  await expect(page).toHaveTitle('Dashboard · Formwright');
  await page.unroute('**/api/v1/auth/verify');
});

test('no request a page makes fails: the icon is inline, not a /favicon.ico the server does not have', async ({
  page,
}) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  expect(failed).toEqual([]);
});
