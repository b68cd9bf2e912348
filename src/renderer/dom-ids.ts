/**
 * Ids inside one renderer's shadow root. Field ids are author-chosen text (spaces, quotes, anything), so
 * they are encoded into the safe alphabet; the instance prefix keeps two renderers apart should they ever
 * share a root (the builder's preview).
 */
export type IdPart = 'input' | 'label' | 'help' | 'description' | 'errors' | 'group';

function encode(fieldId: string): string {
  return fieldId.replace(/[^A-Za-z0-9_-]/g, (char) => `.${char.codePointAt(0)?.toString(36)}.`);
}

export function fieldDomId(prefix: string, fieldId: string, part: IdPart = 'input'): string {
  return `${prefix}-${encode(fieldId)}-${part}`;
}

export interface FieldIds {
  input: string;
  label: string;
  help: string;
  description: string;
  errors: string;
  group: string;
}

export function fieldIds(prefix: string, fieldId: string): FieldIds {
  return {
    input: fieldDomId(prefix, fieldId, 'input'),
    label: fieldDomId(prefix, fieldId, 'label'),
    help: fieldDomId(prefix, fieldId, 'help'),
    description: fieldDomId(prefix, fieldId, 'description'),
    errors: fieldDomId(prefix, fieldId, 'errors'),
    group: fieldDomId(prefix, fieldId, 'group'),
  };
}
