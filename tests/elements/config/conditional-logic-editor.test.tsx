import { expect, waitUntil } from '@open-wc/testing';
import { ConditionalLogicEditor } from '../../../src/builder/config';
import type { ConditionalRule, Field } from '../../../src/model';
import { expectNoAxeViolations } from '../support/axe';
import { unmountAll } from '../support/mount-ui';
import {
  button,
  choose,
  click,
  control,
  hasControl,
  makeField,
  makeSchema,
  mountEditor,
  optionLabels,
  text,
  typeInto,
} from './support';

const edited = makeField({ id: 'details', label: 'Details' });
const others: Field[] = [
  makeField({
    id: 'plan',
    label: 'Plan',
    type: 'select',
    options: [
      { label: 'Free', value: 'free' },
      { label: 'Pro', value: 'pro' },
    ],
  }),
  makeField({ id: 'size', label: 'Team size', type: 'number' }),
  makeField({ id: 'subscribe', label: 'Subscribe', type: 'checkbox' }),
  makeField({ id: 'title', label: 'Title', type: 'heading' }),
  makeField({ id: 'intro', label: 'Intro', type: 'paragraph' }),
  makeField({ id: 'logo', label: 'Logo', type: 'image' }),
  makeField({ id: 'box', label: 'Box', type: 'container' }),
];

function mountConditions(conditionalLogic?: ConditionalRule[]) {
  let n = 0;
  return mountEditor(
    { ...edited, conditionalLogic },
    (field, schema, onChange) => (
      <ConditionalLogicEditor
        field={field}
        schema={schema}
        onChange={onChange}
        makeId={() => `rule_${++n}`}
      />
    ),
    makeSchema([edited, ...others]),
  );
}

const preview = (root: ShadowRoot) => root.querySelector('.fw-rule-preview')?.textContent;

