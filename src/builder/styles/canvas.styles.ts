/** The canvas: page manager, lists, field cards, the drop bar, layout fields. On --fw-* tokens. */
export const canvasStyles = `
.fw-canvas {
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
}

/* 'Skip to properties': out of sight until it has focus, then over the canvas's top corner. */
.fw-skip-link:not(:focus) {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}

.fw-skip-link:focus {
  position: absolute;
  inset-block-start: 0.25rem;
  inset-inline-start: 0.25rem;
  z-index: 2;
  padding: 0.375rem 0.75rem;
  border: 1px solid var(--fw-color-primary);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-primary);
  font-weight: 600;
  box-shadow: var(--fw-shadow-overlay);
}

.fw-canvas__scroll {
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: var(--fw-spacing);
}

.fw-canvas__scroll:focus {
  outline: none;
}

.fw-canvas__empty {
  position: absolute;
  inset: var(--fw-spacing);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  border: 2px dashed var(--fw-color-border);
  border-radius: var(--fw-radius);
  text-align: center;
  /* Drops go through to the page list underneath. */
  pointer-events: none;
}

.fw-canvas__empty p {
  margin: 0;
}

.fw-canvas__empty-title {
  font-size: 1.25em;
  font-weight: 600;
}

.fw-pages {
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) / 2);
  padding: calc(var(--fw-spacing) / 2) var(--fw-spacing);
  border-bottom: 1px solid var(--fw-color-border);
  background: var(--fw-color-background);
}

.fw-pages__row,
.fw-pages__description {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--fw-spacing) / 2);
}

.fw-pages__description {
  flex: 1;
}

.fw-pages__description .fw-input {
  flex: 1 1 12rem;
  width: auto;
}

.fw-pages__title {
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
}

.fw-pages__count {
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-page-button {
  min-height: 2rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  font: inherit;
  font-size: 0.875em;
  cursor: pointer;
}

.fw-page-button.is-current {
  border-color: var(--fw-color-primary);
  background: var(--fw-color-primary);
  color: var(--fw-color-on-primary);
}

.fw-list {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: 8px;
  min-height: 2.5rem;
}

.fw-list--page {
  min-height: 100%;
}

.fw-list__empty {
  flex: 1 0 100%;
  margin: 0;
  padding: 0.75rem;
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
  text-align: center;
}

/* The drop bar never takes space: a drag step must not move anything. */
.fw-list.has-end-bar::after {
  content: '';
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 4px;
  border-radius: 2px;
  background: var(--fw-color-primary);
}
`;
