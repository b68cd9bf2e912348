// What the Node side of the renderer bench and its two pages (renderer, plain-DOM baseline) share.
// Type-only: the page bundles import nothing at runtime from here.
import type { FormSchemaData } from '../../src/model';

/** A generated form and what the harness needs to drive and check it. */
export interface BenchForm {
  schema: FormSchemaData;
  /** Fields in the DOM right after mounting: every field but the dependents hidden by their rule. */
  visibleCount: number;
  /** A plain text field (no rule reads it, none hides it) the keystroke samples type into. */
  typingFieldId: string;
  /** A trigger text field and one dependent it shows while it equals `value`. */
  toggle: { triggerId: string; dependentId: string; value: string };
}

/**
 * One timed sample: wall-clock milliseconds (performance.now) and the name of the user-timing marks
 * `${mark}:start` and `${mark}:end` put around the same window. Their trace events carry the main
 * thread's CPU clock (tts), so the Node side also gets the window's CPU time, which other processes on a
 * shared machine do not inflate.
 */
export interface Sample {
  ms: number;
  mark: string;
  /** A keystroke whose DOM still changed in a task after its input event (that time is counted in). */
  late: boolean;
}

/** The pages the static server serves. */
export type PageKind = 'renderer' | 'baseline';

/**
 * The harness each page exposes as `window.fwBench`. Both pages run the same harness code; only the
 * driver (how a host is made and a schema rendered) differs.
 */
export interface PageApi {
  /** Keeps the form (a BenchForm as JSON) for the next mounts. */
  load(json: string): void;
  /**
   * Replaces the mounted form (if any) by a fresh host, waits until it is ready to render, then times
   * from handing it the schema to the shadow root holding every visible field.
   */
  mount(): Promise<Sample>;
  /** Focuses a field's text control and waits two frames. */
  focus(fieldId: string): Promise<void>;
  /** Listens for the next keystroke: its keydown starts the clock, the settled DOM after its input stops it. */
  arm(): void;
  /** The armed keystroke, once the DOM settled (then waits two frames). */
  collect(): Promise<Sample>;
  /** Whether a field is in the mounted form's DOM. */
  isShown(fieldId: string): boolean;
  /** The text in a field's control. */
  textOf(fieldId: string): string;
  /** Runs the page's garbage collector (needs `--js-flags=--expose-gc`); false when unavailable. */
  gc(): boolean;
}

declare global {
  interface Window {
    fwBench?: PageApi;
  }
}
