import { dateRangeInputBounds } from '../../logic/field-rules';
import type { FieldProps } from '../field-props';
import { groupBlur } from './blur';

/** Two dates; the start's max is the chosen end and the end's min the chosen start (shell §5). */
export function DateRange({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const range =
    typeof slot.value === 'object' && slot.value !== null && !Array.isArray(slot.value) ? slot.value : {};
  const start = typeof range.start === 'string' ? range.start : '';
  const end = typeof range.end === 'string' ? range.end : '';
  const bounds = dateRangeInputBounds({ start, end });
  const set = (next: { start: string; end: string }) =>
    store.setValue(field.id, { start: next.start || null, end: next.end || null });
  const endId = `${ids.input}-end`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout from its inputs, to validate on leaving the field
    <div className="fw-date-range" onBlur={groupBlur(store, field.id)}>
      <div className="fw-date-range__part">
        <label htmlFor={ids.input}>Start date</label>
        <input
          id={ids.input}
          className="fw-input"
          part="input"
          type="date"
          value={start}
          max={bounds.startMax}
          required={slot.required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => set({ start: event.currentTarget.value, end })}
        />
      </div>
      <div className="fw-date-range__part">
        <label htmlFor={endId}>End date</label>
        <input
          id={endId}
          className="fw-input"
          part="input"
          type="date"
          value={end}
          min={bounds.endMin}
          required={slot.required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => set({ start, end: event.currentTarget.value })}
        />
      </div>
    </div>
  );
}
