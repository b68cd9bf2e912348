import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFull, exportSimple, toExportJson } from '../../src/logic/export';
import {
  canImportText,
  exceedsJsonDepth,
  FIELD_SERVICE_EMPTY_MESSAGE,
  FIELD_SERVICE_INVALID_FORMAT_MESSAGE,
  FIELD_SERVICE_INVALID_JSON_MESSAGE,
  IMPORT_INVALID_SCHEMA_MESSAGE,
  IMPORT_SUCCESS_MESSAGE,
  parseFieldServiceOutput,
  parseFormImport,
  parseJsonSafely,
  parseThemeFile,
  THEME_FILE_INVALID_MESSAGE,
} from '../../src/logic/import';
import { findWriteProblems } from '../../src/logic/schema-checks';
import { findField } from '../../src/logic/schema-ops';
import {
  BUILT_IN_THEMES,
  createEmptySchemaData,
  FORM_DESCRIPTION_MAX,
  FORM_DESCRIPTION_TOO_LONG_MESSAGE,
  type FormSchemaData,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_DEPTH,
  migrate,
} from '../../src/model';
import { formSchemaArbitrary } from './support/schema-arbitraries';
import {
  idSequence,
  makeAccordion,
  makeContainer,
  makeField,
  makeSchema,
  makeSection,
} from './support/schema-fixtures';

const prototypeNames = () => Object.getOwnPropertyNames(Object.prototype).sort();

function expectNoForbiddenKeys(value: unknown): void {
  const pending = [value];
  while (pending.length) {
    const next = pending.pop();
    if (next === null || typeof next !== 'object') continue;
    for (const key of ['__proto__', 'constructor', 'prototype']) expect(Object.hasOwn(next, key)).toBe(false);
    expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(next));
    pending.push(...Object.values(next));
  }
}

describe('the import alert texts', () => {
  it('are the spec texts', () => {
    expect(IMPORT_INVALID_SCHEMA_MESSAGE).toBe('Invalid schema format. Please check your JSON.');
    expect(IMPORT_SUCCESS_MESSAGE).toBe('Form schema imported successfully!');
  });
});

