import { z } from 'zod';
import {
  BORDER_STYLES,
  CONTAINER_DEFAULT_COLUMNS,
  CONTAINER_DEFAULT_PADDING,
  CONTAINER_GAPS,
  CONTAINER_MAX_COLUMNS,
  CONTAINER_MIN_COLUMNS,
  FIELD_HEIGHTS,
  FIELD_WIDTHS,
  FONT_SIZES,
  FONT_WEIGHTS,
  PADDINGS,
  SPACING_OPTIONS,
  TEXT_ALIGNMENTS,
} from './constants';
import { FIELD_TYPES } from './field-types';

/** Ids and names are plain strings, but bounded so nothing can balloon a saved form. */
export const idSchema = z.string().min(1).max(200);
const shortText = z.string().max(10_000);

export const optionSchema = z.object({ label: shortText, value: shortText });
export type Option = z.infer<typeof optionSchema>;

export const VALIDATION_RULE_TYPES = [
  'minLength',
  'maxLength',
  'min',
  'max',
  'pattern',
  'email',
  'custom',
] as const;
export type ValidationRuleType = (typeof VALIDATION_RULE_TYPES)[number];
export const validationRuleSchema = z.object({
  type: z.enum(VALIDATION_RULE_TYPES),
  value: z.union([z.string().max(1000), z.number()]).optional(),
  message: z.string().max(1000).default(''),
});
export type ValidationRule = z.infer<typeof validationRuleSchema>;

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
  'is_empty',
  'is_not_empty',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];
export const CONDITION_ACTIONS = [
  'show',
  'hide',
  'require',
  'unrequire',
  'enable',
  'disable',
  'set_value',
] as const;
export type ConditionActionType = (typeof CONDITION_ACTIONS)[number];

/** Values a field can hold: text, numbers, booleans, lists, date ranges, table rows. */
export const fieldValueSchema: z.ZodType<FieldValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(fieldValueSchema),
    z.record(z.string(), fieldValueSchema),
  ]),
);
export type FieldValue = string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue };

export const conditionalActionSchema = z.object({
  type: z.enum(CONDITION_ACTIONS),
  targetFieldIds: z.array(idSchema).default([]),
  newValue: fieldValueSchema.optional(),
});
export type ConditionalAction = z.infer<typeof conditionalActionSchema>;

export const conditionalRuleSchema = z.object({
  id: idSchema,
  triggerFieldId: z.string().max(200).default(''),
  operator: z.enum(CONDITION_OPERATORS).default('equals'),
  value: fieldValueSchema.optional(),
  action: conditionalActionSchema,
});
export type ConditionalRule = z.infer<typeof conditionalRuleSchema>;

export const containerConfigSchema = z.object({
  columns: z
    .number()
    .int()
    .min(CONTAINER_MIN_COLUMNS)
    .max(CONTAINER_MAX_COLUMNS)
    .default(CONTAINER_DEFAULT_COLUMNS),
  gap: z.enum(CONTAINER_GAPS).default('medium'),
  padding: z.enum(PADDINGS).default(CONTAINER_DEFAULT_PADDING),
  backgroundColor: z.string().max(100).optional(),
  border: z.boolean().default(false),
  /** Ids of child fields (kept in all_fields); spread over columns round-robin by position. */
  children: z.array(idSchema).default([]),
});
export type ContainerConfig = z.infer<typeof containerConfigSchema>;

export const accordionPanelSchema = z.object({
  id: idSchema,
  title: z.string().max(1000).default(''),
  collapsed: z.boolean().default(false),
  children: z.array(idSchema).default([]),
});
export type AccordionPanel = z.infer<typeof accordionPanelSchema>;

export const sectionConfigSchema = z.object({
  title: z.string().max(1000).default(''),
  description: z.string().max(10_000).optional(),
  collapsible: z.boolean().default(false),
  collapsed: z.boolean().default(false),
  showBorder: z.boolean().default(true),
  padding: z.enum(PADDINGS).default('medium'),
  backgroundColor: z.string().max(100).optional(),
  children: z.array(idSchema).default([]),
  /** Accordions only. */
  panels: z.array(accordionPanelSchema).optional(),
  allowMultipleOpen: z.boolean().optional(),
});
export type SectionConfig = z.infer<typeof sectionConfigSchema>;

/**
 * Table column types. The spec lists text|number|select|date, yet its own default table has an
 * Email column of type email (authoring §3): we accept email too rather than lose that column.
 */
export const TABLE_COLUMN_TYPES = ['text', 'number', 'select', 'date', 'email'] as const;
export type TableColumnType = (typeof TABLE_COLUMN_TYPES)[number];
export const tableColumnSchema = z.object({
  id: idSchema,
  type: z.enum(TABLE_COLUMN_TYPES).default('text'),
  label: z.string().max(1000).default(''),
  required: z.boolean().default(false),
  visible: z.boolean().default(true),
  validation: z.array(validationRuleSchema).optional(),
  placeholder: z.string().max(1000).optional(),
  options: z.array(optionSchema).optional(),
  defaultValue: fieldValueSchema.optional(),
  isSiblingColumn: z.boolean().optional(),
  width: z.string().max(50).optional(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

export const tableConfigSchema = z.object({
  columns: z.array(tableColumnSchema).default([]),
  rows: z.number().int().min(0).max(10_000).default(2),
  minRows: z.number().int().min(0).default(1),
  maxRows: z.number().int().min(1).default(10),
  allowAddRows: z.boolean().default(true),
  allowDeleteRows: z.boolean().default(true),
});
export type TableConfig = z.infer<typeof tableConfigSchema>;

const styleText = z.string().max(100);
export const fieldSchema = z.object({
  id: idSchema,
  /** Key in submitted data; when it differs from id, the value is copied to id on submit. */
  name: z.string().max(200).optional(),
  type: z.enum(FIELD_TYPES),
  label: z.string().max(10_000).default(''),
  placeholder: z.string().max(10_000).optional(),
  description: z.string().max(100_000).optional(),
  helpText: z.string().max(10_000).optional(),
  required: z.boolean().default(false),
  width: z.enum(FIELD_WIDTHS).default('full'),
  height: z.enum(FIELD_HEIGHTS).optional(),
  options: z.array(optionSchema).optional(),
  defaultValue: fieldValueSchema.optional(),
  validation: z.array(validationRuleSchema).optional(),
  conditionalLogic: z.array(conditionalRuleSchema).optional(),
  variableLink: z.string().max(500).optional(),
  placeholderVariable: z.string().max(500).optional(),
  helpTextVariable: z.string().max(500).optional(),
  containerConfig: containerConfigSchema.optional(),
  tableConfig: tableConfigSchema.optional(),
  sectionConfig: sectionConfigSchema.optional(),
  starCount: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  step: z.number().optional(),
  marginTop: z.enum(SPACING_OPTIONS).optional(),
  marginBottom: z.enum(SPACING_OPTIONS).optional(),
  borderStyle: z.enum(BORDER_STYLES).optional(),
  backgroundColor: styleText.optional(),
  textColor: styleText.optional(),
  borderColor: styleText.optional(),
  fontSize: z.enum(FONT_SIZES).optional(),
  fontWeight: z.enum(FONT_WEIGHTS).optional(),
  textAlign: z.enum(TEXT_ALIGNMENTS).optional(),
});
export type Field = z.infer<typeof fieldSchema>;
/** A field as a caller may write it: defaults may be left out. */
export type FieldInput = z.input<typeof fieldSchema>;
