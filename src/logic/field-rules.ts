import {
  COLOR_FIELD_DEFAULT,
  RATING_STEP,
  SLIDER_DEFAULT_MAX,
  SLIDER_DEFAULT_MIN,
  SLIDER_DEFAULT_STEP,
  SLIDER_MIN_STEP,
  STAR_COUNT_DEFAULT,
  STAR_COUNT_MAX,
  STAR_COUNT_MIN,
  TABLE_DEFAULT_MAX_ROWS,
  TABLE_EDITOR_DEFAULT_MIN_ROWS,
  TABLE_EDITOR_MIN_MAX_ROWS,
  TABLE_EDITOR_MIN_MIN_ROWS,
} from '../model/constants';
import type {
  ConditionActionType,
  ConditionalRule,
  ConditionOperator,
  Field,
  FieldValue,
  Option,
  TableConfig,
  ValidationRule,
  ValidationRuleType,
} from '../model/field';
import { NON_TRIGGER_TYPES } from '../model/field-types';
import { parseDecimal } from './numbers';

/** The editors' rules for validation rules, quick rules, sliders, ratings, colours, date ranges, tables and conditional rules (authoring §3–5). */

// ---- Validation rules

/** The live preview sentence of a rule (authoring §5). */
export function describeValidationRule(rule: Pick<ValidationRule, 'type' | 'value'>): string {
  const n = rule.value ?? '';
  switch (rule.type) {
    case 'minLength':
      return `Must be at least ${n} characters long`;
    case 'maxLength':
      return `Must be no more than ${n} characters long`;
    case 'min':
      return `Must be at least ${n}`;
    case 'max':
      return `Must be no more than ${n}`;
    case 'pattern':
      return `Must match pattern: ${n}`;
    case 'email':
      return 'Must be a valid email address';
    case 'custom':
      return 'Custom validation rule';
  }
}

/** The message shown when the rule fails: its own, or its preview when the author left it empty. */
export function validationRuleMessage(rule: ValidationRule): string {
  return rule.message.trim() ? rule.message : describeValidationRule(rule);
}

export const NEW_VALIDATION_RULE_MESSAGE = 'This field is required';

/** 'Add Rule' makes this: value 1 and the message 'This field is required' (authoring §5). */
export function createValidationRule(type: ValidationRuleType = 'minLength'): ValidationRule {
  return { type, value: 1, message: NEW_VALIDATION_RULE_MESSAGE };
}

/** The rule editor's value input: a number for lengths and bounds, text for a pattern. */
export function validationRuleValueInput(type: ValidationRuleType): 'number' | 'text' | 'none' {
  if (type === 'pattern') return 'text';
  if (type === 'email' || type === 'custom') return 'none';
  return 'number';
}

export const PHONE_PATTERN = '^\\+?[1-9]\\d{0,15}$';
export const URL_PATTERN = '^https?:\\/\\/.+';

export const QUICK_RULES = [
  { key: 'required', label: 'Required Field' },
  { key: 'email', label: 'Email Format' },
  { key: 'phone', label: 'Phone Number' },
  { key: 'url', label: 'Website URL' },
] as const;
export type QuickRuleKey = (typeof QUICK_RULES)[number]['key'];

const QUICK_RULE_VALUES: Record<Exclude<QuickRuleKey, 'required'>, ValidationRule> = {
  email: { type: 'email', message: 'Please enter a valid email address' },
  phone: { type: 'pattern', value: PHONE_PATTERN, message: 'Please enter a valid phone number' },
  url: { type: 'pattern', value: URL_PATTERN, message: 'Please enter a valid URL' },
};

/**
 * 'Quick Add Common Rules'. There is no 'required' rule type, so Required Field sets the field's
 * flag. Adding a rule the field already has is a no-op, so a double click does not duplicate it.
 */
export function applyQuickRule(field: Field, key: QuickRuleKey): Field {
  if (key === 'required') return { ...field, required: true };
  const rule = QUICK_RULE_VALUES[key];
  const rules = field.validation ?? [];
  const present = rules.some((r) => r.type === rule.type && r.value === rule.value);
  return present ? field : { ...field, validation: [...rules, { ...rule }] };
}

