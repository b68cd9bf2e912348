// What the list area shows: the loading state, the failure with Try again, the empty states (none yet,
// or none for this search), or the page of responses with a live 'Showing 1–20 of 45 responses'.
import type { ApiSubmission, SubmissionPage } from '../api/submissions';
import type { FormSchemaData } from '../model';
import { Button, SpinnerRing } from '../ui';
import { SubmissionTable } from './submission-table';
import { noMatchText, RESPONSES_TEXTS, rangeText } from './texts';
import type { LoadState } from './use-responses';

export interface ResponsesBodyProps {
  list: LoadState<SubmissionPage>;
  query: string;
  page: number;
  pageSize: number;
  schema: FormSchemaData;
  canDelete: boolean;
  onRetry: () => void;
  onView: (submission: ApiSubmission) => void;
  onDelete: (submission: ApiSubmission) => void;
}

function statusText(list: LoadState<SubmissionPage>, page: number, pageSize: number): string {
  if (list.status === 'loading') return RESPONSES_TEXTS.loading;
  if (!list.data) return '';
  return rangeText(page, pageSize, list.data.submissions.length, list.data.total);
}

export function ResponsesBody(props: ResponsesBodyProps) {
  const { list, query, page, pageSize, schema, canDelete, onRetry, onView, onDelete } = props;
  const data = list.data;
  const loading = list.status === 'loading';
  return (
    <div className="fw-responses__body" data-state={list.status}>
      {/* One polite status for the whole list: loading, then how many are shown. */}
      <p className="fw-responses__status" role="status">
        {loading ? <SpinnerRing size="small" /> : null}
        {statusText(list, page, pageSize)}
      </p>
      {list.status === 'error' ? (
        <div className="fw-responses__alert fw-responses__alert--error" role="alert">
          <span>{`${RESPONSES_TEXTS.loadFailed}: ${list.message}`}</span>
          <Button size="small" variant="secondary" onClick={onRetry}>
            {RESPONSES_TEXTS.retry}
          </Button>
        </div>
      ) : null}
      {data && data.total === 0 && !loading ? (
        <div className="fw-responses__empty">
          <p className="fw-responses__empty-title">
            {query ? RESPONSES_TEXTS.noMatchTitle : RESPONSES_TEXTS.emptyTitle}
          </p>
          <p className="fw-responses__muted">{query ? noMatchText(query) : RESPONSES_TEXTS.emptyText}</p>
        </div>
      ) : null}
      {data && data.submissions.length > 0 ? (
        <SubmissionTable
          submissions={data.submissions}
          schema={schema}
          canDelete={canDelete}
          busy={loading}
          onView={onView}
          onDelete={onDelete}
        />
      ) : null}
    </div>
  );
}
