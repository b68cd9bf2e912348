/**
 * Ids inside one renderer's shadow root. Field ids are author-chosen text (spaces, quotes, anything), so
 * they are encoded into the safe alphabet; the instance prefix keeps two renderers apart should they ever
 * share a root (the builder's preview).
 */
export type IdPart = 'input' | 'label' | 'help' | 'description' | 'errors' | 'group';

const UNSAFE = /[^A-Za-z0-9_-]/g;

function encode(fieldId: string): string {
  return fieldId.replace(UNSAFE, (char) => `.${char.codePointAt(0)?.toString(36)}.`);
}

export function fieldDomId(prefix: string, fieldId: string, part: IdPart = 'input'): string {
  return `${prefix}-${encode(fieldId)}-${part}`;
}

/**
 * A table cell's control: row 1 of the first visible column has the field's own control id (its label
 * points there), the others `{that id}-r{row}-c{column}`, column being the index among the visible columns.
 */
export function tableCellDomId(inputId: string, row: number, column: number): string {
  return row === 0 && column === 0 ? inputId : `${inputId}-r${row}-c${column}`;
}

export interface FieldIds {
  input: string;
  label: string;
  help: string;
  description: string;
  errors: string;
  group: string;
}

/** Every id of one field, the field id encoded once (a long form makes these for each field it renders). */
export function fieldIds(prefix: string, fieldId: string): FieldIds {
  const base = `${prefix}-${encode(fieldId)}-`;
  return {
    input: `${base}input`,
    label: `${base}label`,
    help: `${base}help`,
    description: `${base}description`,
    errors: `${base}errors`,
    group: `${base}group`,
  };
}
