import { checkColorInput } from '../../logic';
import { isHexColor } from '../../logic/field-rules';
import { CheckedTextField } from './draft-fields';

export interface ColorFieldProps {
  label: string;
  /** The stored colour; undefined shows the fallback. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** What an emptied input stands for (authoring §5: the colour field resets to #000000). */
  fallback: string;
  hint?: string;
  className?: string;
}

/**
 * A hex colour typed as text, with a native picker beside it. Typed text is taken only when it is a
 * 6-digit hex colour or empty (empty → the fallback); anything else shows 'Please enter a valid hex
 * color (e.g., #FF0000)' and keeps the stored colour.
 */
export function ColorField({ label, value, onChange, fallback, hint, className }: ColorFieldProps) {
  const shown = value || fallback;
  return (
    <CheckedTextField
      label={label}
      value={shown}
      onChange={onChange}
      check={(text) => checkColorInput(text, fallback)}
      placeholder={fallback}
      hint={hint}
      className={className}
      spellCheck={false}
      after={
        <input
          type="color"
          className="fw-config-swatch"
          aria-label={`${label} picker`}
          // The native picker only knows 6-digit lower-case colours.
          value={isHexColor(shown) ? shown.toLowerCase() : fallback}
          onChange={(event) => onChange(event.target.value)}
        />
      }
    />
  );
}
