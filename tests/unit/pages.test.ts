import { describe, expect, it } from 'vitest';
import {
  addPage,
  canGoToNextPage,
  canGoToPreviousPage,
  goToPage,
  nextPage,
  pageLabel,
  pageManagerTitle,
  previousPage,
  removePage,
  updatePageDescription,
} from '../../src/logic/pages';
import { createBuilderState, selectField } from '../../src/logic/schema-ops';
import { createEmptySchemaData } from '../../src/model';
import { deepFreeze, makeContainer, makeField, makeSchema } from './support/schema-fixtures';

describe('adding pages', () => {
  it("appends a page named 'Page 2' to a single-page form and shows it", () => {
    const state = addPage(deepFreeze(createBuilderState()));
    expect(state.schema.pages.map((page) => page.id)).toEqual(['page_1', 'page_2']);
    expect(state.schema.pages[1]).toEqual({ id: 'page_2', description: 'Page 2', field_ids: [] });
    expect(state.currentPageIndex).toBe(1);
  });

  it('never reuses a page id that is still taken', () => {
    const schema = makeSchema([[], []], []);
    const withOddIds = { ...schema, pages: [schema.pages[0]!, { ...schema.pages[1]!, id: 'page_3' }] };
    const state = addPage(createBuilderState(withOddIds));
    expect(state.schema.pages.map((page) => page.id)).toEqual(['page_1', 'page_3', 'page_4']);
  });

  it("titles the page manager 'Single Page Form' or 'Multi-Page Form' and labels pages 'Page n'", () => {
    const single = createBuilderState();
    expect(pageManagerTitle(single.schema)).toBe('Single Page Form');
    expect(pageManagerTitle(addPage(single).schema)).toBe('Multi-Page Form');
    expect(pageLabel(0)).toBe('Page 1');
  });
});

describe('removing pages', () => {
  it('refuses to remove the only page', () => {
    const state = createBuilderState();
    expect(removePage(state, 'page_1')).toBe(state);
  });

  it('ignores an unknown page id', () => {
    const state = addPage(createBuilderState());
    expect(removePage(state, 'page_9')).toBe(state);
  });

  it('moves the current index to the last page when it falls out of range and clears the selection', () => {
    const schema = makeSchema([['a'], ['b'], ['c']], [makeField('a'), makeField('b'), makeField('c')]);
    const state = selectField({ ...createBuilderState(schema), currentPageIndex: 2 }, 'c');
    const next = removePage(deepFreeze(state), 'page_3');
    expect(next.currentPageIndex).toBe(1);
    expect(next.selectedFieldId).toBeNull();
  });

  it('keeps the current index when it is still in range', () => {
    const schema = makeSchema([['a'], ['b'], ['c']], [makeField('a'), makeField('b'), makeField('c')]);
    const next = removePage({ ...createBuilderState(schema), currentPageIndex: 1 }, 'page_1');
    expect(next.currentPageIndex).toBe(1);
    expect(next.schema.pages.map((page) => page.id)).toEqual(['page_2', 'page_3']);
  });

  it('drops fields no longer on any page, with the children of layout fields that went with the page', () => {
    const schema = makeSchema(
      [
        ['keep', 'box'],
        ['gone', 'gone-box'],
      ],
      [
        makeField('keep'),
        makeContainer('box', ['in-box']),
        makeField('in-box'),
        makeField('gone'),
        makeContainer('gone-box', ['in-gone-box']),
        makeField('in-gone-box'),
      ],
    );
    const next = removePage(createBuilderState(schema), 'page_2');
    expect(next.schema.all_fields.map((field) => field.id)).toEqual(['keep', 'box', 'in-box']);
  });

  it('keeps a field that is still on another page', () => {
    const schema = makeSchema([['shared'], ['shared']], [makeField('shared')]);
    const next = removePage(createBuilderState(schema), 'page_2');
    expect(next.schema.all_fields.map((field) => field.id)).toEqual(['shared']);
  });
});

describe('page navigation', () => {
  const threePages = () => createBuilderState(makeSchema([[], [], []], []));

  it('is clamped to the first and the last page', () => {
    expect(goToPage(threePages(), 7).currentPageIndex).toBe(2);
    expect(goToPage(threePages(), -3).currentPageIndex).toBe(0);
    expect(goToPage(threePages(), Number.NaN).currentPageIndex).toBe(0);
    expect(previousPage(threePages()).currentPageIndex).toBe(0);
    expect(nextPage(goToPage(threePages(), 2)).currentPageIndex).toBe(2);
  });

  it('moves one page forward and back', () => {
    const onSecond = nextPage(threePages());
    expect(onSecond.currentPageIndex).toBe(1);
    expect(previousPage(onSecond).currentPageIndex).toBe(0);
    expect(canGoToPreviousPage(onSecond)).toBe(true);
    expect(canGoToNextPage(goToPage(onSecond, 2))).toBe(false);
  });
});

describe('page descriptions', () => {
  it('updates the description of one page only', () => {
    const state = addPage(createBuilderState(createEmptySchemaData()));
    const next = updatePageDescription(deepFreeze(state), 'page_2', 'Contact details');
    expect(next.schema.pages.map((page) => page.description)).toEqual(['', 'Contact details']);
  });

  it('ignores an unknown page', () => {
    const state = createBuilderState();
    expect(updatePageDescription(state, 'nope', 'x')).toBe(state);
  });
});
