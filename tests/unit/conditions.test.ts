import { describe, expect, it } from 'vitest';
import {
  createConditionEngine,
  evaluateConditions,
  isEmptyValue,
  matchesCondition,
  resolveValues,
} from '../../src/logic/conditions';
import { validateField } from '../../src/logic/validation';
import type {
  ConditionActionType,
  ConditionalRule,
  ConditionOperator,
  Field,
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

function field(id: string, extra: Partial<Field> = {}): Field {
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
