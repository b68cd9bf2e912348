import { useMemo, useSyncExternalStore } from 'react';
import type { RendererStore } from '../../store/renderer-store';
import { childIdsOf, type FormTree } from '../../store/renderer-tree';

/** Said on the header button of a collapsed section or closed accordion panel that hides an error. */
export const CONTAINS_ERRORS_TEXT = 'Contains errors';

/** Every field inside these children, at any depth (nested containers, sections and their panels). */
export function descendantIds(tree: FormTree, childIds: readonly string[]): string[] {
  const found: string[] = [];
  const stack = [...childIds];
  while (stack.length) {
    const id = stack.pop()!;
    found.push(id);
    const field = tree.byId.get(id);
    // migrate() guarantees no layout field contains itself, so this walk ends.
    if (field?.containerConfig || field?.sectionConfig) stack.push(...childIdsOf(field));
  }
  return found;
}

interface ErrorWatch {
  holds: () => boolean;
  subscribe: (onChange: () => void) => () => void;
}

/**
 * Which of these fields show an error, kept one field at a time: a submit checks every field, and
 * recounting a big section on each of its fields' changes would cost the square of its size. A field a
 * condition hides has no shown errors (LoadedForm.errorsOf), so it never counts.
 */
function watchErrors(store: RendererStore, ids: readonly string[]): ErrorWatch {
  const erring = new Set<string>();
  const check = (id: string) => {
    if (store.slot(id).errors.length) erring.add(id);
    else erring.delete(id);
  };
  const checkAll = () => {
    for (const id of ids) check(id);
  };
  checkAll();
  return {
    holds: () => erring.size > 0,
    subscribe: (onChange) => {
      // Errors may have changed between the render and this subscription.
      checkAll();
      const stops = ids.map((id) =>
        store.fieldSource(id).listen(() => {
          check(id);
          onChange();
        }),
      );
      return () => {
        for (const stop of stops) stop();
      };
    },
  };
}

/** Whether any field inside these children (at any depth) shows an error now. */
export function useContainsErrors(store: RendererStore, childIds: readonly string[]): boolean {
  const tree = store.tree;
  const watch = useMemo(
    () => watchErrors(store, tree ? descendantIds(tree, childIds) : []),
    [store, tree, childIds],
  );
  return useSyncExternalStore(watch.subscribe, watch.holds, watch.holds);
}

/**
 * The note a closed disclosure button shows while a field it hides has an error, so the person learns of
 * it before submitting again. It sits inside the button: part of its accessible name (and of the heading
 * list screen readers offer), in words, not colour alone. Mounted only while closed: an open section shows
 * its errors at the fields and watches nothing.
 */
export function ContainedErrors({ store, childIds }: { store: RendererStore; childIds: readonly string[] }) {
  const holds = useContainsErrors(store, childIds);
  if (!holds) return null;
  // The space keeps the name 'Title Contains errors': accessible-name walkers that join the text of
  // child nodes (axe) would otherwise say 'TitleContains errors'. The flex button draws no space.
  return (
    <>
      {' '}
      <span className="fw-disclosure__errors">{CONTAINS_ERRORS_TEXT}</span>
    </>
  );
}
