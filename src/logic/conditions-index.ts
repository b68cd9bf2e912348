import type { ConditionalRule, Field } from '../model/field';

/**
 * The dependency index behind condition evaluation: which rules read which field, which rules
 * override which field, and an order in which set_value results can be computed once each.
 *
 * set_value rules make fields depend on fields (the trigger's value decides the target's value), and
 * authors can build cycles (A sets B when A..., B sets A when B...). We never iterate to a fixed point:
 * inside a strongly connected group of that graph, rules read the trigger's value as the user entered
 * it. What is left is acyclic, so every effective value is computed exactly once, in topological order,
 * and the result is the same whether computed from scratch or incrementally.
 */

export interface CompiledRule {
  rule: ConditionalRule;
  /** Id of the field the rule is read from; '' means the rule never matches. */
  trigger: string;
  /** The trigger field's type (undefined for an unknown field): some types have their own "empty". */
  triggerType: string | undefined;
  /** Fields the rule overrides: action.targetFieldIds, or the field holding the rule when empty. */
  targets: readonly string[];
  /** A set_value rule inside a set_value cycle reads its trigger's value as entered, not as set. */
  readsRaw: boolean;
  isSetValue: boolean;
}

export interface ConditionIndex {
  fields: readonly Field[];
  /** Each field's own required flag: the starting point of its state. */
  ownRequired: ReadonlyMap<string, boolean>;
  /** Every rule of every field, in document order: fields in order, rules in order. */
  rules: readonly CompiledRule[];
  /** Indices of the show/hide/require/... rules overriding each field, in document order. */
  stateRules: ReadonlyMap<string, readonly number[]>;
  /** Indices of the set_value rules targeting each field, in document order. */
  valueRules: ReadonlyMap<string, readonly number[]>;
  /** Indices of the rules reading each field's effective (possibly set) value. */
  effectiveReaders: ReadonlyMap<string, readonly number[]>;
  /** Indices of the rules reading each field's value as entered. */
  rawReaders: ReadonlyMap<string, readonly number[]>;
  /** Fields targeted by set_value rules, in an order where every field comes after those it reads. */
  valueOrder: readonly string[];
  /** Position of each field in valueOrder. */
  valueRank: ReadonlyMap<string, number>;
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function compileConditions(fields: readonly Field[]): ConditionIndex {
  const types = new Map(fields.map((field) => [field.id, field.type] as const));
  const rules: CompiledRule[] = [];
  for (const field of fields) {
    for (const rule of field.conditionalLogic ?? []) {
      const listed = rule.action.targetFieldIds;
      const targets = [...new Set(listed.length ? listed : [field.id])].filter((id) => types.has(id));
      const isSetValue = rule.action.type === 'set_value';
      const trigger = rule.triggerFieldId;
      const triggerType = types.get(trigger);
      rules.push({ rule, trigger, triggerType, targets, readsRaw: false, isSetValue });
    }
  }

  const edges = new Map<string, Set<string>>();
  for (const compiled of rules) {
    if (!compiled.isSetValue || !compiled.trigger) continue;
    const out = edges.get(compiled.trigger) ?? new Set<string>();
    for (const target of compiled.targets) out.add(target);
    edges.set(compiled.trigger, out);
    for (const target of compiled.targets) if (!edges.has(target)) edges.set(target, new Set());
  }
  const component = stronglyConnectedComponents(edges);
  for (const compiled of rules) {
    const group = component.get(compiled.trigger);
    compiled.readsRaw =
      compiled.isSetValue && group !== undefined && compiled.targets.some((t) => component.get(t) === group);
  }

  const stateRules = new Map<string, number[]>();
  const valueRules = new Map<string, number[]>();
  const effectiveReaders = new Map<string, number[]>();
  const rawReaders = new Map<string, number[]>();
  rules.forEach((compiled, index) => {
    for (const target of compiled.targets) push(compiled.isSetValue ? valueRules : stateRules, target, index);
    if (compiled.trigger) push(compiled.readsRaw ? rawReaders : effectiveReaders, compiled.trigger, index);
  });

  // Tarjan numbers components sinks first, so a higher number means earlier in topological order.
  const valueOrder = [...valueRules.keys()].sort((a, b) => (component.get(b) ?? 0) - (component.get(a) ?? 0));
  const valueRank = new Map(valueOrder.map((id, position) => [id, position]));
  const ownRequired = new Map(fields.map((field) => [field.id, field.required] as const));
  return {
    fields,
    ownRequired,
    rules,
    stateRules,
    valueRules,
    effectiveReaders,
    rawReaders,
    valueOrder,
    valueRank,
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
