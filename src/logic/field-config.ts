import {
  BORDER_RADIUS_PX,
  COLOR_FIELD_DEFAULT,
  type ConditionActionType,
  type ConditionalRule,
  type ConditionOperator,
  collectsValue,
  DEFAULT_BACKGROUND_COLOR,
  DEFAULT_BORDER_COLOR,
  DEFAULT_TEXT_COLOR,
  type Field,
  type FieldType,
  type FieldValue,
  FONT_SIZE_PX,
  type Option,
  SPACING_PX,
  type ValidationRule,
  type ValidationRuleType,
} from '../model';
import {
  applyQuickRule,
  type ConditionValueInput,
  clampSliderValue,
  clampStarCount,
  HEX_COLOR_MESSAGE,
  isHexColor,
  normaliseRating,
  type QuickRuleKey,
  setSliderMax,
  setSliderMin,
  sliderRange,
  validationRuleValueInput,
} from './field-rules';
import { parseDecimal } from './numbers';
import { deriveOptionValue, nextOptionDefaults } from './options';

/**
 * The field configuration dialog's rules (authoring §2–5, §9) that field-rules.ts does not already hold:
 * which inputs a field type gets, editor drafts, patches that keep related properties consistent, and
 * the values the previews show. Pure, so the editors stay thin and this is tested without a DOM.
 */

// ---- Lists

/** Whether the item at `index` can move one step by `delta` (up −1, down +1). */
export function canMoveItem(length: number, index: number, delta: -1 | 1): boolean {
  const target = index + delta;
  return Number.isInteger(index) && index >= 0 && index < length && target >= 0 && target < length;
}

/** The list with one item moved a step up or down; the same items when it cannot move. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  if (!canMoveItem(list.length, index, delta)) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1) as [T];
  next.splice(index + delta, 0, item);
  return next;
}

/** Text typed into a number input as a finite number; undefined while it is empty or half typed ('-', '1e'). */
export function parseNumberInput(text: string): number | undefined {
  const value = parseDecimal(text);
  return Number.isFinite(value) ? value : undefined;
}

// ---- Which inputs the Basic tab shows

export interface BasicProperties {
  /** The caption of the label input: content fields use the label as their text. */
  labelCaption: string;
  name: boolean;
  /** 'imageUrl': an image keeps its URL in the placeholder (authoring §3). */
  placeholder: 'text' | 'imageUrl' | false;
  /** 'paragraph': a paragraph's text lives in its description. */
  description: 'text' | 'paragraph';
  helpText: boolean;
  required: boolean;
}

const PLACEHOLDER_TYPES: ReadonlySet<string> = new Set([
  'text',
  'email',
  'url',
  'phone',
  'number',
  'textarea',
  'password',
  'select',
  'multiselect',
  'address',
]);
/** Collect a value, but nobody fills them in, so required and help text mean nothing. */
const UNFILLED_TYPES: ReadonlySet<string> = new Set(['hidden', 'honeypot', 'recaptcha']);

export function basicPropertiesOf(type: FieldType): BasicProperties {
  const filled = collectsValue(type) && !UNFILLED_TYPES.has(type);
  const captions: Partial<Record<FieldType, string>> = { heading: 'Heading text', label: 'Label text' };
  return {
    labelCaption: captions[type] ?? 'Label',
    name: collectsValue(type),
    placeholder: type === 'image' ? 'imageUrl' : PLACEHOLDER_TYPES.has(type) ? 'text' : false,
    description: type === 'paragraph' ? 'paragraph' : 'text',
    helpText: filled,
    required: filled,
  };
}

export type DefaultValueEditor =
  | { kind: 'none' }
  | {
      kind: 'input';
      inputType: 'text' | 'email' | 'url' | 'tel' | 'number' | 'date' | 'time' | 'datetime-local';
    }
  | { kind: 'textarea' | 'checkbox' | 'choice' | 'slider' | 'rating' | 'color' | 'heading' };

