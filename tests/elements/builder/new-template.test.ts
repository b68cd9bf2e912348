import { expect, waitUntil } from '@open-wc/testing';
import {
  builderConnection,
  createForm,
  deleteForm,
  readForm,
  resetBrowserState,
  shareForm,
  signIn,
  signInAsOwner,
} from './real-service';
import { $, button, listedIds, mountBuilder, schemaWith, typeInto } from './support';

const templateSwitch = (el: Element) => $(el, '[role="switch"]');

describe('builder: new-template', () => {
  afterEach(resetBrowserState);

  it('starts a new form as a template, which Create saves as one', async () => {
    const owner = await signInAsOwner();
    const { attributes, properties } = builderConnection(owner);
    const el = await mountBuilder({ attributes: { ...attributes, 'new-template': '' }, properties });
    expect(templateSwitch(el).textContent).to.include('Template');
    expect(templateSwitch(el).getAttribute('aria-checked')).to.equal('true');
    const saves: string[] = [];
    el.addEventListener('fw-save', (event) =>
      saves.push((event as CustomEvent<{ formId: string }>).detail.formId),
    );
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Starter template');
    button(el, 'Create').click();
    await waitUntil(() => saves.length === 1, 'not created', { timeout: 10_000 });
    const saved = await readForm(owner, saves[0] as string);
    expect(saved.is_template).to.equal(true);
    await deleteForm(owner, saves[0] as string);
  });

  it('follows the attribute on a new form nobody has changed yet, and is off without it', async () => {
    const el = await mountBuilder();
    expect(templateSwitch(el).getAttribute('aria-checked')).to.equal('false');
    el.setAttribute('new-template', '');
    await waitUntil(() => templateSwitch(el).getAttribute('aria-checked') === 'true', 'switch stays off');
    el.removeAttribute('new-template');
    await waitUntil(() => templateSwitch(el).getAttribute('aria-checked') === 'false', 'switch stays on');
  });

  it("shows an editor the Template switch as the owner's alone, and saves the editor's changes", async () => {
    const owner = await signInAsOwner();
    const id = await createForm(owner, 'Owned form', schemaWith([{ id: 'q1', type: 'text', label: 'Q' }]));
    await shareForm(owner, id, 'editor', 'editor');
    const editor = await signIn('editor', 'editor1234');
    const { attributes, properties } = builderConnection(editor);
    const el = await mountBuilder({ attributes: { ...attributes, 'form-id': id }, properties });
    await waitUntil(() => listedIds(el).length === 1, 'not loaded');
    const toggle = templateSwitch(el);
    expect(toggle.getAttribute('aria-disabled')).to.equal('true');
    const hint = el.shadowRoot?.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).to.equal('Only the owner can change whether this form is a template.');
    toggle.click();
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    const saves: string[] = [];
    el.addEventListener('fw-save', (event) =>
      saves.push((event as CustomEvent<{ formId: string }>).detail.formId),
    );
    typeInto($(el, 'input[aria-label="Form description"]') as HTMLInputElement, 'Edited by the editor');
    button(el, 'Save').click();
    await waitUntil(() => saves.length === 1, 'not saved', { timeout: 10_000 });
    expect(await readForm(owner, id)).to.include({ description: 'Edited by the editor', is_template: false });
    await deleteForm(owner, id);
  });
});
