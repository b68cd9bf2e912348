import fc from 'fast-check';
import {
  CONDITION_ACTIONS,
  CONDITION_OPERATORS,
  type FieldType,
  type FormSchemaData,
  formSchemaDataSchema,
} from '../../../src/model';

const PLANNED_TYPES = [
  'text',
  'email',
  'number',
  'select',
  'checkbox',
  'heading',
  'table',
  'container',
  'section',
  'rating',
] as const satisfies readonly FieldType[];

const fieldValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

const fieldPlan = fc.record({
  type: fc.constantFrom(...PLANNED_TYPES),
  label: fc.string({ unit: 'binary', maxLength: 20 }),
  required: fc.boolean(),
  width: fc.constantFrom('full', 'half', 'third'),
  placeholder: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
  defaultValue: fc.option(fieldValue, { nil: undefined }),
  parentPick: fc.nat(),
  columns: fc.integer({ min: 1, max: 4 }),
  rule: fc.option(
    fc.record({
      triggerPick: fc.nat(),
      operator: fc.constantFrom(...CONDITION_OPERATORS),
      action: fc.constantFrom(...CONDITION_ACTIONS),
      value: fc.option(fieldValue, { nil: undefined }),
    }),
    { nil: undefined },
  ),
});

type Plan = typeof fieldPlan extends fc.Arbitrary<infer T> ? T : never;

/** Builds an acyclic form: each field goes on a page or into an earlier container or section. */
function buildSchema(pageCount: number, plans: Plan[], submitButtonText: string): FormSchemaData {
  const pages = Array.from({ length: pageCount }, (_, index) => ({
    id: `page_${index + 1}`,
    description: '',
    field_ids: [] as string[],
  }));
  const fields: Record<string, unknown>[] = [];
  const layouts: Record<string, unknown>[] = [];
  plans.forEach((plan, index) => {
    const id = `f${index}`;
    const field: Record<string, unknown> = {
      id,
      type: plan.type,
      label: plan.label,
      required: plan.required,
      width: plan.width,
      placeholder: plan.placeholder,
      defaultValue: plan.defaultValue,
    };
    if (plan.type === 'select') field.options = [{ label: 'A b', value: 'a_b' }];
    if (plan.type === 'table') field.tableConfig = {};
    if (plan.type === 'container') field.containerConfig = { columns: plan.columns, children: [] };
    if (plan.type === 'section') field.sectionConfig = { title: plan.label, children: [] };
    if (plan.rule) {
      field.conditionalLogic = [
        {
          id: `${id}_rule_1`,
          triggerFieldId: `f${plan.rule.triggerPick % plans.length}`,
          operator: plan.rule.operator,
          value: plan.rule.value,
          action: { type: plan.rule.action, targetFieldIds: [id] },
        },
      ];
    }
    const parentIndex = plan.parentPick % (pages.length + layouts.length);
    const parent = layouts[parentIndex - pages.length];
    if (parent) {
      const config = (parent.containerConfig ?? parent.sectionConfig) as { children: string[] };
      config.children.push(id);
    } else {
      pages[parentIndex]?.field_ids.push(id);
    }
    if (plan.type === 'container' || plan.type === 'section') layouts.push(field);
    fields.push(field);
  });
  const raw = { schemaVersion: 1, pages, all_fields: fields, settings: { submitButtonText } };
  // Through JSON first so optional keys left undefined are absent, as in any saved form.
  return formSchemaDataSchema.parse(JSON.parse(JSON.stringify(raw)));
}

/** Valid, normalised form schemas with pages, nested layout fields, options, tables and rules. */
export const formSchemaArbitrary: fc.Arbitrary<FormSchemaData> = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.array(fieldPlan, { maxLength: 14 }), fc.string({ maxLength: 20 }))
  .map(([pageCount, plans, submitText]) => buildSchema(pageCount, plans, submitText));
