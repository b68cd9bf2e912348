import type { ReactNode } from 'react';
import type { Field } from '../model';
import type { RendererStore } from '../store/renderer-store';
import type { FieldSlot } from '../store/renderer-types';
import type { FieldIds } from './dom-ids';

/** What every field component gets. Components call the store's actions; they decide nothing. */
export interface FieldProps {
  field: Field;
  slot: Readonly<FieldSlot>;
  store: RendererStore;
  ids: FieldIds;
  /** Disabled by a condition, the readonly attribute, or a submission in flight. */
  disabled: boolean;
  invalid: boolean;
  /** Ids of the help text, description and errors, for aria-describedby. */
  describedBy: string | undefined;
  /** Layout fields render their children through this. */
  renderChild: (fieldId: string) => ReactNode;
}

/**
 * How the frame labels a component:
 * - 'label': a <label for> before one native control;
 * - 'inline': the control first, then its <label for> (a single checkbox);
 * - 'group': a fieldset whose legend names several controls;
 * - 'labelled': a plain label text that a custom widget names itself by (aria-labelledby);
 * - 'none': the component renders everything (content, layout, hidden inputs).
 */
export type FrameKind = 'label' | 'inline' | 'group' | 'labelled' | 'none';

/** A field value as an input shows it: '' for nothing. */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A value as a number box is given it: the number itself, so that React compares it with what the box
 * shows as a number and leaves a text such as "-0" or "1.50" alone while it means the same number (as
 * text, "-0" would become "0" and the minus sign typed before "0.5" would be lost).
 */
export function numberOf(value: unknown): number | string {
  return typeof value === 'number' ? value : textOf(value);
}

/** The attributes every native control of a field shares: identity, state, error wiring and blur. */
export function controlProps({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  return {
    id: ids.input,
    part: 'input',
    name: field.name || field.id,
    required: slot.required,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onBlur: () => store.blur(field.id),
  };
}

/** A control whose value is its text: shows the slot's value and writes what is typed. */
export function textControlProps(props: FieldProps) {
  const { field, slot, store } = props;
  return {
    ...controlProps(props),
    value: textOf(slot.value),
    placeholder: field.placeholder,
    onChange: (event: { currentTarget: { value: string } }) =>
      store.setValue(field.id, event.currentTarget.value),
  };
}
