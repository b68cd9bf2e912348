// A submission's answers as people read them, shared by the responses view (list and detail) and the CSV
// export, so a spreadsheet says what the screen says. Pure: no React, no DOM, no I/O.
//
// Which answers: one per answer field of the form as it is now, in reading order (pages in order, each
// page depth-first; fields on no page after them), then the keys only older versions of the form had.
// Values are stored under the field's name and, when it differs, copied to its id (shell §3), so a field
// renamed since a response was made still finds that response's answer through its id; the old name's
// copy is then the same answer and is not listed a second time.
import { collectsValue, type Field, type FormSchemaData } from '../model';
import { fileNameSlug } from './export';
import { buildTree } from './submission-tree';
import { ADDRESS_PARTS } from './submission-values';

/** An upload as the submissions API lists it. */
export interface AnswerFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

export type AnswerDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'files'; files: AnswerFile[] }
  | { kind: 'image'; src: string };

/** Fields of older versions of the form by their answer keys (name and id), the newest version's first. */
export type FormerFields = ReadonlyMap<string, Field>;

export interface AnswerEntry {
  /** The key the answer is listed under: the field's name (or id), or a key only older versions had. */
  key: string;
  /**
   * The field the answer belongs to: the current one, or for a key only older versions had, the newest
   * such version's field (undefined when no version has the key).
   */
  field: Field | undefined;
  label: string;
  value: unknown;
}

const EMPTY: AnswerDisplay = { kind: 'empty' };

/** The CSV cell of a signature: the image itself (a data URL) is far beyond what a spreadsheet cell holds. */
export const SIGNATURE_CELL_TEXT = 'Signed (image in the JSON export)';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key of the form as it is now: the field's name when it has one, else its id. */
const keyOf = (field: Field) => field.name || field.id;

/** Fields whose answers a submission carries (the honeypot is no answer), in reading order. */
export function answerFields(schema: FormSchemaData): Field[] {
  const { byId, order } = buildTree(schema);
  const placed = new Set(order);
  const ordered = [
    ...order.map((id) => byId.get(id)!),
    ...schema.all_fields.filter((field) => !placed.has(field.id)),
  ];
  return ordered.filter((field) => collectsValue(field.type) && field.type !== 'honeypot');
}

/**
 * Every answer key older versions of the form had, with the field it belonged to. `schemas` newest
 * first: a key takes the newest version that has it, so a label edited later wins.
 */
export function formerFields(schemas: readonly FormSchemaData[]): Map<string, Field> {
  const found = new Map<string, Field>();
  for (const schema of schemas) {
    for (const field of schema.all_fields) {
      if (!collectsValue(field.type) || field.type === 'honeypot') continue;
      for (const key of [keyOf(field), field.id]) if (!found.has(key)) found.set(key, field);
    }
  }
  return found;
}

/** Structural equality of two stored answers (JSON values). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameAnswer(item, b[index]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && sameAnswer(a[key], b[key]));
}

/** What the current fields showed: their answers by field id, and which came only through the id copy. */
interface CurrentAnswers {
  entries: AnswerEntry[];
  byFieldId: Map<string, unknown>;
  throughId: unknown[];
  known: Set<string>;
}

function currentAnswers(fields: readonly Field[], values: Record<string, unknown>): CurrentAnswers {
  const result: CurrentAnswers = { entries: [], byFieldId: new Map(), throughId: [], known: new Set() };
  for (const field of fields) {
    const key = keyOf(field);
    result.known.add(key);
    result.known.add(field.id);
    const byName = Object.hasOwn(values, key);
    const value = byName ? values[key] : values[field.id];
    if (byName || Object.hasOwn(values, field.id)) result.byFieldId.set(field.id, value);
    // Renamed since: the answer is found only through the id copy; the old name holds the same answer.
    if (!byName && key !== field.id && Object.hasOwn(values, field.id)) result.throughId.push(value);
    result.entries.push({ key, field, label: field.label.trim() || key, value });
  }
  return result;
}

/**
 * Whether a key the current form does not have is only a copy of an answer already listed: the old name
 * of a current field (by the versions, or without them by its value equalling an answer that field showed
 * through its id), or the id copy of a removed field whose name is listed with the same answer.
 */
