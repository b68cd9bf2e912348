// The reference rules of a schema (migrate() checks them after the shape): zod-free, so the renderer's
// check of a current-version schema (schema-check.ts) applies the same rules without loading zod.
import { answerKeyProblems, optionValueProblems, reservedKeyProblems } from './answer-keys';
import type { FormSchemaData } from './form';
import { httpUrlProblem } from './urls';

/**
 * Pages and layout fields may only point at fields that exist; a field sits in one place only (one page
 * or one parent), and layout fields never contain themselves, so every walk of the tree ends.
 */
export function danglingReferences(schema: FormSchemaData): string[] {
  const ids = new Set(schema.all_fields.map((field) => field.id));
  const errors: string[] = [];
  if (ids.size !== schema.all_fields.length) errors.push('all_fields: field ids must be unique');
  const placedIn = new Map<string, string>();
  const place = (id: string, where: string) => {
    const earlier = placedIn.get(id);
    if (earlier !== undefined) errors.push(`${where}: field '${id}' is already placed in ${earlier}`);
    else placedIn.set(id, where);
  };
  schema.pages.forEach((page, index) => {
    for (const id of page.field_ids) {
      if (!ids.has(id)) errors.push(`pages.${index}.field_ids: unknown field id '${id}'`);
      else place(id, `page '${page.id}'`);
    }
  });
  const childrenOf = new Map<string, string[]>();
  for (const field of schema.all_fields) {
    const children = [
      ...(field.containerConfig?.children ?? []),
      ...(field.sectionConfig?.children ?? []),
      ...(field.sectionConfig?.panels ?? []).flatMap((panel) => panel.children),
    ];
    childrenOf.set(field.id, children);
    for (const id of children) {
      if (!ids.has(id)) errors.push(`all_fields.${field.id}: unknown child field id '${id}'`);
      else place(id, `field '${field.id}'`);
    }
  }
  if (errors.length === 0 && hasLayoutCycle(childrenOf))
    errors.push('all_fields: a layout field contains itself');
  return errors;
}

/** With every field placed at most once, a cycle is a loop of parents that no page reaches. */
function hasLayoutCycle(childrenOf: Map<string, string[]>): boolean {
  const state = new Map<string, 'open' | 'done'>();
  for (const start of childrenOf.keys()) {
    if (state.has(start)) continue;
    const stack: { id: string; next: number }[] = [{ id: start, next: 0 }];
    state.set(start, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const child = (childrenOf.get(top.id) ?? [])[top.next++];
      if (child === undefined) {
        state.set(top.id, 'done');
        stack.pop();
      } else if (state.get(child) === 'open') {
        return true;
      } else if (!state.has(child)) {
        state.set(child, 'open');
        stack.push({ id: child, next: 0 });
      }
    }
  }
  return false;
}

/**
 * Rules a schema must meet to be written (created, saved, imported), but which a stored schema need not
 * meet to be read: forms saved before these rules existed still load in the builder and the renderer
 * (migrate() and currentSchemaAsIs() do not apply them), and are told what to fix on their next save.
 * - Page ids are unique: navigation, drafts and analytics find a page by its id.
 * - The notifications webhook is empty (no webhook) or an http(s) URL without credentials (the rule of
 *   every outbound URL, urls.ts): anything else could never be delivered to.
 * - No two fields answer under one key, and no two options of a field have one value; no field is keyed
 *   '__proto__' (answer-keys.ts).
 */
export function writeRuleProblems(schema: FormSchemaData): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const firstIndex = new Map<string, number>();
  schema.pages.forEach((page, index) => {
    const earlier = firstIndex.get(page.id);
    if (earlier === undefined) firstIndex.set(page.id, index);
    else
      problems.push({
        path: `pages.${index}.id`,
        message: `page id '${page.id}' is already used by pages.${earlier} (page ids must be unique)`,
      });
  });
  const webhook = schema.settings.notifications.webhook ?? '';
  const urlProblem = webhook.trim() === '' ? undefined : httpUrlProblem(webhook);
  if (urlProblem) problems.push({ path: 'settings.notifications.webhook', message: urlProblem });
  problems.push(...reservedKeyProblems(schema), ...answerKeyProblems(schema), ...optionValueProblems(schema));
  return problems;
}
