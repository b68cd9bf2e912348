import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exportFileName,
  exportFull,
  exportSimple,
  schemaInfo,
  themeFileName,
  toExportJson,
  utf8ByteLength,
} from '../../src/logic/export';
import { createEmptySchemaData, EXPORT_INDENT, type FormSchemaData } from '../../src/model';
import {
  deepFreeze,
  makeAccordion,
  makeContainer,
  makeField,
  makeSchema,
  makeSection,
} from './support/schema-fixtures';

function sampleForm(): { description: string; schema_data: FormSchemaData } {
  const schema = makeSchema(
    [['name', 'plan', 'box', 'grid', 'sec'], ['later']],
    [
      makeField('name', 'text', { label: 'Name', required: true, placeholder: 'Your name', width: 'half' }),
      makeField('plan', 'select', {
        label: 'Plan',
        description: 'Pick one',
        defaultValue: 'basic',
        options: [{ label: 'Basic', value: 'basic' }],
        validation: [{ type: 'minLength', value: 2, message: 'Too short' }],
        conditionalLogic: [
          {
            id: 'r1',
            triggerFieldId: 'name',
            operator: 'is_not_empty',
            action: { type: 'require', targetFieldIds: ['plan'] },
          },
        ],
      }),
      makeContainer('box', ['inner'], 3),
      makeField('inner', 'email', { label: 'Inner' }),
      makeField('grid', 'table', { label: 'Grid', tableConfig: { columns: [{ id: 'c', label: 'C' }] } }),
      makeSection('sec', ['in-section']),
      makeField('in-section'),
      makeField('later', 'text', { label: 'Second page' }),
    ],
  );
  return {
    description: 'Customer Feedback',
    schema_data: {
      ...schema,
      settings: { ...schema.settings, submitButtonText: 'Send', allowDrafts: true, showCancelButton: true },
    },
  };
}

describe('the simple export', () => {
  it('carries the description and the four settings only', () => {
    expect(exportSimple(sampleForm()).form).toEqual({
      description: 'Customer Feedback',
      settings: {
        submitButtonText: 'Send',
        successMessage: 'Thank you for your submission!',
        allowDrafts: true,
        requireAuth: false,
      },
    });
  });

  it('takes the fields of the first page only', () => {
    expect(exportSimple(sampleForm()).fields.map((field) => field.id)).toEqual([
      'name',
      'plan',
      'box',
      'grid',
      'sec',
    ]);
  });

  it('exports id, type, label and required, and the optional properties only when set', () => {
    const [name, plan] = exportSimple(deepFreeze(sampleForm())).fields;
    expect(name).toEqual({
      id: 'name',
      type: 'text',
      label: 'Name',
      required: true,
      placeholder: 'Your name',
      width: 'half',
    });
    expect(plan).toEqual({
      id: 'plan',
      type: 'select',
      label: 'Plan',
      required: false,
      description: 'Pick one',
      defaultValue: 'basic',
      options: [{ label: 'Basic', value: 'basic' }],
      validation: [{ type: 'minLength', value: 2, message: 'Too short' }],
      conditionalLogic: [{ triggerField: 'name', condition: 'is_not_empty', action: 'require' }],
    });
  });

  it('exports width only when it is not full', () => {
    const fields = exportSimple(sampleForm()).fields;
    expect(fields.find((field) => field.id === 'plan')).not.toHaveProperty('width');
  });

  it('exports containers with their layout, children nested, and tables with their table', () => {
    const fields = exportSimple(sampleForm()).fields;
    const box = fields.find((field) => field.id === 'box');
    expect(box?.layout).toMatchObject({ columns: 3, gap: 'medium', padding: 'medium', border: false });
    expect(box?.layout?.children).toEqual([{ id: 'inner', type: 'email', label: 'Inner', required: false }]);
    const grid = fields.find((field) => field.id === 'grid');
    expect(grid?.table).toMatchObject({
      rows: 2,
      minRows: 1,
      maxRows: 10,
      columns: [{ id: 'c', label: 'C' }],
    });
  });

  it('exports sections with their settings and children nested', () => {
    const sec = exportSimple(sampleForm()).fields.find((field) => field.id === 'sec');
    expect(sec?.section).toEqual({
      title: 'sec',
      collapsible: false,
      collapsed: false,
      showBorder: true,
      padding: 'medium',
      children: [{ id: 'in-section', type: 'text', label: 'in-section', required: false }],
    });
  });

  it('exports accordions with each panel and its children nested', () => {
    const schema = makeSchema(
      [['faq']],
      [
        makeAccordion('faq', { billing: ['card'], support: ['mail', 'phone'], empty: [] }),
        makeField('card', 'text', { label: 'Card' }),
        makeField('mail', 'email', { label: 'Mail' }),
        makeField('phone', 'phone', { label: 'Phone' }),
      ],
    );
    const [faq] = exportSimple({ description: '', schema_data: schema }).fields;
    expect(faq?.section?.children).toEqual([]);
    expect(
      faq?.section?.panels?.map((panel) => [panel.id, panel.title, panel.children.map((c) => c.id)]),
    ).toEqual([
      ['billing', 'billing', ['card']],
      ['support', 'support', ['mail', 'phone']],
      ['empty', 'empty', []],
    ]);
  });

  it('exports every level of containers, sections and accordions nested in each other', () => {
    const schema = makeSchema(
      [['outer']],
      [
        makeSection('outer', ['box', 'faq']),
        makeContainer('box', ['inner-sec', 'grid']),
        makeSection('inner-sec', ['deep']),
        makeField('deep', 'email', { label: 'Deep' }),
        makeField('grid', 'table', { label: 'Grid', tableConfig: { columns: [{ id: 'c', label: 'C' }] } }),
        makeAccordion('faq', { p1: ['nested-box'] }),
        makeContainer('nested-box', ['leaf']),
        makeField('leaf', 'text', { label: 'Leaf' }),
      ],
    );
    const [outer] = exportSimple({ description: '', schema_data: schema }).fields;
    const [box, faq] = outer?.section?.children ?? [];
    const [innerSec, grid] = box?.layout?.children ?? [];
    expect(innerSec?.section?.children.map((child) => child.id)).toEqual(['deep']);
    expect(grid?.table?.columns).toMatchObject([{ id: 'c', label: 'C' }]);
    const nestedBox = faq?.section?.panels?.[0]?.children[0];
    expect(nestedBox?.layout?.children.map((child) => child.id)).toEqual(['leaf']);
  });

  it('does not loop on a malformed schema whose containers contain each other', () => {
    const schema = makeSchema([['a']], [makeContainer('a', ['b']), makeContainer('b', ['a'])]);
    const [a] = exportSimple({ description: '', schema_data: schema }).fields;
    expect(a?.layout?.children.map((child) => child.id)).toEqual(['b']);
    expect(a?.layout?.children[0]?.layout?.children).toEqual([]);
    const sections = makeSchema(
      [['s']],
      [makeSection('s', ['t']), makeAccordion('t', { p: ['s', 'u'] }), makeField('u')],
    );
    const [s] = exportSimple({ description: '', schema_data: sections }).fields;
    const [t] = s?.section?.children ?? [];
    expect(t?.section?.panels?.[0]?.children.map((child) => child.id)).toEqual(['u']);
  });
});