function isCopy(
  key: string,
  values: Record<string, unknown>,
  current: CurrentAnswers,
  former: FormerFields,
  removedByOwner: ReadonlyMap<string, readonly string[]>,
): boolean {
  const value = values[key];
  const owner = former.get(key);
  if (!owner) return current.throughId.some((shown) => sameAnswer(shown, value));
  if (current.byFieldId.has(owner.id)) return sameAnswer(current.byFieldId.get(owner.id), value);
  if (key !== owner.id) return false;
  return (removedByOwner.get(owner.id) ?? []).some(
    (other) => other !== key && sameAnswer(values[other], value),
  );
}

/**
 * The keys the current form does not have, by the id of the removed field that had them: looked up
 * once per submission rather than scanning every answer for each removed field (quadratic with many).
 */
function removedKeysByOwner(
  values: Record<string, unknown>,
  current: CurrentAnswers,
  former: FormerFields,
): Map<string, string[]> {
  const byOwner = new Map<string, string[]>();
  for (const key of Object.keys(values)) {
    const owner = current.known.has(key) ? undefined : former.get(key);
    if (!owner) continue;
    const keys = byOwner.get(owner.id);
    if (keys) keys.push(key);
    else byOwner.set(owner.id, [key]);
  }
  return byOwner;
}

/**
 * The answers of one submission: the current fields in reading order (empty ones included), then the
 * keys only older versions had, labelled as the newest version that has the key labelled it (the key
 * itself when no version has it). `fields` comes from answerFields(schema).
 */
export function answerEntries(
  fields: readonly Field[],
  values: Record<string, unknown>,
  former: FormerFields = new Map(),
): AnswerEntry[] {
  const current = currentAnswers(fields, values);
  const removed = removedKeysByOwner(values, current, former);
  const leftovers = Object.keys(values).filter(
    (key) => !current.known.has(key) && !isCopy(key, values, current, former, removed),
  );
  return [
    ...current.entries,
    ...leftovers.map((key) => {
      const field = former.get(key);
      return { key, field, label: field?.label.trim() || key, value: values[key] };
    }),
  ];
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return value;
  }
}

/** Any value as one line of text; objects as JSON. */
export function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => !isRecord(item) && !Array.isArray(item))) {
    return value.map(plainText).join(', ');
  }
  return JSON.stringify(value);
}

function optionLabel(field: Field, value: unknown): string {
  const text = plainText(value);
  return field.options?.find((option) => option.value === text)?.label ?? text;
}

function choiceText(field: Field, value: unknown): string {
  const parsed = parseJsonText(value);
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list
    .filter((item) => item !== undefined && item !== null && item !== '')
    .map((item) => optionLabel(field, item))
    .join(', ');
}

interface ShownColumn {
  id: string;
  label: string;
  options?: readonly { label: string; value: string }[] | undefined;
}

/** A cell as the table showed it: a dropdown column's option label rather than its stored value. */
function cellText(column: ShownColumn, value: unknown): string {
  const text = plainText(value);
  return column.options?.find((option) => option.value === text)?.label ?? text;
}

function tableDisplay(field: Field | undefined, value: unknown): AnswerDisplay {
  const parsed = parseJsonText(value);
  const shaped = isRecord(parsed) ? parsed : { rows: parsed };
  const rows = Array.isArray(shaped.rows) ? shaped.rows.filter(isRecord) : [];
  if (rows.length === 0) return EMPTY;
  const sent = Array.isArray(shaped.columns) ? shaped.columns.filter(isRecord) : [];
  const configured = field?.tableConfig?.columns ?? [];
  const columns: ShownColumn[] =
    sent.length > 0
      ? sent.map((column) => {
          const id = String(column.id ?? '');
          // The form's own options: a stored answer's columns carry none (and an answer must not relabel).
          const options = configured.find((c) => c.id === id)?.options;
          return { id, label: plainText(column.label ?? column.id), options };
        })
      : configured.map((column) => ({ id: column.id, label: column.label, options: column.options }));
  return {
    kind: 'table',
    columns: columns.map((column) => column.label || column.id),
    rows: rows.map((row) => columns.map((column) => cellText(column, row[column.id]))),
  };
}

