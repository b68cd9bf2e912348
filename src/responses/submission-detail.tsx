// One response in a dialog: when and against which version of the form it was made, its answers
// labelled with the fields' labels, its files with Download buttons, and Delete for owners and editors.
// It opens at once with the list's copy and then reads the response again, so a response deleted
// meanwhile says so instead of showing stale answers.
import { useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../api/client';
import { type ApiSubmission, getSubmission, type SubmissionFile } from '../api/submissions';
import type { FormerFields } from '../logic/answer-display';
import type { FormSchemaData } from '../model';
import { Button, Dialog } from '../ui';
import { AnswerValue, FileList } from './answer-value';
import { answerRows, unlistedFiles } from './answers';
import { formatSubmittedAt, RESPONSES_TEXTS, versionText } from './texts';
import { messageOf } from './use-responses';

export interface SubmissionDetailProps {
  client: ApiClient | null;
  formId: string;
  schema: FormSchemaData;
  /** The response to show; null: the dialog is closed. */
  submission: ApiSubmission | null;
  versionNumbers: ReadonlyMap<string, number>;
  /** Fields of the form's saved versions: labels for answers of fields removed since. */
  former: FormerFields;
  canDelete: boolean;
  downloading: string | null;
  onDownload: (file: SubmissionFile) => void;
  onDelete: (submission: ApiSubmission) => void;
  onClose: () => void;
}

export function versionLabel(versionId: string | null, numbers: ReadonlyMap<string, number>): string {
  if (!versionId) return RESPONSES_TEXTS.noVersion;
  const number = numbers.get(versionId);
  return number === undefined ? versionId : versionText(number);
}

function useFreshSubmission(client: ApiClient | null, formId: string, submission: ApiSubmission | null) {
  const [fresh, setFresh] = useState<ApiSubmission | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = submission?.id;
  useEffect(() => {
    setFresh(null);
    setError(null);
    if (!client || !id) return;
    const controller = new AbortController();
    getSubmission(client, formId, id, controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setFresh(answer);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(`${RESPONSES_TEXTS.detailFailed}: ${messageOf(failure)}`);
      },
    );
    return () => controller.abort();
  }, [client, formId, id]);
  return { shown: fresh?.id === id ? fresh : submission, error };
}

export function SubmissionDetail(props: SubmissionDetailProps) {
  const { client, formId, schema, submission, versionNumbers, former, canDelete, onDelete, onClose } = props;
  const { shown, error } = useFreshSubmission(client, formId, submission);
  const rows = useMemo(() => (shown ? answerRows(schema, shown, former) : []), [schema, shown, former]);
  const extraFiles = shown ? unlistedFiles(rows, shown.files) : [];
  const downloads = { downloading: props.downloading, onDownload: props.onDownload };

  return (
    <Dialog
      open={submission !== null}
      onClose={onClose}
      title={RESPONSES_TEXTS.detailTitle}
      size="large"
      className="fw-responses__detail"
      footer={
        <>
          {canDelete && shown ? (
            <Button variant="danger" onClick={() => onDelete(shown)}>
              {RESPONSES_TEXTS.deleteConfirm}
            </Button>
          ) : null}
          <Button variant="primary" onClick={onClose}>
            {RESPONSES_TEXTS.close}
          </Button>
        </>
      }
    >
      {shown ? (
        <div className="fw-responses__detail-body">
          {error ? (
            <p className="fw-responses__alert fw-responses__alert--error" role="alert">
              {error}
            </p>
          ) : null}
          <dl className="fw-responses__meta">
            <div>
              <dt>{RESPONSES_TEXTS.submittedAt}</dt>
              <dd>
                <time dateTime={shown.created_at}>{formatSubmittedAt(shown.created_at)}</time>
              </dd>
            </div>
            <div>
              <dt>{RESPONSES_TEXTS.version}</dt>
              <dd>{versionLabel(shown.version_id, versionNumbers)}</dd>
            </div>
            {shown.form_revision === null ? null : (
              <div>
                <dt>{RESPONSES_TEXTS.revision}</dt>
                <dd>{shown.form_revision}</dd>
              </div>
            )}
            <div>
              <dt>{RESPONSES_TEXTS.submissionId}</dt>
              <dd className="fw-responses__code">{shown.id}</dd>
            </div>
          </dl>
          <dl className="fw-responses__answers">
            {rows.map((row) => (
              <div key={row.key} className="fw-responses__answer" data-answer={row.key}>
                <dt>{row.label}</dt>
                <dd>
                  <AnswerValue label={row.label} display={row.display} {...downloads} />
                </dd>
              </div>
            ))}
          </dl>
          {extraFiles.length > 0 ? (
            <div className="fw-responses__extra-files">
              <p className="fw-responses__subheading">{RESPONSES_TEXTS.files}</p>
              <FileList files={extraFiles} {...downloads} />
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
