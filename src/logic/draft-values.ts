// What a draft keeps of the answers. A draft is read back by whoever holds its link (mailed, bookmarked,
// shared), so a password answer has no business in it: the person types it again when they resume.
import type { FormSchemaData } from '../model';

/** The answers without those of password fields (under the field's id and under its name). */
export function draftValues<V>(
  schema: FormSchemaData,
  values: Readonly<Record<string, V>>,
): Record<string, V> {
  const secret = new Set<string>();
  for (const field of schema.all_fields) {
    if (field.type !== 'password') continue;
    secret.add(field.id);
    if (field.name) secret.add(field.name);
  }
  return Object.fromEntries(Object.entries(values).filter(([key]) => !secret.has(key)));
}