function filesDisplay(value: unknown, files: readonly AnswerFile[]): AnswerDisplay {
  const list = Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value];
  const named = list.flatMap((item): AnswerFile[] => {
    const id = typeof item === 'string' ? item : isRecord(item) ? String(item.id ?? '') : '';
    const stored = files.find((file) => file.id === id);
    if (stored) return [stored];
    // A record the server kept in the answer although the upload is gone: shown, not downloadable.
    return isRecord(item) && typeof item.name === 'string'
      ? [{ id, name: item.name, size: Number(item.size) || 0, type: String(item.type ?? '') }]
      : [];
  });
  return named.length > 0 ? { kind: 'files', files: named } : EMPTY;
}

/** Upload records kept under a key the form no longer has (a file field removed since). */
function looksLikeFileRecords(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && typeof item.id === 'string' && typeof item.name === 'string')
  );
}

/** A table answer (columns and rows) kept under a key the form no longer has. */
function looksLikeTable(value: unknown): boolean {
  const parsed = parseJsonText(value);
  return isRecord(parsed) && Array.isArray(parsed.columns) && Array.isArray(parsed.rows);
}

function joinParts(value: unknown, parts: readonly string[]): string {
  if (!isRecord(value)) return plainText(value);
  return parts
    .map((part) => plainText(value[part]).trim())
    .filter(Boolean)
    .join(', ');
}

/** 'start – end', '…' for an open end; nothing when neither end was given (a range left empty). */
function rangeText(value: unknown): string {
  const range = parseJsonText(value);
  if (!isRecord(range)) return plainText(range);
  const ends = [range.start, range.end].map((end) => plainText(end).trim());
  return ends.some(Boolean) ? ends.map((end) => end || '…').join(' – ') : '';
}

function signatureDisplay(value: unknown): AnswerDisplay | string {
  if (typeof value === 'string' && /^data:image\/(png|jpeg|webp|gif);base64,/i.test(value)) {
    return { kind: 'image', src: value };
  }
  return plainText(value);
}

/** The text of an answer of a field's type (a display of its own for tables, files and signatures). */
function typedDisplay(field: Field | undefined, value: unknown, files: readonly AnswerFile[]) {
  switch (field?.type) {
    case 'file':
      return filesDisplay(value, files);
    case 'table':
      return tableDisplay(field, value);
    case 'select':
    case 'radio':
    case 'multiselect':
    case 'checkbox':
      return typeof value === 'boolean' ? plainText(value) : choiceText(field, value);
    case 'daterange':
      return rangeText(value);
    case 'address':
      return joinParts(parseJsonText(value), ADDRESS_PARTS);
    case 'signature':
      return signatureDisplay(value);
    default:
      if (!field && looksLikeFileRecords(value)) return filesDisplay(value, files);
      if (!field && looksLikeTable(value)) return tableDisplay(undefined, value);
      return plainText(value);
  }
}

/** How one answer is shown, by its field's type; keys of removed fields by the value's shape. */
export function displayOf(
  field: Field | undefined,
  value: unknown,
  files: readonly AnswerFile[],
): AnswerDisplay {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (Array.isArray(value) && value.length === 0) return EMPTY;
  const shown = typedDisplay(field, value, files);
  if (typeof shown !== 'string') return shown;
  return shown.trim() === '' ? EMPTY : { kind: 'text', text: shown };
}

/** A table row as one line: 'Name: Ada; Age: 36', empty cells left out. */
function tableLine(columns: readonly string[], row: readonly string[]): string {
  return row
    .flatMap((cell, index) => (cell.trim() === '' ? [] : [`${columns[index] ?? ''}: ${cell}`]))
    .join('; ');
}

/** An answer as the text of one spreadsheet cell: a table row per line, file names, option labels. */
export function displayText(display: AnswerDisplay): string {
  switch (display.kind) {
    case 'empty':
      return '';
    case 'text':
      return display.text;
    case 'files':
      return display.files.map((file) => file.name).join(', ');
    case 'image':
      return SIGNATURE_CELL_TEXT;
    case 'table':
      return display.rows
        .map((row) => tableLine(display.columns, row))
        .filter(Boolean)
        .join('\n');
  }
}

/** 'YYYY-MM-DD' of the UTC day, as the export's file name and its 'Submitted at (UTC)' column count days. */
function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The download name of a form's responses: 'customer-feedback-responses-2026-11-26.csv', from the form's
 * description hyphenated as the form export names its file (fileNameSlug); the form's id when the
 * description has no letter or digit.
 */
export function responsesFileName(description: string, formId: string, at: Date, format: string): string {
  return `${fileNameSlug(description) || formId}-responses-${utcDay(at)}.${format}`;
}
