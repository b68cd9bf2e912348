import type { ConditionalRule, Field } from '../model/field';
import { childIdsOf } from './submission-tree';

/**
 * The dependency index behind condition evaluation: which rules read which field, which rules
 * override which field, where each field sits in the layout, and an order in which every field's
 * value as rules read it can be computed once.
 *
 * What a rule reads of its trigger depends on other rules: set_value rules decide the trigger's value,
 * show/hide rules decide whether it is shown (a field not shown reads as empty), on the field itself or
 * on a layout field around it. Authors can build cycles out of these (A sets B when A..., a checkbox
 * that hides the section holding it). We never iterate to a fixed point: a rule whose trigger depends on
 * the rule's own targets reads the trigger's value as the user entered it, shown or not. What is left is
 * acyclic, so every field is computed exactly once, in topological order, the result is unique, and it
 * is the same whether computed from scratch or incrementally. Without a cycle it is exactly the point at
 * which re-evaluating the rules stops changing anything.
 */

export interface CompiledRule {
  rule: ConditionalRule;
  /** Id of the field the rule is read from; '' means the rule never matches. */
  trigger: string;
  /** The trigger field's type (undefined for an unknown field): some types have their own "empty". */
  triggerType: string | undefined;
  /** Fields the rule overrides: action.targetFieldIds, or the field holding the rule when empty. */
  targets: readonly string[];
  /**
   * The rule reads its trigger's value as entered, not as set and whether shown or not: inside a cycle
   * (see above), or when the trigger is no field of the form (there is nothing to set or hide then).
   */
  readsRaw: boolean;
  isSetValue: boolean;
  /** show or hide: decides whether its targets, and the fields inside them, are shown. */
  isVisibility: boolean;
}

export interface ConditionIndex {
  fields: readonly Field[];
  /** Each field's own required flag: the starting point of its state. */
  ownRequired: ReadonlyMap<string, boolean>;
  /** Every rule of every field, in document order: fields in order, rules in order. */
  rules: readonly CompiledRule[];
  /** Indices of the show/hide/require/... rules overriding each field, in document order. */
  stateRules: ReadonlyMap<string, readonly number[]>;
  /** Indices of the show/hide rules overriding each field, in document order. */
  visibilityRules: ReadonlyMap<string, readonly number[]>;
  /** Indices of the set_value rules targeting each field, in document order. */
  valueRules: ReadonlyMap<string, readonly number[]>;
  /** Indices of the rules reading each field as conditions see it: its set value, empty when not shown. */
  effectiveReaders: ReadonlyMap<string, readonly number[]>;
  /** Indices of the rules reading each field's value as entered. */
  rawReaders: ReadonlyMap<string, readonly number[]>;
  /** Layout field (container, section, accordion) holding each nested field. */
  parentOf: ReadonlyMap<string, string>;
  /** Fields directly inside each layout field. */
  childrenOf: ReadonlyMap<string, readonly string[]>;
  /**
   * The fields whose value or visibility rules and layout fields decide, in an order where each comes
   * after every field it depends on. Rules read any other field as entered.
   */
  valueOrder: readonly string[];
  /** Position of each field in valueOrder. */
  valueRank: ReadonlyMap<string, number>;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Each nested field's layout parent: the first layout field, in document order, listing it. A listing
 * that would put a field inside itself is ignored, so walking up from any field always ends; saved
 * schemas never hold either case (migrate() places each field once), but conditions must not hang on
 * a hand-made field list.
 */
function layoutParents(fields: readonly Field[], known: ReadonlyMap<string, string>): Map<string, string> {
  const parentOf = new Map<string, string>();
  const insideOf = (id: string, ancestor: string) => {
    for (let at: string | undefined = id; at !== undefined; at = parentOf.get(at)) {
      if (at === ancestor) return true;
    }
    return false;
  };
  for (const field of fields) {
    if (!field.containerConfig && !field.sectionConfig) continue;
    for (const child of childIdsOf(field)) {
      if (!known.has(child) || parentOf.has(child) || insideOf(field.id, child)) continue;
      parentOf.set(child, field.id);
    }
  }
  return parentOf;
}

function compileRules(fields: readonly Field[], types: ReadonlyMap<string, string>): CompiledRule[] {
  const rules: CompiledRule[] = [];
  for (const field of fields) {
    for (const rule of field.conditionalLogic ?? []) {
      const listed = rule.action.targetFieldIds;
      const targets = [...new Set(listed.length ? listed : [field.id])].filter((id) => types.has(id));
      const type = rule.action.type;
      const trigger = rule.triggerFieldId;
      rules.push({
        rule,
        trigger,
        triggerType: types.get(trigger),
        targets,
        readsRaw: !types.has(trigger),
        isSetValue: type === 'set_value',
        isVisibility: type === 'show' || type === 'hide',
      });
    }
  }
  return rules;
}

/** Whether a rule changes what other rules read of its targets: their value or whether they are shown. */
const shapesReads = (rule: CompiledRule) => rule.isSetValue || rule.isVisibility;

/**
 * Field → fields whose reading depends on it: the targets of its set_value, show and hide rules, and the
 * fields inside it. Every field whose reading any rule or layout field decides is a node, even without
 * edges (a rule reading an unknown trigger). The fields left out are always shown and hold what was
 * entered: rules read them as entered.
 */
function dependencyEdges(
  rules: readonly CompiledRule[],
  parentOf: ReadonlyMap<string, string>,
): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    const out = edges.get(from);
    if (out) out.add(to);
    else edges.set(from, new Set([to]));
  };
  for (const [child, parent] of parentOf) link(parent, child);
  for (const compiled of rules) {
    if (!shapesReads(compiled)) continue;
    for (const target of compiled.targets) {
      if (!compiled.readsRaw) link(compiled.trigger, target);
      else if (!edges.has(target)) edges.set(target, new Set());
    }
  }
  return edges;
}

