import { useEffect, useRef, useState } from 'react';
import type { FieldProps } from '../field-props';
import { groupBlur } from './blur';

/**
 * A dropdown of checkboxes: a disclosure button (aria-expanded, aria-controls; no aria-haspopup, which
 * would announce a menu) and the list of checkboxes it shows. It closes on a click outside it (shell §4),
 * on Escape (focus returns to the button) and when focus leaves it. The button names itself by the field
 * label plus its summary.
 */
export function MultiSelect({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const chosen = Array.isArray(slot.value) ? slot.value.map(String) : [];
  const options = field.options ?? [];
  const listId = `${ids.input}-list`;
  const summaryId = `${ids.input}-summary`;

  useEffect(() => {
    if (!open) return;
    // composedPath sees through shadow roots: a click inside our own shadow tree is not "outside".
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const labels = options.filter((o) => chosen.includes(o.value)).map((o) => o.label);
  const summary = labels.length ? labels.join(', ') : field.placeholder || 'Select options';
  const toggle = (value: string, on: boolean) =>
    store.setValue(field.id, on ? [...chosen, value] : chosen.filter((v) => v !== value));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside closes the dropdown
    <div
      ref={root}
      className="fw-multiselect"
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setOpen(false);
        groupBlur(store, field.id)(event);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        // Only the dropdown closes: not a modal <dialog> around the form (the builder's Form Preview),
        // which closes on an Escape whose default is not prevented, wherever the keydown stops.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        id={ids.input}
        type="button"
        className="fw-input fw-multiselect__button"
        part="input"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${ids.label} ${summaryId}`}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <span id={summaryId}>{summary}</span>
        <span aria-hidden="true" className="fw-multiselect__arrow">
          ▾
        </span>
      </button>
      <fieldset id={listId} className="fw-multiselect__list" hidden={!open}>
        <legend className="fw-visually-hidden">{field.label || 'Options'}</legend>
        {/* A closed list is hidden from everyone: its options are made when it opens (a long form has many). */}
        {(open ? options : []).map((option, index) => {
          const id = `${ids.input}-option-${index}`;
          return (
            <div className="fw-choice" key={option.value}>
              <input
                id={id}
                type="checkbox"
                value={option.value}
                checked={chosen.includes(option.value)}
                disabled={disabled}
                onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              />
              <label htmlFor={id}>{option.label}</label>
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