describe('importing a form', () => {
  it('keeps the import button disabled while the textarea is empty', () => {
    expect(canImportText('')).toBe(false);
    expect(canImportText(' \n ')).toBe(false);
    expect(canImportText('{}')).toBe(true);
  });

  it('gives back the same schema after a full export, for any form', () => {
    fc.assert(
      fc.property(formSchemaArbitrary, fc.string(), (schema, description) => {
        const json = toExportJson(exportFull({ id: 'f1', description, schema_data: schema }));
        const result = parseFormImport(json);
        expect(result).toEqual({ ok: true, value: schema, description });
      }),
      { numRuns: 200 },
    );
  });

  it('accepts a bare schema_data, and a version-less one from the first product', () => {
    const schema = makeSchema([['a']], [makeField('a')]);
    expect(parseFormImport(JSON.stringify(schema))).toEqual({ ok: true, value: schema });
    const legacy = parseFormImport(
      JSON.stringify({ fields: [{ id: 'x', type: 'text', label: 'X' }], pages: [] }),
    );
    expect(legacy.ok && legacy.value.pages[0]?.field_ids).toEqual(['x']);
  });

  it('turns a simple export back into a schema', () => {
    const schema = makeSchema(
      [['name', 'box']],
      [
        makeField('name', 'text', { label: 'Name', width: 'half' }),
        {
          ...makeField('mail', 'email'),
          conditionalLogic: [
            {
              id: 'r',
              triggerFieldId: 'name',
              operator: 'equals',
              value: 'yes',
              action: { type: 'show', targetFieldIds: ['mail'] },
            },
          ],
        },
        makeContainer('box', ['mail'], 3),
      ],
    );
    const simple = exportSimple({
      description: 'Signup',
      schema_data: { ...schema, settings: { ...schema.settings, submitButtonText: 'Join' } },
    });
    const result = parseFormImport(toExportJson(simple));
    if (!result.ok) throw new Error(result.details.join('; '));
    expect(result.description).toBe('Signup');
    expect(result.value.pages).toEqual([{ id: 'page_1', description: '', field_ids: ['name', 'box'] }]);
    expect(result.value.settings.submitButtonText).toBe('Join');
    expect(findField(result.value, 'box')?.containerConfig).toMatchObject({ columns: 3, children: ['mail'] });
    expect(findField(result.value, 'name')?.width).toBe('half');
    expect(findField(result.value, 'mail')?.conditionalLogic).toEqual([
      {
        id: 'mail_rule_1',
        triggerFieldId: 'name',
        operator: 'equals',
        value: 'yes',
        action: { type: 'show', targetFieldIds: ['mail'] },
      },
    ]);
  });

  it('rejects text that is not JSON, or JSON that is no form, with the spec alert and the reason', () => {
    const notJson = parseFormImport('{ nope');
    expect(notJson).toMatchObject({ ok: false, error: 'Invalid schema format. Please check your JSON.' });
    expect(notJson.ok || notJson.details.length).toBeGreaterThan(0);
    expect(parseFormImport('[1, 2]')).toMatchObject({ ok: false, error: IMPORT_INVALID_SCHEMA_MESSAGE });
    expect(parseFormImport('   ')).toMatchObject({ ok: false, details: ['Input is empty'] });
  });

  it('gives back the same fields after a simple export, sections and accordions nested at any depth', () => {
    // page_1: a section holding a container holding a section and a table; an accordion whose first
    // panel holds a container holding an accordion whose panel holds a section; an empty panel; a
    // plain field. page_2 is not in a simple export.
    const schema = makeSchema(
      [['outer', 'faq', 'plain'], ['later']],
      [
        makeSection('outer', ['box']),
        makeContainer('box', ['inner-sec', 'grid'], 3),
        makeSection('inner-sec', ['deep']),
        makeField('deep', 'email', { label: 'Deep', required: true }),
        makeField('grid', 'table', { label: 'Grid', tableConfig: { columns: [{ id: 'c', label: 'C' }] } }),
        makeAccordion('faq', { p1: ['nested-box', 'top-leaf'], p2: [] }),
        makeContainer('nested-box', ['inner-acc']),
        makeAccordion('inner-acc', { q1: ['panel-sec'] }),
        makeSection('panel-sec', ['leaf']),
        makeField('leaf', 'text', { label: 'Leaf', width: 'half' }),
        makeField('top-leaf', 'number', { label: 'Top leaf' }),
        makeField('plain', 'text', { label: 'Plain' }),
        makeField('later'),
      ],
    );
    const simple = exportSimple({ description: 'Nested', schema_data: schema });
    const result = parseFormImport(toExportJson(simple));
    if (!result.ok) throw new Error(result.details.join('; '));
    const imported = result.value;
    expect(imported.pages).toEqual([{ id: 'page_1', description: '', field_ids: ['outer', 'faq', 'plain'] }]);
    const byId = (value: FormSchemaData) =>
      Object.fromEntries(value.all_fields.map((field) => [field.id, field]));
    const { later: _later, ...onFirstPage } = byId(schema);
    expect(byId(imported)).toEqual(onFirstPage);
    expect(imported.all_fields).toHaveLength(schema.all_fields.length - 1);
    // It is a schema a save takes, which reads back unchanged and exports to the same file.
    expect(findWriteProblems(imported)).toEqual([]);
    expect(migrate(JSON.parse(JSON.stringify(imported)))).toEqual({ ok: true, value: imported });
    expect(exportSimple({ description: 'Nested', schema_data: imported })).toEqual(simple);
  });

  it('exports a simple export it imported to the same file, for any form', () => {
    fc.assert(
      fc.property(formSchemaArbitrary, (schema) => {
        const simple = exportSimple({ description: 'D', schema_data: schema });
        const result = parseFormImport(toExportJson(simple));
        if (!result.ok) throw new Error(result.details.join('; '));
        expect(exportSimple({ description: 'D', schema_data: result.value })).toEqual(simple);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a schema that migrate() refuses, naming the problem', () => {
    const dangling = {
      ...createEmptySchemaData(),
      pages: [{ id: 'page_1', description: '', field_ids: ['ghost'] }],
    };
    const result = parseFormImport(JSON.stringify(dangling));
    expect(result).toMatchObject({ ok: false, error: IMPORT_INVALID_SCHEMA_MESSAGE });
    expect(result.ok || result.details.join()).toContain("unknown field id 'ghost'");
  });

  it('refuses a schema a save would refuse: a pattern that could hang, in any of the three shapes', () => {
    const withPattern = (pattern: string) =>
      makeSchema(
        [['code']],
        [makeField('code', 'text', { validation: [{ type: 'pattern', value: pattern, message: 'Bad' }] })],
      );
    const problem = findWriteProblems(withPattern('(a+)+$'))[0];
    expect(problem?.path).toBe('all_fields.code.validation.0.value');
    const detail = `all_fields.code.validation.0.value: ${problem?.message}`;
    const texts = [
      JSON.stringify(withPattern('(a+)+$')),
      toExportJson(exportFull({ id: 'f1', description: 'D', schema_data: withPattern('(a+)+$') })),
      toExportJson(exportSimple({ description: 'D', schema_data: withPattern('(a+)+$') })),
    ];
    for (const text of texts) {
      expect(parseFormImport(text)).toEqual({
        ok: false,
        error: IMPORT_INVALID_SCHEMA_MESSAGE,
        details: [detail],
      });
    }
    // The same form with a safe pattern imports.
    expect(parseFormImport(JSON.stringify(withPattern('^[A-Z]{3}-\\d{4}$'))).ok).toBe(true);
  });

  it('refuses an unsafe pattern of a table column, and the write rules: page ids, answer keys, options', () => {
    const table = makeField('people', 'table', {
      tableConfig: {
        columns: [
          {
            id: 'code',
            label: 'Code',
            type: 'text',
            validation: [{ type: 'pattern', value: '(x*)*y', message: 'Bad' }],
          },
        ],
      },
    });
    const columnResult = parseFormImport(JSON.stringify(makeSchema([['people']], [table])));
    expect(columnResult.ok || columnResult.details[0]).toMatch(
      /^all_fields\.people\.tableConfig\.columns\.code\.validation\.0\.value: /,
    );

    const twoPages = makeSchema([['a'], ['b']], [makeField('a'), makeField('b')]);
    twoPages.pages[1]!.id = 'page_1';
    expect(parseFormImport(JSON.stringify(twoPages))).toEqual({
      ok: false,
      error: IMPORT_INVALID_SCHEMA_MESSAGE,
      details: ["pages.1.id: page id 'page_1' is already used by pages.0 (page ids must be unique)"],
    });

    const sameName = makeSchema(
      [['a', 'b']],
      [makeField('a', 'text', { name: 'contact' }), makeField('b', 'text', { name: 'contact' })],
    );
    expect(parseFormImport(JSON.stringify(sameName))).toMatchObject({
      ok: false,
      error: IMPORT_INVALID_SCHEMA_MESSAGE,
      details: ["all_fields.1.name: Another field already uses the name 'contact'"],
    });

    const sameOption = makeSchema(
      [['plan']],
      [
        makeField('plan', 'select', {
          options: [
            { label: 'A', value: 'a' },
            { label: 'A again', value: 'a' },
          ],
        }),
      ],
    );
    expect(parseFormImport(JSON.stringify(sameOption))).toMatchObject({
      ok: false,
      details: ["all_fields.0.options.1.value: Another option already uses the value 'a'"],
    });
  });

  it('refuses a description longer than the service stores, in a full or a simple export, naming it', () => {
    const schema = makeSchema([['name']], [makeField('name')]);
    const atLimit = 'd'.repeat(FORM_DESCRIPTION_MAX);
    const tooLong = `${atLimit}d`;
    expect(FORM_DESCRIPTION_TOO_LONG_MESSAGE).toBe('Description must be at most 10000 characters');
    expect(
      parseFormImport(toExportJson(exportFull({ id: 'f1', description: tooLong, schema_data: schema }))),
    ).toEqual({
      ok: false,
      error: IMPORT_INVALID_SCHEMA_MESSAGE,
      details: [`description: ${FORM_DESCRIPTION_TOO_LONG_MESSAGE}`],
    });
    expect(
      parseFormImport(toExportJson(exportSimple({ description: tooLong, schema_data: schema }))),
    ).toEqual({
      ok: false,
      error: IMPORT_INVALID_SCHEMA_MESSAGE,
      details: [`form.description: ${FORM_DESCRIPTION_TOO_LONG_MESSAGE}`],
    });
    // Named with the schema's own problems, first.
    const twoPages = makeSchema([['a'], ['b']], [makeField('a'), makeField('b')]);
    twoPages.pages[1]!.id = 'page_1';
    const both = parseFormImport(
      toExportJson(exportFull({ id: 'f1', description: tooLong, schema_data: twoPages })),
    );
    expect(both.ok || both.details).toEqual([
      `description: ${FORM_DESCRIPTION_TOO_LONG_MESSAGE}`,
      "pages.1.id: page id 'page_1' is already used by pages.0 (page ids must be unique)",
    ]);
    // A description of exactly the limit imports, in both shapes.
    expect(
      parseFormImport(toExportJson(exportFull({ id: 'f1', description: atLimit, schema_data: schema }))),
    ).toEqual({
      ok: true,
      value: schema,
      description: atLimit,
    });
    expect(
      parseFormImport(toExportJson(exportSimple({ description: atLimit, schema_data: schema }))),
    ).toMatchObject({
      ok: true,
      description: atLimit,
    });
  });

  it('accepts a leading byte-order mark', () => {
    expect(parseFormImport(`\ufeff${JSON.stringify(createEmptySchemaData())}`).ok).toBe(true);
  });
});

describe('hostile import input', () => {
  it('refuses input over the size limit, counted in UTF-8 bytes', () => {
    expect(parseFormImport('x'.repeat(IMPORT_MAX_BYTES + 1))).toMatchObject({
      ok: false,
      details: [`Input is larger than ${IMPORT_MAX_BYTES} bytes`],
    });
    const multiByte = `"${'é'.repeat(IMPORT_MAX_BYTES / 2)}"`;
    expect(multiByte.length).toBeLessThan(IMPORT_MAX_BYTES);
    expect(parseFormImport(multiByte).ok).toBe(false);
  });

  it('refuses depth bombs of any size before parsing them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: IMPORT_MAX_DEPTH + 1, max: 300_000 }),
        fc.boolean(),
        (depth, useObjects) => {
          const bomb = useObjects
            ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
            : `${'['.repeat(depth)}${']'.repeat(depth)}`;
          expect(parseFormImport(bomb)).toMatchObject({
            ok: false,
            details: [`Input nests deeper than ${IMPORT_MAX_DEPTH} levels`],
          });
        },
      ),
      { numRuns: 20 },
    );
  });

  it('does not count brackets inside strings as nesting', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '['.repeat(500), b: '\\"[[[' }), 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[]]]]', 3)).toBe(true);
  });

  it('strips __proto__, constructor and prototype keys and leaves Object.prototype untouched', () => {
    const before = prototypeNames();
    const schema = createEmptySchemaData();
    const hostile = `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}},
      "schemaVersion": 1, "pages": ${JSON.stringify(schema.pages)}, "all_fields": [],
      "settings": {"__proto__": {"isAdmin": true}}}`;
    const result = parseFormImport(hostile);
    expect(result.ok).toBe(true);
    expectNoForbiddenKeys(result);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(prototypeNames()).toEqual(before);
    const parsed = parseJsonSafely('{"a": {"__proto__": {"x": 1}, "b": 2}}');
    expect(parsed).toEqual({ ok: true, value: { a: { b: 2 } } });
  });

  it('never throws and never pollutes, whatever the text', () => {
    const before = prototypeNames();
    const hostileKey = fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'pages',
      'all_fields',
      'schema_data',
      'fields',
    );
    const hostileJson = fc
      .array(fc.tuple(hostileKey, fc.jsonValue({ maxDepth: 4 })), { maxLength: 5 })
      .map(
        (entries) =>
          `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`,
      );
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json(), hostileJson), (text) => {
        const result = parseFormImport(text);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error).toBe(IMPORT_INVALID_SCHEMA_MESSAGE);
        expectNoForbiddenKeys(result);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 500 },
    );
    expect(prototypeNames()).toEqual(before);
  });
});

