import { useEffect, useRef, useState } from 'react';
import { INVALID_FORM_MESSAGE } from '../store/renderer-submit';
import type { RendererStatus, RendererStore } from '../store/renderer-types';

/** A failed submission, as the renderer saw it come. */
interface Failure {
  /** What the alert says: another failure straight after this one (a spam check) is a new alert. */
  readonly message: string;
  /**
   * The fields showing an error when it came, when the alert speaks of them (the renderer's own 'Please
   * correct the highlighted fields'); none otherwise (no network, a closed form, a host's own message).
   */
  readonly fields: readonly string[];
  /** The page shown last while it stands. */
  page: number;
}

const showsError = (store: RendererStore, id: string): boolean => {
  const slot = store.slot(id);
  return slot.visible && slot.errors.length > 0;
};

const pageShowsError = (store: RendererStore, page: number): boolean => {
  const tree = store.tree;
  return tree?.order.some((id) => tree.pageOf.get(id) === page && showsError(store, id)) ?? false;
};

/**
 * Whether the failure alert still says something true. A refusal that named fields ('Please correct the
 * highlighted fields') is over once none of those fields shows an error, or once the person turns to a
 * page where no field shows one: left up, it spoke of highlighted fields where none were. A failure that
 * named no field (no answer, a closed form) stands until the next submission.
 */
export function useFailureAlert(
  store: RendererStore,
  status: RendererStatus,
  message: string,
  pageIndex: number,
): boolean {
  const failure = useRef<Failure | null>(null);
  const [over, setOver] = useState<Failure | null>(null);
  // Noted in the render that first shows the failure, so the alert is never shown for fields already fixed.
  if (status !== 'failure') failure.current = null;
  else if (failure.current?.message !== message) {
    const order = message === INVALID_FORM_MESSAGE ? (store.tree?.order ?? []) : [];
    failure.current = { message, fields: order.filter((id) => showsError(store, id)), page: pageIndex };
  }
  const current = failure.current;

  useEffect(() => {
    if (!current?.fields.length) return;
    const check = () => {
      if (!current.fields.some((id) => showsError(store, id))) setOver(current);
    };
    const stops = current.fields.map((id) => store.fieldSource(id).listen(check));
    check();
    return () => {
      for (const stop of stops) stop();
    };
  }, [store, current]);

  useEffect(() => {
    if (!current?.fields.length || current.page === pageIndex) return;
    current.page = pageIndex;
    if (!pageShowsError(store, pageIndex)) setOver(current);
  }, [store, current, pageIndex]);

  return current !== null && over !== current;
}
