import { expect } from '@open-wc/testing';
import type { ApiClient, HttpMethod, RequestOptions } from '../../../src/api/client';
import { LIBRARY_GROUPS } from '../../../src/model';
import { HISTORY_COALESCE_MS } from '../../../src/store/builder-history';
import {
  type BuilderEffects,
  type BuilderNavigation,
  createBuilderStore,
} from '../../../src/store/builder-store';
import { createNotificationStore } from '../../../src/store/notifications';
import { clientFor } from '../renderer/support/api';
import {
  createForm,
  deleteForm,
  readForm,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
  watchCalls,
} from './real-service';
import { schemaWith } from './support';

// The builder store through its actions: editing without a service, loading and saving against the real
// API server of the test run. A fake client stands in only for answers that server never gives.

const textTemplate = LIBRARY_GROUPS[0]!.templates[0]!;

interface Call {
  method: HttpMethod;
  path: string;
  body: unknown;
}

/** Answers the real server never gives (see where it is used); every other case talks to the server. */
function fakeClient(answer: (call: Call) => unknown): { client: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  const client: ApiClient = {
    serviceUrl: 'https://forms.test',
    tenant: 'acme',
    async request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
      const call = { method, path, body: options.body };
      calls.push(call);
      const result = answer(call);
      if (result instanceof Error) throw result;
      return result as T;
    },
    requestWithHeaders() {
      return Promise.reject(new Error('The builder store reads no answer headers'));
    },
  };
  return { client, calls };
}

