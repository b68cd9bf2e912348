import { describe, expect, it } from 'vitest';
import { formerFields } from '../../src/logic/answer-display';
import { createEmptySchemaData, type FieldInput, type FormSchemaData, fieldSchema } from '../../src/model';
import { answerRows, answerSummary } from '../../src/responses/answers';

function schemaOf(fields: FieldInput[], fieldIds?: string[]): FormSchemaData {
  const all = fields.map((field) => fieldSchema.parse(field));
  const schema = createEmptySchemaData();
  return {
    ...schema,
    all_fields: all,
    pages: [{ id: 'page_1', description: '', field_ids: fieldIds ?? all.map((f) => f.id) }],
  };
}

const FILE = { id: 'file-1', name: 'cv.pdf', size: 2048, type: 'application/pdf' };

describe('answers of a submission as people read them', () => {
  it("labels answers with the fields' labels, in the form's order, whether stored by name or id", () => {
    const schema = schemaOf([
      { id: 'f1', name: 'full_name', type: 'text', label: 'Full name' },
      { id: 'email', type: 'email', label: 'Email' },
      { id: 'intro', type: 'heading', label: 'About you' },
    ]);
    const rows = answerRows(schema, {
      values: { email: 'ada@example.com', full_name: 'Ada', f1: 'Ada' },
      files: [],
    });
    expect(rows.map((row) => [row.label, row.display])).toEqual([
      ['Full name', { kind: 'text', text: 'Ada' }],
      ['Email', { kind: 'text', text: 'ada@example.com' }],
    ]);
  });

  it('keeps answers of fields the form no longer has, labelled with their key, and says when one is empty', () => {
    const schema = schemaOf([{ id: 'q', type: 'text', label: '' }]);
    const rows = answerRows(schema, { values: { old_question: 'kept' }, files: [] });
    expect(rows).toEqual([
      { key: 'q', label: 'q', display: { kind: 'empty' } },
      { key: 'old_question', label: 'old_question', display: { kind: 'text', text: 'kept' } },
    ]);
  });

  it('shows option labels, yes/no, date ranges and addresses as text', () => {
    const schema = schemaOf([
      {
        id: 'tags',
        type: 'multiselect',
        label: 'Tags',
        options: [
          { label: 'Red', value: 'r' },
          { label: 'Blue', value: 'b' },
        ],
      },
      { id: 'ok', type: 'checkbox', label: 'Agreed' },
      { id: 'trip', type: 'daterange', label: 'Trip' },
      { id: 'home', type: 'address', label: 'Home' },
    ]);
    const rows = answerRows(schema, {
      values: {
        tags: '["b","x"]',
        ok: true,
        trip: { start: '2026-01-02', end: null },
        home: { street: '1 Main St', city: 'Springfield', country: '' },
      },
      files: [],
    });
    expect(rows.map((row) => row.display)).toEqual([
      { kind: 'text', text: 'Blue, x' },
      { kind: 'text', text: 'Yes' },
      { kind: 'text', text: '2026-01-02 – …' },
      { kind: 'text', text: '1 Main St, Springfield' },
    ]);
  });

  it('shows a table answer with its column labels and a file answer with its stored files', () => {
    const schema = schemaOf([
      { id: 'people', type: 'table', label: 'People' },
      { id: 'cv', type: 'file', label: 'CV' },
    ]);
    const table = JSON.stringify({
      columns: [
        { id: 'n', label: 'Name', type: 'text' },
        { id: 'a', label: 'Age', type: 'number' },
      ],
      rows: [{ n: 'Ada', a: 36 }],
    });
    const rows = answerRows(schema, { values: { people: table, cv: [{ ...FILE }] }, files: [FILE] });
    expect(rows[0]?.display).toEqual({ kind: 'table', columns: ['Name', 'Age'], rows: [['Ada', '36']] });
    expect(rows[1]?.display).toEqual({ kind: 'files', files: [FILE] });
    expect(answerSummary(rows)).toEqual(['CV: cv.pdf']);
  });

  it('summarises the first answered rows in one short line each', () => {
    const schema = schemaOf([
      { id: 'a', type: 'text', label: 'A' },
      { id: 'b', type: 'textarea', label: 'B' },
      { id: 'c', type: 'text', label: 'C' },
      { id: 'd', type: 'text', label: 'D' },
    ]);
    const rows = answerRows(schema, {
      values: { a: 'one', b: `line\n${'x'.repeat(80)}`, c: '', d: 'four' },
      files: [],
    });
    const summary = answerSummary(rows);
    expect(summary).toHaveLength(3);
    expect(summary[0]).toBe('A: one');
    expect(summary[1]).toMatch(/^B: line x+…$/);
    expect(summary[1]?.length).toBe('B: '.length + 60);
    expect(summary[2]).toBe('D: four');
  });

  it("shows a renamed field's old answer once, under its label, in list and detail alike", () => {
    const schema = schemaOf([{ id: 'f1', name: 'fullname', type: 'text', label: 'Name' }]);
    const rows = answerRows(schema, { values: { full_name: 'Alice', f1: 'Alice' }, files: [] });
    expect(rows).toEqual([{ key: 'fullname', label: 'Name', display: { kind: 'text', text: 'Alice' } }]);
    expect(answerSummary(rows)).toEqual(['Name: Alice']);
  });

  it("follows the form's reading order (a field dragged up comes first), not the order fields were made", () => {
    const schema = schemaOf(
      [
        { id: 'first', type: 'text', label: 'Made first' },
        { id: 'second', type: 'text', label: 'Made second' },
      ],
      ['second', 'first'],
    );
    const rows = answerRows(schema, { values: { first: '1', second: '2' }, files: [] });
    expect(rows.map((row) => row.label)).toEqual(['Made second', 'Made first']);
  });

  it("labels a removed field's answer as the form's newest saved version that had it did", () => {
    const version = schemaOf([
      { id: 'q', type: 'text', label: 'Question' },
      { id: 'field_1732623112345_k3j9x0abc', name: 'phone', type: 'phone', label: 'Phone number' },
    ]);
    const schema = schemaOf([{ id: 'q', type: 'text', label: 'Question' }]);
    const submission = {
      values: { q: 'Hi', phone: '555', field_1732623112345_k3j9x0abc: '555' },
      files: [],
    };
    const rows = answerRows(schema, submission, formerFields([version]));
    expect(answerSummary(rows)).toEqual(['Question: Hi', 'Phone number: 555']);
  });
});
