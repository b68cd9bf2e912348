import { expect } from '@open-wc/testing';
import { ValidationRulesEditor } from '../../../src/builder/config';
import { PHONE_PATTERN, URL_PATTERN } from '../../../src/logic/field-rules';
import type { Field, ValidationRule } from '../../../src/model';
import { deepActiveElement } from '../../../src/ui';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import {
  button,
  choose,
  click,
  control,
  errorOf,
  hasButton,
  hasControl,
  makeField,
  mountEditor,
  optionLabels,
  text,
  typeInto,
} from './support';

function mountRules(validation?: ValidationRule[], extra: Partial<Field> = {}) {
  return mountEditor(makeField({ id: 'name', validation, ...extra }), (field, _schema, onChange) => (
    <ValidationRulesEditor field={field} onChange={onChange} />
  ));
}

/** The hint an input points at through aria-describedby, if any. */
function hintOf(ui: Awaited<ReturnType<typeof mountRules>>['ui'], input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => ui.root.getElementById(id))
    .find((element) => element?.classList.contains('fw-config-field__hint'))
    ?.textContent?.trim();
}

const QUICK_LABELS = ['Required Field', 'Email Format', 'Phone Number', 'Website URL'];
const shownQuickRules = (ui: Awaited<ReturnType<typeof mountRules>>['ui']) =>
  QUICK_LABELS.filter((label) => hasButton(ui, label));

/** What has focus, by accessible name or text; '<body>' when focus was lost. */
function focusedName(): string {
  const active = deepActiveElement();
  if (!active || active === document.body) return '<body>';
  return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
}

function previews(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('.fw-rule-preview')].map((p) => p.textContent ?? '');
}

