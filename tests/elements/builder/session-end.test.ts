import { expect } from '@open-wc/testing';
import { clientFor } from '../renderer/support/api';
import {
  builderConnection,
  createForm,
  readForm,
  resetBrowserState,
  type SignedIn,
  signInAsOwner,
} from './real-service';
import { $, $$, mountBuilder, schemaWith, typeInto, until } from './support';

// A session that ends under an open builder (signed out elsewhere, token expired): the host's sign-in
// takes the builder away (shell §2), and the unsaved work comes back when the same user opens the form.

const saved = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);

/** A toast's text arrives two frames after the toast (its live region goes in empty first). */
const textOfNewToasts = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

function toastTexts(el: Element): string {
  return $$(el, '.fw-toast')
    .map((node) => node.textContent ?? '')
    .join(' | ');
}

const descriptionBox = (el: Element) => $(el, 'input[aria-label="Form description"]') as HTMLInputElement;

async function openForm(session: SignedIn, formId: string) {
  const { attributes, properties } = builderConnection(session);
  const el = await mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
  await until(() => descriptionBox(el).value !== '', 'the form never loaded');
  return el;
}

/** Ends the session on the server, then makes the builder call it: the 401 ends it in the page too. */
async function endSessionUnder(el: HTMLElementTagNameMap['form-builder'], session: SignedIn) {
  await clientFor(session).request('POST', '/api/v1/auth/signout');
  let authRequired = false;
  el.addEventListener('fw-auth-required', () => {
    authRequired = true;
  });
  expect(await el.save()).to.equal(false);
  await until(() => authRequired, 'no fw-auth-required after the 401');
}

describe('builder: unsaved work when the session ends', () => {
  beforeEach(() => resetBrowserState());

  it('puts the work back, once, when the same user opens the form again', async () => {
    const first = await signInAsOwner();
    const formId = await createForm(first, 'Saved description', saved);
    const el = await openForm(first, formId);
    typeInto(descriptionBox(el), 'Typed before the session ended');
    await until(() => el.dirty, 'the change never made the builder dirty');
    await endSessionUnder(el, first);
    el.remove();

    const second = await signInAsOwner();
    const again = await openForm(second, formId);
    await until(() => descriptionBox(again).value === 'Typed before the session ended', 'not restored');
    await until(() => toastTexts(again).includes('Unsaved changes restored'), 'no toast says so');
    expect(toastTexts(again)).to.include(
      'Your changes from before you were signed out are back. Save to keep them.',
    );
    expect(again.dirty).to.equal(true);
    // Nothing reached the server: the restored work is saved only when the author saves it.
    expect((await readForm(second, formId)).description).to.equal('Saved description');
    expect(await again.save()).to.equal(true);
    expect((await readForm(second, formId)).description).to.equal('Typed before the session ended');
    again.remove();

    const third = await openForm(second, formId);
    await textOfNewToasts();
    expect(toastTexts(third)).not.to.include('Unsaved changes restored');
  });

  it('keeps nothing when there was nothing unsaved', async () => {
    const first = await signInAsOwner();
    const formId = await createForm(first, 'Untouched', saved);
    const el = await openForm(first, formId);
    await endSessionUnder(el, first);
    el.remove();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('fw:unsaved:'))).to.deep.equal([]);
    const again = await openForm(await signInAsOwner(), formId);
    expect(again.dirty).to.equal(false);
  });
});
