import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { defaultFormSettings } from '../../../src/model';
import {
  builderConnection,
  createForm,
  resetBrowserState,
  shareForm,
  signIn,
  signInAsOwner,
} from '../builder/real-service';
import { button, focused, mountBuilder, schemaWith, until } from '../builder/support';
import { expectNoAxeViolations } from '../support/axe';
import { buttonIn, inputIn, openTools, TAB_NAMES, toolPanel, toolsDialog, toolTab } from './support';

function topTabs(el: Element): string[] {
  const list = toolsDialog(el).querySelector('[role="tablist"][aria-label="Form tools"]');
  return [...(list?.querySelectorAll('[role="tab"]') ?? [])].map((tab) => tab.textContent ?? '');
}

function sharedSchema() {
  return {
    ...schemaWith([{ id: 'name', type: 'text', label: 'Name' }]),
    settings: {
      ...defaultFormSettings(),
      cancelAction: 'redirect' as const,
      customButtons: [
        {
          id: 'b1',
          text: 'Docs',
          action_type: 'redirect' as const,
          action_value: 'https://example.com',
          style: 'secondary' as const,
          position: 'before-submit' as const,
          enabled: true,
        },
      ],
    },
    globalVariables: [{ id: 'v1', name: 'company', value: 'Acme', dataType: 'string' as const }],
  };
}

