// Responses as a spreadsheet, saying what the responses view says (src/logic/answer-display): one column
// per answer field of the form as it is now, in reading order, with its label as the header; then the keys
// only older versions had, labelled from the form's saved versions; then the submission's id, time (UTC),
// form version number and form revision (the exact schema its answers were judged against).
import { and, desc, eq } from 'drizzle-orm';
import {
  type AnswerFile,
  answerEntries,
  answerFields,
  displayOf,
  displayText,
  type FormerFields,
  formerFields,
} from '../../src/logic/answer-display';
import { type CsvCell, toCsv } from '../../src/logic/csv';
import { type Field, type FormSchemaData, migrate } from '../../src/model';
import type { Queryable } from '../db/client';
import { formVersions } from '../db/schema';

export const EXPORT_HEADERS = {
  submissionId: 'Submission ID',
  submittedAt: 'Submitted at (UTC)',
  version: 'Form version',
  revision: 'Form revision',
} as const;

export interface ExportRow {
  id: string;
  created_at: string;
  version_id: string | null;
  form_revision: number | null;
  values: Record<string, unknown>;
  files: readonly AnswerFile[];
}

/** What the export reads of the form's saved versions. */
export interface ExportVersions {
  /** Version ids to their numbers. */
  numbers: ReadonlyMap<string, number>;
  /** Fields of the versions by answer key, newest version first (labels of removed fields). */
  former: FormerFields;
}

interface Column {
  key: string;
  header: string;
}

/**
 * A number answered as a number (a number field's -5) stays a number cell, which the CSV writes as it is:
 * as display text it started with '-' and was neutralised into the text '-5. Text (e.g. '-2+3' typed in a
 * text box) is always neutralised.
 */
function cellOf(value: unknown, display: ReturnType<typeof displayOf>): CsvCell {
  const text = displayText(display);
  return typeof value === 'number' && Number.isFinite(value) && text === String(value) ? value : text;
}

/** One submission's cells by column key, and the columns its answers need. */
function cellsOf(fields: readonly Field[], row: ExportRow, former: FormerFields) {
  const entries = answerEntries(fields, row.values, former);
  const cells = new Map(
    entries.map((entry) => [entry.key, cellOf(entry.value, displayOf(entry.field, entry.value, row.files))]),
  );
  return { cells, columns: entries.map((entry) => ({ key: entry.key, header: entry.label })) };
}

/** The current fields' columns first (even when no one answered), then removed keys as they turn up. */
function columnsAndCells(schema: FormSchemaData, rows: readonly ExportRow[], former: FormerFields) {
  const fields = answerFields(schema);
  const columns = new Map<string, Column>();
  const add = (column: Column) => {
    if (!columns.has(column.key)) columns.set(column.key, column);
  };
  for (const entry of answerEntries(fields, {})) add({ key: entry.key, header: entry.label });
  const cells = rows.map((row) => {
    const read = cellsOf(fields, row, former);
    read.columns.forEach(add);
    return read.cells;
  });
  return { columns: [...columns.values()], cells };
}

/** The version a response was made against: its number, or its id once that version was pruned. */
function versionCell(versionId: string | null, numbers: ReadonlyMap<string, number>): CsvCell {
  if (!versionId) return '';
  return numbers.get(versionId) ?? versionId;
}

export function submissionsCsv(
  schema: FormSchemaData,
  rows: readonly ExportRow[],
  versions: ExportVersions = { numbers: new Map(), former: new Map() },
): string {
  const { columns, cells } = columnsAndCells(schema, rows, versions.former);
  const header = [
    ...columns.map((column) => column.header),
    EXPORT_HEADERS.submissionId,
    EXPORT_HEADERS.submittedAt,
    EXPORT_HEADERS.version,
    EXPORT_HEADERS.revision,
  ];
  const body = rows.map((row, index) => [
    ...columns.map((column) => cells[index]?.get(column.key) ?? ''),
    row.id,
    row.created_at,
    versionCell(row.version_id, versions.numbers),
    row.form_revision ?? '',
  ]);
  return toCsv(header, body);
}

/** Whether some answer is under a key the current form does not have (only then are old schemas read). */
function hasRemovedKeys(schema: FormSchemaData, rows: readonly ExportRow[]): boolean {
  const known = new Set(schema.all_fields.flatMap((field) => [field.id, field.name || field.id]));
  return rows.some((row) => Object.keys(row.values).some((key) => !known.has(key)));
}

/**
 * The form's versions as the export needs them: every version's number, and the saved schemas (newest
 * first) only when some answer needs a label the current form cannot give.
 */
export async function exportVersions(
  db: Queryable,
  input: { tenantId: string; formId: string; schema: FormSchemaData; rows: readonly ExportRow[] },
): Promise<ExportVersions> {
  const where = and(eq(formVersions.tenantId, input.tenantId), eq(formVersions.formId, input.formId));
  const newestFirst = desc(formVersions.versionNumber);
  const [numbers, saved] = await Promise.all([
    db.select({ id: formVersions.id, number: formVersions.versionNumber }).from(formVersions).where(where),
    hasRemovedKeys(input.schema, input.rows)
      ? db.select({ schema: formVersions.schemaData }).from(formVersions).where(where).orderBy(newestFirst)
      : Promise.resolve([]),
  ]);
  const schemas = saved.flatMap(({ schema }) => {
    const migrated = migrate(schema);
    return migrated.ok ? [migrated.value] : [];
  });
  return {
    numbers: new Map(numbers.map((version) => [version.id, version.number])),
    former: formerFields(schemas),
  };
}
