export type SpinnerSize = 'small' | 'medium' | 'large';

export const DEFAULT_LOADING_MESSAGE = 'Loading...';

/** The turning ring alone, hidden from assistive technology: the caller says what is loading. */
export function SpinnerRing({ size = 'medium' }: { size?: SpinnerSize }) {
  return <span className={`fw-spinner-ring fw-spinner-ring--${size}`} part="spinner" aria-hidden="true" />;
}

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced politely, not shown. */
  label?: string;
}

/** An inline spinner that announces `label` as a status. */
export function Spinner({ size = 'medium', label = DEFAULT_LOADING_MESSAGE }: SpinnerProps) {
  return (
    <span role="status" className="fw-spinner">
      <SpinnerRing size={size} />
      <span className="fw-visually-hidden">{label}</span>
    </span>
  );
}

export interface SpinnerOverlayProps {
  message?: string;
  size?: SpinnerSize;
  /** Cover the viewport instead of the nearest positioned ancestor. */
  fullScreen?: boolean;
}

/** Covers its container (or the viewport) while work is under way, with a visible message. */
export function SpinnerOverlay({
  message = DEFAULT_LOADING_MESSAGE,
  size = 'medium',
  fullScreen = false,
}: SpinnerOverlayProps) {
  return (
    <div
      role="status"
      className={fullScreen ? 'fw-spinner-overlay fw-spinner-overlay--full-screen' : 'fw-spinner-overlay'}
      part="spinner-overlay"
    >
      <SpinnerRing size={size} />
      <p className="fw-spinner-overlay__message">{message}</p>
    </div>
  );
}
