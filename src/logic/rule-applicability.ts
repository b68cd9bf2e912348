// Types only from field.ts: it builds zod schemas, and validation.ts (the renderer's) imports this module;
// a value import would put zod on the renderer's path (and did: a cycle between chunks broke the bundle).
import type { Field, ValidationRuleType } from '../model/field';
import { collectsValue, type FieldType } from '../model/field-types';
import type { QuickRuleKey } from './field-rules';
import { isCheckboxGroup } from './submission-values';

/**
 * Which validation rule types apply to which fields (the Validation tab offers only these), read off
 * what validation.ts does with the value each field holds (submission-values.ts, normaliseValue):
 *
 * - minLength / maxLength measure the length of a text, or the number of items of a list of choices;
 *   a number's digits or a yes/no's 'true' are no length anyone means, the text of a date or a colour
 *   always has the same length, and an object (address, date range) is skipped.
 * - min / max read the answer as a number: met only by numbers; a list or an object is skipped, and a
 *   yes/no, a date or a colour can never be one.
 * - pattern and email test each text (each chosen value of a list); an object is skipped, and a file's
 *   or a table row's text is '[object Object]'. An email shape is never a date, a colour or a number.
 * - custom names logic the product never defined: it always passes, on any field that is checked.
 *
 * Fields nobody fills in (hidden, honeypot) and fields without an answer (content, layout, reCAPTCHA)
 * are never checked: no rule applies to them.
 */

/** What a field's answer is, as far as the rules are concerned. */
export type RuleValueShape =
  | 'text'
  | 'date'
  | 'colour'
  | 'number'
  | 'yes-no'
  | 'choices'
  | 'file'
  | 'table'
  | 'address'
  | 'date-range'
  | 'signature'
  | 'unchecked'
  | 'no-answer';

const SHAPE_OF_TYPE: Record<FieldType, RuleValueShape> = {
  text: 'text',
  email: 'text',
  url: 'text',
  phone: 'text',
  textarea: 'text',
  password: 'text',
  select: 'text',
  radio: 'text',
  multiselect: 'choices',
  // A checkbox with options is a group of choices (isCheckboxGroup): see ruleValueShape.
  checkbox: 'yes-no',
  date: 'date',
  datetime: 'date',
  time: 'date',
  color: 'colour',
  number: 'number',
  rating: 'number',
  slider: 'number',
  range: 'number',
  file: 'file',
  table: 'table',
  address: 'address',
  daterange: 'date-range',
  signature: 'signature',
  hidden: 'unchecked',
  honeypot: 'unchecked',
  heading: 'no-answer',
  paragraph: 'no-answer',
  image: 'no-answer',
  label: 'no-answer',
  container: 'no-answer',
  section: 'no-answer',
  accordion: 'no-answer',
  recaptcha: 'no-answer',
};

/** Each list in the order of VALIDATION_RULE_TYPES (model/field.ts), the order the type selector shows. */
const RULES_OF_SHAPE: Record<RuleValueShape, readonly ValidationRuleType[]> = {
  text: ['minLength', 'maxLength', 'pattern', 'email', 'custom'],
  choices: ['minLength', 'maxLength', 'pattern', 'email', 'custom'],
  date: ['pattern', 'custom'],
  colour: ['pattern', 'custom'],
  number: ['min', 'max', 'custom'],
  'yes-no': ['custom'],
  file: ['custom'],
  table: ['custom'],
  address: ['custom'],
  'date-range': ['custom'],
  signature: ['custom'],
  unchecked: [],
  'no-answer': [],
};

/** How the note names a field's answer: '… its answer is {phrase}'. */
const SHAPE_PHRASES: Record<Exclude<RuleValueShape, 'unchecked' | 'no-answer'>, string> = {
  text: 'text',
  choices: 'a list of chosen options',
  date: 'a date or a time',
  colour: 'a hex colour such as #FF0000',
  number: 'a number',
  'yes-no': 'yes or no (ticked or not)',
  file: 'an uploaded file',
  table: 'the rows of a table (limit them with Minimum rows and Maximum rows in its Advanced tab)',
  address: 'an address in parts (street, city, region, postal code, country)',
  'date-range': 'a start and an end date',
  signature: 'a signature image',
};

type RuleField = Pick<Field, 'type' | 'options'>;

/** Types that collect a value but show no input for it: nobody could see or fix an error there. */
const UNFILLED_TYPES: ReadonlySet<string> = new Set(['hidden', 'honeypot']);

/** Whether a field of this type is checked at all: it collects a value that a person enters. */
export function isValidatedType(type: string): boolean {
  return collectsValue(type) && !UNFILLED_TYPES.has(type);
}

/** The shape of the field's answer; a type this list does not know is shown as text, so it is text. */
export function ruleValueShape(field: RuleField): RuleValueShape {
  if (!collectsValue(field.type)) return 'no-answer';
  if (!isValidatedType(field.type)) return 'unchecked';
  if (isCheckboxGroup(field)) return 'choices';
  return SHAPE_OF_TYPE[field.type] ?? 'text';
}

/**
 * The validation rule types that apply to the field, in the order of VALIDATION_RULE_TYPES: the
 * Validation tab's type selector offers these. A field type maps to one list, except a checkbox, which
 * is a yes/no box alone but a list of choices with options. Empty for fields that are never checked.
 */
export function applicableRuleTypes(field: RuleField): ValidationRuleType[] {
  return [...RULES_OF_SHAPE[ruleValueShape(field)]];
}

export function ruleTypeApplies(field: RuleField, type: ValidationRuleType): boolean {
  return applicableRuleTypes(field).includes(type);
}

/**
 * Said under a rule whose type does not apply to its field (one made before the tab offered only the
 * applicable types, or imported). The rule is kept and still selectable, but not checked (validation.ts):
 * the author decides.
 */
export function inapplicableRuleNote(field: RuleField, type: ValidationRuleType): string | undefined {
  if (ruleTypeApplies(field, type)) return undefined;
  const shape = ruleValueShape(field);
  const name = `this ${field.type} field`;
  if (shape === 'no-answer')
    return `This rule does not apply to ${name}: it takes no answer. Remove the rule.`;
  if (shape === 'unchecked')
    return `This rule does not apply to ${name}: nobody fills it in, so its answer is never checked. Remove the rule.`;
  return `This rule type does not apply to ${name}: its answer is ${SHAPE_PHRASES[shape]}, so the rule is not checked. Choose another type or remove the rule.`;
}

/** Said on the Validation tab of a field no rule applies to (Add Rule is then unavailable). */
export function noApplicableRulesNote(field: RuleField): string | undefined {
  const shape = ruleValueShape(field);
  if (shape === 'no-answer')
    return `Validation rules do not apply to ${field.type} fields: they take no answer.`;
  if (shape === 'unchecked')
    return `Validation rules do not apply to ${field.type} fields: nobody fills them in, so their answers are never checked.`;
  return undefined;
}

/**
 * The 'Quick Add Common Rules' that can apply to the field: Required Field to any field that is checked;
 * Email Format, Phone Number and Website URL where the answer is free text or text choices (where an
 * email rule applies). A date or a colour takes a pattern, but never a phone number's or a URL's.
 */
export function quickRuleApplies(field: RuleField, key: QuickRuleKey): boolean {
  if (key === 'required') return applicableRuleTypes(field).length > 0;
  return ruleTypeApplies(field, 'email');
}
