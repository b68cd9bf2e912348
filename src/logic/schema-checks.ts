// Checks a saved form must pass beyond its shape (which migrate() checks): every user-written pattern must
// be one that cannot hang whoever evaluates it — the browser, or the server validating a submission.
import type { FormSchemaData, ValidationRule } from '../model';
import { writeRuleProblems } from '../model/references';
import { checkPattern } from './safe-pattern';

export interface SchemaProblem {
  /** Where, as a path into schema_data, e.g. 'all_fields.email.validation.0.value'. */
  path: string;
  message: string;
}

export function findSchemaProblems(schema: FormSchemaData): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const field of schema.all_fields) {
    collectPatternProblems(field.validation, `all_fields.${field.id}.validation`, problems);
    for (const column of field.tableConfig?.columns ?? []) {
      collectPatternProblems(
        column.validation,
        `all_fields.${field.id}.tableConfig.columns.${column.id}.validation`,
        problems,
      );
    }
  }
  return problems;
}

function collectPatternProblems(
  rules: readonly ValidationRule[] | undefined,
  path: string,
  into: SchemaProblem[],
): void {
  rules?.forEach((rule, index) => {
    if (rule.type !== 'pattern') return;
    const check = checkPattern(String(rule.value ?? ''));
    if (!check.ok) into.push({ path: `${path}.${index}.value`, message: check.message });
  });
}

/**
 * Everything the server refuses to write (create, save) in a schema migrate() accepted: an unsafe or broken
 * pattern (findSchemaProblems) and the write rules (writeRuleProblems: unique page ids, a deliverable
 * webhook, one field per answer key, one option per value). An import is held to the same, so a form that
 * could never be saved is refused when it is imported, not at the next save.
 */
export function findWriteProblems(schema: FormSchemaData): SchemaProblem[] {
  return [...findSchemaProblems(schema), ...writeRuleProblems(schema)];
}
