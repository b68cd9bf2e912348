import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeSubmission, textOf } from '../../src/logic';
import { type FormSchemaData, migrate } from '../../src/model';
import { createRendererStore } from '../../src/store/renderer-store';
import { withOptionRefusals } from './support/option-refusals';
import { brandAndTeslaModel } from './support/schema-fixtures';
import { answersArb, formSchemaArb } from './support/submission-arbitraries';

function migrated(input: unknown): FormSchemaData {
  const result = migrate(input);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

/** What <form-renderer> shows after its submit button is pressed: the first error of every field. */
function rendererJudgement(schema: FormSchemaData, answers: Record<string, unknown>) {
  const store = createRendererStore();
  store.load(schema, answers);
  store.validate();
  const errors: Record<string, string> = {};
  for (const id of store.tree?.order ?? []) {
    const [first] = store.slot(id).errors;
    if (first) errors[id] = first.message;
  }
  return { errors, values: store.payload() };
}

const form = (fields: Record<string, unknown>[], settings: Record<string, unknown> = {}) =>
  migrated({
    schemaVersion: 1,
    pages: [{ id: 'page_1', field_ids: fields.map((f) => f.id) }],
    all_fields: fields,
    settings,
  });

describe('judgeSubmission', () => {
  it('gives the same errors and the same submitted values as the renderer for generated forms and answers', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(formSchemaArb, answersArb, (input, answers) => {
        const schema = migrated(input);
        const judged = judgeSubmission(schema, answers);
        const renderer = rendererJudgement(schema, answers);
        // Except for choices none of the options has: the renderer drops them, the server refuses them.
        expect(judged.errors).toEqual(withOptionRefusals(schema, answers, renderer));
        expect(judged.values).toEqual(renderer.values);
      }),
      { numRuns: 200 },
    );
  });

  it('is checked on both kinds of answers: ones the renderer refuses and ones it accepts', () => {
    // A fixed sample of the same generators (the property above draws a new one every run): counting on
    // a random draw would fail now and then although nothing changed.
    const sample = fc.sample(fc.tuple(formSchemaArb, answersArb), { numRuns: 200, seed: 20261125 });
    const withErrors = sample.filter(
      ([input, answers]) => Object.keys(judgeSubmission(migrated(input), answers).errors).length > 0,
    ).length;
    expect(withErrors).toBeGreaterThan(20);
    expect(withErrors).toBeLessThan(200);
  });

  it("says '{label} is required' for an empty required field, and nothing for a hidden one", () => {
    const schema = form([
      { id: 'name', type: 'text', label: 'Your name', required: true },
      {
        id: 'secret',
        type: 'text',
        label: 'Secret',
        required: true,
        conditionalLogic: [
          { id: 'r', triggerFieldId: 'name', operator: 'is_empty', action: { type: 'hide' } },
        ],
      },
    ]);
    expect(judgeSubmission(schema, {}).errors).toEqual({ name: 'Your name is required' });
  });

  it("drops a hidden field's value and applies set_value", () => {
    const schema = form([
      { id: 'kind', type: 'text', label: 'Kind' },
      {
        id: 'extra',
        type: 'text',
        label: 'Extra',
        conditionalLogic: [
          {
            id: 'r1',
            triggerFieldId: 'kind',
            operator: 'not_equals',
            value: 'more',
            action: { type: 'hide' },
          },
        ],
      },
      {
        id: 'code',
        type: 'text',
        label: 'Code',
        conditionalLogic: [
          {
            id: 'r2',
            triggerFieldId: 'kind',
            operator: 'equals',
            value: 'less',
            action: { type: 'set_value', newValue: 'L' },
          },
        ],
      },
    ]);
    const judged = judgeSubmission(schema, { kind: 'less', extra: 'should go', code: 'typed' });
    expect(judged.values).toEqual({ kind: 'less', code: 'L' });
  });

  it('keys values by name and copies them to the id (shell §3)', () => {
    const schema = form([{ id: 'f1', name: 'email_address', type: 'email', label: 'E-mail' }]);
    expect(judgeSubmission(schema, { email_address: 'a@b.co' }).values).toEqual({
      email_address: 'a@b.co',
      f1: 'a@b.co',
    });
  });

  it('marks a filled honeypot, placed or automatic, as spam', () => {
    const placed = form([{ id: 'trap', type: 'honeypot', label: 'Trap' }]);
    expect(judgeSubmission(placed, { trap: 'bot' }).spam).toBe(true);
    expect(judgeSubmission(placed, { trap: '' }).spam).toBe(false);
    const auto = form([{ id: 'a', type: 'text', label: 'A' }], { enableSpamProtection: true });
    expect(judgeSubmission(auto, { __fw_honeypot: 'bot' }).spam).toBe(true);
    expect(judgeSubmission(auto, { a: 'x' }).values).toEqual({ a: 'x' });
  });

  it('resolves {{variable}} tokens in labels as the renderer shows them', () => {
    const schema = migrated({
      schemaVersion: 1,
      pages: [{ id: 'page_1', field_ids: ['n'] }],
      all_fields: [{ id: 'n', type: 'text', label: 'Name at {{company}}', required: true }],
      globalVariables: [{ id: 'v1', name: 'company', value: 'Acme' }],
    });
    expect(judgeSubmission(schema, {}).errors).toEqual({ n: 'Name at Acme is required' });
  });

  it('never throws on answers whose own toString is not a function: text fields read them as empty', () => {
    const evil = { toString: 1 };
    const schema = form(
      [
        { id: 'name', type: 'text', label: 'Name', required: true },
        { id: 'tags', type: 'multiselect', label: 'Tags', options: [{ label: 'X', value: 'x' }] },
        { id: 'home', type: 'address', label: 'Home' },
        { id: 'tint', type: 'color', label: 'Tint' },
        { id: 'trap', type: 'honeypot', label: 'Trap' },
      ],
      { enableSpamProtection: true },
    );
    const judged = judgeSubmission(schema, {
      name: evil,
      tags: [evil, 'x'],
      home: { street: evil, city: 'Paris' },
      tint: evil,
      trap: evil,
      __fw_honeypot: [evil],
    });
    expect(judged.spam).toBe(false);
    expect(judged.errors).toMatchObject({ name: 'Name is required' });
    expect(judged.values).toMatchObject({
      name: '',
      tags: ['', 'x'],
      home: { street: '', city: 'Paris' },
      tint: '',
    });
  });
});

