import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffSchemas, isEmptyDiff } from '../../src/logic';
import { createEmptySchemaData, type FieldInput, type FormSchemaData, fieldSchema } from '../../src/model';

function schemaOf(fields: FieldInput[], settings: Partial<FormSchemaData['settings']> = {}): FormSchemaData {
  const base = createEmptySchemaData();
  const all = fields.map((field) => fieldSchema.parse(field));
  return {
    ...base,
    all_fields: all,
    pages: [{ id: 'page_1', description: '', field_ids: all.map((field) => field.id) }],
    settings: { ...base.settings, ...settings },
  };
}

/** The same value with every object's keys in reverse order. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reverseKeys(inner)]),
  );
}

const name = { id: 'name', type: 'text', label: 'Name' } as const;
const email = { id: 'email', type: 'email', label: 'Email' } as const;
const phone = { id: 'phone', type: 'phone', label: 'Phone' } as const;

describe('schema diff', () => {
  it('finds nothing between a schema and itself, whatever the key order', () => {
    const schema = schemaOf([name, email]);
    expect(isEmptyDiff(diffSchemas(schema, reverseKeys(schema) as FormSchemaData))).toBe(true);
  });

  it('names the fields added and removed, with their labels and types', () => {
    const diff = diffSchemas(schemaOf([name, email]), schemaOf([name, phone]));
    expect(diff.added).toEqual([{ id: 'phone', label: 'Phone', type: 'phone' }]);
    expect(diff.removed).toEqual([{ id: 'email', label: 'Email', type: 'email' }]);
    expect(diff.pagesChanged).toBe(true);
  });

  it('lists the properties that changed on a field kept by id', () => {
    const diff = diffSchemas(
      schemaOf([name, email]),
      schemaOf([{ ...name, label: 'Full name', required: true }, email]),
    );
    expect(diff.changed).toEqual([
      { id: 'name', label: 'Full name', type: 'text', properties: ['label', 'required'] },
    ]);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.pagesChanged).toBe(false);
  });

  it('lists the form settings that changed', () => {
    const diff = diffSchemas(
      schemaOf([name]),
      schemaOf([name], { submitButtonText: 'Send', allowDrafts: true }),
    );
    expect(diff.settings).toEqual(['allowDrafts', 'submitButtonText']);
    expect(diff.changed).toEqual([]);
  });

  it('notices a page reorder and a changed global variable', () => {
    const before = schemaOf([name, email]);
    const after: FormSchemaData = {
      ...before,
      pages: [{ id: 'page_1', description: '', field_ids: ['email', 'name'] }],
      globalVariables: [{ id: 'v1', name: 'company', value: 'Acme', dataType: 'string' }],
    };
    const diff = diffSchemas(before, after);
    expect(diff.pagesChanged).toBe(true);
    expect(diff.globalVariablesChanged).toBe(true);
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it('is symmetric: what one way adds, the other way removes', () => {
    const pool = [name, email, phone, { id: 'notes', type: 'textarea', label: 'Notes' } as const];
    const subset = fc.subarray(pool);
    fc.assert(
      fc.property(subset, subset, (a, b) => {
        const forward = diffSchemas(schemaOf(a), schemaOf(b));
        const backward = diffSchemas(schemaOf(b), schemaOf(a));
        expect(forward.added).toEqual(backward.removed);
        expect(forward.removed).toEqual(backward.added);
        expect(isEmptyDiff(forward)).toBe(a.length === b.length && a.every((f, i) => f.id === b[i]?.id));
      }),
    );
  });
});
