import { expect, type Page, test } from '@playwright/test';
import { E2E_APP_URL, E2E_SERVICE_URL } from '../../playwright.config';
import { type ApiClient, createApiClient } from '../../src/api/client';
import { createForm, listForms } from '../../src/api/forms';
import type { FormSchemaData } from '../../src/model';
import { expectNoAxeViolations, screenshot, signInAsDemo } from './support/demo';

// The demo's public form page (/f/{tenant}/{formId}): anyone opens a published form, fills it in and
// submits it to the public submission route; unpublished forms are not found.

test.use({ baseURL: E2E_APP_URL });

/** An API client signed in as the demo user, with the credentials the browser holds after sign-in. */
async function demoClient(page: Page): Promise<ApiClient> {
  await signInAsDemo(page);
  const stored = await page.evaluate(() => localStorage.getItem('auth_token'));
  const credentials = Object.values(
    JSON.parse(stored ?? '{}') as Record<string, { token: string; signingKey: string }>,
  )[0];
  if (!credentials) throw new Error('no stored session');
  return createApiClient({ serviceUrl: E2E_SERVICE_URL, tenant: 'demo', credentials: () => credentials });
}

const publicSchema = {
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: ['name', 'email'] }],
  all_fields: [
    { id: 'name', type: 'text', label: 'Your name', required: true },
    { id: 'email', type: 'email', label: 'E-mail address' },
  ],
  settings: { successMessage: 'Thanks for telling us.' },
  globalVariables: [],
} as unknown as FormSchemaData;

test('anyone fills in and submits a published form, and the answers are stored', async ({
  page,
  browser,
}) => {
  const client = await demoClient(page);
  const { id } = await createForm(client, {
    description: 'Public newsletter signup',
    schema_data: publicSchema,
    is_template: false,
  });
  await client.request('POST', `/api/v1/forms/${id}/publish`);

  // A visitor with no session at all.
  const visitor = await browser.newPage({ baseURL: E2E_APP_URL });
  await visitor.goto(`/f/demo/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Public newsletter signup' })).toBeVisible();
  const renderer = visitor.locator('form-renderer');
  await renderer.getByRole('button', { name: 'Submit' }).click();
  await expect(renderer.getByText('Your name is required')).toBeVisible();
  await expectNoAxeViolations(visitor);
  await screenshot(visitor, 'public-form');

  await renderer.getByRole('textbox', { name: 'Your name' }).fill('Grace Hopper');
  await renderer.getByRole('textbox', { name: 'E-mail address' }).fill('grace@example.com');
  await renderer.getByRole('button', { name: 'Submit' }).click();
  await expect(renderer.getByText('Thanks for telling us.')).toBeVisible();
  await expectNoAxeViolations(visitor);

  const stored = await client.request<{ data: { values: Record<string, unknown> }[] }>(
    'GET',
    `/api/v1/forms/${id}/submissions`,
  );
  expect(stored.data).toHaveLength(1);
  expect(stored.data[0]?.values).toMatchObject({ name: 'Grace Hopper', email: 'grace@example.com' });
  await visitor.close();
});

test('an unpublished form is not found on the public page', async ({ page, browser }) => {
  const client = await demoClient(page);
  const feedback = (await listForms(client)).find((form) => form.description === 'Customer Feedback');
  expect(feedback?.is_published).toBe(false);
  const visitor = await browser.newPage({ baseURL: E2E_APP_URL });
  await visitor.goto(`/f/demo/${feedback?.id}`);
  await expect(visitor.getByRole('heading', { name: 'Form not found' })).toBeVisible();
  await expect(visitor.locator('form-renderer')).toHaveCount(0);
  await expectNoAxeViolations(visitor);
  await visitor.close();
});
