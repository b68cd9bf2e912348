import { describe, expect, it } from 'vitest';
import {
  type AnswerEntry,
  answerEntries,
  answerFields,
  displayOf,
  displayText,
  formerFields,
  responsesFileName,
  SIGNATURE_CELL_TEXT,
  sameAnswer,
} from '../../src/logic/answer-display';
import { createEmptySchemaData, type FieldInput, type FormSchemaData, fieldSchema } from '../../src/model';

function schemaOf(fields: FieldInput[], pages?: string[][]): FormSchemaData {
  const all = fields.map((field) => fieldSchema.parse(field));
  const layout = pages ?? [all.map((field) => field.id)];
  return {
    ...createEmptySchemaData(),
    all_fields: all,
    pages: layout.map((ids, index) => ({ id: `page_${index + 1}`, description: '', field_ids: ids })),
  };
}

const labelled = (entries: readonly AnswerEntry[]) =>
  entries.map((entry) => [entry.label, displayText(displayOf(entry.field, entry.value, []))]);

const entriesOf = (
  schema: FormSchemaData,
  values: Record<string, unknown>,
  versions: FormSchemaData[] = [],
) => answerEntries(answerFields(schema), values, formerFields(versions));

describe('answers of a renamed field', () => {
  // Version 1 named the field full_name; the form now names it fullname. Answers made before the rename
  // are stored as full_name and copied to the field's id.
  const before = schemaOf([{ id: 'f1', name: 'full_name', type: 'text', label: 'Name' }]);
  const now = schemaOf([{ id: 'f1', name: 'fullname', type: 'text', label: 'Name' }]);
  const old = { full_name: 'Alice', f1: 'Alice' };

  it("shows an old answer once, under the field's current label, found through the id copy", () => {
    expect(labelled(entriesOf(now, old))).toEqual([['Name', 'Alice']]);
    expect(labelled(entriesOf(now, old, [before]))).toEqual([['Name', 'Alice']]);
    expect(labelled(entriesOf(now, { fullname: 'Bob', f1: 'Bob' }))).toEqual([['Name', 'Bob']]);
  });

  it('still lists an old key whose answer differs from the one the field shows', () => {
    const entries = entriesOf(now, { full_name: 'Alice', f1: 'Alicia' });
    expect(labelled(entries)).toEqual([
      ['Name', 'Alicia'],
      ['full_name', 'Alice'],
    ]);
  });

  it("lists another removed field's equal answer when the field found its answer under its own key", () => {
    const form = schemaOf([{ id: 'agree', type: 'text', label: 'Agree' }]);
    expect(labelled(entriesOf(form, { agree: 'Yes', old_question: 'Yes' }))).toEqual([
      ['Agree', 'Yes'],
      ['old_question', 'Yes'],
    ]);
  });
});

describe('answers of a removed field', () => {
  const version1 = schemaOf([
    { id: 'q', type: 'text', label: 'Question' },
    { id: 'field_1732623112345_k3j9x0abc', name: 'backup', type: 'email', label: 'Backup email (old)' },
  ]);
  const version2 = schemaOf([
    { id: 'q', type: 'text', label: 'Question' },
    { id: 'field_1732623112345_k3j9x0abc', name: 'backup', type: 'email', label: 'Backup email' },
    {
      id: 'plan',
      type: 'select',
      label: 'Plan',
      options: [{ label: 'Pro plan', value: 'pro' }],
    },
  ]);
  const now = schemaOf([{ id: 'q', type: 'text', label: 'Question' }]);
  const values = {
    q: 'Hi',
    backup: 'b@example.com',
    field_1732623112345_k3j9x0abc: 'b@example.com',
    plan: 'pro',
  };

  it('takes the label (and the option labels) from the newest version that has the key, listing it once', () => {
    expect(labelled(entriesOf(now, values, [version2, version1]))).toEqual([
      ['Question', 'Hi'],
      ['Backup email', 'b@example.com'],
      ['Plan', 'Pro plan'],
    ]);
  });

  it('falls back to the key only when no version has it', () => {
    expect(labelled(entriesOf(now, { q: 'Hi', mystery: 'x' }, [version2]))).toEqual([
      ['Question', 'Hi'],
      ['mystery', 'x'],
    ]);
  });
});

describe('the order of the answers', () => {
  it('follows the pages and the layouts in reading order, fields on no page after them', () => {
    const schema = schemaOf(
      [
        { id: 'a', type: 'text', label: 'A' },
        { id: 'b', type: 'text', label: 'B' },
        { id: 'box', type: 'container', label: 'Box', containerConfig: { children: ['c'] } },
        { id: 'c', type: 'text', label: 'C' },
        { id: 'loose', type: 'text', label: 'Loose' },
        { id: 'trap', type: 'honeypot', label: 'Trap' },
      ],
      [['box', 'b'], ['a']],
    );
    expect(answerFields(schema).map((field) => field.id)).toEqual(['c', 'b', 'a', 'loose']);
  });
});

