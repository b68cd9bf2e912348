/** The Tools dialog (Form Command Center) and its tabs. On --fw-* tokens. */
export const toolsStyles = `
.fw-tools-dialog {
  width: min(64rem, calc(100vw - 2rem));
}

.fw-tools-tabs > .fw-tabs__list {
  flex-wrap: wrap;
}

.fw-tool-stack,
.fw-tool-panel,
.fw-tool-editor {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing);
  min-width: 0;
}

.fw-tool-stack > .fw-tool-panel + .fw-tool-panel {
  padding-top: var(--fw-spacing);
  border-top: 1px solid var(--fw-color-border);
}

.fw-tool-heading__title,
.fw-tool-editor__title {
  margin: 0;
  font-size: 1.0625em;
}

.fw-tool-heading__text {
  margin: 0.25rem 0 0;
}

.fw-tool-list {
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) / 2);
  margin: 0;
  padding: 0;
  list-style: none;
}

.fw-tool-list__item {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: calc(var(--fw-spacing) / 2);
  padding: calc(var(--fw-spacing) / 2) var(--fw-spacing);
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
}

.fw-tool-list__main {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  min-width: 0;
}

.fw-tool-list__name {
  font-weight: 600;
  overflow-wrap: anywhere;
}

.fw-tool-list__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
}

.fw-tool-catalog-table {
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) / 2);
}

.fw-tool-catalog-table__head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--fw-spacing);
}

.fw-tool-catalog-table__title {
  margin: 0;
  font-size: 1em;
}

.fw-tool-code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  white-space: pre;
}

.fw-tool-code-field textarea {
  min-height: 10rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}

.fw-tool-alert {
  padding: 0.625rem 0.75rem;
  border-left: 4px solid var(--fw-color-info);
  border-radius: var(--fw-radius);
  background: var(--fw-color-surface);
}

.fw-tool-alert--success {
  border-left-color: var(--fw-color-success);
}

.fw-tool-alert--error {
  border-left-color: var(--fw-color-error);
}

.fw-tool-alert--warning {
  border-left-color: var(--fw-color-warning);
}

.fw-tool-alert__text {
  margin: 0;
  font-weight: 600;
}

.fw-tool-alert__list {
  margin: 0.375rem 0 0;
  padding-left: 1.25rem;
  font-size: 0.875em;
}

.fw-tool-themes {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: var(--fw-spacing);
  margin: 0;
  padding: 0;
  list-style: none;
}

.fw-tool-theme {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
}

.fw-tool-theme--applied {
  border-color: var(--fw-color-primary);
  box-shadow: 0 0 0 1px var(--fw-color-primary);
}

.fw-tool-theme__head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
}

.fw-tool-theme__text {
  margin: 0;
  font-size: 0.875em;
}

.fw-tool-theme__swatches {
  display: flex;
  gap: 0.25rem;
}

.fw-tool-theme__swatch {
  width: 1.5rem;
  height: 1.5rem;
  border: 1px solid var(--fw-color-border);
  border-radius: 50%;
}

.fw-tool-colors {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.5rem var(--fw-spacing);
}

.fw-tool-color {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}

.fw-tool-color input[type='color'] {
  width: 2.25rem;
  height: 2rem;
  padding: 0;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: none;
}

.fw-tool-radios {
  display: flex;
  flex-wrap: wrap;
  gap: var(--fw-spacing);
}

.fw-tool-radio {
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
}

.fw-tool-info__list {
  display: flex;
  flex-wrap: wrap;
  gap: calc(var(--fw-spacing) * 1.5);
  margin: 0.5rem 0 0;
}

.fw-tool-info__list dt {
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-tool-info__list dd {
  margin: 0;
  font-weight: 600;
}
`;
