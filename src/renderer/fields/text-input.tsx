import type { HTMLInputTypeAttribute } from 'react';
import { type FieldProps, numberOf, textControlProps } from '../field-props';
import { typedTextProps } from './typed-text';
import { useRefusalOfControl } from './use-refusal';

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

/**
 * Tells the store whether the box holds text the browser cannot read as a number ("1e", "--3"). Its value
 * is '' then, and going from one such text to another (or to nothing) changes no value, so React fires no
 * change for it: this runs on every input event and on leaving the box.
 */
function noteUnreadable(props: FieldProps, control: HTMLInputElement): void {
  props.store.setUnreadable(props.field.id, control.validity.badInput);
}

export function NumberInput(props: FieldProps) {
  const { field, store } = props;
  useRefusalOfControl(store, field.id);
  return (
    // A half-typed number ("-", "1e") reads as '' from the input: its value is empty, not zero, and the
    // field says 'Must be a number' while the box shows it (see noteUnreadable).
    <input
      {...textControlProps(props)}
      value={numberOf(props.slot.value)}
      className="fw-input"
      type="number"
      inputMode="decimal"
      min={field.min}
      max={field.max}
      step={field.step ?? 'any'}
      onInput={(event) => noteUnreadable(props, event.currentTarget)}
      onBlur={(event) => {
        noteUnreadable(props, event.currentTarget);
        store.blur(field.id);
      }}
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
