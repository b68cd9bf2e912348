import type { KeyboardEvent, MouseEvent } from 'react';
import { clampStarCount, normaliseRating } from '../../logic/field-rules';
import { RATING_STEP } from '../../model';
import type { FieldProps } from '../field-props';

const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: RATING_STEP,
  ArrowUp: RATING_STEP,
  ArrowLeft: -RATING_STEP,
  ArrowDown: -RATING_STEP,
  PageUp: 1,
  PageDown: -1,
};

/** How much of a star is filled: values are whole or half stars (normaliseRating). */
function fillOf(value: number, index: number): 'full' | 'half' | undefined {
  const fill = value - index;
  return fill >= 1 ? 'full' : fill > 0 ? 'half' : undefined;
}

/**
 * Stars with half steps (1 to 10 stars, shell §9), built as the WAI-ARIA slider pattern: arrows move half
 * a star, Page Up/Down a whole one, Home clears, End gives full marks, a digit sets that many stars. A
 * click on a star's left half gives a half star.
 */
export function RatingInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const stars = clampStarCount(field.starCount);
  const value = typeof slot.value === 'number' ? slot.value : 0;
  const set = (next: number) => store.setValue(field.id, normaliseRating(next, stars));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    let next: number | undefined;
    if (event.key in KEY_STEPS) next = value + KEY_STEPS[event.key]!;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = stars;
    else if (/^[0-9]$/.test(event.key)) next = Number(event.key);
    if (next === undefined) return;
    event.preventDefault();
    set(next);
  };
  const onStarClick = (index: number) => (event: MouseEvent<HTMLSpanElement>) => {
    if (disabled) return;
    const box = event.currentTarget.getBoundingClientRect();
    const half = event.clientX - box.left < box.width / 2;
    set(index + (half ? RATING_STEP : 1));
  };

  return (
    <div
      id={ids.input}
      className="fw-rating"
      part="input rating"
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-labelledby={ids.label}
      aria-describedby={describedBy}
      aria-valuemin={0}
      aria-valuemax={stars}
      aria-valuenow={value}
      aria-valuetext={`${value} of ${stars} stars`}
      aria-disabled={disabled || undefined}
      aria-invalid={invalid || undefined}
      onKeyDown={onKeyDown}
      onBlur={() => store.blur(field.id)}
    >
      {/* One element per star (the fill is drawn by CSS from data-fill): a long form has many ratings. */}
      <span className="fw-rating__stars" aria-hidden="true">
        {Array.from({ length: stars }, (_, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the slider itself takes the keys (see onKeyDown)
          // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut for the slider around it
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: a star is its position
            key={index}
            className="fw-rating__star"
            data-star={index + 1}
            data-fill={fillOf(value, index)}
            onClick={onStarClick(index)}
          >
            ★
          </span>
        ))}
      </span>
      <span className="fw-rating__value" aria-hidden="true">
        {`${value} / ${stars}`}
      </span>
    </div>
  );
}
