// The fields' live states of one loaded form: what the field views read and listen to.
import { emptySlot } from './renderer-slots';
import type { FieldSlot, FieldSource } from './renderer-types';

const EMPTY: Readonly<FieldSlot> = Object.freeze(emptySlot());

interface Source extends FieldSource {
  watchers: Set<() => void> | null;
}

/**
 * Each field's state is an immutable object, replaced whole on every change, with its own watchers: a
 * view reads the object itself (nothing to copy) and hears of its own field only. valtio proxies were one
 * per field and cost more to make than anything else of a long form's load.
 * A new form gets a new table: views of the old one hear nothing more.
 */
export class FieldSlots {
  private readonly states = new Map<string, Readonly<FieldSlot>>();
  private readonly sources = new Map<string, Source>();

  get(id: string): Readonly<FieldSlot> {
    return this.states.get(id) ?? EMPTY;
  }

  /** Replaces a field's state and tells its watchers. */
  replace(id: string, next: Readonly<FieldSlot>): void {
    this.states.set(id, next);
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
}