describe('ValidationRulesEditor', () => {
  afterEach(unmountAll);

  it('shows the empty state', async () => {
    const { ui } = await mountRules();
    expect(text(ui)).to.contain('No validation rules defined');
    expect(text(ui)).to.contain('Add rules to validate user input');
  });

  it('adds a rule with value 1 and the message This field is required', async () => {
    const { ui, field } = await mountRules();
    await click(button(ui, 'Add Rule'));
    expect(field().validation).to.deep.equal([
      { type: 'minLength', value: 1, message: 'This field is required' },
    ]);
    expect(control(ui, 'Rule 1 value').value).to.equal('1');
    expect(control(ui, 'Rule 1 error message').value).to.equal('This field is required');
    expect(previews(ui.root)).to.deep.equal(['Preview: Must be at least 1 characters long']);
  });

  it('previews every rule type with the spec texts', async () => {
    const { ui } = await mountRules([
      { type: 'minLength', value: 3, message: '' },
      { type: 'maxLength', value: 9, message: '' },
      { type: 'min', value: 1, message: '' },
      { type: 'max', value: 5, message: '' },
      { type: 'pattern', value: '^a', message: '' },
      { type: 'email', message: '' },
      { type: 'custom', message: '' },
    ]);
    expect(previews(ui.root)).to.deep.equal([
      'Preview: Must be at least 3 characters long',
      'Preview: Must be no more than 9 characters long',
      'Preview: Must be at least 1',
      'Preview: Must be no more than 5',
      'Preview: Must match pattern: ^a',
      'Preview: Must be a valid email address',
      'Preview: Custom validation rule',
    ]);
  });

  it('offers a number for lengths and bounds, text for a pattern, nothing for email and custom', async () => {
    const { ui, field } = await mountRules([{ type: 'minLength', value: 2, message: 'm' }]);
    expect(control(ui, 'Rule 1 value').type).to.equal('number');

    choose(control(ui, 'Rule 1 type'), 'pattern');
    expect(hasControl(ui, 'Rule 1 value')).to.equal(false);
    expect(control(ui, 'Rule 1 pattern').type).to.equal('text');
    expect(field().validation?.[0]).to.deep.equal({ type: 'pattern', value: '', message: 'm' });

    choose(control(ui, 'Rule 1 type'), 'email');
    expect(hasControl(ui, 'Rule 1 pattern')).to.equal(false);
    expect(hasControl(ui, 'Rule 1 value')).to.equal(false);
    expect(field().validation?.[0]).to.deep.equal({ type: 'email', message: 'm' });
  });

  it('edits the value as a number and the message as text', async () => {
    const { ui, field } = await mountRules([{ type: 'max', value: 2, message: '' }]);
    typeInto(control(ui, 'Rule 1 value'), '42');
    typeInto(control(ui, 'Rule 1 error message'), 'Too big');
    expect(field().validation?.[0]).to.deep.equal({ type: 'max', value: 42, message: 'Too big' });
    expect(previews(ui.root)).to.deep.equal(['Preview: Must be no more than 42']);
  });

  it('refuses an unsafe pattern with the checker message and keeps the last safe one', async () => {
    const { ui, field } = await mountRules([{ type: 'pattern', value: '^a', message: '' }]);
    const input = control(ui, 'Rule 1 pattern');
    typeInto(input, '(a+)+$');

    expect(field().validation?.[0]?.value).to.equal('^a');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(errorOf(ui, input)).to.match(/repeat/i);

    typeInto(input, '^\\d{3}$');
    expect(field().validation?.[0]?.value).to.equal('^\\d{3}$');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
    expect(errorOf(ui, input)).to.equal(undefined);
  });

  it('removes a rule', async () => {
    const { ui, field } = await mountRules([
      { type: 'min', value: 1, message: '' },
      { type: 'max', value: 9, message: '' },
    ]);
    await click(button(ui, 'Remove rule 1'));
    expect(field().validation).to.deep.equal([{ type: 'max', value: 9, message: '' }]);
  });

  it('quick-adds the common rules', async () => {
    const { ui, field, patches } = await mountRules();
    expect(text(ui)).to.contain('Quick Add Common Rules');

    await click(button(ui, 'Required Field'));
    expect(patches[0]).to.deep.equal({ required: true });

    await click(button(ui, 'Email Format'));
    await click(button(ui, 'Phone Number'));
    await click(button(ui, 'Website URL'));
    await click(button(ui, 'Website URL'));
    expect(field().validation).to.deep.equal([
      { type: 'email', message: 'Please enter a valid email address' },
      { type: 'pattern', value: PHONE_PATTERN, message: 'Please enter a valid phone number' },
      { type: 'pattern', value: URL_PATTERN, message: 'Please enter a valid URL' },
    ]);
  });

  it('offers a text field the text rule types only, and every quick rule', async () => {
    const { ui } = await mountRules([{ type: 'minLength', value: 2, message: '' }]);
    expect(optionLabels(control<HTMLSelectElement>(ui, 'Rule 1 type'))).to.deep.equal([
      'Minimum length',
      'Maximum length',
      'Pattern (regular expression)',
      'Email format',
      'Custom',
    ]);
    expect(hintOf(ui, control(ui, 'Rule 1 type'))).to.equal(undefined);
    expect(shownQuickRules(ui)).to.deep.equal(QUICK_LABELS);
  });

  it('offers a number field its bounds: Add Rule makes a minimum, and only Required Field is quick', async () => {
    const { ui, field } = await mountRules(undefined, { type: 'number' });
    await click(button(ui, 'Add Rule'));
    expect(field().validation).to.deep.equal([{ type: 'min', value: 1, message: 'This field is required' }]);
    expect(optionLabels(control<HTMLSelectElement>(ui, 'Rule 1 type'))).to.deep.equal([
      'Minimum value',
      'Maximum value',
      'Custom',
    ]);
    expect(text(ui)).to.contain('Quick Add Common Rules');
    expect(shownQuickRules(ui)).to.deep.equal(['Required Field']);
  });

  it('keeps a rule that does not apply, still selectable, and says why', async () => {
    const rules: ValidationRule[] = [
      { type: 'min', value: 1, message: 'Tick it' },
      { type: 'custom', message: '' },
    ];
    const { ui, field, patches } = await mountRules(rules, { type: 'checkbox' });
    const type = control<HTMLSelectElement>(ui, 'Rule 1 type');
    expect(type.value).to.equal('min');
    expect(optionLabels(type)).to.deep.equal(['Custom', 'Minimum value']);
    expect(control(ui, 'Rule 1 value').value).to.equal('1');
    expect(hintOf(ui, type)).to.equal(
      'This rule type does not apply to this checkbox field: its answer is yes or no (ticked or not), so the rule is not checked. Choose another type or remove the rule.',
    );
    expect(hintOf(ui, control(ui, 'Rule 2 type'))).to.equal(undefined);
    expect(optionLabels(control<HTMLSelectElement>(ui, 'Rule 2 type'))).to.deep.equal(['Custom']);
    expect(patches).to.deep.equal([]);
    expect(field().validation).to.deep.equal(rules);

    choose(type, 'custom');
    expect(field().validation?.[0]).to.deep.equal({ type: 'custom', message: 'Tick it' });
    expect(hintOf(ui, control(ui, 'Rule 1 type'))).to.equal(undefined);
    expect(optionLabels(control<HTMLSelectElement>(ui, 'Rule 1 type'))).to.deep.equal(['Custom']);
    await expectNoAxeViolations(ui.host);
  });

  it('offers no rule on a field without an answer, and says why instead of inviting rules', async () => {
    const { ui } = await mountRules(undefined, { type: 'heading' });
    expect(button(ui, 'Add Rule').disabled).to.equal(true);
    expect(text(ui)).to.contain('No validation rules defined');
    expect(text(ui)).to.contain('Validation rules do not apply to heading fields: they take no answer.');
    expect(text(ui)).not.to.contain('Add rules to validate user input');
    expect(text(ui)).not.to.contain('Quick Add Common Rules');
    expect(shownQuickRules(ui)).to.deep.equal([]);
    await expectNoAxeViolations(ui.host);
  });

  it('moves focus after removing the last rule to Add Rule, or where Add Rule is unavailable to the empty state', async () => {
    const textField = await mountRules([{ type: 'minLength', value: 2, message: '' }]);
    const removeText = button(textField.ui, 'Remove rule 1');
    removeText.focus();
    await click(removeText);
    expect(textField.field().validation).to.deep.equal([]);
    expect(focusedName()).to.equal('Add Rule');
    unmountAll();

    // A heading with an imported rule: no rule applies, so Add Rule is disabled and cannot take focus.
    const heading = await mountRules([{ type: 'custom', message: 'Imported' }], { type: 'heading' });
    expect(button(heading.ui, 'Add Rule').disabled).to.equal(true);
    const removeHeading = button(heading.ui, 'Remove rule 1');
    removeHeading.focus();
    await click(removeHeading);
    expect(heading.field().validation).to.deep.equal([]);
    expect(focusedName()).to.equal(
      'No validation rules definedValidation rules do not apply to heading fields: they take no answer.',
    );
    const active = deepActiveElement();
    expect(active?.classList.contains('fw-config-empty-state')).to.equal(true);
    // Focused by script only: the empty state is no Tab stop.
    expect(active?.tabIndex).to.equal(-1);
    await expectNoAxeViolations(heading.ui.host);
  });

  it('passes axe with rules and with an invalid pattern', async () => {
    const { ui } = await mountRules([
      { type: 'minLength', value: 1, message: 'x' },
      { type: 'pattern', value: '^a', message: '' },
    ]);
    typeInto(control(ui, 'Rule 2 pattern'), '(');
    await expectNoAxeViolations(ui.host);
  });
});
