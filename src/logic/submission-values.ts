import { COLOR_FIELD_DEFAULT, type Field, type FieldValue, type GlobalVariable } from '../model';
import {
  acceptColorInput,
  clampSliderValue,
  normaliseRating,
  sliderDefaultValue,
  sliderRange,
  tableRowBounds,
} from './field-rules';
import { numberOf } from './numbers';

/**
 * The values a renderer holds per field type, and the shapes a submission carries (shell §3):
 * table → JSON text of {columns:[{id,label,type}], rows}; multiselect → array of values;
 * date range → {start, end} (ISO dates or null). Everything else is sent as held.
 */

type Json = { [key: string]: FieldValue };
export type TableRow = Json;

export const ADDRESS_PARTS = ['street', 'city', 'region', 'postalCode', 'country'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const primitiveText = (value: unknown): string | null => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return null;
};

/**
 * A value where text is expected. Only primitives are written out (a list of them joined with ',', as
 * String() did); any object or nested list is ''. String() would run the object's own toString, which
 * JSON can set to a non-function ({"toString": 1}) and make it throw: an anonymous submission could
 * crash the judgement. '' rather than an error: a required field then says it is required, as the renderer
 * does for a field without an answer, and nothing meaningless ("[object Object]") is stored.
 */
export function textOf(value: unknown): string {
  const plain = primitiveText(value);
  if (plain !== null) return plain;
  if (!Array.isArray(value)) return '';
  const items = value.map(primitiveText);
  return items.every((item) => item !== null) ? items.join(',') : '';
}

function toNumber(value: unknown): number | null {
  const n = numberOf(value);
  return Number.isFinite(n) ? n : null;
}

function toStringList(value: unknown): string[] {
  const parsed = typeof value === 'string' && value.trim().startsWith('[') ? parseJson(value) : value;
  if (Array.isArray(parsed)) return parsed.filter((v) => v !== null && v !== undefined).map(textOf);
  if (parsed === undefined || parsed === null || parsed === '') return [];
  return [textOf(parsed)];
}

