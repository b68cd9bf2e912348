import { useSyncExternalStore } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla';
import type { FieldSlot, FieldSource } from '../store/renderer-types';
import { textOf } from './field-props';

/**
 * Reads one valtio proxy (the store's form-wide state) as an immutable snapshot and re-renders when it
 * changes. Notification is synchronous, as for the fields (useFieldSlot).
 */
export function useProxy<T extends object>(state: T): Snapshot<T> {
  const { listen, read } = accessorsOf(state);
  return useSyncExternalStore(listen, read, read);
}

interface Accessors<T extends object> {
  listen: (onChange: () => void) => () => void;
  read: () => Snapshot<T>;
}

/** One subscribe and one read function per proxy, shared by every view of it (not two hooks per view). */
const accessors = new WeakMap<object, Accessors<object>>();

function accessorsOf<T extends object>(state: T): Accessors<T> {
  let found = accessors.get(state) as Accessors<T> | undefined;
  if (!found) {
    found = {
      listen: (onChange) => subscribe(state, onChange, true),
      read: () => snapshot(state),
    };
    accessors.set(state, found as unknown as Accessors<object>);
  }
  return found;
}

/**
 * The text an uncontrolled text control of a field shows now (see typed-text.ts), while one is mounted.
 * A change of the field's value alone that the control already shows needs no render at all.
 */
const shownText = new WeakMap<FieldSource, string>();

export function setShownText(source: FieldSource, text: string | null): void {
  if (text === null) shownText.delete(source);
  else shownText.set(source, text);
}

/** Whether `view` still says everything about `next`, but for a value its text control already shows. */
function onlyShownValueChanged(
  view: Readonly<FieldSlot>,
  next: Readonly<FieldSlot>,
  shown: string | undefined,
) {
  return (
    shown !== undefined &&
    view.visible === next.visible &&
    view.enabled === next.enabled &&
    view.required === next.required &&
    view.touched === next.touched &&
    view.errors === next.errors &&
    textOf(next.value) === shown
  );
}

/** One read function per field source, shared by every render of its view (not a hook per view). */
const viewReaders = new WeakMap<FieldSource, () => Readonly<FieldSlot>>();

function viewReaderOf(source: FieldSource): () => Readonly<FieldSlot> {
  let read = viewReaders.get(source);
  if (!read) {
    let view: Readonly<FieldSlot> | undefined;
    read = () => {
      const next = source.read();
      if (view !== undefined && next !== view && onlyShownValueChanged(view, next, shownText.get(source)))
        return view;
      view = next;
      return view;
    };
    viewReaders.set(source, read);
  }
  return read;
}

/**
 * A field's state, re-rendering when it changes. A keystroke changes nothing but a value its text
 * control already shows: the view then keeps its last state and the field does not render again (the
 * control is uncontrolled), so the view's `value` may be older than the store's (controls that need the
 * value read the field's source).
 */
export function useFieldSlot(source: FieldSource): Readonly<FieldSlot> {
  const read = viewReaderOf(source);
  return useSyncExternalStore(source.listen, read, read);
}
