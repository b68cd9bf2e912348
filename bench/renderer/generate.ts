import {
  type ConditionalRule,
  createEmptySchemaData,
  type Field,
  type FieldInput,
  type FieldType,
  fieldSchema,
  migrate,
} from '../../src/model';
import type { BenchForm } from './protocol';

/**
 * Deterministic mixed-field forms for the renderer bench, all on one page. The fields come in blocks of
 * ten: the third of each block is a text field that triggers a rule, the seventh carries that rule (hide
 * while the trigger is not `SHOW_VALUE`), so 10% of the fields are conditional and start hidden. The
 * other types are drawn from `MIXED_TYPES` by a seeded PRNG.
 */

export const SHOW_VALUE = 'yes';
const BLOCK = 10;
const TRIGGER_SLOT = 2;
const DEPENDENT_SLOT = 6;
const TYPING_SLOT = 4;

export const MIXED_TYPES = [
  'text',
  'email',
  'url',
  'phone',
  'number',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'date',
  'time',
  'multiselect',
  'rating',
  'slider',
  'color',
] as const satisfies readonly FieldType[];

/** mulberry32, as in bench/logic.ts: the same form on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const options = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ label: `Choice ${i + 1}`, value: `choice_${i + 1}` }));

/** The type-specific part of a field; the checkbox alternates between one box and a group of three. */
function typeConfig(type: FieldType, index: number): Partial<FieldInput> {
  switch (type) {
    case 'select':
    case 'radio':
    case 'multiselect':
      return { options: options(5) };
    case 'checkbox':
      return index % 2 ? { options: options(3) } : {};
    case 'rating':
      return { starCount: 5 };
    case 'slider':
      return { min: 0, max: 100, step: 1 };
    case 'text':
    case 'email':
    case 'url':
    case 'phone':
    case 'number':
    case 'textarea':
      return { placeholder: `Answer ${index + 1}` };
    default:
      return {};
  }
}

function makeField(index: number, type: FieldType, rules: ConditionalRule[]): Field {
  return fieldSchema.parse({
    id: `f${index}`,
    type,
    label: `Question ${index + 1} (${type})`,
    required: index % 5 === 0,
    width: index % 3 === 1 ? 'half' : 'full',
    ...(index % 3 === 0 && { helpText: `Help for question ${index + 1}` }),
    ...typeConfig(type, index),
    ...(rules.length > 0 && { conditionalLogic: rules }),
  } satisfies FieldInput);
}

export function generateForm(count: number, seed = 20240501): BenchForm {
  if (count < BLOCK || count % BLOCK !== 0) throw new Error(`field count must be a multiple of ${BLOCK}`);
  const next = random(seed);
  const fields: Field[] = [];
  for (let i = 0; i < count; i++) {
    const slot = i % BLOCK;
    const block = Math.floor(i / BLOCK);
    if (slot === TRIGGER_SLOT || slot === TYPING_SLOT) {
      fields.push(makeField(i, 'text', []));
      continue;
    }
    const type = MIXED_TYPES[Math.floor(next() * MIXED_TYPES.length)]!;
    const rules: ConditionalRule[] =
      slot === DEPENDENT_SLOT
        ? [
            {
              id: `rule_${block}`,
              triggerFieldId: `f${block * BLOCK + TRIGGER_SLOT}`,
              operator: 'not_equals',
              value: SHOW_VALUE,
              action: { type: 'hide', targetFieldIds: [] },
            },
          ]
        : [];
    fields.push(makeField(i, type, rules));
  }
  const schema = createEmptySchemaData();
  schema.all_fields = fields;
  schema.pages[0]!.field_ids = fields.map((field) => field.id);
  const checked = migrate(schema);
  if (!checked.ok) throw new Error(`generated schema is invalid: ${checked.errors.join('; ')}`);

  const middle = Math.floor(count / BLOCK / 2) * BLOCK;
  return {
    schema,
    visibleCount: count - count / BLOCK,
    typingFieldId: `f${middle + TYPING_SLOT}`,
    toggle: {
      triggerId: `f${middle + TRIGGER_SLOT}`,
      dependentId: `f${middle + DEPENDENT_SLOT}`,
      value: SHOW_VALUE,
    },
  };
}
