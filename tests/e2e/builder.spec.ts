import { expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_SERVICE_URL } from '../../playwright.config';
import type { FormSchemaData } from '../../src/model';

// <form-builder> in a real browser against the real server (see playwright.config.ts), hosted by
// tests/e2e/fixtures/builder-host.html, which signs in and plays the host's router with hash routes.

const HOST = '/tests/e2e/fixtures/builder-host.html';

async function openHost(page: Page, route: string, user = 'demo', password = 'demo1234'): Promise<Locator> {
  const query = new URLSearchParams({ service: E2E_SERVICE_URL, tenant: 'demo', user, password });
  await page.goto(`${HOST}?${query}#${route}`);
  await page.evaluate(() => window.fwHost.ready);
  return page.locator('form-builder');
}

/** A schema with text fields on one page (and extra fields as given). */
function schema(fields: Record<string, unknown>[], pageIds?: string[]): FormSchemaData {
  return {
    schemaVersion: 1,
    pages: [
      { id: 'page_1', description: '', field_ids: pageIds ?? fields.map((field) => field.id as string) },
    ],
    all_fields: fields,
    settings: {},
    globalVariables: [],
  } as unknown as FormSchemaData;
}

const text = (id: string, label: string) => ({ id, type: 'text', label });

async function createForm(page: Page, description: string, data: FormSchemaData): Promise<string> {
  // The schema crosses as JSON; typed as such, Playwright's serialisable-type check recurses too deep.
  const json = JSON.stringify(data);
  return page.evaluate(([name, value]) => window.fwHost.createForm(name, JSON.parse(value)), [
    description,
    json,
  ] as const);
}

/** Field ids in the order the page list shows them. */
async function pageOrder(builder: Locator): Promise<(string | null)[]> {
  return builder
    .locator('.fw-list--page > .fw-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-drop-item')));
}

async function childrenOf(builder: Locator, containerId: string): Promise<(string | null)[]> {
  return builder
    .locator(`[data-drop-item="${containerId}"] .fw-column .fw-card`)
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-drop-item')));
}

/** A pointer drag from one element to a point, in many small moves (dnd-kit needs intermediate moves). */
async function dragTo(
  page: Page,
  handle: Locator,
  target: Locator,
  where: 'top' | 'middle' = 'top',
): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag or drop on');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  const y = where === 'top' ? to.y + 6 : to.y + to.height / 2;
  await page.mouse.move(to.x + Math.min(60, to.width / 2), y, { steps: 20 });
  await page.mouse.up();
}

