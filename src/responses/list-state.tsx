// The state part of a list area both tabs share: one polite status line (loading, then what is shown),
// the failure with Try again, and the empty state (none yet, or none for the current search or filter).
import { Button, SpinnerRing } from '../ui';

export interface ListStateProps {
  loading: boolean;
  statusText: string;
  /** The load failure's text, already prefixed; null when the last load worked. */
  errorText: string | null;
  retryText: string;
  onRetry: () => void;
  /** Shown when the list is known to be empty. */
  empty: { title: string; text: string } | null;
}

export function ListState({ loading, statusText, errorText, retryText, onRetry, empty }: ListStateProps) {
  return (
    <>
      <p className="fw-responses__status" role="status">
        {loading ? <SpinnerRing size="small" /> : null}
        {statusText}
      </p>
      {errorText !== null ? (
        <div className="fw-responses__alert fw-responses__alert--error" role="alert">
          <span>{errorText}</span>
          <Button size="small" variant="secondary" onClick={onRetry}>
            {retryText}
          </Button>
        </div>
      ) : null}
      {empty && !loading ? (
        <div className="fw-responses__empty">
          <p className="fw-responses__empty-title">{empty.title}</p>
          <p className="fw-responses__muted">{empty.text}</p>
        </div>
      ) : null}
    </>
  );
}
