import { useDraggable } from '@dnd-kit/core';
import { type RefObject, useEffect, useMemo } from 'react';
import type { ActiveDrag } from './controller';

export interface DragHandleProps {
  fieldId: string;
  /** The field's name, for the handle's accessible name. */
  name: string;
  /** The card element: what dnd-kit measures and what the drag overlay stands in for. */
  cardRef: RefObject<HTMLElement | null>;
}

/**
 * A card's drag handle: pointer drag, and the keyboard path (Space, arrows, Space). The dnd-kit hook lives
 * here rather than in the card because dnd-kit re-renders every draggable when a drag starts or ends; a
 * handle is one button, a card is a subtree.
 */
export function DragHandle({ fieldId, name, cardRef }: DragHandleProps) {
  const data = useMemo<ActiveDrag>(() => ({ kind: 'field', fieldId }), [fieldId]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: `field:${fieldId}`,
    data,
    attributes: { roleDescription: 'draggable field' },
  });
  // A passive effect: the card's own ref is attached after its children's layout effects have run.
  useEffect(() => {
    setNodeRef(cardRef.current);
  }, [setNodeRef, cardRef]);
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="fw-card__handle fw-icon fw-icon--grip"
      part="drag-handle"
      data-focus-key={`handle:${fieldId}`}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${name}`}
      // The card selects on click; grabbing the handle must not.
      onClick={(event) => event.stopPropagation()}
    ></button>
  );
}
