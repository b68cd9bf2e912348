import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { OptionEditor } from '../../../src/builder/config';
import type { Option } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import { button, click, control, makeField, mountEditor, settle, text, typeInto } from './support';

const twoOptions: Option[] = [
  { label: 'Option 1', value: 'option1' },
  { label: 'Option 2', value: 'option2' },
];

function mountOptions(options: Option[] = twoOptions) {
  return mountEditor(makeField({ id: 'colour', type: 'select', options }), (field, _schema, onChange) => (
    <OptionEditor options={field.options ?? []} onChange={(next) => onChange({ options: next })} />
  ));
}

describe('OptionEditor', () => {
  afterEach(unmountAll);

  it('suggests the next option as Option N / optionN', async () => {
    const { ui } = await mountOptions();
    expect(control(ui, 'New option label').value).to.equal('Option 3');
    expect(control(ui, 'New option value').value).to.equal('option3');
  });

  it('derives the value from the label as it is typed', async () => {
    const { ui, field } = await mountOptions();
    typeInto(control(ui, 'New option label'), 'Dark  Blue!');
    expect(control(ui, 'New option value').value).to.equal('dark_blue');

    await click(button(ui, 'Add Option'));

    expect(field().options?.at(-1)).to.deep.equal({ label: 'Dark  Blue!', value: 'dark_blue' });
    expect(control(ui, 'New option label').value).to.equal('Option 4');
  });

  it('stops deriving once the author edits the value', async () => {
    const { ui } = await mountOptions();
    typeInto(control(ui, 'New option value'), 'custom');
    typeInto(control(ui, 'New option label'), 'Something else');
    expect(control(ui, 'New option value').value).to.equal('custom');
  });

  it('needs a non-empty label and value to add, and says so', async () => {
    const { ui, patches } = await mountOptions();
    typeInto(control(ui, 'New option label'), '   ');
    const add = button(ui, 'Add Option');
    expect(add.disabled).to.equal(true);
    expect(text(ui)).to.contain('An option needs a label and a value.');

    typeInto(control(ui, 'New option label'), 'Ok');
    typeInto(control(ui, 'New option value'), '');
    expect(button(ui, 'Add Option').disabled).to.equal(true);
    expect(patches).to.have.length(0);
  });

  it('adds with Enter from the new-option inputs', async () => {
    const { ui, field } = await mountOptions([]);
    const label = control(ui, 'New option label');
    label.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(field().options).to.deep.equal([{ label: 'Option 1', value: 'option1' }]);
  });

  it('edits, reorders and removes existing options', async () => {
    const { ui, field } = await mountOptions();
    typeInto(control(ui, 'Option 1 label'), 'First');
    expect(field().options?.[0]).to.deep.equal({ label: 'First', value: 'option1' });

    await click(button(ui, 'Move Option 1 down'));
    expect(field().options?.map((o) => o.value)).to.deep.equal(['option2', 'option1']);
    // At the ends the moves are unavailable but keep focus (aria-disabled, not disabled).
    expect(button(ui, 'Move Option 1 up').getAttribute('aria-disabled')).to.equal('true');
    expect(button(ui, 'Move Option 2 down').getAttribute('aria-disabled')).to.equal('true');

    await click(button(ui, 'Remove Option 1'));
    expect(field().options).to.deep.equal([{ label: 'First', value: 'option1' }]);
  });

  it('passes axe', async () => {
    const { ui } = await mountOptions();
    await expectNoAxeViolations(ui.host);
  });
});
