/** Rules for the element chrome itself (root box, load failure); the primitives bring their own. */
export const elementStyles = `
.fw-root {
  /* Overlays such as SpinnerOverlay cover the element, not the page. */
  position: relative;
  min-height: 2.5rem;
  background: var(--fw-color-background);
  color: var(--fw-color-text);
}

.fw-element-loading {
  display: flex;
  justify-content: center;
  padding: var(--fw-spacing);
}

.fw-element-error {
  margin: 0;
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-error);
  border-radius: var(--fw-radius);
  color: var(--fw-color-error);
}
`;
