import { describe, expect, it } from 'vitest';
import { columnCountOf, columnsOf, insertIntoColumn, positionForColumn } from '../../src/logic/containers';
import { makeContainer, makeField } from './support/schema-fixtures';

describe('container columns', () => {
  it('spreads children over the columns round-robin by position', () => {
    expect(columnsOf(makeContainer('c', ['a', 'b', 'c', 'd', 'e'], 2))).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(columnsOf(makeContainer('c', ['a', 'b'], 3))).toEqual([['a'], ['b'], []]);
  });

  it('defaults to 2 columns and keeps the count within 1 to 4', () => {
    expect(columnCountOf(makeField('plain', 'container'))).toBe(2);
    const tooWide = makeContainer('c', []);
    expect(columnCountOf({ ...tooWide, containerConfig: { ...tooWide.containerConfig!, columns: 9 } })).toBe(
      4,
    );
    expect(columnCountOf({ ...tooWide, containerConfig: { ...tooWide.containerConfig!, columns: 0 } })).toBe(
      1,
    );
  });

  it('adding to a column inserts where the child lands in that column', () => {
    // col 0: a, c   col 1: b
    const children = ['a', 'b', 'c'];
    const intoSecond = insertIntoColumn(children, 2, 'x', 1);
    expect(columnsOf(makeContainer('k', intoSecond, 2))[1]).toEqual(['b', 'x']);
    const intoFirst = insertIntoColumn(children, 2, 'x', 0);
    expect(columnsOf(makeContainer('k', intoFirst, 2))[0]).toEqual(['a', 'x']);
  });

  it('a column beyond the first empty one takes the next free position', () => {
    // Round-robin has no gaps: with nothing in column 0, a child cannot sit in column 2.
    expect(insertIntoColumn([], 3, 'x', 2)).toEqual(['x']);
    expect(positionForColumn(1, 4, 3)).toBe(1);
  });

  it('inserting at a row of a column puts the child at that row', () => {
    const children = ['a', 'b', 'c', 'd'];
    const next = insertIntoColumn(children, 2, 'x', 1, 0);
    expect(columnsOf(makeContainer('k', next, 2))[1]?.[0]).toBe('x');
  });
});
