// The fields' live states of one loaded form: what the field views read, and the valtio slots the store
// hands out on request.
import { proxy } from 'valtio/vanilla';
import { emptySlot } from './renderer-slots';
import type { FieldSlot, FieldSource } from './renderer-types';

const EMPTY: Readonly<FieldSlot> = Object.freeze(emptySlot());

interface Source extends FieldSource {
  watchers: Set<() => void> | null;
}

/**
 * Each field's state is an immutable object, replaced whole on every change, with its own watchers: a
 * view reads the object itself (nothing to copy) and hears of its own field only. valtio proxies were one
 * per field and cost more to make than anything else of a long form's load; a valtio slot (the store's
 * `slot()`) is now made only when asked for, from the state, and kept in step with it from then on.
 * A new form gets a new table: views of the old one hear nothing more.
 */
export class FieldSlots {
  private readonly states = new Map<string, Readonly<FieldSlot>>();
  private readonly sources = new Map<string, Source>();
  private readonly mirrors = new Map<string, FieldSlot>();

  get(id: string): Readonly<FieldSlot> {
    return this.states.get(id) ?? EMPTY;
  }

  /** Replaces a field's state and tells its watchers (and its valtio slot, if one was made). */
  replace(id: string, next: Readonly<FieldSlot>): void {
    this.states.set(id, next);
    const mirror = this.mirrors.get(id);
    // valtio skips the values that did not change.
    if (mirror) Object.assign(mirror, next);
    const watchers = this.sources.get(id)?.watchers;
    if (watchers) for (const watcher of watchers) watcher();
  }

  /** Changes some of a field's state; nothing happens when every value given is the one it has. */
  update(id: string, changes: Partial<FieldSlot>): void {
    const current = this.get(id);
    let changed = false;
    for (const key of Object.keys(changes) as (keyof FieldSlot)[]) {
      if (!Object.is(current[key], changes[key])) changed = true;
    }
    if (changed) this.replace(id, { ...current, ...changes });
  }

  /** How a view reads one field: the same object per field for as long as this table lives. */
  source(id: string): FieldSource {
    let source = this.sources.get(id);
    if (!source) {
      const created: Source = {
        watchers: null,
        read: () => this.get(id),
        listen: (onChange) => {
          created.watchers ??= new Set();
          created.watchers.add(onChange);
          return () => created.watchers?.delete(onChange);
        },
      };
      source = created;
      this.sources.set(id, source);
    }
    return source;
  }

  /** A valtio proxy of the field's state, kept in step with it (it is read, never written, from outside). */
  mirror(id: string): FieldSlot {
    let mirror = this.mirrors.get(id);
    if (!mirror) {
      mirror = proxy({ ...this.get(id) });
      this.mirrors.set(id, mirror);
    }
    return mirror;
  }
}
