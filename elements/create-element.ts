import r2wc from '@r2wc/react-to-web-component';
import { type ComponentType, lazy } from 'react';
import { DEFAULT_LOADING_MESSAGE } from '../src/ui/spinner';
import { ElementBridge } from './bridge';
import { type PropertyPropSpec, type PropSpecs, type PropsOf, property } from './props';
import { type AppProps, channelOf, type ElementView, PropsChannel, registerChannel } from './props-channel';
import { sharedStyleSheet } from './styles';
import type { FwTheme } from './theme';

/** Props every Formwright element has besides its own. */
export type CommonSpecs = { theme: PropertyPropSpec<FwTheme | undefined> };
export type WithCommon<S extends PropSpecs> = S & CommonSpecs;

/** What the element's React app receives: its props plus the element, to `emit` events from. */
export type ElementProps<S extends PropSpecs> = Readonly<PropsOf<WithCommon<S>>> & { host: HTMLElement };

export type FormwrightElementInstance<S extends PropSpecs> = HTMLElement & PropsOf<WithCommon<S>>;

export interface FormwrightElementClass<S extends PropSpecs> {
  new (): FormwrightElementInstance<S>;
  prototype: FormwrightElementInstance<S>;
  readonly observedAttributes: readonly string[];
  readonly propSpecs: WithCommon<S>;
}

export interface FormwrightElementOptions<S extends PropSpecs> {
  props: S;
  /**
   * Loads the element's React app when the first instance renders. Keep it a dynamic `import()`, so each
   * tag's code is its own chunk and a page downloads only the tags it uses.
   */
  load: () => Promise<ComponentType<ElementProps<S>>>;
  /** Announced while that chunk downloads. */
  loadingLabel?: string;
  /** Shown (as an alert) when the app fails to load or render. */
  failureMessage?: string;
}

const commonSpecs: CommonSpecs = { theme: property<FwTheme | undefined>(undefined) };

/** r2wc's class exposes these lifecycle methods; its typings only say `HTMLElement`. */
interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

/**
 * Makes the base class of one Formwright tag. Subclass the result (that is where the manifest JSDoc goes)
 * and define it with `defineOnce`.
 *
 * r2wc supplies the open shadow root and the React root's mount on connect / unmount on disconnect. Props
 * do not go through r2wc at all (it is given none): this class owns attributes and properties (see
 * props.ts for why) and feeds React through a `PropsChannel` that `ElementBridge` reads.
 */
export function createFormwrightElement<S extends PropSpecs>(
  options: FormwrightElementOptions<S>,
): FormwrightElementClass<S> {
  const specs: WithCommon<S> = { ...options.props, ...commonSpecs };
  const keyByAttribute = new Map<string, string>();
  for (const [key, spec] of Object.entries(specs)) {
    if (spec.kind === 'attribute') keyByAttribute.set(spec.attribute, key);
  }
  const defaults = Object.fromEntries(Object.entries(specs).map(([key, spec]) => [key, spec.default]));

  const loadApp = options.load as unknown as () => Promise<ComponentType<AppProps>>;
  const view: ElementView = {
    App: lazy(() => loadApp().then((component) => ({ default: component }))),
    loadingLabel: options.loadingLabel ?? DEFAULT_LOADING_MESSAGE,
    failureMessage: options.failureMessage ?? 'This part of the page could not be loaded.',
  };

  const R2wcBase = r2wc(ElementBridge, { shadow: 'open', props: [] }) as unknown as new () => R2wcElement;

  class FormwrightElement extends R2wcBase {
    static get observedAttributes(): string[] {
      return [...keyByAttribute.keys()];
    }

    static readonly propSpecs = specs;

    constructor() {
      super();
      const root = this.shadowRoot;
      if (!root) throw new Error('[formwright] r2wc did not attach a shadow root');
      root.adoptedStyleSheets = [sharedStyleSheet()];
      registerChannel([this, root], new PropsChannel(this, view, defaults));
      this.#upgradeProperties();
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const channel = channelOf(this);
      const key = keyByAttribute.get(name);
      const spec = key === undefined ? undefined : specs[key];
      if (channel.reflecting || key === undefined || spec?.kind !== 'attribute') return;
      channel.set(key, spec.parse(value));
    }

    override disconnectedCallback(): void {
      // Moving an element (remove then insert in one task) must not unmount React and lose its state.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    /**
     * A property a page set before this bundle defined the tag is an own property of the instance and
     * shadows our accessor: take it over.
     */
    #upgradeProperties(): void {
      for (const key of Object.keys(specs)) {
        if (!Object.hasOwn(this, key)) continue;
        const value: unknown = Reflect.get(this, key);
        Reflect.deleteProperty(this, key);
        Reflect.set(this, key, value);
      }
    }
  }

  for (const [key, spec] of Object.entries(specs)) {
    Object.defineProperty(FormwrightElement.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement): unknown {
        return channelOf(this).get(key);
      },
      set(this: HTMLElement, value: unknown) {
        const channel = channelOf(this);
        if (spec.kind === 'property') {
          channel.set(key, value);
          return;
        }
        const next = spec.coerce(value);
        channel.set(key, next);
        if (!spec.reflect) return;
        const serialized = spec.serialize(next);
        channel.reflecting = true;
        try {
          if (serialized === null) this.removeAttribute(spec.attribute);
          else if (this.getAttribute(spec.attribute) !== serialized)
            this.setAttribute(spec.attribute, serialized);
        } finally {
          channel.reflecting = false;
        }
      },
    });
  }

  return FormwrightElement as unknown as FormwrightElementClass<S>;
}
