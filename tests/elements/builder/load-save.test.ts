import { expect } from '@open-wc/testing';
import { readTokenClaims } from '../../../src/store/token';
import {
  builderConnection,
  createForm,
  deleteForm,
  readForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
  watchCalls,
} from './real-service';
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

// Loading and saving against the real API server the test run starts (web-test-runner.config.mjs).

const saved = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
const EVENTS = ['fw-navigate', 'fw-save', 'fw-change', 'fw-error'];

function toastTexts(el: Element): string[] {
  return $$(el, '.fw-toast').map((node) => node.textContent ?? '');
}

describe('builder: loading and saving', () => {
  let owner: SignedIn;
  let watch: ReturnType<typeof watchCalls> | undefined;
  before(async () => {
    owner = await signInAsOwner();
  });
  beforeEach(() => resetBrowserState());
  afterEach(() => {
    watch?.restore();
    watch = undefined;
  });

  it("shows 'Form builder loading' while the form is fetched, then the form", async () => {
    const formId = await createForm(owner, 'Saved form', saved);
    watch = watchCalls({ hold: true });
    const { attributes, properties } = builderConnection(owner);
    const el = await mountBuilder({
      attributes: { ...attributes, 'form-id': formId },
      properties,
      ready: (node) => node.shadowRoot?.querySelector('.fw-loading-screen'),
    });
    expect(text(el)).to.include('Form builder loading - Please wait while we fetch your forms...');
    expect(text(el)).to.include('Please wait while we fetch your forms...');
    watch.release();
    await until(() => listedIds(el).join() === 'q1', 'form not shown');
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal('Saved form');
    expect(hasButton(el, 'Save')).to.equal(true);
    expect(watch.calls[0]).to.deep.include({ method: 'GET', path: `/api/v1/forms/${formId}` });
  });

  it('takes the load error path: message, toast, fw-error, Save, and the dashboard after 1.5 s', async () => {
    const events = recordEvents(document.body, EVENTS);
    const started = Date.now();
    const { attributes, properties } = builderConnection(owner);
    const builder = await mountBuilder({
      attributes: { ...attributes, 'form-id': 'no-such-form' },
      properties,
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
    const { attributes, properties } = builderConnection(owner);
    const el = await mountBuilder({ attributes, properties });
    const events = recordEvents(el, EVENTS);
    const description = `Signup ${Date.now()}`;
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, description);
    button(el, 'Create').click();
    await until(() => events.some((event) => event.type === 'fw-navigate'), 'no navigation');
    const navigation = events.find((event) => event.type === 'fw-navigate')?.detail as { formId: string };
    expect(navigation).to.deep.include({ route: 'edit-form', replace: true });
    expect(navigation).to.deep.include({ path: `/edit-form/${navigation.formId}` });
    expect(events.find((event) => event.type === 'fw-save')?.detail).to.deep.include({
      formId: navigation.formId,
    });
    expect(await readForm(owner, navigation.formId)).to.deep.include({ description });
    await until(() => toastTexts(el).join().includes('Form created'), 'no created toast');
    expect(toastTexts(el).join()).to.include('Your form has been created successfully.');
    await until(() => hasButton(el, 'Save'), 'still reads Create');
    // The host routes to the new id: the builder keeps what it has instead of fetching it again.
    watch = watchCalls();
    el.setAttribute('form-id', navigation.formId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watch.calls.filter((call) => call.method === 'GET')).to.have.length(0);
  });

  it('saves changes with PUT, then reports a failure with the toast and the error state', async () => {
    const formId = await createForm(owner, 'Saved form', saved);
    const { attributes, properties } = builderConnection(owner);
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
    await until(() => listedIds(el).length === 1, 'not loaded');
    const events = recordEvents(el, EVENTS);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Renamed');
    button(el, 'Save').click();
    await until(() => toastTexts(el).join().includes('Form saved'), 'no saved toast');
    expect(toastTexts(el).join()).to.include('Your form has been updated successfully.');
    expect(await readForm(owner, formId)).to.deep.include({ description: 'Renamed' });
    expect(events.some((event) => event.type === 'fw-save')).to.equal(true);
    await until(() => events.some((event) => event.type === 'fw-change'), 'no fw-change');

    // Deleted elsewhere meanwhile: the server refuses the save, and the builder keeps the author's work.
    await deleteForm(owner, formId);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Renamed again');
    button(el, 'Save').click();
    await until(() => toastTexts(el).join().includes('Save failed'), 'no failure toast');
    expect(toastTexts(el).join()).to.include('There was an error saving your form. Please try again.');
    expect($(el, '.fw-header__error').textContent).to.equal('Failed to save form');
    expect(events.find((event) => event.type === 'fw-error')?.detail).to.deep.include({
      code: 'FORM_SAVE_FAILED',
    });
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal(
      'Renamed again',
    );
  });

  it('gives a viewer a read-only builder', async () => {
    const formId = await createForm(owner, 'Shared form', saved);
    await shareForm(owner, formId, 'viewer', 'viewer');
    const viewer = await signIn('viewer', 'viewer1234');
    const { attributes, properties } = builderConnection(viewer);
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
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

  it('sends created_by with updatedAt: the signed-in user for a new form, the creator for a saved one', async () => {
    const { attributes, properties } = builderConnection(owner);
    const userId = readTokenClaims(owner.token)?.sub;
    expect(userId).to.be.a('string');
    watch = watchCalls();
    const el = await mountBuilder({ attributes, properties });
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Made by me');
    button(el, 'Create').click();
    await until(() => watch?.calls.some((call) => call.method === 'POST'), 'no create call');
    const created = watch.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    expect(created).to.deep.include({ description: 'Made by me', is_template: false, created_by: userId });
    expect(created.updatedAt).to.be.a('string');
    await until(() => hasButton(el, 'Save'), 'still reads Create');

    // An editor saves a form someone else created: created_by stays the creator.
    const formId = await createForm(owner, 'Shared for editing', saved);
    await shareForm(owner, formId, 'editor', 'editor');
    const editor = await signIn('editor', 'editor1234');
    const creator = (await readForm(owner, formId)).created_by;
    expect(creator).to.equal(userId);
    const connection = builderConnection(editor);
    const edited = await mountBuilder({
      attributes: { ...connection.attributes, 'form-id': formId },
      properties: connection.properties,
    });
    await until(() => listedIds(edited).length === 1, 'not loaded');
    typeInto($(edited, 'input[aria-label="Form description"]') as HTMLInputElement, 'Edited');
    button(edited, 'Save').click();
    await until(() => watch?.calls.some((call) => call.method === 'PUT'), 'no save call');
    const put = watch.calls.find((call) => call.method === 'PUT')?.body as Record<string, unknown>;
    // and the revision it loaded goes along, so a save made meanwhile by someone else is not overwritten.
    expect(put).to.deep.include({ description: 'Edited', created_by: creator, base_revision: 1 });
    expect(created).not.to.have.property('base_revision');
    expect(readTokenClaims(editor.token)?.sub).not.to.equal(creator);
  });

  it('tells the host the description and the template flag in fw-change', async () => {
    const el = await mountBuilder();
    const events = recordEvents(el, ['fw-change']);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Survey');
    await until(() => events.length === 1, 'no fw-change for the description');
    expect(events[0]?.detail).to.deep.include({
      source: 'builder',
      formId: null,
      description: 'Survey',
      isTemplate: false,
    });
    $(el, '[role="switch"]').click();
    await until(() => events.length === 2, 'no fw-change for the template switch');
    expect(events[1]?.detail).to.deep.include({ description: 'Survey', isTemplate: true });
    expect(events[1]?.detail).to.have.property('schema').that.is.an('object');
  });
});
