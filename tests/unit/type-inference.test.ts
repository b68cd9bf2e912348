import { describe, expect, it } from 'vitest';
import {
  fieldFromCatalogTable,
  fieldFromVariable,
  humanizeName,
  inferFieldType,
  inferFieldTypeFromData,
  inferFieldTypeFromName,
  LEGACY_LONG_TEXT_THRESHOLD,
  LONG_TEXT_THRESHOLD,
} from '../../src/logic/type-inference';
import { listCatalogVariables } from '../../src/logic/variables';
import { CATALOG_TABLE_MAX_ROWS, type GlobalVariable, type RegistryTable } from '../../src/model';

const byName = (names: string[]) => names.map(inferFieldTypeFromName);

describe('field type inference by name', () => {
  it('makes date names dates, and time names, created_at and updated_at date-times', () => {
    expect(byName(['start_date', 'birthdate', 'dateOfBirth'])).toEqual(['date', 'date', 'date']);
    expect(byName(['start_time', 'timestamp', 'created_at', 'updatedAt'])).toEqual([
      'datetime',
      'datetime',
      'datetime',
      'datetime',
    ]);
  });

  it('makes email names email, and phone or mobile names phone', () => {
    expect(byName(['email', 'work_email', 'phone', 'mobile_number'])).toEqual([
      'email',
      'email',
      'phone',
      'phone',
    ]);
  });

  it('makes url or website names url', () => {
    expect(byName(['profile_url', 'website'])).toEqual(['url', 'url']);
  });

  it('makes is_ prefixes, _flag and enabled names checkboxes', () => {
    expect(byName(['is_active', 'isVerified', 'beta_flag', 'notifications_enabled'])).toEqual([
      'checkbox',
      'checkbox',
      'checkbox',
      'checkbox',
    ]);
  });

  it('makes an _id suffix or id text', () => {
    expect(byName(['customer_id', 'id', 'userId'])).toEqual(['text', 'text', 'text']);
  });

  it('makes amount, cost, rate and price names numbers', () => {
    expect(byName(['amount', 'unit_cost', 'tax_rate', 'price'])).toEqual([
      'number',
      'number',
      'number',
      'number',
    ]);
  });

  it('makes status, type and stage names selects', () => {
    expect(byName(['status', 'account_type', 'stage'])).toEqual(['select', 'select', 'select']);
  });

  it('makes description, notes, details, bio and objective names textareas', () => {
    expect(byName(['description', 'notes', 'order_details', 'bio', 'objective'])).toEqual(
      Array(5).fill('textarea'),
    );
  });

  it('makes everything else text', () => {
    expect(byName(['first_name', 'company', ''])).toEqual(['text', 'text', 'text']);
  });

  it('applies the rules in the spec order', () => {
    // date/time before email, is_ before status, _id before type.
    expect(byName(['email_sent_time', 'is_status_final', 'type_id'])).toEqual([
      'datetime',
      'checkbox',
      'text',
    ]);
  });

  it('matches keywords at word edges, so validated_by is no date and generated_by no number', () => {
    expect(byName(['validated_by', 'generated_by', 'updated_by', 'lifestage'])).toEqual([
      'text',
      'text',
      'text',
      'select',
    ]);
  });
});

