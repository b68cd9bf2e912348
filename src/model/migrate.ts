import type { z } from 'zod';
import { FIRST_PAGE_ID } from './constants';
import { isFieldType } from './field-types';
import { CURRENT_SCHEMA_VERSION, type FormSchemaData, formSchemaDataSchema } from './form';
import { productErrorMap } from './messages';
import { danglingReferences } from './references';

export type MigrateResult = { ok: true; value: FormSchemaData } | { ok: false; errors: string[] };

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Readable one-line messages naming the path of each problem. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/**
 * Bring any saved schema_data — the current version, or the version-less shape the first product
 * saved — to the current version, and validate it. Never throws.
 */
export function migrate(input: unknown): MigrateResult {
  if (!isRecord(input)) return { ok: false, errors: ['Schema must be a JSON object'] };
  const version = input.schemaVersion;
  if (version !== undefined && (typeof version !== 'number' || !Number.isInteger(version) || version < 0)) {
    return { ok: false, errors: ['schemaVersion: must be a whole number'] };
  }
  if (typeof version === 'number' && version > CURRENT_SCHEMA_VERSION) {
    return {
      ok: false,
      errors: [`schemaVersion: ${version} is newer than this version of Formwright supports`],
    };
  }
  const upgraded = version === CURRENT_SCHEMA_VERSION ? withKnownTypes(input) : migrateV0ToV1(input);
  // The product's words where a rule has none of its own: an author importing a file reads them.
  const parsed = formSchemaDataSchema.safeParse(upgraded, { error: productErrorMap });
  if (!parsed.success) return { ok: false, errors: formatIssues(parsed.error) };
  const dangling = danglingReferences(parsed.data);
  if (dangling.length) return { ok: false, errors: dangling };
  return { ok: true, value: parsed.data };
}

/**
 * Unknown field types fall back to a text input (authoring §3), in every version: a form saved by a newer
 * or foreign tool still opens instead of failing as a whole.
 */
function withKnownTypes(input: Json): Json {
  if (
    !Array.isArray(input.all_fields) ||
    input.all_fields.every((field) => !isRecord(field) || isFieldType(field.type))
  ) {
    return input;
  }
  return {
    ...input,
    all_fields: input.all_fields.map((field) =>
      isRecord(field) && !isFieldType(field.type) ? { ...field, type: 'text' } : field,
    ),
  };
}

/**
 * Version 0 is the first product's shape: no schemaVersion, fields sometimes under `fields`,
 * pages sometimes missing, options sometimes plain strings, layout children sometimes embedded
 * field objects, rules sometimes without ids or targets, and types the renderer never knew.
 */
function migrateV0ToV1(input: Json): Json {
  const hoisted: Json[] = [];
  const sourceFields = asArray(input.all_fields ?? input.fields);
  const fields = sourceFields
    .filter(isRecord)
    .map((field, index) => upgradeField(field, `field_${index + 1}`, hoisted));
  const allFields = [...fields, ...hoisted];
  const childIds = new Set(allFields.flatMap(childIdsOf));
  const pages = upgradePages(input.pages, allFields, childIds);
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    pages,
    all_fields: allFields,
    settings: isRecord(input.settings) ? input.settings : {},
    globalVariables: asArray(input.globalVariables),
  };
}

function childIdsOf(field: Json): string[] {
  const ids: unknown[] = [];
  if (isRecord(field.containerConfig)) ids.push(...asArray(field.containerConfig.children));
  if (isRecord(field.sectionConfig)) {
    ids.push(...asArray(field.sectionConfig.children));
    for (const panel of asArray(field.sectionConfig.panels))
      if (isRecord(panel)) ids.push(...asArray(panel.children));
  }
  return ids.filter((id): id is string => typeof id === 'string');
}

function upgradePages(pages: unknown, fields: Json[], childIds: Set<string>): Json[] {
  const list = asArray(pages).filter(isRecord);
  if (list.length === 0) {
    const topLevel = fields
      .map((field) => field.id)
      .filter((id) => typeof id === 'string' && !childIds.has(id));
    return [{ id: FIRST_PAGE_ID, description: '', field_ids: topLevel }];
  }
  return list.map((page, index) => {
    const refs = asArray(page.field_ids ?? page.fields);
    const fieldIds = refs.map((ref) => (isRecord(ref) ? ref.id : ref)).filter((id) => typeof id === 'string');
    return {
      id:
        typeof page.id === 'string' && page.id ? page.id : index === 0 ? FIRST_PAGE_ID : `page_${index + 1}`,
      description:
        typeof page.description === 'string'
          ? page.description
          : typeof page.title === 'string'
            ? page.title
            : '',
      field_ids: fieldIds,
    };
  });
}

function upgradeField(field: Json, fallbackId: string, hoisted: Json[]): Json {
  const id = typeof field.id === 'string' && field.id ? field.id : fallbackId;
  const type = isFieldType(field.type) ? field.type : 'text';
  const upgraded: Json = { ...field, id, type };
  if (field.options !== undefined) upgraded.options = asArray(field.options).map(upgradeOption);
  if (field.conditionalLogic !== undefined) {
    upgraded.conditionalLogic = asArray(field.conditionalLogic)
      .filter(isRecord)
      .map((rule, index) => upgradeRule(rule, id, index));
  }
  const hoist = (children: unknown, prefix: string) => hoistChildren(children, `${id}_${prefix}`, hoisted);
  // The renderer's old shape put container children straight on the field.
  if (type === 'container') {
    const config = isRecord(field.containerConfig) ? field.containerConfig : {};
    upgraded.containerConfig = { ...config, children: hoist(config.children ?? field.children, 'child') };
    delete upgraded.children;
  }
  if (isRecord(field.sectionConfig)) {
    const config = field.sectionConfig;
    upgraded.sectionConfig = {
      ...config,
      children: hoist(config.children, 'child'),
      ...(config.panels !== undefined && {
        panels: asArray(config.panels)
          .filter(isRecord)
          .map((panel, index) => ({
            ...panel,
            id: typeof panel.id === 'string' && panel.id ? panel.id : `${id}_panel_${index + 1}`,
            children: hoist(panel.children, `panel${index + 1}_child`),
          })),
      }),
    };
  }
  return upgraded;
}

function hoistChildren(children: unknown, prefix: string, hoisted: Json[]): string[] {
  return asArray(children).flatMap((child, index) => {
    if (typeof child === 'string') return [child];
    if (!isRecord(child)) return [];
    const upgraded = upgradeField(child, `${prefix}_${index + 1}`, hoisted);
    hoisted.push(upgraded);
    return [upgraded.id as string];
  });
}

function upgradeOption(option: unknown): unknown {
  if (typeof option === 'string' || typeof option === 'number') {
    const label = String(option);
    return { label, value: label };
  }
  return option;
}

function upgradeRule(rule: Json, fieldId: string, index: number): Json {
  const action = isRecord(rule.action) ? rule.action : { type: rule.action ?? 'show' };
  return {
    ...rule,
    id: typeof rule.id === 'string' && rule.id ? rule.id : `${fieldId}_rule_${index + 1}`,
    triggerFieldId: rule.triggerFieldId ?? rule.triggerField ?? '',
    operator: rule.operator ?? rule.condition ?? 'equals',
    action: {
      ...action,
      targetFieldIds: asArray(action.targetFieldIds).length ? action.targetFieldIds : [fieldId],
    },
  };
}