// ---- Slider (authoring §5, §9)

export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Step at least 0.01, default 1. */
export function normaliseSliderStep(step: number | undefined): number {
  return finite(step) ? Math.max(step, SLIDER_MIN_STEP) : SLIDER_DEFAULT_STEP;
}

/** The field's range with defaults 0..100 step 1; an inverted range is repaired as a new min would be. */
export function sliderRange(field: Pick<Field, 'min' | 'max' | 'step'>): SliderRange {
  const min = finite(field.min) ? field.min : SLIDER_DEFAULT_MIN;
  const max = finite(field.max) ? field.max : SLIDER_DEFAULT_MAX;
  return { min, max: max <= min ? min + 1 : max, step: normaliseSliderStep(field.step) };
}

/** A new minimum at or above the maximum pushes the maximum to minimum + 1. */
export function setSliderMin(range: SliderRange, min: number): SliderRange {
  return { ...range, min, max: min >= range.max ? min + 1 : range.max };
}

/** A new maximum at or below the minimum pulls the minimum to maximum − 1. */
export function setSliderMax(range: SliderRange, max: number): SliderRange {
  return { ...range, max, min: max <= range.min ? max - 1 : range.min };
}

export function clampSliderValue(value: number, range: Pick<SliderRange, 'min' | 'max'>): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** The default value clamped into the range; the midpoint when unset. */
export function sliderDefaultValue(field: Pick<Field, 'min' | 'max' | 'step' | 'defaultValue'>): number {
  const range = sliderRange(field);
  const wanted =
    typeof field.defaultValue === 'string' ? parseDecimal(field.defaultValue) : field.defaultValue;
  if (finite(wanted)) {
    return clampSliderValue(wanted, range);
  }
  return (range.min + range.max) / 2;
}

// ---- Rating (authoring §5, shell §9)

/** Star count 1 to 10, default 5; a fractional count rounds to whole stars. */
export function clampStarCount(count: number | undefined): number {
  if (!finite(count)) return STAR_COUNT_DEFAULT;
  return Math.min(STAR_COUNT_MAX, Math.max(STAR_COUNT_MIN, Math.round(count)));
}

/** Snaps a rating to the nearest half star within 0..starCount. */
export function normaliseRating(value: number, starCount: number | undefined): number {
  const stars = clampStarCount(starCount);
  if (!Number.isFinite(value)) return 0;
  return Math.min(stars, Math.max(0, Math.round(value / RATING_STEP) * RATING_STEP));
}

export function isValidRating(value: number, starCount: number | undefined): boolean {
  return (
    Number.isFinite(value) && value >= 0 && value <= clampStarCount(starCount) && value % RATING_STEP === 0
  );
}

// ---- Colour (authoring §5)

export const HEX_COLOR_MESSAGE = 'Please enter a valid hex color (e.g., #FF0000)';
const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

export function isHexColor(text: string): boolean {
  return HEX_COLOR.test(text);
}

/** Typed text is taken only when it is a valid colour or empty; empty resets to #000000. */
export function acceptColorInput(typed: string, current: string): string {
  const text = typed.trim();
  if (text === '') return COLOR_FIELD_DEFAULT;
  return isHexColor(text) ? text : current;
}

// ---- Date range (shell §5)

export interface DateRangeInputBounds {
  /** The start input's max: the chosen end date. */
  startMax?: string;
  /** The end input's min: the chosen start date. */
  endMin?: string;
}

export function dateRangeInputBounds(value: FieldValue | undefined): DateRangeInputBounds {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const bounds: DateRangeInputBounds = {};
  if (typeof value.end === 'string' && value.end) bounds.startMax = value.end;
  if (typeof value.start === 'string' && value.start) bounds.endMin = value.start;
  return bounds;
}

// ---- Table (authoring §5, shell §4–5)

const wholeAtLeast = (n: number | undefined, least: number, fallback: number) =>
  finite(n) ? Math.max(least, Math.floor(n)) : fallback;

