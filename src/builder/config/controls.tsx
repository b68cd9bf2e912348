import { type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, useId } from 'react';
import type { Choice } from './choices';

/** Ids for an input, its hint and its error, and the aria wiring that ties them together. */
export function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    id,
    hintId,
    errorId,
    aria: { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined },
  } as const;
}

export interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  children: ReactNode;
  className?: string;
  /** For inputs in a row whose column heading already says what they are: named, but not shown. */
  hideLabel?: boolean;
}

/** Label above, control, then hint and error, each reachable from the control by aria-describedby. */
export function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  children,
  className,
  hideLabel,
}: FieldFrameProps) {
  return (
    <div className={['fw-config-field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'fw-visually-hidden' : 'fw-config-field__label'} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="fw-config-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="fw-config-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'time' | 'datetime-local';
  multiline?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  hideLabel?: boolean;
  onBlur?: () => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onMouseUp?: (event: MouseEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline = false,
  placeholder,
  hint,
  error,
  className,
  hideLabel,
  onBlur,
  onFocus,
  onMouseUp,
  onKeyDown,
}: TextFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  const common = {
    id,
    value,
    placeholder,
    onBlur,
    onFocus,
    onMouseUp,
    onKeyDown,
    className: 'fw-config-input',
    ...aria,
  };
  return (
    <FieldFrame {...{ id, label, hint, hintId, error, errorId, className, hideLabel }}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
    </FieldFrame>
  );
}

export interface ChoiceGroup<T extends string = string> {
  label: string;
  choices: readonly Choice<T>[];
}

export interface SelectFieldProps<T extends string> {
  label: ReactNode;
  value: T | '';
  onChange: (value: T) => void;
  choices?: readonly Choice<T>[];
  groups?: readonly ChoiceGroup<T>[];
  /** A first option with an empty value, e.g. 'Select trigger field'. */
  emptyLabel?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export function SelectField<T extends string>({
  label,
  value,
  onChange,
  choices = [],
  groups = [],
  emptyLabel,
  hint,
  error,
  className,
}: SelectFieldProps<T>) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  const option = (choice: Choice<T>) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  );
  return (
    <FieldFrame {...{ id, label, hint, hintId, error, errorId, className }}>
      <select
        id={id}
        className="fw-config-input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        {...aria}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {choices.map(option)}
        {groups
          .filter((group) => group.choices.length > 0)
          .map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.choices.map(option)}
            </optgroup>
          ))}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A switch-like checkbox with its label beside it. */
export function CheckboxField({ label, checked, onChange, hint, disabled, className }: CheckboxFieldProps) {
  const { id, hintId, aria } = useFieldIds(hint, undefined);
  return (
    <div className={['fw-config-check', className].filter(Boolean).join(' ')}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        {...aria}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="fw-config-field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A titled group of inputs; a real fieldset so screen readers announce the group's name. */
export function ConfigSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={['fw-config-section', className].filter(Boolean).join(' ')}>
      <legend className="fw-config-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}
