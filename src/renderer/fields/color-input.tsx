import { isHexColor } from '../../logic/field-rules';
import { COLOR_FIELD_DEFAULT } from '../../model';
import { colorOnBlur } from '../../store/renderer-values';
import type { FieldProps } from '../field-props';
import { textOf } from './text-input';

/**
 * A hex colour as text plus a native swatch. Typed text is kept as typed so a wrong value can be shown
 * with its message ('Please enter a valid hex color (e.g., #FF0000)'); left empty it resets to #000000.
 */
export function ColorInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const text = textOf(slot.value);
  return (
    <div className="fw-input-row fw-color">
      <input
        className="fw-color__swatch"
        type="color"
        aria-label={`${field.label || 'Colour'}: colour picker`}
        value={isHexColor(text) ? text.toLowerCase() : COLOR_FIELD_DEFAULT}
        disabled={disabled}
        onChange={(event) => store.setValue(field.id, event.currentTarget.value.toUpperCase())}
      />
      <input
        id={ids.input}
        className="fw-input"
        part="input"
        type="text"
        name={field.name || field.id}
        spellCheck={false}
        autoComplete="off"
        value={text}
        placeholder="#000000"
        required={slot.required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => store.setValue(field.id, event.currentTarget.value)}
        onBlur={(event) => {
          const kept = colorOnBlur(event.currentTarget.value);
          if (kept !== event.currentTarget.value) store.setValue(field.id, kept);
          store.blur(field.id);
        }}
      />
    </div>
  );
}
