import { useEffect, useId, useState } from 'react';
import { useLatest } from './use-latest';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /**
   * Close after this many ms; undefined or 0 keeps the toast until dismissed. How long (and whether) is the
   * store's policy. Errors ignore it: an alert that vanishes before it is read fails WCAG 2.2.1.
   */
  autoCloseMs?: number;
}

export interface ToastStackProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
  /** Read before the title so the type is not conveyed by colour alone. */
  typeLabels?: Readonly<Record<ToastType, string>>;
}

const defaultTypeLabels: Readonly<Record<ToastType, string>> = {
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
};

/** Notifications, newest last, rendered where it is mounted (inside the element's shadow root). */
export function ToastStack({
  toasts,
  onDismiss,
  dismissLabel = 'Dismiss notification',
  typeLabels = defaultTypeLabels,
}: ToastStackProps) {
  return (
    <div className="fw-toast-stack" part="toast-stack">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          dismissLabel={dismissLabel}
          typeLabel={typeLabels[toast.type]}
        />
      ))}
    </div>
  );
}

/**
 * False for the toast's first frames, then true. Screen readers announce a change inside a live region
 * they already know; a region inserted together with its text is often not read at all (NVDA and JAWS in
 * Chrome say nothing for a new role="status"). So the region goes in empty and gets its text once the
 * browser has drawn it (two frames: the first may still belong to the insertion's own update).
 */
function useSpokenAfterInsertion(): boolean {
  const [spoken, setSpoken] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setSpoken(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return spoken;
}

interface ToastProps {
  toast: ToastItem;
  onDismiss: (id: string) => void;
  dismissLabel: string;
  typeLabel: string;
}

function Toast({ toast, onDismiss, dismissLabel, typeLabel }: ToastProps) {
  const { id, type, title, message, autoCloseMs } = toast;
  const onDismissRef = useLatest(onDismiss);
  // Hover or focus pauses the countdown (WCAG 2.2.1); leaving restarts it in full.
  const [paused, setPaused] = useState(false);
  const titleId = useId();
  const spoken = useSpokenAfterInsertion();
  const closes = type !== 'error' && autoCloseMs !== undefined && autoCloseMs > 0;

  useEffect(() => {
    // The time to read it counts from when it has its text.
    if (!closes || paused || !spoken) return;
    const timer = setTimeout(() => onDismissRef.current(id), autoCloseMs);
    return () => clearTimeout(timer);
  }, [closes, paused, spoken, autoCloseMs, id, onDismissRef]);

  return (
    // Pause handlers only: the element is not interactive itself, its close button is.
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus-within only pause the timer.
    <div
      className={`fw-toast fw-toast--${type}`}
      part={`toast toast-${type}`}
      data-toast-id={id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* The live region holds only the text, so the close button is not read out with it. */}
      <div role={type === 'error' ? 'alert' : 'status'} aria-atomic="true" className="fw-toast__content">
        {spoken ? (
          <>
            <p id={titleId} className="fw-toast__title">
              <span className="fw-visually-hidden">{typeLabel}: </span>
              {title}
            </p>
            {message ? <p className="fw-toast__message">{message}</p> : null}
          </>
        ) : null}
      </div>
      <button
        type="button"
        className="fw-toast__close"
        part="toast-close"
        aria-label={dismissLabel}
        aria-describedby={spoken ? titleId : undefined}
        onClick={() => onDismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
