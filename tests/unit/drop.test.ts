import { describe, expect, it } from 'vitest';
import { columnsOf } from '../../src/logic/containers';
import {
  canDrop,
  locateField,
  moveDestinations,
  moveField,
  moveFieldEarlier,
  moveFieldInPage,
  moveFieldLater,
  pageIndexOfField,
} from '../../src/logic/drop';
import { findField } from '../../src/logic/schema-ops';
import {
  deepFreeze,
  makeAccordion,
  makeContainer,
  makeField,
  makeSchema,
  makeSection,
} from './support/schema-fixtures';

const schema = () =>
  deepFreeze(
    makeSchema(
      [['a', 'b', 'outer', 'sec'], ['acc']],
      [
        makeField('a'),
        makeField('b', 'heading'),
        makeContainer('outer', ['inner', 'c']),
        makeContainer('inner', ['d']),
        makeField('c'),
        makeField('d'),
        makeSection('sec', []),
        makeAccordion('acc', { p1: [], p2: ['e'] }),
        makeField('e'),
      ],
    ),
  );

describe('canDrop', () => {
  it('lets input and content fields go to pages, containers, sections and panels', () => {
    expect(canDrop(schema(), 'a', { kind: 'page', pageId: 'page_2', index: 0 })).toBe(true);
    expect(canDrop(schema(), 'b', { kind: 'container', containerId: 'inner', column: 1 })).toBe(true);
    expect(canDrop(schema(), 'a', { kind: 'section', sectionId: 'sec' })).toBe(true);
    expect(canDrop(schema(), 'a', { kind: 'panel', accordionId: 'acc', panelId: 'p1' })).toBe(true);
  });

  it('refuses to drop a layout field into itself or anything nested in it', () => {
    expect(canDrop(schema(), 'outer', { kind: 'container', containerId: 'outer', column: 0 })).toBe(false);
    expect(canDrop(schema(), 'outer', { kind: 'container', containerId: 'inner', column: 0 })).toBe(false);
    expect(canDrop(schema(), 'inner', { kind: 'section', sectionId: 'sec' })).toBe(true);
  });

  it('refuses unknown fields, pages, panels and parents of the wrong type', () => {
    expect(canDrop(schema(), 'ghost', { kind: 'page', pageId: 'page_1' })).toBe(false);
    expect(canDrop(schema(), 'a', { kind: 'page', pageId: 'page_9' })).toBe(false);
    expect(canDrop(schema(), 'a', { kind: 'panel', accordionId: 'acc', panelId: 'p9' })).toBe(false);
    expect(canDrop(schema(), 'a', { kind: 'container', containerId: 'sec', column: 0 })).toBe(false);
    expect(canDrop(schema(), 'a', { kind: 'section', sectionId: 'outer' })).toBe(false);
  });
});

describe('moveField', () => {
  it('moves a field from its index to the target index on the same page', () => {
    const next = moveField(schema(), 'a', { kind: 'page', pageId: 'page_1', index: 2 });
    expect(next.pages[0]?.field_ids).toEqual(['b', 'outer', 'a', 'sec']);
  });

  it('moves a field from a page into a container column', () => {
    const next = moveField(schema(), 'a', { kind: 'container', containerId: 'inner', column: 1 });
    expect(next.pages[0]?.field_ids).toEqual(['b', 'outer', 'sec']);
    expect(columnsOf(findField(next, 'inner')!)).toEqual([['d'], ['a']]);
  });

  it('moves a field between containers and out to a page', () => {
    const between = moveField(schema(), 'c', { kind: 'container', containerId: 'inner', column: 1 });
    expect(findField(between, 'outer')?.containerConfig?.children).toEqual(['inner']);
    expect(findField(between, 'inner')?.containerConfig?.children).toEqual(['d', 'c']);
    const out = moveField(between, 'd', { kind: 'page', pageId: 'page_2', index: 0 });
    expect(out.pages[1]?.field_ids).toEqual(['d', 'acc']);
    expect(findField(out, 'inner')?.containerConfig?.children).toEqual(['c']);
  });

  it('moves fields into sections and between accordion panels', () => {
    const intoSection = moveField(schema(), 'a', { kind: 'section', sectionId: 'sec' });
    expect(findField(intoSection, 'sec')?.sectionConfig?.children).toEqual(['a']);
    const betweenPanels = moveField(schema(), 'e', { kind: 'panel', accordionId: 'acc', panelId: 'p1' });
    expect(findField(betweenPanels, 'acc')?.sectionConfig?.panels?.map((panel) => panel.children)).toEqual([
      ['e'],
      [],
    ]);
  });

  it('gives back the same schema for a drop that canDrop refuses', () => {
    const before = schema();
    expect(moveField(before, 'outer', { kind: 'container', containerId: 'inner', column: 0 })).toBe(before);
  });

  it('clamps the target index to the list', () => {
    const next = moveField(schema(), 'a', { kind: 'page', pageId: 'page_2', index: 99 });
    expect(next.pages[1]?.field_ids).toEqual(['acc', 'a']);
  });

  it('moves by index within a page', () => {
    const next = moveFieldInPage(schema(), 'page_1', 3, 0);
    expect(next.pages[0]?.field_ids).toEqual(['sec', 'a', 'b', 'outer']);
    expect(moveFieldInPage(schema(), 'page_1', 8, 0).pages[0]?.field_ids).toEqual(['a', 'b', 'outer', 'sec']);
  });
});

