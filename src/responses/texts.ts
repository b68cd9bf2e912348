// Every text of the responses view, in one place so the tests and the docs quote the same words.

export const RESPONSES_TEXTS = {
  heading: 'Responses',
  searchLabel: 'Search responses',
  searchPlaceholder: 'Search answers...',
  search: 'Search',
  clearSearch: 'Clear search',
  orderLabel: 'Order',
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exporting: 'Exporting...',
  loading: 'Loading responses...',
  loadFailed: 'Failed to load responses',
  retry: 'Try again',
  emptyTitle: 'No responses yet',
  emptyText: 'Responses appear here once people submit the published form.',
  noMatchTitle: 'No responses found',
  pageSizeLabel: 'Responses per page',
  previous: 'Previous',
  next: 'Next',
  view: 'View',
  delete: 'Delete',
  submittedColumn: 'Submitted',
  answersColumn: 'Answers',
  actionsColumn: 'Actions',
  noAnswers: 'No answers',
  noAnswer: 'No answer',
  detailTitle: 'Response',
  submittedAt: 'Submitted',
  version: 'Form version',
  noVersion: 'No saved version',
  revision: 'Form revision',
  submissionId: 'Response ID',
  files: 'Other files',
  download: 'Download',
  close: 'Close',
  detailFailed: 'Failed to load the response',
  deleteTitle: 'Delete Response',
  deleteMessage: 'Are you sure you want to delete this response? This action cannot be undone.',
  deleteConfirm: 'Delete Response',
  deleted: 'Response deleted',
  deleteFailed: 'Delete Failed',
  exportFailed: 'Export failed',
  exported: 'Export ready',
  downloadFailed: 'Download failed',
  analyticsHeading: 'Analytics',
  analyticsLoading: 'Loading analytics...',
  analyticsFailed: 'Failed to load analytics',
  views: 'Views',
  starts: 'Starts',
  completions: 'Completions',
  dropOffCaption: 'Drop-off per page',
  pageColumn: 'Page',
  reachedColumn: 'Reached',
  droppedColumn: 'Dropped',
} as const;

/** 'No responses match "{query}"'. */
export function noMatchText(query: string): string {
  return `No responses match "${query}". Try another search term.`;
}

/** 'Showing 21–40 of 45 responses' (the live status of the list). */
export function rangeText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0) return 'No responses';
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'response' : 'responses'}`;
}

export function pageText(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

export function versionText(versionNumber: number): string {
  return `Version ${versionNumber}`;
}

/** Accessible names of a row's buttons: which response they act on. */
export function rowActionLabel(action: string, submittedAt: string): string {
  return `${action} response submitted ${submittedAt}`;
}

/**
 * Dates as the dashboard shows them (shell §9: en-US, short month, with hour and minute), with the time
 * zone they are in ('Nov 26, 2026, 9:41:02 AM PST'): the CSV export writes UTC, and a time without its
 * zone cannot be matched against it. `timeZone` is the reader's own unless a caller (a test) names one.
 */
export function formatSubmittedAt(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
}
