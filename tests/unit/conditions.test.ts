import { describe, expect, it } from 'vitest';
import {
  createConditionEngine,
  evaluateConditions,
  isEmptyValue,
  matchesCondition,
  resolveValues,
} from '../../src/logic/conditions';
import { validateField, validateValues } from '../../src/logic/validation';
import type {
  ConditionActionType,
  ConditionalRule,
  ConditionOperator,
  Field,
  FieldInput,
  FieldValue,
} from '../../src/model/field';
import { fieldSchema } from '../../src/model/field';

let ruleCounter = 0;
function rule(
  trigger: string,
  operator: ConditionOperator,
  value: FieldValue | undefined,
  type: ConditionActionType,
  extra: { targets?: string[]; newValue?: FieldValue } = {},
): ConditionalRule {
  ruleCounter++;
  return {
    id: `r${ruleCounter}`,
    triggerFieldId: trigger,
    operator,
    ...(value !== undefined && { value }),
    action: {
      type,
      targetFieldIds: extra.targets ?? [],
      ...(extra.newValue !== undefined && { newValue: extra.newValue }),
    },
  };
}

function field(id: string, extra: Partial<FieldInput> = {}): Field {
  return fieldSchema.parse({ id, type: 'text', label: id.toUpperCase(), ...extra });
}

