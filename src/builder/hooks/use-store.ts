import { useRef, useSyncExternalStore } from 'react';
import type { BuilderState } from '../../logic';
import type { Field } from '../../model';
import type { BuilderStoreState } from '../../store/builder-store';
import { useBuilder } from '../context';
import { conditionStatesOf, fieldsById } from './derived';

/*
 * Selector hooks instead of valtio's useSnapshot for the canvas: each card must re-render only when its
 * own field changes. A selector must return a primitive or an object that already exists in the state
 * (never a new array), or React would re-render forever.
 */

/** A value read from the store state; re-renders when it changes (compared with Object.is). */
export function useStoreSelector<T>(selector: (state: BuilderStoreState) => T): T {
  const { store, signal } = useBuilder();
  return useSyncExternalStore(signal.subscribe, () => selector(store.state));
}

/** A value read from the document (schema, page, selection). */
export function useDocSelector<T>(selector: (doc: BuilderState) => T): T {
  const { signal } = useBuilder();
  return useSyncExternalStore(signal.subscribe, () => selector(signal.doc()));
}

export function useReadOnly(): boolean {
  const { signal } = useBuilder();
  return useSyncExternalStore(signal.subscribe, signal.readOnly);
}

/** What a card shows. The same object until one of its parts changes. */
export interface CardModel {
  field: Field | undefined;
  selected: boolean;
  /** 'Hidden by conditions': the form's conditions, evaluated on default values, hide it. */
  hidden: boolean;
  readOnly: boolean;
}

/** One subscription per card (not one per property): the fan-out is paid once per card and change. */
export function useCardModel(fieldId: string): CardModel {
  const { signal } = useBuilder();
  const last = useRef<CardModel | null>(null);
  return useSyncExternalStore(signal.subscribe, () => {
    const doc = signal.doc();
    const field = fieldsById(doc.schema).get(fieldId);
    const selected = doc.selectedFieldId === fieldId;
    const hidden = conditionStatesOf(doc.schema)[fieldId]?.visible === false;
    const readOnly = signal.readOnly();
    const previous = last.current;
    if (
      previous &&
      previous.field === field &&
      previous.selected === selected &&
      previous.hidden === hidden &&
      previous.readOnly === readOnly
    ) {
      return previous;
    }
    last.current = { field, selected, hidden, readOnly };
    return last.current;
  });
}
