import type { HTMLInputTypeAttribute } from 'react';
import type { FieldProps } from '../field-props';

interface InputKind {
  type: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'email' | 'url' | 'tel' | 'text';
}

/** Native input types per field type; every other type (and any unknown one) is a text input. */
const KINDS: Readonly<Record<string, InputKind>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  url: { type: 'url', autoComplete: 'url', inputMode: 'url' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  date: { type: 'date' },
  datetime: { type: 'datetime-local' },
  time: { type: 'time' },
};

export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export function TextInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const kind = KINDS[field.type] ?? { type: 'text' };
  return (
    <input
      id={ids.input}
      className="fw-input"
      part="input"
      type={kind.type}
      name={field.name || field.id}
      autoComplete={kind.autoComplete}
      inputMode={kind.inputMode}
      value={textOf(slot.value)}
      placeholder={field.placeholder}
      required={slot.required}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => store.setValue(field.id, event.currentTarget.value)}
      onBlur={() => store.blur(field.id)}
    />
  );
}

export function NumberInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  return (
    <input
      id={ids.input}
      className="fw-input"
      part="input"
      type="number"
      name={field.name || field.id}
      inputMode="decimal"
      value={textOf(slot.value)}
      min={field.min}
      max={field.max}
      step={field.step ?? 'any'}
      placeholder={field.placeholder}
      required={slot.required}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      // A half-typed number ("-", "1e") reads as '' from the input: that is an empty value, not zero.
      onChange={(event) => store.setValue(field.id, event.currentTarget.value)}
      onBlur={() => store.blur(field.id)}
    />
  );
}

const ROWS = { auto: 4, small: 3, medium: 5, large: 8 } as const;

export function TextArea({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  return (
    <textarea
      id={ids.input}
      className="fw-input fw-textarea"
      part="input"
      name={field.name || field.id}
      rows={ROWS[field.height ?? 'auto']}
      value={textOf(slot.value)}
      placeholder={field.placeholder}
      required={slot.required}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => store.setValue(field.id, event.currentTarget.value)}
      onBlur={() => store.blur(field.id)}
    />
  );
}
