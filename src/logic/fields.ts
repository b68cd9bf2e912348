import { type Field, type FieldTemplate, type FormSchemaData, fieldSchema } from '../model';
import { type DropTarget, insertIntoTarget, locateField, targetExists } from './drop';
import { createIdGenerator, type IdGenerator, uniqueId } from './ids';
import {
  type BuilderState,
  currentPage,
  deleteFields,
  descendantIdsOf,
  fieldMap,
  findField,
  mapChildLists,
} from './schema-ops';

/** Fields a caller may patch: everything but the id, which other fields and pages refer to. */
export type FieldPatch = Partial<Omit<Field, 'id'>>;

/** Drops keys whose value is undefined, so a saved field never carries `"key": undefined` noise. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A new field made from a Field Library template, with every model default filled in. */
export function fieldFromTemplate(template: FieldTemplate, id: string): Field {
  const parsed = fieldSchema.safeParse({ ...cloneJson(template.defaults), id, type: template.type });
  // Templates are ours and valid; the fallback only keeps a bad template from breaking the builder.
  return parsed.success
    ? parsed.data
    : { id, type: template.type, label: template.label, required: false, width: 'full' };
}

/**
 * Adds a field to the target (by default the end of the current page) and to all_fields, and selects
 * it (authoring §4). A target that no longer exists falls back to the current page; a field whose id
 * is already taken is not added.
 */
export function addField(state: BuilderState, field: Field, target?: DropTarget): BuilderState {
  if (findField(state.schema, field.id)) return state;
  const schema: FormSchemaData = { ...state.schema, all_fields: [...state.schema.all_fields, field] };
  const placement: DropTarget =
    target && targetExists(schema, target) && !targetsItself(target, field.id)
      ? target
      : { kind: 'page', pageId: currentPage(state).id };
  return { ...state, schema: insertIntoTarget(schema, field.id, placement), selectedFieldId: field.id };
}

function targetsItself(target: DropTarget, fieldId: string): boolean {
  return (
    (target.kind === 'container' && target.containerId === fieldId) ||
    (target.kind === 'section' && target.sectionId === fieldId) ||
    (target.kind === 'panel' && target.accordionId === fieldId)
  );
}

export interface AddFromTemplateOptions {
  /** The selected container column (or section, panel, page position); default the current page. */
  target?: DropTarget;
  makeId?: IdGenerator;
}

/** Clicking a library template: a new field in the selected column, else on the current page. */
export function addFieldFromTemplate(
  state: BuilderState,
  template: FieldTemplate,
  options: AddFromTemplateOptions = {},
): BuilderState {
  const makeId = options.makeId ?? createIdGenerator('field');
  const id = uniqueId(makeId(), new Set(state.schema.all_fields.map((field) => field.id)));
  return addField(state, fieldFromTemplate(template, id), options.target);
}

/** Applies a patch to a field. The id cannot be changed; keys patched to undefined are removed. */
export function updateField(state: BuilderState, fieldId: string, patch: FieldPatch): BuilderState {
  if (!findField(state.schema, fieldId)) return state;
  const allFields = state.schema.all_fields.map((field) =>
    field.id === fieldId ? withoutUndefined({ ...field, ...patch, id: fieldId }) : field,
  );
  return { ...state, schema: { ...state.schema, all_fields: allFields } };
}

/**
 * Removes a field from all pages, containers, sections and panels and from all_fields, together with
 * everything nested in it, and the conditional rules that mention any of them (see deleteFields).
 * The selection clears when it was one of the removed fields.
 */
export function removeField(state: BuilderState, fieldId: string): BuilderState {
  if (!findField(state.schema, fieldId)) return state;
  const removed = new Set([fieldId, ...descendantIdsOf(state.schema, fieldId)]);
  const selectionRemoved = state.selectedFieldId !== null && removed.has(state.selectedFieldId);
  return {
    ...state,
    schema: deleteFields(state.schema, removed),
    selectedFieldId: selectionRemoved ? null : state.selectedFieldId,
  };
}

/**
 * A copy of one field of a duplicated subtree: new id, children and rule references inside the
 * subtree pointed at the copies, new rule ids. The `name` (the key in submitted data) is dropped:
 * two fields with one name would overwrite each other's value on submit.
 */
function copyOf(field: Field, idMap: ReadonlyMap<string, string>): Field {
  const newId = idMap.get(field.id) as string;
  const remap = (id: string) => idMap.get(id) ?? id;
  // A child missing from all_fields has no copy: the copy leaves it out rather than share it.
  const copy = mapChildLists(cloneJson({ ...field, id: newId, name: undefined }), (ids) =>
    ids.flatMap((id) => idMap.get(id) ?? []),
  );
  if (!copy.conditionalLogic) return withoutUndefined(copy);
  const rules = copy.conditionalLogic.map((rule, index) => ({
    ...rule,
    id: `${newId}_rule_${index + 1}`,
    triggerFieldId: remap(rule.triggerFieldId),
    action: { ...rule.action, targetFieldIds: rule.action.targetFieldIds.map(remap) },
  }));
  return withoutUndefined({ ...copy, conditionalLogic: rules });
}

/**
 * Inserts a copy right after the original, labelled '{label} (Copy)' (authoring §4). A layout field is
 * copied with all its nested fields, each with a new id. In a container "right after" means directly
 * below in the same column. The selection does not change.
 */
export function duplicateField(
  state: BuilderState,
  fieldId: string,
  makeId: IdGenerator = createIdGenerator('field'),
): BuilderState {
  const { schema } = state;
  const original = findField(schema, fieldId);
  if (!original) return state;
  const fields = fieldMap(schema);
  const subtree = [fieldId, ...descendantIdsOf(schema, fieldId).filter((id) => fields.has(id))];
  const taken = new Set(schema.all_fields.map((field) => field.id));
  const idMap = new Map<string, string>();
  for (const id of subtree) {
    const newId = uniqueId(makeId(), taken);
    taken.add(newId);
    idMap.set(id, newId);
  }
  const [topCopy, ...nestedCopies] = subtree.map((id) => copyOf(fields.get(id) as Field, idMap)) as [
    Field,
    ...Field[],
  ];
  const labelled = { ...topCopy, label: `${original.label} (Copy)` };
  const originalIndex = schema.all_fields.indexOf(original);
  const allFields = [
    ...schema.all_fields.slice(0, originalIndex + 1),
    labelled,
    ...nestedCopies,
    ...schema.all_fields.slice(originalIndex + 1),
  ];
  const location = locateField(schema, fieldId);
  const target: DropTarget = location
    ? { ...location, index: location.index + 1 }
    : { kind: 'page', pageId: currentPage(state).id };
  return { ...state, schema: insertIntoTarget({ ...schema, all_fields: allFields }, labelled.id, target) };
}
