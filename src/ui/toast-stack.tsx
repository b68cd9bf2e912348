import { type FocusEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
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
  /**
   * Where the stack sits in the viewport: the top corner by default; the bottom corner for a screen whose
   * top corner holds its main actions (the builder's header), which a toast must not cover.
   */
  placement?: 'top-end' | 'bottom-end';
  /**
   * Where focus goes when a toast holding it closes and the element focus came from is gone; without
   * it, focus has nowhere to go but <body>.
   */
  fallbackFocus?: () => HTMLElement | null;
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
  placement = 'top-end',
  fallbackFocus,
}: ToastStackProps) {
  const { onFocusCapture, returnFocus } = useFocusReturn(fallbackFocus);
  const className =
    placement === 'top-end' ? 'fw-toast-stack' : `fw-toast-stack fw-toast-stack--${placement}`;
  return (
    // Focus events only record where focus came from; the toasts' buttons are the controls.
    <div className={className} part="toast-stack" onFocusCapture={onFocusCapture}>
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          onFocusLost={returnFocus}
          dismissLabel={dismissLabel}
          typeLabel={typeLabels[toast.type]}
        />
      ))}
    </div>
  );
}

/**
 * A toast that closes while it holds focus (Enter on its close button, a store that dismisses it) would
 * drop focus to <body>, and a keyboard user would start again from the top of the page. Focus goes back
 * to the element it came from into the stack, else to the fallback.
 */
function useFocusReturn(fallbackFocus: (() => HTMLElement | null) | undefined) {
  const cameFrom = useRef<HTMLElement | null>(null);
  const fallback = useLatest(fallbackFocus);
  const onFocusCapture = useCallback((event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (from instanceof Node && event.currentTarget.contains(from)) return;
    cameFrom.current = from instanceof HTMLElement ? from : null;
  }, []);
  const returnFocus = useCallback(() => {
    const from = cameFrom.current;
    const target = from?.isConnected && !from.matches(':disabled') ? from : fallback.current?.();
    target?.focus();
  }, [fallback]);
  return { onFocusCapture, returnFocus };
}

/** Calls `onFocusLost` when the element unmounts while focus is inside it (before it leaves the page). */
function useFocusLostOnUnmount(onFocusLost: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useLatest(onFocusLost);
  useLayoutEffect(() => {
    const element = ref.current;
    return () => {
      // Layout cleanups run before React removes the element, while focus is still in it.
      const root = element?.getRootNode();
      const active = root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
      if (element && active && element.contains(active)) latest.current();
    };
  }, [latest]);
  return ref;
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
  onFocusLost: () => void;
  dismissLabel: string;
  typeLabel: string;
}

function Toast({ toast, onDismiss, onFocusLost, dismissLabel, typeLabel }: ToastProps) {
  const { id, type, title, message, autoCloseMs } = toast;
  const ref = useFocusLostOnUnmount(onFocusLost);
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
      ref={ref}
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
