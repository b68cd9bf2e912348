import { useMemo, useSyncExternalStore } from 'react';
import { type ListTarget, listKeyOf } from '../../logic';
import { useBuilder } from '../context';
import { FieldCard } from './field-card';

export interface FieldListProps {
  list: ListTarget;
  /** Ids shown, in order; Move up / Move down swap neighbours of this list (a container column's own). */
  ids: readonly string[];
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
export function FieldList({ list, ids, emptyText, className, label }: FieldListProps) {
  const { dnd } = useBuilder();
  const key = useMemo(() => listKeyOf(list), [list]);
  const barAtEnd = useSyncExternalStore(dnd.subscribe, () => dnd.barAtEnd(key));
  const classes = ['fw-list', className, barAtEnd ? 'has-end-bar' : null].filter(Boolean).join(' ');
  return (
    // A named group of field cards; a <fieldset> would give them form-control semantics they do not have.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div className={classes} data-drop-list={key} role="group" aria-label={label}>
      {ids.map((id, index) => (
        <FieldCard
          key={id}
          fieldId={id}
          listKey={key}
          canMoveEarlier={index > 0}
          canMoveLater={index < ids.length - 1}
        />
      ))}
      {ids.length === 0 && emptyText ? <p className="fw-list__empty">{emptyText}</p> : null}
    </div>
  );
}
