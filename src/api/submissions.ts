// Typed calls for a form's responses (issue #8): publish and unpublish, the submissions list with pages
// and search, one submission, delete, export as CSV or JSON, and the analytics summary. The public routes
// visitors use are not here: they need no session (see docs/api.md, "Public form routes").
import { responsesFileName } from '../logic/answer-display';
import { CSV_BOM } from '../logic/csv';
import type { ApiClient } from './client';
import { attachmentFileName } from './content-disposition';
import { type ApiForm, readForm } from './forms';

export interface SubmissionFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface ApiSubmission {
  id: string;
  form_id: string;
  version_id: string | null;
  /** The form's save (revision) the answers were judged against; null for submissions older than it. */
  form_revision: number | null;
  values: Record<string, unknown>;
  created_at: string;
  files: SubmissionFile[];
}

/** The list's order by submission time; the server's default is newest first. */
export type SubmissionOrder = 'newest' | 'oldest';

export interface SubmissionPage {
  submissions: ApiSubmission[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AnalyticsSummary {
  views: number;
  starts: number;
  completions: number;
  pages: { page: number; reached: number; dropped: number }[];
}

export type ExportFormat = 'csv' | 'json';

export interface SubmissionExport {
  /** The file's text, ready for a Blob (CSV with its byte order mark). */
  text: string;
  fileName: string;
  mimeType: string;
}

const formPath = (formId: string) => `/api/v1/forms/${encodeURIComponent(formId)}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function readFile(raw: unknown): SubmissionFile[] {
  if (!isRecord(raw) || typeof raw.id !== 'string') return [];
  return [{ id: raw.id, name: text(raw.name), size: count(raw.size), type: text(raw.type) }];
}

export function readSubmission(raw: unknown): ApiSubmission | null {
  if (!isRecord(raw) || typeof raw.id !== 'string') return null;
  return {
    id: raw.id,
    form_id: text(raw.form_id),
    version_id: typeof raw.version_id === 'string' ? raw.version_id : null,
    form_revision: typeof raw.form_revision === 'number' ? raw.form_revision : null,
    values: isRecord(raw.values) ? raw.values : {},
    created_at: text(raw.created_at),
    files: Array.isArray(raw.files) ? raw.files.flatMap(readFile) : [],
  };
}

export async function setPublished(client: ApiClient, formId: string, published: boolean): Promise<ApiForm> {
  const answer = await client.request<{ data?: unknown }>(
    'POST',
    `${formPath(formId)}/${published ? 'publish' : 'unpublish'}`,
  );
  return readForm(answer?.data);
}

export async function listSubmissions(
  client: ApiClient,
  formId: string,
  options: {
    page?: number;
    pageSize?: number;
    query?: string;
    order?: SubmissionOrder;
    signal?: AbortSignal;
  } = {},
): Promise<SubmissionPage> {
  const answer = await client.request<{ data?: unknown; meta?: unknown }>(
    'GET',
    `${formPath(formId)}/submissions`,
    {
      query: {
        page: options.page ?? 1,
        page_size: options.pageSize ?? 20,
        q: options.query?.trim() || undefined,
        order: options.order === 'oldest' ? 'oldest' : undefined,
      },
      signal: options.signal,
    },
  );
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  const meta = isRecord(answer?.meta) ? answer.meta : {};
  return {
    submissions: rows.flatMap((row) => readSubmission(row) ?? []),
    page: count(meta.page) || 1,
    pageSize: count(meta.page_size) || 20,
    total: count(meta.total),
  };
}

export async function getSubmission(
  client: ApiClient,
  formId: string,
  submissionId: string,
  signal?: AbortSignal,
): Promise<ApiSubmission | null> {
  const answer = await client.request<{ data?: unknown }>(
    'GET',
    `${formPath(formId)}/submissions/${encodeURIComponent(submissionId)}`,
    { signal },
  );
  return readSubmission(answer?.data);
}

export async function deleteSubmission(
  client: ApiClient,
  formId: string,
  submissionId: string,
): Promise<void> {
  await client.request('DELETE', `${formPath(formId)}/submissions/${encodeURIComponent(submissionId)}`);
}

/**
 * Every submission as a file, named as the server names it ('customer-feedback-responses-2026-11-26.csv',
 * from its Content-Disposition; a server that hides that header leaves the name to the form's id).
 * The client reads answers as text (which drops a byte order mark) and parses JSON, so the CSV gets its
 * BOM back and JSON is written out again.
 */
export async function exportSubmissions(
  client: ApiClient,
  formId: string,
  format: ExportFormat,
): Promise<SubmissionExport> {
  const answer = await client.requestWithHeaders<unknown>('GET', `${formPath(formId)}/submissions/export`, {
    query: { format },
  });
  const fileName =
    attachmentFileName(answer.headers.get('content-disposition')) ??
    responsesFileName('', formId, new Date(), format);
  if (format === 'json') {
    return {
      text: typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data, null, 2),
      fileName,
      mimeType: 'application/json',
    };
  }
  const csv = typeof answer.data === 'string' ? answer.data : '';
  return {
    text: csv.startsWith(CSV_BOM) ? csv : CSV_BOM + csv,
    fileName,
    mimeType: 'text/csv;charset=utf-8',
  };
}

export async function getAnalytics(
  client: ApiClient,
  formId: string,
  signal?: AbortSignal,
): Promise<AnalyticsSummary> {
  const answer = await client.request<{ data?: unknown }>('GET', `${formPath(formId)}/analytics`, { signal });
  const data = isRecord(answer?.data) ? answer.data : {};
  const pages = Array.isArray(data.pages) ? data.pages.filter(isRecord) : [];
  return {
    views: count(data.views),
    starts: count(data.starts),
    completions: count(data.completions),
    pages: pages.map((p) => ({ page: count(p.page), reached: count(p.reached), dropped: count(p.dropped) })),
  };
}

/**
 * An uploaded file of a submission, for members of the tenant. The route needs the signed headers, so a
 * plain link cannot fetch it: the caller gets the bytes and offers them as a download.
 */
export async function downloadSubmissionFile(
  client: ApiClient,
  formId: string,
  fileId: string,
): Promise<Blob> {
  return client.request<Blob>('GET', `${formPath(formId)}/files/${encodeURIComponent(fileId)}`, {
    responseType: 'blob',
  });
}
