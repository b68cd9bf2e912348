import type { ComponentType } from 'react';

/** What the element's React app is handed; the public typing is checked at `createFormwrightElement`. */
export type AppProps = Readonly<Record<string, unknown>> & { host: HTMLElement };

/** How one tag renders: the same for all its instances. */
export interface ElementView {
  App: ComponentType<AppProps>;
  loadingLabel: string;
  failureMessage: string;
}

/**
 * One element instance's current props, as an immutable snapshot React reads with
 * `useSyncExternalStore`. The element writes here; React never reads the element's fields directly, so a
 * burst of attribute changes becomes one consistent render.
 */
export class PropsChannel {
  #snapshot: Readonly<Record<string, unknown>>;
  readonly #listeners = new Set<() => void>();
  /** Set while the element writes its own attribute, so that write is not parsed back in. */
  reflecting = false;

  constructor(
    readonly host: HTMLElement,
    readonly view: ElementView,
    initial: Readonly<Record<string, unknown>>,
  ) {
    this.#snapshot = Object.freeze({ ...initial });
  }

  get(key: string): unknown {
    return this.#snapshot[key];
  }

  set(key: string, value: unknown): void {
    if (Object.is(this.#snapshot[key], value)) return;
    this.#snapshot = Object.freeze({ ...this.#snapshot, [key]: value });
    for (const listener of this.#listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): Readonly<Record<string, unknown>> => this.#snapshot;
}

/** Finds an element's channel from the element or from its shadow root (what r2wc hands to React). */
const channels = new WeakMap<Node, PropsChannel>();

export function registerChannel(nodes: readonly Node[], channel: PropsChannel): void {
  for (const node of nodes) channels.set(node, channel);
}

export function channelOf(node: Node | undefined): PropsChannel {
  const channel = node ? channels.get(node) : undefined;
  if (!channel) throw new Error('[formwright] not a Formwright element or its shadow root');
  return channel;
}
