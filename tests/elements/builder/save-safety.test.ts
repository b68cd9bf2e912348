import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { FormSchemaData } from '../../../src/model';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { inputIn, openTools } from '../tools/support';
import {
  API_URL,
  builderConnection,
  createForm,
  deleteForm,
  readForm,
  resetBrowserState,
  type SignedIn,
  signInAsOwner,
} from './real-service';
import {
  $,
  $$,
  button,
  card,
  focused,
  mountBuilder,
  recordEvents,
  schemaWith,
  typeInto,
  until,
} from './support';

// What a review of saving found: typed values lost on Ctrl+S, a refused save that only said 'try again',
// an invalid webhook stored and then refused forever, failure toasts outliving a later success, and
// Publish that published the saved form while the author's changes were not saved yet.

async function savedSchema(session: SignedIn, formId: string): Promise<FormSchemaData> {
  const answer = await clientFor(session).request<{ data: { schema_data: FormSchemaData } }>(
    'GET',
    `/api/v1/forms/${encodeURIComponent(formId)}`,
  );
  return answer.data.schema_data;
}

async function mountOn(session: SignedIn, formId: string) {
  const connection = builderConnection(session);
  const el = await mountBuilder({
    attributes: { ...connection.attributes, 'form-id': formId },
    properties: connection.properties,
  });
  await until(() => el.shadowRoot?.querySelector('.fw-canvas'), 'form not loaded');
  return el;
}

function toasts(el: Element): string {
  return $$(el, '.fw-toast')
    .map((toast) => toast.textContent ?? '')
    .join(' | ');
}

/** Opens the field's configuration dialog from its card, as a keyboard user would; resolves with the tab shown. */
async function configure(el: Element, fieldId: string, label: string, tab = 'Basic'): Promise<HTMLElement> {
  card(el, fieldId).click();
  button(el, `Configure ${label}`).focus();
  await sendKeys({ press: 'Enter' });
  await until(() => el.shadowRoot?.querySelector('dialog.fw-config-dialog[open]'), 'no dialog');
  const tabButton = $$(el, 'dialog[open] [role="tab"]').find((node) => node.textContent?.trim() === tab);
  tabButton?.click();
  await until(() => tabButton?.getAttribute('aria-selected') === 'true', `${tab} not selected`);
  return $(el, 'dialog[open] [role="tabpanel"]:not([hidden])');
}

/** Replaces an input's text with real key presses, leaving focus (and the caret) in it. */
async function retype(input: HTMLInputElement, value: string): Promise<void> {
  input.focus();
  input.select();
  await sendKeys({ type: value });
}

