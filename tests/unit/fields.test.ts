import { describe, expect, it } from 'vitest';
import { columnsOf } from '../../src/logic/containers';
import {
  addField,
  addFieldFromTemplate,
  duplicateField,
  fieldFromTemplate,
  removeField,
  updateField,
} from '../../src/logic/fields';
import { createBuilderState, findField, selectField } from '../../src/logic/schema-ops';
import { EXTRA_TEMPLATES, LIBRARY_GROUPS } from '../../src/model';
import {
  deepFreeze,
  idSequence,
  makeAccordion,
  makeContainer,
  makeField,
  makeSchema,
  makeSection,
} from './support/schema-fixtures';

const template = (key: string) => {
  const found = [...LIBRARY_GROUPS.flatMap((group) => group.templates), ...EXTRA_TEMPLATES].find(
    (entry) => entry.key === key,
  );
  if (!found) throw new Error(`no template ${key}`);
  return found;
};

describe('adding fields', () => {
  it('inserts a template field into the current page and the list of all fields, and selects it', () => {
    const state = deepFreeze(
      createBuilderState(makeSchema([['a'], ['b']], [makeField('a'), makeField('b')])),
    );
    const next = addFieldFromTemplate({ ...state, currentPageIndex: 1 }, template('select'), {
      makeId: idSequence(),
    });
    expect(next.schema.pages[1]?.field_ids).toEqual(['b', 'new_1']);
    expect(next.schema.all_fields.map((field) => field.id)).toEqual(['a', 'b', 'new_1']);
    expect(next.selectedFieldId).toBe('new_1');
    expect(findField(next.schema, 'new_1')?.options).toEqual([
      { label: 'Option 1', value: 'option1' },
      { label: 'Option 2', value: 'option2' },
    ]);
  });

  it('adds to the selected container column instead of the page', () => {
    const state = createBuilderState(makeSchema([['box']], [makeContainer('box', ['a']), makeField('a')]));
    const next = addFieldFromTemplate(state, template('text'), {
      makeId: idSequence(),
      target: { kind: 'container', containerId: 'box', column: 1 },
    });
    expect(next.schema.pages[0]?.field_ids).toEqual(['box']);
    expect(columnsOf(findField(next.schema, 'box')!)).toEqual([['a'], ['new_1']]);
  });

  it('falls back to the current page when the selected container is gone', () => {
    const state = createBuilderState();
    const next = addFieldFromTemplate(state, template('text'), {
      makeId: idSequence(),
      target: { kind: 'container', containerId: 'gone', column: 0 },
    });
    expect(next.schema.pages[0]?.field_ids).toEqual(['new_1']);
  });

  it('gives a template field every model default and copies, never shares, template data', () => {
    const table = fieldFromTemplate(template('table'), 't1');
    expect(table).toMatchObject({ id: 't1', type: 'table', required: false, width: 'full' });
    expect(table.tableConfig?.columns).not.toBe(template('table').defaults.tableConfig?.columns);
    expect(fieldFromTemplate(template('section'), 's1').sectionConfig?.children).toEqual([]);
  });

  it('does not add a field whose id is taken, and makes generated ids unique', () => {
    const state = createBuilderState(makeSchema([['new_1']], [makeField('new_1')]));
    expect(addField(state, makeField('new_1'))).toBe(state);
    const next = addFieldFromTemplate(state, template('text'), { makeId: () => 'new_1' });
    expect(next.selectedFieldId).toBe('new_1_2');
  });
});

