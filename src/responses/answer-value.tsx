import type { SubmissionFile } from '../api/submissions';
import { fileSizeText } from '../model/files';
import { Button } from '../ui';
import type { AnswerDisplay } from './answers';
import { RESPONSES_TEXTS } from './texts';

export interface FileDownloadProps {
  files: readonly SubmissionFile[];
  onDownload: (file: SubmissionFile) => void;
  downloading: string | null;
}

/** Uploaded files, each with a Download button (the files route needs the session's signed headers). */
export function FileList({ files, onDownload, downloading }: FileDownloadProps) {
  return (
    <ul className="fw-responses__files">
      {files.map((file) => (
        <li key={file.id || file.name} className="fw-responses__file">
          <span className="fw-responses__file-name">{file.name}</span>
          <span className="fw-responses__muted"> ({fileSizeText(file.size)})</span>
          {file.id ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={`${RESPONSES_TEXTS.download} ${file.name}`}
              disabled={downloading === file.id}
              onClick={() => onDownload(file)}
            >
              {RESPONSES_TEXTS.download}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** One answer as text, a small table, files or a signature image; 'No answer' when empty. */
export function AnswerValue({
  label,
  display,
  ...files
}: { label: string; display: AnswerDisplay } & Omit<FileDownloadProps, 'files'>) {
  switch (display.kind) {
    case 'empty':
      return <span className="fw-responses__muted">{RESPONSES_TEXTS.noAnswer}</span>;
    case 'text':
      return <span className="fw-responses__text">{display.text}</span>;
    case 'image':
      return <img className="fw-responses__signature" src={display.src} alt={label} />;
    case 'files':
      return <FileList files={display.files} {...files} />;
    case 'table':
      return (
        <table className="fw-responses__table fw-responses__table--answer">
          <caption className="fw-visually-hidden">{label}</caption>
          <thead>
            <tr>
              {display.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns may share a label; their order is fixed.
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {display.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position.
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns.
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}
