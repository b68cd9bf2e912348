import { type ReactNode, useRef } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export type ConfirmVariant = 'danger' | 'warning' | 'info';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  /** Also called for Escape. */
  onCancel: () => void;
  variant?: ConfirmVariant;
  confirmText?: string;
  cancelText?: string;
  /** Both buttons are inactive while the confirmed action runs (they keep focus; see Button). */
  busy?: boolean;
  /** Where focus goes on close when the confirmed action removed the opener (see Dialog). */
  restoreFocusFallback?: () => HTMLElement | null | undefined;
}

const confirmButtonVariant: Readonly<Record<ConfirmVariant, ButtonVariant>> = {
  danger: 'danger',
  warning: 'warning',
  info: 'primary',
};

/**
 * A yes/no question as an `alertdialog`. For danger and warning the safe choice (Cancel) gets the initial
 * focus, so a stray Enter never deletes anything; for info the confirm button does.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  variant = 'info',
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  busy = false,
  restoreFocusFallback,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="small"
      hideCloseButton
      className={`fw-confirm fw-confirm--${variant}`}
      initialFocusRef={variant === 'info' ? confirmRef : cancelRef}
      {...(restoreFocusFallback ? { restoreFocusFallback } : {})}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} inactive={busy}>
            {cancelText}
          </Button>
          <Button
            ref={confirmRef}
            variant={confirmButtonVariant[variant]}
            onClick={onConfirm}
            inactive={busy}
          >
            {confirmText}
          </Button>
        </>
      }
    />
  );
}
