/** The Field Library. On --fw-* tokens. */
export const libraryStyles = `
.fw-library {
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) / 2);
}

.fw-library__banner {
  margin: 0;
  padding: 0.5rem 0.625rem;
  border-left: 3px solid var(--fw-color-primary);
  border-radius: var(--fw-radius);
  background: color-mix(in srgb, var(--fw-color-primary) 8%, var(--fw-color-background));
  font-size: 0.875em;
}

.fw-library__empty {
  padding: var(--fw-spacing) 0;
  text-align: center;
}

.fw-library__empty p {
  margin: 0;
}

.fw-library__empty-title {
  font-weight: 600;
}

.fw-library__group-title {
  margin: 0;
  font-size: 1em;
}

.fw-library__group-button {
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: 0.5rem 0.25rem;
  border: 0;
  border-bottom: 1px solid var(--fw-color-border);
  background: transparent;
  color: var(--fw-color-text);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}

.fw-library__group-button[aria-disabled='true'] {
  cursor: default;
}

.fw-library__templates {
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0.375rem 0 0.5rem;
  padding: 0;
  list-style: none;
}

.fw-template {
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0.5rem 0.625rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  font: inherit;
  text-align: start;
  cursor: grab;
  touch-action: none;
}

.fw-template:hover {
  border-color: var(--fw-color-primary);
}

.fw-template:disabled {
  cursor: not-allowed;
  opacity: 0.6;
}

.fw-template__label {
  font-weight: 600;
}

.fw-template__description {
  color: var(--fw-color-text-secondary);
  font-size: 0.8125em;
}
`;
