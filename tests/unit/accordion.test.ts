import { describe, expect, it } from 'vitest';
import { initialOpenPanels, openPanel, togglePanel } from '../../src/logic/accordion';

const panels = [
  { id: 'a', collapsed: true },
  { id: 'b', collapsed: false },
  { id: 'c', collapsed: false },
];

describe('accordion panels', () => {
  it('opens the panels not marked collapsed when several may be open', () => {
    expect(initialOpenPanels(panels, true)).toEqual(['b', 'c']);
  });

  it('opens only the first panel not marked collapsed when one may be open', () => {
    expect(initialOpenPanels(panels, false)).toEqual(['b']);
    expect(initialOpenPanels(panels, undefined)).toEqual(['b']);
  });

  it('opens nothing when every panel is marked collapsed', () => {
    expect(initialOpenPanels([{ id: 'a', collapsed: true }], false)).toEqual([]);
  });

  it('closes the others when a panel opens and multiple open panels are not allowed', () => {
    expect(togglePanel(['b'], 'a', false)).toEqual(['a']);
  });

  it('keeps the others open when multiple open panels are allowed', () => {
    expect(togglePanel(['b'], 'a', true)).toEqual(['b', 'a']);
  });

  it('closes an open panel on toggle', () => {
    expect(togglePanel(['a', 'b'], 'a', true)).toEqual(['b']);
  });

  it('leaves an open panel open when asked to open it', () => {
    expect(openPanel(['a'], 'a', false)).toEqual(['a']);
    expect(openPanel(['a'], 'b', false)).toEqual(['b']);
  });
});
