import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  type FieldLocation,
  findField,
  listKeyOf,
  locateField,
  type MoveDestination,
  moveDestinations,
  pageLabel,
} from '../../logic';
import type { FormSchemaData } from '../../model';
import { Button, Dialog } from '../../ui';
import { TYPE_NAMES } from '../canvas/field-preview';
import { useBuilder } from '../context';
import { describeList } from '../dnd/announcements';
import { useDocSelector, useReadOnly } from '../hooks/use-store';

export const MOVE_TO_DESCRIPTION = 'The field goes to the end of the place you choose.';
export const NO_MOVE_DESTINATIONS = 'There is no other place this field can go.';

/** 'Column 2 of Box', with ' on Page 1' when the form has several pages and the place is inside a page. */
export function destinationName(schema: FormSchemaData, destination: MoveDestination): string {
  const text = describeList(schema, destination.target);
  const name = text.charAt(0).toUpperCase() + text.slice(1);
  const nested = destination.target.kind !== 'page';
  return nested && schema.pages.length > 1 ? `${name} on ${pageLabel(destination.pageIndex)}` : name;
}

/** Where focus goes when the moved field is not drawn (a collapsed section, a closed panel). */
function parentKey(location: FieldLocation | null): string {
  switch (location?.kind) {
    case 'container':
      return `select:${location.containerId}`;
    case 'section':
      return `select:${location.sectionId}`;
    case 'panel':
      return `select:${location.accordionId}`;
    default:
      return 'canvas';
  }
}

/**
 * 'Move to…' (WCAG 2.5.7): every place the field can go, as buttons, so moving between pages, container
 * columns, sections and accordion panels needs no drag. The canvas follows the field to its page, and
 * focus goes to the moved card.
 */
export function MoveDialogSlot() {
  const { store, ui } = useBuilder();
  const { moveFieldId } = useSnapshot(ui.state);
  const schema = useDocSelector((doc) => doc.schema);
  const readOnly = useReadOnly();
  const field = moveFieldId ? findField(schema, moveFieldId) : undefined;
  const destinations = useMemo(() => (field ? moveDestinations(schema, field.id) : []), [schema, field]);
  const name = field ? field.label.trim() || TYPE_NAMES[field.type] : '';
  // The dialog hands focus back after it has closed, when moveFieldId is already cleared.
  const lastFieldId = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (moveFieldId) lastFieldId.current = moveFieldId;
  }, [moveFieldId]);
  const close = () => {
    ui.state.moveFieldId = null;
  };
  const movedFieldKeys = (): string[] => {
    const id = lastFieldId.current;
    if (!id) return ['canvas'];
    return [`select:${id}`, parentKey(locateField(store.state.doc.schema, id)), 'canvas'];
  };

  const choose = (destination: MoveDestination) => {
    if (!field) return;
    const where = describeList(schema, destination.target);
    const moved = store.move(field.id, destination.target);
    if (moved && destination.pageIndex !== store.state.doc.currentPageIndex) {
      store.goToPage(destination.pageIndex);
    }
    const keys = movedFieldKeys();
    close();
    if (!moved) return;
    ui.announce(`Moved ${name} to ${where}.`);
    ui.requestFocus(keys[0] as string, keys.slice(1));
  };

  return (
    <Dialog
      open={field !== undefined && !readOnly}
      onClose={close}
      title={`Move ${name} to…`}
      description={MOVE_TO_DESCRIPTION}
      className="fw-move-to"
      restoreFocusFallback={() => ui.focusTarget(movedFieldKeys())}
      footer={<Button onClick={close}>Cancel</Button>}
    >
      {destinations.length === 0 ? (
        <p>{NO_MOVE_DESTINATIONS}</p>
      ) : (
        <ul className="fw-move-to__list" aria-label={`Places for ${name}`}>
          {destinations.map((destination) => (
            <li key={listKeyOf(destination.target)}>
              <button type="button" className="fw-move-to__choice" onClick={() => choose(destination)}>
                {destinationName(schema, destination)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
