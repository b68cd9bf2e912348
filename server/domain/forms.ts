// Form writes shared by the routes and the seed: creating a form always adds its owner's membership row
// and its 'form_created' activity, in the caller's transaction.

import { findSchemaProblems } from '../../src/logic';
import type { FormSchemaData } from '../../src/model';
import { migrate } from '../../src/model';
import type { Queryable } from '../db/client';
import { formCollaborators, forms } from '../db/schema';
import { type ApiError, errors } from '../http/errors';
import type { FormRow } from './access';
import { recordActivity } from './activity';
import { newId } from './ids';

/**
 * Any saved schema goes through the model's migrate(), which also validates it, and must hold no user
 * pattern that could hang the browser or the server that evaluates it.
 */
export function migrateSchemaData(input: unknown): FormSchemaData {
  const result = migrate(input);
  if (!result.ok) {
    const details = result.errors.map((message) => ({ path: 'schema_data', message }));
    throw errors.invalid(`schema_data: ${result.errors[0] ?? 'invalid schema'}`, details);
  }
  const unsafe = unsafeSchemaError(result.value);
  if (unsafe) throw unsafe;
  return result.value;
}

/**
 * The 422 for a migrated schema holding a user pattern that could hang its evaluator (findSchemaProblems),
 * or undefined; `explain` frames the first problem ('schema_data.{path}: {message}') as the message.
 */
export function unsafeSchemaError(
  schema: FormSchemaData,
  explain: (problem: string) => string = (problem) => problem,
): ApiError | undefined {
  const problems = findSchemaProblems(schema);
  if (problems.length === 0) return undefined;
  const details = problems.map((problem) => ({
    path: `schema_data.${problem.path}`,
    message: problem.message,
  }));
  return errors.invalid(explain(`${details[0]!.path}: ${details[0]!.message}`), details);
}

export interface NewForm {
  tenantId: string;
  userId: string;
  description: string;
  schemaData: FormSchemaData;
  isTemplate: boolean;
  at: Date;
  activity: { type: 'form_created' | 'form_duplicated'; summary: string };
}

export async function insertForm(db: Queryable, input: NewForm): Promise<FormRow> {
  const id = newId();
  const [row] = await db
    .insert(forms)
    .values({
      tenantId: input.tenantId,
      id,
      description: input.description,
      schemaData: input.schemaData,
      isTemplate: input.isTemplate,
      createdBy: input.userId,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  await db.insert(formCollaborators).values({
    tenantId: input.tenantId,
    id: newId(),
    formId: id,
    userId: input.userId,
    role: 'owner',
    createdAt: input.at,
  });
  await recordActivity(db, {
    tenantId: input.tenantId,
    formId: id,
    userId: input.userId,
    type: input.activity.type,
    summary: input.activity.summary,
    at: input.at,
  });
  return row!;
}
