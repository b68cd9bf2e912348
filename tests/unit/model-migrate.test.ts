import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION, createEmptySchemaData, migrate } from '../../src/model';

describe('migrate()', () => {
  it("names a wrong value in the product's words, not the validation library's (an author reads them on import)", () => {
    const result = migrate({
      schemaVersion: CURRENT_SCHEMA_VERSION,
      pages: [{ id: 5, description: '', field_ids: [] }],
      all_fields: [{ id: 'a', type: 'text', label: 7 }],
      settings: {},
      globalVariables: [],
    });
    expect(result).toEqual({
      ok: false,
      errors: ['pages.0.id: Must be text', 'all_fields.0.label: Must be text'],
    });
  });

  it('keeps a current schema as it is', () => {
    const schema = createEmptySchemaData();
    expect(migrate(schema)).toEqual({ ok: true, value: schema });
  });

  it('brings a version-less schema with fields and no pages to the current version', () => {
    const result = migrate({ fields: [{ id: 'name', type: 'text', label: 'Name' }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(result.value.pages).toEqual([{ id: 'page_1', description: '', field_ids: ['name'] }]);
    expect(result.value.settings.submitButtonText).toBe('Submit');
  });

  it('hoists embedded container children into all_fields and keeps them off the page', () => {
    const result = migrate({
      all_fields: [
        { id: 'c', type: 'container', children: [{ id: 'inner', type: 'email', label: 'E-mail' }] },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.all_fields.map((field) => field.id)).toEqual(['c', 'inner']);
    expect(result.value.all_fields[0]?.containerConfig?.children).toEqual(['inner']);
    expect(result.value.pages[0]?.field_ids).toEqual(['c']);
  });

  it('turns string options into label/value pairs and unknown types into text', () => {
    const result = migrate({ fields: [{ id: 's', type: 'fancy-select', options: ['Red', 'Blue'] }] });
    expect(result.ok && result.value.all_fields[0]).toMatchObject({
      type: 'text',
      options: [
        { label: 'Red', value: 'Red' },
        { label: 'Blue', value: 'Blue' },
      ],
    });
  });

  it('gives old conditional rules ids and targets them at their own field', () => {
    const result = migrate({
      fields: [
        { id: 'a', type: 'text' },
        {
          id: 'b',
          type: 'text',
          conditionalLogic: [{ triggerField: 'a', condition: 'is_not_empty', action: 'show' }],
        },
      ],
    });
    expect(result.ok && result.value.all_fields[1]?.conditionalLogic?.[0]).toMatchObject({
      id: 'b_rule_1',
      triggerFieldId: 'a',
      operator: 'is_not_empty',
      action: { type: 'show', targetFieldIds: ['b'] },
    });
  });

  it('refuses pages that point at fields that do not exist', () => {
    const result = migrate({ ...createEmptySchemaData(), pages: [{ id: 'page_1', field_ids: ['ghost'] }] });
    expect(result).toEqual({ ok: false, errors: ["pages.0.field_ids: unknown field id 'ghost'"] });
  });

  it('refuses non-objects, newer versions and invalid fields with messages naming the problem', () => {
    expect(migrate('nope')).toEqual({ ok: false, errors: ['Schema must be a JSON object'] });
    expect(migrate({ schemaVersion: 99 })).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('newer')],
    });
    const bad = migrate({
      ...createEmptySchemaData(),
      all_fields: [{ id: 'x', type: 'text', width: 'huge' }],
    });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors[0]).toMatch(/^all_fields\.0\.width: /);
  });

  it('never lets a __proto__ key change Object.prototype', () => {
    const hostile = JSON.parse(
      '{"__proto__": {"polluted": true}, "fields": [{"id": "a", "type": "text", "__proto__": {"polluted": true}}]}',
    );
    migrate(hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('migrate() keeps the field tree a tree', () => {
  const container = (id: string, children: string[]) => ({
    id,
    type: 'container',
    containerConfig: { children },
  });

  it('refuses a field placed on a page and inside a container', () => {
    const result = migrate({
      ...createEmptySchemaData(),
      pages: [{ id: 'page_1', field_ids: ['c', 'a'] }],
      all_fields: [container('c', ['a']), { id: 'a', type: 'text' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: ["field 'c': field 'a' is already placed in page 'page_1'"],
    });
  });

  it('refuses containers that contain each other', () => {
    const result = migrate({
      ...createEmptySchemaData(),
      pages: [{ id: 'page_1', field_ids: [] }],
      all_fields: [container('x', ['y']), container('y', ['x'])],
    });
    expect(result).toEqual({ ok: false, errors: ['all_fields: a layout field contains itself'] });
  });
});

describe('migrate() and unknown field types', () => {
  it('turns an unknown type into text in a current-version schema too', () => {
    const schema = {
      ...createEmptySchemaData(),
      pages: [{ id: 'page_1', description: '', field_ids: ['x'] }],
      all_fields: [{ id: 'x', type: 'hologram', label: 'Future field' }],
    };
    const result = migrate(schema);
    expect(result.ok && result.value.all_fields[0]).toMatchObject({
      id: 'x',
      type: 'text',
      label: 'Future field',
    });
  });
});