const INPUT_TYPES = {
  text: 'text',
  password: 'text',
  hidden: 'text',
  address: 'text',
  email: 'email',
  url: 'url',
  phone: 'tel',
  number: 'number',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
} as const;
const EDITOR_KINDS = {
  textarea: 'textarea',
  checkbox: 'checkbox',
  select: 'choice',
  radio: 'choice',
  slider: 'slider',
  range: 'slider',
  rating: 'rating',
  color: 'color',
  heading: 'heading',
} as const;

/** How the Basic tab edits a type's defaultValue; none for lists, files, layouts and content. */
export function defaultValueEditor(type: FieldType): DefaultValueEditor {
  if (type in INPUT_TYPES) return { kind: 'input', inputType: INPUT_TYPES[type as keyof typeof INPUT_TYPES] };
  if (type in EDITOR_KINDS) return { kind: EDITOR_KINDS[type as keyof typeof EDITOR_KINDS] };
  return { kind: 'none' };
}

/** The defaultValue as an input shows it: text for scalars, '' for anything else. */
export function defaultValueText(value: FieldValue | undefined): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

// ---- Option editor draft (authoring §2)

/** The 'add option' inputs. The value follows the label until the author types a value of their own. */
export interface OptionDraft {
  label: string;
  value: string;
  valueEdited: boolean;
}

/** Starts as 'Option N' / 'optionN' for the next N. */
export function newOptionDraft(options: readonly Option[]): OptionDraft {
  return { ...nextOptionDefaults(options), valueEdited: false };
}

export function setOptionDraftLabel(draft: OptionDraft, label: string): OptionDraft {
  return { ...draft, label, value: draft.valueEdited ? draft.value : deriveOptionValue(label) };
}

/**
 * Typing a value stops the derivation. Clearing it hands the value back to the label from the next
 * label keystroke on; it stays empty for now, so backspacing does not refill the input under the caret.
 */
export function setOptionDraftValue(draft: OptionDraft, value: string): OptionDraft {
  return { ...draft, value, valueEdited: value !== '' };
}

// ---- Slider and rating (authoring §5)

type SliderFields = Pick<Field, 'min' | 'max' | 'step' | 'defaultValue'>;
export type SliderPatch = Pick<Field, 'min' | 'max'> & Partial<Pick<Field, 'defaultValue'>>;

/** A stored numeric default that the new range leaves outside is pulled back in. */
function withClampedDefault(field: SliderFields, range: { min: number; max: number }): SliderPatch {
  const patch: SliderPatch = { min: range.min, max: range.max };
  if (typeof field.defaultValue === 'number') {
    const clamped = clampSliderValue(field.defaultValue, range);
    if (clamped !== field.defaultValue) patch.defaultValue = clamped;
  }
  return patch;
}

/** A new minimum at or above the maximum pushes the maximum to minimum + 1. */
export function sliderMinPatch(field: SliderFields, min: number): SliderPatch {
  return withClampedDefault(field, setSliderMin(sliderRange(field), min));
}

/** A new maximum at or below the minimum pulls the minimum to maximum − 1. */
export function sliderMaxPatch(field: SliderFields, max: number): SliderPatch {
  return withClampedDefault(field, setSliderMax(sliderRange(field), max));
}

export function sliderDefaultPatch(field: SliderFields, value: number): Pick<Field, 'defaultValue'> {
  return { defaultValue: clampSliderValue(value, sliderRange(field)) };
}

/** The star count clamped to 1..10; a default rating above the new count comes down with it. */
export function starCountPatch(
  field: Pick<Field, 'defaultValue'>,
  count: number,
): Pick<Field, 'starCount'> & Partial<Pick<Field, 'defaultValue'>> {
  const starCount = clampStarCount(count);
  const patch: Pick<Field, 'starCount'> & Partial<Pick<Field, 'defaultValue'>> = { starCount };
  if (typeof field.defaultValue === 'number' && field.defaultValue > starCount)
    patch.defaultValue = starCount;
  return patch;
}

/** A default rating snapped to half stars within 0..starCount. */
export function ratingDefaultPatch(
  field: Pick<Field, 'starCount'>,
  value: number,
): Pick<Field, 'defaultValue'> {
  return { defaultValue: normaliseRating(value, field.starCount) };
}

// ---- Colours

