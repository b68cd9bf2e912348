import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { FormRendererElement } from '../../../elements/index';
import { schemaOf, setControlValue, waitForForm, within } from './support/render';

const schema = schemaOf([
  { id: 'name', name: 'full_name', type: 'text', label: 'Name', required: true },
  {
    id: 'tags',
    type: 'multiselect',
    label: 'Tags',
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
  },
  { id: 'agree', type: 'checkbox', label: 'Agree' },
  { id: 'cv', type: 'file', label: 'CV' },
]);

async function inHostForm(markup = '<form><form-renderer></form-renderer></form>') {
  const form = await fixture<HTMLFormElement>(markup);
  const el = form.querySelector('form-renderer') as FormRendererElement;
  el.schema = schema;
  await waitForForm(el);
  return { form, el };
}

/** Form association updates in a microtask after each change. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('<form-renderer> inside a host <form>', () => {
  it('is form-associated and knows its form', async () => {
    const { form, el } = await inHostForm();
    expect(
      (customElements.get('form-renderer') as unknown as { formAssociated: boolean }).formAssociated,
    ).to.equal(true);
    expect(el.form).to.equal(form);
  });

  it('contributes its answers to the form data, in the submission keys', async () => {
    const { form, el } = await inHostForm();
    setControlValue(within(el, 'name'), 'Ada');
    within(el, 'tags', 'button').click();
    await waitUntil(() => within(el, 'tags', 'fieldset').hidden === false);
    for (const box of el.shadowRoot?.querySelectorAll<HTMLInputElement>('[data-field-id="tags"] input') ?? [])
      box.click();
    within(el, 'agree').click();
    const transfer = new DataTransfer();
    transfer.items.add(new File(['pdf'], 'cv.pdf', { type: 'application/pdf' }));
    const file = within(el, 'cv');
    file.files = transfer.files;
    file.dispatchEvent(new Event('change', { bubbles: true }));
    await settled();

    const data = new FormData(form);
    expect(data.getAll('full_name')).to.deep.equal(['Ada']);
    expect(data.getAll('name')).to.deep.equal(['Ada']);
    expect(data.getAll('tags')).to.deep.equal(['a', 'b']);
    expect(data.get('agree')).to.equal('true');
    const sent = data.get('cv');
    expect(sent instanceof File && sent.name).to.equal('cv.pdf');
  });

  it('reports its validity with the first error and blocks the host submission', async () => {
    const { form, el } = await inHostForm();
    await settled();
    expect(form.checkValidity()).to.equal(false);
    expect(el.checkValidity()).to.equal(false);
    expect(el.validationMessage).to.equal('Name is required');
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted += 1;
    });
    form.requestSubmit();
    expect(submitted).to.equal(0);

    setControlValue(within(el, 'name'), 'Ada');
    await settled();
    expect(form.checkValidity()).to.equal(true);
    form.requestSubmit();
    expect(submitted).to.equal(1);
  });

  it('resets with the host form', async () => {
    const { form, el } = await inHostForm();
    setControlValue(within(el, 'name'), 'Typed');
    form.reset();
    await waitUntil(() => within(el, 'name').value === '');
  });

  it('is disabled by a disabled fieldset around it', async () => {
    const { form, el } = await inHostForm(
      '<form><fieldset><form-renderer></form-renderer></fieldset></form>',
    );
    const fieldset = form.querySelector('fieldset') as HTMLFieldSetElement;
    fieldset.disabled = true;
    await waitUntil(() => within(el, 'name').disabled, 'not disabled');
    fieldset.disabled = false;
    await waitUntil(() => !within(el, 'name').disabled, 'still disabled');
  });

  it('restores the answers the browser saved as its form state', async () => {
    const { el } = await inHostForm();
    el.formStateRestoreCallback(JSON.stringify({ full_name: 'Restored', tags: ['b'] }));
    await waitUntil(() => within(el, 'name').value === 'Restored');
    expect(within(el, 'tags', 'button').textContent).to.contain('B');
  });
});
