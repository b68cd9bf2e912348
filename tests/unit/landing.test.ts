import { describe, expect, it } from 'vitest';
import {
  type DropSpot,
  listedIds as idsOf,
  isNoOpSpot,
  landingTarget,
  landingTargetForNew,
  listKeyOf,
  moveField,
  parseListKey,
} from '../../src/logic';
import { makeContainer, makeField, makeSchema, makeSection } from './support/schema-fixtures';

// Where a drop lands, without a DOM: spots in, src/logic DropTargets out.

const page = { kind: 'page', pageId: 'page_1' } as const;
const spot = (beforeId: string | null, list: DropSpot['list'] = page): DropSpot => ({ list, beforeId });

function flat() {
  return makeSchema([['a', 'b', 'c']], [makeField('a'), makeField('b'), makeField('c')]);
}

function withContainers() {
  return makeSchema(
    [['x', 'left', 'right', 'sec']],
    [
      makeField('x'),
      makeContainer('left', ['l1', 'l2', 'l3']),
      makeField('l1'),
      makeField('l2'),
      makeField('l3'),
      makeContainer('right', ['r1']),
      makeField('r1'),
      makeSection('sec', []),
    ],
  );
}

describe('where a drop lands', () => {
  it('round-trips list keys, whatever characters the ids hold', () => {
    const lists: DropSpot['list'][] = [
      page,
      { kind: 'container', containerId: 'c|"1', column: 2 },
      { kind: 'section', sectionId: 's' },
      { kind: 'panel', accordionId: 'acc', panelId: 'p 1' },
    ];
    for (const list of lists) expect(parseListKey(listKeyOf(list))).to.deep.equal(list);
    expect(parseListKey('not json')).to.equal(null);
  });

  it('moves a field in front of another on the same page', () => {
    const schema = flat();
    const target = landingTarget(schema, 'c', spot('a'));
    expect(target).to.deep.equal({ kind: 'page', pageId: 'page_1', index: 0 });
    expect(moveField(schema, 'c', target!).pages[0]?.field_ids).to.deep.equal(['c', 'a', 'b']);
  });

  it('counts the index after the dragged field is taken out (moving down)', () => {
    const schema = flat();
    const target = landingTarget(schema, 'a', spot('c'));
    expect(moveField(schema, 'a', target!).pages[0]?.field_ids).to.deep.equal(['b', 'a', 'c']);
    const toEnd = landingTarget(schema, 'a', spot(null));
    expect(moveField(schema, 'a', toEnd!).pages[0]?.field_ids).to.deep.equal(['b', 'c', 'a']);
  });

  it('gives no target for a drop that changes nothing', () => {
    const schema = flat();
    expect(landingTarget(schema, 'b', spot('b'))).to.equal(null);
    expect(landingTarget(schema, 'b', spot('c'))).to.equal(null);
    expect(landingTarget(schema, 'c', spot(null))).to.equal(null);
    expect(isNoOpSpot(schema, 'a', spot('b'))).to.equal(true);
    expect(isNoOpSpot(schema, 'a', spot('c'))).to.equal(false);
  });

  it('lists a container column as every n-th child', () => {
    const schema = withContainers();
    expect(idsOf(schema, { kind: 'container', containerId: 'left', column: 0 })).to.deep.equal(['l1', 'l3']);
    expect(idsOf(schema, { kind: 'container', containerId: 'left', column: 1 })).to.deep.equal(['l2']);
  });

  it('moves a child from one container to a column of another', () => {
    const schema = withContainers();
    const list = { kind: 'container', containerId: 'right', column: 1 } as const;
    const target = landingTarget(schema, 'l2', spot(null, list));
    expect(target).to.deep.equal({ kind: 'container', containerId: 'right', column: 1 });
    const moved = moveField(schema, 'l2', target!);
    const right = moved.all_fields.find((field) => field.id === 'right');
    const left = moved.all_fields.find((field) => field.id === 'left');
    expect(right?.containerConfig?.children).to.deep.equal(['r1', 'l2']);
    expect(left?.containerConfig?.children).to.deep.equal(['l1', 'l3']);
  });

  it('moves a page field in front of a container child', () => {
    const schema = withContainers();
    const list = { kind: 'container', containerId: 'left', column: 0 } as const;
    const target = landingTarget(schema, 'x', spot('l3', list));
    const moved = moveField(schema, 'x', target!);
    expect(moved.pages[0]?.field_ids).to.deep.equal(['left', 'right', 'sec']);
    expect(moved.all_fields.find((field) => field.id === 'left')?.containerConfig?.children).to.deep.equal([
      'l1',
      'l2',
      'x',
      'l3',
    ]);
  });

  it('refuses to drop a container into itself (canDrop)', () => {
    const schema = withContainers();
    const inside = { kind: 'container', containerId: 'left', column: 1 } as const;
    expect(landingTarget(schema, 'left', spot(null, inside))).to.equal(null);
  });

  it('refuses a spot whose field is no longer in that list', () => {
    const schema = withContainers();
    expect(landingTarget(schema, 'x', spot('r1'))).to.equal(null);
  });

  it('places a new field from the library in front of a field or at the end of a section', () => {
    const schema = withContainers();
    expect(landingTargetForNew(schema, spot('right'))).to.deep.equal({
      kind: 'page',
      pageId: 'page_1',
      index: 2,
    });
    expect(landingTargetForNew(schema, spot(null, { kind: 'section', sectionId: 'sec' }))).to.deep.equal({
      kind: 'section',
      sectionId: 'sec',
    });
  });
});
