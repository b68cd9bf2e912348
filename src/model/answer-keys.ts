// Answers are stored under a field's name, else its id, and under its id as well when the name differs
// (shell §3), and a choice is stored as its option's value. Two fields answering under one key, or two
// options with one value, let one answer silently stand for the other: the builder refuses them as they
// are typed (src/logic/field-names.ts, options.ts) and the server when a schema is written.
import { collectsValue } from './field-types';
import type { FormSchemaData } from './form';

export const ANSWER_KEY_MESSAGES = {
  nameTaken: (name: string) => `Another field already uses the name '${name}'`,
  nameIsId: (name: string) => `Another field already has the id '${name}'`,
  optionValueTaken: (value: string) => `Another option already uses the value '${value.trim()}'`,
  reservedKey: (key: string) => `'${key}' is reserved and cannot be a field's name or id`,
} as const;

/**
 * Keys no answer can be stored under: in a JavaScript object, '__proto__' sets the prototype instead of
 * a value, so the answer would be lost and a required check skipped.
 */
export const RESERVED_ANSWER_KEYS: readonly string[] = ['__proto__'];

export function isReservedAnswerKey(key: string): boolean {
  return RESERVED_ANSWER_KEYS.includes(key);
}

export interface WriteRuleProblem {
  path: string;
  message: string;
}

/** A field whose id or name is a reserved key (any field: ids also key conditions, drafts and errors). */
export function reservedKeyProblems(schema: FormSchemaData): WriteRuleProblem[] {
  const problems: WriteRuleProblem[] = [];
  schema.all_fields.forEach((field, index) => {
    for (const part of ['id', 'name'] as const) {
      const key = field[part];
      if (key !== undefined && isReservedAnswerKey(key))
        problems.push({ path: `all_fields.${index}.${part}`, message: ANSWER_KEY_MESSAGES.reservedKey(key) });
    }
  });
  return problems;
}

/** A Name under which another field already answers (its name, or its id), said on the later field. */
export function answerKeyProblems(schema: FormSchemaData): WriteRuleProblem[] {
  const collecting = schema.all_fields
    .map((field, index) => ({ field, index }))
    .filter(({ field }) => collectsValue(field.type));
  const ids = new Set(collecting.map(({ field }) => field.id));
  const named = new Set<string>();
  const problems: WriteRuleProblem[] = [];
  for (const { field, index } of collecting) {
    const name = field.name ?? '';
    if (name === '' || name === field.id || isReservedAnswerKey(name)) continue;
    if (ids.has(name))
      problems.push({ path: `all_fields.${index}.name`, message: ANSWER_KEY_MESSAGES.nameIsId(name) });
    else if (named.has(name))
      problems.push({ path: `all_fields.${index}.name`, message: ANSWER_KEY_MESSAGES.nameTaken(name) });
    named.add(name);
  }
  return problems;
}

/** An option whose value (trimmed) an earlier option of the same field has. */
export function optionValueProblems(schema: FormSchemaData): WriteRuleProblem[] {
  const problems: WriteRuleProblem[] = [];
  schema.all_fields.forEach((field, index) => {
    if (!collectsValue(field.type)) return;
    const seen = new Set<string>();
    (field.options ?? []).forEach((option, at) => {
      const value = option.value.trim();
      if (value !== '' && seen.has(value))
        problems.push({
          path: `all_fields.${index}.options.${at}.value`,
          message: ANSWER_KEY_MESSAGES.optionValueTaken(value),
        });
      seen.add(value);
    });
  });
  return problems;
}
