import { describe, expect, it } from 'vitest';
import {
  acceptColorInput,
  applyQuickRule,
  CONDITIONAL_TEMPLATES,
  canAddTableRow,
  canDeleteTableRow,
  clampSliderValue,
  clampStarCount,
  conditionValueInput,
  createConditionalRule,
  createConditionalTemplate,
  createValidationRule,
  dateRangeInputBounds,
  describeConditionalRule,
  describeValidationRule,
  formatColumnOptions,
  INEFFECTIVE_RULE_NOTES,
  ineffectiveRuleNotes,
  isValidRating,
  NO_TRIGGER_PREVIEW,
  normaliseMaxRows,
  normaliseMinRows,
  normaliseRating,
  normaliseSliderStep,
  PHONE_PATTERN,
  parseColumnOptions,
  QUICK_RULES,
  SELECT_TRIGGER_HINT,
  setSliderMax,
  setSliderMin,
  sliderDefaultValue,
  sliderRange,
  tableRowBounds,
  triggerChoices,
  URL_PATTERN,
  validationRuleValueInput,
} from '../../src/logic/field-rules';
import { checkPattern, testPattern } from '../../src/logic/safe-pattern';
import { type Field, fieldSchema, tableConfigSchema } from '../../src/model/field';

const field = (id: string, extra: Partial<Field> = {}): Field =>
  fieldSchema.parse({ id, type: 'text', label: id, ...extra });

describe('validation rule editor', () => {
  it('previews each rule type with the spec sentence', () => {
    expect(describeValidationRule({ type: 'minLength', value: 3 })).toBe(
      'Must be at least 3 characters long',
    );
    expect(describeValidationRule({ type: 'maxLength', value: 10 })).toBe(
      'Must be no more than 10 characters long',
    );
    expect(describeValidationRule({ type: 'min', value: 1 })).toBe('Must be at least 1');
    expect(describeValidationRule({ type: 'max', value: 99 })).toBe('Must be no more than 99');
    expect(describeValidationRule({ type: 'pattern', value: '^a+$' })).toBe('Must match pattern: ^a+$');
    expect(describeValidationRule({ type: 'email' })).toBe('Must be a valid email address');
    expect(describeValidationRule({ type: 'custom' })).toBe('Custom validation rule');
  });

  it("creates a new rule with value 1 and the message 'This field is required'", () => {
    expect(createValidationRule()).toEqual({
      type: 'minLength',
      value: 1,
      message: 'This field is required',
    });
    expect(createValidationRule('max')).toMatchObject({ type: 'max', value: 1 });
  });

  it('asks for a number for lengths and bounds and for text for a pattern', () => {
    expect(['minLength', 'maxLength', 'min', 'max'].map((t) => validationRuleValueInput(t as 'min'))).toEqual(
      ['number', 'number', 'number', 'number'],
    );
    expect(validationRuleValueInput('pattern')).toBe('text');
    expect(validationRuleValueInput('email')).toBe('none');
  });
});

