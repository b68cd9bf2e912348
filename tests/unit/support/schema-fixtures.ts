import {
  createEmptySchemaData,
  type Field,
  type FieldInput,
  type FieldType,
  type FormSchemaData,
  fieldSchema,
} from '../../../src/model';

/** A field with the model's defaults filled in. */
export function makeField(
  id: string,
  type: FieldType = 'text',
  extra: Omit<FieldInput, 'id' | 'type'> = {},
): Field {
  return fieldSchema.parse({ label: id, ...extra, id, type });
}

export function makeContainer(id: string, children: string[], columns = 2): Field {
  return makeField(id, 'container', { containerConfig: { columns, children } });
}

export function makeSection(id: string, children: string[]): Field {
  return makeField(id, 'section', { sectionConfig: { title: id, children } });
}

export function makeAccordion(id: string, panels: Record<string, string[]>): Field {
  return makeField(id, 'accordion', {
    sectionConfig: {
      panels: Object.entries(panels).map(([panelId, children]) => ({
        id: panelId,
        title: panelId,
        children,
      })),
    },
  });
}

/** A schema whose pages list the given ids (page_1, page_2, ...) over the given fields. */
export function makeSchema(pages: string[][], fields: Field[]): FormSchemaData {
  return {
    ...createEmptySchemaData(),
    pages: pages.map((fieldIds, index) => ({
      id: `page_${index + 1}`,
      description: index === 0 ? '' : `Page ${index + 1}`,
      field_ids: fieldIds,
    })),
    all_fields: fields,
  };
}

/** Ids new_1, new_2, ... so tests can name what the builder made. */
export function idSequence(prefix = 'new'): () => string {
  let n = 0;
  return () => `${prefix}_${++n}`;
}

/** Freezes an object graph, so any mutation by the code under test throws in strict mode. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * 'Brand' shown only when 'car' is 'yes', and a required 'Model of your Tesla' shown only when Brand is
 * 'tesla': a follow-up of a follow-up, for hidden answers that must drive no condition.
 */
export function brandAndTeslaModel(): FieldInput[] {
  return [
    {
      id: 'brand',
      type: 'text',
      label: 'Brand',
      conditionalLogic: [
        { id: 'r1', triggerFieldId: 'car', operator: 'not_equals', value: 'yes', action: { type: 'hide' } },
      ],
    },
    {
      id: 'model',
      type: 'text',
      label: 'Model of your Tesla',
      required: true,
      conditionalLogic: [
        {
          id: 'r2',
          triggerFieldId: 'brand',
          operator: 'not_equals',
          value: 'tesla',
          action: { type: 'hide' },
        },
      ],
    },
  ];
}