describe('tools: the Form Command Center dialog', () => {
  afterEach(resetBrowserState);

  it("opens from the header as 'Form Command Center' with the tabs of authoring §2", async () => {
    const el = await mountBuilder();
    await openTools(el);
    expect(toolsDialog(el).querySelector('h2')?.textContent).to.equal('Form Command Center');
    expect(topTabs(el).slice(0, TAB_NAMES.length)).to.deep.equal([...TAB_NAMES]);
    expect(toolTab(el, "Custom CTA's").getAttribute('aria-selected')).to.equal('true');
  });

  it("opens from the empty properties panel's 'Open Tools' and gives focus back on Escape", async () => {
    const el = await mountBuilder();
    const opener = button(el, 'Open Tools');
    opener.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'not opened');
    await sendKeys({ press: 'Escape' });
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'not closed');
    await until(() => focused() === opener, 'focus not back on Open Tools');
  });

  it('moves between tabs with the arrow keys, Home and End, and remembers the last tab', async () => {
    const el = await mountBuilder();
    await openTools(el);
    toolTab(el, "Custom CTA's").focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => toolTab(el, 'Variables').getAttribute('aria-selected') === 'true', 'ArrowRight');
    expect(focused()).to.equal(toolTab(el, 'Variables'));
    await sendKeys({ press: 'End' });
    const last = topTabs(el).at(-1) ?? '';
    await until(() => toolTab(el, last).getAttribute('aria-selected') === 'true', 'End');
    await sendKeys({ press: 'Home' });
    await until(() => toolTab(el, "Custom CTA's").getAttribute('aria-selected') === 'true', 'Home');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => toolTab(el, last).getAttribute('aria-selected') === 'true', 'ArrowLeft wraps');
    toolTab(el, 'Themes').click();
    button(el, 'Close').click();
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'not closed');
    button(el, 'Tools').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'not reopened');
    expect(toolTab(el, 'Themes').getAttribute('aria-selected')).to.equal('true');
  });

  it('adds a custom button with the keyboard alone', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el);
    buttonIn(panel, 'Add Custom Button').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no editor');
    inputIn(panel, 'Button Text').focus();
    await sendKeys({ type: 'Help' });
    await sendKeys({ press: 'Tab' }); // Action
    await sendKeys({ press: 'Tab' }); // Redirect URL
    await sendKeys({ type: 'https://example.com/help' });
    await sendKeys({ press: 'Enter' }); // submits the form
    await until(() => !panel.querySelector('form.fw-tool-editor'), 'not saved');
    expect(panel.textContent).to.include('Help');
    await until(() => focused() === buttonIn(panel, 'Add Custom Button'), 'focus not back on Add');
  });

  it('finds no axe violations on any tab', async function () {
    this.timeout(40_000);
    const el = await mountBuilder({ schema: sharedSchema() });
    for (const name of TAB_NAMES) {
      await openTools(el, name);
      await expectNoAxeViolations(el);
    }
    const panel = await openTools(el, 'Advanced');
    for (const sub of ['Security', 'Analytics', 'Custom Code']) {
      const tab = [...panel.querySelectorAll<HTMLElement>('[role="tab"]')].find(
        (node) => node.textContent === sub,
      );
      tab?.click();
      await until(() => tab?.getAttribute('aria-selected') === 'true', `no ${sub}`);
      await expectNoAxeViolations(el);
    }
  });

  it('finds no axe violations in the editors and the export dialog', async function () {
    this.timeout(40_000);
    const el = await mountBuilder({ schema: sharedSchema() });
    let panel = await openTools(el, "Custom CTA's");
    buttonIn(panel, 'Edit Docs').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no button editor');
    await expectNoAxeViolations(el);
    panel = await openTools(el, 'Variables');
    buttonIn(panel, 'Add Variable').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no variable editor');
    await expectNoAxeViolations(el);
    panel = await openTools(el, 'Themes');
    buttonIn(panel, 'Create Custom Theme').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no theme editor');
    await expectNoAxeViolations(el);
    panel = await openTools(el, 'Import/Export');
    buttonIn(panel, 'Export Form JSON').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-tool-export[open]'), 'no export dialog');
    await expectNoAxeViolations(el);
  });

  it("shows a viewer everything disabled, and a viewer's builder changes nothing", async function () {
    this.timeout(30_000);
    const owner = await signInAsOwner();
    const formId = await createForm(owner, 'Shared tools form', sharedSchema());
    await shareForm(owner, formId, 'viewer', 'viewer');
    const { attributes, properties } = builderConnection(await signIn('viewer', 'viewer1234'));
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
    await until(() => el.shadowRoot?.querySelector('[data-drop-item="name"]'), 'not loaded');

    let panel = await openTools(el, "Custom CTA's");
    expect(panel.textContent).to.include('Docs');
    for (const name of ['Add Custom Button', 'Edit Docs', 'Delete Docs']) {
      expect(buttonIn(panel, name).disabled, name).to.equal(true);
    }
    panel = await openTools(el, 'Variables');
    for (const name of [
      'Add Variable',
      'Edit company',
      'Delete company',
      'Add as field: company',
      'Import Variables',
    ]) {
      expect(buttonIn(panel, name).disabled, name).to.equal(true);
    }
    expect(inputIn<HTMLTextAreaElement>(panel, 'Field service output (JSON)').readOnly).to.equal(true);
    panel = await openTools(el, 'Themes');
    for (const name of ['Apply Modern', 'Create Custom Theme', 'Import Theme']) {
      expect(buttonIn(panel, name).disabled, name).to.equal(true);
    }
    panel = await openTools(el, 'Advanced');
    const controls = [...panel.querySelectorAll<HTMLInputElement>('input, select, textarea')];
    expect(controls.length).to.be.greaterThan(10);
    for (const control of controls) expect(control.matches(':disabled'), control.outerHTML).to.equal(true);
    expect(inputIn(panel, 'Redirect URL').matches(':disabled')).to.equal(true);
    panel = await openTools(el, 'Import/Export');
    expect(buttonIn(panel, 'Import Schema').disabled).to.equal(true);
    expect(buttonIn(panel, 'Load from File').disabled).to.equal(true);
    expect(inputIn<HTMLTextAreaElement>(panel, 'Form JSON').readOnly).to.equal(true);
    // Reading is not changing: a viewer may still export the form.
    expect(buttonIn(panel, 'Export Form JSON').disabled).to.equal(false);
    await expectNoAxeViolations(el);
    expect(toolPanel(el, 'Import/Export')).to.equal(panel);
  });
});
