import { uiStyles } from '../ui';

/** The shell's own screens: sign-in, dashboard, error screen. They live in the page, not in a shadow root. */
const screenStyles = `
body {
  margin: 0;
  background: #f3f4f6;
}

.fw-shell-center {
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: var(--fw-spacing);
}

.fw-shell-card {
  width: min(100%, 420px);
  background: var(--fw-color-background);
  border: 1px solid var(--fw-color-border);
  border-radius: calc(var(--fw-radius) * 2);
  box-shadow: var(--fw-shadow-overlay);
  padding: calc(var(--fw-spacing) * 2);
}

.fw-shell-card h1 {
  margin: 0 0 var(--fw-spacing);
  font-size: 1.5rem;
  color: #111827;
}

.fw-shell-error__message {
  color: var(--fw-color-error);
  overflow-wrap: anywhere;
}

.fw-signin__brand {
  margin: 0 0 4px;
  font-weight: 600;
  color: var(--fw-color-primary);
}

.fw-signin__form {
  display: grid;
  gap: var(--fw-spacing);
}

.fw-signin__field label {
  display: block;
  font-weight: 500;
  margin-bottom: 4px;
}

.fw-signin__control {
  display: flex;
  gap: 8px;
}

.fw-signin__control input {
  flex: 1;
  min-width: 0;
  font: inherit;
  padding: 8px 10px;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  color: var(--fw-color-text);
  background: var(--fw-color-background);
}

.fw-signin__control input[aria-invalid='true'] {
  border-color: var(--fw-color-error);
}

.fw-signin__toggle {
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font: inherit;
  font-size: 0.875rem;
  padding: 0 10px;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-surface);
  color: var(--fw-color-text);
  cursor: pointer;
  white-space: nowrap;
}

.fw-signin__toggle-icon {
  flex: none;
}

/* Pressed (the password is shown): looks pushed in, not only a different icon. */
.fw-signin__toggle[aria-pressed='true'] {
  background: var(--fw-color-primary);
  border-color: var(--fw-color-primary);
  color: var(--fw-color-on-primary);
  box-shadow: inset 0 1px 3px rgb(0 0 0 / 0.3);
}

.fw-signin__hint {
  margin: 0 0 4px;
  font-size: 0.875rem;
  color: var(--fw-color-text-secondary);
}

.fw-signin__error {
  margin: 4px 0 0;
  color: var(--fw-color-error);
  font-size: 0.875rem;
}

.fw-signin__failure {
  margin-bottom: var(--fw-spacing);
  padding: 10px 12px;
  border: 1px solid var(--fw-color-error);
  border-radius: var(--fw-radius);
  background: #fef2f2;
  color: var(--fw-color-error);
}

.fw-signin__submit {
  width: 100%;
}

.fw-dashboard__header {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--fw-spacing);
  padding: var(--fw-spacing) calc(var(--fw-spacing) * 2);
  background: var(--fw-color-background);
  border-bottom: 1px solid var(--fw-color-border);
}

.fw-dashboard__title {
  margin: 0;
  font-size: 1.375rem;
  color: #111827;
}

.fw-dashboard__user {
  margin: 2px 0 0;
  font-size: 0.875rem;
  color: var(--fw-color-text-secondary);
}

.fw-dashboard__header-actions,
.fw-dashboard__item-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
}

a.fw-button {
  display: inline-flex;
  align-items: center;
  text-decoration: none;
}

.fw-dashboard__main {
  max-width: 1200px;
  margin: 0 auto;
  padding: calc(var(--fw-spacing) * 1.5) calc(var(--fw-spacing) * 2);
}

.fw-dashboard__toolbar {
  display: flex;
  gap: var(--fw-spacing);
  align-items: center;
  margin-bottom: var(--fw-spacing);
}

.fw-dashboard__search {
  flex: 1;
  font: inherit;
  padding: 8px 12px;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
}

.fw-dashboard__view-toggle {
  display: flex;
  gap: 4px;
  border: 0;
  margin: 0;
  padding: 0;
}

.fw-dashboard__view-toggle [aria-pressed='true'] {
  background: var(--fw-color-primary);
  border-color: var(--fw-color-primary);
  color: var(--fw-color-on-primary);
}

.fw-dashboard__loading {
  position: relative;
  min-height: 200px;
}

.fw-dashboard__failure {
  padding: var(--fw-spacing);
  border: 1px solid var(--fw-color-error);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-error);
}

.fw-dashboard__items {
  list-style: none;
  margin: var(--fw-spacing) 0 0;
  padding: 0;
  display: grid;
  gap: var(--fw-spacing);
}

.fw-dashboard__items--grid {
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
}

.fw-dashboard__item {
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: var(--fw-spacing);
  padding: var(--fw-spacing);
  background: var(--fw-color-background);
  border: 1px solid var(--fw-color-border);
  border-radius: calc(var(--fw-radius) * 1.5);
  box-shadow: var(--fw-shadow);
}

.fw-dashboard__items--list .fw-dashboard__item {
  flex-direction: row;
  align-items: center;
}

.fw-dashboard__item-title {
  margin: 0 0 6px;
  font-size: 1.0625rem;
  color: #111827;
  overflow-wrap: anywhere;
}

.fw-dashboard__item-title.is-empty {
  font-style: italic;
  color: var(--fw-color-text-secondary);
}

.fw-dashboard__item-meta {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  font-size: 0.875rem;
  color: var(--fw-color-text-secondary);
}

.fw-dashboard__unreadable {
  color: var(--fw-color-error);
  font-weight: 600;
}

.fw-dashboard__badge {
  display: inline-flex;
  align-items: center;
  padding: 0 0.5em;
  border-radius: 999px;
  background: #dcfce7;
  color: #166534;
  font-size: 0.75rem;
  font-weight: 600;
}

/* The responses view lays its list and analytics side by side: wider than a large dialog. */
.fw-dashboard__responses.fw-dialog {
  width: min(96vw, 1100px);
}

.fw-dashboard__empty {
  margin-top: var(--fw-spacing);
  padding: calc(var(--fw-spacing) * 3) var(--fw-spacing);
  text-align: center;
  background: var(--fw-color-background);
  border: 1px dashed var(--fw-color-border);
  border-radius: calc(var(--fw-radius) * 1.5);
}

.fw-dashboard__empty h2 {
  margin: 0 0 8px;
  color: #111827;
}
`;

/**
 * The primitives' CSS for use in a page rather than a shadow root: their theme tokens sit on `:host`,
 * which matches nothing in a document, so the shell puts them on `:root` instead.
 */
export const shellStyles = `${uiStyles.replace(/:host\b(?!\()/g, ':root')}\n${screenStyles}`;
