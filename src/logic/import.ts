import {
  FORM_DESCRIPTION_MAX,
  FORM_DESCRIPTION_TOO_LONG_MESSAGE,
  type FormSchemaData,
  type GlobalVariable,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_DEPTH,
  migrate,
  type Theme,
  themeSchema,
} from '../model';
import { utf8ByteLength } from './export';
import { createCustomThemeId, createIdGenerator, type IdGenerator } from './ids';
import { findWriteProblems } from './schema-checks';
import { variablesFromFieldServiceData } from './variables';

// Alert texts of authoring §5.
export const IMPORT_INVALID_SCHEMA_MESSAGE = 'Invalid schema format. Please check your JSON.';
export const IMPORT_SUCCESS_MESSAGE = 'Form schema imported successfully!';
export const FIELD_SERVICE_EMPTY_MESSAGE = 'Please paste the field service output JSON';
export const FIELD_SERVICE_INVALID_FORMAT_MESSAGE =
  'Invalid field service output format. Expected success and data properties.';
export const FIELD_SERVICE_INVALID_JSON_MESSAGE =
  'Invalid JSON format. Please check your field service output and try again.';
export const THEME_FILE_INVALID_MESSAGE = 'Invalid theme file format';

/** The import button is disabled while the textarea is empty (authoring §5). */
export function canImportText(text: string): boolean {
  return text.trim() !== '';
}