describe('the full export', () => {
  it('carries the whole form as a detached copy', () => {
    const form = { id: 'form-1', is_template: false, ...sampleForm() };
    const exported = exportFull(form);
    expect(exported).toEqual(form);
    expect(exported.schema_data).not.toBe(form.schema_data);
  });
});

describe('export JSON and file names', () => {
  it('indents JSON with 2 spaces', () => {
    expect(EXPORT_INDENT).toBe(2);
    expect(toExportJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it("names the file after the lower-cased, hyphenated description plus '-form.json'", () => {
    expect(exportFileName('Customer Feedback')).toBe('customer-feedback-form.json');
    expect(exportFileName('  Q3: Sales / Leads!  ')).toBe('q3-sales-leads-form.json');
    expect(exportFileName('../../etc/passwd')).toBe('etc-passwd-form.json');
    expect(exportFileName('Été 2026')).toBe('été-2026-form.json');
  });

  it("names a form without a usable description 'untitled-form.json'", () => {
    expect(exportFileName('')).toBe('untitled-form.json');
    expect(exportFileName('***')).toBe('untitled-form.json');
  });

  it('never cuts a letter outside the basic plane in half at the length limit', () => {
    const name = exportFileName(`${'a'.repeat(99)}𝐀𝐁`);
    expect(name).toBe(`${'a'.repeat(99)}𝐀-form.json`);
    expect(() => encodeURIComponent(name)).not.toThrow();
  });

  it('keeps file names short', () => {
    expect(exportFileName('a '.repeat(500)).length).toBeLessThanOrEqual(100 + '-form.json'.length);
  });

  it('names theme files after the theme', () => {
    expect(themeFileName({ name: 'Ocean Blue' })).toBe('ocean-blue-theme.json');
  });
});

describe('schema information', () => {
  it('counts UTF-8 bytes by hand exactly as an encoder does', () => {
    expect(utf8ByteLength('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(utf8ByteLength('\ud800')).toBe(3);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
      }),
    );
  });

  it('gives field count, page count, size in KB and line count of the JSON', () => {
    const schema = sampleForm().schema_data;
    const json = toExportJson(schema);
    const info = schemaInfo(schema);
    expect(info.fieldCount).toBe(8);
    expect(info.pageCount).toBe(2);
    expect(info.sizeBytes).toBe(Buffer.byteLength(json));
    expect(info.sizeKb).toBeCloseTo(Buffer.byteLength(json) / 1024, 2);
    expect(info.lineCount).toBe(json.split('\n').length);
  });

  it('describes the JSON actually shown, for example the simple export', () => {
    const json = toExportJson(exportSimple(sampleForm()));
    expect(schemaInfo(createEmptySchemaData(), json).lineCount).toBe(json.split('\n').length);
  });
});
