import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createConditionEngine,
  evaluateConditions,
  type FieldState,
  type FieldStates,
  type FormValues,
  matchesCondition,
} from '../../src/logic/conditions';
import {
  CONDITION_ACTIONS,
  CONDITION_OPERATORS,
  type ConditionalRule,
  type Field,
  type FieldValue,
  fieldSchema,
} from '../../src/model/field';

const IDS = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'constructor'];
const TRIGGERS = [...IDS, '', 'ghost'];

const valueArb: fc.Arbitrary<FieldValue | undefined> = fc.constantFrom<FieldValue | undefined>(
  undefined,
  null,
  '',
  ' ',
  'x',
  'X',
  'y',
  '1',
  '2',
  0,
  3,
  true,
  false,
  [],
  ['x'],
  ['x', 'y'],
  { start: '', end: '' },
  { start: '2024-01-01', end: '' },
);

/** A rule reading one of `triggers` and overriding some of `targets` (none: the field holding it). */
const ruleArb = (
  triggers: readonly string[],
  targets: readonly string[],
): fc.Arbitrary<Omit<ConditionalRule, 'id'>> =>
  fc.record({
    triggerFieldId: fc.constantFrom(...triggers),
    operator: fc.constantFrom(...CONDITION_OPERATORS),
    value: valueArb.filter((v) => v !== undefined),
    action: fc.record({
      // set_value, show and hide are drawn more often: they decide what other rules read, so their
      // chains and cycles are where incremental evaluation can go wrong.
      type: fc.oneof(
        fc.constantFrom(...CONDITION_ACTIONS),
        fc.constant('set_value' as const),
        fc.constantFrom('show' as const, 'hide' as const, 'hide' as const),
      ),
      targetFieldIds: fc.subarray([...targets], { maxLength: Math.min(2, targets.length) }),
      newValue: valueArb.filter((v) => v !== undefined),
    }),
  });

type FieldSpec = [
  id: string,
  required: boolean,
  rules: Omit<ConditionalRule, 'id'>[],
  children: string[] | null,
];

/** Text fields, and containers (those with children) that make hiding reach the fields inside them. */
const toFields = (specs: FieldSpec[]): Field[] =>
  specs.map(([id, required, rules, children]) =>
    fieldSchema.parse({
      id,
      type: children ? 'container' : 'text',
      label: id,
      required,
      conditionalLogic: rules.map((r, i) => ({ ...r, id: `${id}_r${i}` })),
      ...(children && { containerConfig: { children } }),
    }),
  );

/** Anything goes: rules and containers reach any field, so cycles (and layouts holding themselves) abound. */
const tangledFieldsArb: fc.Arbitrary<Field[]> = fc
  .shuffledSubarray(IDS, { minLength: 1 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.tuple(
          fc.constant(id),
          fc.boolean(),
          fc.array(ruleArb(TRIGGERS, [...IDS, 'missing']), { maxLength: 3 }),
          fc.option(fc.subarray([...IDS, 'missing'], { maxLength: 3 }), { freq: 3 }),
        ),
      ),
    ),
  )
  .map(toFields);

/** Up to three of these fields as a container's children, or null for a text field. */
const childrenArb = (later: readonly string[]): fc.Arbitrary<string[] | null> =>
  later.length === 0
    ? fc.constant(null)
    : fc.option(fc.subarray([...later], { minLength: 1, maxLength: Math.min(3, later.length) }), { freq: 4 });

/**
 * No cycles: rules read earlier fields and override later ones, containers hold later fields. Tangled
 * forms read most triggers as entered (inside cycles); here every rule reads what is shown and set.
 */
const layeredFieldsArb: fc.Arbitrary<Field[]> = fc
  .shuffledSubarray(IDS, { minLength: 2 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id, i) =>
        fc.tuple(
          fc.constant(id),
          fc.boolean(),
          fc.array(ruleArb([...ids.slice(0, i), 'ghost'], ids.slice(i + 1)), { maxLength: 3 }),
          childrenArb(ids.slice(i + 1)),
        ),
      ),
    ),
  )
  .map(toFields);

const fieldsArb = fc.oneof(
  { weight: 1, arbitrary: tangledFieldsArb },
  { weight: 2, arbitrary: layeredFieldsArb },
);

/** Changes of the form's own fields mostly (those are what rules read), of other ids now and then. */
const changesArb = (fields: readonly Field[]) =>
  fc.array(
    fc.tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...fields.map((f) => f.id)) },
        { weight: 1, arbitrary: fc.constantFrom(...IDS, 'ghost') },
      ),
      valueArb,
    ),
    { minLength: 1, maxLength: 25 },
  );

/**
 * The documented semantics read literally, with nothing shared with the engine but the operators:
 * - a field's layout parent is the first container listing it, unless that puts a field inside itself;
 * - a field depends on the triggers of the set_value, show and hide rules targeting it, and on its parent;
 * - a set_value, show or hide rule whose trigger and a target depend on each other reads the trigger as
 *   entered; every other rule reads it as set when shown and as empty when not;
 * - the rules are re-evaluated until nothing changes.
 */
