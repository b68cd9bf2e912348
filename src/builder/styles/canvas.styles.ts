/** The canvas: page manager, lists, field cards, the drop bar, layout fields. On --fw-* tokens. */
export const canvasStyles = `
.fw-canvas {
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
}

.fw-canvas__scroll {
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: var(--fw-spacing);
}

.fw-canvas__scroll:focus {
  outline: none;
}

.fw-canvas__empty {
  position: absolute;
  inset: var(--fw-spacing);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  border: 2px dashed var(--fw-color-border);
  border-radius: var(--fw-radius);
  text-align: center;
  /* Drops go through to the page list underneath. */
  pointer-events: none;
}

.fw-canvas__empty p {
  margin: 0;
}

.fw-canvas__empty-title {
  font-size: 1.25em;
  font-weight: 600;
}

.fw-pages {
  display: flex;
  flex-direction: column;
  gap: calc(var(--fw-spacing) / 2);
  padding: calc(var(--fw-spacing) / 2) var(--fw-spacing);
  border-bottom: 1px solid var(--fw-color-border);
  background: var(--fw-color-background);
}

.fw-pages__row,
.fw-pages__description {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: calc(var(--fw-spacing) / 2);
}

.fw-pages__description {
  flex: 1;
}

.fw-pages__description .fw-input {
  flex: 1 1 12rem;
  width: auto;
}

.fw-pages__title {
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
}

.fw-pages__count {
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
}

.fw-page-button {
  min-height: 2rem;
  padding: 0.25rem 0.75rem;
  border: 1px solid var(--fw-color-border);
  border-radius: var(--fw-radius);
  background: var(--fw-color-background);
  color: var(--fw-color-text);
  font: inherit;
  font-size: 0.875em;
  cursor: pointer;
}

.fw-page-button.is-current {
  border-color: var(--fw-color-primary);
  background: var(--fw-color-primary);
  color: var(--fw-color-on-primary);
}

.fw-list {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: 8px;
  min-height: 2.5rem;
}

.fw-list--page {
  min-height: 100%;
}

.fw-list__empty {
  flex: 1 0 100%;
  margin: 0;
  padding: 0.75rem;
  color: var(--fw-color-text-secondary);
  font-size: 0.875em;
  text-align: center;
}

/* The drop bar never takes space: a drag step must not move anything. */
.fw-list.has-end-bar::after {
  content: '';
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 4px;
  border-radius: 2px;
  background: var(--fw-color-primary);
}

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

.fw-card.is-hidden > .fw-preview {
  opacity: 0.55;
}

.fw-card.is-dragging {
  opacity: 0.4;
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
  align-items: center;
  justify-content: center;
  height: 4rem;
  border: 1px dashed var(--fw-color-border);
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
