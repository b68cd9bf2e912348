import { useState } from 'react';
import type { FieldProps } from '../field-props';
import { textOf } from './text-input';

/** A masked input with a show/hide toggle (a toggle button, so its state is announced). */
export function PasswordInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="fw-input-row">
      <input
        id={ids.input}
        className="fw-input"
        part="input"
        type={shown ? 'text' : 'password'}
        name={field.name || field.id}
        autoComplete="current-password"
        value={textOf(slot.value)}
        placeholder={field.placeholder}
        required={slot.required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => store.setValue(field.id, event.currentTarget.value)}
        onBlur={() => store.blur(field.id)}
      />
      <button
        type="button"
        className="fw-button fw-button--secondary fw-button--small"
        part="button button-secondary"
        aria-pressed={shown}
        aria-controls={ids.input}
        onClick={() => setShown(!shown)}
      >
        Show password
      </button>
    </div>
  );
}