function oracle(fields: readonly Field[], values: FormValues): FieldStates {
  const byId = new Map(fields.map((f) => [f.id, f]));
  const parent = new Map<string, string>();
  const isInside = (id: string, ancestor: string): boolean =>
    id === ancestor || (parent.has(id) && isInside(parent.get(id)!, ancestor));
  for (const f of fields) {
    for (const child of f.containerConfig?.children ?? []) {
      if (byId.has(child) && !parent.has(child) && !isInside(f.id, child)) parent.set(child, f.id);
    }
  }
  const rules = fields.flatMap((f) =>
    (f.conditionalLogic ?? []).map((r) => ({
      r,
      targets: [...new Set(r.action.targetFieldIds.length ? r.action.targetFieldIds : [f.id])].filter((id) =>
        byId.has(id),
      ),
      set: r.action.type === 'set_value',
      shapes: ['set_value', 'show', 'hide'].includes(r.action.type),
    })),
  );
  const dependents = (id: string) => [
    ...rules.filter((rule) => rule.shapes && rule.r.triggerFieldId === id).flatMap((rule) => rule.targets),
    ...[...parent].filter(([, holder]) => holder === id).map(([child]) => child),
  ];
  const reaches = (from: string, to: string) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length) {
      const at = todo.pop()!;
      if (at === to) return true;
      for (const next of dependents(at)) if (!seen.has(next)) seen.add(next) && todo.push(next);
    }
    return false;
  };
  const raw = (id: string) => (Object.hasOwn(values, id) ? values[id] : undefined);
  const readsRaw = rules.map(
    ({ r, targets, shapes }) =>
      !byId.has(r.triggerFieldId) ||
      (shapes && targets.some((t) => reaches(t, r.triggerFieldId) && reaches(r.triggerFieldId, t))),
  );
  let read = new Map<string, FieldValue | undefined>(fields.map((f) => [f.id, raw(f.id)]));
  const matches = (i: number) => {
    const { r } = rules[i]!;
    const trigger = r.triggerFieldId;
    const value = readsRaw[i] ? raw(trigger) : read.get(trigger);
    return trigger !== '' && matchesCondition(r.operator, value, r.value, byId.get(trigger)?.type);
  };
  const lastSetter = (id: string) =>
    rules.findLast((rule, i) => rule.set && rule.targets.includes(id) && matches(i));
  const ownState = (f: Field) => {
    const state: FieldState = { visible: true, enabled: true, required: f.required };
    rules.forEach((rule, i) => {
      if (rule.set || !rule.targets.includes(f.id) || !matches(i)) return;
      const type = rule.r.action.type;
      if (type === 'show' || type === 'hide') state.visible = type === 'show';
      if (type === 'require' || type === 'unrequire') state.required = type === 'require';
      if (type === 'enable' || type === 'disable') state.enabled = type === 'enable';
    });
    const setter = lastSetter(f.id);
    if (setter) state.value = setter.r.action.newValue ?? null;
    return state;
  };
  for (let round = 0; ; round++) {
    if (round > fields.length + 2) throw new Error('no fixed point: the semantics would be cyclic');
    const states = new Map(fields.map((f) => [f.id, ownState(f)]));
    const shown = (id: string): boolean =>
      states.get(id)!.visible && (!parent.has(id) || shown(parent.get(id)!));
    const next = new Map<string, FieldValue | undefined>();
    for (const f of fields) {
      const state = states.get(f.id)!;
      next.set(f.id, !shown(f.id) ? undefined : 'value' in state ? state.value : raw(f.id));
    }
    const stable = [...next].every(([id, v]) => JSON.stringify(v) === JSON.stringify(read.get(id)));
    read = next;
    if (stable) break;
  }
  const states: FieldStates = Object.create(null);
  for (const f of fields) states[f.id] = ownState(f);
  return states;
}

describe('incremental condition evaluation', () => {
  it('full evaluation agrees with the literal reading of the semantics', () => {
    const valuesArb = fc.dictionary(fc.constantFrom(...IDS, 'ghost'), valueArb);
    fc.assert(
      fc.property(fieldsArb, valuesArb, (fields, values) => {
        expect(evaluateConditions(fields, values)).toEqual(oracle(fields, values));
      }),
      { numRuns: 500 },
    );
  });

  it('equals full re-evaluation after every change, and reports exactly the states that changed', () => {
    fc.assert(
      fc.property(
        fieldsArb.chain((fields) => fc.tuple(fc.constant(fields), changesArb(fields))),
        ([fields, changes]) => {
          const engine = createConditionEngine(fields);
          const values: Record<string, FieldValue | undefined> = Object.create(null);
          let shown: FieldStates = { ...engine.evaluateAll(values) };
          for (const [id, value] of changes) {
            values[id] = value;
            const changed = engine.update(id, value);
            const expected = evaluateConditions(fields, values);
            for (const [changedId, state] of Object.entries(changed)) {
              expect(state, `${changedId} was reported but did not change`).not.toEqual(shown[changedId]);
            }
            shown = { ...shown, ...changed };
            expect(shown).toEqual(expected);
            expect(engine.states()).toEqual(expected);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('bounds long set_value chains and cycles without recursion', () => {
    const n = 5000;
    const fields = Array.from({ length: n }, (_, i) =>
      fieldSchema.parse({
        id: `c${i}`,
        type: 'text',
        conditionalLogic: [
          {
            id: `r${i}`,
            triggerFieldId: `c${(i + n - 1) % n}`,
            operator: 'equals',
            value: 'on',
            action: { type: 'set_value', targetFieldIds: [], newValue: 'on' },
          },
        ],
      }),
    );
    // A ring: every field is in one cycle, so each reads its neighbour as entered.
    const engine = createConditionEngine(fields);
    const changed = engine.update('c0', 'on');
    expect(Object.keys(changed)).toEqual(['c1']);
    const chain = fields.slice(0, -1).concat(fieldSchema.parse({ id: `c${n - 1}`, type: 'text' }));
    const open = createConditionEngine([chain[n - 1]!, ...chain.slice(0, -1)]);
    expect(Object.keys(open.update(`c${n - 1}`, 'on'))).toHaveLength(n - 1);
  });
});