describe('an answer as the text of a spreadsheet cell', () => {
  const cell = (field: FieldInput, value: unknown, files = []) =>
    displayText(displayOf(fieldSchema.parse(field), value, files));

  it('writes what the responses view shows', () => {
    const choice = { options: [{ label: 'Option 1', value: 'option1' }] };
    expect(cell({ id: 's', type: 'select', label: 'S', ...choice }, 'option1')).toBe('Option 1');
    expect(cell({ id: 'm', type: 'multiselect', label: 'M', ...choice }, '["option1","x"]')).toBe(
      'Option 1, x',
    );
    expect(cell({ id: 'ok', type: 'checkbox', label: 'OK' }, true)).toBe('Yes');
    expect(cell({ id: 'ok', type: 'checkbox', label: 'OK' }, false)).toBe('No');
    expect(cell({ id: 'r', type: 'daterange', label: 'R' }, { start: '2026-01-02', end: '2026-01-05' })).toBe(
      '2026-01-02 – 2026-01-05',
    );
    expect(
      cell(
        { id: 'h', type: 'address', label: 'H' },
        { street: '1 Main St', city: 'Springfield', region: '' },
      ),
    ).toBe('1 Main St, Springfield');
    expect(cell({ id: 'sig', type: 'signature', label: 'Sig' }, 'data:image/png;base64,AAAA')).toBe(
      SIGNATURE_CELL_TEXT,
    );
    expect(cell({ id: 'r', type: 'daterange', label: 'R' }, { start: null, end: null })).toBe('');
    expect(cell({ id: 'n', type: 'text', label: 'N' }, '')).toBe('');
  });

  it('writes a table as one line per row, its cells labelled by their columns', () => {
    const table = {
      columns: [
        { id: 'n', label: 'Name', type: 'text' },
        { id: 'a', label: 'Age', type: 'number' },
      ],
      rows: [{ n: 'Ada', a: 36 }, { n: 'Alan' }],
    };
    expect(cell({ id: 't', type: 'table', label: 'T' }, JSON.stringify(table))).toBe(
      'Name: Ada; Age: 36\nName: Alan',
    );
    // The same answer under a key no version knows reads the same.
    expect(displayText(displayOf(undefined, table, []))).toBe('Name: Ada; Age: 36\nName: Alan');
  });

  it("shows a dropdown column's option label, as the table showed it, not its stored value", () => {
    const status = {
      id: 's',
      label: 'Status',
      type: 'select' as const,
      options: [{ label: 'Active', value: 'active' }],
    };
    const field = { id: 't', type: 'table' as const, label: 'T', tableConfig: { columns: [status] } };
    // Stored answers carry their columns without options: the form's table gives them.
    const stored = {
      columns: [{ id: 's', label: 'Status', type: 'select' }],
      rows: [{ s: 'active' }, { s: 'gone' }],
    };
    expect(cell(field, stored)).toBe('Status: Active\nStatus: gone');
    expect(cell(field, [{ s: 'active' }])).toBe('Status: Active');
    // Options an answer carries itself do not relabel it.
    const relabelled = {
      columns: [{ ...status, options: [{ label: 'Evil', value: 'active' }] }],
      rows: [{ s: 'active' }],
    };
    expect(cell(field, relabelled)).toBe('Status: Active');
  });

  it('writes file answers as their names', () => {
    const file = { id: 'f-1', name: 'cv.pdf', size: 10, type: 'application/pdf' };
    expect(
      displayText(displayOf(fieldSchema.parse({ id: 'd', type: 'file', label: 'D' }), ['f-1'], [file])),
    ).toBe('cv.pdf');
  });
});

describe('equal answers', () => {
  it('compares JSON values by structure', () => {
    expect(sameAnswer({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameAnswer({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameAnswer(['a'], 'a')).toBe(false);
    expect(sameAnswer(true, 'true')).toBe(false);
  });
});

describe('the file name of an export', () => {
  const at = new Date('2026-11-26T23:30:00Z');

  it("is the form's description, lower-cased and hyphenated, with the UTC day", () => {
    expect(responsesFileName('Customer Feedback!', 'id-1', at, 'csv')).toBe(
      'customer-feedback-responses-2026-11-26.csv',
    );
    expect(responsesFileName('Café ünd Kuchen', 'id-1', at, 'json')).toBe(
      'café-ünd-kuchen-responses-2026-11-26.json',
    );
  });

  it("is the form's id when the description has no letter or digit", () => {
    expect(responsesFileName(' !! ', 'f0e1', at, 'csv')).toBe('f0e1-responses-2026-11-26.csv');
  });
});
