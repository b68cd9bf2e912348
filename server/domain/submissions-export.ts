// Responses as a spreadsheet: one column per answer of the form as it is now (its label as the header),
// then any answer keys older versions had, then the submission's id, time, version and form revision (the
// exact schema its answers were judged against).
import { type CsvCell, csvCellOf, toCsv } from '../../src/logic';
import { collectsValue, type FormSchemaData } from '../../src/model';

interface Column {
  key: string;
  header: string;
}

export interface ExportRow {
  id: string;
  created_at: string;
  version_id: string | null;
  form_revision: number | null;
  values: Record<string, unknown>;
}

function columnsOf(schema: FormSchemaData, rows: readonly ExportRow[]): Column[] {
  const columns: Column[] = [];
  const known = new Set<string>();
  for (const field of schema.all_fields) {
    if (!collectsValue(field.type) || field.type === 'honeypot') continue;
    const key = field.name || field.id;
    known.add(field.id);
    known.add(key);
    columns.push({ key, header: field.label.trim() || key });
  }
  for (const row of rows) {
    for (const key of Object.keys(row.values)) {
      if (known.has(key)) continue;
      known.add(key);
      columns.push({ key, header: key });
    }
  }
  return columns;
}

/** A file answer shows its file names; everything else as csvCellOf writes it. */
function cellOf(value: unknown): CsvCell {
  if (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((v) => v && typeof v === 'object' && 'name' in v)
  ) {
    return value.map((v) => String((v as { name: unknown }).name)).join(', ');
  }
  return csvCellOf(value);
}

export function submissionsCsv(schema: FormSchemaData, rows: readonly ExportRow[]): string {
  const columns = columnsOf(schema, rows);
  const header = [
    ...columns.map((c) => c.header),
    'Submission ID',
    'Submitted at',
    'Version ID',
    'Form revision',
  ];
  const body = rows.map((row) => [
    ...columns.map((c) => cellOf(row.values[c.key])),
    row.id,
    row.created_at,
    row.version_id ?? '',
    row.form_revision ?? '',
  ]);
  return toCsv(header, body);
}
