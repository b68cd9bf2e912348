// The Name of a field (the key of its answer), as the builder's Basic tab checks it.
import { ANSWER_KEY_MESSAGES, collectsValue, type FormSchemaData, isReservedAnswerKey } from '../model';

export const fieldNameTakenMessage = ANSWER_KEY_MESSAGES.nameTaken;
export const fieldNameIsIdMessage = ANSWER_KEY_MESSAGES.nameIsId;

/**
 * Why `name` cannot be the Name of field `fieldId`, or undefined when it can. Answers are stored under a
 * field's name, else its id, and under its id as well when the name differs (shell §3): a name another
 * field answers under would let one field's answer silently overwrite the other's. Empty is fine (the id
 * is used); a field's own id is fine. Fields that collect no value (headings, layout) store nothing.
 */
export function fieldNameProblem(schema: FormSchemaData, fieldId: string, name: string): string | undefined {
  if (name === '') return undefined;
  if (isReservedAnswerKey(name)) return ANSWER_KEY_MESSAGES.reservedKey(name);
  for (const other of schema.all_fields) {
    if (other.id === fieldId || !collectsValue(other.type)) continue;
    if (other.name === name) return fieldNameTakenMessage(name);
    if (other.id === name) return fieldNameIsIdMessage(name);
  }
  return undefined;
}
