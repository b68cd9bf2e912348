import { expect, waitUntil } from '@open-wc/testing';
import {
  builderConnection,
  createForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
} from '../builder/real-service';
import {
  $,
  $$,
  button,
  card,
  hasButton,
  listedIds,
  mountBuilder,
  schemaWith,
  text,
  typeInto,
} from '../builder/support';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { buttonIn, inputIn } from './support';

/** Waits longer than the builder suite's 5 s: these tests go through several server round trips. */
function until(check: () => unknown, message: string): Promise<void> {
  return waitUntil(check, message, { timeout: 15_000 });
}

const ONE = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
const TWO = schemaWith([
  { id: 'q1', type: 'text', label: 'Question one' },
  { id: 'q2', type: 'email', label: 'Question two' },
]);

/** Opens Tools and a tab by its name; the tab's panel. */
async function openToolTab(el: Element, name: string): Promise<HTMLElement> {
  if (!el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]')) {
    button(el, 'Tools').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open] [role="tab"]'), 'no tools');
  }
  const tab = () =>
    $$(el, 'dialog.fw-tools-dialog [role="tab"]').find((node) => node.textContent?.trim() === name);
  await until(() => tab(), `no tab ${name}`);
  tab()?.click();
  await until(() => tab()?.getAttribute('aria-selected') === 'true', `tab ${name} not selected`);
  return $(el, `#${CSS.escape(tab()?.getAttribute('aria-controls') ?? '')}`);
}

function versionRows(panel: HTMLElement): string[] {
  return [...panel.querySelectorAll('[data-version]')].map((row) => row.textContent ?? '');
}

async function mountOn(session: SignedIn, formId: string) {
  const { attributes, properties } = builderConnection(session);
  return mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
}

/** A form at schema TWO whose versions are 1 (schema ONE) and 2 (schema TWO). */
async function formWithTwoVersions(owner: SignedIn): Promise<string> {
  const api = clientFor(owner);
  const id = await createForm(owner, 'Versioned form', ONE);
  await api.request('POST', `/api/v1/forms/${id}/versions`, { body: { description: 'First draft' } });
  await api.request('PUT', `/api/v1/forms/${id}`, {
    body: { description: 'Versioned form', schema_data: TWO, is_template: false },
  });
  await api.request('POST', `/api/v1/forms/${id}/versions`, { body: { description: 'Added email' } });
  return id;
}

const UNREADABLE_NOTE = 'Its saved schema cannot be read: it cannot be compared or rolled back to.';
const UNRESTORABLE_NOTE =
  'Its saved schema holds a validation pattern the server refuses: it can be compared, not rolled back to.';

/**
 * Answers the versions list with `version`'s stored schema replaced by one of a later Formwright (which
 * this builder cannot read), as a newer server or an old, damaged row gives it; every other call goes on.
 */
function listWithUnreadable(versionNumber: number): () => void {
  return listWithStoredSchema(versionNumber, { schemaVersion: 999 });
}

/**
 * Answers the versions list with `version`'s stored schema replaced by `schemaData`; every other call
 * goes on.
 */
function listWithStoredSchema(versionNumber: number, schemaData: unknown): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const answer = await original(input, init);
    if (method !== 'GET' || !/\/versions$/.test(new URL(url).pathname)) return answer;
    const body = (await answer.json()) as { data: { version_number: number; schema_data: unknown }[] };
    for (const row of body.data) if (row.version_number === versionNumber) row.schema_data = schemaData;
    return new Response(JSON.stringify(body), { status: answer.status, headers: answer.headers });
  };
  return () => {
    globalThis.fetch = original;
  };
}

