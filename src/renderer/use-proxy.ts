import { useSyncExternalStore } from 'react';
import { type Snapshot, snapshot, subscribe } from 'valtio/vanilla';
import type { FieldSlot } from '../store/renderer-types';

/**
 * Reads one valtio proxy as an immutable snapshot and re-renders when that proxy (or anything below it)
 * changes. Each field has its own proxy, so a field view subscribes to its field only. Notification is
 * synchronous: a controlled text input must see its new value in the same event, or the caret jumps.
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
 * A field's slot, typed as the plain FieldSlot it copies. Snapshot<> of the recursive FieldValue type is
 * too deep for TypeScript to compare; a snapshot is frozen at runtime, which is what Readonly promises.
 */
export function useSlot(slot: FieldSlot): Readonly<FieldSlot> {
  return useProxy(slot) as unknown as Readonly<FieldSlot>;
}
