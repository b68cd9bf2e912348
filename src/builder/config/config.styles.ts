/**
 * CSS of the field configuration editors, on the --fw-* tokens. Register it once with the shared sheet
 * (`registerStyles('builder-config', fieldConfigStyles)` in elements/), since src/builder may not import
 * elements/.
 */
export const fieldConfigStyles = `
.fw-config-dialog {
  width: min(52rem, calc(100vw - 2rem));
}

.fw-config-refused {
  flex: 1 1 16rem;
  margin: 0;
  color: var(--fw-color-error);
}

.fw-config-dialog--wide {
  width: min(76rem, calc(100vw - 2rem));
}

.fw-config-layout--preview {
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr);
  gap: var(--fw-spacing);
  align-items: start;
}

@media (max-width: 56rem) {
  .fw-config-layout--preview {
    grid-template-columns: minmax(0, 1fr);
  }
}

.fw-live-preview {
  position: sticky;
  top: 0;
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-surface);
}

.fw-config-tab {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing);
}

.fw-config-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: calc(var(--fw-spacing) / 2) var(--fw-spacing);
  align-items: start;
}

.fw-config-section {
  margin: 0;
  padding: calc(var(--fw-spacing) / 2) var(--fw-spacing) var(--fw-spacing);
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  min-width: 0;
}

.fw-config-section__title,
.fw-config-subtitle {
  margin: 0;
  padding: 0 0.25rem;
  font-size: 1em;
  font-weight: 600;
}

.fw-config-field {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
}

.fw-config-field__label {
  font-weight: 500;
}

.fw-config-field__hint {
  margin: 0;
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-config-field__error {
  margin: 0;
  color: var(--fw-color-error);
  font-size: 0.875em;
}

.fw-config-input {
  width: 100%;
  min-height: 2.25rem;
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  font: inherit;
}

.fw-config-input[aria-invalid='true'] {
  border-color: var(--fw-color-error);
}

.fw-config-input:focus-visible,
.fw-config-swatch:focus-visible,
.fw-config-check input:focus-visible {
  outline: 2px solid var(--fw-color-primary);
  outline-offset: 1px;
}

.fw-config-inline {
  display: flex;
  gap: 0.5rem;
  align-items: center;
}

.fw-config-swatch {
  flex: none;
  width: 2.5rem;
  height: 2.25rem;
  padding: 0.125rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
}

/* Rows at least 2rem high keep stacked checkboxes 24px apart (WCAG 2.2 2.5.8 target size). */
.fw-config-check {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  min-height: 2rem;
}

.fw-config-check input {
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
}

.fw-config-check .fw-config-field__hint {
  flex-basis: 100%;
}

.fw-config-rows,
.fw-config-cards,
.fw-child-list {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.fw-config-row {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0.5rem;
  align-items: center;
}

.fw-config-card {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.75rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-surface);
}

.fw-config-card__head,
.fw-config-card__foot,
.fw-config-toolbar {
  display: flex;
  gap: 0.5rem;
  align-items: flex-end;
  justify-content: space-between;
}

.fw-config-card__head > .fw-config-field {
  flex: 1;
}

.fw-config-card__title {
  font-weight: 600;
}

.fw-config-row-actions,
.fw-config-button-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.5rem;
  align-items: center;
}

.fw-config-add,
.fw-child-picker {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: 0.5rem;
  align-items: end;
  margin-top: 0.5rem;
}

.fw-child-picker__title {
  grid-column: 1 / -1;
  margin: 0;
  font-weight: 600;
}

.fw-config-add .fw-config-field__hint {
  grid-column: 1 / -1;
}

.fw-config-empty {
  margin: 0;
  color: var(--fw-color-text-secondary);
  font-style: italic;
}

.fw-config-empty-state {
  padding: var(--fw-spacing);
  border: 1px dashed var(--fw-color-border);
  border-radius: var(--fw-radius);
  text-align: center;
}

.fw-config-empty-state p {
  margin: 0.25rem 0;
  color: var(--fw-color-text-secondary);
}

.fw-config-empty-state .fw-config-empty-state__title {
  color: var(--fw-color-text);
  font-weight: 600;
}

.fw-rule-preview {
  margin: 0;
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-rule-preview__label {
  font-weight: 600;
}

.fw-child-list__item {
  display: flex;
  gap: 0.5rem;
  align-items: center;
  justify-content: space-between;
}

.fw-container-columns {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: var(--fw-spacing);
}

.fw-image-preview {
  margin: 0;
}

.fw-image-preview img {
  display: block;
  max-width: 100%;
  max-height: 300px;
  border-radius: var(--fw-radius);
  object-fit: contain;
}

.fw-style-preview__stage {
  padding: 0.25rem var(--fw-spacing);
  border: 1px dashed var(--fw-color-border);
  border-radius: var(--fw-radius);
}

.fw-style-preview__label {
  margin-bottom: 0.25rem;
}

.fw-style-preview__box {
  padding: 0.5rem 0.75rem;
  border: 1px solid;
}

.fw-container-preview {
  display: grid;
  border-radius: var(--fw-radius);
}

.fw-container-preview__column {
  min-height: 4rem;
  padding: 0.5rem;
  border: 1px dashed var(--fw-color-border);
  border-radius: var(--fw-radius);
}

.fw-container-preview__title {
  margin: 0 0 0.25rem;
  font-weight: 600;
}

.fw-container-preview ul {
  margin: 0;
  padding-left: 1.25rem;
}

.fw-table-preview {
  overflow-x: auto;
}

.fw-table-preview table {
  width: 100%;
  border-collapse: collapse;
}

.fw-table-preview th,
.fw-table-preview td {
  padding: 0.375rem 0.5rem;
  border: 1px solid var(--fw-color-border);
  text-align: start;
}

.fw-table-preview__cell {
  color: var(--fw-color-text-secondary);
}

.fw-quick-edit {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
}
`;
