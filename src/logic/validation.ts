import type { Field, FieldValue, TableColumn, ValidationRule, ValidationRuleType } from '../model/field';
import { isHttpUrl } from '../model/urls';
import {
  evaluateConditions,
  type FieldState,
  type FieldStates,
  type FormValues,
  isEmptyValue,
  isUnanswered,
  ownValue,
} from './conditions';
import {
  clampStarCount,
  describeValidationRule,
  HEX_COLOR_MESSAGE,
  isHexColor,
  isValidRating,
  sliderRange,
  tableRowBounds,
  URL_PATTERN,
  validationRuleMessage,
} from './field-rules';
import { numberOf } from './numbers';
import { isValidatedType, ruleTypeApplies } from './rule-applicability';
import { testPattern } from './safe-pattern';
import { textOf, withKnownChoices } from './submission-values';

/**
 * Field value checks (authoring §5, shell §5). Errors are data with stable codes; the messages are the
 * spec's where it gives one.
 *
 * - Only fields shown after conditions are checked: hidden fields, fields inside a hidden container,
 *   section or accordion, and disabled fields (the user cannot change them, so an error could never be
 *   fixed) are skipped.
 * - Fields of the types nobody fills in (hidden, honeypot) are never checked: they show no error, so
 *   one would block the submission with nothing on screen to explain or fix it.
 * - An empty field gives '{label} is required' when it is required after conditions, and nothing else;
 *   {label} is the name the field is shown by (fieldLabel: the label, else placeholder, name or id).
 * - Every other check runs only when a value is present.
 * - Types bring their own checks: an email field and an email table column need the email shape
 *   (unless an email rule of their own says so), a url field an http(s) URL ('Please enter a valid URL',
 *   the Website URL quick rule's message), a number column a number.
 * - A 'custom' rule has no runtime check: it names logic the product never defined, so it always passes.
 * - A rule without a usable value (a length that is not a number, an empty pattern) is skipped; an
 *   unsafe pattern is skipped too (the builder refuses to save one, see safe-pattern.ts), while a value
 *   too long to test safely fails the rule.
 * - A rule that cannot measure the value's shape is skipped, as pattern and email rules on an object
 *   are: a length of an object (an address, a date range; as text it is '[object Object]', so an
 *   address with a minimum length of 20 failed whatever was typed) and a number bound on a list or an
 *   object (no answer could ever meet it). The Validation tab offers only the rule types that apply to
 *   the field's answer (rule-applicability.ts); a rule made or imported before is kept, with a note, and not
 *   checked.
 * - Labels are used as stored; callers that resolve {{variable}} tokens pass fields with resolved labels.
 */

/** A failed validation rule reports its own type ('custom' never fails, see above). */
export type ValidationCode =
  | ValidationRuleType
  | 'required'
  | 'number'
  | 'url'
  | 'option'
  | 'date_range_order'
  | 'color'
  | 'rating'
  | 'slider_range'
  | 'table_min_rows'
  | 'table_max_rows'
  | 'table_cell_required';

export interface ValidationError {
  fieldId: string;
  code: ValidationCode;
  message: string;
  /** For table cells: the row (0-based) and the column id. */
  row?: number;
  columnId?: string;
}

export const DATE_RANGE_ORDER_MESSAGE = 'Start date must be before end date';
export const EMAIL_FORMAT_MESSAGE = 'Please enter a valid email address';
export const NUMBER_MESSAGE = 'Must be a number';
/** The Website URL quick rule's message (authoring §5), for url fields without that rule too. */
export const URL_FORMAT_MESSAGE = 'Please enter a valid URL';
/** A select, radio, multiselect or checkbox group answered with a value none of its options has. */
export const OPTION_MESSAGE = 'Please select one of the available options';
/** A date, datetime or time field answered with text its box cannot show ('05/01/2024'). */
export const DATE_FORMAT_MESSAGES = {
  date: 'Please enter a valid date',
  datetime: 'Please enter a valid date and time',
  time: 'Please enter a valid time',
} as const;

/**
 * The name a field is shown and spoken by: its label, else its placeholder, its name, its id (an unlabelled
 * control would have no accessible name). The renderer shows it and '{label} is required' says it, here
 * and on the server, which runs this same check.
 */
export function fieldLabel(field: Pick<Field, 'id' | 'label' | 'placeholder' | 'name'>): string {
  return field.label.trim() || field.placeholder?.trim() || field.name?.trim() || field.id;
}

/**
 * '{label} is required' for the name fieldLabel gives. That name ends at the field's id, but an id may be
 * blank ('  ': the schema asks for 1 to 200 characters, any): such a field is 'This field'.
 */
