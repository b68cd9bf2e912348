import { describe, expect, it } from 'vitest';
import {
  applicableRuleTypes,
  inapplicableRuleNote,
  noApplicableRulesNote,
  quickRuleApplies,
  ruleTypeApplies,
  ruleValueShape,
} from '../../src/logic/rule-applicability';
import { validateField } from '../../src/logic/validation';
import {
  FIELD_TYPES,
  type FieldType,
  type FieldValue,
  VALIDATION_RULE_TYPES,
  type ValidationRule,
  type ValidationRuleType,
} from '../../src/model';
import { makeField } from './support/schema-fixtures';

const TEXT_RULES = ['minLength', 'maxLength', 'pattern', 'email', 'custom'];
const group = () =>
  makeField('g', 'checkbox', {
    options: [
      { label: 'A', value: 'a' },
      { label: 'B', value: 'b' },
    ],
  });

describe('applicableRuleTypes()', () => {
  it('lists the types of every field in the order of VALIDATION_RULE_TYPES', () => {
    for (const type of FIELD_TYPES) {
      for (const field of [makeField('f', type), { ...group(), type }]) {
        const offered = applicableRuleTypes(field);
        expect(offered, type).toEqual(VALIDATION_RULE_TYPES.filter((rule) => offered.includes(rule)));
      }
    }
  });

  it('offers text rules for text answers and number rules for number answers', () => {
    for (const type of ['text', 'email', 'url', 'phone', 'textarea', 'password', 'select', 'radio'] as const)
      expect(applicableRuleTypes(makeField('f', type)), type).toEqual(TEXT_RULES);
    for (const type of ['number', 'rating', 'slider', 'range'] as const)
      expect(applicableRuleTypes(makeField('f', type)), type).toEqual(['min', 'max', 'custom']);
  });

  it('offers lengths (counts of choices) and text rules for multiselects and checkbox groups', () => {
    expect(applicableRuleTypes(makeField('f', 'multiselect'))).toEqual(TEXT_RULES);
    expect(applicableRuleTypes(group())).toEqual(TEXT_RULES);
  });

  it('offers only a pattern (and custom) for dates, times and colours', () => {
    for (const type of ['date', 'datetime', 'time', 'color'] as const)
      expect(applicableRuleTypes(makeField('f', type)), type).toEqual(['pattern', 'custom']);
  });

  it('offers no length, bound, pattern or email for a yes/no checkbox, a file, a table or an object', () => {
    for (const type of ['checkbox', 'file', 'table', 'address', 'daterange', 'signature'] as const)
      expect(applicableRuleTypes(makeField('f', type)), type).toEqual(['custom']);
    expect(ruleTypeApplies(makeField('f', 'checkbox'), 'min')).toBe(false);
    expect(ruleTypeApplies(makeField('f', 'file'), 'max')).toBe(false);
    expect(ruleTypeApplies(makeField('f', 'number'), 'minLength')).toBe(false);
  });

  it('offers nothing for fields that are never checked: no answer, or nobody fills them in', () => {
    const none: FieldType[] = [
      'heading',
      'paragraph',
      'image',
      'label',
      'container',
      'section',
      'accordion',
      'recaptcha',
      'hidden',
      'honeypot',
    ];
    for (const type of none) expect(applicableRuleTypes(makeField('f', type)), type).toEqual([]);
  });

  it('lists types in the order of VALIDATION_RULE_TYPES, custom for every checked field', () => {
    for (const type of FIELD_TYPES) {
      const types = applicableRuleTypes(makeField('f', type));
      expect(types).toEqual(VALIDATION_RULE_TYPES.filter((t) => types.includes(t)));
      expect(types.length === 0 || types.includes('custom'), type).toBe(true);
    }
  });
});

// Answers of each shape as the renderer holds them (normaliseValue), for the cross-check below.
const SAMPLES: Partial<Record<FieldType, FieldValue[]>> = {
  text: ['ab', 'xyzxyz', 'a@b.co'],
  email: ['ab', 'xyzxyz', 'a@b.co'],
  url: ['ab', 'xyzxyz', 'a@b.co'],
  phone: ['ab', 'xyzxyz', 'a@b.co'],
  textarea: ['ab', 'xyzxyz', 'a@b.co'],
  password: ['ab', 'xyzxyz', 'a@b.co'],
  select: ['ab', 'xyzxyz', 'a@b.co'],
  radio: ['ab', 'xyzxyz', 'a@b.co'],
  multiselect: [['a'], ['w', 'x', 'y', 'z'], ['a@b.co']],
  date: ['2024-05-01', '2023-01-01'],
  datetime: ['2024-05-01T10:00', '2023-01-01T12:00'],
  time: ['10:30', '23:00'],
  color: ['#FF0000', '#00FF00'],
  number: [1, 10],
  rating: [1, 4.5],
  slider: [1, 10],
  range: [1, 10],
};
const RULE_CANDIDATES: Record<Exclude<ValidationRuleType, 'custom'>, ValidationRule[]> = {
  minLength: [{ type: 'minLength', value: 3, message: 'm' }],
  maxLength: [{ type: 'maxLength', value: 3, message: 'm' }],
  min: [{ type: 'min', value: 3, message: 'm' }],
  max: [{ type: 'max', value: 3, message: 'm' }],
  pattern: ['^a', '^2024', '^1', '^#F'].map((value) => ({ type: 'pattern', value, message: 'm' })),
  email: [{ type: 'email', message: 'm' }],
};