test('creates a form: Create, the created toast, and the edit route with history replaced', async ({
  page,
}) => {
  const builder = await openHost(page, '/create-form');
  await builder.getByLabel('Form description').fill('E2E created form');
  await builder.getByRole('button', { name: /^Text Input/ }).click();
  const historyLength = await page.evaluate(() => history.length);
  await builder.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(builder.getByText('Form created')).toBeVisible();
  await expect(builder.getByText('Your form has been created successfully.')).toBeVisible();
  await expect(page).toHaveURL(/#\/edit-form\/[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await expect(builder.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

test('saves a change, then finds the same form after a reload', async ({ page }) => {
  const id = await (async () => {
    await openHost(page, '/dashboard');
    return createForm(page, 'E2E saved form', schema([text('first', 'First name')]));
  })();
  const builder = await openHost(page, `/edit-form/${id}`);
  await builder.locator('[data-drop-item="first"]').click();
  await builder.locator('.fw-quick-edit').getByLabel('Label').fill('Given name');
  await builder.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(builder.getByText('Your form has been updated successfully.')).toBeVisible();
  expect(await page.evaluate(() => window.fwHost.events.some((event) => event.type === 'fw-save'))).toBe(
    true,
  );

  await openHost(page, '/dashboard');
  await page.getByRole('link', { name: 'E2E saved form' }).click();
  const reloaded = page.locator('form-builder');
  await expect(reloaded.locator('[data-drop-item="first"]')).toContainText('Given name');
  await expect(reloaded.getByLabel('Form description')).toHaveValue('E2E saved form');
});

test('reorders fields with pointer drags of several steps', async ({ page }) => {
  await openHost(page, '/dashboard');
  const id = await createForm(
    page,
    'E2E pointer',
    schema([text('a', 'Alpha'), text('b', 'Beta'), text('c', 'Gamma'), text('d', 'Delta')]),
  );
  const builder = await openHost(page, `/edit-form/${id}`);
  await dragTo(
    page,
    builder.getByRole('button', { name: 'Drag Delta' }),
    builder.locator('[data-drop-item="a"]'),
  );
  await expect.poll(() => pageOrder(builder)).toEqual(['d', 'a', 'b', 'c']);
  await dragTo(
    page,
    builder.getByRole('button', { name: 'Drag Alpha' }),
    builder.locator('[data-drop-item="c"]'),
  );
  await expect.poll(() => pageOrder(builder)).toEqual(['d', 'b', 'a', 'c']);
  await builder.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(builder.getByText('Your form has been updated successfully.')).toBeVisible();
  const reloaded = await openHost(page, `/edit-form/${id}`);
  await expect.poll(() => pageOrder(reloaded)).toEqual(['d', 'b', 'a', 'c']);
});

test('drags a field type from the library onto the canvas, in front of a field', async ({ page }) => {
  const builder = await openHost(page, '/create-form');
  const empty = builder.locator('.fw-list--page');
  await dragTo(page, builder.getByRole('button', { name: /^Text Area/ }), empty, 'middle');
  await expect.poll(async () => (await pageOrder(builder)).length).toBe(1);
  await expect(builder.getByText('Start Building Your Form')).toBeHidden();
  const first = builder.locator('.fw-list--page > .fw-card').first();
  await dragTo(page, builder.getByRole('button', { name: /^Number/ }), first);
  await expect(builder.locator('.fw-list--page > .fw-card .fw-card__label')).toHaveText([
    'Number',
    'Text Area',
  ]);
});

test('reorders a field with the keyboard: focus the handle, Space, arrows, Space', async ({ page }) => {
  await openHost(page, '/dashboard');
  const id = await createForm(
    page,
    'E2E keyboard',
    schema([text('a', 'Alpha'), text('b', 'Beta'), text('c', 'Gamma')]),
  );
  const builder = await openHost(page, `/edit-form/${id}`);
  await builder.getByRole('button', { name: 'Drag Alpha' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(builder.locator('[id^="DndLiveRegion"]')).toContainText(
    'Alpha will go to position 2 of 3 in Page 1',
  );
  await page.keyboard.press('Space');
  await expect.poll(() => pageOrder(builder)).toEqual(['b', 'a', 'c']);
  await expect(builder.getByRole('button', { name: 'Drag Alpha' })).toBeFocused();
});

test('drags a field from one container into a column of another', async ({ page }) => {
  await openHost(page, '/dashboard');
  const id = await createForm(
    page,
    'E2E containers',
    schema(
      [
        {
          id: 'left',
          type: 'container',
          label: 'Left box',
          containerConfig: { columns: 2, children: ['l1', 'l2'] },
        },
        text('l1', 'Left one'),
        text('l2', 'Left two'),
        {
          id: 'right',
          type: 'container',
          label: 'Right box',
          containerConfig: { columns: 2, children: ['r1'] },
        },
        text('r1', 'Right one'),
      ],
      ['left', 'right'],
    ),
  );
  const builder = await openHost(page, `/edit-form/${id}`);
  const rightColumn2 = builder.locator('[data-drop-item="right"] .fw-column').nth(1).locator('.fw-list');
  await dragTo(page, builder.getByRole('button', { name: 'Drag Left two' }), rightColumn2, 'middle');
  await expect.poll(() => childrenOf(builder, 'right')).toEqual(['r1', 'l2']);
  await expect.poll(() => childrenOf(builder, 'left')).toEqual(['l1']);
  await expect(builder.locator('[data-drop-item="right"] .fw-column').nth(1)).toContainText('Left two');
});

test('undoes and redoes with the buttons and the keyboard, a typing burst as one step', async ({ page }) => {
  const builder = await openHost(page, '/create-form');
  await builder.getByRole('button', { name: /^Text Input/ }).click();
  await builder.getByRole('button', { name: /^Number/ }).click();
  await expect.poll(async () => (await pageOrder(builder)).length).toBe(2);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await pageOrder(builder)).length).toBe(1);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await pageOrder(builder)).length).toBe(2);
  await builder.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await pageOrder(builder)).length).toBe(1);
  await page.keyboard.press('Control+y');
  await expect.poll(async () => (await pageOrder(builder)).length).toBe(2);

  await builder.locator('.fw-list--page > .fw-card').last().click();
  const label = builder.locator('.fw-quick-edit').getByLabel('Label');
  await label.fill('');
  await label.pressSequentially('Age in years');
  await expect(builder.locator('.fw-card.is-selected')).toContainText('Age in years');
  await page.keyboard.press('Control+z');
  await expect(label).toHaveValue('Number');
});

test('previews the unsaved form in the renderer, with the stub submit', async ({ page }) => {
  const builder = await openHost(page, '/create-form');
  await builder.getByRole('button', { name: /^Text Input/ }).click();
  const preview = builder.getByRole('button', { name: 'Preview', exact: true });
  await preview.click();
  const dialog = builder.getByRole('dialog', { name: 'Form Preview' });
  await expect(dialog).toBeVisible();
  const renderer = dialog.locator('form-renderer');
  await renderer.getByRole('textbox', { name: 'Text Input' }).fill('Hello');
  await renderer.getByRole('button', { name: 'Submit' }).click();
  await expect(renderer.getByText('Form preview submitted successfully!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();
  expect(await page.evaluate(() => window.fwHost.events.map((event) => event.type))).not.toContain(
    'fw-submit',
  );
});

test('gives a viewer a read-only builder', async ({ page }) => {
  await openHost(page, '/dashboard', 'viewer', 'viewer1234');
  await page.getByRole('link', { name: 'Customer Feedback' }).click();
  const builder = page.locator('form-builder');
  await expect(builder.getByText('View only')).toBeVisible();
  await expect(builder.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(builder.getByRole('button', { name: /^Drag / })).toHaveCount(0);
  await expect(builder.getByLabel('Form description')).toHaveAttribute('readonly', '');
});
