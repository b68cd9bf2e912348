import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../support/axe';
import { inputIn, recordSchemas, reported } from '../tools/support';
import { $, $$, button, card, mountBuilder, schemaWith, typeInto, until } from './support';

// Names and option values are keys of the answers: one another field or option already uses is refused
// at its input (aria-invalid, the reason tied to it by aria-describedby), never stored or renamed.

/** Opens a field's configuration dialog from its card with the keyboard; resolves with the Basic tab. */
async function configure(el: Element, fieldId: string, label: string): Promise<HTMLElement> {
  card(el, fieldId).click();
  button(el, `Configure ${label}`).focus();
  await sendKeys({ press: 'Enter' });
  await until(() => el.shadowRoot?.querySelector('dialog.fw-config-dialog[open]'), 'no dialog');
  return $(el, 'dialog[open] [role="tabpanel"]:not([hidden])');
}

/** The text of the elements an input's aria-describedby names. */
function description(el: Element, input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => el.shadowRoot?.getElementById(id)?.textContent ?? '').join(' ');
}

const PEOPLE = schemaWith([
  { id: 'a', type: 'email', label: 'Work e-mail', name: 'contact' },
  { id: 'b', type: 'email', label: 'Home e-mail' },
  { id: 'c', type: 'text', label: 'Nickname' },
]);

const COLOUR = schemaWith([
  {
    id: 'colour',
    type: 'select',
    label: 'Colour',
    options: [
      { label: 'Red', value: 'red' },
      { label: 'Blue', value: 'blue' },
    ],
  },
]);

describe('builder: names and option values stay unique', () => {
  it("refuses a Name another field uses, or another field's id", async () => {
    const el = await mountBuilder({ schema: PEOPLE });
    const basic = await configure(el, 'b', 'Home e-mail');
    const name = inputIn(basic, 'Name');

    typeInto(name, 'contact');
    await until(() => name.getAttribute('aria-invalid') === 'true', 'a taken name is accepted');
    expect(description(el, name)).to.include("Another field already uses the name 'contact'");
    expect(name.value, 'kept as typed, not renamed').to.equal('contact');
    expect(el.dirty, 'not stored').to.equal(false);
    await expectNoAxeViolations(el);

    typeInto(name, 'c');
    await until(
      () => description(el, name).includes("Another field already has the id 'c'"),
      'an id is free',
    );
    expect(el.dirty).to.equal(false);

    // Its own id is fine, and so is a name nobody uses.
    typeInto(name, 'b');
    await until(() => name.getAttribute('aria-invalid') === null, 'its own id refused');
    typeInto(name, 'home_email');
    await until(() => el.dirty, 'a free name is not stored');
    expect(name.getAttribute('aria-invalid')).to.equal(null);
  });

  it("refuses an option value another option has, in a row and in the new option's inputs", async () => {
    const el = await mountBuilder({ schema: COLOUR });
    const schemas = recordSchemas(el);
    const basic = await configure(el, 'colour', 'Colour');
    const second = inputIn(basic, 'Option 2 value');

    typeInto(second, 'red');
    await until(() => second.getAttribute('aria-invalid') === 'true', 'a taken value is accepted');
    expect(description(el, second)).to.include("Another option already uses the value 'red'");
    expect(el.dirty, 'not stored').to.equal(false);

    // The new option's value follows its label: 'Red' gives 'red', which is taken.
    const newLabel = inputIn(basic, 'New option label');
    const newValue = inputIn(basic, 'New option value');
    typeInto(newLabel, 'Red');
    await until(() => newValue.getAttribute('aria-invalid') === 'true', 'the new value is accepted');
    expect(description(el, newValue)).to.include("Another option already uses the value 'red'");
    expect(button(el, 'Add Option').disabled).to.equal(true);
    newLabel.focus();
    await sendKeys({ press: 'Enter' });
    expect($$(el, 'dialog[open] .fw-option-editor .fw-config-row')).to.have.length(2);
    await expectNoAxeViolations(el);

    // The first option gives 'red' up: the second's refused 'red' is now free, and is stored.
    typeInto(inputIn(basic, 'Option 1 value'), 'crimson');
    const schema = await reported(
      schemas,
      (s) => s.all_fields[0]?.options?.map((o) => o.value).join() === 'crimson,red',
      'the lifted value was not stored',
    );
    expect(schema.all_fields[0]?.options?.[1]).to.deep.equal({ label: 'Blue', value: 'red' });
    await until(() => second.getAttribute('aria-invalid') === null, 'still marked invalid');
  });

  it('selects the suggested new option when focused, so typing replaces it', async () => {
    const el = await mountBuilder({ schema: COLOUR });
    const basic = await configure(el, 'colour', 'Colour');
    const newLabel = inputIn(basic, 'New option label');
    expect(newLabel.value).to.equal('Option 3');
    newLabel.focus();
    await sendKeys({ type: 'Green' });
    expect(newLabel.value).to.equal('Green');
    expect(inputIn(basic, 'New option value').value).to.equal('green');

    // Added with Enter, the next suggestion is selected too.
    await sendKeys({ press: 'Enter' });
    await until(() => newLabel.value === 'Option 4', 'not added');
    await sendKeys({ type: 'Teal' });
    expect(newLabel.value).to.equal('Teal');

    // The value's own suggestion likewise, once the label is untouched again.
    await sendKeys({ press: 'Enter' });
    await until(() => newLabel.value === 'Option 5', 'second not added');
    const newValue = inputIn(basic, 'New option value');
    newValue.focus();
    await sendKeys({ type: 'violet' });
    expect(newValue.value).to.equal('violet');
  });
});