export type ColorInputCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * What a typed colour becomes (authoring §5): a 6-digit hex colour is taken, empty stands for the
 * fallback (#000000 for the colour field; the §9 default for styling colours), anything else is
 * refused with 'Please enter a valid hex color (e.g., #FF0000)'.
 */
export function checkColorInput(typed: string, fallback: string = COLOR_FIELD_DEFAULT): ColorInputCheck {
  const text = typed.trim();
  if (text === '') return { ok: true, value: fallback };
  return isHexColor(text) ? { ok: true, value: text } : { ok: false, message: HEX_COLOR_MESSAGE };
}

// ---- Validation rules editor

/** Switching type keeps the value only when the new type reads the same kind of value. */
export function changeValidationRuleType(rule: ValidationRule, type: ValidationRuleType): ValidationRule {
  const before = validationRuleValueInput(rule.type);
  const after = validationRuleValueInput(type);
  const { value: _dropped, ...rest } = rule;
  if (after === 'none') return { ...rest, type };
  if (after === before) return { ...rule, type };
  return { ...rest, type, value: after === 'number' ? 1 : '' };
}

/** The part of a field that a quick rule changes, as a patch for the dialog's onChange. */
export function quickRulePatch(field: Field, key: QuickRuleKey): Partial<Field> {
  const next = applyQuickRule(field, key);
  return key === 'required' ? { required: next.required } : { validation: next.validation ?? [] };
}

// ---- Conditional rules editor

/** A rule always targets the field being edited (authoring §3). */
function targetingField(rule: ConditionalRule, fieldId: string): ConditionalRule {
  return { ...rule, action: { ...rule.action, targetFieldIds: [fieldId] } };
}

/** A new trigger starts with an empty value: the old one may not be one of its options. */
export function changeConditionTrigger(
  rule: ConditionalRule,
  triggerFieldId: string,
  fieldId: string,
): ConditionalRule {
  return targetingField({ ...rule, triggerFieldId, value: '' }, fieldId);
}

export function changeConditionOperator(
  rule: ConditionalRule,
  operator: ConditionOperator,
  fieldId: string,
): ConditionalRule {
  return targetingField({ ...rule, operator }, fieldId);
}

/** Only set_value carries a new value; it starts empty. */
export function changeConditionAction(
  rule: ConditionalRule,
  type: ConditionActionType,
  fieldId: string,
): ConditionalRule {
  const action =
    type === 'set_value'
      ? { type, targetFieldIds: [fieldId], newValue: rule.action.newValue ?? '' }
      : { type, targetFieldIds: [fieldId] };
  return { ...rule, action };
}

/** The rule's value from its input: a number for a number trigger (empty stays ''), else the text. */
export function conditionValueFromInput(kind: ConditionValueInput, text: string): FieldValue {
  if (kind !== 'number') return text;
  return parseNumberInput(text) ?? '';
}

// ---- Styling (authoring §9)

export const FONT_WEIGHT_VALUES = { light: 300, normal: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** The style preview's values, every unset property at its §9 default. */
export interface FieldStyleValues {
  marginTop: number;
  marginBottom: number;
  borderRadius: number;
  backgroundColor: string;
  color: string;
  borderColor: string;
  fontSize: number;
  fontWeight: number;
  textAlign: 'left' | 'center' | 'right';
}

export function fieldStyleValues(field: Field): FieldStyleValues {
  return {
    marginTop: SPACING_PX[field.marginTop ?? 'none'],
    marginBottom: SPACING_PX[field.marginBottom ?? 'none'],
    borderRadius: BORDER_RADIUS_PX[field.borderStyle ?? 'default'],
    backgroundColor: field.backgroundColor || DEFAULT_BACKGROUND_COLOR,
    color: field.textColor || DEFAULT_TEXT_COLOR,
    borderColor: field.borderColor || DEFAULT_BORDER_COLOR,
    fontSize: FONT_SIZE_PX[field.fontSize ?? 'medium'],
    fontWeight: FONT_WEIGHT_VALUES[field.fontWeight ?? 'normal'],
    textAlign: field.textAlign ?? 'left',
  };
}
