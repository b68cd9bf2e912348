import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import {
  builderConnection,
  createForm,
  deleteForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
  watchCalls,
} from '../builder/real-service';
import {
  $,
  $$,
  button,
  card,
  focused,
  keydown,
  listedIds,
  mountBuilder,
  schemaWith,
  typeInto,
} from '../builder/support';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { buttonIn, choose, inputIn } from './support';

/** Waits longer than the builder suite's 5 s: these tests go through several server round trips. */
function until(check: () => unknown, message: string): Promise<void> {
  return waitUntil(check, message, { timeout: 15_000 });
}

const SCHEMA = schemaWith([
  { id: 'q1', type: 'text', label: 'Question one' },
  { id: 'q2', type: 'email', label: 'Question two' },
]);

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

/** The Collaboration panel's inner tab `name` (Team, Comments, Activity), selected. */
async function innerTab(panel: HTMLElement, name: string): Promise<HTMLElement> {
  const tab = [
    ...panel.querySelectorAll<HTMLElement>('[role="tablist"][aria-label="Collaboration"] [role="tab"]'),
  ].find((node) => node.textContent?.trim() === name);
  if (!tab) throw new Error(`no collaboration tab ${name}`);
  tab.click();
  await until(() => tab.getAttribute('aria-selected') === 'true', `${name} not selected`);
  return panel.querySelector(`#${CSS.escape(tab.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
}

/** Polls an asynchronous check (waitUntil would take its promise for a truthy answer). */
async function eventually(check: () => Promise<boolean>, message: string): Promise<void> {
  const end = Date.now() + 5000;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(message);
}

/** A member's role as the server has it. */
async function roleOnServer(owner: SignedIn, formId: string, email: string): Promise<string | undefined> {
  const list = await clientFor(owner).request<{ data: { user_email: string; role: string }[] }>(
    'GET',
    `/api/v1/forms/${formId}/collaborators`,
  );
  return list.data.find((m) => m.user_email === email)?.role;
}

function members(team: HTMLElement): string[] {
  return [...team.querySelectorAll('[data-member]')].map((row) => row.getAttribute('data-member') ?? '');
}

async function mountOn(session: SignedIn, formId: string) {
  const { attributes, properties } = builderConnection(session);
  return mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** What the builder's polite announcer says now (its alternating trailing no-break space dropped). */
function announced(el: Element): string {
  return ($(el, '.fw-visually-hidden[role="status"][aria-atomic="true"]').textContent ?? '').trim();
}

/** The 'Active now' section's live region: joins and leaves (the raw text, no-break space kept). */
function presenceSaid(panel: HTMLElement): string {
  const region = panel.querySelector('section[aria-label="Active now"] [aria-live="polite"]');
  if (!region) throw new Error('no live region in Active now');
  return region.textContent ?? '';
}

/**
 * Clicks twice as a double-click does, the first request held at the server's door until the second
 * click has landed; resolves with the methods of the calls made once `done` holds (and half a second
 * later, room for a second request had one been sent).
 */
async function doubleClickHeld(button: HTMLElement, done: () => unknown, what: string): Promise<string[]> {
  const calls = watchCalls({ hold: true });
  try {
    button.click();
    await nextFrame();
    button.click();
    await nextFrame();
    calls.release();
    await until(done, what);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return calls.calls.map((call) => call.method);
  } finally {
    calls.restore();
  }
}

describe('tools: Collaboration', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(resetBrowserState);

  it('lists the team; the owner adds by e-mail with a role, changes the role and removes', async () => {
    const id = await createForm(owner, 'Team form', SCHEMA);
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Collaboration');
    const team = await innerTab(panel, 'Team');
    await until(() => members(team).length === 1, 'no members');
    const ownerRow = team.querySelector('[data-member="demo@demo.example"]') as HTMLElement;
    expect(ownerRow.textContent).to.include('Owner');
    expect(ownerRow.querySelector('button')).to.equal(null);

    const email = inputIn(team, 'Email address');
    const add = buttonIn(team, 'Add Member');
    expect(email.type).to.equal('email');
    expect(add.disabled).to.equal(true);
    typeInto(email, '   ');
    expect(add.disabled).to.equal(true);
    expect(team.textContent).to.include('Can edit the form').and.include('Can only view the form');
    const viewerRadio = [...team.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
      (radio) => radio.value === 'viewer',
    ) as HTMLInputElement;
    viewerRadio.click();
    typeInto(email, ' editor@demo.example ');
    await until(() => !add.disabled, 'Add Member stays disabled');
    add.click();
    await until(() => members(team).includes('editor@demo.example'), 'member not added');
    const row = () => team.querySelector('[data-member="editor@demo.example"]') as HTMLElement;
    const roleSelect = row().querySelector('select') as HTMLSelectElement;
    expect(roleSelect.value).to.equal('viewer');
    expect(row().textContent).not.to.include('Save');
    // Arrow keys on a closed select fire a change per step: none of them saves.
    const calls = watchCalls();
    try {
      choose(roleSelect, 'editor');
      choose(roleSelect, 'viewer');
      choose(roleSelect, 'editor');
      await until(() => row().textContent?.includes('Save'), 'no Save button for the changed role');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls.calls.filter((call) => call.method === 'PUT')).to.have.length(0);
      const save = buttonIn(row(), 'Save role of Eddie Editor');
      save.focus();
      save.click();
      await eventually(
        async () => roleOnServer(owner, id, 'editor@demo.example').then((r) => r === 'editor'),
        'no save',
      );
      await until(() => !row().textContent?.includes('Save'), 'Save stays after saving');
      // Focus is not lost with the button: it goes back to the select.
      expect(focused()).to.equal(row().querySelector('select'));
      expect(calls.calls.filter((call) => call.method === 'PUT')).to.have.length(1);

      // Enter on the select saves its choice too.
      choose(row().querySelector('select') as HTMLSelectElement, 'viewer');
      keydown(row().querySelector('select') as HTMLSelectElement, 'Enter');
      await eventually(
        async () => roleOnServer(owner, id, 'editor@demo.example').then((r) => r === 'viewer'),
        'no save',
      );
      expect(calls.calls.filter((call) => call.method === 'PUT')).to.have.length(2);
    } finally {
      calls.restore();
    }
    // Adding them again is refused; the refusal goes as soon as another address is typed.
    typeInto(email, 'editor@demo.example');
    await until(() => !add.disabled, 'Add Member stays disabled');
    add.click();
    await until(() => team.textContent?.includes('already a member'), 'no refusal');
    typeInto(email, 'viewer@demo.example');
    expect(team.textContent).not.to.include('already a member');
    typeInto(email, '');
    buttonIn(row(), 'Remove Eddie Editor').click();
    await until(() => !members(team).includes('editor@demo.example'), 'member not removed');
  });

  it('removes a member once on a double-click, and reports no error for the second click', async () => {
    const id = await createForm(owner, 'Double remove', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    const team = await innerTab(await openToolTab(el, 'Collaboration'), 'Team');
    await until(() => members(team).length === 2, 'members not listed');
    const methods = await doubleClickHeld(
      buttonIn(team, 'Remove Eddie Editor'),
      () => !members(team).includes('editor@demo.example'),
      'member not removed',
    );
    expect(methods.filter((method) => method === 'DELETE')).to.have.length(1);
    expect(team.textContent).to.include('Eddie Editor removed');
    expect(team.querySelectorAll('[role="alert"]')).to.have.length(0);
  });

  it('shows no member controls to a member who is not the owner', async () => {
    const id = await createForm(owner, 'Shared form', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    const editor = await signIn('editor', 'editor1234');
    const el = await mountOn(editor, id);
    const team = await innerTab(await openToolTab(el, 'Collaboration'), 'Team');
    await until(() => members(team).length === 2, 'members not listed');
    expect(team.textContent).to.include('Only the owner of this form can add, change or remove members.');
    expect(team.querySelector('input[type="email"]')).to.equal(null);
    expect(team.querySelectorAll('select, button')).to.have.length(0);
  });

  it('adds a comment on a field, shows it as just now, edits and deletes it', async () => {
    const id = await createForm(owner, 'Commented form', SCHEMA);
    const el = await mountOn(owner, id);
    const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
    const add = buttonIn(comments, 'Add Comment');
    const textarea = inputIn<HTMLTextAreaElement>(comments, 'Comment');
    expect(add.disabled).to.equal(true);
    typeInto(textarea, '  ');
    expect(add.disabled).to.equal(true);
    choose(inputIn<HTMLSelectElement>(comments, 'About'), 'q2');
    typeInto(textarea, 'Is this <b>required</b>?');
    await until(() => !add.disabled, 'Add Comment stays disabled');
    add.click();
    await until(() => comments.querySelector('[data-comment]'), 'comment not listed');
    await until(() => announced(el) === 'Comment added.', 'adding not announced');
    const item = () => comments.querySelector('[data-comment]') as HTMLElement;
    expect(item().textContent)
      .to.include('Demo Admin')
      .and.include('Just now')
      .and.include('on Question two');
    // Read from the start of the line, as the Team and Activity rows are.
    expect(getComputedStyle(item()).alignItems).to.equal('stretch');
    // User text is text, never markup.
    expect(item().querySelector('b')).to.equal(null);
    expect(item().textContent).to.include('Is this <b>required</b>?');
    const scroller = comments.querySelector('.fw-comments__scroll') as HTMLElement;
    expect(getComputedStyle(scroller).maxHeight).to.equal('384px');

    // Each button names the comment it acts on.
    expect(buttonIn(item(), 'Edit').getAttribute('aria-label')).to.equal('Edit comment by Demo Admin');
    expect(buttonIn(item(), 'Delete').getAttribute('aria-label')).to.equal('Delete comment by Demo Admin');
    buttonIn(item(), 'Edit').click();
    await until(() => item().querySelector('textarea'), 'no editor');
    typeInto(item().querySelector('textarea') as HTMLTextAreaElement, 'Make it required');
    buttonIn(item(), 'Save').click();
    await until(
      () => item().querySelector('.fw-comment__text')?.textContent === 'Make it required',
      'comment not edited',
    );
    expect(item().textContent).to.include('(edited)');
    buttonIn(item(), 'Delete').click();
    await until(() => !comments.querySelector('[data-comment]'), 'comment not deleted');
    await until(() => announced(el) === 'Comment deleted.', 'deleting not announced');
  });

  it('offers only saved fields to comment on, and says why a new one is missing until it is saved', async () => {
    const id = await createForm(owner, 'Growing form', SCHEMA);
    const el = await mountOn(owner, id);
    await until(() => listedIds(el).length === 2, 'form not loaded');
    const template = $$(el, '.fw-template').find((node) => node.textContent?.startsWith('Text Input'));
    template?.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => listedIds(el).length === 3, 'no field added');
    const added = listedIds(el).find((fieldId) => fieldId !== 'q1' && fieldId !== 'q2') as string;
    const about = async () => {
      const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
      return inputIn<HTMLSelectElement>(comments, 'About');
    };
    const options = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);
    let select = await about();
    // The new field is selected on the canvas, yet the comment would be refused: the whole form is offered.
    expect(options(select)).to.deep.equal(['', 'q1', 'q2']);
    expect(select.value).to.equal('');
    const note = select.getAttribute('aria-describedby');
    expect(note && el.shadowRoot?.getElementById(note)?.textContent).to.equal(
      'Fields added since the last save can be commented on once the form is saved.',
    );
    await expectNoAxeViolations(el);
    button(el, 'Close').click();
    button(el, 'Save').click();
    await until(async () => {
      const form = await clientFor(owner).request<{ data: { schema_data: { all_fields: unknown[] } } }>(
        'GET',
        `/api/v1/forms/${id}`,
      );
      return form.data.schema_data.all_fields.length === 3;
    }, 'not saved');
    select = await about();
    await until(() => options(select).includes(added), 'the saved field is not offered');
    expect(select.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('says a comment is on a deleted field rather than showing the field id', async () => {
    const id = await createForm(owner, 'Lost field', SCHEMA);
    const api = clientFor(owner);
    await api.request('POST', `/api/v1/forms/${id}/comments`, {
      body: { comment_text: 'On the e-mail', field_id: 'q2' },
    });
    await api.request('POST', `/api/v1/forms/${id}/comments`, {
      body: { comment_text: 'On the first', field_id: 'q1' },
    });
    await api.request('PUT', `/api/v1/forms/${id}`, {
      body: { schema_data: schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]) },
    });
    const el = await mountOn(owner, id);
    const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
    await until(() => comments.querySelectorAll('[data-comment]').length === 2, 'comments not listed');
    const [lost, kept] = [...comments.querySelectorAll<HTMLElement>('[data-comment] .fw-badge')];
    expect(lost?.textContent).to.equal('on a deleted field');
    expect(kept?.textContent).to.equal('on Question one');
    expect(comments.querySelector('.fw-comments__scroll')?.textContent).not.to.include('q2');
  });

  /** The owner's builder on a new form with one comment, its Comments tab open and listing it. */
  async function commentsWith(description: string, text: string): Promise<HTMLElement> {
    const id = await createForm(owner, description, SCHEMA);
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/comments`, { body: { comment_text: text } });
    const el = await mountOn(owner, id);
    const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
    await until(() => comments.querySelector('[data-comment]'), 'comment not listed');
    return comments;
  }

  it('saves an edited comment once on a double-click of Save', async () => {
    const comments = await commentsWith('Double save', 'First words');
    const item = () => comments.querySelector('[data-comment]') as HTMLElement;
    buttonIn(item(), 'Edit').click();
    await until(() => item().querySelector('textarea'), 'no editor');
    typeInto(item().querySelector('textarea') as HTMLTextAreaElement, 'Second words');
    const methods = await doubleClickHeld(
      buttonIn(item(), 'Save'),
      () => item().querySelector('.fw-comment__text')?.textContent === 'Second words',
      'comment not edited',
    );
    expect(methods.filter((method) => method === 'PUT')).to.have.length(1);
    expect(comments.querySelectorAll('[role="alert"]')).to.have.length(0);
  });

  it('deletes a comment once on a double-click, and reports no error for the second click', async () => {
    const comments = await commentsWith('Double delete', 'Delete me');
    const methods = await doubleClickHeld(
      buttonIn(comments.querySelector('[data-comment]') as HTMLElement, 'Delete comment by Demo Admin'),
      () => !comments.querySelector('[data-comment]'),
      'comment not deleted',
    );
    expect(methods.filter((method) => method === 'DELETE')).to.have.length(1);
    expect(comments.querySelectorAll('[role="alert"]')).to.have.length(0);
  });

  it("offers no edit on another user's comment", async () => {
    const id = await createForm(owner, 'Two voices', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    const editor = await signIn('editor', 'editor1234');
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/comments`, {
      body: { comment_text: 'Owner note' },
    });
    const el = await mountOn(editor, id);
    const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
    await until(() => comments.querySelector('[data-comment]'), 'comment not listed');
    const item = comments.querySelector('[data-comment]') as HTMLElement;
    expect(item.querySelectorAll('button')).to.have.length(0);
  });

  it('offers a member made viewer no edit or delete of their own old comment', async () => {
    const id = await createForm(owner, 'Demoted voice', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    const editor = await signIn('editor', 'editor1234');
    await clientFor(editor).request('POST', `/api/v1/forms/${id}/comments`, {
      body: { comment_text: 'Written as editor' },
    });
    const members = await clientFor(owner).request<{ data: { id: string; user_email: string }[] }>(
      'GET',
      `/api/v1/forms/${id}/collaborators`,
    );
    const member = members.data.find((m) => m.user_email === 'editor@demo.example');
    await clientFor(owner).request('PUT', `/api/v1/forms/${id}/collaborators/${member?.id}`, {
      body: { role: 'viewer' },
    });
    const el = await mountOn(editor, id);
    const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
    await until(() => comments.querySelector('[data-comment]'), 'comment not listed');
    expect(comments.querySelector('[data-comment]')?.querySelectorAll('button')).to.have.length(0);
    expect(comments.textContent).to.include('Only the owner and editors can comment on this form.');
  });

  it('names the field of a comment in the Activity tab by its label, not its id', async () => {
    const id = await createForm(owner, 'Labelled activity', SCHEMA);
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/comments`, {
      body: { comment_text: 'On the e-mail', field_id: 'q2' },
    });
    const el = await mountOn(owner, id);
    const activity = await innerTab(await openToolTab(el, 'Collaboration'), 'Activity');
    await until(() => activity.querySelector('[data-activity="comment_added"]'), 'no activity');
    const entry = activity.querySelector('[data-activity="comment_added"]') as HTMLElement;
    expect(entry.textContent).to.include('Demo Admin commented on field “Question two”');
    expect(entry.textContent).not.to.include('q2');
  });

  it('shows the activity the server recorded', async () => {
    const id = await createForm(owner, 'Busy form', SCHEMA);
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/versions`, {
      body: { description: 'Checkpoint' },
    });
    const el = await mountOn(owner, id);
    const activity = await innerTab(await openToolTab(el, 'Collaboration'), 'Activity');
    await until(() => activity.querySelector('[data-activity="version_created"]'), 'no activity');
    expect(activity.textContent).to.include('Demo Admin').and.include('created version 1: Checkpoint');
  });

  it('says so in the panel when members and comments cannot be loaded', async () => {
    const id = await createForm(owner, 'Vanishing form', SCHEMA);
    const el = await mountOn(owner, id);
    await deleteForm(owner, id);
    const panel = await openToolTab(el, 'Collaboration');
    const team = await innerTab(panel, 'Team');
    await until(() => team.textContent?.includes('Failed to load collaborators'), 'no members error');
    expect(team.querySelector('[role="alert"]')?.textContent).to.include(
      'Failed to load collaborators: Form not found',
    );
    const comments = await innerTab(panel, 'Comments');
    await until(() => comments.querySelector('[role="alert"]'), 'no comments error');
    expect(comments.querySelector('[role="alert"]')?.textContent).to.equal(
      'Failed to load comments: Form not found',
    );
  });

  it('shows on the card and in the panel which field another member is editing, live', async () => {
    const id = await createForm(owner, 'Live form', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    const editor = await signIn('editor', 'editor1234');
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Collaboration');
    await until(() => panel.textContent?.includes('Demo Admin (you)'), 'own presence not shown');
    await clientFor(editor).request('POST', `/api/v1/forms/${id}/presence`, {
      body: { client_id: 'element-test-editor', selected_field_id: 'q2' },
    });
    await until(
      () => panel.textContent?.includes('Eddie Editor — editing Question two'),
      'editor not active',
    );
    await until(() => card(el, 'q2').textContent?.includes('Eddie Editor is editing'), 'no card indicator');
    const badge = card(el, 'q2').querySelector('.fw-card__badge--editing') as HTMLElement;
    expect(getComputedStyle(badge).backgroundColor).not.to.equal('rgba(0, 0, 0, 0)');
    expect(card(el, 'q1').textContent).not.to.include('is editing');
    await clientFor(editor).request('DELETE', `/api/v1/forms/${id}/presence/element-test-editor`);
    await until(() => !card(el, 'q2').textContent?.includes('is editing'), 'indicator stays after leaving');
  });

  it("tells others the field an editor selects, and never a viewer's, who edits none", async () => {
    const id = await createForm(owner, 'Selected fields', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    await shareForm(owner, id, 'viewer', 'viewer');
    const selectedOf = async (name: string) => {
      const list = await clientFor(owner).request<{
        data: { user_name: string; selected_field_id: string | null }[];
      }>('GET', `/api/v1/forms/${id}/presence`);
      return list.data.find((record) => record.user_name === name);
    };
    for (const [user, password, name, told] of [
      ['editor', 'editor1234', 'Eddie Editor', 'q2'],
      ['viewer', 'viewer1234', 'Vera Viewer', null],
    ] as const) {
      const el = await mountOn(await signIn(user, password), id);
      await eventually(async () => (await selectedOf(name)) !== undefined, `${name} never present`);
      const started = Date.now();
      card(el, 'q2').click();
      if (told) {
        await eventually(async () => (await selectedOf(name))?.selected_field_id === told, 'not told');
      } else {
        // As long as the editor's took, and then some: the viewer's selection was never sent.
        await new Promise((resolve) => setTimeout(resolve, Math.max(1000, 3 * (Date.now() - started))));
        expect((await selectedOf(name))?.selected_field_id ?? null).to.equal(null);
      }
      el.remove();
    }
  });

  it('scrolls the list to a comment just added, which is the last', async () => {
    const id = await createForm(owner, 'Long discussion', SCHEMA);
    for (let n = 1; n <= 12; n += 1) {
      await clientFor(owner).request('POST', `/api/v1/forms/${id}/comments`, {
        body: { comment_text: `Earlier comment ${n}\nwith a second line` },
      });
    }
    const el = await mountOn(owner, id);
    const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
    await until(() => comments.querySelectorAll('[data-comment]').length === 12, 'comments not listed');
    const scroller = comments.querySelector('.fw-comments__scroll') as HTMLElement;
    expect(scroller.scrollHeight).to.be.greaterThan(scroller.clientHeight);
    typeInto(inputIn<HTMLTextAreaElement>(comments, 'Comment'), 'The newest word');
    buttonIn(comments, 'Add Comment').click();
    await until(() => comments.querySelectorAll('[data-comment]').length === 13, 'comment not added');
    await until(
      () => scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1,
      'the list did not scroll to the new comment',
    );
  });

  it('announces others joining and leaving politely, not the list on every heartbeat', async () => {
    const id = await createForm(owner, 'Comings and goings', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    await shareForm(owner, id, 'viewer', 'viewer');
    const editor = clientFor(await signIn('editor', 'editor1234'));
    const viewer = clientFor(await signIn('viewer', 'viewer1234'));
    // Already there when the panel opens: where things stand, not news.
    await viewer.request('POST', `/api/v1/forms/${id}/presence`, {
      body: { client_id: 'element-test-viewer', selected_field_id: null },
    });
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Collaboration');
    await until(() => panel.textContent?.includes('Vera Viewer'), 'viewer not listed');
    await until(() => panel.textContent?.includes('Demo Admin (you)'), 'own presence not shown');
    expect(presenceSaid(panel)).to.equal('');
    expect(panel.querySelector('.fw-collab__active')?.hasAttribute('aria-live')).to.equal(false);

    await editor.request('POST', `/api/v1/forms/${id}/presence`, {
      body: { client_id: 'element-test-editor', selected_field_id: null },
    });
    await until(() => presenceSaid(panel) === 'Eddie Editor joined.', 'join not announced');
    // A heartbeat, a new selection and a second tab of the same user change who is here for no one.
    await editor.request('POST', `/api/v1/forms/${id}/presence`, {
      body: { client_id: 'element-test-editor', selected_field_id: 'q2' },
    });
    await editor.request('POST', `/api/v1/forms/${id}/presence`, {
      body: { client_id: 'element-test-editor-2', selected_field_id: null },
    });
    await until(() => panel.textContent?.includes('Eddie Editor — editing Question two'), 'no selection');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(presenceSaid(panel)).to.equal('Eddie Editor joined.');
    await expectNoAxeViolations(el);

    await editor.request('DELETE', `/api/v1/forms/${id}/presence/element-test-editor`);
    await editor.request('DELETE', `/api/v1/forms/${id}/presence/element-test-editor-2`);
    await until(() => presenceSaid(panel).trim() === 'Eddie Editor left.', 'leave not announced');
    await viewer.request('DELETE', `/api/v1/forms/${id}/presence/element-test-viewer`);
    await until(() => presenceSaid(panel).trim() === 'Vera Viewer left.', 'second leave not announced');
  });

  it('passes axe with members, a comment and activity', async () => {
    const id = await createForm(owner, 'Accessible form', SCHEMA);
    await shareForm(owner, id, 'editor', 'editor');
    await clientFor(owner).request('POST', `/api/v1/forms/${id}/comments`, {
      body: { comment_text: 'First', field_id: 'q1' },
    });
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Collaboration');
    const team = await innerTab(panel, 'Team');
    await until(() => members(team).length === 2, 'members not listed');
    await expectNoAxeViolations(el);
    const comments = await innerTab(panel, 'Comments');
    await until(() => comments.querySelector('[data-comment]'), 'no comment');
    await expectNoAxeViolations(el);
  });
});
