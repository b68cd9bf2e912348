// Generated forms and answers for the validation parity tests (renderer store vs judgeSubmission vs the
// server's 422). The form is fixed in shape (every value type, a container, two pages, names that differ
// from ids) and random in its rules: required flags, validation rules and conditional logic, set_value
// included. Answers are drawn per field from values that pass, values that fail and values of the wrong
// type.
import fc from 'fast-check';
import { CONDITION_ACTIONS, CONDITION_OPERATORS, type FieldValue } from '../../../src/model';

interface FieldPlan {
  id: string;
  type: string;
  name?: string;
  extra?: Record<string, unknown>;
}

const PLAN: FieldPlan[] = [
  { id: 'name', type: 'text', name: 'full_name' },
  { id: 'mail', type: 'email' },
  { id: 'age', type: 'number', extra: { min: 0, max: 130 } },
  {
    id: 'topic',
    type: 'select',
    extra: {
      options: [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'b' },
      ],
    },
  },
  {
    id: 'tags',
    type: 'multiselect',
    name: 'tag_list',
    extra: {
      options: [
        { label: 'X', value: 'x' },
        { label: 'Y', value: 'y' },
      ],
    },
  },
  { id: 'agree', type: 'checkbox' },
  { id: 'when', type: 'daterange' },
  { id: 'stars', type: 'rating', extra: { starCount: 5 } },
  { id: 'note', type: 'textarea' },
  { id: 'site', type: 'url' },
  { id: 'tint', type: 'color' },
];
const IDS = PLAN.map((p) => p.id);

const VALUES: FieldValue[] = [
  '',
  ' ',
  'a',
  'b',
  'x',
  'hello world',
  'ada@example.com',
  'not-an-email',
  '42',
  '-3',
  '#12ab34',
  'blue',
  'https://example.com',
  0,
  3,
  4.5,
  200,
  true,
  false,
  ['x'],
  ['x', 'y'],
  [],
  { start: '2024-01-01', end: '2023-01-01' },
  { start: '2024-01-01', end: '2024-02-01' },
  { start: '', end: '' },
];

const valueArb = fc.constantFrom(...VALUES);

const ruleArb = fc.record({
  triggerFieldId: fc.constantFrom(...IDS),
  operator: fc.constantFrom(...CONDITION_OPERATORS),
  value: valueArb,
  action: fc.record({
    type: fc.constantFrom(...CONDITION_ACTIONS),
    targetFieldIds: fc.subarray(IDS, { maxLength: 2 }),
    newValue: valueArb,
  }),
});

const validationArb = fc.oneof(
  fc.record({
    type: fc.constant('minLength' as const),
    value: fc.integer({ min: 1, max: 6 }),
    message: fc.constantFrom('', 'Too short'),
  }),
  fc.record({
    type: fc.constant('maxLength' as const),
    value: fc.integer({ min: 1, max: 6 }),
    message: fc.constant(''),
  }),
  fc.record({
    type: fc.constant('pattern' as const),
    value: fc.constantFrom('^[a-z]+$', '\\d+'),
    message: fc.constantFrom('', 'Letters only'),
  }),
  fc.record({ type: fc.constant('email' as const), message: fc.constant('') }),
  fc.record({
    type: fc.constant('min' as const),
    value: fc.integer({ min: 0, max: 10 }),
    message: fc.constant(''),
  }),
  fc.record({
    type: fc.constant('max' as const),
    value: fc.integer({ min: 0, max: 10 }),
    message: fc.constant(''),
  }),
);

const fieldArb = (plan: FieldPlan) =>
  fc
    .record({
      required: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      validation: fc.array(validationArb, { maxLength: 1 }),
      rules: fc.array(ruleArb, { maxLength: 2 }),
    })
    .map(({ required, validation, rules }) => ({
      id: plan.id,
      type: plan.type,
      label: `Label of ${plan.id}`,
      ...(plan.name ? { name: plan.name } : {}),
      required,
      validation,
      conditionalLogic: rules.map((rule, i) => ({ ...rule, id: `${plan.id}_rule_${i}` })),
      ...plan.extra,
    }));

/** A two-page form: a container on page 1 holds two fields; conditions may hide it. */
export const formSchemaArb = fc
  .tuple(...PLAN.map(fieldArb), fc.array(ruleArb, { maxLength: 1 }))
  .map((parts) => {
    const fields = parts.slice(0, PLAN.length) as Record<string, unknown>[];
    const containerRules = parts[PLAN.length] as unknown[];
    const box = {
      id: 'box',
      type: 'container',
      label: 'Box',
      containerConfig: { columns: 2, children: ['stars', 'note'] },
      conditionalLogic: containerRules.map((rule, i) => ({ ...(rule as object), id: `box_rule_${i}` })),
    };
    return {
      schemaVersion: 1,
      pages: [
        { id: 'page_1', description: '', field_ids: ['name', 'mail', 'age', 'topic', 'box'] },
        { id: 'page_2', description: '', field_ids: ['tags', 'agree', 'when', 'site', 'tint'] },
      ],
      all_fields: [...fields, box],
      settings: {},
      globalVariables: [],
    };
  });

/** Answers keyed by id or, for fields with a name, sometimes by name; some fields left out. */
export const answersArb: fc.Arbitrary<Record<string, FieldValue>> = fc
  .tuple(
    ...PLAN.map((plan) =>
      fc.tuple(fc.option(valueArb, { nil: undefined, freq: 2 }), fc.boolean(), fc.constant(plan)),
    ),
  )
  .map((entries) => {
    const answers: Record<string, FieldValue> = {};
    for (const [value, byName, plan] of entries) {
      if (value === undefined) continue;
      answers[byName && plan.name ? plan.name : plan.id] = value;
    }
    return answers;
  });
