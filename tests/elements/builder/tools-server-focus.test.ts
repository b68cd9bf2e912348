import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { buttonIn, inputIn } from '../tools/support';
import {
  builderConnection,
  createForm,
  resetBrowserState,
  type SignedIn,
  shareForm,
  signInAsOwner,
  watchCalls,
} from './real-service';
import { $, $$, button, focused, mountBuilder, schemaWith, typeInto } from './support';

// Focus in the server-backed tabs of the Tools dialog (Versions, Team, Comments): a button that waits for
// the server keeps focus while it waits, and what it leaves behind (a cleared input, a deleted row, a
// closed inline editor) hands focus on instead of dropping it to <body>.

/** Longer than the builder suite's 5 s: these tests go through server round trips. */
function until(check: () => unknown, message: string): Promise<void> {
  return waitUntil(check, message, { timeout: 15_000 });
}

const SCHEMA = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);

function focusedName(): string {
  const node = focused();
  if (!node || node === document.body) return '<body>';
  return node.getAttribute('aria-label') ?? node.textContent?.trim() ?? node.tagName;
}

async function focusOn(name: string): Promise<void> {
  await until(() => focusedName() === name, `focus not on "${name}" but on "${focusedName()}"`);
}

async function press(target: HTMLElement, key = 'Enter'): Promise<void> {
  target.focus();
  await sendKeys({ press: key });
}

async function mountOn(session: SignedIn, formId: string) {
  const { attributes, properties } = builderConnection(session);
  return mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
}

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

async function innerTab(panel: HTMLElement, name: string): Promise<HTMLElement> {
  const tab = [
    ...panel.querySelectorAll<HTMLElement>('[role="tablist"][aria-label="Collaboration"] [role="tab"]'),
  ].find((node) => node.textContent?.trim() === name);
  if (!tab) throw new Error(`no collaboration tab ${name}`);
  tab.click();
  await until(() => tab.getAttribute('aria-selected') === 'true', `${name} not selected`);
  return panel.querySelector(`#${CSS.escape(tab.getAttribute('aria-controls') ?? '')}`) as HTMLElement;
}

/** A button by accessible name, or null while it is not (yet) on screen. */
function named(root: ParentNode | null, name: string): HTMLButtonElement | null {
  return root?.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(name)}"]`) ?? null;
}

function commentIds(comments: HTMLElement): string[] {
  return [...comments.querySelectorAll('[data-comment]')].map(
    (node) => node.getAttribute('data-comment') ?? '',
  );
}

