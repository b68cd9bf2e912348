import {
  CATALOG_TABLE_MAX_ROWS,
  type Field,
  type FieldType,
  type GlobalVariable,
  type Option,
  type RegistryTable,
  STAR_COUNT_DEFAULT,
  TABLE_DEFAULT_MAX_ROWS,
  TABLE_DEFAULT_MIN_ROWS,
  TABLE_DEFAULT_ROWS,
  type TableColumn,
  type TableColumnType,
} from '../model';
import { parseJsonSafely } from './import';
import { deriveOptionValue } from './options';
import {
  CATALOG_MAX_DEPTH,
  type CatalogVariable,
  columnFieldName,
  isLinkableColumn,
  variableDataTypeOf,
} from './variables';

/** A string value longer than this hints a textarea (authoring §5). */
export const LONG_TEXT_THRESHOLD = 100;
/** The older hint path used 50; pass it as `longTextThreshold` to reproduce that path. */
export const LEGACY_LONG_TEXT_THRESHOLD = 50;
/** An array variable with 1 to this many choices becomes a radio group; with more, a dropdown. */
export const RADIO_MAX_CHOICES = 4;

export interface InferenceOptions {
  longTextThreshold?: number;
}

/** What a variable tells about the field it should become. */
export interface VariableTypeHints {
  name: string;
  dataType?: string;
  value?: unknown;
}

/** snake_case words of a name: createdAt, created-at and "Created at" all give ['created', 'at']. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Whether a keyword is in the name as a word, or at the start or end of a word (birthdate,
 * timestamp, workemail). Plain substring matching would also turn validated_by into a date and
 * generated_by into a number; word edges keep such false hits rarer, not gone: candidate still
 * ends in 'date' and corporate in 'rate'.
 */
function nameHas(words: readonly string[], ...keywords: string[]): boolean {
  return words.some((word) => keywords.some((keyword) => word.startsWith(keyword) || word.endsWith(keyword)));
}

/** Type by name alone, the rules of authoring §5 in the order given there. */
export function inferFieldTypeFromName(name: string): FieldType {
  const words = wordsOf(name);
  const snake = words.join('_');
  if (nameHas(words, 'time') || snake.includes('created_at') || snake.includes('updated_at'))
    return 'datetime';
  if (nameHas(words, 'date')) return 'date';
  if (nameHas(words, 'email')) return 'email';
  if (nameHas(words, 'phone', 'mobile')) return 'phone';
  if (nameHas(words, 'url', 'website')) return 'url';
  if (snake.startsWith('is_') || snake.includes('_flag') || nameHas(words, 'enabled')) return 'checkbox';
  if (snake.endsWith('_id') || snake === 'id') return 'text';
  if (nameHas(words, 'amount', 'cost', 'rate', 'price')) return 'number';
  if (nameHas(words, 'status', 'type', 'stage')) return 'select';
  if (nameHas(words, 'description', 'notes', 'details', 'bio', 'objective')) return 'textarea';
  return 'text';
}

const MAX_CHOICES = 100;

/** The choices an array value holds: a real array, a JSON array in text, or comma-separated text. */
export function choicesOf(value: unknown): string[] {
  let items: unknown[] = [];
  if (Array.isArray(value)) items = value;
  else if (typeof value === 'string' && value.trim() !== '') {
    const parsed = parseJsonSafely(value);
    items = parsed.ok && Array.isArray(parsed.value) ? parsed.value : value.split(',');
  }
  const texts = items
    .filter((item) => ['string', 'number', 'boolean'].includes(typeof item))
    .map((item) => String(item).trim())
    .filter(Boolean);
  return [...new Set(texts)].slice(0, MAX_CHOICES);
}

