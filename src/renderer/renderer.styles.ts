/**
 * The renderer's rules, added to the bundle's one shared stylesheet when the renderer chunk loads.
 * Controls read the per-field tokens (--fw-field-*) that a field's styling properties set on its box.
 */
export const rendererStyles = `
.fw-form [hidden] { display: none !important; }

.fw-form {
  display: flex;
  flex-direction: column;
  gap: var(--fw-spacing);
  padding: var(--fw-spacing);
  font-family: var(--fw-font-family);
  font-size: var(--fw-font-size);
  color: var(--fw-color-text);
  background: var(--fw-color-background);
}

.fw-form__body { display: flex; flex-direction: column; gap: var(--fw-spacing); }

.fw-fields {
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: var(--fw-spacing);
  align-items: start;
}

.fw-field { grid-column: span 6; min-width: 0; margin: 0; }
.fw-field--half { grid-column: span 3; }
.fw-field--third { grid-column: span 2; }
.fw-field--hidden, .fw-field--honeypot { display: contents; }
@media (max-width: 480px) {
  .fw-field--half, .fw-field--third { grid-column: span 6; }
}

fieldset.fw-field { border: 0; padding: 0; }
.fw-field__label { display: block; font-weight: 600; margin-bottom: 0.25rem; padding: 0; }
.fw-field__required { color: var(--fw-color-error); }
.fw-field__description, .fw-field__help {
  margin: 0.25rem 0;
  font-size: 0.875em;
  color: var(--fw-color-text-secondary);
}
.fw-field__errors:empty { display: none; }
.fw-field__error { margin: 0.25rem 0 0; font-size: 0.875em; color: var(--fw-color-error); }
.fw-field__inline { display: flex; align-items: center; gap: 0.5rem; }
.fw-field__inline .fw-field__label { margin: 0; font-weight: 400; }

.fw-input {
  width: 100%;
  min-height: 2.5rem;
  padding: 0.5rem 0.75rem;
  font: inherit;
  color: var(--fw-field-text, var(--fw-color-text));
  background: var(--fw-field-background, var(--fw-color-background));
  border: 1px solid var(--fw-field-border, var(--fw-color-border));
  border-radius: var(--fw-field-radius, var(--fw-radius));
}
/* Size containment makes each single-line input a relayout boundary: typing changes no box outside it, so
   a keystroke lays out that input alone instead of the whole grid of fields (1000 fields: 5 ms -> 1 ms).
   Its height then comes from min-height, which is what it had anyway. */
input.fw-input { contain: strict; }
/* A solid outline, not only the soft ring: it contrasts with the page (WCAG 1.4.11) and survives forced
   colors, which drop box shadows. */
.fw-input:focus-visible { outline: 2px solid var(--fw-color-primary); outline-offset: 1px; box-shadow: var(--fw-focus-ring); border-color: var(--fw-color-primary); }
.fw-input[aria-invalid='true'] { border-color: var(--fw-color-error); }
.fw-input:disabled { opacity: 0.6; cursor: not-allowed; }
/* iOS zooms the page into a focused control whose text is under 16px (the minimal and corporate presets
   use 15px), and does not zoom back: on touch screens the controls' text is at least 16px. */
@media (pointer: coarse) {
  .fw-input { font-size: max(16px, 1em); }
}
.fw-textarea { resize: vertical; }
.fw-input-row { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
.fw-input-row > .fw-input { flex: 1 1 12rem; width: auto; }

.fw-choices { display: flex; flex-direction: column; gap: 0.375rem; }
.fw-choice { display: flex; align-items: center; gap: 0.5rem; }
.fw-checkbox, .fw-choice input { width: 1.125rem; height: 1.125rem; accent-color: var(--fw-color-primary); }

.fw-multiselect { position: relative; }
.fw-multiselect__button { display: flex; justify-content: space-between; align-items: center; text-align: left; cursor: pointer; }
.fw-multiselect__list {
  position: absolute;
  z-index: 10;
  inset-inline: 0;
  margin-top: 0.25rem;
  padding: 0.5rem 0.75rem;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  background: var(--fw-color-background);
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  box-shadow: var(--fw-shadow-overlay);
}

.fw-date-range, .fw-address { display: grid; grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); gap: 0.5rem; }
.fw-address__part--street { grid-column: 1 / -1; }
.fw-date-range__part label, .fw-address__part label { display: block; font-size: 0.875em; margin-bottom: 0.125rem; }

.fw-rating { display: inline-flex; align-items: center; gap: 0.125rem; padding: 0.25rem; border-radius: var(--fw-radius); cursor: pointer; }
.fw-rating:focus-visible { outline: 2px solid var(--fw-color-primary); outline-offset: 1px; box-shadow: var(--fw-focus-ring); }
.fw-rating[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
.fw-rating__stars { display: inline-flex; gap: 0.125rem; }
.fw-rating__star { position: relative; display: inline-block; font-size: 1.75rem; line-height: 1; color: var(--fw-color-border); }
.fw-rating__star::after { content: '★'; position: absolute; inset: 0 auto 0 0; width: 0; overflow: hidden; color: #b45309; white-space: nowrap; }
.fw-rating__star[data-fill='half']::after { width: 50%; }
.fw-rating__star[data-fill='full']::after { width: 100%; }
.fw-rating__value { margin-left: 0.5rem; font-size: 0.875em; color: var(--fw-color-text-secondary); }

.fw-slider { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
.fw-slider__input { flex: 1 1 10rem; accent-color: var(--fw-color-primary); }
.fw-slider__bound { font-size: 0.875em; color: var(--fw-color-text-secondary); }
.fw-slider__value { min-width: 3ch; font-weight: 600; }

.fw-color__swatch { width: 2.75rem; height: 2.5rem; padding: 0.125rem; border: 1px solid var(--fw-color-border); border-radius: var(--fw-radius); background: none; }

.fw-signature { display: flex; flex-direction: column; gap: 0.5rem; }
.fw-signature__pad {
  width: 100%;
  max-width: 600px;
  aspect-ratio: 600 / 180;
  touch-action: none;
  background: #ffffff;
  border: 1px dashed var(--fw-field-border, var(--fw-color-border));
  border-radius: var(--fw-field-radius, var(--fw-radius));
}
.fw-signature__typed-label { font-size: 0.875em; }

.fw-table__scroll { overflow-x: auto; }
.fw-table__grid { width: 100%; border-collapse: collapse; }
.fw-table__grid th, .fw-table__grid td { padding: 0.25rem; border-bottom: 1px solid var(--fw-color-border); text-align: left; }
/* On a narrow screen the columns keep a usable width and the table scrolls sideways (its box does), rather
   than squeezing each box to a few letters and cutting the Remove button. */
.fw-table__grid td { min-width: 7rem; }
.fw-table__grid .fw-button { white-space: nowrap; }
.fw-table__cards { display: flex; flex-direction: column; gap: 0.5rem; }
.fw-table__card { border: 1px solid var(--fw-color-border); border-radius: var(--fw-radius); padding: 0.5rem 0.75rem; display: grid; gap: 0.5rem; }
.fw-table__card-cell label { display: block; font-size: 0.875em; }
.fw-table__add { margin-top: 0.5rem; }
.fw-file__remove { margin-inline-start: 0.5rem; }
.fw-table__count { margin-left: 0.5rem; font-size: 0.875em; color: var(--fw-color-text-secondary); }

.fw-heading { margin: 0; color: var(--fw-field-text, var(--fw-color-text)); }
.fw-paragraph, .fw-text-label { margin: 0; }
.fw-text-label { font-weight: 600; }
.fw-image { margin: 0; }
.fw-image__img { display: block; max-width: 100%; max-height: 300px; object-fit: contain; border-radius: var(--fw-field-radius, var(--fw-radius)); }

.fw-container { display: grid; border-radius: var(--fw-radius); }
.fw-container--border { border: 1px solid var(--fw-color-border); }
.fw-container__column { display: flex; flex-direction: column; gap: var(--fw-spacing); min-width: 0; }

.fw-section { border-radius: var(--fw-radius); }
.fw-section--border { border: 1px solid var(--fw-color-border); }
.fw-section__title, .fw-accordion__heading { margin: 0 0 0.5rem; font-size: 1.125em; }
.fw-section__description { margin: 0 0 0.5rem; color: var(--fw-color-text-secondary); }
.fw-disclosure {
  display: flex; align-items: center; gap: 0.5rem; width: 100%;
  padding: 0.5rem; font: inherit; font-weight: 600; text-align: left;
  color: inherit; background: none; border: 0; border-radius: var(--fw-radius); cursor: pointer;
}
.fw-disclosure:focus-visible { outline: 2px solid var(--fw-color-primary); outline-offset: 1px; box-shadow: var(--fw-focus-ring); }
/* A closed section's or panel's note that a field inside has an error: words in the error colour (as the
   fields' own errors, which pass contrast), outlined so it reads as a badge, at the end of the header. */
.fw-disclosure__errors {
  margin-inline-start: auto; padding: 0 0.5rem;
  font-size: 0.875em; color: var(--fw-color-error);
  border: 1px solid currentColor; border-radius: 999px; white-space: nowrap;
}
.fw-accordion { border: 1px solid var(--fw-color-border); border-radius: var(--fw-radius); }
.fw-accordion__title { margin: 0; padding: 0.5rem; font-weight: 600; }
.fw-accordion__panel + .fw-accordion__panel { border-top: 1px solid var(--fw-color-border); }
.fw-accordion__heading { margin: 0; }
.fw-accordion__body { padding: 0.5rem 0.75rem 0.75rem; }

.fw-empty, .fw-config-missing { margin: 0; color: var(--fw-color-text-secondary); font-style: italic; }
/* An empty section's or panel's note spans its whole grid of fields: in one of its six columns it wrapped
   a word a line. */
.fw-fields > .fw-empty { grid-column: 1 / -1; }
.fw-config-missing { color: var(--fw-color-error); }

.fw-honeypot { position: absolute; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }

.fw-recaptcha__message { margin: 0; font-size: 0.875em; color: var(--fw-color-text-secondary); }
.fw-recaptcha__message--error { color: var(--fw-color-error); }

.fw-pages { display: flex; justify-content: space-between; align-items: center; gap: var(--fw-spacing); flex-wrap: wrap; }
.fw-pages__indicator { margin: 0; font-weight: 600; }
.fw-pages__indicator:focus { outline: none; }
.fw-pages__dots { display: flex; gap: 0.375rem; }
.fw-pages__dot {
  width: 1.5rem; height: 1.5rem; padding: 0; cursor: pointer;
  border: 2px solid var(--fw-color-primary); border-radius: 50%;
  background: var(--fw-color-background);
}
.fw-pages__dot--current { background: var(--fw-color-primary); }
.fw-pages__dot:focus-visible { outline: 2px solid var(--fw-color-primary); outline-offset: 1px; box-shadow: var(--fw-focus-ring); }
.fw-page__title { margin: 0; font-size: 1.25em; }

.fw-actions { display: flex; gap: 0.5rem; flex-wrap: wrap; align-items: center; }
.fw-actions__spacer { flex: 1 1 auto; }
.fw-button--outline { background: transparent; border-color: var(--fw-color-primary); color: var(--fw-color-primary); }

.fw-alert { margin: 0; padding: 0.75rem 1rem; border-radius: var(--fw-radius); border: 1px solid; }
.fw-alert--error { border-color: var(--fw-color-error); color: var(--fw-color-error); }
.fw-alert--success { border-color: var(--fw-color-success); color: var(--fw-color-success); }
.fw-loading { display: flex; justify-content: center; padding: var(--fw-spacing); }

.fw-draft {
  display: flex; flex-direction: column; gap: 0.5rem;
  padding: 0.75rem 1rem; border: 1px solid var(--fw-color-border); border-radius: var(--fw-radius);
  background: var(--fw-color-surface);
}
.fw-draft__text { margin: 0; }
.fw-draft__row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.fw-draft__label { font-weight: 600; }
input.fw-draft__link { flex: 1 1 16rem; width: auto; }
.fw-draft__copied { font-size: 0.875em; color: var(--fw-color-success); }
`;