describe('quick rules', () => {
  it('offers Required Field, Email Format, Phone Number and Website URL', () => {
    expect(QUICK_RULES.map((rule) => rule.label)).toEqual([
      'Required Field',
      'Email Format',
      'Phone Number',
      'Website URL',
    ]);
  });

  it('makes the field required with Required Field', () => {
    expect(applyQuickRule(field('a'), 'required').required).toBe(true);
  });

  it("adds an email rule with 'Please enter a valid email address'", () => {
    expect(applyQuickRule(field('a'), 'email').validation).toEqual([
      { type: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('adds a phone pattern: optional plus, then 1 to 16 digits starting with 1-9', () => {
    const [rule] = applyQuickRule(field('a'), 'phone').validation ?? [];
    expect(rule).toEqual({
      type: 'pattern',
      value: PHONE_PATTERN,
      message: 'Please enter a valid phone number',
    });
    const ok = (text: string) => {
      const result = testPattern(PHONE_PATTERN, text);
      return result.ok && result.matched;
    };
    expect(['+14155552671', '4915112345678', '1', '+1234567890123456'].every(ok)).toBe(true);
    expect(['0123', '+0123', '12345678901234567', '+', '12-34', ''].some(ok)).toBe(false);
  });

  it('adds a URL pattern requiring http or https', () => {
    const [rule] = applyQuickRule(field('a'), 'url').validation ?? [];
    expect(rule).toEqual({ type: 'pattern', value: URL_PATTERN, message: 'Please enter a valid URL' });
    const ok = (text: string) => {
      const result = testPattern(URL_PATTERN, text);
      return result.ok && result.matched;
    };
    expect(ok('https://example.com')).toBe(true);
    expect(ok('http://example.com/a?b=c')).toBe(true);
    expect(ok('ftp://example.com')).toBe(false);
    expect(ok('example.com')).toBe(false);
  });

  it('passes its own patterns through the safe-pattern check, and does not add a rule twice', () => {
    expect(checkPattern(PHONE_PATTERN).ok && checkPattern(URL_PATTERN).ok).toBe(true);
    const twice = applyQuickRule(applyQuickRule(field('a'), 'phone'), 'phone');
    expect(twice.validation).toHaveLength(1);
  });
});

describe('slider', () => {
  it('defaults to 0..100 in steps of 1', () => {
    expect(sliderRange({})).toEqual({ min: 0, max: 100, step: 1 });
  });

  it('moves the maximum to min + 1 when the new minimum reaches it', () => {
    expect(setSliderMin({ min: 0, max: 10, step: 1 }, 10)).toEqual({ min: 10, max: 11, step: 1 });
    expect(setSliderMin({ min: 0, max: 10, step: 1 }, 15)).toEqual({ min: 15, max: 16, step: 1 });
    expect(setSliderMin({ min: 0, max: 10, step: 1 }, 5)).toEqual({ min: 5, max: 10, step: 1 });
  });

  it('moves the minimum to max − 1 when the new maximum reaches it', () => {
    expect(setSliderMax({ min: 5, max: 10, step: 1 }, 5)).toEqual({ min: 4, max: 5, step: 1 });
    expect(setSliderMax({ min: 5, max: 10, step: 1 }, 2)).toEqual({ min: 1, max: 2, step: 1 });
    expect(setSliderMax({ min: 5, max: 10, step: 1 }, 8)).toEqual({ min: 5, max: 8, step: 1 });
  });

  it('keeps the step at least 0.01, default 1', () => {
    expect(normaliseSliderStep(undefined)).toBe(1);
    expect(normaliseSliderStep(0.001)).toBe(0.01);
    expect(normaliseSliderStep(0)).toBe(0.01);
    expect(normaliseSliderStep(0.5)).toBe(0.5);
  });

  it('clamps values and the default value into the range, and defaults to the midpoint', () => {
    expect(clampSliderValue(150, { min: 0, max: 100 })).toBe(100);
    expect(clampSliderValue(-5, { min: 0, max: 100 })).toBe(0);
    expect(sliderDefaultValue({ min: 0, max: 100 })).toBe(50);
    expect(sliderDefaultValue({ min: 10, max: 20 })).toBe(15);
    expect(sliderDefaultValue({ min: 0, max: 100, defaultValue: 250 })).toBe(100);
    expect(sliderDefaultValue({ min: 0, max: 100, defaultValue: '30' })).toBe(30);
  });
});

describe('rating', () => {
  it('clamps the star count to 1..10 with default 5', () => {
    expect([undefined, 0, -3, 1, 7, 10, 11, 99].map(clampStarCount)).toEqual([5, 1, 1, 1, 7, 10, 10, 10]);
  });

  it('supports half steps between 0 and the star count', () => {
    expect(normaliseRating(3.3, 5)).toBe(3.5);
    expect(normaliseRating(3.2, 5)).toBe(3);
    expect(normaliseRating(7, 5)).toBe(5);
    expect(normaliseRating(-1, 5)).toBe(0);
    expect([isValidRating(2.5, 5), isValidRating(2.25, 5), isValidRating(6, 5)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('colour input', () => {
  it('accepts typed text only when it is a 6-digit hex colour or empty, and resets empty to #000000', () => {
    expect(acceptColorInput('#FF0000', '#123456')).toBe('#FF0000');
    expect(acceptColorInput('#ff00', '#123456')).toBe('#123456');
    expect(acceptColorInput('red', '#123456')).toBe('#123456');
    expect(acceptColorInput('', '#123456')).toBe('#000000');
  });
});

describe('date range inputs', () => {
  it("bounds the start input's max by the end and the end input's min by the start", () => {
    expect(dateRangeInputBounds({ start: '2024-01-01', end: '2024-02-01' })).toEqual({
      startMax: '2024-02-01',
      endMin: '2024-01-01',
    });
    expect(dateRangeInputBounds({ start: '2024-01-01', end: null })).toEqual({ endMin: '2024-01-01' });
    expect(dateRangeInputBounds(undefined)).toEqual({});
  });
});

describe('table config', () => {
  it('keeps minRows at least 0 (default 0) and maxRows at least 1 (default 10)', () => {
    expect([undefined, -2, 0, 3].map(normaliseMinRows)).toEqual([0, 0, 0, 3]);
    expect([undefined, -2, 0, 1, 25].map(normaliseMaxRows)).toEqual([10, 1, 1, 1, 25]);
  });

  it('turns comma-separated select column options into options and back', () => {
    expect(parseColumnOptions('Active, Inactive ,,  Pending')).toEqual([
      { label: 'Active', value: 'Active' },
      { label: 'Inactive', value: 'Inactive' },
      { label: 'Pending', value: 'Pending' },
    ]);
    expect(formatColumnOptions(parseColumnOptions('a,b'))).toBe('a, b');
  });

  it('keeps the value of an option the column already has, matched by its label', () => {
    const previous = [
      { label: 'Active', value: 'active' },
      { label: 'Inactive', value: 'inactive' },
    ];
    expect(parseColumnOptions('Inactive, Active, Pending', previous)).toEqual([
      { label: 'Inactive', value: 'inactive' },
      { label: 'Active', value: 'active' },
      { label: 'Pending', value: 'Pending' },
    ]);
    // Each earlier option is taken once: a repeated label is a new option.
    expect(parseColumnOptions('Active, Active', previous).map((o) => o.value)).toEqual(['active', 'Active']);
  });

  it('adds rows until maxRows and removes them until minRows, when allowed', () => {
    const config = tableConfigSchema.parse({ minRows: 1, maxRows: 3 });
    expect([canAddTableRow(config, 2), canAddTableRow(config, 3)]).toEqual([true, false]);
    expect([canDeleteTableRow(config, 2), canDeleteTableRow(config, 1)]).toEqual([true, false]);
    expect(canAddTableRow({ ...config, allowAddRows: false }, 0)).toBe(false);
    expect(tableRowBounds({ minRows: 5, maxRows: 2 })).toEqual({ min: 5, max: 5 });
  });
});

describe('conditional rule editor', () => {
  it('creates a rule with no trigger, operator equals and action show on the edited field', () => {
    expect(createConditionalRule('f1', 'r1')).toEqual({
      id: 'r1',
      triggerFieldId: '',
      operator: 'equals',
      value: '',
      action: { type: 'show', targetFieldIds: ['f1'] },
    });
  });

  it('names the rules that can change nothing: show without hide, enable without disable, unrequire unrequired', () => {
    const field = (actions: string[], required = false) =>
      ({
        id: 'f1',
        type: 'text',
        label: 'F',
        required,
        conditionalLogic: actions.map((type, i) => ({
          ...createConditionalRule('f1', `r${i}`),
          action: { type, targetFieldIds: ['f1'] },
        })),
      }) as Field;
    expect(ineffectiveRuleNotes(field(['show']))).toEqual([INEFFECTIVE_RULE_NOTES.show]);
    expect(ineffectiveRuleNotes(field(['show', 'hide']))).toEqual([]);
    expect(ineffectiveRuleNotes(field(['enable', 'unrequire']))).toEqual([
      INEFFECTIVE_RULE_NOTES.enable,
      INEFFECTIVE_RULE_NOTES.unrequire,
    ]);
    expect(ineffectiveRuleNotes(field(['unrequire'], true))).toEqual([]);
    expect(ineffectiveRuleNotes(field(['require', 'unrequire', 'disable', 'hide']))).toEqual([]);
  });

  it("makes Template 1 show on 'yes' and Template 2 require when not empty", () => {
    const [one, two] = CONDITIONAL_TEMPLATES.map((t) => createConditionalTemplate(t.key, 'f1', 'r1'));
    expect(one).toMatchObject({
      operator: 'equals',
      value: 'yes',
      action: { type: 'show', targetFieldIds: ['f1'] },
    });
    expect(two).toMatchObject({
      operator: 'is_not_empty',
      action: { type: 'require', targetFieldIds: ['f1'] },
    });
  });

  it('hints and previews the missing trigger with the spec texts', () => {
    expect(SELECT_TRIGGER_HINT).toBe('Select trigger field');
    expect(describeConditionalRule(createConditionalRule('f1', 'r1'), [])).toBe(
      'Please select a trigger field to see the rule preview.',
    );
    expect(NO_TRIGGER_PREVIEW).toBe('Please select a trigger field to see the rule preview.');
  });

  it('previews a complete rule as a sentence naming the trigger and the option label', () => {
    const fields = [
      field('sub', { type: 'select', label: 'Subscribe', options: [{ label: 'Yes please', value: 'yes' }] }),
      field('email', { label: 'Email' }),
    ];
    const rule = { ...createConditionalRule('email', 'r1'), triggerFieldId: 'sub', value: 'yes' };
    expect(describeConditionalRule(rule, fields, 'email')).toBe(
      'Show this field when "Subscribe" equals "Yes please"',
    );
    const filled = createConditionalTemplate('require-when-filled', 'email', 'r2');
    expect(describeConditionalRule({ ...filled, triggerFieldId: 'sub' }, fields, 'email')).toBe(
      'Require this field when "Subscribe" is not empty',
    );
  });

  it('chooses the value input by operator and trigger type', () => {
    expect(conditionValueInput('is_empty', { type: 'select' })).toBe('none');
    expect(conditionValueInput('is_not_empty', { type: 'text' })).toBe('none');
    expect(conditionValueInput('equals', { type: 'select' })).toBe('options');
    expect(conditionValueInput('equals', { type: 'radio' })).toBe('options');
    expect(conditionValueInput('greater_than', { type: 'number' })).toBe('number');
    expect(conditionValueInput('contains', { type: 'textarea' })).toBe('text');
    expect(conditionValueInput('equals', undefined)).toBe('text');
  });

  it('offers every field as a trigger except itself and heading, paragraph, image and container', () => {
    const fields = ['text', 'heading', 'paragraph', 'image', 'container', 'select', 'label'].map((type, i) =>
      field(`f${i}`, { type: type as Field['type'] }),
    );
    expect(triggerChoices(fields, 'f0').map((f) => f.type)).toEqual(['select', 'label']);
  });
});
