import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useMemo, useRef, useSyncExternalStore } from 'react';
import { type DropSpot, isNoOpSpot, landingTarget, landingTargetForNew, listKeyOf } from '../../logic';
import { useBuilder } from '../context';
import { DRAG_INSTRUCTIONS, describeSpot, draggedName, templateByKey } from './announcements';
import type { ActiveDrag } from './controller';

const STEP_KEYS: Readonly<Record<string, 1 | -1>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/** dnd-kit's `over` is never used: spots come from the pointer (trackPointer) or the arrow keys. */
const noCollisions: CollisionDetection = () => [];

function isActiveDrag(value: unknown): value is ActiveDrag {
  if (typeof value !== 'object' || value === null) return false;
  const kind = (value as { kind?: unknown }).kind;
  return kind === 'field' || kind === 'template';
}

/**
 * The builder's one DndContext: library templates and canvas cards are draggables, and the canvas lists
 * are read from the DOM (dom-spots.ts) rather than registered as droppables, so a drag step costs a
 * binary search instead of measuring hundreds of rectangles. The keyboard sensor's arrows step from spot to spot;
 * announcements and their describing text live in `container`, inside the element's shadow root.
 */
const NO_PLACE_AFTER = 'No other place further down.';
const NO_PLACE_BEFORE = 'No other place further up.';

const KEYBOARD_CODES = {
  start: ['Space', 'Enter'],
  cancel: ['Escape', 'Tab'],
  end: ['Space', 'Enter'],
};

export function BuilderDnd({ container, children }: { container: HTMLElement; children: ReactNode }) {
  const { store, dnd, ui } = useBuilder();
  const announced = useRef<string | null>(null);
  const dropMessage = useRef<string | undefined>(undefined);

  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () => (event) => {
      const direction = STEP_KEYS[event.code];
      if (!direction) return undefined;
      event.preventDefault();
      const step = dnd.stepSpot(direction);
      if (!step) {
        // Nowhere further that way: said, or the key press would seem to do nothing at all.
        ui.announce(direction === 1 ? NO_PLACE_AFTER : NO_PLACE_BEFORE);
        return undefined;
      }
      dnd.setSpot(step.spot);
      step.anchor.scrollIntoView({ block: 'nearest' });
      const rect = step.anchor.getBoundingClientRect();
      return { x: rect.left + 8, y: step.spot.beforeId === null ? rect.bottom - 8 : rect.top };
    },
    [dnd, ui],
  );

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Tab cancels, as Escape does (dnd-kit's default drops): a keyboard user who tabs away from a drag
    // means to leave it, and the instructions name only Space or Enter to drop.
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'auto', keyboardCodes: KEYBOARD_CODES }),
  );

  const stopTracking = useRef<(() => void) | null>(null);

  /**
   * A pointer drag follows the pointer itself rather than dnd-kit's collision pass, which only runs while
   * dnd-kit has measured the dragged node; a scroll re-reads the spot under the resting pointer.
   */
  const trackPointer = (start: PointerEvent) => {
    const view = container.ownerDocument;
    let x = start.clientX;
    let y = start.clientY;
    const update = () => dnd.setSpot(dnd.spotAt(x, y));
    const onMove = (event: PointerEvent) => {
      x = event.clientX;
      y = event.clientY;
      update();
    };
    view.addEventListener('pointermove', onMove, { passive: true });
    view.addEventListener('scroll', update, { capture: true, passive: true });
    container.addEventListener('scroll', update, { capture: true, passive: true });
    stopTracking.current = () => {
      view.removeEventListener('pointermove', onMove);
      view.removeEventListener('scroll', update, { capture: true });
      container.removeEventListener('scroll', update, { capture: true });
      stopTracking.current = null;
    };
  };

  const announcements = useMemo<Announcements>(() => {
    const nameOf = (active: { data: { current?: unknown } }) => {
      const drag = active.data.current;
      return isActiveDrag(drag) ? draggedName(store.state.doc.schema, drag) : 'field';
    };
    return {
      onDragStart: ({ active }) => {
        announced.current = null;
        return `Picked up ${nameOf(active)}. Use the arrow keys to choose a place, Space to drop it, Escape or Tab to cancel.`;
      },
      onDragMove: ({ active }) => {
        const spot = dnd.spot();
        const key = spot ? `${listKeyOf(spot.list)}|${spot.beforeId}` : 'none';
        if (key === announced.current) return undefined;
        announced.current = key;
        const drag = dnd.active();
        const name = nameOf(active);
        if (!spot) return `${name} is not over a place where it can go.`;
        const { schema } = store.state.doc;
        const dragId = drag?.kind === 'field' ? drag.fieldId : null;
        if (dragId !== null && isNoOpSpot(schema, dragId, spot)) return `${name} is back in its place.`;
        return `${name} will go to ${describeSpot(schema, spot, dragId)}.`;
      },
      onDragOver: () => undefined,
      onDragEnd: () => dropMessage.current,
      onDragCancel: ({ active }) => `Moving ${nameOf(active)} was cancelled. It stays where it was.`,
    };
  }, [dnd, store]);

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const drag = active.data.current;
    if (!isActiveDrag(drag)) return;
    dnd.begin(drag);
    if (activatorEvent instanceof PointerEvent) trackPointer(activatorEvent);
  };

  const onDragEnd = (_event: DragEndEvent) => {
    stopTracking.current?.();
    const drag = dnd.active();
    const spot = dnd.spot();
    dropMessage.current = drag && spot ? drop(drag, spot) : undefined;
    dnd.finish();
  };

  const onDragCancel = () => {
    stopTracking.current?.();
    dnd.finish();
  };

  /** Applies the drop and says what happened; the dropped field keeps (or gets) the focus. */
  const drop = (drag: ActiveDrag, spot: DropSpot): string | undefined => {
    const { schema } = store.state.doc;
    if (drag.kind === 'template') {
      const template = templateByKey(drag.templateKey);
      const target = landingTargetForNew(schema, spot);
      if (!template || !target) return undefined;
      const where = describeSpot(schema, spot, null);
      const id = store.addTemplate(template, target);
      return id ? `Added ${template.label} at ${where}.` : undefined;
    }
    const target = landingTarget(schema, drag.fieldId, spot);
    const name = draggedName(schema, drag);
    if (!target) return `${name} stays where it was.`;
    const where = describeSpot(schema, spot, drag.fieldId);
    if (!store.move(drag.fieldId, target)) return `${name} stays where it was.`;
    ui.requestFocus(`handle:${drag.fieldId}`);
    return `Moved ${name} to ${where}.`;
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={noCollisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ container, announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
    >
      {children}
      <DragOverlay dropAnimation={null} className="fw-drag-overlay">
        <DragChip />
      </DragOverlay>
    </DndContext>
  );
}

/** What follows the pointer: the dragged field's name, small and cheap. */
function DragChip() {
  const { dnd, store } = useBuilder();
  const active = useSyncExternalStore(dnd.subscribe, dnd.active);
  if (!active) return null;
  return <div className="fw-drag-chip">{draggedName(store.state.doc.schema, active)}</div>;
}
