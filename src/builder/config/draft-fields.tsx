import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { parseNumberInput } from '../../logic';
import { FieldFrame, useFieldIds } from './controls';

/*
 * Inputs that keep what the author types apart from the value they report. A controlled input bound
 * straight to a number or a checked value would fight the typing: '-' or '1e' is no number yet, '#FF'
 * no colour yet, and a clamped value would jump under the caret. The draft follows the value whenever
 * the value changes from outside, and falls back to it on blur.
 */

export interface NumberFieldProps {
  label: ReactNode;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  /**
   * 'blur' reports on blur or Enter. Used where one value adjusts another (slider min and max): typed
   * digit by digit, '5' on the way to '500' would already push the other bound.
   */
  commit?: 'change' | 'blur';
  /** Whether clearing the input reports undefined; otherwise an empty input falls back to the value. */
  allowEmpty?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

const formatNumber = (value: number | undefined) => (value === undefined ? '' : String(value));

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  commit = 'change',
  allowEmpty = false,
  hint,
  error,
  className,
}: NumberFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  const [text, setText] = useState(formatNumber(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (parseNumberInput(text) !== value) setText(formatNumber(value));
  }

  const report = (typed: string) => {
    const parsed = parseNumberInput(typed);
    if (parsed !== undefined) {
      if (parsed !== value) onChange(parsed);
    } else if (typed.trim() === '' && allowEmpty && value !== undefined) {
      onChange(undefined);
    }
  };

  const settle = () => {
    if (commit === 'blur') report(text);
    // Whatever the parent made of it (clamped, refused), the input now shows the real value.
    setText((typed) =>
      parseNumberInput(typed) === value && typed.trim() !== '' ? typed : formatNumber(value),
    );
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && commit === 'blur') {
      event.preventDefault();
      report(text);
    }
  };

  return (
    <FieldFrame {...{ id, label, hint, hintId, error, errorId, className }}>
      <input
        id={id}
        type="number"
        className="fw-config-input"
        inputMode="decimal"
        value={text}
        min={min}
        max={max}
        step={step}
        onChange={(event) => {
          setText(event.target.value);
          if (commit === 'change') report(event.target.value);
        }}
        onBlur={settle}
        onKeyDown={handleKeyDown}
        {...aria}
      />
    </FieldFrame>
  );
}

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

export interface CheckedTextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Whether the typed text may become the value, and which value (e.g. empty → a default colour). */
  check: (text: string) => TextCheck;
  placeholder?: string;
  hint?: ReactNode;
  className?: string;
  /** Extra controls after the input, inside the same field (e.g. a colour swatch). */
  after?: ReactNode;
  spellCheck?: boolean;
  type?: 'text' | 'url';
  hideLabel?: boolean;
}

/**
 * A refusal can be lifted by a change elsewhere (the other option that had this value got another): the
 * text on screen, untouched since it was refused, is then accepted and reported as if just typed, so the
 * input never shows a text without an error that the form does not hold.
 */
function useLiftedRefusal(
  text: string,
  result: TextCheck,
  value: string,
  onChange: (value: string) => void,
): void {
  const refusedText = useRef<string | null>(null);
  useEffect(() => {
    if (!result.ok) {
      refusedText.current = text;
      return;
    }
    const lifted = refusedText.current === text;
    refusedText.current = null;
    if (lifted && result.value !== value) onChange(result.value);
  });
}

/** A text input that reports only accepted text and explains refused text (aria-invalid + message). */
export function CheckedTextField({
  label,
  value,
  onChange,
  check,
  placeholder,
  hint,
  className,
  after,
  spellCheck,
  type = 'text',
  hideLabel,
}: CheckedTextFieldProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    const current = check(text);
    if (!current.ok || current.value !== value) setText(value);
  }
  const result = check(text);
  const error = result.ok ? undefined : result.message;
  const { id, hintId, errorId, aria } = useFieldIds(hint, error);
  useLiftedRefusal(text, result, value, onChange);

  return (
    <FieldFrame {...{ id, label, hint, hintId, error, errorId, className, hideLabel }}>
      <div className="fw-config-inline">
        <input
          id={id}
          type={type}
          className="fw-config-input"
          value={text}
          placeholder={placeholder}
          spellCheck={spellCheck}
          onChange={(event) => {
            const typed = event.target.value;
            setText(typed);
            const next = check(typed);
            if (next.ok && next.value !== value) onChange(next.value);
          }}
          onBlur={() => {
            // An accepted text that stands for another value (empty → default) now shows that value.
            if (check(text).ok) setText(value);
          }}
          {...aria}
        />
        {after}
      </div>
    </FieldFrame>
  );
}
