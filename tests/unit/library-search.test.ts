import { describe, expect, it } from 'vitest';
import {
  isGroupOpen,
  LIBRARY_COLUMN_BANNER,
  LIBRARY_SEARCH_PLACEHOLDER,
  libraryTitle,
  searchLibrary,
  toggleGroup,
} from '../../src/logic/library-search';
import { LIBRARY_GROUPS } from '../../src/model';

describe('library search', () => {
  it('shows every group with its count badge when not searching', () => {
    const result = searchLibrary('');
    expect(result.searching).toBe(false);
    expect(result.groups.map((group) => [group.title, group.count])).toEqual(
      LIBRARY_GROUPS.map((group) => [group.title, group.templates.length]),
    );
  });

  it('filters by label, description or type, case-insensitively, with per-group counts', () => {
    expect(searchLibrary('DROPDOWN').groups.map((group) => [group.id, group.count])).toEqual([['basic', 1]]);
    const byDescription = searchLibrary('multiple lines');
    expect(byDescription.groups[0]?.templates.map((template) => template.key)).toEqual(['textarea']);
    const byType = searchLibrary('textarea');
    expect(byType.groups.map((group) => group.templates.map((template) => template.key))).toEqual([
      ['textarea'],
      ['address-text'],
    ]);
    expect(byType.total).toBe(2);
  });

  it("says 'No field types found' and 'Try searching for \"{term}\" differently' when nothing matches", () => {
    const result = searchLibrary('zebra ');
    expect(result.groups).toEqual([]);
    expect(result.empty).toEqual({
      title: 'No field types found',
      hint: 'Try searching for "zebra" differently',
    });
    expect(searchLibrary('text').empty).toBeUndefined();
  });

  it('treats a blank term as no search', () => {
    expect(searchLibrary('   ').searching).toBe(false);
  });
});

describe('library groups and title', () => {
  it('keeps all groups open while searching and they cannot be collapsed', () => {
    expect(isGroupOpen('basic', null, true)).toBe(true);
    expect(toggleGroup('basic', 'basic', true)).toBe('basic');
  });

  it('otherwise opens one group at a time, and toggles it', () => {
    expect(isGroupOpen('contact', 'basic', false)).toBe(false);
    expect(toggleGroup('basic', 'contact', false)).toBe('contact');
    expect(toggleGroup('contact', 'contact', false)).toBeNull();
  });

  it("is titled 'Field Library', or 'Add to Column {n}' when a container column is selected", () => {
    expect(libraryTitle(null)).toBe('Field Library');
    expect(libraryTitle(0)).toBe('Add to Column 1');
    expect(LIBRARY_SEARCH_PLACEHOLDER).toBe('Search field types...');
    expect(LIBRARY_COLUMN_BANNER).toBe(
      'Fields will be added to the selected column. Click the column again to unselect.',
    );
  });
});
