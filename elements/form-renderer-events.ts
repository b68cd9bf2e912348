import type { FormValues, FwChangeDetail } from './types';

type RendererChange = Extract<FwChangeDetail, { source: 'renderer' }>;

/** A field value as the detail carries it: primitives as they are, lists and objects as a copy. */
const copied = <T>(value: T): T =>
  value !== null && typeof value === 'object' ? structuredClone(value) : value;

/**
 * Fires `fw-change` for a renderer answer. It fires on every keystroke, and a copy of every answer each
 * time was the largest cost of typing in a long form, so `values` is made when a listener first reads it
 * (then kept), from `answers`: the store's answers of this moment, read later (see PayloadCache). The rest
 * of the detail is plain data made here (the store's values are never valtio proxies), copied as `emit`
 * would.
 */
export function emitRendererChange(
  host: EventTarget,
  change: Omit<RendererChange, 'values'>,
  answers: () => FormValues,
): boolean {
  let copy: FormValues | undefined;
  const detail = { ...change, value: copied(change.value) } as RendererChange;
  Object.defineProperty(detail, 'values', {
    enumerable: true,
    configurable: true,
    get: () => {
      copy ??= structuredClone(answers());
      return copy;
    },
  });
  return host.dispatchEvent(
    new CustomEvent('fw-change', { detail, bubbles: true, composed: true, cancelable: true }),
  );
}
