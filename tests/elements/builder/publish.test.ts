import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { publicStatus, publish, until } from '../tools/responses-support';
import {
  API_URL,
  builderConnection,
  createForm,
  deleteForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
} from './real-service';
import { $, $$, button, focused, mountBuilder, schemaWith } from './support';

const SCHEMA = schemaWith([{ id: 'name', type: 'text', label: 'Name' }]);

async function mountOn(session: SignedIn, formId: string, attributes: Record<string, string> = {}) {
  const connection = builderConnection(session);
  const el = await mountBuilder({
    attributes: { ...connection.attributes, 'form-id': formId, ...attributes },
    properties: connection.properties,
  });
  await until(() => el.shadowRoot?.querySelector('.fw-canvas'), 'form not loaded');
  return el;
}

function publishState(el: Element): string {
  return $(el, '.fw-publish .fw-badge').textContent ?? '';
}

function publishButton(el: Element): HTMLButtonElement {
  return $(el, '.fw-publish button') as HTMLButtonElement;
}

/** Unavailable but focusable (aria-disabled), so the keyboard reaches it and hears why. */
function unavailable(button: HTMLButtonElement): boolean {
  return !button.disabled && button.getAttribute('aria-disabled') === 'true';
}

/** The text of the elements the button's aria-describedby names. */
function description(button: HTMLButtonElement): string {
  const root = button.getRootNode() as ShadowRoot;
  return (button.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function publicLink(el: Element): HTMLAnchorElement | null {
  return el.shadowRoot?.querySelector<HTMLAnchorElement>('.fw-header__public-link') ?? null;
}

function toasts(el: Element): string {
  return $$(el, '.fw-toast')
    .map((toast) => toast.textContent ?? '')
    .join(' | ');
}

describe('builder: publishing', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(resetBrowserState);

  it('publishes so the public GET answers, shows the public link, and unpublishing makes it 404', async () => {
    const formId = await createForm(owner, 'To publish', SCHEMA);
    const el = await mountOn(owner, formId);
    expect(publishState(el)).to.equal('Not published');
    expect(publishButton(el).textContent).to.equal('Publish');
    expect(publicLink(el)).to.equal(null);
    expect(await publicStatus('demo', formId)).to.equal(404);

    publishButton(el).click();
    await until(() => publishState(el) === 'Published', 'not published');
    expect(publishButton(el).textContent).to.equal('Unpublish');
    await until(() => toasts(el).includes('Form published'), 'no toast says so');
    expect(toasts(el))
      .to.include('Form published')
      .and.include('Anyone with the public link can now fill in this form.');
    expect(await publicStatus('demo', formId)).to.equal(200);
    // The default link: the reference server's public page at the service's origin.
    expect(publicLink(el)?.href).to.equal(`${API_URL}/f/demo/${formId}`);
    expect(publicLink(el)?.textContent).to.equal(`${API_URL}/f/demo/${formId}`);
    expect($(el, '.fw-header__public').textContent).to.include('Public link:');

    publishButton(el).click();
    await until(() => publishState(el) === 'Not published', 'not unpublished');
    await until(() => toasts(el).includes('Form unpublished'), 'no toast says so');
    expect(toasts(el))
      .to.include('Form unpublished')
      .and.include('The public link no longer opens this form.');
    expect(publicLink(el)).to.equal(null);
    expect(await publicStatus('demo', formId)).to.equal(404);
  });

  it("shows a published form's state and link when it loads", async () => {
    const formId = await createForm(owner, 'Already out', SCHEMA);
    await publish(owner, formId);
    const el = await mountOn(owner, formId);
    expect(publishState(el)).to.equal('Published');
    expect(publishButton(el).textContent).to.equal('Unpublish');
    expect(publicLink(el)?.href).to.equal(`${API_URL}/f/demo/${formId}`);
  });

  it('builds the link from the public-form-url template', async () => {
    const formId = await createForm(owner, 'Host page', SCHEMA);
    await publish(owner, formId);
    const el = await mountOn(owner, formId, {
      'public-form-url': 'https://host.example/forms/{tenant}/{formId}?from=builder',
    });
    await until(() => publicLink(el), 'no link');
    expect(publicLink(el)?.href).to.equal(`https://host.example/forms/demo/${formId}?from=builder`);
    // A relative template resolves against the page; a change of the attribute draws the link again.
    el.setAttribute('public-form-url', '/respond/{formId}');
    const relative = new URL(`/respond/${formId}`, document.baseURI).href;
    await until(() => publicLink(el)?.href === relative, 'the link did not follow the attribute');
    // Removing it goes back to the reference server's public page.
    el.removeAttribute('public-form-url');
    await until(() => publicLink(el)?.href === `${API_URL}/f/demo/${formId}`, 'not back to the default');
  });

  it('copies the public link with the keyboard and reads "Copied!"', async () => {
    const formId = await createForm(owner, 'Copy me', SCHEMA);
    await publish(owner, formId);
    const el = await mountOn(owner, formId);
    const copy = button(el, 'Copy link');
    copy.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => copy.textContent === 'Copied!', "no 'Copied!'");
    // What was copied is the link: pasted with the keyboard into a plain input of the page.
    const input = await fixture<HTMLInputElement>('<input aria-label="Paste here">');
    input.focus();
    await sendKeys({ press: 'Control+V' });
    await until(() => input.value !== '', 'nothing pasted');
    expect(input.value).to.equal(`${API_URL}/f/demo/${formId}`);
  });

  it('is disabled for a new form until it is created, then publishes with the keyboard', async () => {
    const connection = builderConnection(owner);
    const el = await mountBuilder({ ...connection, schema: SCHEMA });
    expect(publishState(el)).to.equal('Not published');
    expect(unavailable(publishButton(el))).to.equal(true);
    expect(publishButton(el).title).to.equal('Save the form before publishing it.');
    expect(description(publishButton(el))).to.include('Save the form before publishing it.');

    button(el, 'Create').click();
    await until(() => !publishButton(el).hasAttribute('aria-disabled'), 'still unavailable after Create');
    publishButton(el).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => publishState(el) === 'Published', 'not published');
    expect(focused() === publishButton(el), 'focus stays on the button').to.equal(true);
    const formId = new URL(publicLink(el)?.href ?? '').pathname.split('/').pop() ?? '';
    expect(await publicStatus('demo', formId)).to.equal(200);
    await deleteForm(owner, formId);
  });

  it('is unavailable for a viewer, who can reach it and hear why, and works for an editor', async () => {
    const formId = await createForm(owner, 'Shared', SCHEMA);
    await publish(owner, formId);
    await shareForm(owner, formId, 'viewer', 'viewer');
    await shareForm(owner, formId, 'editor', 'editor');

    const viewerBuilder = await mountOn(await signIn('viewer', 'viewer1234'), formId);
    expect(publishState(viewerBuilder)).to.equal('Published');
    const blocked = publishButton(viewerBuilder);
    expect(unavailable(blocked)).to.equal(true);
    expect(blocked.title).to.equal('Only the owner and editors can publish this form.');
    // Reachable from the keyboard, and a screen reader reads the reason with the button.
    blocked.focus();
    expect(focused() === blocked, 'the button takes focus').to.equal(true);
    expect(description(blocked)).to.include('Only the owner and editors can publish this form.');
    await sendKeys({ press: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(publishState(viewerBuilder)).to.equal('Published');
    expect(await publicStatus('demo', formId)).to.equal(200);
    await expectNoAxeViolations(viewerBuilder);
    viewerBuilder.remove();
    resetBrowserState();

    const editorBuilder = await mountOn(await signIn('editor', 'editor1234'), formId);
    expect(publishButton(editorBuilder).hasAttribute('aria-disabled')).to.equal(false);
    publishButton(editorBuilder).click();
    await until(() => publishState(editorBuilder) === 'Not published', 'editor could not unpublish');
    expect(await publicStatus('demo', formId)).to.equal(404);
  });

  it('is disabled in a read-only builder', async () => {
    const formId = await createForm(owner, 'Read only', SCHEMA);
    const el = await mountOn(owner, formId, { readonly: '' });
    expect(unavailable(publishButton(el))).to.equal(true);
    expect(publishButton(el).title).to.equal('This builder is read-only.');
    expect(description(publishButton(el))).to.include('This builder is read-only.');
  });

  it('does not publish a template, which the public routes never serve', async () => {
    const answer = await clientFor(owner).request<{ id: string }>('POST', '/api/v1/forms', {
      body: { description: 'A template', schema_data: SCHEMA, is_template: true },
    });
    const el = await mountOn(owner, answer.id);
    expect(unavailable(publishButton(el))).to.equal(true);
    expect(publishButton(el).title).to.equal(
      'Templates are not shown to visitors: publish a form made from this template.',
    );
    expect(description(publishButton(el))).to.include(
      'Templates are not shown to visitors: publish a form made from this template.',
    );
    await deleteForm(owner, answer.id);
  });

  it('reports a failure in the notifications and keeps the state', async () => {
    const formId = await createForm(owner, 'Going away', SCHEMA);
    const el = await mountOn(owner, formId);
    await deleteForm(owner, formId);
    publishButton(el).click();
    await until(() => toasts(el).includes('Publish failed'), 'no failure toast');
    expect(toasts(el)).to.include('Form not found');
    expect(publishState(el)).to.equal('Not published');
    expect(publishButton(el).textContent).to.equal('Publish');
    // No longer busy. (Unavailable only with a reason: the builder may meanwhile learn from a refused
    // presence heartbeat that the form is gone and turn read-only, which blocks the button on purpose.)
    const after = publishButton(el);
    if (after.getAttribute('aria-disabled') === 'true') {
      expect(description(after)).to.include('Only the owner and editors can publish this form.');
    }
  });

  it('finds no axe violations while published, with the link and its copy button', async () => {
    const formId = await createForm(owner, 'Accessible', SCHEMA);
    await publish(owner, formId);
    const el = await mountOn(owner, formId);
    await expectNoAxeViolations(el);
  });
});
