// The in-page half of the renderer bench, the same code on both pages. A page supplies a Driver (how to
// make a host and render a schema into it); the harness times mounts and keystrokes the same way on each.
import type { FormSchemaData } from '../../../src/model';
import type { BenchForm, PageApi, PageKind, Sample } from '../protocol';

export interface Mounted {
  host: HTMLElement;
  root: ShadowRoot;
}

export interface Driver {
  /** A new host in the page, ready to render a schema the moment it gets one. */
  create(): Promise<Mounted>;
  /** Hands the schema over; the harness watches the shadow root for the fields. */
  render(mounted: Mounted, schema: FormSchemaData): void;
}

const WAIT_LIMIT_MS = 30_000;
/** Tasks after a keystroke watched for DOM changes a renderer defers out of the input event. */
const LATE_HOPS = 3;

export const frames = (count: number): Promise<void> =>
  new Promise((resolve) => {
    const step = (left: number) => {
      if (left === 0) resolve();
      else requestAnimationFrame(() => step(left - 1));
    };
    step(count);
  });

/** The next task: every microtask (React's sync flush, valtio, MutationObserver records) has run. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });

/**
 * Resolves with `stamp()`, called inside the MutationObserver callback that first sees `done()` hold
 * (or at once if it already holds). Rejects after WAIT_LIMIT_MS with `what` in the message.
 */
export function when<T>(root: ShadowRoot, done: () => boolean, what: string, stamp: () => T): Promise<T> {
  if (done()) return Promise.resolve(stamp());
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!done()) return;
      const value = stamp();
      observer.disconnect();
      clearTimeout(timer);
      resolve(value);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`timed out waiting for ${what}`));
    }, WAIT_LIMIT_MS);
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}

function fieldBox(root: ShadowRoot, fieldId: string): Element | null {
  return root.querySelector(`[data-field-id="${CSS.escape(fieldId)}"]`);
}

function textControl(root: ShadowRoot, fieldId: string): HTMLInputElement | HTMLTextAreaElement {
  const control = fieldBox(root, fieldId)?.querySelector('input[type="text"], input:not([type]), textarea');
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    throw new Error(`no text control for field ${fieldId}`);
  }
  return control;
}

/** A clock for one sample: performance.now() and a start mark now, an end mark at each `stop()`. */
class Stopwatch {
  private static count = 0;
  readonly mark: string;
  readonly started = performance.now();
  stopped = Number.NaN;

  constructor(page: PageKind) {
    Stopwatch.count += 1;
    this.mark = `fw:${page}:${Stopwatch.count}`;
    performance.mark(`${this.mark}:start`);
  }

  /** Marks the end; stopping again moves it later (the Node side reads the last end mark). */
  stop(): void {
    this.stopped = performance.now();
    performance.mark(`${this.mark}:end`);
  }

  sample(late = false): Sample {
    // The trace already has the marks; the page's timeline need not keep them.
    performance.clearMarks(`${this.mark}:start`);
    performance.clearMarks(`${this.mark}:end`);
    return { ms: this.stopped - this.started, mark: this.mark, late };
  }
}

export function installHarness(kind: PageKind, driver: Driver): void {
  let form: BenchForm | null = null;
  let current: Mounted | null = null;
  let armed: Promise<Sample> | null = null;

  const mountedRoot = (): ShadowRoot => {
    if (!current) throw new Error('nothing mounted');
    return current.root;
  };

  const api: PageApi = {
    load(json) {
      form = JSON.parse(json) as BenchForm;
    },

    async mount() {
      if (!form) throw new Error('no form loaded');
      const { schema, visibleCount } = form;
      if (current) {
        current.host.remove();
        current = null;
        // Let the old tree unmount and the page paint before the clock starts.
        await frames(2);
      }
      const mounted = await driver.create();
      await frames(2);
      const { root } = mounted;
      const count = () => root.querySelectorAll('[data-field-id]').length;
      const clock = new Stopwatch(kind);
      const ready = when(
        root,
        () => count() === visibleCount,
        `${visibleCount} fields`,
        () => clock.stop(),
      );
      driver.render(mounted, schema);
      await ready;
      current = mounted;
      if (count() !== visibleCount) throw new Error(`expected ${visibleCount} fields, found ${count()}`);
      return clock.sample();
    },

    async focus(fieldId) {
      textControl(mountedRoot(), fieldId).focus();
      await frames(2);
    },

    arm() {
      const root = mountedRoot();
      if (armed) throw new Error('a keystroke is already armed');
      let clock: Stopwatch | null = null;
      let mutations = 0;
      const observer = new MutationObserver((records) => {
        mutations += records.length;
      });
      observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
      const onKeyDown = () => {
        clock ??= new Stopwatch(kind);
      };
      window.addEventListener('keydown', onKeyDown, { capture: true, once: true });
      armed = new Promise<Sample>((resolve, reject) => {
        const timer = setTimeout(() => {
          window.removeEventListener('keydown', onKeyDown, { capture: true });
          window.removeEventListener('input', onInput);
          observer.disconnect();
          reject(new Error('no input event after the keystroke'));
        }, WAIT_LIMIT_MS);
        // Bubbling to window, the input event has passed the page's own listeners, and the microtasks
        // after each (React's sync render, store notifications, MutationObserver records) have run. Make
        // the browser lay the page out: that is the settled DOM. Waiting for a task instead would also wait
        // for the frame Chromium schedules first after input. A renderer that still changes the DOM in
        // later tasks gets those tasks counted too.
        const onInput = async () => {
          clearTimeout(timer);
          if (!clock) {
            reject(new Error('an input event without a keydown'));
            return;
          }
          void document.body.offsetHeight;
          clock.stop();
          let late = false;
          for (let hop = 0, seen = mutations; hop < LATE_HOPS; hop++) {
            await nextTask();
            if (mutations === seen) continue;
            seen = mutations;
            late = true;
            void document.body.offsetHeight;
            clock.stop();
          }
          observer.disconnect();
          resolve(clock.sample(late));
        };
        window.addEventListener('input', onInput, { once: true });
      });
    },

    async collect() {
      if (!armed) throw new Error('nothing armed');
      try {
        const sample = await armed;
        await frames(2);
        return sample;
      } finally {
        armed = null;
      }
    },

    isShown(fieldId) {
      return fieldBox(mountedRoot(), fieldId) !== null;
    },

    textOf(fieldId) {
      return textControl(mountedRoot(), fieldId).value;
    },

    gc() {
      const collect = (globalThis as { gc?: () => void }).gc;
      if (!collect) return false;
      collect();
      collect();
      return true;
    },
  };
  window.fwBench = api;
}
