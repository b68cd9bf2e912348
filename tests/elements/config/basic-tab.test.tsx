import { expect } from '@open-wc/testing';
import { BasicTab } from '../../../src/builder/config';
import { IMAGE_PLACEHOLDER_SRC } from '../../../src/builder/config/image-settings';
import type { Field } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import {
  choose,
  click,
  control,
  errorOf,
  hasControl,
  makeField,
  mountEditor,
  optionLabels,
  settle,
  typeAndLeave,
  typeInto,
} from './support';

function mountBasic(field: Field) {
  return mountEditor(field, (current, schema, onChange) => (
    <BasicTab field={current} schema={schema} onChange={onChange} />
  ));
}

describe('BasicTab', () => {
  afterEach(unmountAll);

  it('edits the common properties', async () => {
    const { ui, field, patches } = await mountBasic(makeField({ id: 'f1', label: 'Name' }));
    typeInto(control(ui, 'Label'), 'Full name');
    typeInto(control(ui, 'Name'), 'full_name');
    typeInto(control(ui, 'Placeholder'), 'Jane Doe');
    typeInto(control(ui, 'Description'), 'As on your passport');
    typeInto(control(ui, 'Help text'), 'First and last');
    await click(control(ui, 'Required'));
    choose(control(ui, 'Width'), 'half');
    choose(control(ui, 'Height'), 'large');
    typeInto(control(ui, 'Default value'), 'Anon');

    expect(field()).to.deep.include({
      label: 'Full name',
      name: 'full_name',
      placeholder: 'Jane Doe',
      description: 'As on your passport',
      helpText: 'First and last',
      required: true,
      width: 'half',
      height: 'large',
      defaultValue: 'Anon',
    });
    expect(patches[0]).to.deep.equal({ label: 'Full name' });
  });

  it('removes a text property when it is emptied', async () => {
    const { ui, field } = await mountBasic(makeField({ id: 'f1', placeholder: 'x', name: 'n' }));
    typeInto(control(ui, 'Placeholder'), '');
    typeInto(control(ui, 'Name'), '');
    expect('placeholder' in field()).to.equal(false);
    expect('name' in field()).to.equal(false);
  });

  it('offers full, half and third width', async () => {
    const { ui } = await mountBasic(makeField({ id: 'f1' }));
    expect(optionLabels(control(ui, 'Width'))).to.deep.equal(['Full width', 'Half width', 'One third']);
  });

  it('shows the option editor for select, radio and multiselect only', async () => {
    for (const type of ['select', 'radio', 'multiselect'] as const) {
      const { ui } = await mountBasic(makeField({ id: type, type, options: [] }));
      expect(hasControl(ui, 'New option label'), type).to.equal(true);
      await ui.unmount();
    }
    const { ui } = await mountBasic(makeField({ id: 'text' }));
    expect(hasControl(ui, 'New option label')).to.equal(false);
  });

  it('picks a select default among its options', async () => {
    const options = [
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ];
    const { ui, field } = await mountBasic(makeField({ id: 's', type: 'radio', options }));
    const select = control<HTMLSelectElement>(ui, 'Default value');
    expect(optionLabels(select)).to.deep.equal(['No default', 'Yes', 'No']);
    choose(select, 'no');
    expect(field().defaultValue).to.equal('no');
  });

  it('keeps a heading level h1–h6 in defaultValue, h2 by default', async () => {
    const { ui, field } = await mountBasic(makeField({ id: 'h', type: 'heading' }));
    expect(control(ui, 'Heading text')).to.exist;
    const level = control<HTMLSelectElement>(ui, 'Heading level');
    expect(level.value).to.equal('h2');
    expect(optionLabels(level)).to.deep.equal(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
    choose(level, 'h4');
    expect(field().defaultValue).to.equal('h4');
    expect(hasControl(ui, 'Required')).to.equal(false);
  });

  it('keeps an image URL in the placeholder and previews it, with a placeholder image when empty', async () => {
    const { ui, field } = await mountBasic(makeField({ id: 'img', type: 'image', label: 'Logo' }));
    const image = () => ui.root.querySelector<HTMLImageElement>('.fw-image-preview img');
    expect(image()?.getAttribute('src')).to.equal(IMAGE_PLACEHOLDER_SRC);
    expect(image()?.alt).to.equal('No image selected');

    typeInto(control(ui, 'Image URL'), 'https://example.com/logo.png');
    expect(field().placeholder).to.equal('https://example.com/logo.png');
    expect(image()?.getAttribute('src')).to.equal('https://example.com/logo.png');
    expect(image()?.alt).to.equal('Logo');
    expect(getComputedStyle(image() as HTMLImageElement).maxHeight).to.equal('300px');
  });

  it('edits a paragraph text in its description', async () => {
    const { ui, field } = await mountBasic(makeField({ id: 'p', type: 'paragraph' }));
    typeInto(control(ui, 'Paragraph text'), 'Read this first.');
    expect(field().description).to.equal('Read this first.');
  });

  it('takes a typed colour only when valid, and empty as #000000', async () => {
    const { ui, field } = await mountBasic(makeField({ id: 'c', type: 'color', defaultValue: '#000000' }));
    const input = control(ui, 'Default colour');
    typeInto(input, '#FF00');
    expect(field().defaultValue).to.equal('#000000');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(ui, input)).to.equal('Please enter a valid hex color (e.g., #FF0000)');

    typeInto(input, '#FF0000');
    expect(field().defaultValue).to.equal('#FF0000');
    expect(errorOf(ui, input)).to.equal(undefined);

    input.focus();
    typeInto(input, '');
    expect(field().defaultValue).to.equal('#000000');
    input.blur();
    await settle();
    expect(input.value).to.equal('#000000');
  });

  it('stores a number default as a number', async () => {
    const { ui, field } = await mountBasic(makeField({ id: 'n', type: 'number' }));
    typeInto(control(ui, 'Default value'), '12.5');
    expect(field().defaultValue).to.equal(12.5);
    typeAndLeave(control(ui, 'Default value'), '');
    expect('defaultValue' in field()).to.equal(false);
  });

  it('passes axe for a text, a select, a colour and an image field', async () => {
    for (const field of [
      makeField({ id: 't', placeholder: 'p' }),
      makeField({ id: 's', type: 'select', options: [{ label: 'A', value: 'a' }] }),
      makeField({ id: 'c', type: 'color' }),
      makeField({ id: 'i', type: 'image' }),
    ]) {
      const { ui } = await mountBasic(field);
      await expectNoAxeViolations(ui.host);
      await ui.unmount();
    }
  });
});
