import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { mountOn, notice, ONE, TWO, untilLive as until, whenPresent } from './live-support';
import {
  createForm,
  readForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
  watchCalls,
} from './real-service';
import { $, $$, button, focused, recordEvents, schemaWith, typeInto } from './support';

// What a review of two authors on one form found: a publish by one left the other's header saying 'Not
// published'; an editor's Replace with mine sent back the Template switch the owner had changed (403); a
// 'Not saved' toast outlived the reload that answered it; focus fell to <body> when Save was pressed or a
// notice's button took the notice away; Save failed (request, toast) where the notice said it would ask.
// All against the real server and its live stream.

function noticeButton(el: Element, name: string): HTMLButtonElement {
  const found = [...notice(el).querySelectorAll('button')].find((node) => node.textContent?.trim() === name);
  if (!found) throw new Error(`no notice button "${name}"`);
  return found;
}

/** Focuses the button and presses Enter, as a keyboard user would. */
async function press(target: HTMLButtonElement): Promise<void> {
  target.focus();
  await sendKeys({ press: 'Enter' });
}

function description(el: Element): HTMLInputElement {
  return $(el, 'input[aria-label="Form description"]') as HTMLInputElement;
}

function toasts(el: Element): string {
  return $$(el, '.fw-toast')
    .map((toast) => toast.textContent ?? '')
    .join(' | ');
}

async function saveAs(session: SignedIn, formId: string, body: Record<string, unknown>) {
  await clientFor(session).request('PUT', `/api/v1/forms/${formId}`, { body });
}

async function setPublished(session: SignedIn, formId: string, published: boolean) {
  await clientFor(session).request('POST', `/api/v1/forms/${formId}/${published ? 'publish' : 'unpublish'}`);
}

/** The owner makes the seeded editor a viewer of the form. */
async function makeEditorViewer(owner: SignedIn, formId: string): Promise<void> {
  const members = await clientFor(owner).request<{ data: { id: string; user_email: string }[] }>(
    'GET',
    `/api/v1/forms/${formId}/collaborators`,
  );
  const member = members.data.find((row) => row.user_email === 'editor@demo.example');
  await clientFor(owner).request('PUT', `/api/v1/forms/${formId}/collaborators/${member?.id}`, {
    body: { role: 'viewer' },
  });
}

/** The builder's focus is on `target` (after the frame its focus requests wait for). */
async function focusIsOn(target: () => Element | null, message: string): Promise<void> {
  await until(() => focused() === target(), message);
}