/** No known choices: a multi select to fill in; a few: a radio group; many: a dropdown. */
function choiceFieldType(choiceCount: number): FieldType {
  if (choiceCount === 0) return 'multiselect';
  return choiceCount <= RADIO_MAX_CHOICES ? 'radio' : 'select';
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectOf(value: unknown): Json | undefined {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return undefined;
  const parsed = parseJsonSafely(value);
  return parsed.ok && isRecord(parsed.value) ? parsed.value : undefined;
}

const ADDRESS_KEYS = [
  'street',
  'city',
  'state',
  'zip',
  'postal_code',
  'postcode',
  'country',
  'line1',
  'address_line1',
];

/** Rows of a table-like object: its `rows` array, or its values when they are all records. */
function rowsOf(object: Json): Json[] {
  if (Array.isArray(object.rows)) return object.rows.filter(isRecord);
  const values = Object.values(object);
  return values.length > 0 && values.every(isRecord) ? (values as Json[]) : [];
}

/** An address when two or more address keys are present, a table when it holds rows, else a textarea. */
function objectFieldType(value: unknown): FieldType {
  const object = objectOf(value);
  if (!object) return 'textarea';
  const keys = Object.keys(object).map((key) => wordsOf(key).join('_'));
  if (keys.filter((key) => ADDRESS_KEYS.includes(key)).length >= 2) return 'address';
  return rowsOf(object).length > 0 ? 'table' : 'textarea';
}

/** Type by data type and hints, the second rule set of authoring §5, in its order. */
export function inferFieldTypeFromData(hints: VariableTypeHints, options: InferenceOptions = {}): FieldType {
  const words = wordsOf(hints.name);
  if (nameHas(words, 'email')) return 'email';
  if (nameHas(words, 'phone')) return 'phone';
  if (nameHas(words, 'url')) return 'url';
  if (nameHas(words, 'password')) return 'password';
  if (nameHas(words, 'address')) return 'address';
  if (nameHas(words, 'description', 'comment', 'message')) return 'textarea';
  const dataType = variableDataTypeOf(hints.dataType, hints.value);
  const threshold = options.longTextThreshold ?? LONG_TEXT_THRESHOLD;
  const isText = dataType === 'string' || dataType === 'any';
  if (isText && typeof hints.value === 'string' && hints.value.length > threshold) return 'textarea';
  // Beyond the spec's list: numbers, dates and date-times keep their own input types.
  if (dataType === 'number') return nameHas(words, 'rating', 'score') ? 'rating' : 'number';
  if (dataType === 'boolean') return 'checkbox';
  if (dataType === 'date' || dataType === 'datetime') return dataType;
  if (dataType === 'array') return choiceFieldType(choicesOf(hints.value).length);
  if (dataType === 'object') return objectFieldType(hints.value);
  return 'text';
}

/**
 * Both rule sets: data type and hints first (they know more), and when they only reach the text
 * fallback, the name rules (so a string 'created_at' still becomes a datetime, 'status' a select).
 */
export function inferFieldType(hints: VariableTypeHints, options: InferenceOptions = {}): FieldType {
  const byData = inferFieldTypeFromData(hints, options);
  return byData === 'text' ? inferFieldTypeFromName(hints.name) : byData;
}

/** 'first_name', 'firstName' and 'customer.first-name' read 'First Name', 'First Name', 'Customer First Name'. */
export function humanizeName(name: string): string {
  return wordsOf(name)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function optionsFrom(choices: readonly string[]): Option[] {
  const options = choices.map((label, index) => ({
    label,
    value: deriveOptionValue(label) || `option${index + 1}`,
  }));
  // Labels that differ only in case or punctuation derive one value: keep the first.
  const byValue = new Map<string, Option>();
  for (const option of options) if (!byValue.has(option.value)) byValue.set(option.value, option);
  const unique = [...byValue.values()];
  return unique.length > 0
    ? unique
    : [
        { label: 'Option 1', value: 'option1' },
        { label: 'Option 2', value: 'option2' },
      ];
}

function tableColumnTypeOf(type: FieldType): TableColumnType {
  if (type === 'number' || type === 'rating' || type === 'slider' || type === 'range') return 'number';
  if (type === 'date' || type === 'datetime') return 'date';
  return type === 'email' ? 'email' : 'text';
}

function columnFromKey(key: string, sample: unknown): TableColumn {
  const type = tableColumnTypeOf(inferFieldType({ name: key, value: sample }));
  return { id: key, label: humanizeName(key) || key, type, required: false, visible: true };
}

/** The type-specific parts of a field made from a variable. */
function typeExtras(type: FieldType, value: unknown): Partial<Field> {
  if (type === 'select' || type === 'radio' || type === 'multiselect')
    return { options: optionsFrom(choicesOf(value)) };
  if (type === 'rating') return { starCount: STAR_COUNT_DEFAULT, defaultValue: 0 };
  if (type !== 'table') return {};
  const [firstRow] = rowsOf(objectOf(value) ?? {});
  const columns = Object.entries(firstRow ?? {})
    .slice(0, 20)
    .map(([key, sample]) => columnFromKey(key, sample));
  return { tableConfig: tableConfigOf(columns.length > 0 ? columns : [columnFromKey('value', '')], true) };
}

function tableConfigOf(columns: TableColumn[], editable: boolean) {
  return {
    columns,
    rows: TABLE_DEFAULT_ROWS,
    minRows: TABLE_DEFAULT_MIN_ROWS,
    maxRows: editable ? TABLE_DEFAULT_MAX_ROWS : CATALOG_TABLE_MAX_ROWS,
    allowAddRows: editable,
    allowDeleteRows: editable,
  };
}

function isCatalogVariable(variable: GlobalVariable | CatalogVariable): variable is CatalogVariable {
  return 'path' in variable && 'token' in variable;
}

/**
 * A field linked to a global or catalog variable, its type inferred (inferFieldType). Catalog fields
 * link to the catalog path; global ones to the variable name and carry its placeholder and help text.
 */
export function fieldFromVariable(
  variable: GlobalVariable | CatalogVariable,
  id: string,
  options: InferenceOptions = {},
): Field {
  const base = { id, required: false, width: 'full' as const };
  if (isCatalogVariable(variable)) {
    const type = inferFieldType({ name: variable.fieldName, dataType: variable.dataType }, options);
    return {
      ...base,
      type,
      label: variable.label,
      variableLink: variable.path,
      ...(variable.description !== undefined && { description: variable.description }),
      ...typeExtras(type, undefined),
    };
  }
  const type = inferFieldType(
    { name: variable.name, dataType: variable.dataType, value: variable.value },
    options,
  );
  return {
    ...base,
    type,
    label: humanizeName(variable.name) || variable.name,
    variableLink: variable.name,
    ...(variable.placeholder !== undefined && { placeholder: variable.placeholder }),
    ...(variable.helpText !== undefined && { helpText: variable.helpText }),
    ...(variable.description !== undefined && { description: variable.description }),
    ...typeExtras(type, variable.value),
  };
}

function catalogColumns(table: RegistryTable, prefix: string, depth: number): TableColumn[] {
  if (depth > CATALOG_MAX_DEPTH) return [];
  const own = (table.columns ?? []).filter(isLinkableColumn).map((column): TableColumn => {
    const fieldName = columnFieldName(column);
    const type = tableColumnTypeOf(inferFieldType({ name: fieldName, dataType: column.dataType }));
    return {
      id: prefix ? `${prefix}.${fieldName}` : fieldName,
      label: column.displayName || column.name || fieldName,
      type,
      required: false,
      visible: true,
      ...(prefix && { isSiblingColumn: true }),
    };
  });
  const siblings = Object.entries(table.siblings ?? {}).flatMap(([name, sibling]) =>
    catalogColumns(sibling, prefix ? `${prefix}.${name}` : name, depth + 1),
  );
  return [...own, ...siblings];
}

/**
 * A catalog table as a table field (authoring §5, shell §4): columns from the visible registry columns
 * (siblings' columns marked isSiblingColumn, ids prefixed with the sibling's name), adding and deleting
 * rows disabled, at most CATALOG_TABLE_MAX_ROWS rows.
 */
export function fieldFromCatalogTable(tableName: string, table: RegistryTable, id: string): Field {
  return {
    id,
    type: 'table',
    label: table.displayName || humanizeName(tableName) || tableName,
    required: false,
    width: 'full',
    variableLink: tableName,
    ...(table.description !== undefined && { description: table.description }),
    tableConfig: tableConfigOf(catalogColumns(table, '', 0), false),
  };
}
