// One page of responses, newest first: when each was submitted, its first answers, and View (and Delete
// for owners and editors).
import type { ApiSubmission } from '../api/submissions';
import type { FormerFields } from '../logic/answer-display';
import type { FormSchemaData } from '../model';
import { Button } from '../ui';
import { answerRows, answerSummary } from './answers';
import { formatSubmittedAt, RESPONSES_TEXTS, rowActionLabel } from './texts';

export interface SubmissionTableProps {
  submissions: readonly ApiSubmission[];
  schema: FormSchemaData;
  former: FormerFields;
  canDelete: boolean;
  busy: boolean;
  onView: (submission: ApiSubmission) => void;
  onDelete: (submission: ApiSubmission) => void;
}

export function SubmissionTable({
  submissions,
  schema,
  former,
  canDelete,
  busy,
  onView,
  onDelete,
}: SubmissionTableProps) {
  return (
    <table className="fw-responses__table fw-responses__list" aria-busy={busy}>
      <caption className="fw-visually-hidden">{RESPONSES_TEXTS.heading}, newest first</caption>
      <thead>
        <tr>
          <th scope="col">{RESPONSES_TEXTS.submittedColumn}</th>
          <th scope="col">{RESPONSES_TEXTS.answersColumn}</th>
          <th scope="col">
            <span className="fw-visually-hidden">{RESPONSES_TEXTS.actionsColumn}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {submissions.map((submission) => {
          const submittedAt = formatSubmittedAt(submission.created_at);
          const summary = answerSummary(answerRows(schema, submission, former));
          return (
            <tr key={submission.id} data-submission={submission.id}>
              <td className="fw-responses__when">
                <time dateTime={submission.created_at}>{submittedAt}</time>
              </td>
              <td className="fw-responses__summary">
                {summary.length > 0 ? (
                  <ul className="fw-responses__summary-list">
                    {summary.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: two answers may read the same.
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="fw-responses__muted">{RESPONSES_TEXTS.noAnswers}</span>
                )}
              </td>
              <td>
                {/* Flex on a wrapper: a flex <td> stops being a table cell and its borders misalign. */}
                <div className="fw-responses__row-actions">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-haspopup="dialog"
                    aria-label={rowActionLabel(RESPONSES_TEXTS.view, submittedAt)}
                    onClick={() => onView(submission)}
                  >
                    {RESPONSES_TEXTS.view}
                  </Button>
                  {canDelete ? (
                    <Button
                      size="small"
                      variant="danger"
                      aria-haspopup="dialog"
                      aria-label={rowActionLabel(RESPONSES_TEXTS.delete, submittedAt)}
                      onClick={() => onDelete(submission)}
                    >
                      {RESPONSES_TEXTS.delete}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
