import { expect } from '@open-wc/testing';
import { mountOn, notice, ONE, TWO, untilLive as until, whenPresent } from '../builder/live-support';
import {
  createForm,
  readForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signIn,
  signInAsOwner,
} from '../builder/real-service';
import { $, button, card, listedIds, recordEvents, typeInto } from '../builder/support';
import { clientFor } from '../renderer/support/api';
import { expectNoAxeViolations } from '../support/axe';
import { buttonIn } from './support';

// Another member's save, rollback or change of this user's membership reaches an open builder through the
// form's live stream on the real server (issue #6): nothing here is simulated.

async function saveAs(session: SignedIn, formId: string, description: string, schema: unknown) {
  await clientFor(session).request('PUT', `/api/v1/forms/${formId}`, {
    body: { description, schema_data: schema },
  });
}

async function memberId(owner: SignedIn, formId: string, email: string): Promise<string> {
  const answer = await clientFor(owner).request<{ data: { id: string; user_email: string }[] }>(
    'GET',
    `/api/v1/forms/${formId}/collaborators`,
  );
  const member = answer.data.find((row) => row.user_email === email);
  if (!member) throw new Error(`${email} is no member`);
  return member.id;
}

describe('live changes by other members', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  let editor: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
    editor = await signIn('editor', 'editor1234');
  });
  afterEach(resetBrowserState);

  it("announces another member's save and reloads their form on Reload", async () => {
    const id = await createForm(owner, 'Shared form', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    expect(notice(el).getAttribute('role')).to.equal('status');
    expect(notice(el).textContent).to.equal('');

    await saveAs(editor, id, 'Shared form, edited', TWO);
    await until(() => notice(el).textContent?.includes('Eddie Editor saved this form'), 'no notice');
    expect(listedIds(el)).to.deep.equal(['q1']);
    await expectNoAxeViolations(el);

    buttonIn(notice(el), 'Reload').click();
    await until(() => listedIds(el).includes('q2'), 'their form not loaded');
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal(
      'Shared form, edited',
    );
    expect(notice(el).textContent).to.equal('');
  });

  it('asks before a Reload discards unsaved changes, and keeps them when told to', async () => {
    const id = await createForm(owner, 'Busy form', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'My unsaved title');

    await saveAs(editor, id, 'Their title', TWO);
    await until(() => notice(el).textContent?.includes('Eddie Editor saved this form'), 'no notice');
    expect(notice(el).textContent).to.include(
      'Your unsaved changes here are kept: saving them will ask before replacing their version.',
    );
    buttonIn(notice(el), 'Reload').click();
    await until(() => el.shadowRoot?.querySelector('dialog[open][role="alertdialog"]'), 'no question');
    const question = $(el, 'dialog[open][role="alertdialog"]');
    expect(question.textContent).to.include('Discard your changes?');
    buttonIn(question, 'Keep my changes').click();
    await until(() => !el.shadowRoot?.querySelector('dialog[open][role="alertdialog"]'), 'still asking');
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal(
      'My unsaved title',
    );
    expect(listedIds(el)).to.deep.equal(['q1']);

    buttonIn(notice(el), 'Reload').click();
    await until(() => el.shadowRoot?.querySelector('dialog[open][role="alertdialog"]'), 'no question');
    buttonIn($(el, 'dialog[open][role="alertdialog"]'), 'Discard and reload').click();
    await until(() => listedIds(el).includes('q2'), 'their form not loaded');
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal('Their title');
  });

  it("never saves over another member's save made meanwhile, unless told to replace it", async () => {
    const id = await createForm(owner, 'Contested form', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    const events = recordEvents(el, ['fw-error', 'fw-save']);
    const description = () => $(el, 'input[aria-label="Form description"]') as HTMLInputElement;
    typeInto(description(), 'My title');
    await saveAs(editor, id, 'Their title', TWO);

    button(el, 'Save').click();
    await until(() => notice(el).getAttribute('data-remote-notice') === 'conflict', 'no conflict notice');
    expect(notice(el).textContent)
      .to.include('Your changes were not saved')
      .and.include(
        'Someone else saved this form after you opened it. Reload to see their version, or replace it with yours.',
      );
    // The toast's text arrives two frames after the toast (its live region goes in empty first).
    await until(() => el.shadowRoot?.textContent?.includes('Not saved'), 'no toast says so');
    expect(el.shadowRoot?.textContent)
      .to.include('Not saved')
      .and.include('Someone else saved this form after you opened it. Your changes are still here.');
    expect(events.map((event) => event.type)).to.deep.equal(['fw-error']);
    expect(events[0]?.detail).to.include({ code: 'FORM_SAVE_FAILED' });
    const onServer = () => readForm(owner, id);
    expect((await onServer()).description).to.equal('Their title');
    expect(description().value).to.equal('My title');
    await expectNoAxeViolations(el);

    buttonIn(notice(el), 'Replace with mine').click();
    // Their version has a field this one lacks: replacing asks first.
    const confirmation = () => el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ?? null;
    await until(() => confirmation(), 'Replace did not ask');
    buttonIn(confirmation() as HTMLElement, 'Replace with mine').click();
    await until(() => notice(el).textContent === '', 'the notice stays after replacing');
    expect((await onServer()).description).to.equal('My title');
    expect(events.map((event) => event.type)).to.deep.equal(['fw-error', 'fw-save']);

    // The builder now holds the newest revision: its next save goes through.
    typeInto(description(), 'My second title');
    button(el, 'Save').click();
    await until(() => events.length === 3, 'the second save did not finish');
    expect(events.map((event) => event.type)).to.deep.equal(['fw-error', 'fw-save', 'fw-save']);
    expect((await onServer()).description).to.equal('My second title');
  });

  it("reloads their version from the conflict notice, after asking about this builder's changes", async () => {
    const id = await createForm(owner, 'Second contest', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(owner, id);
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Mine');
    await saveAs(editor, id, 'Theirs', TWO);
    button(el, 'Save').click();
    await until(() => notice(el).getAttribute('data-remote-notice') === 'conflict', 'no conflict notice');
    buttonIn(notice(el), 'Reload').click();
    await until(() => el.shadowRoot?.querySelector('dialog[open][role="alertdialog"]'), 'no question');
    buttonIn($(el, 'dialog[open][role="alertdialog"]'), 'Discard and reload').click();
    await until(() => listedIds(el).includes('q2'), 'their form not loaded');
    expect(($(el, 'input[aria-label="Form description"]') as HTMLInputElement).value).to.equal('Theirs');
    expect(notice(el).textContent).to.equal('');
  });

  it("announces another member's rollback, but not this builder's own save", async () => {
    const id = await createForm(owner, 'Versioned form', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const api = clientFor(editor);
    const first = await api.request<{ id: string }>('POST', `/api/v1/forms/${id}/versions`, {
      body: { description: 'One field' },
    });
    await saveAs(editor, id, 'Versioned form', TWO);
    await api.request('POST', `/api/v1/forms/${id}/versions`, { body: { description: 'Two fields' } });
    const el = await mountOn(owner, id);
    await whenPresent(owner, id, 'Demo Admin');

    button(el, 'Save').click();
    await until(() => el.shadowRoot?.textContent?.includes('Form saved'), 'not saved');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(notice(el).textContent).to.equal('');

    await api.request('POST', `/api/v1/forms/${id}/versions/${first.id}/rollback`);
    await until(() => notice(el).textContent?.includes('Eddie Editor rolled back this form'), 'no notice');
    buttonIn(notice(el), 'Reload').click();
    await until(() => !listedIds(el).includes('q2'), 'the rolled back form not loaded');
  });

  it('makes the builder read-only when this user becomes a viewer, and editable again', async () => {
    const id = await createForm(owner, 'Role form', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(editor, id);
    await whenPresent(editor, id, 'Eddie Editor');
    expect(el.shadowRoot?.textContent).not.to.include('View only');
    const member = await memberId(owner, id, 'editor@demo.example');

    await clientFor(owner).request('PUT', `/api/v1/forms/${id}/collaborators/${member}`, {
      body: { role: 'viewer' },
    });
    await until(
      () => notice(el).textContent?.includes('Your role on this form is now Viewer: you can only view it.'),
      'no role notice',
    );
    expect(el.shadowRoot?.textContent).to.include('View only');
    expect(card(el, 'q1').querySelector('button[aria-label^="Delete"]')).to.equal(null);

    await clientFor(owner).request('PUT', `/api/v1/forms/${id}/collaborators/${member}`, {
      body: { role: 'editor' },
    });
    await until(
      () => notice(el).textContent?.includes('Your role on this form is now Editor: you can edit it.'),
      'no role notice',
    );
    expect(el.shadowRoot?.textContent).not.to.include('View only');
  });

  it('tells a removed member so, makes the form read-only and returns to the dashboard', async () => {
    const id = await createForm(owner, 'Unshared form', ONE);
    await shareForm(owner, id, 'editor', 'editor');
    const el = await mountOn(editor, id);
    const events = recordEvents(el, ['fw-navigate']);
    await whenPresent(editor, id, 'Eddie Editor');
    const member = await memberId(owner, id, 'editor@demo.example');

    await clientFor(owner).request('DELETE', `/api/v1/forms/${id}/collaborators/${member}`);
    await until(
      () =>
        notice(el).textContent?.includes(
          'You are no longer a member of this form. Returning to dashboard...',
        ),
      'no removal notice',
    );
    expect(el.shadowRoot?.textContent).to.include('View only');
    await until(() => events.length > 0, 'no navigation');
    expect(events[0]?.detail).to.include({ route: 'dashboard', path: '/dashboard' });
  });
});
