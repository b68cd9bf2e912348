/** Field cards on the canvas: the bar, the drop bar, the sketch of the field, layout fields. On --fw-* tokens. */
export const cardStyles = `
.fw-card {
  position: relative;
  flex: 0 0 100%;
  min-width: 0;
  padding: 0.5rem 0.625rem 0.625rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  cursor: pointer;
}

/* Off-screen cards skip layout and paint: a 500-field form opens and scrolls like a short one. */
.fw-list--page > .fw-card {
  content-visibility: auto;
  contain-intrinsic-size: auto 5.5rem;
}

.fw-list--page > .fw-card--type-container,
.fw-list--page > .fw-card--type-section,
.fw-list--page > .fw-card--type-accordion {
  contain-intrinsic-size: auto 12rem;
}

.fw-card--half {
  flex-basis: calc(50% - 4px);
}

.fw-card--third {
  flex-basis: calc(33.333% - 5.34px);
}

.fw-card:hover {
  border-color: #9ca3af;
}

.fw-card.is-selected {
  border-color: var(--fw-color-primary);
  box-shadow: 0 0 0 1px var(--fw-color-primary);
}

.fw-card.is-hidden {
  border-style: dashed;
  background: repeating-linear-gradient(135deg, #f9fafb 0 8px, #f3f4f6 8px 16px);
}

/* Dimmed only so far that the sketch's text stays readable: at 0.85 the secondary text keeps 4.7:1 on
   the card's stripes (axe's 4.5:1); 0.55 left a select's option at 2.5:1. The stripes, dashed border and
   'Hidden by conditions' badge carry the rest. */
.fw-card.is-hidden > .fw-preview {
  opacity: 0.85;
}

/* Not faded: during a keyboard drag this card holds the focused handle and its name is what the author
   reads (opacity 0.4 left it at 2:1). A dashed primary outline marks the card being moved instead. */
.fw-card.is-dragging {
  border-style: dashed;
  border-color: var(--fw-color-primary);
  background: var(--fw-color-surface);
}

.fw-card.has-bar {
  /* Inside the card: off-screen cards are paint-contained, a bar outside them would be clipped. */
  box-shadow: inset 0 4px 0 0 var(--fw-color-primary);
}

.fw-card--half.has-bar,
.fw-card--third.has-bar {
  box-shadow: inset 4px 0 0 0 var(--fw-color-primary);
}

.fw-card.is-selected.has-bar {
  box-shadow: 0 0 0 1px var(--fw-color-primary), inset 0 4px 0 0 var(--fw-color-primary);
}

.fw-card__bar {
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 1.875rem;
}

.fw-card__handle {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 1.5rem;
  height: 1.875rem;
  padding: 0;
  border: 0;
  border-radius: var(--fw-radius);
  background: transparent;
  color: var(--fw-color-text-secondary);
  font-size: 1.125rem;
  cursor: grab;
  touch-action: none;
}

.fw-card__handle:hover {
  background: var(--fw-color-surface);
}

.fw-card__select {
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
  min-width: 0;
  padding: 0.25rem;
  border: 0;
  border-radius: var(--fw-radius);
  background: transparent;
  color: var(--fw-color-text);
  font: inherit;
  text-align: start;
  cursor: pointer;
}

.fw-card__label {
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
}

.fw-card__required {
  color: var(--fw-color-error);
}

.fw-card__type {
  color: var(--fw-color-text-secondary);
  font-size: 0.8125em;
}

.fw-card__badge--editing {
  flex: none;
  padding: 0 0.5em;
  border-radius: 999px;
  background: color-mix(in srgb, var(--fw-color-primary) 14%, var(--fw-color-background));
  color: var(--fw-color-text);
  font-size: 0.75rem;
  font-weight: 600;
}

.fw-card__badge--hidden {
  flex: none;
  padding: 0 0.5em;
  border-radius: 999px;
  background: #fef3c7;
  color: #78350f;
  font-size: 0.75rem;
  font-weight: 600;
}

.fw-card__actions {
  display: flex;
  flex: none;
  gap: 2px;
}

/*
 * The actions are always in the Tab order (so Shift+Tab reaches them as Tab does) and shown on the card
 * being worked on: hovered, holding focus or selected. Faded out, not hidden: a hidden button cannot
 * take focus. Where nothing can hover (touch), they always show: a tap must not land on an unseen Delete.
 */
@media (hover: hover) {
  .fw-card:not(:hover, :focus-within, .is-selected) > .fw-card__bar > .fw-card__actions {
    opacity: 0;
  }
}

.fw-preview {
  padding: 0.25rem 0 0 1.75rem;
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-preview p {
  margin: 0;
}

.fw-preview__box {
  min-height: 2rem;
  padding: 0.375rem 0.5rem;
  overflow: hidden;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-surface);
  text-overflow: ellipsis;
  white-space: nowrap;
}

.fw-preview__box--tall {
  min-height: 3.5rem;
}

.fw-preview__heading {
  color: var(--fw-color-text);
  font-size: 1.25em;
  font-weight: 700;
}

.fw-preview__choices {
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
}

.fw-preview__image {
  display: flex;
  justify-content: center;
}

.fw-preview__image img {
  max-width: 100%;
  max-height: 300px;
  object-fit: contain;
  border-radius: var(--fw-radius);
}

.fw-preview__help {
  margin-top: 0.25rem;
  font-size: 0.8125em;
}

.fw-container {
  display: grid;
  margin-top: 0.5rem;
  border-radius: var(--fw-radius);
  cursor: default;
}

.fw-container--border {
  border: 1px solid var(--fw-color-border);
}

.fw-column {
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
  min-height: 5rem;
  padding: 0.375rem;
  border: 1px dashed var(--fw-color-border);
  border-radius: var(--fw-radius);
  cursor: pointer;
}

.fw-column.is-selected {
  border: 2px solid var(--fw-color-primary);
  background: color-mix(in srgb, var(--fw-color-primary) 5%, var(--fw-color-background));
}

.fw-column > .fw-list {
  flex: 1;
}

.fw-column__head {
  display: flex;
  align-items: center;
  gap: 0.5em;
}

.fw-column__button {
  padding: 0.125rem 0.375rem;
  border: 0;
  border-radius: var(--fw-radius);
  background: transparent;
  color: var(--fw-color-text-secondary);
  font: inherit;
  font-size: 0.8125em;
  font-weight: 600;
  cursor: pointer;
}

.fw-section,
.fw-accordion {
  margin-top: 0.5rem;
  border-radius: var(--fw-radius);
  cursor: default;
}

.fw-section--border,
.fw-accordion {
  border: 1px solid var(--fw-color-border);
}

.fw-section__head {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5em;
}

.fw-section__title {
  margin: 0;
  font-weight: 600;
}

.fw-section__description {
  margin: 0.25em 0 0.5em;
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-accordion__panel + .fw-accordion__panel {
  border-top: 1px solid var(--fw-color-border);
}

.fw-accordion__head {
  display: flex;
  gap: 0.5em;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 0;
  background: transparent;
  color: var(--fw-color-text);
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
}

.fw-accordion__body {
  padding: 0 0.75rem 0.75rem;
}
`;
