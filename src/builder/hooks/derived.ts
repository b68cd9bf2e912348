// Values derived from the schema, computed once per schema object (the schema is immutable) so that
// hundreds of cards asking for the same thing cost one computation.
import { evaluateConditions, type FieldStates, type FormValues, reachableFieldIds } from '../../logic';
import type { Field, FieldValue, FormSchemaData } from '../../model';

const byIdCache = new WeakMap<readonly Field[], Map<string, Field>>();

export function fieldsById(schema: FormSchemaData): Map<string, Field> {
  let map = byIdCache.get(schema.all_fields);
  if (!map) {
    map = new Map(schema.all_fields.map((field) => [field.id, field]));
    byIdCache.set(schema.all_fields, map);
  }
  return map;
}

interface ConditionCache {
  fields: readonly Field[];
  /**
   * Per field: the rule list, default value and layout configs (what a layout field holds: a hidden one
   * empties what is inside it for conditions) the states were computed from.
   */
  inputs: {
    id: string;
    rules: Field['conditionalLogic'];
    value: FieldValue | undefined;
    container: Field['containerConfig'];
    section: Field['sectionConfig'];
  }[];
  states: FieldStates;
}
let conditionCache: ConditionCache | null = null;

/**
 * Field states of the form's conditions on its default values. Typing a label gives a new all_fields array
 * but the same rules, defaults and layouts, so the last result is kept unless one of those really changed: the
 * check is one pass of reference comparisons, the evaluation is far more.
 */
export function conditionStatesOf(schema: FormSchemaData): FieldStates {
  const fields = schema.all_fields;
  const cache = conditionCache;
  if (cache && cache.fields === fields) return cache.states;
  if (cache && sameInputs(cache, fields)) {
    conditionCache = { ...cache, fields };
    return cache.states;
  }
  const values: Record<string, FieldValue | undefined> = {};
  for (const field of fields) values[field.id] = field.defaultValue;
  const states = evaluateConditions(fields, values as FormValues);
  conditionCache = {
    fields,
    inputs: fields.map((field) => ({
      id: field.id,
      rules: field.conditionalLogic,
      value: field.defaultValue,
      container: field.containerConfig,
      section: field.sectionConfig,
    })),
    states,
  };
  return states;
}

function sameInputs(cache: ConditionCache, fields: readonly Field[]): boolean {
  if (cache.inputs.length !== fields.length) return false;
  return fields.every((field, index) => {
    const input = cache.inputs[index];
    return (
      input !== undefined &&
      input.id === field.id &&
      input.rules === field.conditionalLogic &&
      input.value === field.defaultValue &&
      input.container === field.containerConfig &&
      input.section === field.sectionConfig
    );
  });
}

const reachableCache = new WeakMap<FormSchemaData, number>();

/** Fields on a page or nested in one: what the header counts. */
export function reachableCount(schema: FormSchemaData): number {
  let count = reachableCache.get(schema);
  if (count === undefined) {
    count = reachableFieldIds(schema).size;
    reachableCache.set(schema, count);
  }
  return count;
}