describe('builder: two authors on one form', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  let editor: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
    editor = await signIn('editor', 'editor1234');
  });
  afterEach(resetBrowserState);

  it("follows another member's publish and unpublish: state, button and public link", async () => {
    const id = await createForm(owner, 'Published by the other', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    const badge = () => $(el, '.fw-publish .fw-badge').textContent;
    const link = () => el.shadowRoot?.querySelector<HTMLAnchorElement>('.fw-header__public-link') ?? null;
    expect(badge()).to.equal('Not published');
    expect(link()).to.equal(null);

    await setPublished(editor, id, true);
    await until(() => badge() === 'Published', 'the badge still says Not published');
    expect($(el, '.fw-publish button').textContent).to.equal('Unpublish');
    await until(() => link(), 'no public link');
    expect(link()?.href).to.match(new RegExp(`/f/demo/${id}$`));
    await until(() => el.shadowRoot?.textContent?.includes('Eddie Editor published this form.'), 'not said');

    await setPublished(editor, id, false);
    await until(() => badge() === 'Not published', 'the badge still says Published');
    expect($(el, '.fw-publish button').textContent).to.equal('Publish');
    expect(link()).to.equal(null);
  });

  it("takes another member's unpublish heard while its own publish was answering", async () => {
    const id = await createForm(owner, 'Published, then not', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    const badge = () => $(el, '.fw-publish .fw-badge').textContent;
    // The publish reaches the server; its answer is held here until the editor has unpublished.
    const original = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let published = false;
    globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await original(input, init);
      if (new Request(input, init).url.endsWith(`/api/v1/forms/${id}/publish`)) {
        published = true;
        await held;
      }
      return answer;
    };
    try {
      button(el, 'Publish').click();
      await until(() => published, 'not published');
      await setPublished(editor, id, false);
      await until(
        () => el.shadowRoot?.textContent?.includes('Eddie Editor unpublished this form.'),
        'not said',
      );
      expect($(el, '.fw-publish button').textContent).to.equal('Publishing...');
      release();
      // Its own press is over (its toast says so); the state is the editor's, which came after it.
      await until(() => toasts(el).includes('Form published'), 'no toast');
      await until(() => $(el, '.fw-publish button').textContent !== 'Publishing...', 'still publishing');
      expect(badge()).to.equal('Not published');
      expect($(el, '.fw-publish button').textContent).to.equal('Publish');
    } finally {
      release();
      globalThis.fetch = original;
    }
  });

  it("tells a save of this user's other tab from this builder's own save", async () => {
    const id = await createForm(owner, 'Two tabs', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    // Every text the notice region shows from here on.
    const shown: string[] = [];
    const watcher = new MutationObserver(() => shown.push(notice(el).textContent ?? ''));
    watcher.observe(notice(el), { childList: true, subtree: true, characterData: true });
    // Its own save: no notice.
    typeInto(description(el), 'Saved here');
    button(el, 'Save').click();
    await until(async () => (await readForm(owner, id)).description === 'Saved here', 'not saved');
    // The stream brings changes in the order they were saved: once another member's save is told, the
    // own save's event has come before it, and it showed nothing.
    await clientFor(editor).request('PUT', `/api/v1/forms/${id}`, { body: { description: 'Edited' } });
    await until(() => notice(el).textContent?.includes('Eddie Editor saved this form'), 'no notice');
    watcher.disconnect();
    expect(shown.filter((text) => text !== '' && !text.includes('Eddie Editor'))).to.deep.equal([]);
    // The same user in another tab (another builder id): this copy is behind, and the notice says so.
    await clientFor(owner).request('PUT', `/api/v1/forms/${id}`, {
      body: { description: 'Saved elsewhere' },
      headers: { 'X-Client-Id': 'b-another-tab-0001' },
    });
    await until(() => notice(el).textContent?.includes('You, in another tab, saved this form'), 'no notice');
  });

  it("does not take another member's save for its own when they send this builder's id", async () => {
    const id = await createForm(owner, 'Borrowed id', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    // Every member can read the builders' ids in the form's presence.
    const records = await clientFor(editor).request<{ data: { client_id: string; user_name: string }[] }>(
      'GET',
      `/api/v1/forms/${id}/presence`,
    );
    const ownersId = records.data.find((record) => record.user_name === 'Demo Admin')?.client_id;
    expect(ownersId).to.be.a('string');
    await clientFor(editor).request('PUT', `/api/v1/forms/${id}`, {
      body: { description: 'Quietly changed' },
      headers: { 'X-Client-Id': ownersId as string },
    });
    await until(() => notice(el).textContent?.includes('Eddie Editor saved this form'), 'no notice');
  });

  it("lets an editor replace the owner's version after the owner changed the Template switch", async () => {
    const id = await createForm(owner, 'Soon a template', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(editor, id);
    await whenPresent(editor, id, 'Eddie Editor');
    const calls = watchCalls();
    try {
      typeInto(description(el), 'Editor title');
      await saveAs(owner, id, { is_template: true });
      button(el, 'Save').click();
      await until(() => notice(el).getAttribute('data-remote-notice') === 'conflict', 'no conflict notice');

      noticeButton(el, 'Replace with mine').click();
      await until(() => notice(el).textContent === '', 'the notice stays after replacing');
      const saved = await readForm(owner, id);
      expect(saved.description).to.equal('Editor title');
      expect(saved.is_template).to.equal(true);
      const put = calls.calls.filter((call) => call.method === 'PUT').at(-1);
      expect(put?.body).not.to.have.property('is_template');
      expect(toasts(el)).not.to.include('Save failed');
      // The switch shows what the owner decided.
      expect($(el, '[role="switch"]').getAttribute('aria-checked')).to.equal('true');
    } finally {
      calls.restore();
    }
  });

  it('says which of their fields Replace with mine would take away, and replaces only once confirmed', async () => {
    const id = await createForm(owner, 'Two hands', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(editor, id);
    await whenPresent(editor, id, 'Eddie Editor');
    typeInto(description(el), 'Editor title');
    const theirs = schemaWith([
      { id: 'q1', type: 'text', label: 'Question one, renamed' },
      { id: 'q2', type: 'email', label: 'Question two' },
    ]);
    await saveAs(owner, id, { schema_data: theirs });
    button(el, 'Save').click();
    await until(() => notice(el).getAttribute('data-remote-notice') === 'conflict', 'no conflict notice');

    const confirmation = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
    const inDialog = (name: string) =>
      [...(confirmation()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === name);
    noticeButton(el, 'Replace with mine').click();
    await until(() => confirmation(), 'Replace did not ask');
    expect(confirmation()?.textContent)
      .to.include('Replace their version with yours?')
      .and.include('Only in their version, removed by replacing: Question two.')
      .and.include('Different in their version, replaced by yours: Question one.');
    inDialog('Cancel')?.click();
    await until(() => !confirmation(), 'the dialog stays after Cancel');
    expect((await readForm(owner, id)).schema_data.all_fields).to.have.length(2);

    noticeButton(el, 'Replace with mine').click();
    await until(() => inDialog('Replace with mine'), 'Replace did not ask again');
    inDialog('Replace with mine')?.click();
    await until(() => notice(el).textContent === '', 'the notice stays after replacing');
    const saved = await readForm(owner, id);
    expect(saved.description).to.equal('Editor title');
    expect(saved.schema_data.all_fields.map((field) => field.label)).to.deep.equal(['Question one']);
  });

  it('asks at once when Save would replace a save it knows of, and sends nothing; Replace keeps focus on Save', async () => {
    const id = await createForm(owner, 'Known change', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    typeInto(description(el), 'My title');
    await saveAs(editor, id, { description: 'Their title', schema_data: TWO });
    await until(() => notice(el).textContent?.includes('Eddie Editor saved this form'), 'no notice');
    expect(notice(el).textContent).to.include(
      'Your unsaved changes here are kept: saving them will ask before replacing their version.',
    );

    const events = recordEvents(el, ['fw-error', 'fw-save']);
    const calls = watchCalls();
    try {
      await press(button(el, 'Save'));
      await until(() => notice(el).getAttribute('data-remote-notice') === 'conflict', 'Save did not ask');
      expect(notice(el).textContent)
        .to.include('Your changes were not saved')
        .and.include(
          'Someone else saved this form after you opened it. Reload to see their version, or replace it with yours.',
        );
      expect(calls.calls.filter((call) => call.method === 'PUT')).to.deep.equal([]);
      // Told as when the server refuses (whether the builder had heard of their save is chance), but
      // no request failed: no 'Failed to save form'.
      await until(() => toasts(el).includes('Not saved'), 'no toast says so');
      expect(el.shadowRoot?.textContent).not.to.include('Failed to save form');
      expect(events.map((event) => event.type)).to.deep.equal(['fw-error']);
      expect((await readForm(owner, id)).description).to.equal('Their title');
      await expectNoAxeViolations(el);

      await press(noticeButton(el, 'Replace with mine'));
      // Their version has a field this one lacks: replacing asks first, naming it.
      const confirmation = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
      await until(() => confirmation(), 'Replace did not ask');
      expect(confirmation()?.textContent).to.include(
        'Only in their version, removed by replacing: Question two.',
      );
      const confirm = [...(confirmation()?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent?.trim() === 'Replace with mine',
      );
      await press(confirm as HTMLButtonElement);
      await until(() => notice(el).textContent === '', 'the notice stays after replacing');
      expect((await readForm(owner, id)).description).to.equal('My title');
      await until(() => !toasts(el).includes('Not saved'), "the 'Not saved' toast stays after replacing");
      await focusIsOn(() => button(el, 'Save'), 'focus did not move to Save after Replace with mine');
    } finally {
      calls.restore();
    }
  });

  it("takes the 'Not saved' toast away when Discard and reload loads their version, and focus goes to Save", async () => {
    const id = await createForm(owner, 'Reloaded', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    typeInto(description(el), 'Mine');
    await saveAs(editor, id, { description: 'Theirs', schema_data: TWO });
    await until(() => notice(el).textContent?.includes('Eddie Editor saved this form'), 'no notice');
    // Dismissed, the builder forgets it knew: Save goes to the server, which refuses it.
    await press(noticeButton(el, 'Dismiss'));
    await until(() => notice(el).textContent === '', 'the notice stays after Dismiss');
    await focusIsOn(() => button(el, 'Save'), 'focus did not move to Save after Dismiss');

    await press(button(el, 'Save'));
    await until(() => toasts(el).includes('Not saved'), 'no toast says so');
    expect(focused() === button(el, 'Save'), 'focus stays on Save').to.equal(true);
    expect(notice(el).getAttribute('data-remote-notice')).to.equal('conflict');

    await press(noticeButton(el, 'Reload'));
    await until(() => el.shadowRoot?.querySelector('dialog[open][role="alertdialog"]'), 'no question');
    const confirm = [...$(el, 'dialog[open][role="alertdialog"]').querySelectorAll('button')].find(
      (node) => node.textContent?.trim() === 'Discard and reload',
    );
    confirm?.click();
    await until(() => description(el).value === 'Theirs', 'their form not loaded');
    await until(() => !toasts(el).includes('Not saved'), "the 'Not saved' toast stays");
    expect(notice(el).textContent).to.equal('');
    await focusIsOn(() => button(el, 'Save'), 'focus did not move to Save after Discard and reload');
  });

  it("moves focus to the canvas when the role notice's Dismiss goes (a viewer has no Save)", async () => {
    const id = await createForm(owner, 'Role change', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(editor, id);
    await whenPresent(editor, id, 'Eddie Editor');
    await makeEditorViewer(owner, id);
    await until(() => notice(el).getAttribute('data-remote-notice') === 'role', 'no role notice');
    await press(noticeButton(el, 'Dismiss'));
    await until(() => notice(el).textContent === '', 'the notice stays after Dismiss');
    await focusIsOn(() => $(el, '[data-focus-key="canvas"]'), 'focus did not move to the canvas');
  });

  it('tells an editor made viewer that their unsaved changes cannot be saved, and asks before leaving', async () => {
    const id = await createForm(owner, 'Demoted mid-edit', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(editor, id);
    await whenPresent(editor, id, 'Eddie Editor');
    typeInto(description(el), 'Half-done title');
    await makeEditorViewer(owner, id);
    await until(() => notice(el).getAttribute('data-remote-notice') === 'role', 'no role notice');
    expect(notice(el).textContent).to.include(
      'Your role on this form is now Viewer: you can only view it. Your unsaved changes here can no longer be saved: they are lost when you leave.',
    );
    // Leaving would lose them: the Dashboard button asks first, as it does for any unsaved change.
    const left = recordEvents(el, ['fw-navigate']);
    button(el, 'Dashboard').click();
    await until(() => el.shadowRoot?.textContent?.includes('Leave without saving?'), 'Dashboard did not ask');
    expect(left).to.have.length(0);
  });

  it('keeps focus on Save while it saves', async () => {
    const id = await createForm(owner, 'Focus on save', ONE);
    const el = await mountOn(owner, id);
    typeInto(description(el), 'Saved with the keyboard');
    const save = button(el, 'Save');
    await press(save);
    await until(() => toasts(el).includes('Form saved'), 'not saved');
    expect(focused() === save, 'focus stays on Save').to.equal(true);
    expect((await readForm(owner, id)).description).to.equal('Saved with the keyboard');
  });
});
