import type { FieldProps } from '../field-props';
import { textOf } from './text-input';

/** Submitted but never shown: no label, no focus stop. */
export function HiddenInput({ field, slot }: FieldProps) {
  return <input type="hidden" name={field.name || field.id} value={textOf(slot.value)} />;
}

/**
 * A trap for bots: people never see it (off-screen), assistive technology never reaches it (inert and
 * aria-hidden) and the keyboard never stops on it (inert, tabindex -1). Anything typed here refuses the
 * submission.
 */
export function HoneypotInput({ field, slot, store }: FieldProps) {
  return (
    <div className="fw-honeypot" inert aria-hidden="true">
      <label>
        {field.label || 'Leave this field empty'}
        <input
          type="text"
          name={field.name || 'website'}
          tabIndex={-1}
          autoComplete="off"
          value={textOf(slot.value)}
          onChange={(event) => store.setValue(field.id, event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
