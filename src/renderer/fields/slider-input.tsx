import { sliderRange } from '../../logic/field-rules';
import type { FieldProps } from '../field-props';

/** Slider and range: a native range input (arrow keys, Home/End) with the value shown beside it. */
export function SliderInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const { min, max, step } = sliderRange(field);
  const value = typeof slot.value === 'number' ? slot.value : min;
  const outputId = `${ids.input}-value`;
  return (
    <div className="fw-slider">
      <span className="fw-slider__bound" aria-hidden="true">
        {min}
      </span>
      <input
        id={ids.input}
        className="fw-slider__input"
        part="input"
        type="range"
        name={field.name || field.id}
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => store.setValue(field.id, event.currentTarget.valueAsNumber)}
        onBlur={() => store.blur(field.id)}
      />
      <span className="fw-slider__bound" aria-hidden="true">
        {max}
      </span>
      <output id={outputId} htmlFor={ids.input} className="fw-slider__value">
        {value}
      </output>
    </div>
  );
}
