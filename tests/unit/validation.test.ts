import { describe, expect, it } from 'vitest';
import { createConditionEngine } from '../../src/logic/conditions';
import { URL_PATTERN } from '../../src/logic/field-rules';
import {
  characterCount,
  fieldLabel,
  isEmailShape,
  validateField,
  validateValues,
} from '../../src/logic/validation';
import { PATTERN_MAX_INPUT_LENGTH } from '../../src/model/constants';
import { type Field, type FieldInput, fieldSchema, type ValidationRule } from '../../src/model/field';
import { migrate } from '../../src/model/migrate';

const field = (id: string, extra: Partial<FieldInput> = {}): Field =>
  fieldSchema.parse({ id, type: 'text', label: id.charAt(0).toUpperCase() + id.slice(1), ...extra });
const rule = (type: ValidationRule['type'], value?: string | number, message = ''): ValidationRule => ({
  type,
  ...(value !== undefined && { value }),
  message,
});
const messages = (errors: { message: string }[]) => errors.map((e) => e.message);

describe('required fields', () => {
  it("reports an empty required field as '{label} is required'", () => {
    const name = field('name', { label: 'Full Name', required: true });
    for (const empty of [undefined, null, '', '   ', []]) {
      expect(validateField(name, empty)).toEqual([
        { fieldId: 'name', code: 'required', message: 'Full Name is required' },
      ]);
    }
    expect(validateField(name, 'Ada')).toEqual([]);
  });

  it('does not complain about an empty optional field, nor run its rules', () => {
    expect(validateField(field('bio', { validation: [rule('minLength', 5)] }), '')).toEqual([]);
  });

  it('treats an unchecked checkbox and an unrated rating as empty', () => {
    expect(messages(validateField(field('terms', { type: 'checkbox', required: true }), false))).toEqual([
      'Terms is required',
    ]);
    expect(messages(validateField(field('stars', { type: 'rating', required: true }), 0))).toEqual([
      'Stars is required',
    ]);
  });

  it('never reports a hidden or honeypot field, which shows no input and no error', () => {
    for (const type of ['hidden', 'honeypot'] as const) {
      const unseen = field('unseen', {
        type,
        required: true,
        validation: [rule('pattern', '^x$'), rule('minLength', 9)],
      });
      expect(validateField(unseen, '')).toEqual([]);
      expect(validateField(unseen, 'abc')).toEqual([]);
      expect(validateValues({ all_fields: [unseen] }, { unseen: null })).toEqual([]);
    }
  });

  it('names a field without a label as it is shown: by its placeholder, else its name, else its id', () => {
    const unlabelled = (extra: Partial<FieldInput>) =>
      messages(validateField(field('x', { label: ' ', required: true, ...extra }), ''));
    expect(unlabelled({ placeholder: 'Your email', name: 'email' })).toEqual(['Your email is required']);
    expect(unlabelled({ placeholder: '  ', name: 'email' })).toEqual(['email is required']);
    expect(unlabelled({})).toEqual(['x is required']);
    // An id is any 1 to 200 characters, blanks too: with nothing else to name it by, 'This field'.
    const blank = fieldSchema.parse({ id: '  ', type: 'text', label: '', required: true });
    expect(
      migrate({ schemaVersion: 1, pages: [{ id: 'p', field_ids: ['  '] }], all_fields: [blank] }).ok,
    ).toBe(true);
    expect(messages(validateField(blank, ''))).toEqual(['This field is required']);
    expect(fieldLabel(field('x', { label: '', placeholder: 'Your email' }))).toBe('Your email');
    expect(fieldLabel(field('x', { label: ' Full Name ', placeholder: 'Your email' }))).toBe('Full Name');
  });
});

