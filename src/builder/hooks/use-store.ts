import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import type { BuilderState } from '../../logic';
import type { Field } from '../../model';
import type { BuilderStoreState } from '../../store/builder-store';
import { useBuilder } from '../context';
import { conditionStatesOf, fieldsById } from './derived';

/*
 * Selector hooks instead of valtio's useSnapshot for the canvas: a 500-field form has 500 cards, and each
 * must re-render only when its own field changes. A selector must return a primitive or an object that
 * already exists in the state (never a new array), or React would re-render forever.
 */

/** A value read from the store state; re-renders when it changes (compared with Object.is). */
export function useStoreSelector<T>(selector: (state: BuilderStoreState) => T): T {
  const { store } = useBuilder();
  // Synchronous notification: the canvas updates in the same task as the click or key press.
  const listen = useCallback((onChange: () => void) => subscribe(store.state, onChange, true), [store]);
  return useSyncExternalStore(listen, () => selector(store.state));
}

/** A value read from the document (schema, page, selection). */
export function useDocSelector<T>(selector: (doc: BuilderState) => T): T {
  return useStoreSelector((state) => selector(state.doc));
}

export function useField(fieldId: string): Field | undefined {
  return useDocSelector((doc) => fieldsById(doc.schema).get(fieldId));
}

export function useIsSelected(fieldId: string): boolean {
  return useDocSelector((doc) => doc.selectedFieldId === fieldId);
}

/** 'Hidden by conditions': the field's conditions, evaluated on default values, hide it. */
export function useHiddenByConditions(fieldId: string): boolean {
  return useDocSelector((doc) => conditionStatesOf(doc.schema)[fieldId]?.visible === false);
}

export function useReadOnly(): boolean {
  return useStoreSelector((state) => state.readOnlyRequested || state.role === 'viewer');
}
