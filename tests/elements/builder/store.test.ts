import { expect } from '@open-wc/testing';
import type { ApiClient, HttpMethod, RequestOptions } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { LIBRARY_GROUPS } from '../../../src/model';
import { HISTORY_COALESCE_MS } from '../../../src/store/builder-history';
import {
  type BuilderEffects,
  type BuilderNavigation,
  createBuilderStore,
} from '../../../src/store/builder-store';
import { createNotificationStore } from '../../../src/store/notifications';
import { schemaWith } from './support';

// The builder store through its actions, with a fake service: no DOM, no server.

const textTemplate = LIBRARY_GROUPS[0]!.templates[0]!;

interface Call {
  method: HttpMethod;
  path: string;
  body: unknown;
}

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

const formAnswer = (id: string, role = 'owner') => ({
  data: {
    id,
    description: 'Saved form',
    schema_data: schemaWith([{ id: 'f1', type: 'text', label: 'Name' }]),
    is_template: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    created_by: 'u1',
    role,
  },
});

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
  it('loads a form, migrated, with the role of the user', async () => {
    const { client, calls } = fakeClient(() => formAnswer('form-1', 'viewer'));
    const { store } = setup(client);
    expect(await store.load('form-1')).to.equal(true);
    expect(calls[0]).to.deep.include({ method: 'GET', path: '/api/v1/forms/form-1' });
    expect(store.state.loadStatus).to.equal('loaded');
    expect(store.state.description).to.equal('Saved form');
    expect(store.state.role).to.equal('viewer');
    expect(store.isReadOnly()).to.equal(true);
  });

  it('takes the load error path: message, toast, fw-error and the dashboard after 1.5 s', async () => {
    const { client } = fakeClient(() => new ApiError('Form not found', 404, 'not_found'));
    const { store, notifications, navigations, errors, timers } = setup(client);
    expect(await store.load('nope')).to.equal(false);
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
    const { client } = fakeClient(() => ({ data: { id: 'f', description: 'x' } }));
    const { store } = setup(client);
    await store.load('f');
    expect(store.state.loadError).to.equal('Form not found or invalid');
  });

  it('creates a new form, then navigates to its edit route with history replaced', async () => {
    const { client, calls } = fakeClient(() => ({ id: 'new-1', ...formAnswer('new-1') }));
    const { store, notifications, navigations } = setup(client);
    store.startNew();
    store.setDescription('My form');
    expect(await store.save()).to.equal(true);
    expect(calls[0]?.method).to.equal('POST');
    expect(calls[0]?.body).to.deep.include({ description: 'My form', is_template: false });
    expect(store.state.formId).to.equal('new-1');
    expect(store.state.dirty).to.equal(false);
    expect(notifications.state.items.at(-1)).to.deep.include({
      title: 'Form created',
      message: 'Your form has been created successfully.',
    });
    expect(navigations).to.deep.equal([{ route: 'edit-form', formId: 'new-1', replace: true }]);
  });

  it("reports 'Failed to create form' when the answer has no id", async () => {
    const { client } = fakeClient(() => ({ data: {} }));
    const { store, notifications, errors } = setup(client);
    store.startNew();
    expect(await store.save()).to.equal(false);
    expect(notifications.state.items.at(-1)?.title).to.equal('Failed to create form');
    expect(store.state.saveError).to.equal('Failed to save form');
    expect(errors).to.deep.equal(['FORM_CREATE_FAILED']);
  });

  it('saves an existing form and reports a failure with the spec texts', async () => {
    let fail = false;
    const { client, calls } = fakeClient((call) =>
      call.method === 'GET'
        ? formAnswer('form-1')
        : fail
          ? new ApiError('boom', 500, 'x')
          : formAnswer('form-1'),
    );
    const { store, notifications } = setup(client);
    await store.load('form-1');
    store.update('f1', { label: 'Changed' });
    expect(await store.save()).to.equal(true);
    expect(calls.at(-1)).to.deep.include({ method: 'PUT', path: '/api/v1/forms/form-1' });
    expect(notifications.state.items.at(-1)).to.deep.include({
      title: 'Form saved',
      message: 'Your form has been updated successfully.',
    });
    fail = true;
    expect(await store.save()).to.equal(false);
    expect(notifications.state.items.at(-1)).to.deep.include({
      type: 'error',
      title: 'Save failed',
      message: 'There was an error saving your form. Please try again.',
    });
    expect(store.state.saveStatus).to.equal('error');
    expect(store.state.saveError).to.equal('Failed to save form');
  });

  it('saves once for a double click', async () => {
    const { client, calls } = fakeClient(() => ({ id: 'n', ...formAnswer('n') }));
    const { store } = setup(client);
    store.startNew();
    await Promise.all([store.save(), store.save()]);
    expect(calls.filter((call) => call.method === 'POST')).to.have.length(1);
  });
});
