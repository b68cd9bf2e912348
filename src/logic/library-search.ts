import { type FieldTemplate, LIBRARY_GROUPS, type LibraryGroup } from '../model';

export const LIBRARY_TITLE = 'Field Library';
export const LIBRARY_SEARCH_PLACEHOLDER = 'Search field types...';
export const LIBRARY_EMPTY_TITLE = 'No field types found';
export const LIBRARY_COLUMN_BANNER =
  'Fields will be added to the selected column. Click the column again to unselect.';

/** 'Try searching for "{term}" differently' (authoring §2). */
export function libraryEmptyHint(term: string): string {
  return `Try searching for "${term.trim()}" differently`;
}

/** 'Field Library', or 'Add to Column {n}' while a container column (numbered from 0 here) is selected. */
export function libraryTitle(selectedColumn: number | null): string {
  return selectedColumn === null ? LIBRARY_TITLE : `Add to Column ${selectedColumn + 1}`;
}

/** Whether the template's label, description or type contains the term, case-insensitively. */
export function templateMatches(template: FieldTemplate, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return [template.label, template.description, template.type].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export interface LibraryGroupResult {
  id: string;
  title: string;
  templates: readonly FieldTemplate[];
  /** The count badge. */
  count: number;
}

export interface LibrarySearchResult {
  /** Whether a (non-blank) term is being searched: all groups open and cannot collapse. */
  searching: boolean;
  /** Groups with matches; all groups when not searching. */
  groups: LibraryGroupResult[];
  total: number;
  /** Set when a search matched nothing. */
  empty?: { title: string; hint: string };
}

/** Filters the library by a search term; a blank term (spaces only) is no search. */
export function searchLibrary(
  term: string,
  groups: readonly LibraryGroup[] = LIBRARY_GROUPS,
): LibrarySearchResult {
  const searching = term.trim() !== '';
  const results = groups
    .map((group) => {
      const templates = group.templates.filter((template) => templateMatches(template, term));
      return { id: group.id, title: group.title, templates, count: templates.length };
    })
    .filter((group) => !searching || group.count > 0);
  const total = results.reduce((sum, group) => sum + group.count, 0);
  return {
    searching,
    groups: results,
    total,
    ...(searching && total === 0 && { empty: { title: LIBRARY_EMPTY_TITLE, hint: libraryEmptyHint(term) } }),
  };
}

/** While searching every group is open; otherwise only the one open group. */
export function isGroupOpen(groupId: string, openGroupId: string | null, searching: boolean): boolean {
  return searching || groupId === openGroupId;
}

/** Opens a group (closing the other) or closes it when open; no effect while searching. */
export function toggleGroup(openGroupId: string | null, groupId: string, searching: boolean): string | null {
  if (searching) return openGroupId;
  return openGroupId === groupId ? null : groupId;
}
