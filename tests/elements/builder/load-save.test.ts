import { expect } from '@open-wc/testing';
import { connection, credentials, type FakeCall, fakeService, formAnswer } from './fake-service';
import {
  $,
  $$,
  button,
  hasButton,
  listedIds,
  mountBuilder,
  recordEvents,
  schemaWith,
  text,
  typeInto,
  until,
} from './support';

const saved = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
const EVENTS = ['fw-navigate', 'fw-save', 'fw-change', 'fw-error'];

function toastTexts(el: Element): string[] {
  return $$(el, '.fw-toast').map((node) => node.textContent ?? '');
}

describe('builder: loading and saving', () => {
  let service: ReturnType<typeof fakeService> | undefined;
  afterEach(() => service?.restore());

  it("shows 'Form builder loading' while the form is fetched, then the form", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    service = fakeService(() => ({ status: 200, body: { data: formAnswer('f1', saved) } }));
    const original = globalThis.fetch;
    globalThis.fetch = async (...args) => {
      await gate;
      return original(...args);
    };
    const el = await mountBuilder({
      attributes: { ...connection, 'form-id': 'f1' },
      properties: credentials,
      ready: (node) => node.shadowRoot?.querySelector('.fw-loading-screen'),
    });
    expect(text(el)).to.include('Form builder loading');
    expect(text(el)).to.include('Please wait while we fetch your forms...');
    release();
    await until(() => listedIds(el).join() === 'q1', 'form not shown');
    globalThis.fetch = original;
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal('Saved form');
    expect(hasButton(el, 'Save')).to.equal(true);
    expect(service.calls[0]).to.deep.include({ method: 'GET', path: '/api/v1/forms/f1' });
  });

  it('takes the load error path: message, toast, fw-error, Save, and the dashboard after 1.5 s', async () => {
    service = fakeService(() => undefined);
    const events = recordEvents(document.body, EVENTS);
    const started = Date.now();
    const builder = await mountBuilder({
      attributes: { ...connection, 'form-id': 'missing' },
      properties: credentials,
    });
    await until(() => text(builder).includes('Form not found or invalid'), 'no load error');
    await until(() => toastTexts(builder).join().includes('Failed to load form'), 'no toast');
    expect(toastTexts(builder).join()).to.include(
      'The form could not be loaded. Redirecting to dashboard...',
    );
    expect(hasButton(builder, 'Save')).to.equal(true);
    expect(events.find((event) => event.type === 'fw-error')?.detail).to.deep.include({
      code: 'FORM_LOAD_FAILED',
    });
    const navigations: unknown[] = [];
    builder.addEventListener('fw-navigate', (event) => navigations.push((event as CustomEvent).detail));
    await until(() => navigations.length === 1, 'no navigation');
    expect(Date.now() - started).to.be.greaterThan(1000);
    expect(navigations[0]).to.deep.include({ route: 'dashboard', path: '/dashboard' });
  });

  it('creates a new form and asks the host to show its edit route, replacing the history entry', async () => {
    const posted: FakeCall[] = [];
    service = fakeService((call) => {
      if (call.method !== 'POST') return undefined;
      posted.push(call);
      return { status: 201, body: { id: 'new-1', data: formAnswer('new-1', saved) } };
    });
    const el = await mountBuilder({ attributes: connection, properties: credentials });
    const events = recordEvents(el, EVENTS);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Signup');
    button(el, 'Create').click();
    await until(() => events.some((event) => event.type === 'fw-navigate'), 'no navigation');
    expect(posted[0]?.body).to.deep.include({ description: 'Signup', is_template: false });
    expect(events.find((event) => event.type === 'fw-save')?.detail).to.deep.include({ formId: 'new-1' });
    expect(events.find((event) => event.type === 'fw-navigate')?.detail).to.deep.equal({
      route: 'edit-form',
      path: '/edit-form/new-1',
      formId: 'new-1',
      replace: true,
    });
    expect(toastTexts(el).join()).to.include('Form created');
    expect(toastTexts(el).join()).to.include('Your form has been created successfully.');
    await until(() => hasButton(el, 'Save'), 'still reads Create');
    el.setAttribute('form-id', 'new-1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.calls.filter((call) => call.method === 'GET')).to.have.length(0);
  });

  it('saves changes with PUT, then reports a failure with the toast and the error state', async () => {
    let failing = false;
    service = fakeService((call) => {
      if (call.method === 'GET') return { status: 200, body: { data: formAnswer('f1', saved) } };
      if (call.method === 'PUT') {
        return failing
          ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } }
          : { status: 200, body: { data: formAnswer('f1', saved) } };
      }
      return undefined;
    });
    const el = await mountBuilder({
      attributes: { ...connection, 'form-id': 'f1' },
      properties: credentials,
    });
    await until(() => listedIds(el).length === 1, 'not loaded');
    const events = recordEvents(el, EVENTS);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Renamed');
    button(el, 'Save').click();
    await until(() => toastTexts(el).join().includes('Form saved'), 'no saved toast');
    expect(toastTexts(el).join()).to.include('Your form has been updated successfully.');
    expect(service.calls.find((call) => call.method === 'PUT')?.body).to.deep.include({
      description: 'Renamed',
    });
    expect(events.some((event) => event.type === 'fw-save')).to.equal(true);
    await until(() => events.some((event) => event.type === 'fw-change'), 'no fw-change');

    failing = true;
    button(el, 'Save').click();
    await until(() => toastTexts(el).join().includes('Save failed'), 'no failure toast');
    expect(toastTexts(el).join()).to.include('There was an error saving your form. Please try again.');
    expect($(el, '.fw-header__error').textContent).to.equal('Failed to save form');
    expect(events.find((event) => event.type === 'fw-error')?.detail).to.deep.include({
      code: 'FORM_SAVE_FAILED',
    });
  });

  it('gives a viewer a read-only builder', async () => {
    service = fakeService(() => ({ status: 200, body: { data: formAnswer('f1', saved, 'viewer') } }));
    const el = await mountBuilder({
      attributes: { ...connection, 'form-id': 'f1' },
      properties: credentials,
    });
    await until(() => listedIds(el).length === 1, 'not loaded');
    expect(text(el)).to.include('View only');
    expect(hasButton(el, 'Save')).to.equal(false);
    expect(hasButton(el, 'Drag Question one')).to.equal(false);
    expect(hasButton(el, 'Add Page')).to.equal(false);
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).readOnly).to.equal(true);
    expect($$(el, '.fw-template').every((node) => (node as HTMLButtonElement).disabled)).to.equal(true);
    $(el, '[data-drop-item="q1"]').click();
    await until(() => el.shadowRoot?.querySelector('.fw-properties fieldset'), 'no properties');
    expect(($(el, '.fw-properties fieldset') as HTMLFieldSetElement).disabled).to.equal(true);
  });
});
