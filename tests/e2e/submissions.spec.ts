import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_APP_URL } from '../../playwright.config';
import { createForm } from '../../src/api/forms';
import type { FormSchemaData } from '../../src/model';
import { demoClient, expectNoAxeViolations, screenshot, signInAsDemo } from './support/demo';

// Issue #8 from end to end in the demo: the demo user publishes a form with the builder's Publish button,
// an anonymous visitor submits it on the public page, and the dashboard's Responses dialog (the shared
// responses view) lists it, shows its detail, exports it as CSV and deletes it.

test.use({ baseURL: E2E_APP_URL });

const FORM_NAME = 'Workshop sign-up';
const DIALOG_NAME = `Responses for ${FORM_NAME}`;
/** Starts with '=': a spreadsheet would run it, so the CSV export must neutralise it. */
const FORMULA_ANSWER = '=HYPERLINK("http://example.com")';

const workshopSchema = {
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: ['full_name', 'email', 'comments'] }],
  all_fields: [
    { id: 'full_name', type: 'text', label: 'Full name', required: true },
    { id: 'email', type: 'email', label: 'E-mail address' },
    { id: 'comments', type: 'textarea', label: 'Comments' },
  ],
  settings: { successMessage: 'See you at the workshop.' },
  globalVariables: [],
} as unknown as FormSchemaData;

