import { expect, fixture, waitUntil } from '@open-wc/testing';
import type { FormRendererElement } from '../../../elements/index';
import {
  button,
  errorsOf,
  inShadow,
  renderForm,
  schemaOf,
  setControlValue,
  textOf,
  waitForForm,
  within,
} from './support/render';

const form = schemaOf([
  { id: 'name', type: 'text', label: 'Name', required: true },
  { id: 'color', type: 'select', label: 'Colour', options: [{ label: 'Red', value: 'red' }] },
]);

describe('<form-renderer> properties and attributes', () => {
  it("shows 'No form to display' without a schema or form id", async () => {
    const el = await fixture<FormRendererElement>('<form-renderer></form-renderer>');
    await waitUntil(() => textOf(el).includes('No form to display'), 'no empty state', { timeout: 10_000 });
  });

  it('renders a new schema when the property changes, and nothing once it is removed', async () => {
    const el = await renderForm(form);
    el.schema = schemaOf([{ id: 'other', type: 'text', label: 'Other field' }]);
    await waitUntil(() => inShadow(el, '[data-field-id="other"]'));
    expect(inShadow(el, '[data-field-id="name"]')).to.equal(null);
    el.schema = undefined;
    await waitUntil(() => textOf(el).includes('No form to display'));
  });

  it('prefills answers from value, replaces them on change and drops them on removal', async () => {
    const el = await renderForm(form, { value: { name: 'Ada', color: 'red' } });
    expect(within(el, 'name').value).to.equal('Ada');
    expect(within<HTMLSelectElement>(el, 'color', 'select').value).to.equal('red');
    el.value = { name: 'Grace' };
    await waitUntil(() => within(el, 'name').value === 'Grace');
    expect(within<HTMLSelectElement>(el, 'color', 'select').value).to.equal('');
    el.value = undefined;
    await waitUntil(() => within(el, 'name').value === '');
  });

  it('shows answers read-only with the readonly attribute, and editable again without it', async () => {
    const el = await renderForm(form, {
      markup: '<form-renderer readonly></form-renderer>',
      value: { name: 'Ada' },
    });
    expect(within(el, 'name').disabled).to.equal(true);
    expect(inShadow<HTMLButtonElement>(el, '[data-action="submit"]')?.disabled).to.equal(true);
    expect((await el.submit()).message).to.equal('The form is read-only');
    el.removeAttribute('readonly');
    await waitUntil(() => !within(el, 'name').disabled);
    expect(inShadow<HTMLButtonElement>(el, '[data-action="submit"]')?.disabled).to.equal(false);
  });

  it('uses a new submitHandler at once, and reports its removal', async () => {
    const el = await renderForm(form, { value: { name: 'Ada' } });
    el.submitHandler = async () => ({ success: true, message: 'Yes' });
    expect(await el.submit()).to.deep.equal({ success: true, message: 'Yes' });
    el.reset();
    await waitForForm(el);
    el.submitHandler = undefined;
    expect(await el.submit()).to.deep.equal({ success: false, message: 'No submit handler configured' });
  });

  it('needs service-url and tenant to load a form id', async () => {
    const el = await fixture<FormRendererElement>('<form-renderer form-id="abc"></form-renderer>');
    await waitUntil(
      () => textOf(el).includes('Error loading form: service-url and tenant are required to load a form'),
      'no error',
      { timeout: 10_000 },
    );
    el.removeAttribute('form-id');
    await waitUntil(() => textOf(el).includes('No form to display'));
  });

  it('takes a schema over a form id', async () => {
    const el = await renderForm(form, { markup: '<form-renderer form-id="ignored"></form-renderer>' });
    expect(within(el, 'name')).to.exist;
  });
});

describe('<form-renderer> methods', () => {
  it('validate() shows errors and answers whether the form is valid', async () => {
    const el = await renderForm(form);
    expect(el.validate()).to.equal(false);
    await waitUntil(() => errorsOf(el, 'name').length === 1);
    setControlValue(within(el, 'name'), 'Ada');
    expect(el.validate()).to.equal(true);
  });

  it('reset() restores the starting answers and clears errors and status', async () => {
    const el = await renderForm(form, { value: { name: 'Start' } });
    setControlValue(within(el, 'name'), '');
    el.validate();
    await waitUntil(() => errorsOf(el, 'name').length === 1);
    el.reset();
    await waitUntil(() => within(el, 'name').value === 'Start');
    expect(errorsOf(el, 'name')).to.deep.equal([]);
  });

  it('submit() before the form exists says it is not ready', async () => {
    const el = document.createElement('form-renderer');
    expect(await el.submit()).to.deep.equal({ success: false, message: 'The form is not ready yet' });
    expect(el.validate()).to.equal(false);
  });

  it('starts over after a success with reset()', async () => {
    const el = await renderForm(form, {
      value: { name: 'Ada' },
      submitHandler: async () => ({ success: true }),
    });
    button(el, 'Submit').click();
    await waitUntil(() => inShadow(el, '.fw-form')?.dataset.status === 'success');
    el.reset();
    await waitForForm(el);
    expect(within(el, 'name').value).to.equal('Ada');
  });
});
