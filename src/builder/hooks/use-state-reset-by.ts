import { useState } from 'react';

/**
 * State that starts over from `initial()` whenever `key` changes, and otherwise keeps the user's changes.
 * Set during render (React's pattern for state derived from props), so no frame shows the old value, and
 * without remounting the children (a key on the component would drop focus and the lists' drop targets).
 */
export function useStateResetBy<T>(key: string, initial: () => T): [T, (update: (current: T) => T) => void] {
  const [state, setState] = useState(() => ({ key, value: initial() }));
  const current = state.key === key ? state : { key, value: initial() };
  if (current !== state) setState(current);
  const update = (change: (value: T) => T) =>
    setState((latest) => ({ key: latest.key, value: change(latest.value) }));
  return [current.value, update];
}
