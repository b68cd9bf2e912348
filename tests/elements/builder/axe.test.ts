import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../support/axe';
import {
  builderConnection,
  createForm,
  resetBrowserState,
  shareForm,
  signIn,
  signInAsOwner,
} from './real-service';
import { $, button, byText, card, mountBuilder, schemaWith, typeInto, until } from './support';

// axe on every panel of the builder, inside its shadow root (axe walks open shadow roots).

function richSchema() {
  return schemaWith([
    { id: 'name', type: 'text', label: 'Name', required: true },
    { id: 'mail', type: 'email', label: 'Email', width: 'half' },
    { id: 'phone', type: 'phone', label: 'Phone', width: 'half' },
    {
      id: 'later',
      type: 'text',
      label: 'Only when named',
      conditionalLogic: [
        {
          id: 'r',
          triggerFieldId: 'name',
          operator: 'is_empty',
          action: { type: 'hide', targetFieldIds: [] },
        },
      ],
    },
    { id: 'box', type: 'container', label: 'Columns', containerConfig: { columns: 2, children: ['inner'] } },
    { id: 'inner', type: 'select', label: 'Choice', options: [{ label: 'A', value: 'a' }] },
    {
      id: 'sec',
      type: 'section',
      label: 'Section',
      sectionConfig: { title: 'More', collapsible: true, children: [] },
    },
    {
      id: 'acc',
      type: 'accordion',
      label: 'FAQ',
      sectionConfig: {
        title: 'FAQ',
        children: [],
        panels: [{ id: 'p', title: 'One', collapsed: false, children: [] }],
      },
    },
    { id: 'head', type: 'heading', label: 'Welcome', defaultValue: 'h2' },
  ]);
}

