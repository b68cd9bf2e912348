import type { HTMLInputTypeAttribute } from 'react';
import { type FieldProps, numberOf, textControlProps } from '../field-props';
import { typedTextProps } from './typed-text';

interface InputKind {
  type: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'email' | 'url' | 'tel' | 'text';
}

/**
 * Native input types per field type; every other type (and any unknown one) is a text input. `typed`:
 * a box whose value is exactly the text typed, which can be uncontrolled (typed-text.ts); date and time
 * boxes stay controlled.
 */
const KINDS: Readonly<Record<string, InputKind & { typed?: true }>> = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', typed: true },
  url: { type: 'url', autoComplete: 'url', inputMode: 'url', typed: true },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', typed: true },
  date: { type: 'date' },
  datetime: { type: 'datetime-local' },
  time: { type: 'time' },
};
const TEXT: InputKind & { typed: true } = { type: 'text', typed: true };

export { textOf } from '../field-props';

export function TextInput(props: FieldProps) {
  const kind = KINDS[props.field.type] ?? TEXT;
  return (
    <input
      {...(kind.typed ? typedTextProps(props) : textControlProps(props))}
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
      value={numberOf(props.slot.value)}
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
      {...typedTextProps(props)}
      className="fw-input fw-textarea"
      rows={ROWS[props.field.height ?? 'auto']}
    />
  );
}
