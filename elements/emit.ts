import { getVersion, snapshot } from 'valtio/vanilla';
import type { FwEventMap, FwEventName } from './types';

/**
 * Fires a Formwright event from an element: it bubbles, crosses shadow boundaries (composed) and can be
 * cancelled. Returns false when a listener called `preventDefault()`.
 * The detail is a deep plain copy taken now, so a listener never holds a live valtio proxy (which would
 * change under it and leak the store) and cannot mutate element state through it.
 */
export function emit<K extends FwEventName>(host: EventTarget, type: K, detail: FwEventMap[K]): boolean {
  // Types already require the prefix; this catches untyped callers.
  if (!type.startsWith('fw-')) throw new TypeError(`Formwright events are prefixed "fw-", got "${type}"`);
  return host.dispatchEvent(
    new CustomEvent(type, { detail: plainCopy(detail), bubbles: true, composed: true, cancelable: true }),
  );
}

/**
 * A structured clone with every valtio proxy replaced by its snapshot first: `structuredClone` cannot
 * clone a Proxy. Functions and DOM nodes still throw, as they have no business in an event detail.
 */
export function plainCopy<T>(value: T): T {
  return structuredClone(unproxy(value)) as T;
}

/** Objects their owner vouches hold no valtio proxy at any depth: copied in one structured clone, unwalked. */
const plainValues = new WeakSet<object>();

/**
 * Marks an object (its owner guarantees: plain data, no valtio proxy anywhere inside) so an event detail
 * carrying it is copied without first being walked for proxies. It is still copied.
 */
export function markPlain<T extends object>(value: T): T {
  plainValues.add(value);
  return value;
}

function unproxy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (plainValues.has(value)) return value;
  if (getVersion(value) !== undefined) return snapshot(value);
  if (Array.isArray(value)) return value.map(unproxy);
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, unproxy(entry)]));
}
