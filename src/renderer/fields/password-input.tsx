import { useState } from 'react';
import { type FieldProps, textControlProps } from '../field-props';

/** A masked input with a show/hide toggle (a toggle button, so its state is announced). */
export function PasswordInput(props: FieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="fw-input-row">
      <input
        {...textControlProps(props)}
        className="fw-input"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
      />
      <button
        type="button"
        className="fw-button fw-button--secondary fw-button--small"
        part="button button-secondary"
        aria-pressed={shown}
        aria-controls={props.ids.input}
        // Disabled with the field: while the answers are sent, on a read-only form, or by a condition.
        disabled={props.disabled}
        onClick={() => setShown(!shown)}
      >
        Show password
      </button>
    </div>
  );
}
