/**
 * The responses view's own rules. The view renders them itself (a <style> in its tree), so it looks the
 * same in the builder's shadow root and in a dashboard page. On the --fw-* tokens, with fallbacks for a
 * page that defines none.
 */
export const responsesStyles = `
.fw-responses {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing, 16px);
  min-width: 0;
}

.fw-responses__head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
}

.fw-responses__heading {
  margin: 0;
  font-size: 1.0625em;
}

.fw-responses__heading:focus {
  outline: none;
}

.fw-responses__heading:focus-visible {
  outline: 2px solid var(--fw-color-primary, #2563eb);
  outline-offset: 2px;
}

.fw-responses__actions,
.fw-responses__row-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
}

.fw-responses__layout {
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--fw-spacing, 16px);
  align-items: start;
}

.fw-responses__layout--analytics {
  grid-template-columns: minmax(0, 1fr) minmax(14rem, 18rem);
}

@media (max-width: 48rem) {
  .fw-responses__layout--analytics {
    grid-template-columns: minmax(0, 1fr);
  }
}

.fw-responses__main {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
}

.fw-responses__search {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
}

.fw-responses__search .fw-responses__input {
  flex: 1 1 14rem;
}

.fw-responses__filters {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
}

.fw-responses__filters search {
  flex: 1 1 20rem;
}

.fw-responses__labelled {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}

.fw-responses__label {
  font-weight: 600;
  font-size: 0.875em;
}

.fw-responses__input {
  min-height: 2.25rem;
  padding: 0.375rem 0.625rem;
  border: 1px solid var(--fw-color-border, #d1d5db);
  border-radius: var(--fw-radius, 6px);
  background: var(--fw-color-background, #ffffff);
  color: var(--fw-color-text, #374151);
  font: inherit;
}

.fw-responses__page-size {
  width: auto;
}

.fw-responses__status {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 1.5rem;
  margin: 0;
  color: var(--fw-color-text-secondary, #4b5563);
  font-size: 0.875em;
}

.fw-responses__muted {
  color: var(--fw-color-text-secondary, #4b5563);
}

.fw-responses__empty {
  padding: var(--fw-spacing, 16px);
  border: 1px dashed var(--fw-color-border, #d1d5db);
  border-radius: var(--fw-radius, 6px);
  text-align: center;
}

.fw-responses__empty p {
  margin: 0.25rem 0;
}

.fw-responses__empty-title {
  font-weight: 600;
}

.fw-responses__alert {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 4px solid var(--fw-color-info, #1d4ed8);
  border-radius: var(--fw-radius, 6px);
  background: var(--fw-color-surface, #f9fafb);
}

.fw-responses__alert--success {
  border-left-color: var(--fw-color-success, #15803d);
}

.fw-responses__alert--error {
  border-left-color: var(--fw-color-error, #b91c1c);
}

.fw-responses__alert--warning {
  border-left-color: var(--fw-color-warning, #b45309);
}

.fw-responses__table {
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875em;
}

.fw-responses__table caption:not(.fw-visually-hidden) {
  margin-bottom: 0.25rem;
  font-weight: 600;
  text-align: left;
}

.fw-responses__table th,
.fw-responses__table td {
  padding: 0.375rem 0.5rem;
  border-bottom: 1px solid var(--fw-color-border, #d1d5db);
  text-align: left;
  vertical-align: top;
  overflow-wrap: anywhere;
}

.fw-responses__table thead th {
  color: var(--fw-color-text-secondary, #4b5563);
  font-weight: 600;
}

/* The drop-off table's headers are the product's own short words: never 'Reach/ed' in a narrow panel. */
.fw-responses__dropoff th {
  overflow-wrap: normal;
}

.fw-responses__when {
  white-space: nowrap;
}

.fw-responses__summary-list {
  margin: 0;
  padding: 0;
  list-style: none;
}

.fw-responses__row-actions {
  justify-content: flex-end;
}

.fw-responses__history-row > td {
  background: var(--fw-color-surface, #f9fafb);
}

.fw-responses__history {
  display: grid;
  gap: 0.5rem;
}

.fw-responses__history p {
  margin: 0;
}

.fw-responses__history p:empty {
  display: none;
}

.fw-responses__attempts {
  font-size: 0.875em;
}

.fw-responses__pager {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
}

.fw-responses__page {
  font-size: 0.875em;
}

.fw-responses__page-size-label {
  margin-left: auto;
}

.fw-responses .fw-button[aria-disabled='true'] {
  cursor: default;
  opacity: 0.55;
}

.fw-responses__analytics {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid var(--fw-color-border, #d1d5db);
  border-radius: var(--fw-radius, 6px);
  background: var(--fw-color-surface, #f9fafb);
}

.fw-responses__stats {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0;
}

.fw-responses__stats dt {
  color: var(--fw-color-text-secondary, #4b5563);
  font-size: 0.8125em;
}

.fw-responses__stats dd {
  margin: 0;
  font-size: 1.375em;
  font-weight: 700;
}

.fw-responses__state {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
}

.fw-responses__detail-body {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing, 16px);
}

.fw-responses__meta,
.fw-responses__answers {
  display: grid;
  gap: 0.5rem;
  margin: 0;
}

.fw-responses__meta {
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  padding-bottom: 0.75rem;
  border-bottom: 1px solid var(--fw-color-border, #d1d5db);
}

.fw-responses__meta dt,
.fw-responses__answers dt {
  color: var(--fw-color-text-secondary, #4b5563);
  font-size: 0.8125em;
  font-weight: 600;
}

.fw-responses__meta dd,
.fw-responses__answers dd {
  margin: 0.125rem 0 0;
  overflow-wrap: anywhere;
}

.fw-responses__text {
  white-space: pre-wrap;
}

.fw-responses__code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125em;
}

.fw-responses__files {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.fw-responses__file {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
}

.fw-responses__file-name {
  font-weight: 600;
  overflow-wrap: anywhere;
}

.fw-responses__signature {
  max-width: 100%;
  max-height: 10rem;
  border: 1px solid var(--fw-color-border, #d1d5db);
  border-radius: var(--fw-radius, 6px);
  background: #ffffff;
}

.fw-responses__subheading {
  margin: 0 0 0.25rem;
  font-weight: 600;
}
.fw-responses__actions[hidden] {
  display: none;
}

/* The Responses / Deliveries tabs; the same look as the shared tabs, for hosts without their rules. */
.fw-responses__views .fw-tabs__list {
  display: flex;
  gap: 0.25rem;
  border-bottom: 1px solid var(--fw-color-border, #d1d5db);
}

.fw-responses__views .fw-tabs__tab {
  padding: 0.5rem 1rem;
  border: none;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: var(--fw-color-text-secondary, #4b5563);
  font: inherit;
  cursor: pointer;
}

.fw-responses__views .fw-tabs__tab[aria-selected='true'] {
  border-color: var(--fw-color-primary, #2563eb);
  color: var(--fw-color-text, #374151);
  font-weight: 600;
}

.fw-responses__views .fw-tabs__panel {
  padding: 0.75rem 0 0;
}

.fw-responses__receiver,
.fw-responses__delivery-log td:nth-child(2) {
  min-width: 8rem;
}

.fw-responses__receiver-kind,
.fw-responses__next {
  display: block;
}

.fw-responses__delivery-status {
  display: inline-block;
  padding: 0 0.375rem;
  border-left: 3px solid var(--fw-color-info, #1d4ed8);
  font-weight: 600;
}

.fw-responses__delivery-status--succeeded {
  border-left-color: var(--fw-color-success, #15803d);
}

.fw-responses__delivery-status--failed {
  border-left-color: var(--fw-color-error, #b91c1c);
}
`;
