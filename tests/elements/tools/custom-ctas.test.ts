import { expect } from '@open-wc/testing';
import { defaultFormSettings } from '../../../src/model';
import { button, mountBuilder, schemaWith, typeInto, until } from '../builder/support';
import { blur, buttonIn, choose, inputIn, openTools, recordSchemas, reported } from './support';

function editor(panel: HTMLElement): HTMLFormElement {
  const form = panel.querySelector('form.fw-tool-editor');
  if (!form) throw new Error('no custom button editor');
  return form as HTMLFormElement;
}

describe("tools: Custom CTA's", () => {
  it('starts with an empty list and opens the editor in add mode with the defaults of authoring §3', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el, "Custom CTA's");
    expect(panel.textContent).to.include('No custom buttons yet.');
    buttonIn(panel, 'Add Custom Button').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no editor');
    const form = editor(panel);
    expect(form.textContent).to.include('Add Custom Button');
    expect(inputIn<HTMLSelectElement>(form, 'Action').value).to.equal('redirect');
    expect(inputIn<HTMLSelectElement>(form, 'Style').value).to.equal('secondary');
    expect(inputIn<HTMLSelectElement>(form, 'Position').value).to.equal('before-submit');
    expect(inputIn(form, 'Enabled').checked).to.equal(true);
    expect(inputIn(form, 'Redirect URL').type).to.equal('url');
    expect(buttonIn(form, 'Add Button').disabled).to.equal(true);
  });

  it('keeps save disabled until the text is set and a redirect has a URL', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el);
    buttonIn(panel, 'Add Custom Button').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no editor');
    const form = editor(panel);
    const text = inputIn(form, 'Button Text');
    typeInto(text, '   ');
    blur(text);
    await until(() => form.textContent?.includes('Button text is required'), 'no text message');
    typeInto(text, 'Learn more');
    await until(() => !form.textContent?.includes('Button text is required'), 'message stays');
    expect(buttonIn(form, 'Add Button').disabled).to.equal(true);
    blur(inputIn(form, 'Redirect URL'));
    await until(() => form.textContent?.includes('A redirect URL is required'), 'no URL message');
    typeInto(inputIn(form, 'Redirect URL'), 'https://example.com/more');
    await until(() => !buttonIn(form, 'Add Button').disabled, 'save stays disabled');
  });

  it('asks a custom event for an event name, and saves a print button without an action value', async () => {
    const el = await mountBuilder();
    const schemas = recordSchemas(el);
    const panel = await openTools(el);
    buttonIn(panel, 'Add Custom Button').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no editor');
    const form = editor(panel);
    typeInto(inputIn(form, 'Button Text'), 'Print this');
    choose(inputIn<HTMLSelectElement>(form, 'Action'), 'customEvent');
    await until(() => form.textContent?.includes('Event Name'), 'no event name input');
    expect(buttonIn(form, 'Add Button').disabled).to.equal(true);
    typeInto(inputIn(form, 'Event Name'), 'open-chat');
    await until(() => !buttonIn(form, 'Add Button').disabled, 'event name not accepted');
    typeInto(inputIn(form, 'Event Name'), '');
    choose(inputIn<HTMLSelectElement>(form, 'Action'), 'print');
    await until(() => !buttonIn(form, 'Add Button').disabled, 'print needs no value');
    buttonIn(form, 'Add Button').click();
    const schema = await reported(schemas, (s) => s.settings.customButtons.length === 1, 'not saved');
    const [saved] = schema.settings.customButtons;
    expect(saved?.text).to.equal('Print this');
    expect(saved?.action_type).to.equal('print');
    expect(saved).to.not.have.property('action_value');
    expect(saved?.id).to.be.a('string').and.not.equal('');
    await until(() => panel.textContent?.includes('Print this'), 'not listed');
  });

  it('cancels back to the list without saving', async () => {
    const el = await mountBuilder();
    const panel = await openTools(el);
    buttonIn(panel, 'Add Custom Button').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no editor');
    typeInto(inputIn(editor(panel), 'Button Text'), 'Never saved');
    buttonIn(editor(panel), 'Cancel').click();
    await until(() => !panel.querySelector('form.fw-tool-editor'), 'still editing');
    expect(panel.textContent).to.include('No custom buttons yet.');
    expect(panel.textContent).to.not.include('Never saved');
  });

  it('edits a button in edit mode keeping its id, deletes it, and undo brings it back', async () => {
    const el = await mountBuilder({
      schema: {
        ...schemaWith([]),
        settings: {
          ...defaultFormSettings(),
          customButtons: [
            {
              id: 'b1',
              text: 'Docs',
              action_type: 'redirect',
              action_value: 'https://example.com/docs',
              style: 'secondary',
              position: 'before-submit',
              enabled: true,
            },
          ],
        },
      },
    });
    const schemas = recordSchemas(el);
    const panel = await openTools(el);
    buttonIn(panel, 'Edit Docs').click();
    await until(() => panel.querySelector('form.fw-tool-editor'), 'no editor');
    const form = editor(panel);
    expect(form.textContent).to.include('Edit Custom Button');
    expect(inputIn(form, 'Redirect URL').value).to.equal('https://example.com/docs');
    typeInto(inputIn(form, 'Button Text'), 'Read the docs');
    choose(inputIn<HTMLSelectElement>(form, 'Style'), 'outline');
    buttonIn(form, 'Save Changes').click();
    const edited = await reported(
      schemas,
      (s) => s.settings.customButtons[0]?.text === 'Read the docs',
      'not edited',
    );
    expect(edited.settings.customButtons).to.deep.equal([
      {
        id: 'b1',
        text: 'Read the docs',
        action_type: 'redirect',
        action_value: 'https://example.com/docs',
        style: 'outline',
        position: 'before-submit',
        enabled: true,
      },
    ]);
    buttonIn(panel, 'Delete Read the docs').click();
    await until(() => panel.textContent?.includes('No custom buttons yet.'), 'not deleted');
    button(el, 'Undo').click();
    await until(() => panel.textContent?.includes('Read the docs'), 'undo did not bring it back');
  });
});
