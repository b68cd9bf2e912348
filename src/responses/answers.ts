// A submission's answers as people read them: one row per answer of the form as it is now, labelled with
// the field's label, in the form's order; then the answer keys only older versions of the form had,
// labelled with the key. Values are stored by field name and copied to the id (shell §3), so both keys
// of a field count as that field's. Pure: no React, no DOM.
import type { SubmissionFile } from '../api/submissions';
import { ADDRESS_PARTS } from '../logic/submission-values';
import { collectsValue, type Field, type FormSchemaData } from '../model';

export type AnswerDisplay =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  | { kind: 'files'; files: SubmissionFile[] }
  | { kind: 'image'; src: string };

export interface AnswerRow {
  /** The key the answer is stored under. */
  key: string;
  label: string;
  display: AnswerDisplay;
}

interface SubmissionLike {
  values: Record<string, unknown>;
  files: readonly SubmissionFile[];
}

const EMPTY: AnswerDisplay = { kind: 'empty' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

function tableDisplay(field: Field, value: unknown): AnswerDisplay {
  const parsed = parseJsonText(value);
  const shaped = isRecord(parsed) ? parsed : { rows: parsed };
  const rows = Array.isArray(shaped.rows) ? shaped.rows.filter(isRecord) : [];
  if (rows.length === 0) return EMPTY;
  const sent = Array.isArray(shaped.columns) ? shaped.columns.filter(isRecord) : [];
  const columns =
    sent.length > 0
      ? sent.map((column) => ({ id: String(column.id ?? ''), label: plainText(column.label ?? column.id) }))
      : (field.tableConfig?.columns ?? []).map((column) => ({ id: column.id, label: column.label }));
  return {
    kind: 'table',
    columns: columns.map((column) => column.label || column.id),
    rows: rows.map((row) => columns.map((column) => plainText(row[column.id]))),
  };
}

function filesDisplay(value: unknown, files: readonly SubmissionFile[]): AnswerDisplay {
  const list = Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value];
  const named = list.flatMap((item): SubmissionFile[] => {
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

function joinParts(value: unknown, parts: readonly string[]): string {
  if (!isRecord(value)) return plainText(value);
  return parts
    .map((part) => plainText(value[part]).trim())
    .filter(Boolean)
    .join(', ');
}

/** How one answer is shown, by its field's type; unknown keys are shown as text. */
export function displayOf(
  field: Field | undefined,
  value: unknown,
  files: readonly SubmissionFile[],
): AnswerDisplay {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (Array.isArray(value) && value.length === 0) return EMPTY;
  if (!field && looksLikeFileRecords(value)) return filesDisplay(value, files);
  let text: string;
  switch (field?.type) {
    case 'file':
      return filesDisplay(value, files);
    case 'table':
      return tableDisplay(field, value);
    case 'select':
    case 'radio':
    case 'multiselect':
    case 'checkbox':
      text = typeof value === 'boolean' ? plainText(value) : choiceText(field, value);
      break;
    case 'daterange': {
      const range = parseJsonText(value);
      text = isRecord(range)
        ? [range.start, range.end].map((end) => plainText(end) || '…').join(' – ')
        : plainText(range);
      break;
    }
    case 'address':
      text = joinParts(parseJsonText(value), ADDRESS_PARTS);
      break;
    case 'signature':
      if (typeof value === 'string' && /^data:image\/(png|jpeg|webp|gif);base64,/i.test(value)) {
        return { kind: 'image', src: value };
      }
      text = plainText(value);
      break;
    default:
      text = plainText(value);
  }
  return text.trim() === '' ? EMPTY : { kind: 'text', text };
}

/** Fields whose answers a submission carries, in the form's order (the honeypot is no answer). */
function answerFields(schema: FormSchemaData): Field[] {
  return schema.all_fields.filter((field) => collectsValue(field.type) && field.type !== 'honeypot');
}

export function answerRows(schema: FormSchemaData, submission: SubmissionLike): AnswerRow[] {
  const { values, files } = submission;
  const rows: AnswerRow[] = [];
  const known = new Set<string>();
  for (const field of answerFields(schema)) {
    const key = field.name || field.id;
    known.add(key);
    known.add(field.id);
    const value = Object.hasOwn(values, key) ? values[key] : values[field.id];
    rows.push({ key, label: field.label.trim() || key, display: displayOf(field, value, files) });
  }
  for (const [key, value] of Object.entries(values)) {
    if (known.has(key)) continue;
    known.add(key);
    rows.push({ key, label: key, display: displayOf(undefined, value, files) });
  }
  return rows;
}

/** The first few answered rows as 'Label: value', for a list line. */
export function answerSummary(rows: readonly AnswerRow[], count = 3, maxLength = 60): string[] {
  return rows
    .flatMap((row) => {
      const { display } = row;
      if (display.kind === 'text') return [`${row.label}: ${shorten(display.text, maxLength)}`];
      if (display.kind === 'files')
        return [`${row.label}: ${display.files.map((file) => file.name).join(', ')}`];
      return [];
    })
    .slice(0, count);
}

function shorten(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Uploads of the submission that no answer names (e.g. of a field removed since). */
export function unlistedFiles(
  rows: readonly AnswerRow[],
  files: readonly SubmissionFile[],
): SubmissionFile[] {
  const shown = new Set(
    rows.flatMap((row) => (row.display.kind === 'files' ? row.display.files.map((file) => file.id) : [])),
  );
  return files.filter((file) => !shown.has(file.id));
}
