import type { MouseEvent } from 'react';
import { listedIds, parseListKey } from '../../logic';
import { useBuilder } from '../context';
import { fieldName } from '../dnd/announcements';

export interface CardActionsProps {
  fieldId: string;
  name: string;
  listKey: string;
  canMoveEarlier: boolean;
  canMoveLater: boolean;
}

/**
 * Move up, Move down, Move to…, Configure, Duplicate, Delete: the click path for everything a drag does
 * (WCAG 2.5.7) and the keyboard route to the field's configuration. Move buttons at an end are
 * aria-disabled rather than disabled, so the button keeps focus after the move that took the field there.
 * Configure and Move to… select the field first: the card's actions then stay on screen, so the dialog can
 * hand focus back to its opener.
 */
export function CardActions({ fieldId, name, listKey, canMoveEarlier, canMoveLater }: CardActionsProps) {
  const { store, ui } = useBuilder();

  const run = (event: MouseEvent, action: () => void) => {
    // The card selects on click; an action on it must not also select it.
    event.stopPropagation();
    action();
  };

  const moveEarlier = () => {
    if (!canMoveEarlier) return;
    store.moveEarlier(fieldId);
    ui.announce(`Moved ${name} up.`);
    ui.requestFocus(`up:${fieldId}`, [`select:${fieldId}`]);
  };

  const moveLater = () => {
    if (!canMoveLater) return;
    store.moveLater(fieldId);
    ui.announce(`Moved ${name} down.`);
    ui.requestFocus(`down:${fieldId}`, [`select:${fieldId}`]);
  };

  const configure = () => {
    store.selectField(fieldId);
    ui.state.configFieldId = fieldId;
  };

  const openMoveTo = () => {
    store.selectField(fieldId);
    ui.state.moveFieldId = fieldId;
  };

  const duplicate = () => {
    const copyId = store.duplicate(fieldId);
    if (!copyId) return;
    ui.announce(`Duplicated ${name} as ${fieldName(store.state.doc.schema, copyId)}.`);
  };

  const remove = () => {
    const { schema } = store.state.doc;
    const list = parseListKey(listKey);
    const ids = list ? listedIds(schema, list) : [];
    const index = ids.indexOf(fieldId);
    const neighbours = [ids[index + 1], ids[index - 1]].filter((id): id is string => id !== undefined);
    const parentKey = list && list.kind !== 'page' ? parentSelectKey(list) : null;
    store.remove(fieldId);
    ui.announce(`Deleted ${name}. Press Control+Z to undo.`);
    ui.requestFocus(neighbours[0] ? `select:${neighbours[0]}` : (parentKey ?? 'canvas'), [
      ...neighbours.slice(1).map((id) => `select:${id}`),
      ...(parentKey ? [parentKey] : []),
      'canvas',
    ]);
  };

  return (
    <div className="fw-card__actions">
      <button
        type="button"
        className="fw-icon-button fw-icon fw-icon--up"
        aria-label={`Move ${name} up`}
        aria-disabled={!canMoveEarlier}
        data-focus-key={`up:${fieldId}`}
        onClick={(event) => run(event, moveEarlier)}
      ></button>
      <button
        type="button"
        className="fw-icon-button fw-icon fw-icon--down"
        aria-label={`Move ${name} down`}
        aria-disabled={!canMoveLater}
        data-focus-key={`down:${fieldId}`}
        onClick={(event) => run(event, moveLater)}
      ></button>
      <button
        type="button"
        className="fw-icon-button fw-icon fw-icon--move-to"
        aria-label={`Move ${name} to…`}
        aria-haspopup="dialog"
        data-focus-key={`move-to:${fieldId}`}
        onClick={(event) => run(event, openMoveTo)}
      ></button>
      <button
        type="button"
        className="fw-icon-button fw-icon fw-icon--configure"
        aria-label={`Configure ${name}`}
        aria-haspopup="dialog"
        data-focus-key={`configure:${fieldId}`}
        onClick={(event) => run(event, configure)}
      ></button>
      <button
        type="button"
        className="fw-icon-button fw-icon fw-icon--copy"
        aria-label={`Duplicate ${name}`}
        onClick={(event) => run(event, duplicate)}
      ></button>
      <button
        type="button"
        className="fw-icon-button fw-icon-button--danger fw-icon fw-icon--delete"
        aria-label={`Delete ${name}`}
        onClick={(event) => run(event, remove)}
      ></button>
    </div>
  );
}

export function parentSelectKey(list: NonNullable<ReturnType<typeof parseListKey>>): string {
  switch (list.kind) {
    case 'container':
      return `select:${list.containerId}`;
    case 'section':
      return `select:${list.sectionId}`;
    case 'panel':
      return `select:${list.accordionId}`;
    case 'page':
      return 'canvas';
  }
}
