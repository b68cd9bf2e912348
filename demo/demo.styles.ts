/** Layout of the demo's own pages around the elements. */
export const demoStyles = `
.fw-demo-builder form-builder {
  --fw-builder-height: 100vh;
}

/* While a template for the new form loads: the builder's place, not an empty builder. */
.fw-demo-builder__loading {
  min-height: 100vh;
  display: grid;
  place-items: center;
}

.fw-public__actions {
  display: flex;
  gap: var(--fw-spacing);
  flex-wrap: wrap;
}

.fw-demo-settings.fw-dialog {
  width: min(96vw, 1100px);
}

.fw-public {
  max-width: 760px;
  margin: 0 auto;
  padding: calc(var(--fw-spacing) * 2) var(--fw-spacing);
}

.fw-public__form {
  background: var(--fw-color-background);
  border: 1px solid var(--fw-color-border);
  border-radius: calc(var(--fw-radius) * 2);
  padding: calc(var(--fw-spacing) * 2);
}

.fw-public__form h1 {
  margin-top: 0;
  color: #111827;
}

.fw-public__missing {
  margin: 10vh auto 0;
}
`;