describe('builder: axe', () => {
  afterEach(() => resetBrowserState());

  it('finds nothing on the empty builder', async () => {
    const el = await mountBuilder();
    await expectNoAxeViolations(el);
  });

  it('finds nothing on a canvas with every kind of card, a selected field and a selected column', async () => {
    const el = await mountBuilder({ schema: richSchema() });
    card(el, 'name').click();
    await until(() => el.shadowRoot?.querySelector('.fw-quick-edit'), 'no quick edit');
    byText(el, '.fw-column__button', 'Column 2').click();
    await until(() => el.shadowRoot?.querySelector('.fw-library__banner'), 'no banner');
    await expectNoAxeViolations(el);
  });

  it('finds nothing on a focused card with all its actions, and in its Move to dialog', async () => {
    const el = await mountBuilder({ schema: richSchema() });
    button(el, 'Drag Choice').focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await until(() => el.shadowRoot?.querySelector('[aria-label="Configure Choice"]'), 'no Configure');
    await expectNoAxeViolations(el);
    button(el, 'Move Choice to…').focus();
    await sendKeys({ press: 'Enter' });
    await until(() => el.shadowRoot?.querySelector('dialog[open] .fw-move-to__choice'), 'no Move to dialog');
    await expectNoAxeViolations(el);
  });

  it('finds nothing on a dimmed card hidden by its conditions, its sketch showing text', async () => {
    // A select's sketch shows its first option as text; dimming must leave that text readable.
    const el = await mountBuilder({
      schema: schemaWith([
        { id: 'name', type: 'text', label: 'Name' },
        {
          id: 'pick',
          type: 'select',
          label: 'Pick one',
          options: [{ label: 'Option 1', value: 'option1' }],
          conditionalLogic: [
            {
              id: 'r',
              triggerFieldId: 'name',
              operator: 'is_empty',
              action: { type: 'hide', targetFieldIds: [] },
            },
          ],
        },
      ]),
    });
    await until(() => card(el, 'pick').classList.contains('is-hidden'), 'the card is not dimmed');
    await expectNoAxeViolations(el);
  });

  it('finds nothing while a card is dragged with the keyboard', async () => {
    const el = await mountBuilder({ schema: richSchema() });
    button(el, 'Drag Name').focus();
    await sendKeys({ press: 'Space' });
    await until(() => card(el, 'name').classList.contains('is-dragging'), 'not picked up');
    try {
      await sendKeys({ press: 'ArrowDown' });
      await expectNoAxeViolations(el);
    } finally {
      // A drag left running would keep its key handlers and take the next test's Escape.
      await sendKeys({ press: 'Escape' });
      await until(() => !card(el, 'name').classList.contains('is-dragging'), 'the drag did not end');
    }
  });

  it('finds nothing in the section settings panel', async () => {
    const el = await mountBuilder({ schema: richSchema() });
    card(el, 'sec').click();
    await until(() => el.shadowRoot?.querySelector('.fw-section-settings'), 'no section settings');
    await expectNoAxeViolations(el);
  });

  it('finds nothing in a library search without results', async () => {
    const el = await mountBuilder();
    typeInto($(el, 'input[type="search"]') as HTMLInputElement, 'nothing like this');
    await until(() => el.shadowRoot?.querySelector('.fw-library__empty'), 'no empty result');
    await expectNoAxeViolations(el);
  });

  it('finds nothing in the multi-page page manager, editing a description', async () => {
    const el = await mountBuilder({ schema: schemaWith([], [[], []]) });
    button(el, 'Edit description').click();
    await until(() => el.shadowRoot?.querySelector('.fw-pages__description input'), 'not editing');
    await expectNoAxeViolations(el);
  });

  it('finds nothing in the Variables tab', async () => {
    const el = await mountBuilder({
      schema: {
        ...schemaWith([]),
        globalVariables: [{ id: 'v', name: 'company', value: 'Acme', dataType: 'string' }],
      },
    });
    byText(el, '[role="tab"]', 'Variables').click();
    await until(() => el.shadowRoot?.querySelector('.fw-variables'), 'no variables tab');
    await expectNoAxeViolations(el);
  });

  it('finds nothing in the delete-page confirmation and the tools dialog', async () => {
    const el = await mountBuilder({ schema: schemaWith([], [[], []]) });
    byText(el, 'button', 'Delete Page').click();
    await until(() => el.shadowRoot?.querySelector('dialog[open]'), 'no confirmation');
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Escape' });
    await until(() => !el.shadowRoot?.querySelector('dialog[open]'), 'confirmation still open');
    button(el, 'Tools').click();
    await until(() => el.shadowRoot?.querySelector('dialog[open]'), 'no tools dialog');
    await expectNoAxeViolations(el);
  });

  it('finds nothing in the preview overlay', async () => {
    const el = await mountBuilder({ schema: richSchema() });
    button(el, 'Preview').click();
    await until(
      () => el.shadowRoot?.querySelector('form-renderer')?.shadowRoot?.querySelector('.fw-form'),
      'no preview',
    );
    await until(
      () => !el.shadowRoot?.querySelector('.fw-preview-frame .fw-spinner-overlay'),
      'still loading',
    );
    await expectNoAxeViolations(el);
  });

  it('finds nothing on the load error panel with its toast', async () => {
    const { attributes, properties } = builderConnection(await signInAsOwner());
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': 'gone' }, properties });
    await until(() => el.shadowRoot?.querySelector('.fw-toast'), 'no toast');
    await expectNoAxeViolations(el);
  });

  it('finds nothing on the read-only builder of a viewer', async () => {
    const owner = await signInAsOwner();
    const formId = await createForm(owner, 'Shared rich form', richSchema());
    await shareForm(owner, formId, 'viewer', 'viewer');
    const { attributes, properties } = builderConnection(await signIn('viewer', 'viewer1234'));
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
    await until(() => el.shadowRoot?.querySelector('[data-drop-item="name"]'), 'not loaded');
    card(el, 'name').click();
    await until(() => el.shadowRoot?.querySelector('.fw-properties fieldset'), 'no properties');
    await expectNoAxeViolations(el);
  });
});
