// How a field's slot holds its value and errors: plain references inside the slot's valtio proxy.
import { ref } from 'valtio/vanilla';
import type { FieldValue } from '../model';
import type { FieldSlot, ShownError } from './renderer-types';

/**
 * A value as a slot holds it. valtio 2 turns an object assigned into a proxy into a proxy itself, in place:
 * the store's own arrays and rows would become proxies (and stop being cloneable). Values are replaced,
 * never mutated, so a slot keeps them as plain references.
 */
export function held(value: FieldValue): FieldValue {
  return value !== null && typeof value === 'object' ? ref(value) : value;
}

/**
 * Errors as a slot holds them: a frozen list kept by reference (ref), so it is not a proxy of its own.
 * Lists are replaced, never mutated.
 */
export const NO_ERRORS: readonly ShownError[] = ref(Object.freeze([] as ShownError[]));
export function shownErrors(errors: ShownError[]): readonly ShownError[] {
  return errors.length ? ref(Object.freeze(errors.map((error) => Object.freeze(error)))) : NO_ERRORS;
}

export const emptySlot = (): FieldSlot => ({
  value: null,
  visible: true,
  enabled: true,
  required: false,
  touched: false,
  errors: NO_ERRORS,
});