describe('judgeSubmission: answers the form cannot give', () => {
  const options = [
    { label: 'Silver', value: 'silver' },
    { label: 'Bronze', value: 'bronze' },
  ];

  it('refuses a select, radio or multiselect answered outside its options, before any other error', () => {
    const schema = form([
      { id: 's', type: 'select', label: 'S', required: true, options },
      { id: 'r', type: 'radio', label: 'R', options },
      { id: 'm', name: 'many', type: 'multiselect', label: 'M', options },
      { id: 'ok', type: 'select', label: 'OK', options },
    ]);
    const judged = judgeSubmission(schema, {
      s: 'gold',
      r: 'Silver',
      many: ['silver', 'gold'],
      ok: 'bronze',
    });
    expect(judged.errors).toEqual({
      s: 'Please select one of the available options',
      r: 'Please select one of the available options',
      m: 'Please select one of the available options',
    });
    expect(judgeSubmission(schema, { s: 'silver', r: '', many: [] }).errors).toEqual({});
  });

  it('refuses a date, datetime or time answered with text its box cannot show', () => {
    const schema = form([
      { id: 'd', type: 'date', label: 'D' },
      { id: 'dt', type: 'datetime', label: 'DT' },
      { id: 't', type: 'time', label: 'T' },
      { id: 'ok', type: 'date', label: 'OK' },
    ]);
    const judged = judgeSubmission(schema, {
      d: '05/01/2024',
      dt: 'tomorrow',
      t: '2024-05-01',
      ok: '2024-05-01',
    });
    expect(judged.errors).toEqual({
      d: 'Please enter a valid date',
      dt: 'Please enter a valid date and time',
      t: 'Please enter a valid time',
    });
    expect(judgeSubmission(schema, { d: '2024-05-01T10:00:00Z', t: '08:15:30' }).errors).toEqual({});
  });

  it('does not refuse a choice of a field that is not shown: it is not kept', () => {
    const schema = form([
      { id: 'go', type: 'checkbox', label: 'Go' },
      {
        id: 's',
        type: 'select',
        label: 'S',
        options,
        conditionalLogic: [
          { id: 'r', triggerFieldId: 'go', operator: 'equals', value: false, action: { type: 'hide' } },
        ],
      },
    ]);
    const judged = judgeSubmission(schema, { go: false, s: 'gold' });
    expect([judged.errors, judged.values]).toEqual([{}, { go: false }]);
  });

  it('keeps a timestamp answer to a date, datetime or time field as the field holds it', () => {
    const schema = form([
      { id: 'd', type: 'date', label: 'D' },
      { id: 'dt', type: 'datetime', label: 'DT' },
      { id: 't', type: 'time', label: 'T' },
    ]);
    const at = '2024-05-01T10:00:00Z';
    expect(judgeSubmission(schema, { d: at, dt: at, t: at }).values).toEqual({
      d: '2024-05-01',
      dt: '2024-05-01T10:00',
      t: '10:00',
    });
  });

  it('checks website fields and the cells of email columns', () => {
    const schema = form([
      { id: 'site', type: 'url', label: 'Website' },
      {
        id: 'people',
        type: 'table',
        label: 'People',
        tableConfig: { minRows: 0, columns: [{ id: 'email', label: 'Email', type: 'email' }] },
      },
    ]);
    expect(judgeSubmission(schema, { site: 'example.com', people: [{ email: 'nope' }] }).errors).toEqual({
      site: 'Please enter a valid URL',
      people: 'Row 1: Email: Please enter a valid email address',
    });
  });

  it('reads the options a column kept from being a select only while it is one', () => {
    const table = (type: string) =>
      form([
        {
          id: 'people',
          type: 'table',
          label: 'People',
          tableConfig: {
            minRows: 0,
            columns: [
              { id: 'status', label: 'Status', type, options: [{ label: 'Active', value: 'active' }] },
            ],
          },
        },
      ]);
    expect(judgeSubmission(table('text'), { people: [{ status: 'on leave' }] }).errors).toEqual({});
    expect(judgeSubmission(table('select'), { people: [{ status: 'on leave' }] }).errors).toEqual({
      people: 'Row 1: Status: Please select one of the available options',
    });
  });

  it('lets a hidden answer drive no condition: a follow-up it led to is neither required nor kept', () => {
    const schema = form([{ id: 'car', type: 'text', label: 'Own a car?' }, ...brandAndTeslaModel()]);
    expect(judgeSubmission(schema, { car: 'yes', brand: 'tesla' }).errors).toEqual({
      model: 'Model of your Tesla is required',
    });
    const judged = judgeSubmission(schema, { car: 'no', brand: 'tesla' });
    expect([judged.errors, judged.values]).toEqual([{}, { car: 'no' }]);
  });
});

describe('textOf', () => {
  it('writes out primitives and lists of them as String() does, and anything holding an object as empty', () => {
    expect([undefined, null, '', ' a ', 0, -1.5, true, false, 10n].map(textOf)).toEqual([
      '',
      '',
      '',
      ' a ',
      '0',
      '-1.5',
      'true',
      'false',
      '10',
    ]);
    expect(textOf(['a', 1, null, true])).toBe(String(['a', 1, null, true]));
    expect(textOf([])).toBe('');
    for (const value of [{ toString: 1 }, { a: 1 }, [{ toString: 1 }], [['a']], Object.create(null)]) {
      expect(textOf(value)).toBe('');
    }
  });

  it('never throws, whatever JSON holds', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => typeof textOf(value) === 'string'));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('toString', 'valueOf', 'a'), fc.jsonValue()), (value) => {
        expect(typeof textOf(value)).toBe('string');
        expect(typeof textOf([value])).toBe('string');
      }),
    );
  });
});