export function requiredMessage(label: string): string {
  return `${label.trim() || 'This field'} is required`;
}

/**
 * The simple {something}@{something}.{something} shape: one '@', no whitespace, and a dot in the
 * domain with text on both sides. Written without a regex so no input can make it backtrack.
 */
export function isEmailShape(text: string): boolean {
  if (/\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@')) return false;
  const domain = text.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}

type Row = { [key: string]: FieldValue };
const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A table value is a list of rows, a {columns, rows} object, or that object as JSON text (shell §3). */
function tableRows(value: FieldValue | undefined): Row[] | undefined {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (isRecord(data) && Array.isArray(data.rows)) data = data.rows;
  return Array.isArray(data) ? data.filter(isRecord) : undefined;
}

function isMissing(field: Field, value: FieldValue | undefined, required: boolean): boolean {
  if (field.type === 'table') {
    const rows = tableRows(value);
    return rows === undefined ? isEmptyValue(value) : rows.every(isEmptyValue);
  }
  // A required date range needs both ends.
  if (field.type === 'daterange' && required && isRecord(value)) {
    return isEmptyValue(value.start) || isEmptyValue(value.end);
  }
  return isUnanswered(field.type, value);
}

// Graphemes: what people see as one character (an emoji, a flag, a letter with its accent), which is what
// 'Must be at least 2 characters long' counts. String.length counts UTF-16 units: one emoji counted two.
// Made on first use, and only where the browser has it (Firefox before 125 has not): at module load it
// would stop every element from loading there. Without it, code points are counted.
let graphemes: Intl.Segmenter | null | undefined;
const ONE_UNIT_EACH = /^[\x20-\x7e]*$/;

/** The number of characters of a text as people count them. */
export function characterCount(text: string): number {
  if (ONE_UNIT_EACH.test(text)) return text.length;
  if (graphemes === undefined) {
    graphemes =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  if (!graphemes) return [...text].length;
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** One rule against a present value; returns whether it is violated. */
function violates(rule: ValidationRule, value: FieldValue): boolean {
  const texts = Array.isArray(value) ? value.map(String) : isRecord(value) ? [] : [String(value)];
  const size = Array.isArray(value) ? value.length : characterCount(String(value));
  const bound = numberOf(rule.value);
  switch (rule.type) {
    case 'minLength':
      return Number.isFinite(bound) && !isRecord(value) && size < bound;
    case 'maxLength':
      return Number.isFinite(bound) && !isRecord(value) && size > bound;
    case 'min':
    case 'max': {
      if (!Number.isFinite(bound) || isRecord(value) || Array.isArray(value)) return false;
      const n = numberOf(value);
      return !Number.isFinite(n) || (rule.type === 'min' ? n < bound : n > bound);
    }
    case 'pattern': {
      if (typeof rule.value !== 'string' || rule.value === '') return false;
      const source = rule.value;
      return texts.some((text) => {
        const result = testPattern(source, text);
        return result.ok ? !result.matched : result.code === 'input_too_long';
      });
    }
    case 'email':
      return texts.some((text) => !isEmailShape(text.trim()));
    case 'custom':
      return false;
  }
}

function ruleErrors(fieldId: string, rules: readonly ValidationRule[] | undefined, value: FieldValue) {
  return (rules ?? [])
    .filter((rule) => violates(rule, value))
    .map((rule): ValidationError => ({ fieldId, code: rule.type, message: validationRuleMessage(rule) }));
}

/** Checks that come with the field's type, on a present value. */
function typeErrors(field: Field, value: FieldValue): ValidationError[] {
  const error = (code: ValidationCode, message: string): ValidationError[] => [
    { fieldId: field.id, code, message },
  ];
  switch (field.type) {
    case 'email': {
      const hasRule = field.validation?.some((rule) => rule.type === 'email');
      return !hasRule && !isEmailShape(String(value).trim()) ? error('email', EMAIL_FORMAT_MESSAGE) : [];
    }
    case 'url': {
      // The product's one http(s) URL rule (src/model/urls.ts): a host, no spaces.
      if (isHttpUrl(String(value).trim())) return [];
      // The Website URL quick rule already says so, maybe in its own words: one message, not two.
      const ruleSaysSo = field.validation?.some(
        (rule) => rule.type === 'pattern' && rule.value === URL_PATTERN && violates(rule, value),
      );
      return ruleSaysSo ? [] : error('url', URL_FORMAT_MESSAGE);
    }
    case 'number': {
      const n = numberOf(value);
      if (!Number.isFinite(n)) return error('number', NUMBER_MESSAGE);
      if (field.min !== undefined && n < field.min)
        return error('min', describeValidationRule({ type: 'min', value: field.min }));
      if (field.max !== undefined && n > field.max)
        return error('max', describeValidationRule({ type: 'max', value: field.max }));
      return [];
    }
    case 'slider':
    case 'range': {
      const n = numberOf(value);
      const { min, max } = sliderRange(field);
      return Number.isFinite(n) && n >= min && n <= max
        ? []
        : error('slider_range', `Must be between ${min} and ${max}`);
    }
    case 'rating': {
      const stars = clampStarCount(field.starCount);
      return isValidRating(numberOf(value), stars)
        ? []
        : error('rating', `Rating must be between 0 and ${stars} in steps of 0.5`);
    }
    case 'color':
      return typeof value === 'string' && isHexColor(value) ? [] : error('color', HEX_COLOR_MESSAGE);
    case 'daterange': {
      if (!isRecord(value) || isEmptyValue(value.start) || isEmptyValue(value.end)) return [];
      const start = Date.parse(String(value.start));
      const end = Date.parse(String(value.end));
      return start > end ? error('date_range_order', DATE_RANGE_ORDER_MESSAGE) : [];
    }
    case 'table':
      return tableErrors(field, value);
    default:
      return [];
  }
}

function tableErrors(field: Field, value: FieldValue): ValidationError[] {
  const config = field.tableConfig;
  const rows = tableRows(value);
  if (!config || !rows) return [];
  const errors: ValidationError[] = [];
  const { min, max } = tableRowBounds(config);
  if (rows.length < min) {
    errors.push({
      fieldId: field.id,
      code: 'table_min_rows',
      message: `At least ${min} ${min === 1 ? 'row is' : 'rows are'} required`,
    });
  }
  if (rows.length > max) {
    errors.push({
      fieldId: field.id,
      code: 'table_max_rows',
      message: `No more than ${max} rows are allowed`,
    });
  }
  const columns = config.columns.filter((column) => column.visible);
  rows.forEach((row, index) => {
    for (const column of columns) errors.push(...cellErrors(field.id, column, row[column.id], index));
  });
  return errors;
}

/** A table column as its cells' errors name it: its label, else its id. */
function columnName(column: Pick<TableColumn, 'id' | 'label'>): string {
  return column.label.trim() || column.id;
}

/** A table cell's error, said as 'Row {n}: {column}: {text}' (the renderer's refusals say it the same way). */
export function cellError(
  fieldId: string,
  column: Pick<TableColumn, 'id' | 'label'>,
  row: number,
  code: ValidationCode,
  text: string,
): ValidationError {
  const name = columnName(column);
  return { fieldId, code, message: `Row ${row + 1}: ${name}: ${text}`, row, columnId: column.id };
}

/**
 * The table cell a message names, when the renderer can tell: the server judges tables with these
 * rules, so it speaks of a cell as 'Row {n}: {column}: {text}' or 'Row {n}: {column} is required', naming
 * the column by its label (else its id). A column the renderer does not show by that name (the form changed
 * since the page loaded) names no cell, and the message stays the table's.
 */
export function cellOfMessage(field: Field, message: string): { row: number; columnId: string } | undefined {
  const config = field.type === 'table' ? field.tableConfig : undefined;
  const match = config ? /^Row ([1-9]\d*): /.exec(message) : null;
  if (!config || !match) return undefined;
  const rest = message.slice(match[0].length);
  // The longest name first: a column 'Email address' beside one called 'Email'.
  const named = config.columns
    .filter((column) => column.visible)
    .map((column) => ({ id: column.id, name: columnName(column) }))
    .sort((a, b) => b.name.length - a.name.length)
    .find(({ name }) => rest.startsWith(`${name}: `) || rest === `${name} is required`);
  return named ? { row: Number(match[1]) - 1, columnId: named.id } : undefined;
}

function cellErrors(fieldId: string, column: TableColumn, cell: FieldValue | undefined, row: number) {
  const at = { row, columnId: column.id };
  const name = columnName(column);
  if (isEmptyValue(cell)) {
    return column.required
      ? [
          {
            fieldId,
            code: 'table_cell_required',
            message: `Row ${row + 1}: ${name} is required`,
            ...at,
          } as const,
        ]
      : [];
  }
  const present = cell as FieldValue;
  const errors: ValidationError[] = [];
  if (column.type === 'number' && !Number.isFinite(numberOf(present))) {
    errors.push(cellError(fieldId, column, row, 'number', NUMBER_MESSAGE));
  }
  // Its select offers only the column's options: another value shows as nothing chosen, so it is refused
  // as a field's choice outside its options is.
  if (
    column.type === 'select' &&
    !(column.options ?? []).some((option) => option.value === textOf(present))
  ) {
    errors.push(cellError(fieldId, column, row, 'option', OPTION_MESSAGE));
  }
  // As an email field: an email rule of the column's own reports the shape instead.
  const hasEmailRule = column.validation?.some((rule) => rule.type === 'email');
  if (column.type === 'email' && !hasEmailRule && !isEmailShape(String(present).trim())) {
    errors.push(cellError(fieldId, column, row, 'email', EMAIL_FORMAT_MESSAGE));
  }
  for (const error of ruleErrors(fieldId, column.validation, present)) {
    errors.push(cellError(fieldId, column, row, error.code, error.message));
  }
  return errors;
}

/**
 * Checks one field's value. `state` is the field's state after conditions (default: visible, enabled,
 * with its own required flag); a value set by a set_value rule replaces `value`.
 */
export function validateField(
  field: Field,
  value: FieldValue | undefined,
  state?: FieldState,
): ValidationError[] {
  const { visible, enabled, required } = state ?? { visible: true, enabled: true, required: field.required };
  if (!visible || !enabled || !isValidatedType(field.type)) return [];
  // A set choice none of the options has is no answer: the control shows nothing, and it is not
  // submitted either (normaliseValue drops it).
  const current = state && 'value' in state ? withKnownChoices(field, state.value ?? null) : value;
  if (isMissing(field, current, required)) {
    return required
      ? [{ fieldId: field.id, code: 'required', message: requiredMessage(fieldLabel(field)) }]
      : [];
  }
  const present = current as FieldValue;
  // A rule whose type does not apply to this answer is not checked (the Validation tab says so under it):
  // it could only pass every answer or fail every one, as a minimum on a date or an email rule on a number.
  const rules = field.validation?.filter((rule) => ruleTypeApplies(field, rule.type));
  const errors = [...typeErrors(field, present), ...ruleErrors(field.id, rules, present)];
  // A number's own minimum and a Validation-tab rule of the same value both say 'Must be at least 18':
  // the field shows it once (a table's cells keep one each).
  const said = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.row ?? ''}\u0001${error.columnId ?? ''}\u0001${error.message}`;
    if (said.has(key)) return false;
    said.add(key);
    return true;
  });
}

export interface ValidationSchema {
  all_fields: readonly Field[];
  /** When given, only fields placed on a page (directly or inside a layout field) are checked. */
  pages?: readonly { id: string; field_ids: readonly string[] }[];
}

export interface ValidateValuesOptions {
  /** Check only this page's fields, for a renderer's Next button. */
  pageId?: string;
  /** States already computed (e.g. `engine.states()`), to skip evaluating conditions again. */
  states?: FieldStates;
}

/** Checks a whole submission (values keyed by field id) after evaluating conditions, in field order. */
export function validateValues(
  schema: ValidationSchema,
  values: FormValues,
  options: ValidateValuesOptions = {},
): ValidationError[] {
  const fields = schema.all_fields;
  const states = options.states ?? evaluateConditions(fields, values);
  const shown = shownFields(schema, states, options.pageId);
  return fields.flatMap((field) =>
    shown.has(field.id) ? validateField(field, ownValue(values, field.id), states[field.id]) : [],
  );
}

function childrenOf(field: Field): string[] {
  return [
    ...(field.containerConfig?.children ?? []),
    ...(field.sectionConfig?.children ?? []),
    ...(field.sectionConfig?.panels ?? []).flatMap((panel) => panel.children),
  ];
}

/** Ids of the fields a user can see: visible, placed, and inside visible layout fields only. */
function shownFields(
  schema: ValidationSchema,
  states: Readonly<Record<string, FieldState>>,
  pageId: string | undefined,
): Set<string> {
  const byId = new Map(schema.all_fields.map((field) => [field.id, field] as const));
  const nested = new Set(schema.all_fields.flatMap(childrenOf));
  const pages = pageId === undefined ? schema.pages : schema.pages?.filter((page) => page.id === pageId);
  const roots = pages
    ? pages.flatMap((page) => page.field_ids)
    : schema.all_fields.map((field) => field.id).filter((id) => !nested.has(id));
  const shown = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    const field = byId.get(id);
    if (!field || shown.has(id) || states[id]?.visible === false) continue;
    shown.add(id);
    stack.push(...childrenOf(field));
  }
  return shown;
}
