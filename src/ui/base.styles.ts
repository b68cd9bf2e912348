/** Rules every primitive relies on; kept apart so each primitive's CSS stays about that primitive. */
export const baseStyles = `
*, *::before, *::after {
  box-sizing: border-box;
}

.fw-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
}

:focus-visible {
  outline: 2px solid var(--fw-color-primary);
  outline-offset: 2px;
}
`;