/** The dashboard item of one form, found by its heading. */
function dashboardItem(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'My Forms' })
    .locator('.fw-dashboard__item')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function publishInBuilder(page: Page, formId: string): Promise<string> {
  await page.goto(`/edit-form/${formId}`);
  const builder = page.locator('form-builder');
  await expect(builder.getByLabel('Form description')).toHaveValue(FORM_NAME);
  const state = builder.locator('.fw-publish .fw-badge');
  await expect(state).toHaveText('Not published');
  await builder.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(state).toHaveText('Published');
  await expect(builder.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
  const link = builder.locator('.fw-header__public-link');
  await expect(link).toHaveAttribute('href', `${E2E_APP_URL}/f/demo/${formId}`);
  const href = await link.getAttribute('href');
  if (!href) throw new Error('no public link');
  // Back the way a user goes: the builder asks the demo's router for the dashboard.
  await builder.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return href;
}

test('a form published in the builder takes an anonymous answer, which the dashboard lists, shows, exports and deletes', async ({
  page,
  browser,
}) => {
  const client = await demoClient(page);
  const { id } = await createForm(client, {
    description: FORM_NAME,
    schema_data: workshopSchema,
    is_template: false,
  });
  // Not published yet: the dashboard shows no badge.
  await page.reload();
  await expect(dashboardItem(page, FORM_NAME)).toBeVisible();
  await expect(dashboardItem(page, FORM_NAME).getByText('Published', { exact: true })).toHaveCount(0);

  const publicLink = await publishInBuilder(page, id);
  await expect(dashboardItem(page, FORM_NAME).getByText('Published', { exact: true })).toBeVisible();
  // The seeded forms are not published.
  await expect(dashboardItem(page, 'Customer Feedback').getByText('Published', { exact: true })).toHaveCount(
    0,
  );

  // A visitor with nothing stored: no session, no cookies.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(publicLink);
  await expect(visitor.getByRole('heading', { name: FORM_NAME })).toBeVisible();
  const renderer = visitor.locator('form-renderer');
  await renderer.getByRole('textbox', { name: 'Full name' }).fill('Ada Lovelace');
  await renderer.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
  await renderer.getByRole('textbox', { name: 'Comments' }).fill(FORMULA_ANSWER);
  await renderer.getByRole('button', { name: 'Submit' }).click();
  await expect(renderer.getByText('See you at the workshop.')).toBeVisible();
  await visitorContext.close();

  // The dashboard's Responses action opens the responses view in a modal dialog.
  const opener = page.getByRole('button', { name: DIALOG_NAME });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: DIALOG_NAME });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Responses', exact: true })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 1–1 of 1 response',
  );
  const row = dialog.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Full name: Ada Lovelace');
  await expect(row).toContainText('E-mail address: ada@example.com');
  // Modal (showModal): the dashboard behind it is inert while it is open.
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, 'dashboard-responses');

  // The detail: every answer under its field's label; Escape returns focus to the row's View.
  const view = row.getByRole('button', { name: /^View response submitted / });
  await view.click();
  const detail = page.getByRole('dialog', { name: 'Response', exact: true });
  await expect(detail).toBeVisible();
  await expect(detail).toContainText('Full name');
  await expect(detail).toContainText('Ada Lovelace');
  await expect(detail).toContainText('ada@example.com');
  await expect(detail).toContainText(FORMULA_ANSWER);
  await expect(detail).toContainText('Response ID');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(view).toBeFocused();

  // CSV: UTF-8 with a byte order mark, the answers in it, the formula neutralised.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `workshop-sign-up-responses-${new Date().toISOString().slice(0, 10)}.csv`,
  );
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.subarray(3).toString('utf8');
  expect(csv).toContain('Ada Lovelace');
  expect(csv).toContain('ada@example.com');
  expect(csv).toContain(`'=HYPERLINK(`);
  expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  await expect(dialog.getByRole('status').filter({ hasText: 'Export ready' })).toBeVisible();

  // Delete, after the confirmation; then the list is empty and the server holds nothing.
  await row.getByRole('button', { name: /^Delete response submitted / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Response' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this response? This action cannot be undone.',
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete Response' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText('Response deleted')).toBeVisible();
  await expect(dialog.getByText('No responses yet', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Responses', exact: true })).toBeFocused();
  const stored = await client.request<{ data: unknown[] }>('GET', `/api/v1/forms/${id}/submissions`);
  expect(stored.data).toEqual([]);

  // Escape closes the dialog and focus returns to the action that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('templates have no Responses action, and focus stays in the Responses dialog', async ({ page }) => {
  await signInAsDemo(page);
  const feedback = page.getByRole('button', { name: 'Responses for Customer Feedback' });
  await feedback.click();
  const dialog = page.getByRole('dialog', { name: 'Responses for Customer Feedback' });
  await expect(dialog.getByText('No responses yet', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText('Responses appear here once people submit the published form.'),
  ).toBeVisible();
  // Tab round and round: focus is in the dialog or, past its last control, in the browser's own UI (the
  // document's body has it then), never on the dashboard behind; and it comes back into the dialog.
  const stops: string[] = [];
  for (let press = 0; press < 20; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await dialog.evaluate((element) => {
        const active = document.activeElement;
        if (active !== null && element.contains(active)) return 'dialog';
        return active === null || active === document.body ? 'browser' : `page: ${active.outerHTML}`;
      }),
    );
  }
  expect(stops.filter((stop) => stop.startsWith('page'))).toEqual([]);
  expect(stops.join(' ')).toMatch(/browser dialog/);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(feedback).toBeFocused();

  await page.getByRole('tab', { name: /^Templates \(\d+\)$/ }).click();
  const templates = page.getByRole('list', { name: 'Templates' });
  await expect(templates.getByRole('button', { name: 'Use template Contact Us' })).toBeVisible();
  await expect(templates.getByRole('button', { name: /^Responses for / })).toHaveCount(0);
});

test("the Responses dialog says when its form cannot be read, and 'Try again' reads it again", async ({
  page,
}) => {
  await signInAsDemo(page);
  // The dashboard's list carries no schemas: the dialog reads its form when it opens. The first read
  // fails as a dropped connection would; the second goes through to the server.
  let refused = 0;
  await page.route(/\/api\/v1\/forms\/[^/?]+$/, async (route) => {
    if (route.request().method() === 'GET' && refused === 0) {
      refused += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Responses for Customer Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Responses for Customer Feedback' });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Failed to load responses: ');
  await expectNoAxeViolations(page);
  await alert.getByRole('button', { name: 'Try again', exact: true }).click();
  await expect(dialog.getByText('No responses yet', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(refused).toBe(1);
});