describe('evaluateConditions', () => {
  it('starts every field visible, enabled and with its own required flag', () => {
    const states = evaluateConditions([field('a'), field('b', { required: true })], {});
    expect(states).toEqual({
      a: { visible: true, enabled: true, required: false },
      b: { visible: true, enabled: true, required: true },
    });
  });

  it('lets a matching rule show, hide, require, unrequire, enable and disable its field', () => {
    const fields = [
      field('t'),
      field('hide', { conditionalLogic: [rule('t', 'equals', 'go', 'hide')] }),
      field('req', { conditionalLogic: [rule('t', 'equals', 'go', 'require')] }),
      field('unreq', { required: true, conditionalLogic: [rule('t', 'equals', 'go', 'unrequire')] }),
      field('dis', { conditionalLogic: [rule('t', 'equals', 'go', 'disable')] }),
      field('show', {
        conditionalLogic: [rule('t', 'equals', 'no', 'hide'), rule('t', 'equals', 'go', 'show')],
      }),
      field('en', {
        conditionalLogic: [rule('t', 'equals', 'no', 'disable'), rule('t', 'equals', 'go', 'enable')],
      }),
    ];
    const off = evaluateConditions(fields, { t: 'no' });
    expect([off.hide?.visible, off.req?.required, off.unreq?.required, off.dis?.enabled]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect([off.show?.visible, off.en?.enabled]).toEqual([false, false]);
    const on = evaluateConditions(fields, { t: 'go' });
    expect([on.hide?.visible, on.req?.required, on.unreq?.required, on.dis?.enabled]).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect([on.show?.visible, on.en?.enabled]).toEqual([true, true]);
  });

  it('never matches a rule without a trigger field', () => {
    const states = evaluateConditions(
      [field('a', { conditionalLogic: [rule('', 'is_empty', undefined, 'hide')] })],
      {},
    );
    expect(states.a?.visible).toBe(true);
  });

  it('overrides the fields named in targetFieldIds, and the field holding the rule when none are named', () => {
    const fields = [
      field('t'),
      field('holder', {
        conditionalLogic: [rule('t', 'is_not_empty', undefined, 'hide', { targets: ['other'] })],
      }),
      field('other'),
      field('self', { conditionalLogic: [rule('t', 'is_not_empty', undefined, 'hide')] }),
    ];
    const states = evaluateConditions(fields, { t: 'x' });
    expect([states.holder?.visible, states.other?.visible, states.self?.visible]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('applies rules in document order, so a later matching rule overrides an earlier one', () => {
    const fields = [
      field('t'),
      field('a', { conditionalLogic: [rule('t', 'is_not_empty', undefined, 'hide')] }),
      field('b', { conditionalLogic: [rule('t', 'is_not_empty', undefined, 'show', { targets: ['a'] })] }),
    ];
    expect(evaluateConditions(fields, { t: 'x' }).a?.visible).toBe(true);
    const reversed = [fields[0]!, fields[2]!, fields[1]!];
    expect(evaluateConditions(reversed, { t: 'x' }).a?.visible).toBe(false);
  });

  it('sets a value with set_value, reports it in the state and in the resolved values', () => {
    const fields = [
      field('country'),
      field('currency', {
        conditionalLogic: [
          rule('country', 'equals', 'de', 'set_value', { newValue: 'EUR' }),
          rule('country', 'equals', 'ch', 'set_value', { newValue: 'CHF' }),
        ],
      }),
    ];
    const values = { country: 'DE', currency: 'USD' };
    const states = evaluateConditions(fields, values);
    expect(states.currency).toEqual({ visible: true, enabled: true, required: false, value: 'EUR' });
    expect(resolveValues(values, states)).toEqual({ country: 'DE', currency: 'EUR' });
    expect(evaluateConditions(fields, { country: 'fr', currency: 'USD' }).currency).not.toHaveProperty(
      'value',
    );
  });

  it('lets other rules read a value set by set_value, along a chain', () => {
    const fields = [
      field('a'),
      field('b', { conditionalLogic: [rule('a', 'equals', 'yes', 'set_value', { newValue: 'on' })] }),
      field('c', { conditionalLogic: [rule('b', 'equals', 'on', 'set_value', { newValue: 42 })] }),
      field('d', { conditionalLogic: [rule('c', 'greater_than', 40, 'hide')] }),
    ];
    const states = evaluateConditions(fields, { a: 'yes' });
    expect(states.c?.value).toBe(42);
    expect(states.d?.visible).toBe(false);
  });

  it('reads a trigger as entered inside a set_value cycle, so the result is unique', () => {
    // a fills its own default when empty; b and c copy each other.
    const fields = [
      field('a', {
        conditionalLogic: [rule('a', 'is_empty', undefined, 'set_value', { newValue: 'default' })],
      }),
      field('b', { conditionalLogic: [rule('c', 'equals', 'x', 'set_value', { newValue: 'from c' })] }),
      field('c', { conditionalLogic: [rule('b', 'equals', 'x', 'set_value', { newValue: 'from b' })] }),
    ];
    const states = evaluateConditions(fields, { b: 'x', c: 'x' });
    expect(states.a?.value).toBe('default');
    expect([states.b?.value, states.c?.value]).toEqual(['from c', 'from b']);
    expect(evaluateConditions(fields, { a: 'mine' }).a).not.toHaveProperty('value');
  });

  it('treats any field id as an ordinary key, even __proto__ and constructor', () => {
    const fields = [
      field('constructor'),
      field('__proto__', { conditionalLogic: [rule('constructor', 'is_empty', undefined, 'hide')] }),
    ];
    const states = evaluateConditions(fields, {});
    expect(Object.keys(states)).toEqual(['constructor', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(states, '__proto__')?.value).toMatchObject({ visible: false });
  });
});

describe('matchesCondition', () => {
  it('compares equals and not_equals as case-insensitive text', () => {
    expect(matchesCondition('equals', 'Yes', 'yes')).toBe(true);
    expect(matchesCondition('equals', ' YES ', 'yes')).toBe(true);
    expect(matchesCondition('equals', 'yes', 'no')).toBe(false);
    expect(matchesCondition('not_equals', 'Yes', 'YES')).toBe(false);
    expect(matchesCondition('not_equals', 'yes', 'no')).toBe(true);
  });

  it('compares numbers and booleans by their text', () => {
    expect(matchesCondition('equals', 5, '5')).toBe(true);
    expect(matchesCondition('equals', 5, '5.0')).toBe(false);
    expect(matchesCondition('equals', true, 'yes')).toBe(true);
    expect(matchesCondition('equals', true, 'true')).toBe(true);
    expect(matchesCondition('equals', false, 'no')).toBe(true);
    expect(matchesCondition('equals', false, 'yes')).toBe(false);
  });

  it('compares lists as sets and a scalar as a one-element list', () => {
    expect(matchesCondition('equals', ['a', 'B'], ['b', 'A'])).toBe(true);
    expect(matchesCondition('equals', ['a'], 'A')).toBe(true);
    expect(matchesCondition('equals', ['a', 'b'], 'a')).toBe(false);
  });

  it('finds text inside text, and an element inside a list, for contains', () => {
    expect(matchesCondition('contains', 'Hello World', 'world')).toBe(true);
    expect(matchesCondition('contains', 'Hello', 'bye')).toBe(false);
    expect(matchesCondition('contains', ['red', 'Green'], 'green')).toBe(true);
    expect(matchesCondition('contains', ['red', 'green'], 'gre')).toBe(false);
    expect(matchesCondition('contains', 12345, 234)).toBe(true);
    expect(matchesCondition('contains', { start: '2024-05-01', end: '' }, '2024-05')).toBe(true);
    expect(matchesCondition('not_contains', 'Hello', 'HELL')).toBe(false);
    expect(matchesCondition('not_contains', ['red'], 'blue')).toBe(true);
  });

  it('compares greater_than and less_than as numbers and never matches non-numbers', () => {
    expect(matchesCondition('greater_than', '10', 9)).toBe(true);
    expect(matchesCondition('greater_than', 9, '10')).toBe(false);
    expect(matchesCondition('less_than', '2.5', '3')).toBe(true);
    expect(matchesCondition('greater_than', 'abc', 1)).toBe(false);
    expect(matchesCondition('less_than', 'abc', 1)).toBe(false);
    expect(matchesCondition('greater_than', 5, '')).toBe(false);
    expect(matchesCondition('less_than', undefined, 1)).toBe(false);
  });

  it('treats whitespace, empty lists, empty date ranges, null and undefined as empty', () => {
    for (const value of [undefined, null, '', '   ', [], ['', null], { start: '', end: null }, false]) {
      expect(matchesCondition('is_empty', value, undefined), JSON.stringify(value)).toBe(true);
      expect(isEmptyValue(value)).toBe(true);
    }
    for (const value of ['a', 0, true, ['a'], { start: '2024-01-01', end: '' }]) {
      expect(matchesCondition('is_not_empty', value, undefined), JSON.stringify(value)).toBe(true);
    }
  });
});

describe('an unrated rating in conditions', () => {
  const stars = field('stars', { type: 'rating' });
  // 'ask' is hidden once the rating is empty, 'more' once it is filled.
  const ask = field('ask', { conditionalLogic: [rule('stars', 'is_empty', undefined, 'hide')] });
  const more = field('more', { conditionalLogic: [rule('stars', 'is_not_empty', undefined, 'hide')] });
  const fields = [stars, ask, more];
  const visibility = (values: Record<string, FieldValue>) => {
    const states = evaluateConditions(fields, values);
    return { ask: states.ask?.visible, more: states.more?.visible };
  };

  it('counts 0 stars as empty, as the required check does', () => {
    expect(visibility({ stars: 0 })).toEqual({ ask: false, more: true });
    expect(visibility({ stars: 0.5 })).toEqual({ ask: true, more: false });
    expect(validateField({ ...stars, required: true }, 0).map((error) => error.code)).toEqual(['required']);
  });

  it('follows a rating to and from 0 stars as the engine updates', () => {
    const engine = createConditionEngine(fields);
    engine.evaluateAll({ stars: 0 });
    expect(engine.update('stars', 3)).toEqual({
      ask: { visible: true, enabled: true, required: false },
      more: { visible: false, enabled: true, required: false },
    });
    expect(engine.update('stars', 0)).toEqual({
      ask: { visible: false, enabled: true, required: false },
      more: { visible: true, enabled: true, required: false },
    });
  });

  it('keeps 0 a value for every other type', () => {
    const count = field('count', { type: 'number' });
    const hidden = field('hidden', { conditionalLogic: [rule('count', 'is_not_empty', undefined, 'hide')] });
    expect(evaluateConditions([count, hidden], { count: 0 }).hidden?.visible).toBe(false);
    expect(matchesCondition('is_empty', 0, undefined)).toBe(false);
    expect(matchesCondition('is_empty', 0, undefined, 'rating')).toBe(true);
    expect(matchesCondition('is_not_empty', 0, undefined, 'rating')).toBe(false);
  });
});

describe('createConditionEngine', () => {
  const fields = [
    field('t'),
    field('a', { conditionalLogic: [rule('t', 'equals', 'x', 'hide')] }),
    field('b', { conditionalLogic: [rule('t', 'equals', 'x', 'set_value', { newValue: 'set' })] }),
    field('c', { conditionalLogic: [rule('b', 'equals', 'set', 'require')] }),
    field('d', { conditionalLogic: [rule('other', 'is_not_empty', undefined, 'disable')] }),
  ];

  it('evaluates every field like evaluateConditions', () => {
    const engine = createConditionEngine({ all_fields: fields });
    expect(engine.evaluateAll({ t: 'x' })).toEqual(evaluateConditions(fields, { t: 'x' }));
  });

  it('returns only the states a change alters, following set_value chains', () => {
    const engine = createConditionEngine(fields);
    engine.evaluateAll({});
    expect(engine.update('t', 'x')).toEqual({
      a: { visible: false, enabled: true, required: false },
      b: { visible: true, enabled: true, required: false, value: 'set' },
      c: { visible: true, enabled: true, required: true },
    });
    expect(engine.update('t', 'X')).toEqual({});
    expect(engine.update('b', 'typed')).toEqual({});
    expect(engine.update('other', 'anything')).toEqual({
      d: { visible: true, enabled: false, required: false },
    });
    expect(engine.states()).toEqual(evaluateConditions(fields, { t: 'X', b: 'typed', other: 'anything' }));
  });
});

describe('a trigger that is not shown', () => {
  // Own a car? → Brand (only when yes) → Model of your Tesla (required, only for a Tesla).
  const car = [
    field('a', { type: 'radio', label: 'Own a car?' }),
    field('b', { label: 'Brand', conditionalLogic: [rule('a', 'not_equals', 'yes', 'hide')] }),
    field('c', {
      label: 'Model of your Tesla',
      required: true,
      conditionalLogic: [rule('b', 'not_equals', 'tesla', 'hide')],
    }),
  ];

  it('reads as empty, so the follow-ups of a hidden answer are hidden too', () => {
    expect(evaluateConditions(car, { a: 'yes', b: 'tesla' }).c?.visible).toBe(true);
    const states = evaluateConditions(car, { a: 'no', b: 'tesla' });
    expect([states.b?.visible, states.c?.visible]).toEqual([false, false]);
    expect(validateValues({ all_fields: car }, { a: 'no', b: 'tesla' })).toEqual([]);
  });

  it('is followed by the engine: hiding a field re-evaluates the rules reading it', () => {
    const engine = createConditionEngine(car);
    engine.evaluateAll({});
    engine.update('a', 'yes');
    expect(engine.update('b', 'tesla')).toEqual({ c: { visible: true, enabled: true, required: true } });
    expect(engine.update('a', 'no')).toEqual({
      b: { visible: false, enabled: true, required: false },
      c: { visible: false, enabled: true, required: true },
    });
    // Typing into a hidden field changes nothing that reads it.
    expect(engine.update('b', 'other')).toEqual({});
    expect(engine.update('b', 'tesla')).toEqual({});
    expect(engine.update('a', 'yes')).toEqual({
      b: { visible: true, enabled: true, required: false },
      c: { visible: true, enabled: true, required: true },
    });
  });

  it('reads as empty inside a hidden container, section or accordion panel', () => {
    const layouts: Partial<FieldInput>[] = [
      { type: 'container', containerConfig: { children: ['t'] } },
      { type: 'section', sectionConfig: { children: ['t'] } },
      {
        type: 'accordion',
        sectionConfig: { panels: [{ id: 'p', children: ['t'] }] },
      },
    ];
    for (const layout of layouts) {
      const fields = [
        field('switch'),
        field('box', { ...layout, conditionalLogic: [rule('switch', 'equals', 'off', 'hide')] }),
        field('t'),
        field('follow', { required: true, conditionalLogic: [rule('t', 'is_empty', undefined, 'hide')] }),
      ];
      expect(evaluateConditions(fields, { t: 'x' }).follow?.visible, layout.type).toBe(true);
      expect(evaluateConditions(fields, { switch: 'off', t: 'x' }).follow?.visible, layout.type).toBe(false);
      const engine = createConditionEngine(fields);
      engine.evaluateAll({ t: 'x' });
      expect(engine.update('switch', 'off'), layout.type).toMatchObject({ follow: { visible: false } });
      expect(engine.update('switch', 'on'), layout.type).toMatchObject({ follow: { visible: true } });
    }
  });

  it('reads as empty when set_value put its value in place', () => {
    const fields = [
      field('a'),
      field('b', {
        conditionalLogic: [
          rule('a', 'equals', 'no', 'hide'),
          rule('a', 'is_not_empty', undefined, 'set_value', { newValue: 'set' }),
        ],
      }),
      field('c', { conditionalLogic: [rule('b', 'equals', 'set', 'require')] }),
    ];
    expect(evaluateConditions(fields, { a: 'yes' }).c?.required).toBe(true);
    expect(evaluateConditions(fields, { a: 'no' }).c?.required).toBe(false);
  });

  it('is read as entered when its rule decides whether it is shown, so the result is unique', () => {
    // A checkbox in a section that hides the section; two fields hiding each other. Re-evaluating
    // would go back and forth for ever: each rule reads its trigger as entered instead.
    const selfHiding = [
      field('box', {
        type: 'section',
        sectionConfig: { children: ['done'] },
        conditionalLogic: [rule('done', 'equals', true, 'hide')],
      }),
      field('done', { type: 'checkbox' }),
    ];
    expect(evaluateConditions(selfHiding, { done: true }).box?.visible).toBe(false);
    const mutual = [
      field('p', { conditionalLogic: [rule('q', 'equals', 'x', 'hide')] }),
      field('q', { conditionalLogic: [rule('p', 'equals', 'x', 'hide')] }),
    ];
    const states = evaluateConditions(mutual, { p: 'x', q: 'x' });
    expect([states.p?.visible, states.q?.visible]).toEqual([false, false]);
    const engine = createConditionEngine(mutual);
    engine.evaluateAll({ p: 'x' });
    engine.update('q', 'x');
    expect(engine.states()).toEqual(states);
  });

  it('ends on layout fields that hold themselves or each other', () => {
    const fields = [
      field('k1', {
        type: 'container',
        containerConfig: { children: ['k2', 'k1'] },
      }),
      field('k2', {
        type: 'container',
        containerConfig: { children: ['k1', 't'] },
        conditionalLogic: [rule('s', 'equals', 'off', 'hide')],
      }),
      field('s'),
      field('t'),
      field('follow', { conditionalLogic: [rule('t', 'is_empty', undefined, 'hide')] }),
    ];
    expect(evaluateConditions(fields, { s: 'off', t: 'x' }).follow?.visible).toBe(false);
    expect(evaluateConditions(fields, { s: 'on', t: 'x' }).follow?.visible).toBe(true);
  });
});
