import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FieldInput } from '../../../src/model';
import { $$, button, card, focused, hasButton, mountBuilder, schemaWith, until } from './support';

// Where focus goes after Remove, Move up/down and Add in the editable lists of the field configuration
// dialog (options, validation and conditional rules, table columns, accordion panels): the same button of
// the row that took the old place, else of the previous row, else the list's Add control; never <body>.

function focusedName(): string {
  const node = focused();
  if (!node || node === document.body) return '<body>';
  return node.getAttribute('aria-label') ?? node.textContent?.trim() ?? node.tagName;
}

/** A button of the open dialog by accessible name or text. */
function inDialog(el: Element, name: string): HTMLElement {
  const found = $$(el, 'dialog[open] button').find(
    (node) => node.getAttribute('aria-label') === name || node.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no "${name}" in the open dialog`);
  return found;
}

/** Presses a key with keyboard focus on the target, as a keyboard user would. */
async function press(target: HTMLElement, key = 'Enter'): Promise<void> {
  target.focus();
  await sendKeys({ press: key });
}

async function focusOn(name: string): Promise<void> {
  await until(() => focusedName() === name, `focus not on "${name}" but on "${focusedName()}"`);
}

/** Opens the configuration dialog of a field from its card's Configure button, on the tab given. */
async function configure(el: Element, field: FieldInput, tab?: string): Promise<void> {
  card(el, field.id as string).click();
  await until(() => hasButton(el, `Configure ${field.label}`), 'no Configure button on the card');
  await press(button(el, `Configure ${field.label}`));
  await until(() => el.shadowRoot?.querySelector('dialog.fw-config-dialog[open]'), 'no dialog');
  if (!tab) return;
  const tabButton = $$(el, 'dialog[open] [role="tab"]').find((node) => node.textContent?.trim() === tab);
  if (!tabButton) throw new Error(`no tab ${tab}`);
  tabButton.click();
  await until(() => tabButton.getAttribute('aria-selected') === 'true', `${tab} not selected`);
}

/** The labels of the options as the option editor shows them. */
function optionLabels(el: Element): string[] {
  return $$(el, 'dialog[open] .fw-option-editor .fw-config-row input').flatMap((input, index) =>
    index % 2 === 0 ? [(input as HTMLInputElement).value] : [],
  );
}

const COLOUR: FieldInput = {
  id: 'colour',
  type: 'select',
  label: 'Colour',
  options: [
    { label: 'Red', value: 'red' },
    { label: 'Green', value: 'green' },
    { label: 'Blue', value: 'blue' },
  ],
};

describe('builder: focus in the configuration dialog’s lists', () => {
  it('moves focus after Remove Option to the next row, then the previous one, then Add Option', async () => {
    const el = await mountBuilder({ schema: schemaWith([COLOUR]) });
    await configure(el, COLOUR);
    await press(inDialog(el, 'Remove Option 2'));
    await until(() => optionLabels(el).join() === 'Red,Blue', 'Green not removed');
    // Blue took the second place: its Remove has focus.
    await focusOn('Remove Option 2');
    await press(inDialog(el, 'Remove Option 2'));
    await until(() => optionLabels(el).join() === 'Red', 'Blue not removed');
    await focusOn('Remove Option 1');
    await press(inDialog(el, 'Remove Option 1'));
    await until(() => optionLabels(el).length === 0, 'Red not removed');
    await focusOn('Add Option');
    expect(focused()?.closest('dialog')).to.exist;
  });

  it('keeps focus on the moved option, so pressing Move down again moves it on', async () => {
    const el = await mountBuilder({ schema: schemaWith([COLOUR]) });
    await configure(el, COLOUR);
    await press(inDialog(el, 'Move Option 1 down'));
    await until(() => optionLabels(el).join() === 'Green,Red,Blue', 'Red not moved down');
    await focusOn('Move Option 2 down');
    await sendKeys({ press: 'Enter' });
    await until(() => optionLabels(el).join() === 'Green,Blue,Red', 'Red not moved down again');
    // At the end the button is aria-disabled, not disabled: it keeps focus, and a third press does nothing.
    await focusOn('Move Option 3 down');
    expect(focused()?.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await press(inDialog(el, 'Move Option 3 up'));
    await until(() => optionLabels(el).join() === 'Green,Red,Blue', 'Red not moved up');
    await focusOn('Move Option 2 up');
  });

  it('moves focus after Remove rule on the Validation tab, then to Add Rule', async () => {
    const field: FieldInput = {
      id: 'name',
      type: 'text',
      label: 'Name',
      validation: [
        { type: 'minLength', value: 2, message: 'Too short' },
        { type: 'maxLength', value: 20, message: 'Too long' },
      ],
    };
    const el = await mountBuilder({ schema: schemaWith([field]) });
    await configure(el, field, 'Validation');
    await press(inDialog(el, 'Remove rule 1'));
    await until(
      () => !inDialog(el, 'Remove rule 1').closest('li')?.textContent?.includes('Too short'),
      'rule 1 stays',
    );
    await focusOn('Remove rule 1');
    await press(inDialog(el, 'Remove rule 1'));
    await until(() => $$(el, 'dialog[open] .fw-config-cards li').length === 0, 'rules not removed');
    await focusOn('Add Rule');
  });

  it('moves focus after Remove conditional rule to the previous rule at the end of the list', async () => {
    const rule = (id: string) => ({
      id,
      triggerFieldId: 'other',
      operator: 'is_empty' as const,
      action: { type: 'hide' as const, targetFieldIds: ['name'] },
    });
    const field: FieldInput = {
      id: 'name',
      type: 'text',
      label: 'Name',
      conditionalLogic: [rule('r1'), rule('r2')],
    };
    const el = await mountBuilder({
      schema: schemaWith([field, { id: 'other', type: 'text', label: 'Other' }]),
    });
    await configure(el, field, 'Conditional');
    await press(inDialog(el, 'Remove conditional rule 2'));
    await focusOn('Remove conditional rule 1');
    await press(inDialog(el, 'Remove conditional rule 1'));
    await until(() => $$(el, 'dialog[open] .fw-config-cards li').length === 0, 'rules not removed');
    await focusOn('Add Rule');
  });

  it('moves focus after Remove column to the next column, then to Add Column', async () => {
    const column = (id: string, label: string) => ({ id, label, type: 'text' as const });
    const field: FieldInput = {
      id: 'items',
      type: 'table',
      label: 'Items',
      tableConfig: { columns: [column('a', 'Alpha'), column('b', 'Beta')] },
    };
    const el = await mountBuilder({ schema: schemaWith([field]) });
    await configure(el, field, 'Advanced');
    await press(inDialog(el, 'Remove column 1'));
    await until(() => $$(el, 'dialog[open] .fw-config-cards > li').length === 1, 'column not removed');
    await focusOn('Remove column 1');
    expect(focused()?.closest('li')?.textContent).to.include('Beta');
    await press(inDialog(el, 'Remove column 1'));
    await until(() => $$(el, 'dialog[open] .fw-config-cards > li').length === 0, 'columns not removed');
    await focusOn('Add Column');
  });

  it('focuses the new panel’s title after Add Panel, and the next panel after Remove panel', async () => {
    const field: FieldInput = {
      id: 'faq',
      type: 'accordion',
      label: 'FAQ',
      sectionConfig: {
        title: 'FAQ',
        children: [],
        panels: [{ id: 'p1', title: 'Shipping', collapsed: false, children: [] }],
      },
    };
    const el = await mountBuilder({ schema: schemaWith([field]) });
    await configure(el, field);
    await press(inDialog(el, 'Add Panel'));
    await until(() => focused()?.tagName === 'INPUT', 'focus not on an input');
    const title = focused() as HTMLInputElement;
    const label = title.id ? el.shadowRoot?.querySelector(`label[for="${CSS.escape(title.id)}"]`) : null;
    expect(label?.textContent).to.equal('Panel 2 title');
    await press(inDialog(el, 'Remove panel 1'));
    await focusOn('Remove panel 1');
    expect((focused()?.closest('li')?.querySelector('input') as HTMLInputElement | null)?.value).to.not.equal(
      'Shipping',
    );
  });
});
