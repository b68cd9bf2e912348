import { expect, test } from '@playwright/test';
import { E2E_APP_URL } from '../../playwright.config';
import { createForm, listForms } from '../../src/api/forms';
import type { FormSchemaData } from '../../src/model';
import {
  demoClient,
  expectNoAxeViolations,
  screenshot,
  signedInClient,
  signInThroughPage,
} from './support/demo';

// The demo's public form page (/f/{tenant}/{formId}): anyone opens a published form, fills it in and
// <form-renderer> submits it to the public submission route by itself; a saved draft's resume link works
// in another browser; unpublished forms are not found.

test.use({ baseURL: E2E_APP_URL });

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
  // The field's own error (the form's live region says it too, out of sight).
  await expect(renderer.locator('[part="field-error"]')).toHaveText('Your name is required');
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

const proposalSchema = {
  schemaVersion: 1,
  pages: [
    { id: 'page_1', description: 'Your talk', field_ids: ['title'] },
    { id: 'page_2', description: 'Details', field_ids: ['abstract'] },
  ],
  all_fields: [
    { id: 'title', type: 'text', label: 'Talk title', required: true },
    { id: 'abstract', type: 'textarea', label: 'Abstract' },
  ],
  settings: { successMessage: 'Proposal received.', allowDrafts: true },
  globalVariables: [],
} as unknown as FormSchemaData;

