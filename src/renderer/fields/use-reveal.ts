import { useEffect } from 'react';
import type { RendererStore } from '../../store/renderer-store';
import { ancestorsOf } from '../../store/renderer-tree';
import { useProxy } from '../use-proxy';

/**
 * Calls `open` when the store asks to focus a field inside this layout field (the first invalid field
 * after a submit may sit in a collapsed section or a closed accordion panel).
 */
export function useReveal(store: RendererStore, layoutId: string, open: (fieldId: string) => void): void {
  const { focus } = useProxy(store.form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new request (seq) is the only trigger
  useEffect(() => {
    const tree = store.tree;
    if (!focus || !tree) return;
    if (ancestorsOf(tree, focus.fieldId).includes(layoutId)) open(focus.fieldId);
  }, [focus?.seq]);
}