describe('field type inference by data type and hints', () => {
  const byData = (name: string, dataType?: string, value?: unknown) =>
    inferFieldTypeFromData({ name, dataType, value });

  it('follows name hints email, phone, url, password, address and description/comment/message', () => {
    expect(
      [
        'contact_email',
        'phone',
        'homepage_url',
        'password',
        'address',
        'description',
        'comment',
        'message',
      ].map((name) => byData(name, 'string')),
    ).toEqual(['email', 'phone', 'url', 'password', 'address', 'textarea', 'textarea', 'textarea']);
  });

  it('makes values longer than 100 characters a textarea, or longer than 50 in the older path', () => {
    expect(LONG_TEXT_THRESHOLD).toBe(100);
    expect(LEGACY_LONG_TEXT_THRESHOLD).toBe(50);
    expect(byData('summary', 'string', 'x'.repeat(101))).toBe('textarea');
    expect(byData('summary', 'string', 'x'.repeat(100))).toBe('text');
    const older = { longTextThreshold: LEGACY_LONG_TEXT_THRESHOLD };
    expect(inferFieldTypeFromData({ name: 'summary', value: 'x'.repeat(51) }, older)).toBe('textarea');
  });

  it('makes a number with rating or score a rating', () => {
    expect(byData('satisfaction_rating', 'number')).toBe('rating');
    expect(byData('score', 'number', 4)).toBe('rating');
    expect(byData('seats', 'number')).toBe('number');
  });

  it('makes a boolean a checkbox', () => {
    expect(byData('active', 'boolean')).toBe('checkbox');
    expect(byData('active', undefined, true)).toBe('checkbox');
  });

  it('makes an array a multiselect without known choices, a radio with up to 4 and a select with more', () => {
    expect(byData('tags', 'array')).toBe('multiselect');
    expect(byData('size', 'array', '["S","M","L"]')).toBe('radio');
    expect(byData('country', 'array', ['NO', 'SE', 'DK', 'FI', 'IS'])).toBe('select');
    expect(byData('colour', 'array', 'red, green')).toBe('radio');
  });

  it('makes an object an address, a table or a textarea', () => {
    expect(byData('home', 'object', '{"street":"Main 1","city":"Oslo"}')).toBe('address');
    expect(byData('lines', 'object', { rows: [{ sku: 'a', qty: 1 }] })).toBe('table');
    expect(byData('settings', 'object', '{"theme":"dark"}')).toBe('textarea');
  });

  it('falls back to text', () => {
    expect(byData('company', 'string', 'Acme')).toBe('text');
    expect(byData('anything', 'any')).toBe('text');
  });

  it('combined, lets the name rules decide what the data rules leave as text', () => {
    expect(inferFieldType({ name: 'created_at', dataType: 'string' })).toBe('datetime');
    expect(inferFieldType({ name: 'status', dataType: 'string' })).toBe('select');
    expect(inferFieldType({ name: 'price', dataType: 'number' })).toBe('number');
  });
});

describe('fields from variables', () => {
  it('makes a linked field from a global variable, with options for choice types', () => {
    const variable: GlobalVariable = {
      id: 'v',
      name: 'shirt_size',
      value: '["Small","Large"]',
      dataType: 'array',
      placeholder: 'Pick one',
      helpText: 'EU sizes',
    };
    expect(fieldFromVariable(variable, 'f1')).toEqual({
      id: 'f1',
      type: 'radio',
      label: 'Shirt Size',
      required: false,
      width: 'full',
      variableLink: 'shirt_size',
      placeholder: 'Pick one',
      helpText: 'EU sizes',
      options: [
        { label: 'Small', value: 'small' },
        { label: 'Large', value: 'large' },
      ],
    });
  });

  it('makes a linked field from a catalog variable', () => {
    const [variable] = listCatalogVariables({
      customer: {
        columns: [{ id: 'c', displayName: 'Signed up', additionalMetadata: { fieldName: 'created_at' } }],
      },
    });
    expect(fieldFromVariable(variable!, 'f2')).toMatchObject({
      type: 'datetime',
      label: 'Signed up',
      variableLink: 'customer.created_at',
    });
  });

  it('humanizes variable names for labels', () => {
    expect(humanizeName('first_name')).toBe('First Name');
    expect(humanizeName('customer.firstName')).toBe('Customer First Name');
  });
});

describe('fields from catalog tables', () => {
  const table: RegistryTable = {
    table_type: 'array',
    displayName: 'Orders',
    columns: [
      { id: 'a', name: 'order_date' },
      { id: 'b', name: 'total_amount' },
      { id: 'c', name: 'internal', isVisible: false },
      { id: 'd', name: 'contact_email' },
    ],
    siblings: { shipping: { columns: [{ id: 'e', name: 'city' }] } },
  };

  it('makes a table field with add and delete rows disabled and at most 100 rows', () => {
    const field = fieldFromCatalogTable('orders', table, 'f3');
    expect(field).toMatchObject({ id: 'f3', type: 'table', label: 'Orders', variableLink: 'orders' });
    expect(field.tableConfig).toMatchObject({
      allowAddRows: false,
      allowDeleteRows: false,
      maxRows: CATALOG_TABLE_MAX_ROWS,
    });
    expect(CATALOG_TABLE_MAX_ROWS).toBe(100);
  });

  it('takes its columns from the visible registry columns, siblings marked', () => {
    const columns = fieldFromCatalogTable('orders', table, 'f3').tableConfig?.columns;
    expect(columns?.map((column) => [column.id, column.type, column.isSiblingColumn ?? false])).toEqual([
      ['order_date', 'date', false],
      ['total_amount', 'number', false],
      ['contact_email', 'email', false],
      ['shipping.city', 'text', true],
    ]);
  });
});
