// What differs between two saved schemas, for the Versions panel's comparison of a version with the
// current form: fields added, removed and changed (by id, with the properties that changed), form
// settings changed, and whether the pages or global variables changed.
import type { Field, FormSchemaData } from '../model';

export interface FieldRef {
  id: string;
  label: string;
  type: string;
}

export interface FieldChange extends FieldRef {
  /** Property names whose values differ, sorted. */
  properties: string[];
}

export interface SchemaDiff {
  added: FieldRef[];
  removed: FieldRef[];
  changed: FieldChange[];
  /** Setting names whose values differ, sorted. */
  settings: string[];
  /** Page count, order, names or membership differ. */
  pagesChanged: boolean;
  globalVariablesChanged: boolean;
}

/** JSON with object keys sorted, so two equal values give the same text whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** Keys whose values differ between two records (absent and undefined count as the same). */
function differingKeys(before: object, after: object): string[] {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((key) => !sameValue(a[key], b[key])).sort();
}

function refOf(field: Field): FieldRef {
  return { id: field.id, label: field.label || field.id, type: field.type };
}

/** The changes that lead from `before` to `after`. */
export function diffSchemas(before: FormSchemaData, after: FormSchemaData): SchemaDiff {
  const beforeById = new Map(before.all_fields.map((field) => [field.id, field]));
  const afterById = new Map(after.all_fields.map((field) => [field.id, field]));
  const added = after.all_fields.filter((field) => !beforeById.has(field.id)).map(refOf);
  const removed = before.all_fields.filter((field) => !afterById.has(field.id)).map(refOf);
  const changed: FieldChange[] = [];
  for (const field of after.all_fields) {
    const old = beforeById.get(field.id);
    if (!old) continue;
    const properties = differingKeys(old, field);
    if (properties.length > 0) changed.push({ ...refOf(field), properties });
  }
  return {
    added,
    removed,
    changed,
    settings: differingKeys(before.settings, after.settings),
    pagesChanged: !sameValue(before.pages, after.pages),
    globalVariablesChanged: !sameValue(before.globalVariables, after.globalVariables),
  };
}

export function isEmptyDiff(diff: SchemaDiff): boolean {
  return (
    diff.added.length === 0 &&
    diff.removed.length === 0 &&
    diff.changed.length === 0 &&
    diff.settings.length === 0 &&
    !diff.pagesChanged &&
    !diff.globalVariablesChanged
  );
}
