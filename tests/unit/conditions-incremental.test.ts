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

const ruleArb: fc.Arbitrary<Omit<ConditionalRule, 'id'>> = fc.record({
  triggerFieldId: fc.constantFrom(...TRIGGERS),
  operator: fc.constantFrom(...CONDITION_OPERATORS),
  value: valueArb.filter((v) => v !== undefined),
  action: fc.record({
    // set_value is drawn more often: chains and cycles are where incremental evaluation can go wrong.
    type: fc.oneof(fc.constantFrom(...CONDITION_ACTIONS), fc.constant('set_value' as const)),
    targetFieldIds: fc.subarray([...IDS, 'missing'], { maxLength: 2 }),
    newValue: valueArb.filter((v) => v !== undefined),
  }),
});

const fieldsArb: fc.Arbitrary<Field[]> = fc
  .shuffledSubarray(IDS, { minLength: 1 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) => fc.tuple(fc.constant(id), fc.boolean(), fc.array(ruleArb, { maxLength: 3 }))),
    ),
  )
  .map((specs) =>
    specs.map(([id, required, rules]) =>
      fieldSchema.parse({
        id,
        type: 'text',
        label: id,
        required,
        conditionalLogic: rules.map((r, i) => ({ ...r, id: `${id}_r${i}` })),
      }),
    ),
  );

const changesArb = fc.array(fc.tuple(fc.constantFrom(...IDS, 'ghost'), valueArb), {
  minLength: 1,
  maxLength: 25,
});

/**
 * The documented semantics read literally, with nothing shared with the engine but the operators:
 * set_value rules whose trigger and a target are mutually reachable through set_value rules read the
 * trigger as entered; effective values are iterated to their fixed point.
 */
function oracle(fields: readonly Field[], values: FormValues): FieldStates {
  const known = new Set(fields.map((f) => f.id));
  const rules = fields.flatMap((f) =>
    (f.conditionalLogic ?? []).map((r) => ({
      r,
      targets: [...new Set(r.action.targetFieldIds.length ? r.action.targetFieldIds : [f.id])].filter((id) =>
        known.has(id),
      ),
      set: r.action.type === 'set_value',
    })),
  );
  const reaches = (from: string, to: string) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length) {
      const at = todo.pop()!;
      if (at === to) return true;
      for (const { r, targets, set } of rules) {
        if (!set || r.triggerFieldId !== at) continue;
        for (const t of targets) if (!seen.has(t)) seen.add(t) && todo.push(t);
      }
    }
    return false;
  };
  const raw = (id: string) => (Object.hasOwn(values, id) ? values[id] : undefined);
  const readsRaw = rules.map(
    ({ r, targets, set }) =>
      set &&
      r.triggerFieldId !== '' &&
      targets.some((t) => reaches(t, r.triggerFieldId) && reaches(r.triggerFieldId, t)),
  );
  let effective = new Map<string, FieldValue | undefined>();
  const read = (id: string, asEntered: boolean) =>
    asEntered || !effective.has(id) ? raw(id) : effective.get(id);
  const matches = (i: number) => {
    const { r } = rules[i]!;
    return (
      r.triggerFieldId !== '' && matchesCondition(r.operator, read(r.triggerFieldId, readsRaw[i]!), r.value)
    );
  };
  const lastSetter = (id: string) => {
    let found: (typeof rules)[number] | undefined;
    rules.forEach((rule, i) => {
      if (rule.set && rule.targets.includes(id) && matches(i)) found = rule;
    });
    return found;
  };
  for (let round = 0; ; round++) {
    if (round > fields.length + 2) throw new Error('no fixed point: the semantics would be cyclic');
    const next = new Map<string, FieldValue | undefined>();
    for (const f of fields) {
      const setter = lastSetter(f.id);
      next.set(f.id, setter ? (setter.r.action.newValue ?? null) : raw(f.id));
    }
    const stable = [...next].every(([id, v]) => JSON.stringify(v) === JSON.stringify(effective.get(id)));
    effective = next;
    if (stable && round > 0) break;
  }
  const states: FieldStates = Object.create(null);
  for (const f of fields) {
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
    states[f.id] = state;
  }
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
      fc.property(fieldsArb, changesArb, (fields, changes) => {
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
      }),
      { numRuns: 500 },
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
