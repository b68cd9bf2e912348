import type { HTMLInputTypeAttribute } from 'react';
import { type FieldProps, textControlProps } from '../field-props';

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

export { textOf } from '../field-props';

export function TextInput(props: FieldProps) {
  const kind = KINDS[props.field.type] ?? { type: 'text' };
  return (
    <input
      {...textControlProps(props)}
      className="fw-input"
      type={kind.type}
      autoComplete={kind.autoComplete}
      inputMode={kind.inputMode}
    />
  );
}

export function NumberInput(props: FieldProps) {
  const { field } = props;
  return (
    // A half-typed number ("-", "1e") reads as '' from the input: that is an empty value, not zero.
    <input
      {...textControlProps(props)}
      className="fw-input"
      type="number"
      inputMode="decimal"
      min={field.min}
      max={field.max}
      step={field.step ?? 'any'}
    />
  );
}

const ROWS = { auto: 4, small: 3, medium: 5, large: 8 } as const;

export function TextArea(props: FieldProps) {
  return (
    <textarea
      {...textControlProps(props)}
      className="fw-input fw-textarea"
      rows={ROWS[props.field.height ?? 'auto']}
    />
  );
}
