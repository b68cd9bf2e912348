// Labelled form controls of the settings editors: each ties its label, hint and error to the control
// (aria-describedby, aria-invalid), so screen readers hear the spec's messages where they apply.
import { type ReactNode, useId } from 'react';

/** Said once above a form whose labels carry the required marker. */
export const REQUIRED_NOTE = 'Fields marked * are required.';

/**
 * The visible mark of a required input. Hidden from screen readers: the input itself says it is required
 * (`required`), and its name stays its label's words.
 */
export function RequiredMark() {
  return (
    <span className="fw-settings-field__required" aria-hidden="true">
      {' *'}
    </span>
  );
}

interface FieldFrameProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

function FieldFrame({ label, error, hint, required, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="fw-settings-field">
      <label className="fw-settings-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p className="fw-settings-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="fw-settings-field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'url' | 'number' | 'password';
  inputMode?: 'decimal' | 'numeric' | 'url';
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  min?: number;
  max?: number;
  name?: string;
  autoComplete?: string;
}

export function TextField({ label, value, onChange, type = 'text', error, hint, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={rest.required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="fw-settings-input"
          type={type}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={rest.autoComplete ?? 'off'}
          step={type === 'number' ? 1 : undefined}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ('Select ...'). */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  required,
  ...rest
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className="fw-settings-input"
          value={value}
          required={required}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  disabled,
  error,
  maxLength,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | undefined;
  maxLength?: number;
  name?: string;
}) {
  return (
    <FieldFrame label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          name={name}
          className="fw-settings-input"
          rows={2}
          value={value}
          maxLength={maxLength}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="fw-settings-field fw-settings-field--check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="fw-settings-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Options from a list of literal values, shown as they are. */
export function optionsOf(values: readonly string[], labels: Readonly<Record<string, string>> = {}) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}
