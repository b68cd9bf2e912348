import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_THEMES,
  CONDITION_ACTIONS,
  CONDITION_OPERATORS,
  createEmptySchemaData,
  type FormSchemaData,
  migrate,
  TABLE_COLUMN_TYPES,
  VALIDATION_RULE_TYPES,
} from '../../src/model';
import { currentSchemaAsIs } from '../../src/model/schema-check';
import { formSchemaArbitrary } from './support/schema-arbitraries';
import { makeAccordion, makeContainer, makeField, makeSchema, makeSection } from './support/schema-fixtures';

function migrated(input: unknown): FormSchemaData {
  const result = migrate(input);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

/** Every field type, layout nesting, rules, a table, a custom button and a custom theme, through migrate(). */
function richSchema(): FormSchemaData {
  const schema = makeSchema(
    [['name', 'box', 'acc'], ['table']],
    [
      makeField('name', 'text', {
        validation: [{ type: 'pattern', value: '^[a-z]+$', message: 'Letters' }],
        conditionalLogic: [
          {
            id: 'r1',
            triggerFieldId: 'email',
            operator: 'is_not_empty',
            action: { type: 'set_value', targetFieldIds: ['name'], newValue: { a: [1, 'x'] } },
          },
        ],
      }),
      makeContainer('box', ['email', 'section']),
      makeField('email', 'email', { helpText: 'Work address', textAlign: 'center' }),
      makeSection('section', ['stars']),
      makeField('stars', 'rating', { starCount: 7 }),
      makeAccordion('acc', { one: ['when'] }),
      makeField('when', 'daterange'),
      makeField('table', 'table', {
        tableConfig: {
          columns: [{ id: 'c1', type: 'select', label: 'Pick', options: [{ label: 'A', value: 'a' }] }],
        },
      }),
    ],
  );
  schema.settings.customButtons = [{ id: 'b1', text: 'Print' } as never];
  schema.settings.themePreset = 'custom_1700000000000';
  schema.settings.customTheme = { ...BUILT_IN_THEMES.modern, id: 'custom_1700000000000', name: 'Brand' };
  schema.globalVariables = [{ id: 'v1', name: 'company' } as never];
  return migrated(JSON.parse(JSON.stringify(schema)));
}

/** Replaces the value at one random path of a JSON tree with `value`. */
function mutate(tree: unknown, pick: number, value: unknown): unknown {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, [...path, index]);
    } else if (node !== null && typeof node === 'object')
      for (const [key, item] of Object.entries(node)) walk(item, [...path, key]);
  };
  walk(tree, []);
  const path = paths[pick % paths.length]!;
  if (path.length === 0) return value;
  const copy = structuredClone(tree) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constant(''),
  fc.constant('x'.repeat(201)),
  fc.constant(0),
  fc.constant(2.5),
  fc.constant(-1),
  fc.constant(5),
  fc.constant(true),
  fc.constant([]),
  fc.constant({}),
  fc.constant({ extra: 1 }),
  fc.constantFrom(
    ...CONDITION_OPERATORS,
    ...CONDITION_ACTIONS,
    ...TABLE_COLUMN_TYPES,
    ...VALIDATION_RULE_TYPES,
  ),
  fc.constantFrom('fancy', 'text', 'page_1', 'name', 'half', 'pill'),
  fc.string({ maxLength: 8 }),
  fc.integer(),
);

describe('currentSchemaAsIs: the renderer takes a schema as is only when migrate() would return it unchanged', () => {
  it('accepts what migrate() returns, for an empty form and for one using layouts, rules, tables, buttons and variables', () => {
    for (const schema of [migrated(createEmptySchemaData()), richSchema()]) {
      expect(currentSchemaAsIs(schema)).toBe(schema);
      expect(migrated(schema)).toEqual(schema);
    }
  });

  it('accepts every generated valid schema and migrate() leaves each unchanged', () => {
    fc.assert(
      fc.property(formSchemaArbitrary, (schema) => {
        expect(currentSchemaAsIs(schema)).toBe(schema);
        expect(migrated(schema)).toEqual(schema);
      }),
      { numRuns: 150 },
    );
  });

  it('never accepts a damaged schema that migrate() would refuse or change', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(richSchema(), migrated(createEmptySchemaData())),
        fc.nat(),
        junk,
        (base, pick, value) => {
          const damaged = mutate(base, pick, value);
          if (currentSchemaAsIs(damaged) === null) return;
          const result = migrate(damaged);
          expect(result.ok).toBe(true);
          if (result.ok) expect(result.value).toEqual(damaged);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('leaves a custom theme with a built-in id, a missing description or an unknown key to migrate()', () => {
    const schema = richSchema();
    const theme = schema.settings.customTheme!;
    const { description: _description, ...withoutDescription } = theme;
    for (const customTheme of [
      { ...theme, id: 'modern' },
      withoutDescription,
      { ...theme, colors: { ...theme.colors, extra: '#000' } },
      { ...theme, typography: { ...theme.typography, fontSize: 16 } },
    ]) {
      expect(currentSchemaAsIs({ ...schema, settings: { ...schema.settings, customTheme } })).toBeNull();
    }
  });

  it('leaves version 0 documents, missing defaults, unknown keys and unknown field types to migrate()', () => {
    const schema = richSchema();
    const { schemaVersion: _version, ...versionless } = schema;
    const { settings: _settings, ...withoutSettings } = schema;
    const unknownType = structuredClone(schema);
    (unknownType.all_fields[0] as { type: string }).type = 'fancy';
    for (const input of [
      versionless,
      withoutSettings,
      { ...schema, extra: true },
      unknownType,
      { ...schema, pages: [{ id: 'page_1', description: '', field_ids: ['ghost'] }] },
    ]) {
      expect(currentSchemaAsIs(input)).toBeNull();
    }
  });
});
