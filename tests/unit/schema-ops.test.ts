import { describe, expect, it } from 'vitest';
import {
  childIdsOf,
  createBuilderState,
  currentPage,
  currentPageFields,
  deleteFields,
  descendantIdsOf,
  reachableFieldIds,
  replaceSchema,
  selectedField,
  selectField,
} from '../../src/logic/schema-ops';
import { createEmptySchemaData, FIRST_PAGE_ID } from '../../src/model';
import {
  deepFreeze,
  makeAccordion,
  makeContainer,
  makeField,
  makeSchema,
  makeSection,
} from './support/schema-fixtures';

describe('builder state', () => {
  it('starts on the first page (page_1) with nothing selected', () => {
    const state = createBuilderState();
    expect(state.currentPageIndex).toBe(0);
    expect(state.selectedFieldId).toBeNull();
    expect(currentPage(state).id).toBe(FIRST_PAGE_ID);
  });

  it('lists the fields of the current page in page order', () => {
    const schema = makeSchema([['b', 'a'], ['c']], [makeField('a'), makeField('b'), makeField('c')]);
    expect(currentPageFields(createBuilderState(schema)).map((field) => field.id)).toEqual(['b', 'a']);
  });

  it('selects an existing field and clears the selection for null or an unknown id', () => {
    const state = createBuilderState(makeSchema([['a']], [makeField('a')]));
    const selected = selectField(state, 'a');
    expect(selectedField(selected)?.id).toBe('a');
    expect(selectField(selected, null).selectedFieldId).toBeNull();
    expect(selectField(selected, 'ghost').selectedFieldId).toBeNull();
  });

  it('importing a schema replaces the form and clears the selection', () => {
    const old = selectField(createBuilderState(makeSchema([['a'], []], [makeField('a')])), 'a');
    const imported = makeSchema([['x']], [makeField('x')]);
    const state = replaceSchema({ ...old, currentPageIndex: 1 }, imported);
    expect(state.schema).toBe(imported);
    expect(state.selectedFieldId).toBeNull();
    expect(state.currentPageIndex).toBe(0);
  });
});

describe('field tree', () => {
  it('finds the children of containers, sections and accordion panels', () => {
    expect(childIdsOf(makeContainer('c', ['a', 'b']))).toEqual(['a', 'b']);
    expect(childIdsOf(makeSection('s', ['a']))).toEqual(['a']);
    expect(childIdsOf(makeAccordion('acc', { p1: ['a'], p2: ['b'] }))).toEqual(['a', 'b']);
    expect(childIdsOf(makeField('t'))).toEqual([]);
  });

  it('finds descendants at any depth and survives a cycle in a malformed schema', () => {
    const schema = makeSchema(
      [['outer']],
      [makeContainer('outer', ['inner']), makeSection('inner', ['leaf', 'outer']), makeField('leaf')],
    );
    expect(descendantIdsOf(schema, 'outer').sort()).toEqual(['inner', 'leaf']);
  });

  it('reaches fields on pages and nested in layout fields on pages, not orphans', () => {
    const schema = makeSchema(
      [['box']],
      [makeContainer('box', ['child']), makeField('child'), makeField('orphan')],
    );
    expect([...reachableFieldIds(schema)].sort()).toEqual(['box', 'child']);
  });

  it('deleting fields drops rules triggered by them and removes them from rule targets', () => {
    const rule = (id: string, trigger: string, targets: string[]) => ({
      id,
      triggerFieldId: trigger,
      operator: 'equals' as const,
      value: 'yes',
      action: { type: 'show' as const, targetFieldIds: targets },
    });
    const schema = deepFreeze(
      makeSchema(
        [['gone', 'kept']],
        [
          makeField('gone'),
          {
            ...makeField('kept'),
            conditionalLogic: [
              rule('r1', 'gone', ['kept']),
              rule('r2', 'other', ['kept', 'gone']),
              rule('r3', 'other', ['gone']),
            ],
          },
        ],
      ),
    );
    const next = deleteFields(schema, new Set(['gone']));
    expect(next.pages[0]?.field_ids).toEqual(['kept']);
    expect(next.all_fields.map((field) => field.id)).toEqual(['kept']);
    expect(next.all_fields[0]?.conditionalLogic).toEqual([rule('r2', 'other', ['kept'])]);
  });

  it('keeps the very same schema object when there is nothing to delete', () => {
    const schema = createEmptySchemaData();
    expect(deleteFields(schema, new Set())).toBe(schema);
  });
});
