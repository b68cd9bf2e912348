import { createContext, memo, useContext } from 'react';
import { useRenderer } from './context';
import { fieldIds } from './dom-ids';
import { announcedErrors, describedByOf, fieldFrame, useErrorAnnouncement } from './field-frame';
import type { FieldProps } from './field-props';
import { fieldEntry } from './registry';
import { useFieldSlot } from './use-proxy';

/** True while nothing may change: the readonly attribute, a disabled host fieldset, a submission in flight. */
export const LockedContext = createContext(false);

/** How layout fields render their children (no hook per field: a long form has many fields). */
const renderChild = (childId: string) => <FieldNode key={childId} id={childId} />;
/** A container's columns decide their children's widths. */
const renderInColumn = (childId: string) => <FieldNode key={childId} id={childId} nested />;

/**
 * One field: subscribes to that field's state only, so typing in one field re-renders that field alone.
 * Hidden fields (by a condition) render nothing, and so do their children. The frame, and the control of
 * a type whose component uses no hooks, are called as functions: each is one React fiber fewer per field.
 */
export const FieldNode = memo(function FieldNode({ id, nested = false }: { id: string; nested?: boolean }) {
  const { store, idPrefix, announce } = useRenderer();
  const locked = useContext(LockedContext);
  const slot = useFieldSlot(store.fieldSource(id));
  const field = store.field(id);
  const shown = field !== undefined && slot.visible;
  const entry = shown ? fieldEntry(field.type) : undefined;
  const frame = entry && (typeof entry.frame === 'function' ? entry.frame(field!) : entry.frame);
  useErrorAnnouncement(frame ? announcedErrors(slot, frame) : null, announce);
  if (!shown || !entry || !frame) return null;
  const ids = fieldIds(idPrefix, field.id);
  const props: FieldProps = {
    field,
    slot,
    store,
    ids,
    disabled: locked || !slot.enabled,
    invalid: slot.errors.length > 0,
    describedBy: describedByOf(field, slot, ids),
    renderChild: field.type === 'container' ? renderInColumn : renderChild,
  };
  const Component = entry.component;
  const children = entry.plain ? Component(props) : <Component {...props} />;
  return fieldFrame({ field, slot, ids, frame, nested, children });
});
