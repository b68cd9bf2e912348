export const toastStackStyles = `
.fw-toast-stack {
  position: fixed;
  inset-block-start: var(--fw-spacing);
  inset-inline-end: var(--fw-spacing);
  z-index: var(--fw-z-overlay);
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) / 2);
  width: min(24rem, calc(100vw - 2 * var(--fw-spacing)));
  /* The empty stack must not swallow clicks meant for the page below it. */
  pointer-events: none;
}

/* Newest last, so the newest sits in the corner. */
.fw-toast-stack--bottom-end {
  inset-block-start: auto;
  inset-block-end: var(--fw-spacing);
}

.fw-toast {
  display: flex;
  align-items: flex-start;
  gap: calc(var(--fw-spacing) / 2);
  padding: calc(var(--fw-spacing) * 0.75);
  border: 1px solid var(--fw-color-border);
  border-inline-start: 4px solid var(--fw-color-info);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  box-shadow: var(--fw-shadow-overlay);
  pointer-events: auto;
}

.fw-toast--success {
  border-inline-start-color: var(--fw-color-success);
}

.fw-toast--error {
  border-inline-start-color: var(--fw-color-error);
}

.fw-toast--warning {
  border-inline-start-color: var(--fw-color-warning);
}

.fw-toast__content {
  flex: 1;
  min-width: 0;
}

.fw-toast__title,
.fw-toast__message {
  margin: 0;
  overflow-wrap: anywhere;
}

.fw-toast__title {
  font-weight: 600;
}

.fw-toast__message {
  margin-top: 0.25rem;
  color: var(--fw-color-text-secondary);
}

.fw-toast__close {
  flex: none;
  width: 1.75rem;
  height: 1.75rem;
  border: none;
  border-radius: var(--fw-radius);
  background: transparent;
  color: var(--fw-color-text-secondary);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}

.fw-toast__close:hover {
  background: var(--fw-color-surface);
}
`;
