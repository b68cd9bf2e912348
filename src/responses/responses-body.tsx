// What the list area shows: the loading state, the failure with Try again, the empty states (none yet,
// or none for this search), or the page of responses with a live 'Showing 1–20 of 45 responses'.
import type { ApiSubmission, SubmissionPage } from '../api/submissions';
import type { FormerFields } from '../logic/answer-display';
import type { FormSchemaData } from '../model';
import { ListState } from './list-state';
import { SubmissionTable } from './submission-table';
import { noMatchText, RESPONSES_TEXTS, rangeText } from './texts';
import type { LoadState } from './use-responses';

export interface ResponsesBodyProps {
  list: LoadState<SubmissionPage>;
  query: string;
  page: number;
  pageSize: number;
  schema: FormSchemaData;
  /** Fields of the form's saved versions: labels for answers of fields removed since. */
  former: FormerFields;
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
  const { list, query, page, pageSize, schema, former, canDelete, onRetry, onView, onDelete } = props;
  const data = list.data;
  const loading = list.status === 'loading';
  return (
    <div className="fw-responses__body" data-state={list.status}>
      <ListState
        loading={loading}
        statusText={statusText(list, page, pageSize)}
        errorText={list.status === 'error' ? `${RESPONSES_TEXTS.loadFailed}: ${list.message}` : null}
        retryText={RESPONSES_TEXTS.retry}
        onRetry={onRetry}
        empty={
          data && data.total === 0
            ? {
                title: query ? RESPONSES_TEXTS.noMatchTitle : RESPONSES_TEXTS.emptyTitle,
                text: query ? noMatchText(query) : RESPONSES_TEXTS.emptyText,
              }
            : null
        }
      />
      {data && data.submissions.length > 0 ? (
        <SubmissionTable
          submissions={data.submissions}
          schema={schema}
          former={former}
          canDelete={canDelete}
          busy={loading}
          onView={onView}
          onDelete={onDelete}
        />
      ) : null}
    </div>
  );
}
