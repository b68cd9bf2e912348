import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value, for callbacks read inside effects and native event handlers:
 * depending on the callback itself would restart timers or listeners whenever a parent re-renders.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
