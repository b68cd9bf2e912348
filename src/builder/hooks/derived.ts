// Values derived from the schema, computed once per schema object (the schema is immutable) so that
// hundreds of cards asking for the same thing cost one computation.
import { evaluateConditions, type FieldStates, type FormValues, reachableFieldIds } from '../../logic';
import { initialValue } from '../../logic/submission-values';
import { collectsValue, type Field, type FieldValue, type FormSchemaData } from '../../model';

const byIdCache = new WeakMap<readonly Field[], Map<string, Field>>();

export function fieldsById(schema: FormSchemaData): Map<string, Field> {
  let map = byIdCache.get(schema.all_fields);
  if (!map) {
    map = new Map(schema.all_fields.map((field) => [field.id, field]));
    byIdCache.set(schema.all_fields, map);
  }
  return map;
}

/**
 * Per field, what its state and starting value are computed from: the rule list, the layout configs (what
 * a layout field holds: a hidden one empties what is inside it for conditions), and what initialValue
 * reads (type, default, linked variable, options, slider bounds, star count, table config).
 */
const INPUT_KEYS = [
  'id',
  'type',
  'conditionalLogic',
  'defaultValue',
  'variableLink',
  'options',
  'min',
  'max',
  'step',
  'starCount',
  'containerConfig',
  'sectionConfig',
  'tableConfig',
] as const satisfies readonly (keyof Field)[];
type ConditionInput = Pick<Field, (typeof INPUT_KEYS)[number]>;

interface ConditionCache {
  fields: readonly Field[];
  globalVariables: FormSchemaData['globalVariables'];
  inputs: ConditionInput[];
  states: FieldStates;
}
let conditionCache: ConditionCache | null = null;

/**
 * Field states of the form's conditions on the values the renderer starts from (initialValue: the default
 * in the field's shape, else the linked variable's value; a slider's midpoint, a colour's #000000), so
 * 'Hidden by conditions' says what the form will do. Read from the raw defaults, a field shown in the form
 * because its trigger starts from a linked variable was dimmed here. Typing a label gives a new all_fields
 * array but the same inputs, so the last result is kept unless one of them really changed: the check is
 * one pass of reference comparisons, the evaluation is far more.
 */
export function conditionStatesOf(schema: FormSchemaData): FieldStates {
  const fields = schema.all_fields;
  const cache = conditionCache;
  if (cache && cache.globalVariables === schema.globalVariables) {
    if (cache.fields === fields) return cache.states;
    if (sameInputs(cache, fields)) {
      conditionCache = { ...cache, fields };
      return cache.states;
    }
  }
  const values: Record<string, FieldValue | undefined> = {};
  for (const field of fields) {
    values[field.id] = collectsValue(field.type) ? initialValue(field, schema.globalVariables) : undefined;
  }
  const states = evaluateConditions(fields, values as FormValues);
  conditionCache = {
    fields,
    globalVariables: schema.globalVariables,
    inputs: fields.map((field) => {
      const input = {} as Record<keyof ConditionInput, unknown>;
      for (const key of INPUT_KEYS) input[key] = field[key];
      return input as ConditionInput;
    }),
    states,
  };
  return states;
}

function sameInputs(cache: ConditionCache, fields: readonly Field[]): boolean {
  if (cache.inputs.length !== fields.length) return false;
  return fields.every((field, index) => {
    const input = cache.inputs[index];
    return input !== undefined && INPUT_KEYS.every((key) => input[key] === field[key]);
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