describe('builder: focus in the Tools dialog’s server-backed tabs', function () {
  this.timeout(60_000);
  let owner: SignedIn;
  before(async () => {
    owner = await signInAsOwner();
  });
  afterEach(resetBrowserState);

  it('keeps focus on Save Version while saving, then hands it to the description', async () => {
    const id = await createForm(owner, 'Focus versions', SCHEMA);
    const el = await mountOn(owner, id);
    const panel = await openToolTab(el, 'Versions');
    const description = inputIn(panel, 'Version description');
    typeInto(description, 'First');
    const save = buttonIn(panel, 'Save Version');
    await until(() => !save.disabled, 'Save Version stays disabled');
    // While the server works the button is inactive, not disabled: it keeps focus.
    const calls = watchCalls({ hold: true });
    try {
      await press(save);
      await until(() => calls.calls.some((call) => call.method === 'POST'), 'no version request');
      expect(save.getAttribute('aria-disabled')).to.equal('true');
      expect(focused() === save, `focus on "${focusedName()}" while saving`).to.equal(true);
    } finally {
      calls.release();
      calls.restore();
    }
    await until(() => panel.querySelector('[data-version]'), 'no version listed');
    await until(() => focused() === description, `focus not on the description but on "${focusedName()}"`);
    expect(save.disabled).to.equal(true);
  });

  it('hands focus to the e-mail after Add Member, and to the next Remove, then the e-mail, after Remove', async () => {
    const id = await createForm(owner, 'Focus team', SCHEMA);
    await shareForm(owner, id, 'viewer', 'viewer');
    const el = await mountOn(owner, id);
    const team = await innerTab(await openToolTab(el, 'Collaboration'), 'Team');
    await until(() => team.querySelector('[data-member="viewer@demo.example"]'), 'members not listed');

    // The role comes before Add Member in the Tab order, as it is filled in.
    const email = inputIn(team, 'Email address');
    const order = [...team.querySelectorAll('form input, form button')];
    const radio = team.querySelector('input[type="radio"]') as HTMLInputElement;
    const add = buttonIn(team, 'Add Member');
    expect(order.indexOf(email)).to.be.below(order.indexOf(radio));
    expect(order.indexOf(radio)).to.be.below(order.indexOf(add));

    typeInto(email, 'editor@demo.example');
    await until(() => !add.disabled, 'Add Member stays disabled');
    await press(add);
    await until(() => team.querySelector('[data-member="editor@demo.example"]'), 'member not added');
    await until(() => focused() === email, `focus not on the e-mail but on "${focusedName()}"`);

    // Members are listed owner, Vera, then Eddie: Vera's Remove hands focus to Eddie's, the last to the e-mail.
    const rows = [...team.querySelectorAll('[data-member]')].map((row) => row.getAttribute('data-member'));
    const [first, second] = rows.slice(1);
    const nameOf = (address: string | null | undefined) =>
      address === 'viewer@demo.example' ? 'Vera Viewer' : 'Eddie Editor';
    await press(buttonIn(team, `Remove ${nameOf(first)}`));
    await until(() => !team.querySelector(`[data-member="${first}"]`), 'first member not removed');
    await focusOn(`Remove ${nameOf(second)}`);
    await press(buttonIn(team, `Remove ${nameOf(second)}`));
    await until(() => !team.querySelector(`[data-member="${second}"]`), 'second member not removed');
    await until(() => focused() === email, `focus not on the e-mail but on "${focusedName()}"`);
  });

  it('edits a comment in place with focus, keeps the dialog open on Escape, and moves focus on Add and Delete', async () => {
    const id = await createForm(owner, 'Focus comments', SCHEMA);
    const el = await mountOn(owner, id);
    const comments = await innerTab(await openToolTab(el, 'Collaboration'), 'Comments');
    // An empty list is no Tab stop.
    expect(comments.querySelector('.fw-comments__scroll')?.hasAttribute('tabindex')).to.equal(false);

    const textarea = inputIn<HTMLTextAreaElement>(comments, 'Comment');
    const add = buttonIn(comments, 'Add Comment');
    typeInto(textarea, 'First note');
    await until(() => !add.disabled, 'Add Comment stays disabled');
    await press(add);
    await until(() => commentIds(comments).length === 1, 'comment not added');
    await until(() => focused() === textarea, `focus not on the comment box but on "${focusedName()}"`);
    typeInto(textarea, 'Second note');
    await until(() => !add.disabled, 'Add Comment stays disabled');
    await press(add);
    await until(() => commentIds(comments).length === 2, 'second comment not added');
    expect(comments.querySelector('.fw-comments__scroll')?.getAttribute('tabindex')).to.equal('0');

    const [firstId, secondId] = commentIds(comments);
    const item = (commentId: string | undefined) =>
      comments.querySelector(`[data-comment="${commentId}"]`) as HTMLElement;
    await press(buttonIn(item(firstId), 'Edit comment by Demo Admin'));
    await until(
      () => focused() === item(firstId).querySelector('textarea'),
      'the edited text is not focused',
    );
    typeInto(focused() as HTMLTextAreaElement, 'A draft');
    // The first Escape cancels the edit and returns to Edit; the dialog stays open.
    await sendKeys({ press: 'Escape' });
    await until(() => !item(firstId).querySelector('textarea'), 'the edit stays open');
    await until(
      () => focused() === named(item(firstId), 'Edit comment by Demo Admin'),
      `focus not on Edit but on "${focusedName()}"`,
    );
    expect(el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]')).to.exist;

    // Saving an edit returns to Edit too.
    await press(buttonIn(item(firstId), 'Edit comment by Demo Admin'));
    await until(
      () => focused() === item(firstId).querySelector('textarea'),
      'the edited text is not focused',
    );
    typeInto(focused() as HTMLTextAreaElement, 'First note, edited');
    await press(buttonIn(item(firstId), 'Save'));
    await until(
      () => item(firstId).querySelector('.fw-comment__text')?.textContent === 'First note, edited',
      'comment not edited',
    );
    await until(
      () => focused() === named(item(firstId), 'Edit comment by Demo Admin'),
      `focus not on Edit after Save but on "${focusedName()}"`,
    );

    // Delete hands focus to the next comment's Delete, and the last one to the comment box.
    await press(buttonIn(item(firstId), 'Delete comment by Demo Admin'));
    await until(() => commentIds(comments).length === 1, 'comment not deleted');
    await until(
      () => focused() === named(item(secondId), 'Delete comment by Demo Admin'),
      `focus not on the next Delete but on "${focusedName()}"`,
    );
    await press(buttonIn(item(secondId), 'Delete comment by Demo Admin'));
    await until(() => commentIds(comments).length === 0, 'last comment not deleted');
    await until(() => focused() === textarea, `focus not on the comment box but on "${focusedName()}"`);

    // With no editor open, Escape closes the dialog.
    await sendKeys({ press: 'Escape' });
    await until(() => !el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]'), 'dialog stays open');
  });
});
