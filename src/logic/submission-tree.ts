import type { Field, FormSchemaData } from '../model';
import type { FieldStates } from './conditions';

/**
 * Where each field sits in a form: pages hold top-level ids, layout fields (container, section, accordion
 * panels) hold child ids (see ARCHITECTURE.md, "Saved schema versions"). `migrate()` guarantees each field
 * sits in one place and no layout contains itself, so every walk here ends.
 */
export interface FormTree {
  readonly byId: ReadonlyMap<string, Field>;
  /** Placed fields in reading order: pages in order, each page depth-first. */
  readonly order: readonly string[];
  /** Page index of every placed field, nested ones included. */
  readonly pageOf: ReadonlyMap<string, number>;
  /** Layout parent of every nested field. */
  readonly parentOf: ReadonlyMap<string, string>;
}

/** Direct children of a layout field, in list order (accordion panels one after another). */
export function childIdsOf(field: Field): string[] {
  return [
    ...(field.containerConfig?.children ?? []),
    ...(field.sectionConfig?.children ?? []),
    ...(field.sectionConfig?.panels ?? []).flatMap((panel) => panel.children),
  ];
}

const NO_CHILDREN: readonly string[] = [];

export function buildTree(schema: FormSchemaData): FormTree {
  const byId = new Map(schema.all_fields.map((field) => [field.id, field] as const));
  const order: string[] = [];
  const pageOf = new Map<string, number>();
  const parentOf = new Map<string, string>();
  schema.pages.forEach((page, pageIndex) => {
    const stack = [...page.field_ids].reverse();
    while (stack.length) {
      const id = stack.pop()!;
      const field = byId.get(id);
      if (!field || pageOf.has(id)) continue;
      order.push(id);
      pageOf.set(id, pageIndex);
      // Most fields hold no others: no lists to build for them.
      const children = field.containerConfig || field.sectionConfig ? childIdsOf(field) : NO_CHILDREN;
      for (const child of children) parentOf.set(child, id);
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  });
  return { byId, order, pageOf, parentOf };
}

/** A placed field the person can see: visible itself and inside visible layout fields only. */
export function isShown(tree: FormTree, id: string, states: FieldStates): boolean {
  if (!tree.pageOf.has(id)) return false;
  for (let current: string | undefined = id; current !== undefined; current = tree.parentOf.get(current)) {
    if (states[current]?.visible === false) return false;
  }
  return true;
}

/** The field and its layout ancestors, innermost first. */
export function ancestorsOf(tree: FormTree, id: string): string[] {
  const chain: string[] = [];
  for (let current = tree.parentOf.get(id); current !== undefined; current = tree.parentOf.get(current)) {
    chain.push(current);
  }
  return chain;
}
