/** The Versions panel's own rules, on the builder's --fw-* tokens (rendered in the panel's shadow root). */
export const versionsStyles = `
.fw-versions__save { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.5rem; }
.fw-versions__save .fw-config-field { flex: 1 1 16rem; }
.fw-version__meta { font-size: 0.875em; }
.fw-version-diff { padding: var(--fw-spacing); border: 1px solid var(--fw-color-border); border-radius: var(--fw-radius); }
.fw-version-diff__title { margin: 0 0 0.5rem; font-size: 1em; }
.fw-version-diff__list { margin: 0; padding-left: 1.25rem; }
.fw-version-diff__item--added { color: var(--fw-color-success, #15803d); }
.fw-version-diff__item--removed { color: var(--fw-color-error, #b91c1c); }
`;
