import {
  type ConditionalRule,
  createEmptySchemaData,
  type Field,
  type FormSchemaData,
  type Page,
} from '../model';
import { clampInteger } from './numbers';

/** The builder's own state around the schema (authoring §4, shell §4). */
export interface BuilderState {
  readonly schema: FormSchemaData;
  readonly currentPageIndex: number;
  readonly selectedFieldId: string | null;
}

export function createBuilderState(schema: FormSchemaData = createEmptySchemaData()): BuilderState {
  return { schema, currentPageIndex: 0, selectedFieldId: null };
}

/**
 * Importing a schema or rolling back to a version replaces the form and clears the selection
 * (authoring §4); the page position is kept when the new form still has that page.
 */
export function replaceSchema(state: BuilderState, schema: FormSchemaData): BuilderState {
  return {
    schema,
    currentPageIndex: clampInteger(state.currentPageIndex, 0, schema.pages.length - 1),
    selectedFieldId: null,
  };
}

export { clampInteger } from './numbers';

export function findField(schema: FormSchemaData, id: string): Field | undefined {
  return schema.all_fields.find((field) => field.id === id);
}

export function fieldMap(schema: FormSchemaData): Map<string, Field> {
  return new Map(schema.all_fields.map((field) => [field.id, field]));
}

/** Direct children of a layout field: container children, section children and accordion panel children. */
export function childIdsOf(field: Field): string[] {
  return [
    ...(field.containerConfig?.children ?? []),
    ...(field.sectionConfig?.children ?? []),
    ...(field.sectionConfig?.panels ?? []).flatMap((panel) => panel.children),
  ];
}

/**
 * All fields nested under a field, at any depth, without the field itself. Walks with a visited set,
 * so a malformed schema with a cycle cannot loop forever.
 */
export function descendantIdsOf(schema: FormSchemaData, id: string): string[] {
  const fields = fieldMap(schema);
  const seen = new Set<string>([id]);
  const found: string[] = [];
  const pending = [id];
  while (pending.length > 0) {
    const field = fields.get(pending.pop() as string);
    for (const childId of field ? childIdsOf(field) : []) {
      if (seen.has(childId)) continue;
      seen.add(childId);
      found.push(childId);
      pending.push(childId);
    }
  }
  return found;
}

/** Fields that are on a page, or nested (at any depth) in a layout field that is on a page. */
export function reachableFieldIds(schema: FormSchemaData): Set<string> {
  const fields = fieldMap(schema);
  const reached = new Set<string>();
  const pending = schema.pages.flatMap((page) => page.field_ids);
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    const field = fields.get(id);
    if (field) pending.push(...childIdsOf(field));
  }
  return reached;
}

export function fieldsOfPage(schema: FormSchemaData, pageIndex: number): Field[] {
  const page = schema.pages[clampInteger(pageIndex, 0, schema.pages.length - 1)];
  const fields = fieldMap(schema);
  return (page?.field_ids ?? []).flatMap((id) => fields.get(id) ?? []);
}

export function currentPage(state: BuilderState): Page {
  const { pages } = state.schema;
  return pages[clampInteger(state.currentPageIndex, 0, pages.length - 1)] as Page;
}

export function currentPageFields(state: BuilderState): Field[] {
  return fieldsOfPage(state.schema, state.currentPageIndex);
}

export function selectedField(state: BuilderState): Field | undefined {
  return state.selectedFieldId === null ? undefined : findField(state.schema, state.selectedFieldId);
}

/** Selects a field that exists; `null` (or an unknown id) clears the selection. */
export function selectField(state: BuilderState, fieldId: string | null): BuilderState {
  const selectedFieldId = fieldId !== null && findField(state.schema, fieldId) ? fieldId : null;
  return selectedFieldId === state.selectedFieldId ? state : { ...state, selectedFieldId };
}

/** Which list of child ids a transform is looking at. */
export type ChildList = { kind: 'container' } | { kind: 'section' } | { kind: 'panel'; panelId: string };

/** Transforms of id lists return the very same array when they change nothing, so untouched objects are kept. */
export type IdListTransform = (ids: string[], list: ChildList) => string[];

/** The field with each of its child id lists transformed; the same object when nothing changed. */
export function mapChildLists(field: Field, transform: IdListTransform): Field {
  let next = field;
  const container = field.containerConfig;
  if (container) {
    const children = transform(container.children, { kind: 'container' });
    if (children !== container.children) next = { ...next, containerConfig: { ...container, children } };
  }
  const section = field.sectionConfig;
  if (section) {
    const children = transform(section.children, { kind: 'section' });
    const panels = section.panels?.map((panel) => {
      const panelChildren = transform(panel.children, { kind: 'panel', panelId: panel.id });
      return panelChildren === panel.children ? panel : { ...panel, children: panelChildren };
    });
    const panelsChanged = panels?.some((panel, index) => panel !== section.panels?.[index]) ?? false;
    if (children !== section.children || panelsChanged) {
      next = { ...next, sectionConfig: { ...section, children, ...(panels && { panels }) } };
    }
  }
  return next;
}

/** Every id list of the schema (page field lists and layout child lists) transformed. */
export function mapAllIdLists(
  schema: FormSchemaData,
  transform: (ids: string[]) => string[],
): FormSchemaData {
  let changed = false;
  const pages = schema.pages.map((page) => {
    const fieldIds = transform(page.field_ids);
    if (fieldIds === page.field_ids) return page;
    changed = true;
    return { ...page, field_ids: fieldIds };
  });
  const allFields = schema.all_fields.map((field) => {
    const next = mapChildLists(field, (ids) => transform(ids));
    if (next !== field) changed = true;
    return next;
  });
  return changed ? { ...schema, pages, all_fields: allFields } : schema;
}

/** The list without the given ids; the same array when none of them is in it. */
export function withoutIds(ids: string[], removed: ReadonlySet<string>): string[] {
  return ids.some((id) => removed.has(id)) ? ids.filter((id) => !removed.has(id)) : ids;
}

/** Takes the ids out of every page and layout field, leaving the fields themselves in all_fields. */
export function detachFields(schema: FormSchemaData, ids: ReadonlySet<string>): FormSchemaData {
  return mapAllIdLists(schema, (list) => withoutIds(list, ids));
}

/**
 * Deletes fields everywhere: from pages, layout fields and all_fields. Conditional rules die with the
 * fields they mention: a rule triggered by a deleted field can never fire again, and a rule loses
 * deleted targets (and goes when it has none left), so nothing points at a field that is gone.
 */
export function deleteFields(schema: FormSchemaData, ids: ReadonlySet<string>): FormSchemaData {
  if (ids.size === 0) return schema;
  const detached = detachFields(schema, ids);
  const allFields = detached.all_fields
    .filter((field) => !ids.has(field.id))
    .map((field) => withoutRulesMentioning(field, ids));
  return { ...detached, all_fields: allFields };
}

function withoutRulesMentioning(field: Field, removed: ReadonlySet<string>): Field {
  const rules = field.conditionalLogic;
  if (!rules?.length) return field;
  let changed = false;
  const kept = rules.flatMap((rule): ConditionalRule[] => {
    if (removed.has(rule.triggerFieldId)) {
      changed = true;
      return [];
    }
    const targets = withoutIds(rule.action.targetFieldIds, removed);
    if (targets === rule.action.targetFieldIds) return [rule];
    changed = true;
    return targets.length === 0 ? [] : [{ ...rule, action: { ...rule.action, targetFieldIds: targets } }];
  });
  return changed ? { ...field, conditionalLogic: kept } : field;
}
