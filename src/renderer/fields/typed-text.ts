import type { ChangeEvent } from 'react';
import type { FieldSource } from '../../store/renderer-types';
import { controlProps, type FieldProps, textOf } from '../field-props';
import { setShownText } from '../use-proxy';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Writes the field's value into the control unless it shows it already, and notes what it shows. */
function showStoreValue(source: FieldSource, control: TextControl | null): void {
  if (!control) {
    setShownText(source, null);
    return;
  }
  const text = textOf(source.read().value);
  if (control.value !== text) control.value = text;
  setShownText(source, text);
}

/**
 * Props of a text box people type into, as an uncontrolled control: a keystroke then costs no render of
 * the field (useFieldSlot keeps its view while the box shows the value). What a controlled box did is
 * done here: the store's value goes into the box when it differs from what the box shows (on mount, and
 * on each render, which a value the box does not show causes), and a typed value the store did not take
 * as typed (a set_value rule on the field itself) is put back right after the change.
 */
export function typedTextProps(props: FieldProps) {
  const { field, store } = props;
  const source = store.fieldSource(field.id);
  const text = textOf(source.read().value);
  return {
    ...controlProps(props),
    placeholder: field.placeholder,
    // Each box follows the direction of what is typed into it: on a left-to-right page, Hebrew or Arabic
    // was laid out from the left with its closing punctuation at the wrong end ('!שלום').
    dir: 'auto',
    // Nothing for an empty box: the `value` attribute React would write for '' changes nothing.
    defaultValue: text === '' ? undefined : text,
    ref: (control: TextControl | null) => showStoreValue(source, control),
    onChange: (event: ChangeEvent<TextControl>) => {
      const control = event.currentTarget;
      setShownText(source, control.value);
      store.setValue(field.id, control.value);
      showStoreValue(source, control);
    },
  };
}
