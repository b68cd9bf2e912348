/**
 * Default theme tokens. They sit on `:host` so a host page can override any of them with an ordinary rule
 * such as `form-renderer { --fw-color-primary: rebeccapurple }`: outer-document rules beat `:host` rules.
 * Colours are chosen so text on them meets WCAG AA contrast.
 */
export const tokenStyles = `
:host {
  --fw-color-primary: #2563eb;
  --fw-color-on-primary: #ffffff;
  --fw-color-secondary: #64748b;
  --fw-color-accent: #0ea5e9;
  --fw-color-background: #ffffff;
  --fw-color-surface: #f9fafb;
  --fw-color-text: #374151;
  --fw-color-text-secondary: #4b5563;
  --fw-color-border: #d1d5db;
  --fw-color-error: #b91c1c;
  --fw-color-success: #15803d;
  --fw-color-warning: #b45309;
  --fw-color-info: #1d4ed8;
  --fw-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --fw-font-size: 16px;
  --fw-font-weight: 400;
  --fw-spacing: 16px;
  --fw-radius: 6px;
  --fw-shadow: 0 1px 2px rgba(0, 0, 0, 0.05);
  --fw-shadow-overlay: 0 10px 30px rgba(0, 0, 0, 0.2);
  /* A soft halo (about 2:1 against white, and gone in forced-colors mode): not a focus indicator on its
     own. Focus shows as a solid outline (base :focus-visible, .fw-button); use this only beside one. */
  --fw-focus-ring: 0 0 0 3px color-mix(in srgb, var(--fw-color-primary) 45%, transparent);
  --fw-z-overlay: 1000;

  display: block;
  font-family: var(--fw-font-family);
  font-size: var(--fw-font-size);
  font-weight: var(--fw-font-weight);
  color: var(--fw-color-text);
}

:host([hidden]) {
  display: none;
}
`;
