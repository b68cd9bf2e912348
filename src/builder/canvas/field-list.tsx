import { useMemo, useSyncExternalStore } from 'react';
import { type ListTarget, listKeyOf } from '../../logic';
import { useBuilder } from '../context';
import { FieldCard } from './field-card';

export interface FieldListProps {
  list: ListTarget;
  /** Ids shown, in order. */
  ids: readonly string[];
  /**
   * The id list Move up / Move down act on, when it differs from what is shown: a container column shows
   * every n-th child, but moving swaps neighbours in the container's one child list.
   */
  order?: readonly string[];
  emptyText?: string;
  className?: string;
  /** Accessible name of the list region. */
  label: string;
}

/**
 * A list fields can be dropped into. It holds only its cards (dom-spots.ts reads `data-drop-item`
 * children), plus the empty text when there are none; the drop bar is drawn by CSS, never in flow, so a
 * drag step changes no layout.
 */
export function FieldList({ list, ids, order, emptyText, className, label }: FieldListProps) {
  const { dnd } = useBuilder();
  const key = useMemo(() => listKeyOf(list), [list]);
  const barAtEnd = useSyncExternalStore(dnd.subscribe, () => dnd.barAtEnd(key));
  const sequence = order ?? ids;
  const classes = ['fw-list', className, barAtEnd ? 'has-end-bar' : null].filter(Boolean).join(' ');
  return (
    // A named group of field cards; a <fieldset> would give them form-control semantics they do not have.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div className={classes} data-drop-list={key} role="group" aria-label={label}>
      {ids.map((id, index) => {
        const position = order ? sequence.indexOf(id) : index;
        return (
          <FieldCard
            key={id}
            fieldId={id}
            listKey={key}
            canMoveEarlier={position > 0}
            canMoveLater={position >= 0 && position < sequence.length - 1}
          />
        );
      })}
      {ids.length === 0 && emptyText ? <p className="fw-list__empty">{emptyText}</p> : null}
    </div>
  );
}