export function fieldServiceSuccessMessage(count: number): string {
  return `Successfully imported ${count} variables from field service output!`;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Keys that could reach a prototype once the data is spread or assigned somewhere. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export interface JsonLimits {
  maxBytes: number;
  maxDepth: number;
}

const DEFAULT_LIMITS: JsonLimits = { maxBytes: IMPORT_MAX_BYTES, maxDepth: IMPORT_MAX_DEPTH };

export type SafeJsonResult = { ok: true; value: unknown } | { ok: false; reason: string };

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`. A flat scan over the text
 * (brackets inside strings do not count), so a depth bomb is refused before JSON.parse or any
 * recursive walk could see it.
 */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (inString) {
      if (unit === 0x5c)
        i++; // backslash: the next unit is escaped
      else if (unit === 0x22) inString = false;
    } else if (unit === 0x22) inString = true;
    else if (unit === 0x7b || unit === 0x5b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (unit === 0x7d || unit === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON.parse that never throws and refuses what could exhaust us: texts over the size limit (UTF-8
 * bytes) and nesting over the depth limit. `__proto__`, `constructor` and `prototype` keys are
 * dropped at every level, so nothing downstream can be tricked into touching a prototype.
 */
export function parseJsonSafely(text: string, limits: JsonLimits = DEFAULT_LIMITS): SafeJsonResult {
  if (typeof text !== 'string') return { ok: false, reason: 'Input must be text' };
  // Every UTF-16 unit takes at least one UTF-8 byte: long texts are refused without counting.
  if (text.length > limits.maxBytes || utf8ByteLength(text) > limits.maxBytes) {
    return { ok: false, reason: `Input is larger than ${limits.maxBytes} bytes` };
  }
  if (exceedsJsonDepth(text, limits.maxDepth)) {
    return { ok: false, reason: `Input nests deeper than ${limits.maxDepth} levels` };
  }
  try {
    const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const value: unknown = JSON.parse(withoutBom, (key, entry) =>
      FORBIDDEN_KEYS.has(key) ? undefined : entry,
    );
    return { ok: true, value };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : 'Invalid JSON' };
  }
}

export type FormImportResult =
  | { ok: true; value: FormSchemaData; description?: string }
  | { ok: false; error: string; details: string[] };

const MAX_DETAILS = 20;

function rejected(details: string[]): FormImportResult {
  return { ok: false, error: IMPORT_INVALID_SCHEMA_MESSAGE, details: details.slice(0, MAX_DETAILS) };
}

/**
 * A simple-export field back in the model's terms: `layout` is the container config, `section` the
 * section's or accordion's config, `table` the table config. The children nested in a layout, a section
 * and each of its panels are converted the same way, at any depth; migrate() then hoists them.
 */
function fieldFromSimpleExport(field: unknown): unknown {
  if (!isRecord(field)) return field;
  const { layout, section, table, ...rest } = field;
  const converted: Json = { ...rest };
  if (isRecord(layout)) {
    converted.containerConfig = { ...layout, children: asArray(layout.children).map(fieldFromSimpleExport) };
  }
  if (isRecord(section)) {
    converted.sectionConfig = {
      ...section,
      children: asArray(section.children).map(fieldFromSimpleExport),
      ...(section.panels !== undefined && {
        panels: asArray(section.panels).map((panel) =>
          isRecord(panel)
            ? { ...panel, children: asArray(panel.children).map(fieldFromSimpleExport) }
            : panel,
        ),
      }),
    };
  }
  if (table !== undefined) converted.tableConfig = table;
  return converted;
}

/**
 * The simple export as a version-0 schema: migrate() already knows that shape (fields under `fields`,
 * no pages, rules with triggerField/condition and a plain action, children embedded as objects), so it
 * puts the fields on page_1, hoists nested children and upgrades the rules.
 */
function schemaFromSimpleExport(value: Json): Json {
  const form = isRecord(value.form) ? value.form : {};
  const settings = isRecord(form.settings) ? form.settings : isRecord(value.settings) ? value.settings : {};
  return {
    settings,
    fields: asArray(value.fields).map(fieldFromSimpleExport),
    ...(value.globalVariables !== undefined && { globalVariables: value.globalVariables }),
  };
}

function textOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

interface SchemaCandidate {
  candidate: unknown;
  description?: string;
  /** Where the description is in the imported JSON, for a problem's detail. */
  descriptionPath?: string;
}

/** Which of the three accepted shapes the JSON is, as schema_data input for migrate(). */
function schemaCandidate(value: unknown): SchemaCandidate | null {
  if (!isRecord(value)) return null;
  if (isRecord(value.schema_data)) {
    return {
      candidate: value.schema_data,
      description: textOrUndefined(value.description),
      descriptionPath: 'description',
    };
  }
  if (Array.isArray(value.fields) && value.pages === undefined && value.all_fields === undefined) {
    const form = isRecord(value.form) ? value.form : {};
    return {
      candidate: schemaFromSimpleExport(value),
      description: textOrUndefined(form.description),
      descriptionPath: 'form.description',
    };
  }
  if (value.pages !== undefined || value.all_fields !== undefined) return { candidate: value };
  return null;
}

/** The detail of a description longer than the service stores ('{path}: {message}'), if it is. */
function descriptionProblems(found: SchemaCandidate): string[] {
  if (found.description === undefined || found.description.length <= FORM_DESCRIPTION_MAX) return [];
  return [`${found.descriptionPath ?? 'description'}: ${FORM_DESCRIPTION_TOO_LONG_MESSAGE}`];
}

/**
 * Parses pasted or uploaded form JSON: a full export (a form with schema_data), a bare schema_data, or
 * a simple export, brought to the current schema version by migrate(). The schema must also pass the
 * checks of a save (findWriteProblems: no pattern that could hang, unique page ids, a deliverable
 * webhook, distinct answer keys and option values), and the description of a full or simple export must
 * be one the service stores (FORM_DESCRIPTION_MAX): the server would refuse either at the next save.
 * Never throws; a rejection carries the spec's alert text as `error` and the reasons as `details`
 * ('{path}: {message}', the path into schema_data, or the description's in the imported JSON).
 */
export function parseFormImport(text: string): FormImportResult {
  if (typeof text !== 'string' || text.trim() === '') return rejected(['Input is empty']);
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return rejected([parsed.reason]);
  const found = schemaCandidate(parsed.value);
  if (!found)
    return rejected(['Expected a form export, a schema with pages and all_fields, or a simple export']);
  const tooLong = descriptionProblems(found);
  const migrated = migrate(found.candidate);
  if (!migrated.ok) return rejected([...tooLong, ...migrated.errors]);
  const problems = [
    ...tooLong,
    ...findWriteProblems(migrated.value).map((problem) => `${problem.path}: ${problem.message}`),
  ];
  if (problems.length > 0) return rejected(problems);
  return found.description === undefined
    ? { ok: true, value: migrated.value }
    : { ok: true, value: migrated.value, description: found.description };
}

export type FieldServiceImportResult =
  | { ok: true; variables: GlobalVariable[]; message: string }
  | { ok: false; error: string };

/**
 * Parses field-service output `{ "success": true, "data": [ ...entries ] }` into global variables
 * (entries: see variableFromFieldServiceEntry; unusable entries are skipped and not counted).
 * `success` must be true and `data` an array, else the output is of an invalid format.
 */
export function parseFieldServiceOutput(
  text: string,
  makeId: IdGenerator = createIdGenerator('var'),
): FieldServiceImportResult {
  if (typeof text !== 'string' || text.trim() === '')
    return { ok: false, error: FIELD_SERVICE_EMPTY_MESSAGE };
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return { ok: false, error: FIELD_SERVICE_INVALID_JSON_MESSAGE };
  const output = parsed.value;
  if (!isRecord(output) || output.success !== true || !Array.isArray(output.data)) {
    return { ok: false, error: FIELD_SERVICE_INVALID_FORMAT_MESSAGE };
  }
  const variables = variablesFromFieldServiceData(output.data, makeId);
  return { ok: true, variables, message: fieldServiceSuccessMessage(variables.length) };
}

export type ThemeImportResult = { ok: true; theme: Theme } | { ok: false; error: string };

/**
 * Parses an imported theme file. An imported theme is a custom theme: it gets a new id
 * 'custom_{timestamp}' whatever the file says, so it can never overwrite a built-in or another theme.
 */
export function parseThemeFile(text: string, now: number = Date.now()): ThemeImportResult {
  const parsed = typeof text === 'string' ? parseJsonSafely(text) : null;
  if (!parsed?.ok || !isRecord(parsed.value)) return { ok: false, error: THEME_FILE_INVALID_MESSAGE };
  const theme = themeSchema.safeParse({ ...parsed.value, id: createCustomThemeId(now) });
  return theme.success ? { ok: true, theme: theme.data } : { ok: false, error: THEME_FILE_INVALID_MESSAGE };
}
