import type { FormSchemaData, Page } from '../model';
import { type BuilderState, clampInteger, deleteFields, reachableFieldIds } from './schema-ops';

export const SINGLE_PAGE_TITLE = 'Single Page Form';
export const MULTI_PAGE_TITLE = 'Multi-Page Form';

/** 'Page n' with n counted from 1, as on the page manager's buttons (shell §2). */
export function pageLabel(pageIndex: number): string {
  return `Page ${pageIndex + 1}`;
}

export function isMultiPage(schema: FormSchemaData): boolean {
  return schema.pages.length > 1;
}

export function pageManagerTitle(schema: FormSchemaData): string {
  return isMultiPage(schema) ? MULTI_PAGE_TITLE : SINGLE_PAGE_TITLE;
}

/** `page_{n}` with the smallest n from the new page count up that no page uses yet. */
function newPageId(pages: readonly Page[]): string {
  const taken = new Set(pages.map((page) => page.id));
  let n = pages.length + 1;
  while (taken.has(`page_${n}`)) n++;
  return `page_${n}`;
}

/**
 * Appends a page described 'Page N', N the new page count ('Add Page' on a single-page form makes
 * 'Page 2', shell §2), and shows it. The selection stays.
 */
export function addPage(state: BuilderState): BuilderState {
  const { pages } = state.schema;
  const page: Page = { id: newPageId(pages), description: pageLabel(pages.length), field_ids: [] };
  return {
    ...state,
    schema: { ...state.schema, pages: [...pages, page] },
    currentPageIndex: pages.length,
  };
}

/**
 * Removes a page; refused (same state) when it is the only one or unknown. Afterwards the current
 * index moves to the last page if it is out of range and the selection clears (authoring §4).
 * Fields that are no longer on any page, directly or nested in a layout field that is, are dropped,
 * with the conditional rules that mention them (see deleteFields). "Unless inside a container" is read
 * as "reachable from a page": the children of a container that was on the removed page go with it.
 */
export function removePage(state: BuilderState, pageId: string): BuilderState {
  const { pages } = state.schema;
  if (pages.length <= 1 || !pages.some((page) => page.id === pageId)) return state;
  const remaining = { ...state.schema, pages: pages.filter((page) => page.id !== pageId) };
  const reachable = reachableFieldIds(remaining);
  const orphans = new Set(remaining.all_fields.map((field) => field.id).filter((id) => !reachable.has(id)));
  return {
    schema: deleteFields(remaining, orphans),
    currentPageIndex: Math.min(state.currentPageIndex, remaining.pages.length - 1),
    selectedFieldId: null,
  };
}

/** Shows a page; the index is clamped to the first and last page (authoring §4). */
export function goToPage(state: BuilderState, pageIndex: number): BuilderState {
  const currentPageIndex = clampInteger(pageIndex, 0, state.schema.pages.length - 1);
  return currentPageIndex === state.currentPageIndex ? state : { ...state, currentPageIndex };
}

export function nextPage(state: BuilderState): BuilderState {
  return goToPage(state, state.currentPageIndex + 1);
}

export function previousPage(state: BuilderState): BuilderState {
  return goToPage(state, state.currentPageIndex - 1);
}

export function canGoToNextPage(state: BuilderState): boolean {
  return state.currentPageIndex < state.schema.pages.length - 1;
}

export function canGoToPreviousPage(state: BuilderState): boolean {
  return state.currentPageIndex > 0;
}

export function updatePageDescription(
  state: BuilderState,
  pageId: string,
  description: string,
): BuilderState {
  if (!state.schema.pages.some((page) => page.id === pageId)) return state;
  const pages = state.schema.pages.map((page) => (page.id === pageId ? { ...page, description } : page));
  return { ...state, schema: { ...state.schema, pages } };
}
