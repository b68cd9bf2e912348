import { type MouseEvent, memo, useId, useRef, useSyncExternalStore } from 'react';
import { useBuilder } from '../context';
import { DragHandle } from '../dnd/drag-handle';
import { useCardModel } from '../hooks/use-store';
import { CardActions } from './card-actions';
import { CollaborationSlot } from './collaboration-slot';
import { FieldPreview, TYPE_NAMES } from './field-preview';
import { LayoutBody } from './layout-body';

export interface FieldCardProps {
  fieldId: string;
  listKey: string;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
}

/**
 * One field on the canvas. It reads its own field from the store, so editing one field re-renders one
 * card; the list above it re-renders only when the order changes.
 */
export const FieldCard = memo(function FieldCard({
  fieldId,
  listKey,
  canMoveEarlier,
  canMoveLater,
}: FieldCardProps) {
  const { store, dnd } = useBuilder();
  const { field, selected, hidden, readOnly } = useCardModel(fieldId);
  const barBefore = useSyncExternalStore(dnd.subscribe, () => dnd.barBefore(listKey, fieldId));
  const dragging = useSyncExternalStore(dnd.subscribe, () => {
    const active = dnd.active();
    return active?.kind === 'field' && active.fieldId === fieldId;
  });
  const cardRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  if (!field) return null;

  const name = field.label.trim() || TYPE_NAMES[field.type];
  const select = (event: MouseEvent) => {
    // Cards nest (a field in a container): the innermost card takes the click.
    event.stopPropagation();
    store.selectField(fieldId);
  };
  // The select button is a toggle (aria-pressed): pressed again, it clears the selection, which brings
  // back 'No Field Selected' and 'Open Tools'.
  const toggleSelection = (event: MouseEvent) => {
    event.stopPropagation();
    store.selectField(selected ? null : fieldId);
  };
  const classes = [
    'fw-card',
    `fw-card--${field.width}`,
    `fw-card--type-${field.type}`,
    selected ? 'is-selected' : null,
    hidden ? 'is-hidden' : null,
    barBefore ? 'has-bar' : null,
    dragging ? 'is-dragging' : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    // The whole card selects on click for pointer users; the keyboard path is the select button inside.
    // A card groups one field's controls; a <fieldset> would give them form-control semantics.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the select button is the keyboard equivalent.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <div
      ref={cardRef}
      className={classes}
      part={selected ? 'field-card field-card-selected' : 'field-card'}
      data-drop-item={fieldId}
      role="group"
      aria-labelledby={titleId}
      onClick={select}
    >
      <div className="fw-card__bar">
        {readOnly ? null : <DragHandle fieldId={fieldId} name={name} cardRef={cardRef} />}
        <button
          type="button"
          id={titleId}
          className="fw-card__select"
          aria-pressed={selected}
          data-focus-key={`select:${fieldId}`}
          onClick={toggleSelection}
        >
          <span className="fw-card__label">{name}</span>
          {field.required ? (
            <span className="fw-card__required">
              <span aria-hidden="true"> *</span>
              <span className="fw-visually-hidden">, required</span>
            </span>
          ) : null}
          <span className="fw-card__type">{TYPE_NAMES[field.type]}</span>
        </button>
        {hidden ? <span className="fw-card__badge fw-card__badge--hidden">Hidden by conditions</span> : null}
        <CollaborationSlot fieldId={fieldId} />
        {/* Always in the Tab order, shown on hover, focus and selection (card.styles.ts): rendered only
            once the card had focus, they were skipped by Shift+Tab, which enters a card from its end. */}
        {readOnly ? null : (
          <CardActions
            fieldId={fieldId}
            name={name}
            listKey={listKey}
            canMoveEarlier={canMoveEarlier}
            canMoveLater={canMoveLater}
          />
        )}
      </div>
      {field.type === 'container' || field.type === 'section' || field.type === 'accordion' ? (
        <LayoutBody field={field} />
      ) : (
        <FieldPreview field={field} />
      )}
    </div>
  );
});
