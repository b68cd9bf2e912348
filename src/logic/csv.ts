/**
 * CSV for spreadsheet users (RFC 4180 quoting, CRLF rows, UTF-8 with a byte order mark so Excel reads the
 * encoding). A cell that starts with =, +, -, @, tab or carriage return would be taken for a formula by a
 * spreadsheet (CSV injection): such a cell gets a leading apostrophe, which spreadsheets show as text.
 */

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/** The cell as text a spreadsheet will not evaluate. Numbers are data, not formulas: kept as they are. */
export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, neutralised and quoted, without the line break. */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map((cell) => quote(neutraliseCell(cell))).join(',');
}

/** A whole document: BOM, header row, data rows, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('');
}

/** A submitted value as one cell: lists joined by ', ', objects as JSON. */
export function csvCellOf(value: unknown): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map((item) => String(item ?? '')).join(', ');
  }
  return JSON.stringify(value);
}
