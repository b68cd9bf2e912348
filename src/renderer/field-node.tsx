import { createContext, memo, useCallback, useContext } from 'react';
import { useRenderer } from './context';
import { fieldIds } from './dom-ids';
import { describedByOf, FieldFrame } from './field-frame';
import { fieldEntry } from './registry';
import { useSlot } from './use-proxy';

/** True while nothing may change: the readonly attribute, a disabled host fieldset, a submission in flight. */
export const LockedContext = createContext(false);

/**
 * One field: subscribes to that field's slot only, so typing in one field re-renders that field alone.
 * Hidden fields (by a condition) render nothing, and so do their children.
 */
export const FieldNode = memo(function FieldNode({ id, nested = false }: { id: string; nested?: boolean }) {
  const { store, idPrefix } = useRenderer();
  const locked = useContext(LockedContext);
  const slot = useSlot(store.slot(id));
  const field = store.field(id);
  const inColumns = field?.type === 'container';
  // biome-ignore lint/correctness/useExhaustiveDependencies: FieldNode is this module's own constant
  const renderChild = useCallback(
    (childId: string) => <FieldNode key={childId} id={childId} nested={inColumns} />,
    [inColumns],
  );
  if (!field || !slot.visible) return null;
  const ids = fieldIds(idPrefix, field.id);
  const entry = fieldEntry(field.type);
  const frame = typeof entry.frame === 'function' ? entry.frame(field) : entry.frame;
  const Component = entry.component;
  return (
    <FieldFrame field={field} slot={slot} ids={ids} frame={frame} nested={nested}>
      <Component
        field={field}
        slot={slot}
        store={store}
        ids={ids}
        disabled={locked || !slot.enabled}
        invalid={slot.errors.length > 0}
        describedBy={describedByOf(field, slot, ids)}
        renderChild={renderChild}
      />
    </FieldFrame>
  );
});