describe('builder: nothing typed is lost or refused without a reason', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  const created: string[] = [];
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(resetBrowserState);
  after(async () => {
    for (const id of created) await deleteForm(owner, id).catch(() => {});
  });

  it('Ctrl+S saves a slider bound still being typed (it commits on blur), and focus stays in it', async () => {
    const formId = await createForm(
      owner,
      'Slider',
      schemaWith([{ id: 's', type: 'slider', label: 'Volume' }]),
    );
    created.push(formId);
    const el = await mountOn(owner, formId);
    const basic = await configure(el, 's', 'Volume');
    const maximum = inputIn(basic, 'Maximum');
    await retype(maximum, '500');
    await sendKeys({ press: 'Control+s' });
    await until(() => toasts(el).includes('Form saved'), 'not saved');
    const field = (await savedSchema(owner, formId)).all_fields[0];
    expect(field?.max).to.equal(500);
    expect(focused() === maximum, 'focus stays in the Maximum box').to.equal(true);
    expect(maximum.value).to.equal('500');
    expect(el.dirty).to.equal(false);
  });

  it("the element's save() saves table rows still being typed", async () => {
    const formId = await createForm(
      owner,
      'Table',
      schemaWith([
        {
          id: 't',
          type: 'table',
          label: 'Items',
          tableConfig: {
            columns: [{ id: 'c1', label: 'Item', type: 'text', required: false, visible: true }],
            rows: 1,
            minRows: 0,
            maxRows: 10,
            allowAddRows: true,
            allowDeleteRows: true,
          },
        },
      ]),
    );
    created.push(formId);
    const el = await mountOn(owner, formId);
    const advanced = await configure(el, 't', 'Items', 'Advanced');
    await retype(inputIn(advanced, 'Maximum rows'), '25');
    expect(await el.save()).to.equal(true);
    expect((await savedSchema(owner, formId)).all_fields[0]?.tableConfig?.maxRows).to.equal(25);
  });

  it('Ctrl+S saves a page description still open in its editor, which stays open with the text', async () => {
    const formId = await createForm(owner, 'Pages', schemaWith([], [[], []]));
    created.push(formId);
    const el = await mountOn(owner, formId);
    button(el, 'Edit description').click();
    await until(() => el.shadowRoot?.querySelector('.fw-pages__description input'), 'no editor');
    const input = $(el, '.fw-pages__description input') as HTMLInputElement;
    await retype(input, 'Contact details');
    await sendKeys({ press: 'Control+s' });
    await until(() => toasts(el).includes('Form saved'), 'not saved');
    expect((await savedSchema(owner, formId)).pages[0]?.description).to.equal('Contact details');
    expect(input.isConnected && input.value === 'Contact details', 'the editor keeps the text').to.equal(
      true,
    );
    expect(el.dirty).to.equal(false);
  });

  it('refuses an invalid webhook at its input, so the form still saves', async () => {
    const formId = await createForm(owner, 'Webhook', schemaWith([{ id: 'q', type: 'text', label: 'Q' }]));
    created.push(formId);
    const el = await mountOn(owner, formId);
    const panel = await openTools(el, 'Advanced');
    const webhook = inputIn(panel, 'Webhook URL');
    typeInto(webhook, 'hooks.example.com/x');
    await until(() => webhook.getAttribute('aria-invalid') === 'true', 'not marked invalid');
    const errorId = webhook.getAttribute('aria-describedby') ?? '';
    const message = el.shadowRoot?.getElementById(errorId)?.textContent ?? '';
    expect(message).to.include('Enter a full URL starting with http:// or https://');
    expect(message).to.include('The webhook is not stored until it is a valid URL.');
    expect(el.dirty, 'the invalid URL is not stored').to.equal(false);
    await expectNoAxeViolations(el);

    typeInto(webhook, 'https://user:secret@hooks.example.com/x');
    await until(() => webhook.getAttribute('aria-invalid') === 'true', 'credentials accepted');
    expect(el.dirty).to.equal(false);

    await sendKeys({ press: 'Control+s' });
    await until(() => toasts(el).includes('Form saved') || toasts(el).includes('Save failed'), 'no toast');
    expect(toasts(el)).to.include('Form saved');
    expect((await savedSchema(owner, formId)).settings.notifications.webhook).to.equal(undefined);

    typeInto(webhook, 'https://hooks.example.com/x');
    await until(() => webhook.getAttribute('aria-invalid') === null, 'a valid URL still refused');
    expect(await el.save()).to.equal(true);
    expect((await savedSchema(owner, formId)).settings.notifications.webhook).to.equal(
      'https://hooks.example.com/x',
    );
  });

  it("adds the server's reason to 'Save failed', and a later success takes the failure away", async () => {
    // A form started with a webhook the server refuses: Create fails with a 422 that names it.
    const schema = schemaWith([{ id: 'q', type: 'text', label: 'Q' }]);
    schema.settings.notifications.webhook = 'hooks.example.com/x';
    const connection = builderConnection(owner);
    const el = await mountBuilder({ ...connection, schema });
    const saves = recordEvents(el, ['fw-save']);
    button(el, 'Create').click();
    await until(() => toasts(el).includes('Save failed'), 'no failure toast');
    await until(() => toasts(el).includes('Must be a valid http(s) URL'), 'no reason in the toast');
    const failure = toasts(el);
    expect(failure).to.include('There was an error saving your form. Please try again. Reason:');
    expect(failure).to.include('webhook');
    expect($(el, '.fw-header__error').textContent).to.equal('Failed to save form');

    // The webhook input shows what is wrong with the stored value; a valid one fixes it.
    const panel = await openTools(el, 'Advanced');
    const webhook = inputIn(panel, 'Webhook URL');
    expect(webhook.getAttribute('aria-invalid')).to.equal('true');
    typeInto(webhook, 'https://hooks.example.com/x');
    await until(() => webhook.getAttribute('aria-invalid') === null, 'still invalid');
    expect(await el.save()).to.equal(true);
    await until(() => toasts(el).includes('Form created'), 'not created');
    await until(() => !toasts(el).includes('Save failed'), "the 'Save failed' toast stays after a success");
    const saved = saves[0]?.detail as { formId: string } | undefined;
    if (saved) created.push(saved.formId);
  });

  it("names a 404's reason after the spec's sentence", async () => {
    const formId = await createForm(owner, 'Going away', schemaWith([{ id: 'q', type: 'text', label: 'Q' }]));
    const el = await mountOn(owner, formId);
    await deleteForm(owner, formId);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Renamed');
    button(el, 'Save').click();
    await until(() => toasts(el).includes('Save failed'), 'no failure toast');
    await until(() => toasts(el).includes('Reason: Form not found.'), 'no reason');
    expect(toasts(el)).to.include('There was an error saving your form. Please try again. Reason:');
  });

  it('limits the form description to what the service stores', async () => {
    const el = await mountBuilder();
    const description = $(el, 'input[aria-label="Form description"]') as HTMLInputElement;
    expect(description.maxLength).to.equal(10_000);
  });

  it('shows a published form made a template as not published once saved, as the server unpublished it', async () => {
    const formId = await createForm(
      owner,
      'Soon a template',
      schemaWith([{ id: 'q', type: 'text', label: 'Q' }]),
    );
    created.push(formId);
    await clientFor(owner).request('POST', `/api/v1/forms/${encodeURIComponent(formId)}/publish`);
    const el = await mountOn(owner, formId);
    const badge = () => $(el, '.fw-publish [data-published]')?.getAttribute('data-published');
    await until(() => badge() === 'true', 'not shown published');
    ($(el, '[role="switch"]') as HTMLButtonElement).click();
    expect(await el.save()).to.equal(true);
    await until(() => badge() === 'false', 'still shown published');
    expect($(el, '.fw-publish button')?.getAttribute('title')).to.equal(
      'Templates are not shown to visitors: publish a form made from this template.',
    );
  });

  it('Publish saves unsaved changes first, so visitors get the form the author sees', async () => {
    const formId = await createForm(
      owner,
      'Publish me',
      schemaWith([{ id: 'q', type: 'text', label: 'Name' }]),
    );
    created.push(formId);
    const el = await mountOn(owner, formId);
    card(el, 'q').click();
    await until(() => el.shadowRoot?.querySelector('.fw-quick-edit'), 'no quick edit');
    const label = inputIn($(el, '.fw-quick-edit'), 'Label');
    await retype(label, 'Full name');
    expect(el.dirty).to.equal(true);
    const publish = $(el, '.fw-publish button') as HTMLButtonElement;
    publish.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toasts(el).includes('Form published'), 'not published');
    expect(toasts(el)).to.include('Form saved');
    expect(el.dirty).to.equal(false);
    const visitor = await fetch(`${API_URL}/api/v1/public/demo/forms/${formId}`, {
      headers: { Accept: 'application/json' },
    });
    const publicText = await visitor.text();
    expect(visitor.status).to.equal(200);
    expect(publicText).to.include('Full name');
    expect((await readForm(owner, formId)).id).to.equal(formId);
  });
});
