import {
  ratingDefaultPatch,
  sliderDefaultPatch,
  sliderMaxPatch,
  sliderMinPatch,
  starCountPatch,
} from '../../logic';
import {
  clampStarCount,
  normaliseSliderStep,
  sliderDefaultValue,
  sliderRange,
} from '../../logic/field-rules';
import { RATING_STEP, SLIDER_MIN_STEP, STAR_COUNT_MAX, STAR_COUNT_MIN } from '../../model';
import { ConfigSection } from './controls';
import { NumberField } from './draft-fields';
import type { FieldEditorProps } from './types';

/**
 * Slider and range settings (authoring §5): a minimum at or above the maximum pushes the maximum to
 * minimum + 1 and the reverse; step at least 0.01 (default 1); the default value is clamped into the
 * range and is the midpoint when unset. Bounds commit on blur: typed digit by digit they would push
 * each other around.
 */
export function SliderSettings({ field, onChange }: FieldEditorProps) {
  const range = sliderRange(field);
  const midpoint = (range.min + range.max) / 2;
  const hasDefault = typeof field.defaultValue === 'number' || typeof field.defaultValue === 'string';
  return (
    <ConfigSection title="Slider settings" className="fw-config-grid">
      <NumberField
        label="Minimum"
        value={range.min}
        commit="blur"
        onChange={(min) => min !== undefined && onChange(sliderMinPatch(field, min))}
      />
      <NumberField
        label="Maximum"
        value={range.max}
        commit="blur"
        onChange={(max) => max !== undefined && onChange(sliderMaxPatch(field, max))}
      />
      <NumberField
        label="Step"
        value={range.step}
        min={SLIDER_MIN_STEP}
        step="any"
        commit="blur"
        hint={`At least ${SLIDER_MIN_STEP}`}
        onChange={(step) => step !== undefined && onChange({ step: normaliseSliderStep(step) })}
      />
      <NumberField
        label="Default value"
        value={hasDefault ? sliderDefaultValue(field) : undefined}
        min={range.min}
        max={range.max}
        step="any"
        commit="blur"
        allowEmpty
        hint={`Between ${range.min} and ${range.max}; the midpoint (${midpoint}) when empty`}
        onChange={(value) =>
          onChange(value === undefined ? { defaultValue: undefined } : sliderDefaultPatch(field, value))
        }
      />
    </ConfigSection>
  );
}

/** Rating: 1 to 10 stars (default 5); the default rating snaps to half stars. */
export function RatingSettings({ field, onChange }: FieldEditorProps) {
  const stars = clampStarCount(field.starCount);
  return (
    <ConfigSection title="Rating settings" className="fw-config-grid">
      <NumberField
        label="Number of stars"
        value={stars}
        min={STAR_COUNT_MIN}
        max={STAR_COUNT_MAX}
        step={1}
        commit="blur"
        hint={`${STAR_COUNT_MIN} to ${STAR_COUNT_MAX}`}
        onChange={(count) => count !== undefined && onChange(starCountPatch(field, count))}
      />
      <NumberField
        label="Default rating"
        value={typeof field.defaultValue === 'number' ? field.defaultValue : undefined}
        min={0}
        max={stars}
        step={RATING_STEP}
        commit="blur"
        allowEmpty
        hint="Half stars allowed (steps of 0.5)"
        onChange={(value) =>
          onChange(value === undefined ? { defaultValue: undefined } : ratingDefaultPatch(field, value))
        }
      />
    </ConfigSection>
  );
}
