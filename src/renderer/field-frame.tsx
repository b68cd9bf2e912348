import { type ReactNode, useEffect, useRef } from 'react';
import { fieldLabel } from '../logic/validation';
import type { Field } from '../model';
import type { FieldSlot } from '../store/renderer-types';
import type { Announce } from './context';
import type { FieldIds } from './dom-ids';
import type { FrameKind } from './field-props';
import { fieldStyle } from './field-style';

export interface FieldFrameProps {
  field: Field;
  slot: Readonly<FieldSlot>;
  ids: FieldIds;
  frame: FrameKind;
  /** Inside a container column the column decides the width. */
  nested: boolean;
  children: ReactNode;
}

/** Ids the control names in aria-describedby: description, help text and errors, when present. */
export function describedByOf(field: Field, slot: Readonly<FieldSlot>, ids: FieldIds): string | undefined {
  let list = field.description ? ids.description : '';
  if (field.helpText) list = list ? `${list} ${ids.help}` : ids.help;
  if (slot.errors.length) list = list ? `${list} ${ids.errors}` : ids.errors;
  return list || undefined;
}

/** The required star: the controls carry required / aria-required; the star is for sighted people only. */
function requiredMark(required: boolean): ReactNode {
  return required ? (
    <span className="fw-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

/**
 * Says a shown field's errors in the form's live region when they appear or change (not when they go).
 * `text` is null while the field is not shown. Errors a field already has when it appears (another
 * page's, shown by a submit) are not news.
 */
export function useErrorAnnouncement(text: string | null, announce: Announce): void {
  const said = useRef(text);
  useEffect(() => {
    // Said words hold while this field shows them: not once it is fixed, changed or gone (a page turn).
    if (text && said.current !== null && text !== said.current) announce(text, () => said.current === text);
    said.current = text;
  }, [text, announce]);
  useEffect(
    () => () => {
      said.current = null;
    },
    [],
  );
}

/** What useErrorAnnouncement says for a shown field: its errors, unless its component shows its own. */
export function announcedErrors(slot: Readonly<FieldSlot>, frame: FrameKind): string {
  return frame === 'none' || !slot.errors.length ? '' : slot.errors.map((error) => error.message).join(' ');
}

/**
 * The box around one field: its name, description, the control, help text and errors. Widths full, half
 * and third span 6, 3 or 2 columns of the page's six-column grid. A plain function, not a component
 * (FieldNode calls it): one fewer React fiber per field of a long form. It must not use hooks.
 */
export function fieldFrame({ field, slot, ids, frame, nested, children }: FieldFrameProps): ReactNode {
  const width = nested ? 'full' : field.width;
  const invalid = slot.errors.length > 0;
  const className = `fw-field fw-field--${width} fw-field--${field.type}${invalid ? ' fw-field--invalid' : ''}`;
  const style = fieldStyle(field);
  // As few attributes as a field needs: a long form mounts thousands of them.
  const common = { 'data-field-id': field.id, style: Object.keys(style).length ? style : undefined };
  if (frame === 'none') {
    return (
      <div className={className} {...common}>
        {children}
      </div>
    );
  }
  // Parts go straight into the box as separate children (no fragments, no name component): each of
  // those is one more React fiber per field, and a long form has thousands of fields.
  const description = field.description ? (
    <p id={ids.description} className="fw-field__description">
      {field.description}
    </p>
  ) : null;
  const help = field.helpText ? (
    <p id={ids.help} className="fw-field__help">
      {field.helpText}
    </p>
  ) : null;
  const errors = invalid ? (
    <div id={ids.errors} className="fw-field__errors">
      {slot.errors.map((error, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: errors are recomputed lists without identity
        <p key={`${error.code}-${index}`} className="fw-field__error" part="field-error">
          {error.message}
        </p>
      ))}
    </div>
  ) : null;
  const name = fieldLabel(field);
  const mark = requiredMark(slot.required);
  if (frame === 'group') {
    return (
      <fieldset
        className={`${className} fw-field__group`}
        id={ids.group}
        part="field"
        aria-describedby={describedByOf(field, slot, ids)}
        {...common}
      >
        <legend id={ids.label} className="fw-field__label" part="field-label">
          {name}
          {mark}
        </legend>
        {description}
        {children}
        {help}
        {errors}
      </fieldset>
    );
  }
  if (frame === 'labelled') {
    return (
      <div className={className} part="field" {...common}>
        <div id={ids.label} className="fw-field__label" part="field-label">
          {name}
          {mark}
        </div>
        {description}
        {children}
        {help}
        {errors}
      </div>
    );
  }
  // Its control is named through `for`; nothing refers to this label by id.
  const label = (
    <label htmlFor={ids.input} className="fw-field__label" part="field-label">
      {name}
      {mark}
    </label>
  );
  if (frame === 'inline') {
    return (
      <div className={className} part="field" {...common}>
        <div className="fw-field__inline">
          {children}
          {label}
        </div>
        {description}
        {help}
        {errors}
      </div>
    );
  }
  return (
    <div className={className} part="field" {...common}>
      {label}
      {description}
      {children}
      {help}
      {errors}
    </div>
  );
}
