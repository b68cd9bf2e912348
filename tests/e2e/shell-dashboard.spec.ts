import { expect, test } from '@playwright/test';
import { E2E_APP_URL } from '../../playwright.config';
import { createForm } from '../../src/api/forms';
import type { FormSchemaData } from '../../src/model';
import {
  demoClient,
  expectNoAxeViolations,
  screenshot,
  signInAsDemo,
  signInThroughPage,
} from './support/demo';

// The dashboard of shell §2 against the seeded demo tenant: tabs with counts, search, the empty states,
// the remembered grid/list view, real field counts, and the Settings modal.

test.use({ baseURL: E2E_APP_URL });

test('the tabs count forms and templates, and items show their real field counts', async ({ page }) => {
  await signInAsDemo(page);
  const forms = page.getByRole('tab', { name: /^My Forms \((\d+)\)$/ });
  await expect(forms).toHaveAttribute('aria-selected', 'true');
  const formItems = page.getByRole('tabpanel').locator('.fw-dashboard__item');
  const formCount = Number((await forms.textContent())?.match(/\((\d+)\)/)?.[1]);
  await expect(formItems).toHaveCount(formCount);

  await page.getByRole('tab', { name: /^Templates \(\d+\)$/ }).click();
  const templates = page.getByRole('list', { name: 'Templates' });
  const contact = templates.locator('.fw-dashboard__item').filter({ hasText: 'Contact Us' });
  const job = templates.locator('.fw-dashboard__item').filter({ hasText: 'Job Application' });
  // Not the spec product's fixed 5: the seeded templates hold 3 and 8 fields.
  await expect(contact).toContainText('3 fields');
  await expect(job).toContainText('8 fields');
  // Templates are used, not edited.
  await expect(templates.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(templates.getByRole('button', { name: 'Use template Contact Us' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('search filters by description without regard to case, with its own empty state', async ({ page }) => {
  await signInAsDemo(page);
  const search = page.getByLabel('Search by description');
  await search.fill('cUsToMeR');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Customer Feedback' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Event Registration' })).toHaveCount(0);

  await search.fill('no form is called this');
  await expect(panel.getByRole('heading', { name: 'No forms found' })).toBeVisible();
  await expect(panel.getByText('Try adjusting your search term.')).toBeVisible();
  await page.getByRole('tab', { name: /^Templates/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'No templates found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'dashboard-search-empty');
});

test('a tenant without templates sees the empty state that invites the first one', async ({ page }) => {
  await page.goto('/signin?tenant=other');
  await signInThroughPage(page, 'other', 'other1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Templates (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Templates (0)' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'No templates found' })).toBeVisible();
  await expect(panel.getByText('Get started by creating your first template.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Create your first template' })).toHaveAttribute(
    'href',
    '/create-form?as=template',
  );
  await expectNoAxeViolations(page);
  // The prompt opens the builder for a template, not a plain form.
  await panel.getByRole('link', { name: 'Create your first template' }).click();
  await expect(page.getByRole('switch', { name: 'Template' })).toHaveAttribute('aria-checked', 'true');
});

test('the grid or list view is remembered after a reload', async ({ page }) => {
  await signInAsDemo(page);
  const list = page.getByRole('list', { name: 'My Forms' });
  await expect(list).toHaveClass(/fw-dashboard__items--grid/);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(list).toHaveClass(/fw-dashboard__items--list/);
  await page.reload();
  await expect(page.getByRole('list', { name: 'My Forms' })).toHaveClass(/fw-dashboard__items--list/);
  await expectNoAxeViolations(page);
  await screenshot(page, 'dashboard-list');
});

test('browser back and forward move between the dashboard and the builder', async ({ page }) => {
  await signInAsDemo(page);
  await page.getByRole('link', { name: 'Edit Customer Feedback' }).click();
  await expect(page).toHaveURL(/\/edit-form\/[0-9a-f-]{36}$/);
  await expect(page.locator('form-builder').getByLabel('Form description')).toHaveValue('Customer Feedback');
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Customer Feedback' })).toBeVisible();
  await page.goForward();
  await expect(page.locator('form-builder').getByLabel('Form description')).toHaveValue('Customer Feedback');
});

test('Settings opens <tenant-settings> for this tenant in a modal, closed with Escape', async ({ page }) => {
  await signInAsDemo(page);
  const opener = page.getByRole('button', { name: 'Settings' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Tenant Settings' });
  await expect(dialog).toBeVisible();
  // One visible 'Tenant Settings' heading, the element's own: the dialog's title only names the dialog.
  const title = dialog.locator('.fw-dialog__header h2');
  expect(await title.evaluate((h) => h.getBoundingClientRect().height)).toBeLessThanOrEqual(1);
  const settings = dialog.locator('tenant-settings');
  await expect(settings).toHaveAttribute('tenant', 'demo');
  await expect(settings).toHaveAttribute('service-url', E2E_APP_URL);
  // The token is handed over as a property, never written into the markup.
  await expect(settings).not.toHaveAttribute('token', /.*/);
  expect(
    await settings.evaluate((element) => typeof (element as HTMLElement & { token?: string }).token),
  ).toBe('string');
  // Opening it does not disturb the session: the dashboard is still there behind it.
  await expect(settings.getByRole('heading', { name: 'General Settings' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'settings');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('only the owner is offered Delete: an editor of a shared form sees Edit and Duplicate, not Delete', async ({
  page,
}) => {
  await signInAsDemo(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('button', { name: 'Delete Customer Feedback' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin/);
  await signInThroughPage(page, 'editor', 'editor1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel.getByRole('heading', { name: 'Customer Feedback' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Edit Customer Feedback' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Duplicate Customer Feedback' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Delete Customer Feedback' })).toHaveCount(0);
});

test('browser Back asks before leaving the builder with unsaved changes, and stays when told to', async ({
  page,
}) => {
  await signInAsDemo(page);
  await page.getByRole('link', { name: 'Create New Form' }).click();
  await expect(page).toHaveURL(/\/create-form$/);
  const description = page.locator('form-builder').getByLabel('Form description');
  await description.fill('Not saved yet');

  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  // As the browser's Back button does (page.goBack would wait for a navigation that is cancelled).
  await page.evaluate(() => history.back());
  await expect
    .poll(() => questions)
    .toEqual(['Leave without saving? Your changes to this form are not saved yet.']);
  await expect(page).toHaveURL(/\/create-form$/);
  await expect(description).toHaveValue('Not saved yet');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\/dashboard$/);
});

const emptySchema = {
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: [] }],
  all_fields: [],
  settings: {},
  globalVariables: [],
} as unknown as FormSchemaData;

test('after a delete, focus goes to the next item’s Delete, else the previous one’s, else the tab', async ({
  page,
}) => {
  const client = await demoClient(page);
  const run = Date.now().toString(36);
  // Listed newest first; the search shows only these three.
  for (const name of ['A', 'B', 'C'])
    await createForm(client, {
      description: `Focus ${run} ${name}`,
      schema_data: emptySchema,
      is_template: false,
    });
  await page.reload();
  await page.getByLabel('Search by description').fill(`Focus ${run}`);
  const list = page.getByRole('list', { name: 'My Forms' });
  const names = async () => list.getByRole('heading').allTextContents();
  await expect.poll(names).toHaveLength(3);
  const [first, second, third] = await names();

  const deleteItem = async (name: string | undefined) => {
    await list.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Form' }).click();
    await expect(list.getByRole('heading', { name, exact: true })).toHaveCount(0);
  };

  // The first of three: the next item's Delete.
  await deleteItem(first);
  await expect(list.getByRole('button', { name: `Delete ${second}` })).toBeFocused();
  // The last of two: the previous item's Delete.
  await deleteItem(third);
  await expect(list.getByRole('button', { name: `Delete ${second}` })).toBeFocused();
  // The only one: the tab, which reads the new count.
  await deleteItem(second);
  await expect(page.getByRole('tab', { name: /^My Forms \(\d+\)$/ })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'No forms found' })).toBeVisible();
  // One 'Form deleted' toast per delete at most, in the one stack the page has.
  await expect(page.locator('.fw-toast-stack')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('Duplicate waits for its copy: a double-click makes one copy', async ({ page }) => {
  const client = await demoClient(page);
  const name = `Copy once ${Date.now().toString(36)}`;
  await createForm(client, { description: name, schema_data: emptySchema, is_template: false });
  await page.reload();
  await page.getByLabel('Search by description').fill(name);
  const list = page.getByRole('list', { name: 'My Forms' });

  // Hold the first copy's answer: the button waits, focusable, and a second press does nothing.
  const duplicateCalls: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/forms/*/duplicate', async (route) => {
    duplicateCalls.push(route.request().url());
    await held;
    await route.continue();
  });
  const duplicate = list.getByRole('button', { name: `Duplicate ${name}`, exact: true });
  await duplicate.dblclick();
  await expect(duplicate).toHaveAttribute('aria-disabled', 'true');
  await expect(duplicate).toBeFocused();
  // (Playwright's click refuses an aria-disabled button; a key press reaches it as a user's would.)
  await page.keyboard.press('Enter');
  release();
  await expect(list.getByRole('heading', { name: `${name} (Copy)`, exact: true })).toHaveCount(1);
  await expect(duplicate).not.toHaveAttribute('aria-disabled', 'true');
  expect(duplicateCalls).toHaveLength(1);
  // The success toast, once.
  await expect(page.locator('.fw-toast').filter({ hasText: 'Form duplicated' })).toHaveCount(1);
  await page.unroute('**/api/v1/forms/*/duplicate');

  await page.reload();
  await page.getByLabel('Search by description').fill(name);
  const headings = page.getByRole('list', { name: 'My Forms' }).getByRole('heading');
  await expect(headings).toHaveCount(2);
  expect((await headings.allTextContents()).sort()).toEqual([name, `${name} (Copy)`]);
});
