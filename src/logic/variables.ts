import {
  type GlobalVariable,
  globalVariableSchema,
  type Registry,
  type RegistryColumn,
  type RegistryTable,
  VARIABLE_DATA_TYPES,
  type VariableDataType,
} from '../model';
import { createIdGenerator, type IdGenerator } from './ids';
import { variablesByName } from './variable-tokens';

export {
  resolveFieldTokens,
  resolveTokens,
  type TokenContext,
  type VariablePart,
  variableToken,
  withVariableTexts,
} from './variable-tokens';

/** A linkable column of the data catalog (shell §3 "Registry"). */
export interface CatalogVariable {
  /** 'table.column' in object tables, 'table[].column' in array tables; siblings nest: 'a.b[].c'. */
  path: string;
  /** Token text to insert, `{{table.field}}`: the path without '[]'. */
  token: string;
  /** The key of the table (or nested sibling) the column belongs to. */
  tableName: string;
  fieldName: string;
  label: string;
  description?: string;
  dataType?: string;
  /** Inside an array table, at any level. */
  isArray: boolean;
  gdprSensitive: boolean;
}

/** Siblings nest; a registry deeper than this is malformed or hostile, and the rest is not listed. */
export const CATALOG_MAX_DEPTH = 16;

/** Only visible columns are offered as linkable variables (shell §3). */
export function isLinkableColumn(column: RegistryColumn): boolean {
  return column.isVisible !== false;
}

/** The name a column goes by in paths: its metadata field name, else its name, else its id. */
export function columnFieldName(column: RegistryColumn): string {
  return column.additionalMetadata?.fieldName || column.name || column.id;
}

export function catalogTokenForPath(path: string): string {
  return `{{${path.replaceAll('[]', '')}}}`;
}

function collectTable(
  tableName: string,
  table: RegistryTable,
  parent: { path: string; isArray: boolean; depth: number },
  found: CatalogVariable[],
): void {
  if (parent.depth > CATALOG_MAX_DEPTH) return;
  const isArray = parent.isArray || table.table_type === 'array';
  const tablePath = `${parent.path ? `${parent.path}.` : ''}${tableName}${table.table_type === 'array' ? '[]' : ''}`;
  for (const column of table.columns ?? []) {
    if (!isLinkableColumn(column)) continue;
    const fieldName = columnFieldName(column);
    const path = `${tablePath}.${fieldName}`;
    found.push({
      path,
      token: catalogTokenForPath(path),
      tableName,
      fieldName,
      label: column.displayName || column.name || fieldName,
      ...(column.description !== undefined && { description: column.description }),
      ...(column.dataType !== undefined && { dataType: column.dataType }),
      isArray,
      gdprSensitive: column.gdprSensitive === true,
    });
  }
  for (const [siblingName, sibling] of Object.entries(table.siblings ?? {})) {
    collectTable(siblingName, sibling, { path: tablePath, isArray, depth: parent.depth + 1 }, found);
  }
}

/** Every linkable catalog variable of the registry, tables in key order, siblings after their table. */
export function listCatalogVariables(registry: Registry): CatalogVariable[] {
  const found: CatalogVariable[] = [];
  for (const [tableName, table] of Object.entries(registry)) {
    collectTable(tableName, table, { path: '', isArray: false, depth: 0 }, found);
  }
  return found;
}

/** The text with the token put in place of the selection (the caret when start = end), and the caret after it. */
export function insertToken(
  text: string,
  token: string,
  selectionStart: number = text.length,
  selectionEnd: number = selectionStart,
): { text: string; caret: number } {
  const clamp = (value: number) =>
    Number.isNaN(value) ? text.length : Math.min(Math.max(value, 0), text.length);
  const start = clamp(selectionStart);
  const end = Math.max(start, clamp(selectionEnd));
  return { text: text.slice(0, start) + token + text.slice(end), caret: start + token.length };
}

/** Imported variables replace existing ones of the same name (keeping the existing id); new ones are appended. */
export function mergeVariables(
  existing: readonly GlobalVariable[],
  imported: readonly GlobalVariable[],
): GlobalVariable[] {
  const importedByName = variablesByName(imported);
  const merged = existing.map((variable) => {
    const replacement = importedByName.get(variable.name);
    return replacement ? { ...replacement, id: variable.id } : variable;
  });
  const existingNames = new Set(existing.map((variable) => variable.name));
  return [...merged, ...[...importedByName.values()].filter((variable) => !existingNames.has(variable.name))];
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstText(...candidates: unknown[]): string | undefined {
  return candidates.find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
}

const DATA_TYPE_SYNONYMS: ReadonlyMap<string, VariableDataType> = new Map([
  ['int', 'number'],
  ['integer', 'number'],
  ['float', 'number'],
  ['double', 'number'],
  ['decimal', 'number'],
  ['numeric', 'number'],
  ['bigint', 'number'],
  ['bool', 'boolean'],
  ['text', 'string'],
  ['varchar', 'string'],
  ['str', 'string'],
  ['timestamp', 'datetime'],
  ['timestamptz', 'datetime'],
  ['json', 'object'],
  ['jsonb', 'object'],
  ['list', 'array'],
]);

/** A declared data type (or a common database synonym), else the JavaScript type of the value. */
export function variableDataTypeOf(declared: unknown, value: unknown): VariableDataType {
  if (typeof declared === 'string') {
    const lower = declared.trim().toLowerCase();
    const known = VARIABLE_DATA_TYPES.find((type) => type === lower);
    if (known) return known;
    const synonym = DATA_TYPE_SYNONYMS.get(lower);
    if (synonym) return synonym;
  }
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  if (isRecord(value)) return 'object';
  return 'string';
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) || isRecord(value)) return JSON.stringify(value);
  return '';
}

/**
 * One entry of field-service output as a global variable. An entry is either a variable
 * `{ name, value?, description?, placeholder?, helpText?, dataType? }` or a registry-like column
 * `{ id, displayName?, description?, dataType?, additionalMetadata: { tableName, fieldName } }`,
 * which is named 'tableName.fieldName' so it reads like its catalog token. Entries without a usable
 * name, or that break the model's limits, give null.
 */
export function variableFromFieldServiceEntry(entry: unknown, makeId: IdGenerator): GlobalVariable | null {
  if (!isRecord(entry)) return null;
  const meta = isRecord(entry.additionalMetadata) ? entry.additionalMetadata : {};
  const tableName = firstText(meta.tableName);
  const fieldName = firstText(meta.fieldName);
  const name = firstText(
    tableName && fieldName ? `${tableName}.${fieldName}` : undefined,
    entry.name,
    entry.fieldName,
    fieldName,
    entry.id,
  );
  if (name === undefined) return null;
  const description = firstText(entry.description, entry.displayName);
  const placeholder = firstText(entry.placeholder);
  const helpText = firstText(entry.helpText);
  const parsed = globalVariableSchema.safeParse({
    id: makeId(),
    name: name.trim(),
    value: valueText(entry.value),
    dataType: variableDataTypeOf(entry.dataType ?? entry.data_type, entry.value),
    ...(description !== undefined && { description }),
    ...(placeholder !== undefined && { placeholder }),
    ...(helpText !== undefined && { helpText }),
  });
  return parsed.success ? parsed.data : null;
}

export function variablesFromFieldServiceData(
  entries: readonly unknown[],
  makeId: IdGenerator = createIdGenerator('var'),
): GlobalVariable[] {
  return entries.flatMap((entry) => variableFromFieldServiceEntry(entry, makeId) ?? []);
}
