import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $$, button, card, focused, mountBuilder, schemaWith, text, until } from './support';

// Where focus goes after Edit and Remove in the child-field lists of the properties panel and the
// field configuration dialog: never to <body>.

function sectionSchema() {
  return schemaWith([
    {
      id: 'sec',
      type: 'section',
      label: 'Sec',
      sectionConfig: { title: 'About', children: ['n1', 'n2', 'n3'] },
    },
    { id: 'n1', type: 'text', label: 'One' },
    { id: 'n2', type: 'text', label: 'Two' },
    { id: 'n3', type: 'text', label: 'Three' },
  ]);
}

function inPanel(el: Element, name: string): HTMLElement {
  const found = $$(el, '.fw-properties button').find((node) => node.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no "${name}" in the properties panel`);
  return found;
}

function inDialog(el: Element, name: string): HTMLElement {
  const found = $$(el, 'dialog[open] button').find((node) => node.getAttribute('aria-label') === name);
  if (!found) throw new Error(`no "${name}" in the open dialog`);
  return found;
}

function focusedLabel(): string | null {
  return focused()?.getAttribute('aria-label') ?? null;
}

async function press(target: HTMLElement, key = 'Enter'): Promise<void> {
  target.focus();
  await sendKeys({ press: key });
}

async function selectSection(el: Element): Promise<void> {
  card(el, 'sec').click();
  await until(
    () => el.shadowRoot?.querySelector('.fw-properties .fw-section-settings'),
    'no section settings',
  );
}

describe('builder: focus after Edit and Remove of child fields', () => {
  it('moves focus to the next row, then the previous one, then the add-field picker in the properties panel', async () => {
    const el = await mountBuilder({ schema: sectionSchema() });
    await selectSection(el);
    await press(inPanel(el, 'Remove Two (text)'));
    await until(() => !text(el).includes('Two'), 'Two not removed');
    await until(() => focusedLabel() === 'Edit Three (text)', 'focus not on the next row');
    await press(inPanel(el, 'Remove Three (text)'));
    await until(() => focusedLabel() === 'Edit One (text)', 'focus not on the row before the last');
    await press(inPanel(el, 'Remove One (text)'));
    await until(() => text(el).includes('No fields in this section'), 'section not empty');
    await until(() => focused()?.tagName === 'SELECT', 'focus not on the picker');
    const picker = focused()?.closest('.fw-child-picker');
    expect(picker?.textContent).to.include('Add field to section');
  });

  it('moves focus to the child’s properties after Edit in the properties panel', async () => {
    const el = await mountBuilder({ schema: sectionSchema() });
    await selectSection(el);
    await press(inPanel(el, 'Edit Two (text)'));
    await until(() => text(el).includes('Selected: Two'), 'Two not selected');
    await until(() => (focused() as HTMLInputElement | null)?.value === 'Two', 'focus not on Two’s label');
    expect(focused()?.closest('.fw-quick-edit')).to.exist;
  });

  it('keeps focus in the configuration dialog after Remove and Edit, and finds a place when the opener is gone', async () => {
    const el = await mountBuilder({ schema: sectionSchema() });
    await selectSection(el);
    await press(button(el, 'Advanced'));
    await until(() => el.shadowRoot?.querySelector('dialog[open] .fw-section-settings'), 'no dialog');
    await press(inDialog(el, 'Remove Two (text)'));
    await until(() => focusedLabel() === 'Edit Three (text)', 'focus not on the next row in the dialog');
    expect(focused()?.closest('dialog')).to.exist;

    await press(inDialog(el, 'Edit Three (text)'));
    await until(
      () =>
        el.shadowRoot?.querySelector('dialog[open] .fw-dialog__description')?.textContent === 'Three (text)',
      'dialog not showing Three',
    );
    await until(
      () => (focused() as HTMLInputElement | null)?.value === 'Three',
      'focus not on Three’s label',
    );
    expect(focused()?.closest('dialog')).to.exist;

    // The Advanced button that opened the dialog belonged to the section's properties, now gone.
    await sendKeys({ press: 'Escape' });
    await until(() => !el.shadowRoot?.querySelector('dialog[open]'), 'dialog not closed');
    await until(() => focusedLabel() === 'Configure Three', 'focus not on the edited field’s card');
  });
});
