import { expect } from '@open-wc/testing';
import { VariablesTab } from '../../../src/builder/config';
import type { Field, GlobalVariable, Registry } from '../../../src/model';
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
  text,
} from './support';

const globals: GlobalVariable[] = [
  {
    id: 'v1',
    name: 'company',
    value: 'ACME',
    placeholder: 'Your company',
    helpText: 'Legal name',
    dataType: 'string',
  },
  { id: 'v2', name: 'country', value: 'NL', dataType: 'string' },
];
const registry: Registry = {
  customer: {
    columns: [
      { id: 'c1', name: 'email', displayName: 'Email' },
      { id: 'c2', name: 'ssn', displayName: 'SSN', isVisible: false },
    ],
  },
  orders: { table_type: 'array', columns: [{ id: 'o1', name: 'total', displayName: 'Total' }] },
};

function mountVariables(field: Partial<Field> = {}, withVariables = true) {
  const edited = makeField({ id: 'f', label: 'Company', ...field });
  return mountEditor(
    edited,
    (current, schema, onChange) => (
      <VariablesTab
        field={current}
        schema={schema}
        registry={withVariables ? registry : undefined}
        onChange={onChange}
      />
    ),
    makeSchema([edited], { globalVariables: withVariables ? globals : [] }),
  );
}

function groups(select: HTMLSelectElement): Record<string, string[]> {
  return Object.fromEntries(
    [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent ?? ''),
    ]),
  );
}

describe('VariablesTab', () => {
  afterEach(unmountAll);

  it('offers global variables and only the visible catalog columns', async () => {
    const { ui } = await mountVariables();
    expect(groups(control(ui, 'Linked variable'))).to.deep.equal({
      'Global variables': ['company', 'country'],
      'Data catalog': ['Email (customer.email)', 'Total (orders[].total)'],
    });
  });

  it('links a variable and inserts its token into the label, placeholder and help text', async () => {
    const { ui, field } = await mountVariables({ placeholder: 'Type ' });
    choose(control(ui, 'Linked variable'), 'customer.email');
    expect(field().variableLink).to.equal('customer.email');
    expect(text(ui)).to.contain('Token: {{customer.email}}');

    await click(button(ui, 'Insert into label'));
    await click(button(ui, 'Insert into placeholder'));
    await click(button(ui, 'Insert into help text'));
    expect(field()).to.deep.include({
      label: 'Company{{customer.email}}',
      placeholder: 'Type {{customer.email}}',
      helpText: '{{customer.email}}',
    });
  });

  it('inserts {{name}} for a global variable and unlinks with No variable', async () => {
    const { ui, field } = await mountVariables({ label: '' });
    choose(control(ui, 'Linked variable'), 'company');
    await click(button(ui, 'Insert into label'));
    expect(field().label).to.equal('{{company}}');

    choose(control(ui, 'Linked variable'), '');
    expect('variableLink' in field()).to.equal(false);
    expect(text(ui)).not.to.contain('Insert into label');
  });

  it('shows a link to a variable that no longer exists', async () => {
    const { ui } = await mountVariables({ variableLink: 'gone' });
    expect(control<HTMLSelectElement>(ui, 'Linked variable').selectedOptions[0]?.textContent).to.equal(
      'gone (not found)',
    );
  });

  it('picks the placeholder and help text variables', async () => {
    const { ui, field } = await mountVariables();
    choose(control(ui, 'Placeholder variable'), 'company');
    choose(control(ui, 'Help text variable'), 'company');
    expect(field()).to.deep.include({ placeholderVariable: 'company', helpTextVariable: 'company' });
    expect(text(ui)).to.contain('{{company.placeholder}}: Your company');
    expect(text(ui)).to.contain('{{company.helpText}}: Legal name');
  });

  it('says when there is nothing to link', async () => {
    const { ui } = await mountVariables({}, false);
    expect(text(ui)).to.contain('No variables available');
    expect(hasControl(ui, 'Linked variable')).to.equal(false);
  });

  it('passes axe', async () => {
    const { ui } = await mountVariables({ variableLink: 'company' });
    await expectNoAxeViolations(ui.host);
  });
});
