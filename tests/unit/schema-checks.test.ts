import { describe, expect, it } from 'vitest';
import { findSchemaProblems } from '../../src/logic';
import { createEmptySchemaData, type FormSchemaData } from '../../src/model';

function schemaWithPattern(pattern: string): FormSchemaData {
  const schema = createEmptySchemaData();
  schema.all_fields.push({
    id: 'code',
    type: 'text',
    label: 'Code',
    required: false,
    width: 'full',
    validation: [{ type: 'pattern', value: pattern, message: 'Bad code' }],
  });
  schema.pages[0]!.field_ids.push('code');
  return schema;
}

describe('findSchemaProblems', () => {
  it('accepts a form whose patterns are safe', () => {
    expect(findSchemaProblems(schemaWithPattern('^[A-Z]{3}-\\d{4}$'))).toEqual([]);
  });

  it('names the rule of a catastrophic pattern so a save can be refused', () => {
    const problems = findSchemaProblems(schemaWithPattern('(a+)+$'));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('all_fields.code.validation.0.value');
    expect(problems[0]?.message).not.toBe('');
  });

  it('checks the patterns of table columns too', () => {
    const schema = createEmptySchemaData();
    schema.all_fields.push({
      id: 'people',
      type: 'table',
      label: 'People',
      required: false,
      width: 'full',
      tableConfig: {
        columns: [
          {
            id: 'name',
            type: 'text',
            label: 'Name',
            required: false,
            visible: true,
            validation: [{ type: 'pattern', value: '(.*a){12}', message: '' }],
          },
        ],
        rows: 2,
        minRows: 1,
        maxRows: 10,
        allowAddRows: true,
        allowDeleteRows: true,
      },
    });
    expect(findSchemaProblems(schema).map((problem) => problem.path)).toEqual([
      'all_fields.people.tableConfig.columns.name.validation.0.value',
    ]);
  });
});