function setup(client: ApiClient | null = null) {
  let clock = 1_000_000;
  const notifications = createNotificationStore();
  const navigations: BuilderNavigation[] = [];
  const errors: string[] = [];
  const timers: (() => void)[] = [];
  const effects: BuilderEffects = {
    client: () => client,
    notifications,
    now: () => clock,
    onNavigate: (navigation) => navigations.push(navigation),
    onError: (code) => errors.push(code),
    setTimer: (run) => {
      timers.push(run);
      return () => timers.splice(timers.indexOf(run), 1);
    },
  };
  const store = createBuilderStore(effects);
  return {
    store,
    notifications,
    navigations,
    errors,
    timers,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

describe('builder store: editing and undo', () => {
  it('adds a field to the current page, selected, as one undo step', () => {
    const { store } = setup();
    store.startNew();
    const id = store.addTemplate(textTemplate);
    expect(store.state.doc.schema.pages[0]?.field_ids).to.deep.equal([id]);
    expect(store.state.doc.selectedFieldId).to.equal(id);
    expect(store.state.dirty).to.equal(true);
    store.undo();
    expect(store.state.doc.schema.all_fields).to.have.length(0);
    store.redo();
    expect(store.state.doc.schema.all_fields).to.have.length(1);
  });

  it('makes one typing burst on one property one undo step', () => {
    const { store, tick } = setup();
    store.startNew(schemaWith([{ id: 'f1', type: 'text', label: '' }]));
    for (const label of ['N', 'Na', 'Nam', 'Name']) {
      store.update('f1', { label });
      tick(200);
    }
    store.update('f1', { required: true });
    store.undo();
    expect(store.state.doc.schema.all_fields[0]?.label).to.equal('Name');
    expect(store.state.doc.schema.all_fields[0]?.required).to.equal(false);
    store.undo();
    expect(store.state.doc.schema.all_fields[0]?.label).to.equal('');
    expect(store.state.canUndo).to.equal(false);
  });

  it('starts a new step after a pause longer than the burst window', () => {
    const { store, tick } = setup();
    store.startNew(schemaWith([{ id: 'f1', type: 'text', label: '' }]));
    store.update('f1', { label: 'A' });
    tick(HISTORY_COALESCE_MS + 1);
    store.update('f1', { label: 'AB' });
    store.undo();
    expect(store.state.doc.schema.all_fields[0]?.label).to.equal('A');
  });

  it('clears redo on a new change and keeps selection only when the field survives', () => {
    const { store } = setup();
    store.startNew();
    const id = store.addTemplate(textTemplate) as string;
    store.undo();
    expect(store.state.doc.selectedFieldId).to.equal(null);
    store.addTemplate(textTemplate);
    expect(store.state.canRedo).to.equal(false);
    expect(id).to.be.a('string');
  });

  it('adds to the selected container column and forgets the column when the container goes', () => {
    const { store } = setup();
    store.startNew(
      schemaWith([
        { id: 'box', type: 'container', label: 'Box', containerConfig: { columns: 2, children: ['k'] } },
        { id: 'k', type: 'text', label: 'K' },
      ]),
    );
    store.toggleColumn('box', 1);
    const id = store.addTemplate(textTemplate) as string;
    const box = store.state.doc.schema.all_fields.find((field) => field.id === 'box');
    expect(box?.containerConfig?.children).to.deep.equal(['k', id]);
    store.toggleColumn('box', 1);
    expect(store.state.selectedColumn).to.equal(null);
    store.toggleColumn('box', 0);
    store.remove('box');
    expect(store.state.selectedColumn).to.equal(null);
  });

  it('refuses every change while read-only', () => {
    const { store } = setup();
    store.startNew(schemaWith([{ id: 'f1', type: 'text', label: 'A' }]));
    store.setReadOnlyRequested(true);
    store.update('f1', { label: 'B' });
    store.setDescription('New');
    expect(store.addTemplate(textTemplate)).to.equal(null);
    expect(store.state.doc.schema.all_fields[0]?.label).to.equal('A');
    expect(store.state.description).to.equal('');
    store.selectField('f1');
    expect(store.state.doc.selectedFieldId).to.equal('f1');
  });
});

describe('builder store: loading and saving', () => {
  let owner: SignedIn;
  let watch: ReturnType<typeof watchCalls> | undefined;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(() => {
    watch?.restore();
    watch = undefined;
  });

  it('loads a form, migrated, with the role of the user', async () => {
    // A version-0 schema (no schemaVersion, string options): load must hand the store a migrated one.
    const formId = await createForm(owner, 'Saved form', {
      pages: [{ id: 'page_1', description: '', field_ids: ['f1'] }],
      all_fields: [{ id: 'f1', type: 'select', label: 'Pick', options: ['Red', 'Blue'] }],
    });
    await shareForm(owner, formId, 'viewer', 'viewer');
    const viewer = await signIn('viewer', 'viewer1234');
    const { store } = setup(clientFor(viewer));
    watch = watchCalls();
    expect(await store.load(formId)).to.equal(true);
    expect(watch.calls[0]).to.deep.include({ method: 'GET', path: `/api/v1/forms/${formId}` });
    expect(store.state.loadStatus).to.equal('loaded');
    expect(store.state.formId).to.equal(formId);
    expect(store.state.description).to.equal('Saved form');
    expect(store.state.role).to.equal('viewer');
    expect(store.isReadOnly()).to.equal(true);
    const field = store.state.doc.schema.all_fields[0];
    expect(field?.options?.map((option) => option.label)).to.deep.equal(['Red', 'Blue']);
    expect(store.state.doc.schema.schemaVersion).to.equal(1);
  });

  it('takes the load error path: message, toast, fw-error and the dashboard after 1.5 s', async () => {
    const { store, notifications, navigations, errors, timers } = setup(clientFor(owner));
    expect(await store.load('no-such-form')).to.equal(false);
    expect(store.state.loadStatus).to.equal('error');
    expect(store.state.loadError).to.equal('Form not found or invalid');
    expect(notifications.state.items[0]).to.deep.include({
      type: 'error',
      title: 'Failed to load form',
      message: 'The form could not be loaded. Redirecting to dashboard...',
    });
    expect(errors).to.deep.equal(['FORM_LOAD_FAILED']);
    expect(navigations).to.deep.equal([]);
    timers[0]?.();
    expect(navigations).to.deep.equal([{ route: 'dashboard' }]);
  });

  it('treats a form without schema as invalid', async () => {
    // Fake: the real server migrates schema_data on every write and always answers one (an empty page
    // when none was sent), so it cannot answer a form without it.
    const { client } = fakeClient(() => ({ data: { id: 'f', description: 'x' } }));
    const { store } = setup(client);
    await store.load('f');
    expect(store.state.loadError).to.equal('Form not found or invalid');
  });

  it('creates a new form, then navigates to its edit route with history replaced', async () => {
    const { store, notifications, navigations } = setup(clientFor(owner));
    store.startNew(schemaWith([{ id: 'f1', type: 'text', label: 'Name' }]));
    store.setDescription('My form');
    watch = watchCalls();
    expect(await store.save()).to.equal(true);
    expect(watch.calls[0]).to.deep.include({ method: 'POST', path: '/api/v1/forms' });
    expect(watch.calls[0]?.body).to.deep.include({ description: 'My form', is_template: false });
    const formId = store.state.formId as string;
    expect(formId).to.be.a('string');
    expect(await readForm(owner, formId)).to.deep.include({ description: 'My form', is_template: false });
    expect(store.state.dirty).to.equal(false);
    expect(store.state.role).to.equal('owner');
    expect(notifications.state.items.at(-1)).to.deep.include({
      title: 'Form created',
      message: 'Your form has been created successfully.',
    });
    expect(navigations).to.deep.equal([{ route: 'edit-form', formId, replace: true }]);
  });

  it("reports 'Failed to create form' when the answer has no id", async () => {
    // Fake: the real server always answers a create with the new id (or an error status).
    const { client } = fakeClient(() => ({ data: {} }));
    const { store, notifications, errors } = setup(client);
    store.startNew();
    expect(await store.save()).to.equal(false);
    expect(notifications.state.items.at(-1)?.title).to.equal('Failed to create form');
    expect(store.state.saveError).to.equal('Failed to save form');
    expect(errors).to.deep.equal(['FORM_CREATE_FAILED']);
  });

  it('reports a create the server refuses with the spec texts and keeps the new form', async () => {
    const { store, notifications, errors, navigations } = setup(clientFor(owner));
    // Longer than the server's limit on a description: a 400 from the real server.
    store.startNew();
    store.setDescription('x'.repeat(10_001));
    expect(await store.save()).to.equal(false);
    expect(notifications.state.items.at(-1)).to.deep.include({
      type: 'error',
      title: 'Save failed',
      // The spec's sentence, then the reason the server gave for its 422.
      message:
        'There was an error saving your form. Please try again. Reason: description: Description must be at most 10000 characters.',
    });
    expect(errors).to.deep.equal(['FORM_SAVE_FAILED']);
    expect(store.state.formId).to.equal(null);
    expect(navigations).to.deep.equal([]);
  });

  it('saves an existing form and reports a failure with the spec texts', async () => {
    const formId = await createForm(
      owner,
      'Saved form',
      schemaWith([{ id: 'f1', type: 'text', label: 'Name' }]),
    );
    const { store, notifications } = setup(clientFor(owner));
    await store.load(formId);
    store.update('f1', { label: 'Changed' });
    watch = watchCalls();
    expect(await store.save()).to.equal(true);
    expect(watch.calls.at(-1)).to.deep.include({ method: 'PUT', path: `/api/v1/forms/${formId}` });
    expect(notifications.state.items.at(-1)).to.deep.include({
      title: 'Form saved',
      message: 'Your form has been updated successfully.',
    });
    const stored = (await readForm(owner, formId)) as unknown as {
      schema_data: { all_fields: { label: string }[] };
    };
    expect(stored.schema_data.all_fields[0]?.label).to.equal('Changed');

    // Deleted elsewhere meanwhile: the server answers 404 and the store keeps the author's work.
    await deleteForm(owner, formId);
    store.update('f1', { label: 'Changed again' });
    expect(await store.save()).to.equal(false);
    expect(notifications.state.items.at(-1)).to.deep.include({
      type: 'error',
      title: 'Save failed',
      message: 'There was an error saving your form. Please try again. Reason: Form not found.',
    });
    expect(store.state.saveStatus).to.equal('error');
    expect(store.state.saveError).to.equal('Failed to save form');
    expect(store.state.dirty).to.equal(true);
    expect(store.state.doc.schema.all_fields[0]?.label).to.equal('Changed again');
  });

  it('saves once for a double click', async () => {
    const { store } = setup(clientFor(owner));
    store.startNew();
    store.setDescription(`Double click ${Date.now()}`);
    watch = watchCalls();
    await Promise.all([store.save(), store.save()]);
    expect(watch.calls.filter((call) => call.method === 'POST')).to.have.length(1);
  });
});