describe('locating and stepping fields', () => {
  it('locates a field on a page, in a container cell, a section or a panel', () => {
    expect(locateField(schema(), 'outer')).toEqual({ kind: 'page', pageId: 'page_1', index: 2 });
    expect(locateField(schema(), 'c')).toEqual({
      kind: 'container',
      containerId: 'outer',
      column: 1,
      index: 0,
    });
    expect(locateField(schema(), 'e')).toEqual({
      kind: 'panel',
      accordionId: 'acc',
      panelId: 'p2',
      index: 0,
    });
    expect(locateField(schema(), 'ghost')).toBeNull();
  });

  it('moves a field one step earlier or later in its list, and not past either end', () => {
    expect(moveFieldEarlier(schema(), 'b').pages[0]?.field_ids).toEqual(['b', 'a', 'outer', 'sec']);
    expect(moveFieldLater(schema(), 'b').pages[0]?.field_ids).toEqual(['a', 'outer', 'b', 'sec']);
    const before = schema();
    expect(moveFieldEarlier(before, 'a')).toBe(before);
    // 'inner' and 'c' are side by side in the two columns of 'outer': no step moves one into the other's column.
    const frozen = schema();
    expect(moveFieldLater(frozen, 'inner')).toBe(frozen);
  });

  it('steps a field within its container column, a whole row at a time', () => {
    const box = makeSchema(
      [['box']],
      [
        makeContainer('box', ['x1', 'y1', 'x2', 'y2']),
        ...['x1', 'y1', 'x2', 'y2'].map((id) => makeField(id)),
      ],
    );
    const children = (next: typeof box) => findField(next, 'box')?.containerConfig?.children;
    expect(children(moveFieldEarlier(box, 'x2'))).toEqual(['x2', 'y1', 'x1', 'y2']);
    expect(children(moveFieldLater(box, 'y1'))).toEqual(['x1', 'y2', 'x2', 'y1']);
    expect(moveFieldEarlier(box, 'y1')).toBe(box);
    expect(moveFieldLater(box, 'x2')).toBe(box);
  });

  it('finds the page a field shows on, however deeply nested', () => {
    expect(pageIndexOfField(schema(), 'a')).toBe(0);
    expect(pageIndexOfField(schema(), 'd')).toBe(0);
    expect(pageIndexOfField(schema(), 'e')).toBe(1);
    expect(pageIndexOfField(schema(), 'ghost')).toBe(-1);
  });
});

describe('moveDestinations', () => {
  it('lists every other place in reading order, and nothing inside the moved layout field', () => {
    const places = (id: string) => moveDestinations(schema(), id).map((place) => place.target);
    expect(places('a')).toEqual([
      { kind: 'container', containerId: 'outer', column: 0 },
      { kind: 'container', containerId: 'outer', column: 1 },
      { kind: 'container', containerId: 'inner', column: 0 },
      { kind: 'container', containerId: 'inner', column: 1 },
      { kind: 'section', sectionId: 'sec' },
      { kind: 'page', pageId: 'page_2' },
      { kind: 'panel', accordionId: 'acc', panelId: 'p1' },
      { kind: 'panel', accordionId: 'acc', panelId: 'p2' },
    ]);
    expect(places('outer')).toEqual([
      { kind: 'section', sectionId: 'sec' },
      { kind: 'page', pageId: 'page_2' },
      { kind: 'panel', accordionId: 'acc', panelId: 'p1' },
      { kind: 'panel', accordionId: 'acc', panelId: 'p2' },
    ]);
    expect(moveDestinations(schema(), 'e').map((place) => place.pageIndex)).toEqual([0, 0, 0, 0, 0, 0, 1, 1]);
  });

  it('offers only the container columns a field can reach (round-robin leaves no gaps)', () => {
    const empty = makeSchema([['f', 'box']], [makeField('f'), makeContainer('box', [])]);
    expect(moveDestinations(empty, 'f').map((place) => place.target)).toEqual([
      { kind: 'container', containerId: 'box', column: 0 },
    ]);
  });
});