test('a visitor saves a draft and resumes it in a new browser context', async ({ page, browser }) => {
  const client = await demoClient(page);
  const { id } = await createForm(client, {
    description: 'Call for proposals',
    schema_data: proposalSchema,
    is_template: false,
  });
  await client.request('POST', `/api/v1/forms/${id}/publish`);

  const firstDevice = await browser.newContext({
    baseURL: E2E_APP_URL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const visitor = await firstDevice.newPage();
  await visitor.goto(`/f/demo/${id}`);
  const renderer = visitor.locator('form-renderer');
  await renderer.getByRole('textbox', { name: 'Talk title' }).fill('Shadow DOM in practice');
  await renderer.getByRole('button', { name: 'Next' }).click();
  await renderer.getByRole('textbox', { name: 'Abstract' }).fill('Why forms love shadow roots.');
  await renderer.getByRole('button', { name: 'Save draft' }).click();
  await expect(renderer.locator('[part="draft"] p')).toHaveText(
    /^Your draft is saved\. Copy this link to continue later, on any device, until .+\.$/,
  );
  const linkBox = renderer.getByRole('textbox', { name: 'Resume link' });
  const link = await linkBox.inputValue();
  const resume = new URL(link);
  expect(resume.origin + resume.pathname).toBe(`${E2E_APP_URL}/f/demo/${id}`);
  expect(resume.searchParams.get('fw-draft')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  await renderer.getByRole('button', { name: 'Copy link' }).click();
  await expect(renderer.locator('[part="draft"]').getByText('Link copied')).toBeVisible();
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoAxeViolations(visitor);
  await screenshot(visitor, 'public-form-draft');
  await firstDevice.close();

  // Another device: a browser context with nothing stored, only the link.
  const secondDevice = await browser.newContext();
  const resumed = await secondDevice.newPage();
  await resumed.goto(link);
  const again = resumed.locator('form-renderer');
  await expect(again.getByText('Page 2 of 2')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Abstract' })).toHaveValue('Why forms love shadow roots.');
  await again.getByRole('button', { name: 'Previous' }).click();
  await expect(again.getByRole('textbox', { name: 'Talk title' })).toHaveValue('Shadow DOM in practice');
  await again.getByRole('button', { name: 'Next' }).click();
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(again.getByText('Proposal received.')).toBeVisible();
  await secondDevice.close();

  const stored = await client.request<{ data: { values: Record<string, unknown> }[] }>(
    'GET',
    `/api/v1/forms/${id}/submissions`,
  );
  expect(stored.data.map((submission) => submission.values)).toEqual([
    { title: 'Shadow DOM in practice', abstract: 'Why forms love shadow roots.' },
  ]);
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

const membersSchema = {
  schemaVersion: 1,
  pages: [{ id: 'page_1', description: '', field_ids: ['name'] }],
  all_fields: [{ id: 'name', type: 'text', label: 'Your name', required: true }],
  settings: { successMessage: 'Thanks, member.', requireAuth: true },
  globalVariables: [],
} as unknown as FormSchemaData;

test('a form that requires sign-in asks a signed-out visitor to sign in first, then takes their answers', async ({
  page,
  browser,
}) => {
  const client = await demoClient(page);
  const { id } = await createForm(client, {
    description: 'Members survey',
    schema_data: membersSchema,
    is_template: false,
  });
  await client.request('POST', `/api/v1/forms/${id}/publish`);

  const visitor = await browser.newPage({ baseURL: E2E_APP_URL });
  await visitor.goto(`/f/demo/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Members survey' })).toBeVisible();
  await expect(visitor.getByText('Sign in to fill in this form.')).toBeVisible();
  const signInLink = visitor.getByRole('link', { name: 'Sign in' });
  await expect(signInLink).toHaveAttribute('href', `/signin?from=${encodeURIComponent(`/f/demo/${id}`)}`);
  // No inputs before signing in: answers typed now would be lost on the way to the sign-in page.
  const renderer = visitor.locator('form-renderer');
  await expect(renderer).toHaveCount(0);
  await expect(visitor.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  await signInLink.click();
  await signInThroughPage(visitor, 'editor', 'editor1234');
  await expect(visitor).toHaveURL(`${E2E_APP_URL}/f/demo/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Members survey' })).toBeVisible();
  await expect(visitor.getByText('Sign in to fill in this form.')).toHaveCount(0);
  await renderer.getByRole('textbox', { name: 'Your name' }).fill('Eddie Editor');
  await renderer.getByRole('button', { name: 'Submit' }).click();
  await expect(renderer.getByText('Thanks, member.')).toBeVisible();

  const stored = await client.request<{ data: { values: Record<string, unknown> }[] }>(
    'GET',
    `/api/v1/forms/${id}/submissions`,
  );
  expect(stored.data.map((submission) => submission.values)).toEqual([{ name: 'Eddie Editor' }]);
  await visitor.close();
});

test("another tenant's form that requires sign-in signs the visitor in to that tenant and comes back", async ({
  browser,
}) => {
  const other = await signedInClient('other', 'other', 'other1234');
  const { id } = await createForm(other, {
    description: 'Other members survey',
    schema_data: membersSchema,
    is_template: false,
  });
  await other.request('POST', `/api/v1/forms/${id}/publish`);

  // A visitor of the demo (its tenant is 'demo'), with nothing stored.
  const visitor = await browser.newPage({ baseURL: E2E_APP_URL });
  await visitor.goto(`/f/other/${id}`);
  await expect(visitor.getByRole('heading', { name: 'Other members survey' })).toBeVisible();
  await expect(visitor.locator('form-renderer')).toHaveCount(0);
  await visitor.getByRole('link', { name: 'Sign in' }).click();
  // The sign-in page asks for that tenant.
  await expect(visitor.getByLabel('Tenant')).toHaveValue('other');
  await signInThroughPage(visitor, 'other', 'other1234');
  await expect(visitor).toHaveURL(`${E2E_APP_URL}/f/other/${id}`);
  const renderer = visitor.locator('form-renderer');
  await renderer.getByRole('textbox', { name: 'Your name' }).fill('Olga Other');
  await renderer.getByRole('button', { name: 'Submit' }).click();
  await expect(renderer.getByText('Thanks, member.')).toBeVisible();
  const stored = await other.request<{ data: { values: Record<string, unknown> }[] }>(
    'GET',
    `/api/v1/forms/${id}/submissions`,
  );
  expect(stored.data.map((submission) => submission.values)).toEqual([{ name: 'Olga Other' }]);
  await visitor.close();
});

test('a public form that cannot be reached says so and offers Retry; a 404 stays "Form not found"', async ({
  page,
  browser,
}) => {
  const client = await demoClient(page);
  const { id } = await createForm(client, {
    description: 'Sometimes unreachable',
    schema_data: publicSchema,
    is_template: false,
  });
  await client.request('POST', `/api/v1/forms/${id}/publish`);
  const visitor = await browser.newPage({ baseURL: E2E_APP_URL });
  const formRoute = `**/api/v1/public/demo/forms/${id}`;

  // No answer at all (the network).
  await visitor.route(formRoute, (route) => route.abort('internetdisconnected'));
  await visitor.goto(`/f/demo/${id}`);
  const heading = visitor.getByRole('heading', { name: 'This form could not be loaded' });
  await expect(heading).toBeVisible();
  await expect(
    visitor.getByText('Cannot reach the server. Check your connection and try again.'),
  ).toBeVisible();
  await expect(visitor.getByText('Failed to fetch')).toHaveCount(0);
  await expect(visitor.getByText('The form may have been unpublished')).toHaveCount(0);
  await expect(visitor).toHaveTitle('Form unavailable · Formwright');
  await expectNoAxeViolations(visitor);

  // The server failed (5xx): the same, with the server's side named.
  await visitor.unroute(formRoute);
  await visitor.route(formRoute, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"down"}}' }),
  );
  await visitor.getByRole('button', { name: 'Retry' }).click();
  await expect(
    visitor.getByText('The server could not load this form right now. Please try again.'),
  ).toBeVisible();
  await expect(heading).toBeFocused();

  // Retry once it answers again: the form, with focus on its heading.
  await visitor.unroute(formRoute);
  await visitor.getByRole('button', { name: 'Retry' }).click();
  const title = visitor.getByRole('heading', { name: 'Sometimes unreachable' });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(visitor.locator('form-renderer').getByRole('textbox', { name: 'Your name' })).toBeVisible();
  await expect(visitor).toHaveTitle('Sometimes unreachable · Formwright');

  // A 404 is not retried: the form is not there.
  await visitor.goto(`/f/demo/00000000-0000-4000-8000-000000000000`);
  await expect(visitor.getByRole('heading', { name: 'Form not found' })).toBeVisible();
  await expect(visitor.getByText('The form may have been unpublished, or the link is wrong.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(visitor).toHaveTitle('Form not found · Formwright');
  await visitor.close();
});
