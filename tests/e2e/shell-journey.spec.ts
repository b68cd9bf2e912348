import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_APP_URL, E2E_SERVICE_URL } from '../../playwright.config';
import { createApiClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { expectNoAxeViolations, screenshot, signInAsDemo } from './support/demo';

// The journey a new user takes through the demo (issue #7), against `npm start`'s server: sign in, build a
// form of ten field types over two pages with a condition, save, find it again, preview it, duplicate,
// delete, start from a template, sign out.

test.use({ baseURL: E2E_APP_URL });
test.describe.configure({ mode: 'serial' });

const JOURNEY_FORM = 'Journey: conference feedback';

/** Adds a field type from the Field Library through its search (the groups open one at a time). */
async function addField(builder: Locator, label: string): Promise<void> {
  await builder.getByLabel('Search field types').fill(label);
  await builder
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .first()
    .click();
}

async function itemNamed(page: Page, description: string): Promise<Locator> {
  const item = page
    .locator('.fw-dashboard__item')
    .filter({ has: page.getByRole('heading', { name: description, exact: true }) });
  await expect(item).toHaveCount(1);
  return item;
}

test('builds, saves, finds, previews, duplicates and deletes a form, then starts one from a template', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signInAsDemo(page);
  await expectNoAxeViolations(page);
  await screenshot(page, 'dashboard');

  // Create: ten field types over two pages.
  await page.getByRole('link', { name: 'Create New Form' }).click();
  await expect(page).toHaveURL(/\/create-form$/);
  const builder = page.locator('form-builder');
  await builder.getByLabel('Form description').fill(JOURNEY_FORM);
  for (const label of ['Text Input', 'Email', 'Number', 'Dropdown', 'Radio Group'])
    await addField(builder, label);
  await builder.getByRole('button', { name: 'Add Page' }).click();
  await expect(builder.getByText('Multi-Page Form')).toBeVisible();
  for (const label of ['Phone', 'Checkbox', 'Date', 'Star Rating', 'Text Area'])
    await addField(builder, label);
  await expect(builder.getByText('10 fields', { exact: true })).toBeVisible();

  // A condition: the Text Area (selected, just added) hides when the Radio Group answers Option 1.
  await builder.getByRole('button', { name: 'Advanced' }).click();
  const config = builder.getByRole('dialog', { name: 'Field Configuration' });
  await config.getByRole('tab', { name: 'Conditional' }).click();
  await config.getByRole('button', { name: 'Add Rule' }).click();
  await config.getByLabel('Rule 1 trigger field').selectOption({ label: 'Radio Group' });
  await config.getByLabel('Rule 1 operator').selectOption({ label: 'Equals' });
  await config.getByLabel('Rule 1 value').selectOption({ label: 'Option 1' });
  await config.getByLabel('Rule 1 action').selectOption({ label: 'Hide this field' });
  await expectNoAxeViolations(page);
  await screenshot(page, 'builder-condition');
  await config.getByRole('button', { name: 'Done' }).click();

  // Save (Create): the edit route replaces the create route's history entry.
  const historyLength = await page.evaluate(() => history.length);
  await builder.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(builder.getByText('Your form has been created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/edit-form\/[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  const formUrl = page.url();
  await expectNoAxeViolations(page);
  await screenshot(page, 'builder');

  // Reload: the same form comes back from the server, condition included.
  await page.reload();
  await expect(builder.getByLabel('Form description')).toHaveValue(JOURNEY_FORM);
  await expect(builder.getByText('10 fields', { exact: true })).toBeVisible();

  // Preview, fill and submit: Option 1 hides the Text Area on page 2.
  await builder.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = builder.getByRole('dialog', { name: 'Form Preview' });
  const renderer = preview.locator('form-renderer');
  await renderer.getByRole('textbox', { name: 'Text Input' }).fill('Ada Lovelace');
  await renderer.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
  await renderer.getByRole('radio', { name: 'Option 1' }).check();
  await renderer.getByRole('button', { name: 'Next' }).click();
  await expect(renderer.getByText('Page 2 of 2')).toBeVisible();
  await expect(renderer.getByRole('textbox', { name: 'Phone' })).toBeVisible();
  await expect(renderer.getByRole('textbox', { name: 'Text Area' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await screenshot(page, 'preview');
  await renderer.getByRole('button', { name: 'Submit' }).click();
  await expect(renderer.getByText('Form preview submitted successfully!')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).last().click();

  // Back on the dashboard the form is listed with its real field count and its last update.
  await builder.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const item = await itemNamed(page, JOURNEY_FORM);
  await expect(item).toContainText('10 fields');
  await expect(item.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s(AM|PM)$/);
  await expect(item.getByRole('link', { name: `Edit ${JOURNEY_FORM}` })).toHaveAttribute(
    'href',
    new URL(formUrl).pathname,
  );

  // Duplicate, then delete the copy after the spec's confirmation (Cancel first keeps it).
  await item.getByRole('button', { name: `Duplicate ${JOURNEY_FORM}` }).click();
  const copy = await itemNamed(page, `${JOURNEY_FORM} (Copy)`);
  await expect(copy).toContainText('10 fields');
  await copy.getByRole('button', { name: `Delete ${JOURNEY_FORM} (Copy)` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this form? All data and configurations will be permanently removed.',
  );
  await expectNoAxeViolations(page);
  await screenshot(page, 'delete-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(copy).toBeVisible();
  await copy.getByRole('button', { name: `Delete ${JOURNEY_FORM} (Copy)` }).click();
  await confirm.getByRole('button', { name: 'Delete Form' }).click();
  await expect(page.getByRole('heading', { name: `${JOURNEY_FORM} (Copy)` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: JOURNEY_FORM, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `${JOURNEY_FORM} (Copy)` })).toHaveCount(0);

  // A template starts a new form: its fields, created under a name of our own.
  await page.getByRole('tab', { name: /^Templates \(\d+\)$/ }).click();
  await expectNoAxeViolations(page);
  await screenshot(page, 'templates');
  await page.getByRole('button', { name: 'Use template Job Application' }).click();
  await expect(page).toHaveURL(/\/create-form\?template=/);
  await expect(builder.getByText('8 fields', { exact: true })).toBeVisible();
  await builder.getByLabel('Form description').fill('Journey: hiring 2027');
  await builder.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/edit-form\/[0-9a-f-]{36}$/);
  // The 'Form created' toast (bottom right) can be dismissed from the page.
  await builder.getByRole('button', { name: 'Dismiss notification' }).click();
  await builder.getByRole('button', { name: 'Dashboard', exact: true }).click();
  await expect(await itemNamed(page, 'Journey: hiring 2027')).toContainText('8 fields');
  await page.getByRole('tab', { name: /^Templates/ }).click();
  await expect(page.getByRole('heading', { name: 'Job Application', exact: true })).toBeVisible();
});

test('signing out revokes the session on the server and the dashboard then asks to sign in', async ({
  page,
}) => {
  await signInAsDemo(page);
  const stored = await page.evaluate(() => localStorage.getItem('auth_token'));
  const credentials = Object.values(
    JSON.parse(stored ?? '{}') as Record<string, { token: string; signingKey: string }>,
  )[0];
  expect(credentials?.token).toBeTruthy();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?from=%2Fdashboard$/);

  // The old token is dead on the server too, not only forgotten by the page.
  const client = createApiClient({
    serviceUrl: E2E_SERVICE_URL,
    tenant: 'demo',
    credentials: () => credentials ?? null,
  });
  const refused = await client.request('GET', '/api/v1/auth/verify').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(401);
});

test('changes a general setting and adds a field_registry integration in the Settings modal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsDemo(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tenant Settings' });
  const settings = dialog.locator('tenant-settings');

  // General: add a setting, then change its value (the key stays locked while editing).
  await settings.getByRole('button', { name: 'Add Setting' }).click();
  const addForm = settings.getByRole('form', { name: 'Add Setting' });
  await addForm.getByRole('textbox', { name: 'Key' }).fill('support_email');
  await addForm.getByRole('textbox', { name: 'Value' }).fill('help@example.com');
  await addForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings.getByText('Setting Saved')).toBeVisible();
  const row = settings.locator('tr[data-setting-key="support_email"]');
  await expect(row).toContainText('help@example.com');
  await row.getByRole('button', { name: 'Edit support_email' }).click();
  const editForm = settings.getByRole('form', { name: 'Edit Setting' });
  await expect(editForm.getByRole('textbox', { name: 'Key' })).not.toBeEditable();
  await editForm.getByRole('textbox', { name: 'Value' }).fill('support@example.com');
  await editForm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(settings.getByText('Setting Updated')).toBeVisible();
  await expect(row).toContainText('support@example.com');
  await expectNoAxeViolations(page);
  await screenshot(page, 'settings-general');

  // Integrations: the field_registry integration, saved on the server.
  await settings.getByRole('tab', { name: 'Integrations' }).click();
  await settings.getByRole('button', { name: 'Add Integration' }).click();
  await settings.getByLabel('Integration type').selectOption('api_endpoint');
  await settings.getByLabel('Endpoint URL').fill('https://registry.example.com/fields');
  await expectNoAxeViolations(page);
  await screenshot(page, 'settings-integration');
  await settings.getByRole('button', { name: 'Save Integration' }).click();
  await expect(settings.getByText('Integration Saved')).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Edit field_registry' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'settings-integrations');

  // Both are really stored: a fresh page shows them again.
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(settings.locator('tr[data-setting-key="support_email"]')).toContainText('support@example.com');
  await settings.getByRole('tab', { name: 'Integrations' }).click();
  await expect(settings.getByRole('button', { name: 'Edit field_registry' })).toBeVisible();
});