describe('importing variables from field-service output', () => {
  it("asks for input when it is empty: 'Please paste the field service output JSON'", () => {
    expect(parseFieldServiceOutput('  ')).toEqual({
      ok: false,
      error: 'Please paste the field service output JSON',
    });
    expect(FIELD_SERVICE_EMPTY_MESSAGE).toBe('Please paste the field service output JSON');
  });

  it('rejects output without success or data with the invalid-format message', () => {
    const message = 'Invalid field service output format. Expected success and data properties.';
    expect(FIELD_SERVICE_INVALID_FORMAT_MESSAGE).toBe(message);
    expect(parseFieldServiceOutput('{"data": []}')).toEqual({ ok: false, error: message });
    expect(parseFieldServiceOutput('{"success": true}')).toEqual({ ok: false, error: message });
    expect(parseFieldServiceOutput('{"success": false, "data": []}')).toEqual({ ok: false, error: message });
    expect(parseFieldServiceOutput('[1]')).toEqual({ ok: false, error: message });
  });

  it('rejects unparseable output with the invalid-JSON message', () => {
    const message = 'Invalid JSON format. Please check your field service output and try again.';
    expect(FIELD_SERVICE_INVALID_JSON_MESSAGE).toBe(message);
    expect(parseFieldServiceOutput('{success: true')).toEqual({ ok: false, error: message });
    expect(parseFieldServiceOutput(`${'['.repeat(1000)}${']'.repeat(1000)}`)).toEqual({
      ok: false,
      error: message,
    });
  });

  it("reports 'Successfully imported N variables from field service output!'", () => {
    const output = JSON.stringify({
      success: true,
      data: [
        { name: 'company', value: 'Acme' },
        { id: 'c1', additionalMetadata: { tableName: 'customer', fieldName: 'email' } },
        { nothing: 'usable' },
      ],
    });
    const result = parseFieldServiceOutput(output, idSequence('var'));
    expect(result).toMatchObject({
      ok: true,
      message: 'Successfully imported 2 variables from field service output!',
    });
    expect(result.ok && result.variables.map((variable) => variable.name)).toEqual([
      'company',
      'customer.email',
    ]);
  });
});

describe('importing a theme file', () => {
  it("gives an imported theme the id 'custom_{timestamp}'", () => {
    const file = JSON.stringify({ ...BUILT_IN_THEMES.modern, name: 'Mine' });
    const result = parseThemeFile(file, 1_700_000_000_000);
    expect(result).toEqual({
      ok: true,
      theme: { ...BUILT_IN_THEMES.modern, name: 'Mine', id: 'custom_1700000000000' },
    });
  });

  it("shows 'Invalid theme file format' for files that are not a theme", () => {
    expect(THEME_FILE_INVALID_MESSAGE).toBe('Invalid theme file format');
    const missingColors = { ...BUILT_IN_THEMES.default, colors: undefined };
    for (const text of [
      'not json',
      '[]',
      JSON.stringify(missingColors),
      JSON.stringify({ ...BUILT_IN_THEMES.default, name: '' }),
    ]) {
      expect(parseThemeFile(text)).toEqual({ ok: false, error: 'Invalid theme file format' });
    }
  });
});