describe('applicable rules, checked against validation.ts', () => {
  it('each offered rule can both pass and fail on answers of the field', () => {
    for (const [type, samples] of Object.entries(SAMPLES) as [FieldType, FieldValue[]][]) {
      for (const ruleType of applicableRuleTypes(makeField('f', type))) {
        if (ruleType === 'custom') continue;
        const outcomes = RULE_CANDIDATES[ruleType].map((rule) => {
          const field = makeField('f', type, { validation: [rule] });
          return samples.map((value) => validateField(field, value).some((error) => error.code === ruleType));
        });
        const decides = outcomes.some((fails) => fails.includes(true) && fails.includes(false));
        expect(decides, `${ruleType} on ${type}`).toBe(true);
      }
    }
  });

  it('the rules left out are not checked: there they could only refuse every answer, or none', () => {
    const fails = (type: FieldType, rule: ValidationRule, value: FieldValue) =>
      validateField(makeField('f', type, { validation: [rule] }), value).length > 0;
    // A yes/no is never a number: a minimum on a checkbox would refuse every ticked box.
    expect(fails('checkbox', { type: 'min', value: 0, message: 'm' }, true)).toBe(false);
    // An email shape is never a date: the form could never be sent.
    expect(fails('date', { type: 'email', message: 'm' }, '2024-05-01')).toBe(false);
    expect(fails('color', { type: 'max', value: 3, message: 'm' }, '#FF0000')).toBe(false);
    const file = [{ name: 'a.pdf', size: 1, type: 'application/pdf' }];
    expect(fails('file', { type: 'max', value: 0, message: 'm' }, file)).toBe(false);
    expect(fails('address', { type: 'minLength', value: 99, message: 'm' }, { street: 'x' })).toBe(false);
    // The same rules where they apply are checked.
    expect(fails('number', { type: 'min', value: 5, message: 'm' }, 1)).toBe(true);
    expect(fails('text', { type: 'email', message: 'm' }, '2024-05-01')).toBe(true);
  });
});

describe('ruleValueShape()', () => {
  it('tells a yes/no checkbox from a checkbox group', () => {
    expect(ruleValueShape(makeField('f', 'checkbox'))).toBe('yes-no');
    expect(ruleValueShape(group())).toBe('choices');
  });
});

describe('inapplicableRuleNote()', () => {
  it('says nothing for a rule that applies', () => {
    expect(inapplicableRuleNote(makeField('f', 'number'), 'min')).toBeUndefined();
    expect(inapplicableRuleNote(makeField('f', 'text'), 'pattern')).toBeUndefined();
  });

  it("names the field's answer and what to do about a rule that does not apply", () => {
    expect(inapplicableRuleNote(makeField('f', 'checkbox'), 'min')).toBe(
      'This rule type does not apply to this checkbox field: its answer is yes or no (ticked or not), so the rule is not checked. Choose another type or remove the rule.',
    );
    expect(inapplicableRuleNote(makeField('f', 'number'), 'minLength')).toBe(
      'This rule type does not apply to this number field: its answer is a number, so the rule is not checked. Choose another type or remove the rule.',
    );
    expect(inapplicableRuleNote(makeField('f', 'file'), 'max')).toContain('its answer is an uploaded file');
    expect(inapplicableRuleNote(makeField('f', 'heading'), 'minLength')).toBe(
      'This rule does not apply to this heading field: it takes no answer. Remove the rule.',
    );
    expect(inapplicableRuleNote(makeField('f', 'hidden'), 'pattern')).toBe(
      'This rule does not apply to this hidden field: nobody fills it in, so its answer is never checked. Remove the rule.',
    );
  });
});

describe('noApplicableRulesNote()', () => {
  it('explains a field no rule applies to, and is silent otherwise', () => {
    expect(noApplicableRulesNote(makeField('f', 'paragraph'))).toBe(
      'Validation rules do not apply to paragraph fields: they take no answer.',
    );
    expect(noApplicableRulesNote(makeField('f', 'honeypot'))).toBe(
      'Validation rules do not apply to honeypot fields: nobody fills them in, so their answers are never checked.',
    );
    expect(noApplicableRulesNote(makeField('f', 'address'))).toBeUndefined();
    expect(noApplicableRulesNote(makeField('f', 'text'))).toBeUndefined();
  });
});

describe('quickRuleApplies()', () => {
  const offered = (type: FieldType) =>
    (['required', 'email', 'phone', 'url'] as const).filter((key) =>
      quickRuleApplies(makeField('f', type), key),
    );

  it('offers every quick rule on text, only Required Field where no pattern or email applies', () => {
    expect(offered('text')).toEqual(['required', 'email', 'phone', 'url']);
    expect(offered('number')).toEqual(['required']);
    expect(offered('checkbox')).toEqual(['required']);
    expect(offered('file')).toEqual(['required']);
  });

  it('offers no phone, URL or email format on a date or a colour, which could never match them', () => {
    expect(offered('date')).toEqual(['required']);
    expect(offered('color')).toEqual(['required']);
  });

  it('offers none on a field that is never checked', () => {
    expect(offered('heading')).toEqual([]);
    expect(offered('hidden')).toEqual([]);
  });
});
