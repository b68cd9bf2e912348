import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { FormRendererElement, FwEvent, FwEventName } from '../../../elements/index';
import { resetSessionsForTests } from '../../../src/store/session';
import { API_URL, createForm, listForms, type SignedIn, signIn } from './support/api';
import { inShadow, setControlValue, textOf, waitForForm, within } from './support/render';

// These tests talk to the real API server (#3) that web-test-runner.config.mjs started for this run.

function record<K extends FwEventName>(el: EventTarget, type: K): FwEvent<K>[] {
  const events: FwEvent<K>[] = [];
  el.addEventListener(type, (event) => events.push(event as FwEvent<K>));
  return events;
}

async function formIdOf(session: SignedIn, description: string): Promise<string> {
  const form = (await listForms(session)).find((f) => f.description === description);
  if (!form) throw new Error(`no form "${description}" on the test server`);
  return form.id;
}

/** A renderer for a form of the server, with the session handed over as properties. */
async function remoteRenderer(session: SignedIn | null, tenant: string, formId: string) {
  const el = document.createElement('form-renderer');
  if (session) {
    el.token = session.token;
    el.signingKey = session.signingKey;
  }
  el.setAttribute('service-url', API_URL);
  el.setAttribute('tenant', tenant);
  el.setAttribute('form-id', formId);
  return el;
}

const errorText = (el: Element) => inShadow(el, '[role="alert"]')?.textContent ?? '';