function toBoolean(value: unknown): boolean {
  if (typeof value === 'string') return ['true', 'on', 'yes', '1'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

/** A checkbox with options is a group of choices (a list); without options it is one yes/no box. */
export function isCheckboxGroup(field: Pick<Field, 'type' | 'options'>): boolean {
  return field.type === 'checkbox' && (field.options?.length ?? 0) > 0;
}

function emptyRow(field: Field): TableRow {
  const row: TableRow = {};
  for (const column of field.tableConfig?.columns ?? []) {
    row[column.id] = column.defaultValue ?? (column.type === 'number' ? null : '');
  }
  return row;
}

export function newTableRow(field: Field): TableRow {
  return emptyRow(field);
}

function tableRowsOf(field: Field, value: unknown): TableRow[] {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  const rows = isRecord(parsed) && Array.isArray(parsed.rows) ? parsed.rows : parsed;
  if (Array.isArray(rows)) return rows.filter(isRecord).map((row) => ({ ...emptyRow(field), ...row }));
  const config = field.tableConfig;
  if (!config) return [];
  const { min, max } = tableRowBounds(config);
  const count = Math.min(max, Math.max(min, config.rows));
  return Array.from({ length: count }, () => emptyRow(field));
}

function dateRangeOf(value: unknown): Json {
  const parsed = typeof value === 'string' ? parseJson(value) : value;
  const range = isRecord(parsed) ? parsed : {};
  const end = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return { start: end(range.start), end: end(range.end) };
}

function addressOf(value: unknown): Json {
  const source = isRecord(value) ? value : { street: textOf(value) };
  const address: Json = {};
  for (const part of ADDRESS_PARTS) address[part] = textOf(source[part]);
  return address;
}

/** Fields whose control offers only the field's options: a value among none of them shows nothing. */
export function isChoiceField(field: Field): boolean {
  return (
    field.type === 'select' ||
    field.type === 'radio' ||
    field.type === 'multiselect' ||
    isCheckboxGroup(field)
  );
}

const holdsList = (field: Field) => field.type === 'multiselect' || isCheckboxGroup(field);

/** The answer's chosen values as text: each item of a list, or the one value. '' chooses nothing. */
function choicesIn(field: Field, value: unknown): string[] {
  const choices = holdsList(field) ? toStringList(value) : [textOf(value)];
  return choices.filter((choice) => choice !== '');
}

/**
 * The chosen values of a select, radio, multiselect or checkbox group that are none of its options
 * (compared exactly, as the controls do): [] for any other field, and for no answer.
 */
export function choicesOutsideOptions(field: Field, value: unknown): string[] {
  if (!isChoiceField(field)) return [];
  const known = new Set((field.options ?? []).map((option) => option.value));
  return choicesIn(field, value).filter((choice) => !known.has(choice));
}

/** A choice field's value with only its known options kept; other fields' values unchanged. */
export function withKnownChoices(field: Field, value: FieldValue): FieldValue {
  if (!isChoiceField(field)) return value;
  const unknown = new Set(choicesOutsideOptions(field, value));
  if (unknown.size === 0) return value;
  return Array.isArray(value) ? value.filter((choice) => !unknown.has(textOf(choice))) : '';
}

// ISO 8601 dates and timestamps (seconds, fractions and an offset optional), and times of day.
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const ISO_TIME = /^(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * What a date, datetime or time box shows of an ISO 8601 text: 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm' or
 * 'HH:mm' (a date alone in a datetime box starts at 00:00). Time zone: a timestamp gives the date and
 * time of day as written in it, in its own offset, which is then dropped, not applied; so
 * '2024-05-01T10:00:00Z' is 1 May 10:00 (UTC) and '2024-05-01T23:30:00-04:00' is 1 May 23:30.
 * Converting to the visitor's zone would make the answer depend on the visitor's clock settings, which
 * the server (judging submissions with this same function) cannot know; converting every offset to UTC
 * would move that evening in New York to 2 May. Text of any other shape ('05/01/2024', a date for a time
 * box) gives '': the box cannot show it, so it must not be sent as if it were the answer.
 */
export function dateControlText(type: 'date' | 'datetime' | 'time', text: string): string {
  const trimmed = text.trim();
  const stamp = ISO_DATE_TIME.exec(trimmed);
  if (stamp) {
    const [, date, time] = stamp;
    if (type === 'date') return date!;
    if (type === 'datetime') return `${date}T${time ?? '00:00'}`;
    return time ?? '';
  }
  const clock = type === 'time' ? ISO_TIME.exec(trimmed) : null;
  return clock ? clock[1]! : '';
}

const isDateControl = (type: string): type is 'date' | 'datetime' | 'time' =>
  type === 'date' || type === 'datetime' || type === 'time';

/** Whether a date, datetime or time field was given text its box cannot show (so it is dropped). */
export function isUnreadableDateText(field: Field, value: unknown): boolean {
  if (!isDateControl(field.type)) return false;
  const text = textOf(value);
  return text.trim() !== '' && dateControlText(field.type, text) === '';
}

/** Field types whose control holds a number. */
const NUMBER_CONTROLS: ReadonlySet<Field['type']> = new Set(['number', 'rating', 'slider', 'range']);

/**
 * An answer to a number, rating or slider that is no finite number ('abc', 1e309, [1, 2]): its control
 * could not have sent it, and taking it as empty would store an answer nobody gave.
 */
export function isUnreadableNumber(field: Field, value: unknown): boolean {
  if (!NUMBER_CONTROLS.has(field.type)) return false;
  if (value === undefined || value === null || value === '') return false;
  return toNumber(value) === null;
}

/**
 * Brings any value (a prefill, a set_value result, a restored state) into the shape the field holds,
 * keeping only what its control can show: a choice among the field's options, a date as the date box
 * holds it. An answer the person cannot see must not be submitted, nor count as given.
 */
export function normaliseValue(field: Field, value: unknown): FieldValue {
  return withKnownChoices(field, shapedValue(field, value));
}

function shapedValue(field: Field, value: unknown): FieldValue {
  switch (field.type) {
    case 'number':
      return toNumber(value);
    case 'checkbox':
      return isCheckboxGroup(field) ? toStringList(value) : toBoolean(value);
    case 'multiselect':
      return toStringList(value);
    case 'date':
    case 'datetime':
    case 'time':
      return dateControlText(field.type, textOf(value));
    case 'rating':
      return normaliseRating(toNumber(value) ?? 0, field.starCount);
    case 'slider':
    case 'range': {
      const n = toNumber(value);
      return n === null ? sliderDefaultValue(field) : clampSliderValue(n, sliderRange(field));
    }
    case 'color':
      return value === undefined || value === null || value === '' ? COLOR_FIELD_DEFAULT : textOf(value);
    case 'daterange':
      return dateRangeOf(value);
    case 'table':
      return tableRowsOf(field, value);
    case 'address':
      return addressOf(value);
    case 'file':
      return Array.isArray(value) ? value.filter(isRecord) : [];
    default:
      return textOf(value);
  }
}

/** The starting value: the field's default, else the value of the global variable it is linked to. */
export function initialValue(field: Field, variables: readonly GlobalVariable[]): FieldValue {
  const linked = field.variableLink ? variables.find((v) => v.name === field.variableLink)?.value : undefined;
  return normaliseValue(field, field.defaultValue ?? linked);
}

/** What a colour text box keeps when left: empty resets to #000000; anything else stays for validation. */
export function colorOnBlur(typed: string): string {
  return typed.trim() === '' ? acceptColorInput('', COLOR_FIELD_DEFAULT) : typed.trim();
}

/** The value as a submission carries it (shell §3). */
export function submittedValue(field: Field, value: FieldValue | undefined): FieldValue {
  const held = value === undefined ? normaliseValue(field, undefined) : value;
  switch (field.type) {
    case 'table': {
      const columns = (field.tableConfig?.columns ?? []).map(({ id, label, type }) => ({ id, label, type }));
      return JSON.stringify({ columns, rows: tableRowsOf(field, held) });
    }
    case 'multiselect':
      return toStringList(held);
    case 'daterange':
      return dateRangeOf(held);
    default:
      return held;
  }
}

/** Entries for a host `<form>`'s FormData: lists repeat the key, objects go as JSON, false and null are left out. */
export function formDataEntries(key: string, value: FieldValue): [string, string][] {
  if (value === null || value === false || value === undefined) return [];
  if (value === true) return [[key, 'true']];
  if (Array.isArray(value)) {
    return value.flatMap((item) =>
      isRecord(item) ? [[key, JSON.stringify(item)]] : formDataEntries(key, item),
    );
  }
  if (isRecord(value)) return [[key, JSON.stringify(value)]];
  return [[key, String(value)]];
}
