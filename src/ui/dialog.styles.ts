export const dialogStyles = `
.fw-dialog {
  width: min(32rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: 0;
  border: 1px solid var(--fw-color-border);
  border-radius: calc(var(--fw-radius) * 1.5);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  box-shadow: var(--fw-shadow-overlay);
  overflow: auto;
}

.fw-dialog--small {
  width: min(24rem, calc(100vw - 2rem));
}

.fw-dialog--large {
  width: min(56rem, calc(100vw - 2rem));
}

/* ::backdrop does not inherit from the host in every browser, so no tokens here. */
.fw-dialog::backdrop {
  background: rgba(15, 23, 42, 0.5);
}

.fw-dialog__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--fw-spacing);
  padding: var(--fw-spacing) var(--fw-spacing) 0;
}

.fw-dialog__title {
  margin: 0;
  font-size: 1.25em;
  font-weight: 600;
  line-height: 1.3;
}

.fw-dialog__close {
  flex: none;
  /* Stays at the end when the title is visually hidden (out of the flow). */
  margin-left: auto;
  width: 2rem;
  height: 2rem;
  border: none;
  border-radius: var(--fw-radius);
  background: transparent;
  color: var(--fw-color-text-secondary);
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
}

.fw-dialog__close:hover {
  background: var(--fw-color-surface);
}

.fw-dialog__description,
.fw-dialog__body {
  padding: calc(var(--fw-spacing) / 2) var(--fw-spacing) 0;
}

.fw-dialog__description {
  color: var(--fw-color-text-secondary);
}

.fw-dialog__footer {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: calc(var(--fw-spacing) / 2);
  padding: var(--fw-spacing);
}
`;