/** The editor's minRows: at least 0, default 0. */
export function normaliseMinRows(minRows: number | undefined): number {
  return wholeAtLeast(minRows, TABLE_EDITOR_MIN_MIN_ROWS, TABLE_EDITOR_DEFAULT_MIN_ROWS);
}

/** The editor's maxRows: at least 1, default 10. */
export function normaliseMaxRows(maxRows: number | undefined): number {
  return wholeAtLeast(maxRows, TABLE_EDITOR_MIN_MAX_ROWS, TABLE_DEFAULT_MAX_ROWS);
}

/** Row bounds as enforced; a maximum below the minimum yields to it rather than forbid every count. */
export function tableRowBounds(config: Pick<TableConfig, 'minRows' | 'maxRows'>): {
  min: number;
  max: number;
} {
  const min = normaliseMinRows(config.minRows);
  return { min, max: Math.max(min, normaliseMaxRows(config.maxRows)) };
}

export function canAddTableRow(config: TableConfig, rowCount: number): boolean {
  return config.allowAddRows && rowCount < tableRowBounds(config).max;
}

export function canDeleteTableRow(config: TableConfig, rowCount: number): boolean {
  return config.allowDeleteRows && rowCount > tableRowBounds(config).min;
}

/**
 * Select-column options are typed comma-separated; each trimmed, non-empty entry is one option. The text
 * shows labels only, so an entry naming an option the column already has (`previous`) keeps that option's
 * value: the default table's Status is Active/active, and adding ', Pending' must not turn its stored
 * answers, default and conditions on 'active' into a value no option has. A new entry is its own value.
 */
export function parseColumnOptions(text: string, previous: readonly Option[] = []): Option[] {
  const unused = [...previous];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const at = unused.findIndex((option) => option.label.trim() === part);
      if (at < 0) return { label: part, value: part };
      const [kept] = unused.splice(at, 1) as [Option];
      return { label: part, value: kept.value };
    });
}

export function formatColumnOptions(options: readonly Option[] | undefined): string {
  return (options ?? []).map((option) => option.label).join(', ');
}

// ---- Conditional rules (authoring §2–4, §8)

export const SELECT_TRIGGER_HINT = 'Select trigger field';
export const NO_TRIGGER_PREVIEW = 'Please select a trigger field to see the rule preview.';

/** 'Add Rule': no trigger yet, operator equals, action show on the field being edited. */
export function createConditionalRule(fieldId: string, ruleId: string): ConditionalRule {
  return {
    id: ruleId,
    triggerFieldId: '',
    operator: 'equals',
    value: '',
    action: { type: 'show', targetFieldIds: [fieldId] },
  };
}

/** The two quick templates. Their labels are ours; the spec fixes only what they set. */
export const CONDITIONAL_TEMPLATES = [
  { key: 'show-when-yes', label: 'Show when "yes"' },
  { key: 'require-when-filled', label: 'Require when filled' },
] as const;
export type ConditionalTemplateKey = (typeof CONDITIONAL_TEMPLATES)[number]['key'];

/** Template 1: value 'yes', action show. Template 2: operator is_not_empty, action require. */
export function createConditionalTemplate(
  key: ConditionalTemplateKey,
  fieldId: string,
  ruleId: string,
): ConditionalRule {
  const rule = createConditionalRule(fieldId, ruleId);
  if (key === 'show-when-yes') return { ...rule, value: 'yes' };
  return { ...rule, operator: 'is_not_empty', action: { ...rule.action, type: 'require' } };
}

/**
 * Rules that can never change anything, with why (authoring §4: every field starts visible, enabled and
 * with its own required flag, and a matching rule only overrides that). 'Show when "yes"' alone is one:
 * the field is already shown. Said next to the rules, since an author expects it to hide the field first.
 */
export const INEFFECTIVE_RULE_NOTES = {
  show: 'This field starts visible: a Show rule only matters once another rule hides it. Add a Hide rule (for example, hide when the answer is not "yes").',
  enable:
    'This field starts enabled: an Enable rule only matters once another rule disables it. Add a Disable rule.',
  unrequire:
    'This field is not required: an Unrequire rule only matters once another rule requires it. Add a Require rule, or mark the field required.',
} as const;