describe('<form-renderer> with the form service', () => {
  let demo: SignedIn;
  let other: SignedIn;

  before(async () => {
    [demo, other] = await Promise.all([signIn('demo', 'demo1234'), signIn('other', 'other1234')]);
  });
  beforeEach(() => resetSessionsForTests());

  it('loads a form by id through the shared session, showing the loading state first', async () => {
    const id = await formIdOf(demo, 'Event Registration');
    const el = await remoteRenderer(demo, 'demo', id);
    const statuses: string[] = [];
    const observer = new MutationObserver(() => {
      const status = el.shadowRoot?.querySelector<HTMLElement>('.fw-form')?.dataset.status;
      if (status && statuses.at(-1) !== status) statuses.push(status);
    });
    observer.observe(el.shadowRoot as ShadowRoot, { subtree: true, childList: true, attributes: true });
    document.body.append(el);
    try {
      await waitForForm(el);
      expect(statuses).to.include('loading');
      expect(statuses.at(-1)).to.equal('ready');
      expect(inShadow(el, '.fw-pages__indicator')?.textContent).to.equal('Page 1 of 2');
      expect(within(el, 'attendee').labels?.[0]?.textContent).to.contain('Full name');
    } finally {
      observer.disconnect();
      el.remove();
    }
  });

  it('renders a form the builder saved, migrated like every schema', async () => {
    const id = await createForm(demo, 'Renderer test form', {
      fields: [
        { id: 'q1', type: 'rating', label: 'Rate us', starCount: 7 },
        { id: 'q2', type: 'select', label: 'Pick', options: ['One', 'Two'] },
      ],
      settings: { submitButtonText: 'Rate' },
    });
    const el = await fixture<FormRendererElement>(await remoteRenderer(demo, 'demo', id));
    await waitForForm(el);
    expect(el.shadowRoot?.querySelectorAll('[data-field-id="q1"] [data-star]').length).to.equal(7);
    expect([...within<HTMLSelectElement>(el, 'q2', 'select').options].map((o) => o.value)).to.deep.equal([
      '',
      'One',
      'Two',
    ]);
    expect(inShadow(el, '[data-action="submit"]')?.textContent).to.equal('Rate');
  });

  it("shows 'Error loading form: {message}' and fires fw-error for an unknown form", async () => {
    const el = await remoteRenderer(demo, 'demo', '00000000-0000-4000-8000-000000000000');
    const errors = record(el, 'fw-error');
    await fixture(el);
    await waitUntil(() => errorText(el) !== '', 'no error shown', { timeout: 10_000 });
    expect(errorText(el)).to.match(/^Error loading form: API request failed: \S/);
    expect(errors.map((e) => e.detail.code)).to.deep.equal(['load_failed']);
  });

  it('loads anonymously from the public route without a token: an unpublished form is not found', async () => {
    const id = await formIdOf(demo, 'Event Registration');
    const el = await remoteRenderer(null, 'demo', id);
    const authRequired = record(el, 'fw-auth-required');
    await fixture(el);
    await waitUntil(() => errorText(el) !== '', 'no error shown', { timeout: 10_000 });
    expect(errorText(el)).to.equal('Error loading form: This form is not published or does not exist');
    expect(authRequired).to.deep.equal([]);

    // A token arriving retries the failed load, now through the form service as its member.
    el.signingKey = demo.signingKey;
    el.token = demo.token;
    await waitForForm(el);
    expect(within(el, 'attendee')).to.exist;
  });

  it('asks for sign-in when the service refuses the token, and loads once a valid one arrives', async () => {
    const id = await formIdOf(demo, 'Event Registration');
    const el = await remoteRenderer({ ...demo, token: 'not-a-valid-token' }, 'demo', id);
    const authRequired = record(el, 'fw-auth-required');
    await fixture(el);
    await waitUntil(() => errorText(el) !== '', 'no error shown', { timeout: 10_000 });
    expect(errorText(el)).to.equal('Error loading form: Authentication required');
    expect(authRequired.map((e) => e.detail)).to.deep.equal([{ serviceUrl: API_URL, tenant: 'demo' }]);

    el.signingKey = demo.signingKey;
    el.token = demo.token;
    await waitForForm(el);
    expect(within(el, 'attendee')).to.exist;
  });

  it('keeps two renderers of two tenants on one page apart', async () => {
    const [demoId, otherId] = await Promise.all([
      formIdOf(demo, 'Event Registration'),
      formIdOf(other, 'Other Company Survey'),
    ]);
    const first = await remoteRenderer(demo, 'demo', demoId);
    const second = await remoteRenderer(other, 'other', otherId);
    const container = await fixture<HTMLDivElement>('<div></div>');
    container.append(first, second);
    await Promise.all([waitForForm(first), waitForForm(second)]);

    expect(within(first, 'attendee')).to.exist;
    expect(within(second, 'message', 'textarea')).to.exist;
    setControlValue(within(first, 'attendee'), 'Ada');
    setControlValue(within(second, 'name'), 'Grace');
    await waitUntil(
      () => within(first, 'attendee').value === 'Ada' && within(second, 'name').value === 'Grace',
    );
    expect(inShadow(first, '[data-field-id="name"]')).to.equal(null);
    expect(inShadow(second, '[data-field-id="attendee"]')).to.equal(null);
  });

  it("cannot load another tenant's form", async () => {
    const otherId = await formIdOf(other, 'Other Company Survey');
    const el = await fixture<FormRendererElement>(await remoteRenderer(demo, 'demo', otherId));
    await waitUntil(() => errorText(el) !== '', 'no error shown', { timeout: 10_000 });
    expect(errorText(el)).to.match(/^Error loading form: API request failed: /);
  });

  it('loads another form when form-id changes, and shows nothing once it is removed', async () => {
    const [registration, feedback] = await Promise.all([
      formIdOf(demo, 'Event Registration'),
      formIdOf(demo, 'Customer Feedback'),
    ]);
    const el = await fixture<FormRendererElement>(await remoteRenderer(demo, 'demo', registration));
    await waitForForm(el);
    el.formId = feedback;
    await waitUntil(() => inShadow(el, '[data-field-id="satisfaction"]'), 'the new form never came');
    el.removeAttribute('form-id');
    await waitUntil(() => textOf(el).includes('No form to display'));
  });
});