describe('ConditionalLogicEditor', () => {
  afterEach(unmountAll);

  it('adds a rule with no trigger, equals and show on this field, and asks for a trigger', async () => {
    const { ui, field } = await mountConditions();
    await click(button(ui, 'Add Rule'));

    expect(field().conditionalLogic).to.deep.equal([
      {
        id: 'rule_1',
        triggerFieldId: '',
        operator: 'equals',
        value: '',
        action: { type: 'show', targetFieldIds: ['details'] },
      },
    ]);
    const trigger = control<HTMLSelectElement>(ui, 'Rule 1 trigger field');
    expect(trigger.selectedOptions[0]?.textContent).to.equal('Select trigger field');
    expect(preview(ui.root)).to.equal('Preview: Please select a trigger field to see the rule preview.');
  });

  it('offers every field but itself, headings, paragraphs, images and containers as triggers', async () => {
    const { ui } = await mountConditions();
    await click(button(ui, 'Add Rule'));
    expect(optionLabels(control(ui, 'Rule 1 trigger field'))).to.deep.equal([
      'Select trigger field',
      'Plan',
      'Team size',
      'Subscribe',
    ]);
  });

  it('applies the two quick templates', async () => {
    const { ui, field } = await mountConditions();
    await click(button(ui, 'Show when "yes"'));
    await click(button(ui, 'Require when filled'));
    const [first, second] = field().conditionalLogic ?? [];
    expect(first).to.include({ value: 'yes', operator: 'equals' });
    expect(first?.action).to.deep.equal({ type: 'show', targetFieldIds: ['details'] });
    expect(second).to.include({ operator: 'is_not_empty' });
    expect(second?.action).to.deep.equal({ type: 'require', targetFieldIds: ['details'] });
  });

  it('says a Show rule alone changes nothing (fields start visible), until a Hide rule joins it', async () => {
    const { ui } = await mountConditions();
    const notes = () => [...ui.root.querySelectorAll('[role="note"]')].map((note) => note.textContent);
    expect(notes()).to.deep.equal([]);
    await click(button(ui, 'Show when "yes"'));
    expect(notes()).to.deep.equal([
      'This field starts visible: a Show rule only matters once another rule hides it. Add a Hide rule (for example, hide when the answer is not "yes").',
    ]);
    await expectNoAxeViolations(ui.host);
    await click(button(ui, 'Add Rule'));
    choose(control<HTMLSelectElement>(ui, 'Rule 2 action'), 'hide');
    await waitUntil(() => notes().length === 0, 'the note stayed with a Hide rule');
  });

  it('uses a dropdown of the options for a select trigger', async () => {
    const { ui, field } = await mountConditions();
    await click(button(ui, 'Add Rule'));
    choose(control(ui, 'Rule 1 trigger field'), 'plan');

    const value = control<HTMLSelectElement>(ui, 'Rule 1 value');
    expect(value.tagName).to.equal('SELECT');
    expect(optionLabels(value)).to.deep.equal(['Select value', 'Free', 'Pro']);
    choose(value, 'pro');
    expect(field().conditionalLogic?.[0]).to.include({ triggerFieldId: 'plan', value: 'pro' });
    expect(preview(ui.root)).to.equal('Preview: Show this field when "Plan" equals "Pro"');
  });

  it('uses a number input for a number trigger and stores a number', async () => {
    const { ui, field } = await mountConditions();
    await click(button(ui, 'Add Rule'));
    choose(control(ui, 'Rule 1 trigger field'), 'size');
    choose(control(ui, 'Rule 1 operator'), 'greater_than');

    const value = control(ui, 'Rule 1 value');
    expect(value.type).to.equal('number');
    typeInto(value, '10');
    expect(field().conditionalLogic?.[0]?.value).to.equal(10);
    expect(preview(ui.root)).to.equal('Preview: Show this field when "Team size" is greater than "10"');
  });

  it('uses a text input for other triggers and hides the value for is_empty and is_not_empty', async () => {
    const { ui } = await mountConditions();
    await click(button(ui, 'Add Rule'));
    choose(control(ui, 'Rule 1 trigger field'), 'subscribe');
    expect(control(ui, 'Rule 1 value').type).to.equal('text');

    choose(control(ui, 'Rule 1 operator'), 'is_empty');
    expect(hasControl(ui, 'Rule 1 value')).to.equal(false);
    choose(control(ui, 'Rule 1 operator'), 'is_not_empty');
    expect(hasControl(ui, 'Rule 1 value')).to.equal(false);
    expect(preview(ui.root)).to.equal('Preview: Show this field when "Subscribe" is not empty');
  });

  it('offers every action and asks for the new value of set_value', async () => {
    const { ui, field } = await mountConditions();
    await click(button(ui, 'Add Rule'));
    expect(optionLabels(control(ui, 'Rule 1 action'))).to.have.length(7);
    expect(hasControl(ui, 'Rule 1 new value')).to.equal(false);

    choose(control(ui, 'Rule 1 action'), 'set_value');
    typeInto(control(ui, 'Rule 1 new value'), 'N/A');
    expect(field().conditionalLogic?.[0]?.action).to.deep.equal({
      type: 'set_value',
      targetFieldIds: ['details'],
      newValue: 'N/A',
    });

    choose(control(ui, 'Rule 1 action'), 'hide');
    expect(field().conditionalLogic?.[0]?.action).to.deep.equal({
      type: 'hide',
      targetFieldIds: ['details'],
    });
  });

  it('clears the value when the trigger changes', async () => {
    const { ui, field } = await mountConditions();
    await click(button(ui, 'Show when "yes"'));
    choose(control(ui, 'Rule 1 trigger field'), 'plan');
    expect(field().conditionalLogic?.[0]?.value).to.equal('');
  });

  it('removes a rule', async () => {
    const { ui, field } = await mountConditions();
    await click(button(ui, 'Add Rule'));
    await click(button(ui, 'Remove conditional rule 1'));
    expect(field().conditionalLogic).to.deep.equal([]);
    expect(text(ui)).to.contain('No conditional rules defined');
  });

  it('passes axe with rules of each value kind', async () => {
    const { ui } = await mountConditions();
    for (let i = 0; i < 3; i++) await click(button(ui, 'Add Rule'));
    choose(control(ui, 'Rule 1 trigger field'), 'plan');
    choose(control(ui, 'Rule 2 trigger field'), 'size');
    choose(control(ui, 'Rule 3 action'), 'set_value');
    await expectNoAxeViolations(ui.host);
  });
});
