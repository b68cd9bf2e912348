export const buttonStyles = `
.fw-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 2.5rem;
  padding: 0.5rem 1rem;
  border: 1px solid transparent;
  border-radius: var(--fw-radius);
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  transition: background-color 120ms, border-color 120ms;
}

.fw-button--small {
  min-height: 2rem;
  padding: 0.25rem 0.75rem;
  font-size: 0.875em;
}

/* A solid outline in the primary colour, off the button's edge like the icon buttons' and tabs': it
   contrasts with the page (WCAG 1.4.11) where the old soft shadow ring did not, and in forced-colors
   mode, which drops box shadows, the browser still draws an outline. */
.fw-button:focus-visible {
  outline: 2px solid var(--fw-color-primary);
  outline-offset: 2px;
}

/* aria-disabled: unavailable but still focusable, for a button a press can take to its end (a move to the
   first or last place) without dropping the keyboard user's focus to the page. */
.fw-button:disabled,
.fw-button[aria-disabled='true'] {
  cursor: not-allowed;
  opacity: 0.6;
}

.fw-button--primary {
  background: var(--fw-color-primary);
  color: var(--fw-color-on-primary);
}

.fw-button--secondary {
  background: var(--fw-color-background);
  border-color: var(--fw-color-border);
  color: var(--fw-color-text);
}

.fw-button--danger {
  background: var(--fw-color-error);
  color: #ffffff;
}

.fw-button--warning {
  background: var(--fw-color-warning);
  color: #ffffff;
}

.fw-button--ghost {
  background: transparent;
  color: var(--fw-color-text);
}

.fw-button:not(:disabled):not([aria-disabled='true']):hover {
  filter: brightness(0.95);
}
`;