describe('duplicating fields', () => {
  it("inserts a copy labelled '(Copy)' with a new id right after the original", () => {
    const state = deepFreeze(
      createBuilderState(
        makeSchema([['a', 'b']], [makeField('a', 'text', { label: 'Name', name: 'name' }), makeField('b')]),
      ),
    );
    const next = duplicateField(state, 'a', idSequence());
    expect(next.schema.pages[0]?.field_ids).toEqual(['a', 'new_1', 'b']);
    const copy = findField(next.schema, 'new_1');
    expect(copy?.label).toBe('Name (Copy)');
    // Two fields with one submission key would overwrite each other.
    expect(copy?.name).toBeUndefined();
    expect(next.selectedFieldId).toBe(state.selectedFieldId);
  });

  it('deep-copies a layout field with new ids for all nested fields, references remapped', () => {
    const state = createBuilderState(
      makeSchema(
        [['box']],
        [
          makeContainer('box', ['sec', 'x']),
          makeSection('sec', ['y']),
          makeField('x'),
          {
            ...makeField('y'),
            conditionalLogic: [
              {
                id: 'r1',
                triggerFieldId: 'x',
                operator: 'equals',
                value: 'yes',
                action: { type: 'show', targetFieldIds: ['y'] },
              },
            ],
          },
        ],
      ),
    );
    const next = duplicateField(state, 'box', idSequence());
    const boxCopy = findField(next.schema, 'new_1');
    expect(boxCopy?.label).toBe('box (Copy)');
    expect(boxCopy?.containerConfig?.children).toEqual(['new_2', 'new_3']);
    expect(findField(next.schema, 'new_2')?.sectionConfig?.children).toEqual(['new_4']);
    expect(findField(next.schema, 'new_2')?.label).toBe('sec');
    const rule = findField(next.schema, 'new_4')?.conditionalLogic?.[0];
    expect(rule).toMatchObject({
      id: 'new_4_rule_1',
      triggerFieldId: 'new_3',
      action: { targetFieldIds: ['new_4'] },
    });
    expect(findField(next.schema, 'box')?.containerConfig?.children).toEqual(['sec', 'x']);
    expect(next.schema.pages[0]?.field_ids).toEqual(['box', 'new_1']);
  });

  it('puts the copy of a container child directly below it in the same column', () => {
    const state = createBuilderState(
      makeSchema([['box']], [makeContainer('box', ['a', 'b']), makeField('a'), makeField('b')]),
    );
    const next = duplicateField(state, 'a', idSequence());
    expect(columnsOf(findField(next.schema, 'box')!)).toEqual([['a', 'new_1'], ['b']]);
  });

  it('ignores an unknown field', () => {
    const state = createBuilderState();
    expect(duplicateField(state, 'ghost')).toBe(state);
  });
});

describe('updating fields', () => {
  it('patches a field, keeps its id and removes keys patched to undefined', () => {
    const state = deepFreeze(
      createBuilderState(makeSchema([['a']], [makeField('a', 'text', { placeholder: 'p' })])),
    );
    const next = updateField(state, 'a', { label: 'Email', type: 'email', placeholder: undefined });
    const field = findField(next.schema, 'a');
    expect(field).toMatchObject({ id: 'a', label: 'Email', type: 'email' });
    expect(field && 'placeholder' in field).toBe(false);
  });

  it('ignores an unknown field', () => {
    const state = createBuilderState();
    expect(updateField(state, 'ghost', { label: 'x' })).toBe(state);
  });
});

describe('removing fields', () => {
  it('removes a field from all pages and clears the selection if it was selected', () => {
    const state = selectField(
      createBuilderState(makeSchema([['a', 'b'], ['a']], [makeField('a'), makeField('b')])),
      'a',
    );
    const next = removeField(deepFreeze(state), 'a');
    expect(next.schema.pages.map((page) => page.field_ids)).toEqual([['b'], []]);
    expect(next.schema.all_fields.map((field) => field.id)).toEqual(['b']);
    expect(next.selectedFieldId).toBeNull();
  });

  it('keeps the selection when another field is removed', () => {
    const state = selectField(
      createBuilderState(makeSchema([['a', 'b']], [makeField('a'), makeField('b')])),
      'b',
    );
    expect(removeField(state, 'a').selectedFieldId).toBe('b');
  });

  it('removes a field from containers, sections and accordion panels', () => {
    const state = createBuilderState(
      makeSchema(
        [['box', 'sec', 'acc']],
        [
          makeContainer('box', ['x']),
          makeSection('sec', ['x']),
          makeAccordion('acc', { p: ['x'] }),
          makeField('x'),
        ],
      ),
    );
    const next = removeField(state, 'x');
    expect(findField(next.schema, 'box')?.containerConfig?.children).toEqual([]);
    expect(findField(next.schema, 'sec')?.sectionConfig?.children).toEqual([]);
    expect(findField(next.schema, 'acc')?.sectionConfig?.panels?.[0]?.children).toEqual([]);
  });

  it('removes a layout field with everything nested in it, and clears a selection inside it', () => {
    const state = selectField(
      createBuilderState(
        makeSchema(
          [['box', 'z']],
          [makeContainer('box', ['sec']), makeSection('sec', ['y']), makeField('y'), makeField('z')],
        ),
      ),
      'y',
    );
    const next = removeField(state, 'box');
    expect(next.schema.all_fields.map((field) => field.id)).toEqual(['z']);
    expect(next.selectedFieldId).toBeNull();
  });

  it('drops the conditional rules that were triggered by the removed field', () => {
    const state = createBuilderState(
      makeSchema(
        [['t', 'u']],
        [
          makeField('t'),
          {
            ...makeField('u'),
            conditionalLogic: [
              {
                id: 'r',
                triggerFieldId: 't',
                operator: 'is_empty',
                action: { type: 'hide', targetFieldIds: ['u'] },
              },
            ],
          },
        ],
      ),
    );
    expect(findField(removeField(state, 't').schema, 'u')?.conditionalLogic).toEqual([]);
  });
});
