import { SpinnerRing } from './spinner';

export interface LoadingScreenProps {
  /** e.g. 'Form builder loading' */
  title: string;
  /** e.g. 'Please wait while we fetch your forms...' */
  message: string;
}

/** A whole-area placeholder while an app's data loads; the texts are announced once as a status. */
export function LoadingScreen({ title, message }: LoadingScreenProps) {
  return (
    <div role="status" className="fw-loading-screen" part="loading-screen">
      <SpinnerRing size="large" />
      <p className="fw-loading-screen__title">
        {title}
        {/* Shown as two lines, read as the spec's one sentence: '{title} - {message}'. */}
        <span className="fw-visually-hidden"> - </span>
      </p>
      <p className="fw-loading-screen__message">{message}</p>
    </div>
  );
}