/** Answers a rollback as the server does for a version whose saved schema it cannot read. */
function refuseRollbacks(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!new URL(url).pathname.endsWith('/rollback')) return original(input, init);
    const error = {
      code: 'unreadable_version',
      message: 'Version 1 cannot be restored: its saved schema cannot be read',
    };
    return Promise.resolve(
      new Response(JSON.stringify({ error }), {
        status: 422,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return () => {
    globalThis.fetch = original;
  };
}

describe('tools: Versions', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(resetBrowserState);

  it("saves a version only with a description and marks the newest 'Current' without a rollback", async () => {
    const id = await createForm(owner, 'Fresh form', ONE);
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Versions');
    const save = buttonIn(panel, 'Save Version');
    const description = inputIn(panel, 'Version description');
    expect(save.disabled).to.equal(true);
    typeInto(description, '   ');
    expect(save.disabled).to.equal(true);
    typeInto(description, 'Launch copy');
    await until(() => !save.disabled, 'save stays disabled');
    save.click();
    await until(() => versionRows(panel).length === 1, 'no version listed');
    expect(versionRows(panel)[0]).to.include('Version 1').and.include('Current').and.include('Launch copy');
    expect(panel.querySelector('[aria-label="Rollback to version 1"]')).to.equal(null);
    expect(description.value).to.equal('');

    typeInto(description, 'Second');
    await until(() => !buttonIn(panel, 'Save Version').disabled, 'save stays disabled');
    buttonIn(panel, 'Save Version').click();
    await until(() => versionRows(panel).length === 2, 'second version not listed');
    expect(versionRows(panel)[0]).to.include('Version 2').and.include('Current');
    expect(versionRows(panel)[1]).not.to.include('Current');
    expect(panel.querySelector('[aria-label="Rollback to version 1"]')).not.to.equal(null);
    expect(panel.querySelector('[aria-label="Rollback to version 2"]')).to.equal(null);
  });

  it("drops 'Current' from the newest version once the form is saved with changes, and offers its rollback", async () => {
    const id = await createForm(owner, 'Baseline form', ONE);
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/versions`, {
      body: { description: 'Baseline' },
    });
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 1, 'no version listed');
    expect(versionRows(panel)[0]).to.include('Current');
    expect(panel.querySelector('[aria-label="Rollback to version 1"]')).to.equal(null);
    // Saved elsewhere with another field: the panel hears of it and the baseline is a snapshot to go back to.
    await clientFor(owner).request('PUT', `/api/v1/forms/${id}`, {
      body: { schema_data: TWO },
      headers: { 'X-Client-Id': 'b-another-tab-0002' },
    });
    await until(() => !versionRows(panel)[0]?.includes('Current'), "the baseline still says 'Current'");
    expect(panel.querySelector('[aria-label="Rollback to version 1"]')).not.to.equal(null);
  });

  it('rolls back after the confirmation, records a new version and shows the old schema on the canvas', async () => {
    const id = await formWithTwoVersions(owner);
    const el = await mountOn(owner, id);
    expect(listedIds(el)).to.deep.equal(['q1', 'q2']);
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 2, 'versions not listed');
    buttonIn(panel, 'Rollback to version 1').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
    const confirm = $(el, 'dialog.fw-confirm[open]');
    expect(confirm.textContent).to.include(
      'Are you sure you want to rollback to version 1? This will create a new version with the rolled back changes.',
    );
    buttonIn(confirm, 'Rollback').click();
    await until(() => versionRows(panel).length === 3, 'no new version after the rollback');
    expect(versionRows(panel)[0])
      .to.include('Version 3')
      .and.include('Current')
      .and.include('Rolled back to version 1');
    await until(() => listedIds(el).join() === 'q1', 'the canvas still shows the newer schema');

    const stored = await clientFor(owner).request<{
      data: { schema_data: { all_fields: { id: string }[] } };
    }>('GET', `/api/v1/forms/${id}`);
    expect(stored.data.schema_data.all_fields.map((field) => field.id)).to.deep.equal(['q1']);

    // The rollback is one undo step: Undo brings the replaced schema back.
    button(el, 'Close').click();
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'tools stay open');
    button(el, 'Undo').click();
    await until(() => listedIds(el).join() === 'q1,q2', 'undo did not restore the schema');

    // The builder's own rollback is no one else's save: saving afterwards goes through.
    button(el, 'Save').click();
    await until(() => el.shadowRoot?.textContent?.includes('Form saved'), 'not saved');
    expect($(el, '[data-remote-notice]').textContent).to.equal('');
    const saved = await clientFor(owner).request<{
      data: { schema_data: { all_fields: { id: string }[] } };
    }>('GET', `/api/v1/forms/${id}`);
    expect(saved.data.schema_data.all_fields.map((field) => field.id)).to.deep.equal(['q1', 'q2']);
  });

  it('leaves nothing unsaved after a rollback, except a description edited before it', async () => {
    const id = await formWithTwoVersions(owner);
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 2, 'versions not listed');
    const rollBackTo = async (versionNumber: number, rows: number) => {
      const rollback = buttonIn(panel, `Rollback to version ${versionNumber}`);
      // Inactive until the previous rollback has finished.
      await until(() => !rollback.hasAttribute('aria-disabled'), 'rollback stays inactive');
      rollback.click();
      await until(() => el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
      buttonIn($(el, 'dialog.fw-confirm[open]'), 'Rollback').click();
      await until(() => versionRows(panel).length === rows, 'no new version after the rollback');
    };
    await rollBackTo(1, 3);
    await until(() => listedIds(el).join() === 'q1', 'the canvas still shows the newer schema');
    // The server holds what the builder shows: nothing to save, no question on leaving.
    expect(el.dirty).to.equal(false);

    typeInto($(el, 'input[placeholder="Form Description"]') as HTMLInputElement, 'Renamed form');
    await until(() => el.dirty, 'the edited description is not unsaved');
    await rollBackTo(2, 4);
    await until(() => listedIds(el).join() === 'q1,q2', 'the canvas still shows version 1');
    // The rollback does not touch the description: its edit is still to be saved.
    expect(el.dirty).to.equal(true);
  });

  it('cancels a rollback without changing anything', async () => {
    const id = await formWithTwoVersions(owner);
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 2, 'versions not listed');
    buttonIn(panel, 'Rollback to version 1').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
    buttonIn($(el, 'dialog.fw-confirm[open]'), 'Cancel').click();
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'confirmation stays');
    expect(versionRows(panel)).to.have.length(2);
    expect(listedIds(el)).to.deep.equal(['q1', 'q2']);
  });

  it('compares a version with the current form: fields added, changed and settings', async () => {
    const id = await formWithTwoVersions(owner);
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 2, 'versions not listed');
    buttonIn(panel, 'Compare version 1 with the current form').click();
    await until(() => panel.querySelector('.fw-version-diff'), 'no comparison');
    const diff = panel.querySelector('.fw-version-diff')?.textContent ?? '';
    expect(diff).to.include('Changes from version 1 to the current form');
    expect(diff).to.include('Field added: Question two (email)');
    buttonIn(panel, 'Compare version 2 with the current form').click();
    await until(() => panel.textContent?.includes('No differences'), 'version 2 differs from the form');
  });

  it('shows a viewer the versions without save or rollback', async () => {
    const id = await formWithTwoVersions(owner);
    await shareForm(owner, id, 'viewer', 'viewer');
    const viewer = await signIn('viewer', 'viewer1234');
    const el = await mountOn(viewer, id);
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 2, 'versions not listed');
    expect(text(el)).to.include('You can view versions; only the owner and editors can save or roll back.');
    expect([...panel.querySelectorAll('button')].map((b) => b.textContent)).not.to.include('Save Version');
    expect(panel.querySelector('[aria-label^="Rollback to"]')).to.equal(null);
  });

  it('tells the owner of a read-only builder that the builder is read-only, not that they lack the role', async () => {
    const id = await formWithTwoVersions(owner);
    const { attributes, properties } = builderConnection(owner);
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': id, readonly: '' }, properties });
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 2, 'versions not listed');
    expect(panel.textContent).to.include(
      'This builder is read-only: you can view versions, not save or roll back.',
    );
    expect(panel.textContent).not.to.include('only the owner and editors');
    expect(panel.querySelector('[aria-label^="Rollback to"]')).to.equal(null);
  });

  it('offers neither Rollback nor Compare on a version whose saved schema cannot be read, and says why', async () => {
    const id = await formWithTwoVersions(owner);
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/versions`, {
      body: { description: 'Third' },
    });
    const restore = listWithUnreadable(1);
    try {
      const el = await mountOn(owner, id);
      const panel = await openToolTab(el, 'Versions');
      await until(() => versionRows(panel).length === 3, 'versions not listed');
      const [, second, first] = [...panel.querySelectorAll('[data-version]')];
      expect(first?.textContent).to.include('Version 1').and.include(UNREADABLE_NOTE);
      expect(panel.querySelector('[aria-label="Rollback to version 1"]')).to.equal(null);
      expect(panel.querySelector('[aria-label="Compare version 1 with the current form"]')).to.equal(null);
      // A readable older version still offers both.
      expect(second?.textContent).not.to.include(UNREADABLE_NOTE);
      expect(panel.querySelector('[aria-label="Rollback to version 2"]')).not.to.equal(null);
      expect(panel.querySelector('[aria-label="Compare version 2 with the current form"]')).not.to.equal(
        null,
      );
    } finally {
      restore();
    }
  });

  it('offers Compare but no Rollback on a version holding a pattern the server refuses, and says why', async () => {
    const id = await formWithTwoVersions(owner);
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/versions`, {
      body: { description: 'Third' },
    });
    // Version 1 as an older server let it be saved: a pattern that could hang, which the server's
    // rollback now refuses (422 validation_failed) although the schema reads.
    const hanging = schemaWith([
      {
        id: 'q1',
        type: 'text',
        label: 'Question one',
        validation: [{ type: 'pattern', value: '(a+)+$', message: 'Bad' }],
      },
    ]);
    const restore = listWithStoredSchema(1, hanging);
    try {
      const el = await mountOn(owner, id);
      const panel = await openToolTab(el, 'Versions');
      await until(() => versionRows(panel).length === 3, 'versions not listed');
      const [, second, first] = [...panel.querySelectorAll('[data-version]')];
      expect(first?.textContent).to.include('Version 1').and.include(UNRESTORABLE_NOTE);
      expect(first?.textContent).not.to.include(UNREADABLE_NOTE);
      expect(panel.querySelector('[aria-label="Rollback to version 1"]')).to.equal(null);
      // A readable older version still offers both, without a note.
      expect(second?.textContent).not.to.include(UNRESTORABLE_NOTE);
      expect(panel.querySelector('[aria-label="Rollback to version 2"]')).not.to.equal(null);
      // Comparing is harmless: version 1 can still be compared with the form.
      buttonIn(panel, 'Compare version 1 with the current form').click();
      await until(() => panel.querySelector('.fw-version-diff'), 'no comparison');
      expect(panel.querySelector('.fw-version-diff')?.textContent).to.include(
        'Changes from version 1 to the current form',
      );
    } finally {
      restore();
    }
  });

  it('says why a rollback the server refuses failed, and keeps the form and its unsaved changes', async () => {
    const id = await formWithTwoVersions(owner);
    const el = await mountOn(owner, id);
    // An unsaved change: Question two deleted.
    card(el, 'q2').click();
    await until(() => hasButton(el, 'Delete Question two'), 'no delete button');
    button(el, 'Delete Question two').click();
    await until(() => listedIds(el).join() === 'q1', 'Question two not deleted');
    await until(() => el.dirty, 'the deletion is not unsaved');
    const restore = refuseRollbacks();
    try {
      const panel = await openToolTab(el, 'Versions');
      await until(() => versionRows(panel).length === 2, 'versions not listed');
      buttonIn(panel, 'Rollback to version 1').click();
      await until(() => el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'no confirmation');
      buttonIn($(el, 'dialog.fw-confirm[open]'), 'Rollback').click();
      await until(() => !el.shadowRoot?.querySelector('dialog.fw-confirm[open]'), 'confirmation stays');
      await until(
        () => panel.textContent?.includes('Version 1 cannot be restored: its saved schema cannot be read'),
        'the refusal is not shown in the panel',
      );
      // The toast comes in its own render, which may follow the panel's message by a frame.
      await until(() => text(el).includes('Rollback failed'), "no 'Rollback failed' toast");
      expect(versionRows(panel)).to.have.length(2);
    } finally {
      restore();
    }
    expect(listedIds(el)).to.deep.equal(['q1']);
    expect(el.dirty).to.equal(true);
    const stored = await clientFor(owner).request<{
      data: { schema_data: { all_fields: { id: string }[] } };
    }>('GET', `/api/v1/forms/${id}`);
    expect(stored.data.schema_data.all_fields.map((field) => field.id)).to.deep.equal(['q1', 'q2']);
  });

  it('passes axe with versions listed and a comparison open', async () => {
    const id = await formWithTwoVersions(owner);
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Versions');
    await until(() => versionRows(panel).length === 2, 'versions not listed');
    buttonIn(panel, 'Compare version 1 with the current form').click();
    await until(() => panel.querySelector('.fw-version-diff'), 'no comparison');
    await expectNoAxeViolations(el);
  });
});
