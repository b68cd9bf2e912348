/** The builder's frame: header, three columns, panels, badges, switch, overlays. On --fw-* tokens. */
export const shellStyles = `
.fw-builder {
  display: flex;
  flex-direction: column;
  height: var(--fw-builder-height, 100vh);
  min-height: 24rem;
  background: var(--fw-color-surface);
  color: var(--fw-color-text);
}

.fw-header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: calc(var(--fw-spacing) / 2) var(--fw-spacing);
  padding: calc(var(--fw-spacing) / 2) var(--fw-spacing);
  border-bottom: 1px solid var(--fw-color-border);
  background: var(--fw-color-background);
}

.fw-header__title-row {
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: min(20rem, 100%);
  flex: 1 1 20rem;
}

.fw-header__description {
  font-size: 1.125em;
  font-weight: 600;
}

.fw-header__meta {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25em;
  margin: 0;
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-header__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--fw-spacing) / 2);
}

.fw-publish {
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
}

.fw-publish__state--on {
  background: color-mix(in srgb, var(--fw-color-success) 14%, var(--fw-color-background));
  color: #166534;
}

.fw-header__public {
  display: flex;
  flex: 1 0 100%;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  margin: 0;
  font-size: 0.875em;
}

.fw-header__public-link {
  color: var(--fw-color-primary);
  overflow-wrap: anywhere;
}

.fw-header__error {
  flex: 1 0 100%;
  margin: 0;
  color: var(--fw-color-error);
  font-weight: 600;
}

.fw-builder__body {
  display: grid;
  grid-template-columns: minmax(14rem, 18rem) minmax(0, 1fr) minmax(16rem, 20rem);
  flex: 1;
  min-height: 0;
}

.fw-sidebar,
.fw-builder__properties {
  min-height: 0;
  overflow: auto;
  background: var(--fw-color-background);
}

.fw-sidebar {
  border-right: 1px solid var(--fw-color-border);
}

.fw-builder__properties {
  border-left: 1px solid var(--fw-color-border);
}

/* Focused by 'Skip to properties': the ring drawn inside, where the scrolling panel does not clip it. */
.fw-builder__properties:focus-visible {
  outline-offset: -2px;
}

.fw-sidebar .fw-tabs__panel,
.fw-properties {
  padding: var(--fw-spacing);
}

.fw-properties {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing);
}

.fw-properties--empty {
  align-items: flex-start;
}

.fw-properties__subtitle {
  display: block;
  font-size: 0.8125rem;
  font-weight: 400;
  color: var(--fw-color-text-secondary);
}

.fw-plain-fieldset {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing);
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}

.fw-panel-title {
  margin: 0 0 calc(var(--fw-spacing) / 2);
  font-size: 1rem;
  font-weight: 600;
}

.fw-muted {
  color: var(--fw-color-text-secondary);
}

.fw-input {
  width: 100%;
  min-height: 2.25rem;
  padding: 0.375rem 0.625rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  font: inherit;
}

.fw-badge {
  display: inline-flex;
  align-items: center;
  padding: 0 0.5em;
  min-height: 1.375rem;
  border-radius: 999px;
  background: color-mix(in srgb, var(--fw-color-primary) 12%, var(--fw-color-background));
  color: #1e40af;
  font-size: 0.75rem;
  font-weight: 600;
}

.fw-badge--muted {
  background: var(--fw-color-surface);
  color: var(--fw-color-text-secondary);
}

.fw-icon-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.875rem;
  height: 1.875rem;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--fw-radius);
  background: transparent;
  color: var(--fw-color-text-secondary);
  font: inherit;
  cursor: pointer;
}

.fw-icon-button:hover {
  background: var(--fw-color-surface);
  color: var(--fw-color-text);
}

.fw-icon-button[aria-disabled='true'],
.fw-icon-button:disabled {
  cursor: default;
  opacity: 0.45;
}

.fw-icon-button--danger:hover {
  color: var(--fw-color-error);
}

.fw-switch {
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  padding: 0.25rem 0.5rem;
  border: 1px solid transparent;
  border-radius: var(--fw-radius);
  background: transparent;
  color: var(--fw-color-text);
  font: inherit;
  font-size: 0.875em;
  cursor: pointer;
}

.fw-switch__track {
  position: relative;
  width: 2.25rem;
  height: 1.25rem;
  border-radius: 999px;
  background: #6b7280;
  transition: background-color 120ms;
}

.fw-switch__thumb {
  position: absolute;
  top: 2px;
  left: 2px;
  width: 1rem;
  height: 1rem;
  border-radius: 50%;
  background: #ffffff;
  transition: transform 120ms;
}

.fw-switch[aria-disabled='true'] {
  cursor: not-allowed;
  opacity: 0.6;
}

.fw-switch[aria-checked='true'] .fw-switch__track {
  background: var(--fw-color-primary);
}

.fw-switch[aria-checked='true'] .fw-switch__thumb {
  transform: translateX(1rem);
}

.fw-load-error {
  margin: auto;
  max-width: 28rem;
  padding: calc(var(--fw-spacing) * 1.5);
  border: 1px solid var(--fw-color-error);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
}

.fw-load-error__title {
  margin: 0 0 0.5em;
  color: var(--fw-color-error);
  font-size: 1.125em;
  font-weight: 600;
}

.fw-load-error__actions {
  display: flex;
  gap: calc(var(--fw-spacing) / 2);
}

.fw-builder .fw-loading-screen {
  margin: auto;
}

.fw-preview-overlay {
  width: 100vw;
  max-width: 100vw;
  height: 100vh;
  max-height: 100vh;
  margin: 0;
  border-radius: 0;
}

.fw-preview-overlay[open] {
  display: flex;
  flex-direction: column;
}

.fw-preview-overlay .fw-dialog__body {
  position: relative;
  flex: 1;
  min-height: 12rem;
  overflow: auto;
}

.fw-preview-error {
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-error);
  border-radius: var(--fw-radius);
}

.fw-preview-error__title {
  margin: 0 0 0.25em;
  color: var(--fw-color-error);
  font-weight: 600;
}

.fw-preview-frame {
  position: relative;
  min-height: 12rem;
}

.fw-variables__list {
  display: flex;
  flex-direction: column;
  gap: 0.5em;
  margin: 0 0 var(--fw-spacing);
  padding: 0;
  list-style: none;
}

.fw-variables__item {
  display: flex;
  flex-direction: column;
  padding: 0.5em;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  font-size: 0.875em;
}

.fw-variables__name {
  font-weight: 600;
}

.fw-drag-overlay {
  pointer-events: none;
}

.fw-drag-chip {
  display: inline-block;
  padding: 0.375rem 0.75rem;
  border: 1px solid var(--fw-color-primary);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  box-shadow: var(--fw-shadow-overlay);
  font-weight: 600;
  white-space: nowrap;
}

.fw-move-to__list {
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
}

.fw-move-to__choice {
  width: 100%;
  min-height: 2.25rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
}

.fw-move-to__choice:hover,
.fw-move-to__choice:focus-visible {
  border-color: var(--fw-color-primary);
}
`;
