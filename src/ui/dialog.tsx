import { type ReactNode, type RefObject, type SyntheticEvent, useId, useLayoutEffect, useRef } from 'react';
import { deepActiveElement } from './focus';
import { useLatest } from './use-latest';

export type DialogSize = 'small' | 'medium' | 'large';

export interface DialogProps {
  open: boolean;
  /** Called when the user asks to close (Escape, the close button); the parent then sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the × button. */
  closeLabel?: string;
  hideCloseButton?: boolean;
  /** The title still names the dialog, but is not shown: for content that brings its own visible heading. */
  hideTitle?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Focused when the dialog opens; otherwise the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the opener is no longer on the page (the action taken in the dialog
   * removed it). Without it, or when it gives nothing, focus goes to the first control of the opener's
   * nearest surviving container.
   */
  restoreFocusFallback?: () => HTMLElement | null | undefined;
  size?: DialogSize;
  className?: string;
  /**
   * Asked before Escape or the × button closes: false keeps the dialog open (the dialog's content then
   * says why and where). A close the browser forces (Escape without recent user activation) is not asked.
   */
  canClose?: () => boolean;
}

/**
 * A modal dialog on the native `<dialog>` element with `showModal()`: the browser supplies the top layer
 * (so it works inside a shadow root), the inert background, the focus trap and Escape. We add the labelling
 * and return focus to the opener ourselves, because the opener usually sits in the same shadow root and
 * the native restore is not reliable across shadow boundaries.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  hideCloseButton = false,
  hideTitle = false,
  role = 'dialog',
  initialFocusRef,
  restoreFocusFallback,
  size = 'medium',
  className,
  canClose,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Opener | null>(null);
  const openRef = useLatest(open);
  const onCloseRef = useLatest(onClose);
  const canCloseRef = useLatest(canClose);
  const requestClose = () => {
    if (canCloseRef.current?.() !== false) onCloseRef.current();
  };
  const fallbackRef = useLatest(restoreFocusFallback);
  const titleId = useId();
  const descriptionId = useId();

  // Layout effect: open before paint so there is no frame with the content in flow.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = openerOf(deepActiveElement(dialog.ownerDocument));
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  // Unmounting an open dialog must still hand focus back, or it falls to <body>. Close it first: while it
  // is modal the rest of the page (the opener too) is inert and cannot take focus.
  useLayoutEffect(
    () => () => {
      const dialog = dialogRef.current;
      if (!dialog?.open) return;
      dialog.close();
      restoreFocus(dialog, openerRef, fallbackRef);
    },
    // A stable ref (useLatest): the effect still runs once, and cleans up on unmount only.
    [fallbackRef],
  );

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // React passes a nested dialog's cancel and close up its tree: they are not this dialog's.
    if (event.target !== event.currentTarget) return;
    // Without recent user activation Chrome makes the cancel event uncancelable and closes anyway; the
    // close event then reports it, so report here only when the parent really gets to decide.
    if (!event.nativeEvent.cancelable) return;
    event.preventDefault();
    requestClose();
  };

  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    restoreFocus(event.currentTarget, openerRef, fallbackRef);
    // Closed by the browser itself (a close request it would not let us cancel): tell the parent.
    if (openRef.current) onCloseRef.current();
  };

  const classes = ['fw-dialog', `fw-dialog--${size}`, className].filter(Boolean).join(' ');
  return (
    <dialog
      ref={dialogRef}
      className={classes}
      part="dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      {open ? (
        <>
          <header className="fw-dialog__header">
            <h2 id={titleId} className={hideTitle ? 'fw-visually-hidden' : 'fw-dialog__title'}>
              {title}
            </h2>
            {hideCloseButton ? null : (
              <button
                type="button"
                className="fw-dialog__close"
                part="dialog-close"
                aria-label={closeLabel}
                onClick={requestClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </header>
          {description ? (
            <div id={descriptionId} className="fw-dialog__description">
              {description}
            </div>
          ) : null}
          {children ? <div className="fw-dialog__body">{children}</div> : null}
          {footer ? <footer className="fw-dialog__footer">{footer}</footer> : null}
        </>
      ) : null}
    </dialog>
  );
}

/** The element that had focus when the dialog opened, and its containers then, innermost first. */
interface Opener {
  element: HTMLElement;
  containers: HTMLElement[];
}

function openerOf(element: HTMLElement | null): Opener | null {
  if (!element) return null;
  const containers: HTMLElement[] = [];
  for (let node = element.parentElement; node; node = node.parentElement) containers.push(node);
  return { element, containers };
}

/**
 * Hands focus back when the dialog closes: to the opener, or when the action taken removed it, to the
 * caller's fallback, else to the first control of the opener's nearest container still on the page.
 * Focus someone already moved out of the dialog (an action that closed it and focused its result) stays.
 */
function restoreFocus(
  dialog: HTMLDialogElement,
  openerRef: RefObject<Opener | null>,
  fallbackRef: RefObject<(() => HTMLElement | null | undefined) | undefined>,
): void {
  const opener = openerRef.current;
  openerRef.current = null;
  if (!opener) return;
  const doc = dialog.ownerDocument;
  const active = deepActiveElement(doc);
  if (active && active !== doc.body && active.isConnected && !dialog.contains(active)) return;
  if (opener.element.isConnected) {
    opener.element.focus();
    return;
  }
  const target = fallbackRef.current?.() ?? nearestSurvivor(opener.containers, dialog);
  target?.focus();
}

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]';

function takesFocus(element: HTMLElement, dialog: HTMLDialogElement): boolean {
  return (
    element.matches(FOCUSABLE) &&
    !element.matches(':disabled') &&
    element.tabIndex >= 0 &&
    !dialog.contains(element) &&
    element.checkVisibility()
  );
}

function nearestSurvivor(containers: readonly HTMLElement[], dialog: HTMLDialogElement): HTMLElement | null {
  for (const container of containers) {
    if (!container.isConnected) continue;
    if (takesFocus(container, dialog)) return container;
    for (const candidate of container.querySelectorAll<HTMLElement>(FOCUSABLE)) {
      if (takesFocus(candidate, dialog)) return candidate;
    }
  }
  return null;
}