/** A rule inside a cycle of the dependencies reads its trigger as entered (see above). */
function markCycles(rules: readonly CompiledRule[], component: ReadonlyMap<string, number>): void {
  for (const compiled of rules) {
    if (compiled.readsRaw || !shapesReads(compiled)) continue;
    const group = component.get(compiled.trigger);
    compiled.readsRaw = compiled.targets.some((target) => component.get(target) === group);
  }
}

/**
 * The fields of the graph in an order where each comes after all it depends on once the rules inside
 * cycles read as entered. Between components, Tarjan's numbers (sinks first: a higher number comes
 * earlier). Inside one, only layout edges are left (every rule edge there now reads as entered), so a
 * field comes after its layout parent: fewer layout fields around it first.
 */
function readingOrder(
  component: ReadonlyMap<string, number>,
  parentOf: ReadonlyMap<string, string>,
): string[] {
  const depth = new Map<string, number>();
  const depthOf = (id: string): number => {
    let known = depth.get(id);
    if (known === undefined) {
      let count = 0;
      for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) count++;
      known = count;
      depth.set(id, known);
    }
    return known;
  };
  return [...component.keys()].sort(
    (a, b) => component.get(b)! - component.get(a)! || depthOf(a) - depthOf(b),
  );
}

export function compileConditions(fields: readonly Field[]): ConditionIndex {
  const types = new Map(fields.map((field) => [field.id, field.type] as const));
  const rules = compileRules(fields, types);
  const parentOf = layoutParents(fields, types);
  const component = stronglyConnectedComponents(dependencyEdges(rules, parentOf));
  markCycles(rules, component);
  const valueOrder = readingOrder(component, parentOf);

  const stateRules = new Map<string, number[]>();
  const visibilityRules = new Map<string, number[]>();
  const valueRules = new Map<string, number[]>();
  const effectiveReaders = new Map<string, number[]>();
  const rawReaders = new Map<string, number[]>();
  rules.forEach((compiled, index) => {
    for (const target of compiled.targets) {
      push(compiled.isSetValue ? valueRules : stateRules, target, index);
      if (compiled.isVisibility) push(visibilityRules, target, index);
    }
    if (compiled.trigger) push(compiled.readsRaw ? rawReaders : effectiveReaders, compiled.trigger, index);
  });
  const childrenOf = new Map<string, string[]>();
  for (const [child, parent] of parentOf) push(childrenOf, parent, child);
  return {
    fields,
    ownRequired: new Map(fields.map((field) => [field.id, field.required] as const)),
    rules,
    stateRules,
    visibilityRules,
    valueRules,
    effectiveReaders,
    rawReaders,
    parentOf,
    childrenOf,
    valueOrder,
    valueRank: new Map(valueOrder.map((id, position) => [id, position])),
  };
}

/**
 * Tarjan's algorithm, iterative so a long chain of set_value rules cannot overflow the stack.
 * Returns each node's component number; components are numbered in reverse topological order.
 */
function stronglyConnectedComponents(edges: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const component = new Map<string, number>();
  let counter = 0;
  let components = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const enter = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: (edges.get(node) ?? new Set<string>()).values() });
    };
    enter(root);
    while (work.length) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const child = step.value;
        if (!index.has(child)) enter(child);
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        let member: string | undefined;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.set(member, components);
        } while (member !== frame.node);
        components++;
      }
    }
  }
  return component;
}
