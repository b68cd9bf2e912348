// The store's cached payload, kept current in place on each keystroke, and moments of it read later.
import type { FieldValue } from '../model';
import type { SubmissionPayload } from './renderer-types';

/**
 * One in-place write made after some moment: enough to undo it. Writes form a list from older to newer;
 * the newest node is always an empty one (no key yet) that the next write fills.
 */
interface Write {
  key?: string;
  had?: boolean;
  previous?: FieldValue;
  next: Write | null;
}

/**
 * The payload of every answer, built once and then rewritten in place, key by key, while no field is
 * shown or hidden. fw-change hands listeners the answers of its moment on every keystroke; copying every
 * answer there was the largest cost of typing in a long form. A moment instead remembers the payload
 * object and where the list of writes stood, and builds its copy only when read: a copy of the payload
 * as it is then, with the writes made since undone, newest first. The list is reachable from the moments
 * only, so it is garbage once nobody holds one.
 */
export class PayloadCache {
  private values: SubmissionPayload | null = null;
  private tail: Write = { next: null };

  /** The payload, built by `build` when there is none. Shared: callers never mutate or keep it. */
  current(build: () => SubmissionPayload): SubmissionPayload {
    this.values ??= build();
    return this.values;
  }

  /** Whether there is a payload to rewrite in place. */
  get built(): boolean {
    return this.values !== null;
  }

  /** Drops the payload: the next read builds a new one. Moments of the old one keep it, unchanged. */
  drop(): void {
    this.values = null;
    this.tail = { next: null };
  }

  /** Rewrites one key of the built payload, keeping what it held for the moments taken before. */
  write(key: string, value: FieldValue): void {
    const values = this.values;
    if (!values) return;
    const write = this.tail;
    write.key = key;
    write.had = Object.hasOwn(values, key);
    write.previous = values[key];
    write.next = { next: null };
    this.tail = write.next;
    values[key] = value;
  }

  /**
   * The payload as it is now, to be read later: each call of the function returns a new shallow copy of
   * these answers (answers are replaced, never mutated, so a shallow copy holds exactly them).
   */
  moment(build: () => SubmissionPayload): () => SubmissionPayload {
    const values = this.current(build);
    const from = this.tail;
    return () => {
      const since: Write[] = [];
      for (let write: Write | null = from; write?.key !== undefined; write = write.next) since.push(write);
      const copy = { ...values };
      for (let i = since.length - 1; i >= 0; i--) {
        const { key, had, previous } = since[i]!;
        if (had) copy[key!] = previous!;
        else delete copy[key!];
      }
      return copy;
    };
  }
}
