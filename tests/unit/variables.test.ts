import { describe, expect, it } from 'vitest';
import {
  catalogTokenForPath,
  insertToken,
  listCatalogVariables,
  mergeVariables,
  resolveFieldTokens,
  resolveTokens,
  variableDataTypeOf,
  variableFromFieldServiceEntry,
  variableToken,
} from '../../src/logic/variables';
import type { GlobalVariable, Registry } from '../../src/model';
import { idSequence, makeField } from './support/schema-fixtures';

const company: GlobalVariable = {
  id: 'v1',
  name: 'company',
  value: 'Acme',
  placeholder: 'e.g. Acme Ltd',
  helpText: 'Your employer',
  dataType: 'string',
};
const bare: GlobalVariable = { id: 'v2', name: 'city', value: 'Oslo', dataType: 'string' };

describe('global variable tokens', () => {
  it('replaces {{name}}, {{name.placeholder}} and {{name.helpText}} with value, placeholder and help text', () => {
    const context = { variables: [company] };
    expect(resolveTokens('Work at {{company}}', context)).toBe('Work at Acme');
    expect(resolveTokens('{{company.placeholder}}', context)).toBe('e.g. Acme Ltd');
    expect(resolveTokens('{{ company.helpText }}!', context)).toBe('Your employer!');
  });

  it('leaves unknown tokens as they are and resolves a missing part to empty text', () => {
    const context = { variables: [bare] };
    expect(resolveTokens('{{nobody}} in {{city}}', context)).toBe('{{nobody}} in Oslo');
    expect(resolveTokens('[{{city.placeholder}}]', context)).toBe('[]');
    expect(resolveTokens('{{nobody.helpText}}', context)).toBe('{{nobody.helpText}}');
  });

  it('resolves catalog tokens {{table.field}} from the supplied values', () => {
    const context = { variables: [], catalogValues: { 'customer.email': 'a@b.c' } };
    expect(resolveTokens('Mail: {{customer.email}} {{customer.phone}}', context)).toBe(
      'Mail: a@b.c {{customer.phone}}',
    );
    expect(resolveTokens('{{constructor}}', context)).toBe('{{constructor}}');
  });

  it('resolves tokens in labels, placeholders and help text of a field', () => {
    const field = makeField('f', 'text', {
      label: 'Company: {{company}}',
      placeholder: '{{company.placeholder}}',
      helpText: '{{company.helpText}}',
      description: '{{company}}',
    });
    const resolved = resolveFieldTokens(field, { variables: [company] });
    expect(resolved).toMatchObject({
      label: 'Company: Acme',
      placeholder: 'e.g. Acme Ltd',
      helpText: 'Your employer',
      description: '{{company}}',
    });
    expect(field.label).toBe('Company: {{company}}');
  });

  it('writes tokens and inserts them at the caret or over the selection', () => {
    expect(variableToken('company')).toBe('{{company}}');
    expect(variableToken('company', 'helpText')).toBe('{{company.helpText}}');
    expect(insertToken('Hello !', '{{name}}', 6)).toEqual({ text: 'Hello {{name}}!', caret: 14 });
    expect(insertToken('Hello you!', '{{name}}', 6, 9)).toEqual({ text: 'Hello {{name}}!', caret: 14 });
    expect(insertToken('ab', '{{x}}')).toEqual({ text: 'ab{{x}}', caret: 7 });
  });
});

describe('catalog variables from the registry', () => {
  const registry: Registry = {
    customer: {
      table_type: 'object',
      columns: [
        { id: 'c1', displayName: 'Email', additionalMetadata: { tableName: 'customer', fieldName: 'email' } },
        { id: 'c2', name: 'secret', isVisible: false },
        { id: 'c3', name: 'phone', gdprSensitive: true, dataType: 'string' },
      ],
      siblings: {
        address: { columns: [{ id: 'street' }] },
        contacts: { table_type: 'array', columns: [{ id: 'c5', name: 'role' }] },
      },
    },
    orders: { table_type: 'array', columns: [{ id: 'o1', name: 'total', description: 'Order total' }] },
  };

  it('lists only visible columns, as table.column and table[].column paths, siblings included', () => {
    expect(listCatalogVariables(registry).map((variable) => variable.path)).toEqual([
      'customer.email',
      'customer.phone',
      'customer.address.street',
      'customer.contacts[].role',
      'orders[].total',
    ]);
  });

  it('inserts catalog variables as {{table.field}}', () => {
    const [email, , , role, total] = listCatalogVariables(registry);
    expect(email).toMatchObject({
      token: '{{customer.email}}',
      label: 'Email',
      tableName: 'customer',
      isArray: false,
    });
    expect(role).toMatchObject({ token: '{{customer.contacts.role}}', tableName: 'contacts', isArray: true });
    expect(total).toMatchObject({ token: '{{orders.total}}', description: 'Order total', isArray: true });
    expect(catalogTokenForPath('a[].b')).toBe('{{a.b}}');
  });
});

describe('variables from field-service entries', () => {
  it('reads variable entries and registry-like entries', () => {
    const makeId = idSequence('var');
    expect(
      variableFromFieldServiceEntry({ name: 'plan', value: 3, helpText: 'How many seats' }, makeId),
    ).toEqual({ id: 'var_1', name: 'plan', value: '3', helpText: 'How many seats', dataType: 'number' });
    expect(
      variableFromFieldServiceEntry(
        {
          id: 'col9',
          displayName: 'Customer email',
          dataType: 'varchar',
          additionalMetadata: { tableName: 'customer', fieldName: 'email' },
        },
        makeId,
      ),
    ).toEqual({
      id: 'var_2',
      name: 'customer.email',
      value: '',
      description: 'Customer email',
      dataType: 'string',
    });
  });

  it('skips entries without a usable name', () => {
    expect(variableFromFieldServiceEntry({ value: 'x' }, idSequence())).toBeNull();
    expect(variableFromFieldServiceEntry('just text', idSequence())).toBeNull();
    expect(variableFromFieldServiceEntry({ name: 'x'.repeat(500) }, idSequence())).toBeNull();
  });

  it('maps declared data types and their database synonyms, else the type of the value', () => {
    expect(variableDataTypeOf('datetime', undefined)).toBe('datetime');
    expect(variableDataTypeOf('INTEGER', undefined)).toBe('number');
    expect(variableDataTypeOf('jsonb', undefined)).toBe('object');
    expect(variableDataTypeOf('constructor', true)).toBe('boolean');
    expect(variableDataTypeOf(undefined, ['a'])).toBe('array');
    expect(variableDataTypeOf(undefined, undefined)).toBe('string');
  });

  it('merges imported variables over existing ones of the same name, keeping the existing id', () => {
    const merged = mergeVariables(
      [company, bare],
      [
        { ...bare, id: 'new', value: 'Bergen' },
        { ...bare, id: 'n2', name: 'zip' },
      ],
    );
    expect(merged.map((variable) => [variable.id, variable.name, variable.value])).toEqual([
      ['v1', 'company', 'Acme'],
      ['v2', 'city', 'Bergen'],
      ['n2', 'zip', 'Oslo'],
    ]);
  });
});
