import { plainCopy } from './emit';
import type { FormValues, FwChangeDetail } from './types';

type RendererChange = Extract<FwChangeDetail, { source: 'renderer' }>;

/**
 * Fires `fw-change` for a renderer answer. It fires on every keystroke, and a deep copy of every answer
 * each time was the largest cost of typing in a long form, so `values` is copied when a listener first
 * reads it (then kept). It still shows this moment: the store replaces answers and never mutates them,
 * so a shallow copy taken now holds exactly the answers of now.
 */
export function emitRendererChange(
  host: EventTarget,
  change: Omit<RendererChange, 'values'>,
  all: Readonly<FormValues>,
): boolean {
  const moment = { ...all };
  let copy: FormValues | undefined;
  const detail = plainCopy(change) as RendererChange;
  Object.defineProperty(detail, 'values', {
    enumerable: true,
    configurable: true,
    get: () => {
      copy ??= structuredClone(moment);
      return copy;
    },
  });
  return host.dispatchEvent(
    new CustomEvent('fw-change', { detail, bubbles: true, composed: true, cancelable: true }),
  );
}
