import { ADDRESS_PARTS, type AddressPart } from '../../store/renderer-values';
import type { FieldProps } from '../field-props';
import { groupBlur } from './blur';

/** Browser autofill fills these by their autocomplete tokens: the "autocomplete" of the address type. */
const PARTS: Readonly<Record<AddressPart, { label: string; autoComplete: string }>> = {
  street: { label: 'Street address', autoComplete: 'street-address' },
  city: { label: 'City', autoComplete: 'address-level2' },
  region: { label: 'State / Province', autoComplete: 'address-level1' },
  postalCode: { label: 'Postal code', autoComplete: 'postal-code' },
  country: { label: 'Country', autoComplete: 'country-name' },
};

export function AddressInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const address =
    typeof slot.value === 'object' && slot.value !== null && !Array.isArray(slot.value) ? slot.value : {};
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout from its inputs, to validate on leaving the field
    <div className="fw-address" onBlur={groupBlur(store, field.id)}>
      {ADDRESS_PARTS.map((part, index) => {
        const id = index === 0 ? ids.input : `${ids.input}-${part}`;
        const current = address[part];
        return (
          <div className={`fw-address__part fw-address__part--${part}`} key={part}>
            <label htmlFor={id}>{PARTS[part].label}</label>
            <input
              id={id}
              className="fw-input"
              part="input"
              type="text"
              autoComplete={PARTS[part].autoComplete}
              value={typeof current === 'string' ? current : ''}
              required={slot.required && part === 'street'}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) =>
                store.setValue(field.id, { ...address, [part]: event.currentTarget.value })
              }
            />
          </div>
        );
      })}
    </div>
  );
}
