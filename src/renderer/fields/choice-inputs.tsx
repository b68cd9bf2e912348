import { isCheckboxGroup } from '../../store/renderer-values';
import { controlProps, type FieldProps, textOf } from '../field-props';
import { groupBlur } from './blur';

export function SelectInput(props: FieldProps) {
  const { field, slot, store } = props;
  return (
    <select
      {...controlProps(props)}
      className="fw-input fw-select"
      value={textOf(slot.value)}
      onChange={(event) => store.setValue(field.id, event.currentTarget.value)}
    >
      <option value="">{field.placeholder || 'Select an option'}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Radio buttons in the frame's fieldset; the first one carries the field's input id (focus target). */
export function RadioGroup({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const options = field.options ?? [];
  return (
    <div
      className="fw-choices"
      role="radiogroup"
      aria-labelledby={ids.label}
      aria-required={slot.required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onBlur={groupBlur(store, field.id)}
    >
      {options.map((option, index) => {
        const id = index === 0 ? ids.input : `${ids.input}-${index}`;
        return (
          <div className="fw-choice" key={option.value}>
            <input
              id={id}
              type="radio"
              name={ids.group}
              value={option.value}
              checked={slot.value === option.value}
              disabled={disabled}
              onChange={() => store.setValue(field.id, option.value)}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </div>
  );
}

/** A single yes/no checkbox; the frame puts its label after it. */
export function CheckboxInput(props: FieldProps) {
  const { field, slot, store } = props;
  return (
    <input
      {...controlProps(props)}
      className="fw-checkbox"
      type="checkbox"
      checked={slot.value === true}
      onChange={(event) => store.setValue(field.id, event.currentTarget.checked)}
    />
  );
}

/**
 * A checkbox field with options: several choices, held as a list of values. The frame's fieldset names
 * the group and points at its errors; each box says it is invalid too, as a group has no state of its own
 * that screen readers announce.
 */
export function CheckboxGroup({ field, slot, store, ids, disabled, invalid }: FieldProps) {
  const chosen = Array.isArray(slot.value) ? slot.value.map(String) : [];
  const toggle = (value: string, on: boolean) =>
    store.setValue(field.id, on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout from its boxes, to validate on leaving the field
    <div className="fw-choices" onBlur={groupBlur(store, field.id)}>
      {(field.options ?? []).map((option, index) => {
        const id = index === 0 ? ids.input : `${ids.input}-${index}`;
        return (
          <div className="fw-choice" key={option.value}>
            <input
              id={id}
              type="checkbox"
              value={option.value}
              checked={chosen.includes(option.value)}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The checkbox type: one yes/no box, or a group of choices when the field has options. Both use no
 * hooks and are called as functions (see FieldEntry.plain).
 */
export function CheckboxField(props: FieldProps) {
  return isCheckboxGroup(props.field) ? CheckboxGroup(props) : CheckboxInput(props);
}
