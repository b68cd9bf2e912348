import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { BUILT_IN_THEMES } from '../../../src/model';
import { buttonIn, choose, inputIn, openTools } from '../tools/support';
import { resetBrowserState } from './real-service';
import { focused, mountBuilder, schemaWith, typeInto, until } from './support';

// Focus in the Form Command Center's own editors and lists, without a server: an inline editor takes focus
// when it opens and hands it back when it closes; Escape there cancels the edit and leaves the dialog
// open; Delete hands focus to the next row; Apply hands it to the applied theme's card.

function focusedName(): string {
  const node = focused();
  if (!node || node === document.body) return '<body>';
  return node.getAttribute('aria-label') ?? node.textContent?.trim() ?? node.tagName;
}

async function focusOn(name: string): Promise<void> {
  await until(() => focusedName() === name, `focus not on "${name}" but on "${focusedName()}"`);
}

/** The label text of the focused input. */
function focusedLabel(root: ParentNode): string | null {
  const id = focused()?.id;
  return id ? (root.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent ?? null) : null;
}

async function press(target: HTMLElement, key = 'Enter'): Promise<void> {
  target.focus();
  await sendKeys({ press: key });
}

function toolsOpen(el: Element): boolean {
  return el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]') !== null;
}

const withButtons = () => {
  const schema = schemaWith([{ id: 'q1', type: 'text', label: 'Question' }]);
  schema.settings.customButtons = [
    {
      id: 'b1',
      text: 'Print it',
      action_type: 'print',
      style: 'secondary',
      position: 'before-submit',
      enabled: true,
    },
    {
      id: 'b2',
      text: 'Keep it',
      action_type: 'saveDraft',
      style: 'secondary',
      position: 'before-submit',
      enabled: true,
    },
  ];
  return schema;
};

describe('builder: focus in the Tools dialog', () => {
  afterEach(resetBrowserState);

  it('focuses the custom button editor, returns focus to its opener, and Escape cancels only the edit', async () => {
    const el = await mountBuilder({ schema: withButtons() });
    const panel = await openTools(el, "Custom CTA's");

    await press(buttonIn(panel, 'Add Custom Button'));
    await until(() => focusedLabel(panel) === 'Button Text', 'Button Text not focused');
    await sendKeys({ press: 'Escape' });
    await focusOn('Add Custom Button');
    expect(toolsOpen(el)).to.equal(true);

    await press(buttonIn(panel, 'Edit Keep it'));
    await until(() => focusedLabel(panel) === 'Button Text', 'Button Text not focused for Edit');
    await press(buttonIn(panel, 'Cancel'));
    await focusOn('Edit Keep it');

    await press(buttonIn(panel, 'Edit Print it'));
    await until(() => focusedLabel(panel) === 'Button Text', 'Button Text not focused for Edit');
    typeInto(focused() as HTMLInputElement, 'Print now');
    await press(buttonIn(panel, 'Save Changes'));
    await focusOn('Edit Print now');

    // A second Escape, with no editor open, closes the dialog.
    await press(buttonIn(panel, 'Edit Keep it'));
    await until(() => focusedLabel(panel) === 'Button Text', 'Button Text not focused for Edit');
    await sendKeys({ press: 'Escape' });
    await focusOn('Edit Keep it');
    expect(toolsOpen(el)).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await until(() => !toolsOpen(el), 'the dialog stays open after the second Escape');
  });

  it('hands focus to Add Custom Button after adding one', async () => {
    const el = await mountBuilder({ schema: withButtons() });
    const panel = await openTools(el, "Custom CTA's");
    await press(buttonIn(panel, 'Add Custom Button'));
    await until(() => focusedLabel(panel) === 'Button Text', 'Button Text not focused');
    typeInto(focused() as HTMLInputElement, 'Print again');
    choose(inputIn<HTMLSelectElement>(panel, 'Action'), 'print');
    await until(() => !buttonIn(panel, 'Add Button').disabled, 'Add Button stays disabled');
    await press(buttonIn(panel, 'Add Button'));
    await until(() => panel.textContent?.includes('Print again'), 'button not added');
    await focusOn('Add Custom Button');
  });

  it('moves focus after Delete to the next button, then the previous one, then Add Custom Button', async () => {
    const el = await mountBuilder({ schema: withButtons() });
    const panel = await openTools(el, "Custom CTA's");
    await press(buttonIn(panel, 'Delete Print it'));
    await focusOn('Delete Keep it');
    await press(buttonIn(panel, 'Delete Keep it'));
    await focusOn('Add Custom Button');
  });

  it('focuses the variable editor and returns focus to Edit or Add Variable', async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'q1', type: 'text', label: 'Question' }]) });
    const panel = await openTools(el, 'Variables');
    await press(buttonIn(panel, 'Add Variable'));
    await until(() => focusedLabel(panel) === 'Name', 'Name not focused');
    typeInto(focused() as HTMLInputElement, 'company');
    await press(buttonIn(panel.querySelector('form') as HTMLElement, 'Add Variable'));
    await until(() => panel.textContent?.includes('{{company}}'), 'variable not added');
    await focusOn('Add Variable');

    await press(buttonIn(panel, 'Edit company'));
    await until(() => focusedLabel(panel) === 'Name', 'Name not focused for Edit');
    await sendKeys({ press: 'Escape' });
    await focusOn('Edit company');
    expect(toolsOpen(el)).to.equal(true);
  });

  it('hands focus to the applied theme’s Export after Apply, and Escape cancels a new theme', async () => {
    const el = await mountBuilder({ schema: schemaWith([{ id: 'q1', type: 'text', label: 'Question' }]) });
    const panel = await openTools(el, 'Themes');
    const name = BUILT_IN_THEMES.corporate.name;
    await press(buttonIn(panel, `Apply ${name}`));
    await until(() => buttonIn(panel, `Apply ${name}`).disabled, 'theme not applied');
    await focusOn(`Export ${name}`);

    await press(buttonIn(panel, 'Create Custom Theme'));
    await until(() => focusedLabel(panel) === 'Theme name', 'Theme name not focused');
    typeInto(focused() as HTMLInputElement, 'Half done');
    await sendKeys({ press: 'Escape' });
    await focusOn('Create Custom Theme');
    expect(toolsOpen(el)).to.equal(true);
  });
});
