import type { SubmitResult } from '../src/store/renderer-types';

/** What the renderer app lends its element for the imperative API and form association. */
export interface RendererController {
  submit(): Promise<SubmitResult>;
  validate(): boolean;
  reset(): void;
  /** Browser form state restore (back/forward, autofill): the state saved with setFormValue. */
  restore(state: string): void;
}

/**
 * The meeting point of a <form-renderer> and its lazily loaded React app. The element keeps its
 * ElementInternals here; the app connects its controller when it mounts. Kept out of the element class
 * so the app chunk can reach it without importing the element (and the element never imports the app).
 */
export interface RendererLink {
  internals: ElementInternals | null;
  controller: RendererController | null;
  /** Set by a disabled ancestor fieldset (formDisabledCallback). */
  disabledByForm: boolean;
  /** Told when disabledByForm changes. */
  onDisabledChange: (() => void) | null;
  /** Brings the form value and validity up to date now, when an update is pending (see form association). */
  flushFormState: (() => void) | null;
}

const links = new WeakMap<HTMLElement, RendererLink>();

export function rendererLink(host: HTMLElement): RendererLink {
  let link = links.get(host);
  if (!link) {
    link = {
      internals: null,
      controller: null,
      disabledByForm: false,
      onDisabledChange: null,
      flushFormState: null,
    };
    links.set(host, link);
  }
  return link;
}

/** Gives the element's ElementInternals to its app (called once, from the element's constructor). */
export function linkInternals(host: HTMLElement): void {
  rendererLink(host).internals = host.attachInternals();
}

export const NOT_READY_MESSAGE = 'The form is not ready yet';