export function ineffectiveRuleNotes(field: Field): string[] {
  const actions = new Set((field.conditionalLogic ?? []).map((rule) => rule.action.type));
  const notes: string[] = [];
  if (actions.has('show') && !actions.has('hide')) notes.push(INEFFECTIVE_RULE_NOTES.show);
  if (actions.has('enable') && !actions.has('disable')) notes.push(INEFFECTIVE_RULE_NOTES.enable);
  if (actions.has('unrequire') && !actions.has('require') && !field.required)
    notes.push(INEFFECTIVE_RULE_NOTES.unrequire);
  return notes;
}

/** Fields a rule on `fieldId` may read: not itself, and not heading, paragraph, image or container. */
export function triggerChoices(fields: readonly Field[], fieldId: string): Field[] {
  const excluded: readonly string[] = NON_TRIGGER_TYPES;
  return fields.filter((field) => field.id !== fieldId && !excluded.includes(field.type));
}

export type ConditionValueInput = 'none' | 'options' | 'number' | 'text';

/** Hidden for the emptiness operators, a dropdown for select/radio triggers, a number for numbers. */
export function conditionValueInput(
  operator: ConditionOperator,
  trigger: Pick<Field, 'type'> | undefined,
): ConditionValueInput {
  if (operator === 'is_empty' || operator === 'is_not_empty') return 'none';
  if (trigger?.type === 'select' || trigger?.type === 'radio') return 'options';
  if (trigger?.type === 'number') return 'number';
  return 'text';
}

const OPERATOR_PHRASES: Record<ConditionOperator, string> = {
  equals: 'equals',
  not_equals: 'does not equal',
  contains: 'contains',
  not_contains: 'does not contain',
  greater_than: 'is greater than',
  less_than: 'is less than',
  is_empty: 'is empty',
  is_not_empty: 'is not empty',
};

const ACTION_PHRASES: Record<ConditionActionType, (target: string) => string> = {
  show: (t) => `Show ${t}`,
  hide: (t) => `Hide ${t}`,
  require: (t) => `Require ${t}`,
  unrequire: (t) => `Make ${t} optional`,
  enable: (t) => `Enable ${t}`,
  disable: (t) => `Disable ${t}`,
  set_value: (t) => `Set ${t}`,
};

function shownValue(value: FieldValue | undefined, trigger: Field | undefined): string {
  const label = (v: FieldValue) => trigger?.options?.find((o) => o.value === String(v))?.label ?? String(v);
  if (Array.isArray(value)) return value.map((v) => label(v)).join(', ');
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : label(value);
}

/**
 * The conditional editor's preview sentence, e.g. `Show this field when "Subscribe" equals "yes"`.
 * `editedFieldId` is the field whose editor shows the rule: it is called "this field".
 */
export function describeConditionalRule(
  rule: ConditionalRule,
  fields: readonly Field[],
  editedFieldId?: string,
): string {
  if (!rule.triggerFieldId) return NO_TRIGGER_PREVIEW;
  const byId = (id: string) => fields.find((field) => field.id === id);
  const trigger = byId(rule.triggerFieldId);
  const name = (id: string) => (id === editedFieldId ? 'this field' : `"${byId(id)?.label || id}"`);
  const targets = rule.action.targetFieldIds.length ? rule.action.targetFieldIds : [editedFieldId ?? ''];
  const targetText = targets.map(name).join(', ');
  let sentence = ACTION_PHRASES[rule.action.type](targetText);
  if (rule.action.type === 'set_value') sentence += ` to "${shownValue(rule.action.newValue, undefined)}"`;
  sentence += ` when "${trigger?.label || rule.triggerFieldId}" ${OPERATOR_PHRASES[rule.operator]}`;
  if (conditionValueInput(rule.operator, trigger) !== 'none')
    sentence += ` "${shownValue(rule.value, trigger)}"`;
  return sentence;
}
