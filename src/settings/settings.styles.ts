/** The settings panels' CSS, on the --fw-* tokens; the element adopts it with registerStyles. */
export const settingsStyles = `
.fw-settings {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing);
  padding: var(--fw-spacing);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
}

.fw-settings__header h2,
.fw-settings-panel h3,
.fw-settings-form h4 {
  margin: 0;
}

.fw-settings__header h2 {
  font-size: 1.25em;
}

.fw-settings-panel h3 {
  font-size: 1.125em;
}

.fw-settings-note {
  margin: 0.5em 0 0;
  padding: 0.5em 0.75em;
  border-left: 4px solid var(--fw-color-info);
  background: var(--fw-color-surface);
  color: var(--fw-color-text);
}

.fw-settings-error {
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-error);
  border-radius: var(--fw-radius);
  color: var(--fw-color-error);
}

.fw-settings-error p {
  margin: 0 0 0.5em;
}

.fw-settings__nav.fw-tabs--vertical {
  display: grid;
  grid-template-columns: minmax(10rem, 14rem) 1fr;
  gap: var(--fw-spacing);
  align-items: start;
}

.fw-settings__nav .fw-tabs__list {
  display: flex;
  flex-direction: column;
  gap: 4px;
}

@media (max-width: 40rem) {
  .fw-settings__nav.fw-tabs--vertical {
    grid-template-columns: 1fr;
  }
}

.fw-settings-panel {
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) * 0.75);
  min-width: 0;
}

.fw-settings-panel__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--fw-spacing);
  flex-wrap: wrap;
}

.fw-settings-empty {
  margin: 0;
  color: var(--fw-color-text-secondary);
}

.fw-settings-table {
  width: 100%;
  border-collapse: collapse;
}

.fw-settings-table th,
.fw-settings-table td {
  padding: 0.5em;
  border-bottom: 1px solid var(--fw-color-border);
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;
}

.fw-settings-table__actions {
  white-space: nowrap;
  text-align: right;
}

.fw-settings-table__actions .fw-button + .fw-button,
.fw-settings-card__actions .fw-button + .fw-button {
  margin-left: 0.5em;
}

.fw-settings-form {
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) * 0.75);
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-surface);
}

.fw-settings-form__grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: calc(var(--fw-spacing) * 0.75);
}

.fw-settings-form__actions {
  display: flex;
  justify-content: flex-end;
  gap: 0.5em;
}

.fw-settings-field {
  display: flex;
  flex-direction: column;
  gap: 4px;
}

.fw-settings-field--check {
  flex-direction: row;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5em;
}

.fw-settings-field--check .fw-settings-field__required {
  color: var(--fw-color-error);
}

.fw-settings-form__note {
  margin: 0;
  font-size: 0.875em;
  color: var(--fw-color-text-secondary);
}

.fw-settings-field__hint {
  flex-basis: 100%;
}

.fw-settings-field__label {
  font-weight: 600;
}

.fw-settings-field__hint {
  margin: 0;
  font-size: 0.875em;
  color: var(--fw-color-text-secondary);
}

.fw-settings-field__error {
  margin: 0;
  font-size: 0.875em;
  color: var(--fw-color-error);
}

.fw-settings-input {
  box-sizing: border-box;
  width: 100%;
  padding: 0.45em 0.6em;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  font: inherit;
}

.fw-settings-input[readonly] {
  background: var(--fw-color-surface);
}

.fw-settings-input[aria-invalid='true'] {
  border-color: var(--fw-color-error);
}

/* A solid outline, not only the soft ring: it contrasts with the page (WCAG 1.4.11) and survives forced
   colors, which drop box shadows. */
.fw-settings-input:focus-visible {
  outline: 2px solid var(--fw-color-primary);
  outline-offset: 1px;
  box-shadow: var(--fw-focus-ring);
  border-color: var(--fw-color-primary);
}

.fw-settings-headers {
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.5em;
  margin: 0;
  padding: 0.75em;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
}

.fw-settings-headers legend {
  font-weight: 600;
}

/* One grid for the column labels and every row, so the labels stand over their inputs. */
.fw-settings-headers__grid {
  display: grid;
  grid-template-columns: 1fr 2fr auto;
  gap: 0.5em;
}

.fw-settings-headers__row,
.fw-settings-headers__labels {
  display: contents;
}

.fw-settings-headers__labels span {
  font-weight: 600;
  font-size: 0.875em;
}

.fw-settings-headers__hint,
.fw-settings-headers__error {
  grid-column: 1 / -1;
  margin: 0;
}

.fw-settings-headers > .fw-button {
  align-self: flex-start;
}

.fw-settings-cards {
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing);
}

.fw-settings-card {
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
}

.fw-settings-card__head {
  display: flex;
  align-items: center;
  gap: 0.5em;
}

.fw-settings-card__head h4 {
  margin: 0;
}

.fw-settings-badge {
  padding: 0 0.5em;
  border-radius: 999px;
  font-size: 0.8125em;
  border: 1px solid currentColor;
}

.fw-settings-badge--on {
  color: var(--fw-color-success);
}

.fw-settings-badge--off {
  color: var(--fw-color-text-secondary);
}

.fw-settings-card__facts {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25em 1em;
  margin: 0.75em 0;
}

.fw-settings-card__facts dt {
  font-weight: 600;
}

.fw-settings-card__facts dd {
  margin: 0;
  overflow-wrap: anywhere;
}

.fw-settings-card__description {
  margin: 0 0 0.75em;
}

.fw-settings-test p {
  margin: 0.75em 0 0;
  display: flex;
  align-items: center;
  gap: 0.5em;
}

.fw-settings-test__result--ok {
  color: var(--fw-color-success);
}

.fw-settings-test__result--failed {
  color: var(--fw-color-error);
}
`;