describe('validation rules', () => {
  it('adds each violated rule message only when a value is present', () => {
    const f = field('code', {
      validation: [
        rule('minLength', 3, 'Too short'),
        rule('maxLength', 5, 'Too long'),
        rule('pattern', '^[a-z]+$', 'Letters only'),
      ],
    });
    expect(messages(validateField(f, 'A1'))).toEqual(['Too short', 'Letters only']);
    expect(messages(validateField(f, 'abcdefg'))).toEqual(['Too long']);
    expect(validateField(f, 'abcd')).toEqual([]);
    expect(validateField(f, '')).toEqual([]);
  });

  it('counts characters as people see them: an emoji, a flag or an accented letter is one', () => {
    const f = field('nick', {
      validation: [rule('minLength', 2, 'Too short'), rule('maxLength', 3, 'Too long')],
    });
    expect(messages(validateField(f, '😀'))).toEqual(['Too short']);
    expect(validateField(f, '😀😀😀')).toEqual([]);
    expect(validateField(f, '🇩🇪🇫🇷')).toEqual([]);
    expect(validateField(f, 'e\u0301e\u0301')).toEqual([]);
    expect(messages(validateField(f, 'Zoë!'))).toEqual(['Too long']);
    expect(characterCount('a\r\nb')).toBe(3);
  });

  it('skips a rule that cannot measure the value: lengths of an address or date range, bounds of lists', () => {
    // As text an object is '[object Object]' (15 characters): an address with a minimum length of 20
    // failed whatever was typed, and a min rule on a multiselect could never be met.
    const address = field('address', {
      type: 'address',
      validation: [rule('minLength', 20), rule('min', 1)],
    });
    const typed = { street: '1 Very Long Street Name', city: 'Amsterdam', state: '', zip: '', country: '' };
    expect(validateField(address, typed)).toEqual([]);
    const range = field('range', { type: 'daterange', validation: [rule('maxLength', 10)] });
    expect(validateField(range, { start: '2024-01-01', end: '2024-01-02' })).toEqual([]);
    const tags = field('tags', {
      type: 'multiselect',
      options: [{ label: 'A', value: 'a' }],
      validation: [rule('min', 1), rule('minLength', 2, 'Pick two')],
    });
    // A list's length is still its number of entries.
    expect(messages(validateField(tags, ['a']))).toEqual(['Pick two']);
  });

  it('uses stable codes: the rule type', () => {
    const f = field('n', { type: 'number', validation: [rule('min', 10), rule('max', 20)] });
    expect(validateField(f, '5').map((e) => e.code)).toEqual(['min']);
    expect(validateField(f, 25).map((e) => e.code)).toEqual(['max']);
  });

  it('falls back to the rule preview when the message is empty', () => {
    const f = field('n', {
      validation: [rule('minLength', 4), rule('pattern', '^\\d+$'), rule('email')],
    });
    expect(messages(validateField(f, 'ab'))).toEqual([
      'Must be at least 4 characters long',
      'Must match pattern: ^\\d+$',
      'Must be a valid email address',
    ]);
    expect(
      messages(validateField(field('age', { type: 'number', validation: [rule('min', 10)] }), 5)),
    ).toEqual(['Must be at least 10']);
  });

  it('checks the simple {something}@{something}.{something} email shape', () => {
    for (const good of ['a@b.co', 'first.last@sub.example.org', 'x+y@d.io'])
      expect(isEmailShape(good), good).toBe(true);
    for (const bad of ['', 'a', 'a@b', '@b.co', 'a@.co', 'a@b.', 'a b@c.de', 'a@b@c.de']) {
      expect(isEmailShape(bad), bad).toBe(false);
    }
    const f = field('mail', { validation: [rule('email', undefined, 'Please enter a valid email address')] });
    expect(messages(validateField(f, 'nope'))).toEqual(['Please enter a valid email address']);
  });

  it('checks the email shape of an email field without an email rule', () => {
    expect(validateField(field('mail', { type: 'email' }), 'nope')).toEqual([
      { fieldId: 'mail', code: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it("checks that a url field holds an http(s) URL, with 'Please enter a valid URL'", () => {
    const site = field('site', { type: 'url' });
    for (const good of ['https://example.com', 'http://example.com/a?b#c', ' HTTPS://Example.com/ '])
      expect(validateField(site, good), good).toEqual([]);
    for (const bad of [
      'example.com',
      'ftp://example.com',
      'https://',
      'https:// x.com',
      'javascript:alert(1)',
    ])
      expect(validateField(site, bad), bad).toEqual([
        { fieldId: 'site', code: 'url', message: 'Please enter a valid URL' },
      ]);
    expect(validateField(site, '')).toEqual([]);
  });

  it('says a url is wrong once when the field has the Website URL quick rule too', () => {
    const quick = rule('pattern', URL_PATTERN, 'Website only');
    const site = field('site', { type: 'url', validation: [quick] });
    expect(messages(validateField(site, 'example.com'))).toEqual(['Website only']);
    // The quick rule takes any text after the scheme; the field's own check wants a host.
    expect(messages(validateField(site, 'https:// x'))).toEqual(['Please enter a valid URL']);
  });

  it('never fails a custom rule: it has no runtime check', () => {
    expect(
      validateField(field('c', { validation: [rule('custom', 'anything', 'Custom failed')] }), 'x'),
    ).toEqual([]);
  });

  it('skips an unsafe pattern rule but fails a value too long to test safely', () => {
    expect(validateField(field('p', { validation: [rule('pattern', '(a+)+$', 'Bad')] }), 'aaaa!')).toEqual(
      [],
    );
    const long = 'a'.repeat(PATTERN_MAX_INPUT_LENGTH + 1);
    expect(
      messages(validateField(field('p', { validation: [rule('pattern', '^a+$', 'Bad')] }), long)),
    ).toEqual(['Bad']);
  });

  it('counts the items of a multiselect for length rules and tests each item against a pattern', () => {
    const f = field('tags', {
      type: 'multiselect',
      validation: [rule('maxLength', 2, 'Two at most'), rule('pattern', '^[a-z]+$', 'Lower case')],
    });
    expect(messages(validateField(f, ['a', 'b', 'C']))).toEqual(['Two at most', 'Lower case']);
  });
});

describe('field types', () => {
  it("rejects a colour that is not 6-digit hex with 'Please enter a valid hex color (e.g., #FF0000)'", () => {
    const color = field('color', { type: 'color' });
    expect(messages(validateField(color, '#FFF'))).toEqual([
      'Please enter a valid hex color (e.g., #FF0000)',
    ]);
    expect(validateField(color, '#ff0000')).toEqual([]);
  });

  it("rejects a date range whose start is after its end with 'Start date must be before end date'", () => {
    const range = field('trip', { type: 'daterange' });
    expect(validateField(range, { start: '2024-05-02', end: '2024-05-01' })).toEqual([
      { fieldId: 'trip', code: 'date_range_order', message: 'Start date must be before end date' },
    ]);
    expect(validateField(range, { start: '2024-05-01', end: '2024-05-01' })).toEqual([]);
    expect(validateField(range, { start: '2024-05-01', end: null })).toEqual([]);
  });

  it('requires both ends of a required date range', () => {
    const range = field('trip', { type: 'daterange', required: true });
    expect(messages(validateField(range, { start: '2024-05-01', end: '' }))).toEqual(['Trip is required']);
    expect(messages(validateField(range, { start: '', end: null }))).toEqual(['Trip is required']);
    expect(validateField(range, { start: '2024-05-01', end: '2024-06-01' })).toEqual([]);
  });

  it('keeps a slider value within its min and max', () => {
    const slider = field('vol', { type: 'slider', min: 10, max: 20 });
    expect(validateField(slider, 25)).toEqual([
      { fieldId: 'vol', code: 'slider_range', message: 'Must be between 10 and 20' },
    ]);
    expect(validateField(slider, 15)).toEqual([]);
    expect(validateField(field('vol', { type: 'slider' }), 100)).toEqual([]);
  });

  it('keeps a rating within 0..starCount in half steps', () => {
    const stars = field('stars', { type: 'rating', starCount: 5 });
    expect(validateField(stars, 4.5)).toEqual([]);
    expect(validateField(stars, 5.5).map((e) => e.code)).toEqual(['rating']);
    expect(validateField(stars, 2.3).map((e) => e.code)).toEqual(['rating']);
    expect(validateField(field('big', { type: 'rating', starCount: 50 }), 10)).toEqual([]);
    expect(validateField(field('big', { type: 'rating', starCount: 50 }), 11).map((e) => e.message)).toEqual([
      'Rating must be between 0 and 10 in steps of 0.5',
    ]);
  });

  it('requires a number in a number field and honours its min and max', () => {
    const age = field('age', { type: 'number', min: 18, max: 120 });
    expect(messages(validateField(age, 'abc'))).toEqual(['Must be a number']);
    expect(messages(validateField(age, '0x20'))).toEqual(['Must be a number']);
    expect(validateField(age, ' 4.2e1 ')).toEqual([]);
    expect(messages(validateField(age, 12))).toEqual(['Must be at least 18']);
    expect(validateField(age, '42')).toEqual([]);
  });

  it("says a message once when the field's own bound and a rule say the same", () => {
    const age = field('age', { type: 'number', min: 18, validation: [rule('min', 18), rule('max', 10)] });
    expect(messages(validateField(age, 12))).toEqual(['Must be at least 18', 'Must be no more than 10']);
  });

  it('skips fields that collect no value', () => {
    expect(validateField(field('h', { type: 'heading', required: true }), undefined)).toEqual([]);
  });
});

describe('tables', () => {
  const table = field('people', {
    type: 'table',
    tableConfig: {
      minRows: 1,
      maxRows: 2,
      columns: [
        { id: 'name', label: 'Name', type: 'text', required: true },
        { id: 'age', label: 'Age', type: 'number', validation: [rule('min', 0, 'No negative ages')] },
        { id: 'secret', label: 'Secret', type: 'text', required: true, visible: false },
      ],
    },
  });

  it('bounds the row count by minRows and maxRows', () => {
    const rows = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
    expect(validateField(table, rows)).toEqual([
      { fieldId: 'people', code: 'table_max_rows', message: 'No more than 2 rows are allowed' },
    ]);
    const three = field('t', { type: 'table', tableConfig: { minRows: 3, maxRows: 5, columns: [] } });
    expect(messages(validateField(three, [{ a: 'x' }]))).toEqual(['At least 3 rows are required']);
  });

  it('requires the required visible columns in every row, naming row and column', () => {
    expect(
      validateField(table, [
        { name: 'Ada', age: -1 },
        { name: ' ', age: 30 },
      ]),
    ).toEqual([
      { fieldId: 'people', code: 'min', message: 'Row 1: Age: No negative ages', row: 0, columnId: 'age' },
      {
        fieldId: 'people',
        code: 'table_cell_required',
        message: 'Row 2: Name is required',
        row: 1,
        columnId: 'name',
      },
    ]);
  });

  it("checks the cells of an email column as email fields, with 'Please enter a valid email address'", () => {
    // The default table's Email column (authoring §2): type email, beyond the spec's column types.
    const contacts = field('contacts', {
      type: 'table',
      tableConfig: {
        minRows: 0,
        columns: [
          { id: 'email', label: 'Email', type: 'email' },
          {
            id: 'work',
            label: 'Work',
            type: 'email',
            validation: [rule('email', undefined, 'Work address')],
          },
        ],
      },
    });
    expect(validateField(contacts, [{ email: 'ada@example.com', work: '' }, { email: '' }])).toEqual([]);
    expect(validateField(contacts, [{ email: 'ada@example.com' }, { email: 'nope', work: 'no' }])).toEqual([
      {
        fieldId: 'contacts',
        code: 'email',
        message: 'Row 2: Email: Please enter a valid email address',
        row: 1,
        columnId: 'email',
      },
      { fieldId: 'contacts', code: 'email', message: 'Row 2: Work: Work address', row: 1, columnId: 'work' },
    ]);
  });

  it('reads the submitted {columns, rows} shape and its JSON text', () => {
    const submitted = {
      columns: [{ id: 'name', label: 'Name', type: 'text' }],
      rows: [{ name: '' }, { name: 'x' }],
    };
    expect(validateField(table, submitted).map((e) => e.code)).toEqual(['table_cell_required']);
    expect(validateField(table, JSON.stringify(submitted)).map((e) => e.code)).toEqual([
      'table_cell_required',
    ]);
  });

  it('reports a required table with no rows as required', () => {
    expect(messages(validateField({ ...table, required: true }, []))).toEqual(['People is required']);
  });
});

describe('validateValues', () => {
  const trigger = field('wants', { type: 'checkbox' });
  const email = field('email', {
    required: true,
    conditionalLogic: [
      {
        id: 'r1',
        triggerFieldId: 'wants',
        operator: 'equals',
        value: 'yes',
        action: { type: 'show', targetFieldIds: [] },
      },
      {
        id: 'r2',
        triggerFieldId: 'wants',
        operator: 'is_empty',
        action: { type: 'hide', targetFieldIds: [] },
      },
    ],
  });
  const phone = field('phone', {
    conditionalLogic: [
      {
        id: 'r3',
        triggerFieldId: 'wants',
        operator: 'equals',
        value: true,
        action: { type: 'require', targetFieldIds: [] },
      },
    ],
  });
  const schema = { all_fields: [trigger, email, phone] };

  it('never validates a field hidden by its conditions', () => {
    expect(validateValues(schema, { wants: false })).toEqual([]);
  });

  it('validates required after conditions', () => {
    expect(messages(validateValues(schema, { wants: true }))).toEqual([
      'Email is required',
      'Phone is required',
    ]);
    expect(validateValues(schema, { wants: true, email: 'a@b.co', phone: '1' })).toEqual([]);
  });

  it('skips a disabled field, whose value the user cannot change', () => {
    const locked = field('locked', {
      required: true,
      conditionalLogic: [
        {
          id: 'r',
          triggerFieldId: 'wants',
          operator: 'is_empty',
          action: { type: 'disable', targetFieldIds: [] },
        },
      ],
    });
    expect(validateValues({ all_fields: [trigger, locked] }, {})).toEqual([]);
  });

  it('validates the value a set_value rule put in place', () => {
    const code = field('code', {
      validation: [rule('pattern', '^[A-Z]{3}$', 'Three capitals')],
      conditionalLogic: [
        {
          id: 'r',
          triggerFieldId: 'wants',
          operator: 'equals',
          value: true,
          action: { type: 'set_value', targetFieldIds: [], newValue: 'bad' },
        },
      ],
    });
    expect(messages(validateValues({ all_fields: [trigger, code] }, { wants: true, code: 'ABC' }))).toEqual([
      'Three capitals',
    ]);
  });

  it('counts a set choice none of the options has as no answer, as it is not submitted either', () => {
    const plan = field('plan', {
      type: 'select',
      required: true,
      options: [{ label: 'Silver', value: 'silver' }],
      conditionalLogic: [
        {
          id: 'r',
          triggerFieldId: 'wants',
          operator: 'equals',
          value: true,
          action: { type: 'set_value', targetFieldIds: [], newValue: 'gold' },
        },
      ],
    });
    expect(messages(validateValues({ all_fields: [trigger, plan] }, { wants: true }))).toEqual([
      'Plan is required',
    ]);
  });

  it('skips the children of a hidden container, and fields on no page', () => {
    const child = field('child', { required: true });
    const box = field('box', {
      type: 'container',
      containerConfig: { children: ['child'] },
      conditionalLogic: [
        {
          id: 'r',
          triggerFieldId: 'wants',
          operator: 'is_empty',
          action: { type: 'hide', targetFieldIds: [] },
        },
      ],
    });
    const orphan = field('orphan', { required: true });
    const pages = [{ id: 'page_1', field_ids: ['wants', 'box'] }];
    expect(validateValues({ all_fields: [trigger, box, child, orphan], pages }, {})).toEqual([]);
    expect(
      messages(validateValues({ all_fields: [trigger, box, child, orphan], pages }, { wants: true })),
    ).toEqual(['Child is required']);
  });

  it("checks one page's fields for a renderer's Next button", () => {
    const a = field('a', { required: true });
    const b = field('b', { required: true });
    const pages = [
      { id: 'p1', field_ids: ['a'] },
      { id: 'p2', field_ids: ['b'] },
    ];
    expect(messages(validateValues({ all_fields: [a, b], pages }, {}, { pageId: 'p2' }))).toEqual([
      'B is required',
    ]);
  });

  it("reuses a condition engine's states instead of evaluating conditions again", () => {
    const engine = createConditionEngine(schema);
    engine.evaluateAll({ wants: true });
    expect(messages(validateValues(schema, { wants: true }, { states: engine.states() }))).toEqual([
      'Email is required',
      'Phone is required',
    ]);
  });
});
