// A zod-free check of a current-version schema, for the renderer's bundle: a schema that passes is exactly
// what migrate() would return for it (every defaulted key present, no unknown key, every value valid), so
// the renderer can take it as is and load migrate() (and zod) only for anything else. It accepts a subset
// of what migrate() accepts: when unsure it says no, and migrate() decides. The unit test holds it to that.
import {
  BORDER_STYLES,
  CONTAINER_GAPS,
  CONTAINER_MAX_COLUMNS,
  CONTAINER_MIN_COLUMNS,
  CUSTOM_THEME_ID_PREFIX,
  FIELD_HEIGHTS,
  FIELD_WIDTHS,
  FONT_SIZES,
  FONT_WEIGHTS,
  PADDINGS,
  SPACING_OPTIONS,
  TEXT_ALIGNMENTS,
} from './constants';
import type { ConditionActionType, ConditionOperator, TableColumnType, ValidationRuleType } from './field';
import { FIELD_TYPES } from './field-types';
import type { CURRENT_SCHEMA_VERSION, FormSchemaData, FormSettings, VariableDataType } from './form';
import { danglingReferences } from './references';
import type { ThemeColors } from './theme';

type Check = (value: unknown) => boolean;

/**
 * Every member of the union T, and nothing else: the lists below repeat the enums of field.ts and form.ts
 * (which live beside their zod schemas), and the compiler keeps them equal.
 */
const every =
  <T extends string>() =>
  <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L =>
    list;

const VALIDATION_RULE_TYPES = every<ValidationRuleType>()([
  'minLength',
  'maxLength',
  'min',
  'max',
  'pattern',
  'email',
  'custom',
]);
const CONDITION_OPERATORS = every<ConditionOperator>()([
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'greater_than',
  'less_than',
  'is_empty',
  'is_not_empty',
]);
const CONDITION_ACTIONS = every<ConditionActionType>()([
  'show',
  'hide',
  'require',
  'unrequire',
  'enable',
  'disable',
  'set_value',
]);
const TABLE_COLUMN_TYPES = every<TableColumnType>()(['text', 'number', 'select', 'date', 'email']);
type CustomButton = FormSettings['customButtons'][number];
const BUTTON_ACTIONS = every<CustomButton['action_type']>()([
  'redirect',
  'customEvent',
  'saveDraft',
  'print',
]);
const BUTTON_STYLES = every<CustomButton['style']>()(['primary', 'secondary', 'outline', 'ghost']);
const BUTTON_POSITIONS = every<CustomButton['position']>()(['before-submit', 'after-submit']);
const VARIABLE_DATA_TYPES = every<VariableDataType>()([
  'string',
  'number',
  'boolean',
  'date',
  'datetime',
  'array',
  'object',
  'any',
]);
const CANCEL_ACTIONS = every<FormSettings['cancelAction']>()(['reset', 'redirect', 'custom']);
const SPAM_TYPES = every<FormSettings['spamProtectionType']>()(['honeypot', 'recaptcha', 'both']);
const THEME_COLORS = every<keyof ThemeColors>()([
  'primary',
  'secondary',
  'accent',
  'background',
  'surface',
  'text',
  'textSecondary',
  'border',
  'error',
  'success',
]);
const SCHEMA_VERSION: typeof CURRENT_SCHEMA_VERSION = 1;

/** Deeper field values than this are left to migrate() (which has no limit, so this only says no). */
const MAX_VALUE_DEPTH = 32;

const text =
  (max: number, min = 0): Check =>
  (value) =>
    typeof value === 'string' && value.length >= min && value.length <= max;
const id = text(200, 1);
const bool: Check = (value) => typeof value === 'boolean';
const num: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const int =
  (min: number, max = Number.MAX_SAFE_INTEGER): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
const oneOf = (list: readonly string[]): Check => {
  const allowed = new Set(list);
  return (value) => typeof value === 'string' && allowed.has(value);
};
/** Every index, holes included (Array.prototype.every skips a sparse array's holes). */
function allItems(list: readonly unknown[], item: (value: unknown) => boolean): boolean {
  for (let index = 0; index < list.length; index++) if (!item(list[index])) return false;
  return true;
}
const listOf =
  (item: Check, min = 0): Check =>
  (value) =>
    Array.isArray(value) && value.length >= min && allItems(value, item);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** An object with every `required` key, any of the `optional` ones, and nothing else. */
function shape(required: Record<string, Check>, optional: Record<string, Check> = {}): Check {
  const requiredKeys = Object.keys(required);
  return (value) => {
    if (!isPlainObject(value)) return false;
    for (const key of requiredKeys) if (!Object.hasOwn(value, key)) return false;
    for (const [key, entry] of Object.entries(value)) {
      const check = Object.hasOwn(required, key)
        ? required[key]
        : Object.hasOwn(optional, key)
          ? optional[key]
          : undefined;
      if (!check?.(entry)) return false;
    }
    return true;
  };
}

function fieldValueAt(value: unknown, depth: number): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth >= MAX_VALUE_DEPTH) return false;
  if (Array.isArray(value)) return allItems(value, (item) => fieldValueAt(item, depth + 1));
  return isPlainObject(value) && Object.values(value).every((item) => fieldValueAt(item, depth + 1));
}
const fieldValue: Check = (value) => fieldValueAt(value, 0);

const option = shape({ label: text(10_000), value: text(10_000) });
const validationRule = shape(
  { type: oneOf(VALIDATION_RULE_TYPES), message: text(1000) },
  { value: (value) => text(1000)(value) || num(value) },
);
const conditionalRule = shape(
  {
    id,
    triggerFieldId: text(200),
    operator: oneOf(CONDITION_OPERATORS),
    action: shape({ type: oneOf(CONDITION_ACTIONS), targetFieldIds: listOf(id) }, { newValue: fieldValue }),
  },
  { value: fieldValue },
);
const containerConfig = shape(
  {
    columns: int(CONTAINER_MIN_COLUMNS, CONTAINER_MAX_COLUMNS),
    gap: oneOf(CONTAINER_GAPS),
    padding: oneOf(PADDINGS),
    border: bool,
    children: listOf(id),
  },
  { backgroundColor: text(100) },
);
const accordionPanel = shape({ id, title: text(1000), collapsed: bool, children: listOf(id) });
const sectionConfig = shape(
  {
    title: text(1000),
    collapsible: bool,
    collapsed: bool,
    showBorder: bool,
    padding: oneOf(PADDINGS),
    children: listOf(id),
  },
  {
    description: text(10_000),
    backgroundColor: text(100),
    panels: listOf(accordionPanel),
    allowMultipleOpen: bool,
  },
);
const tableColumn = shape(
  { id, type: oneOf(TABLE_COLUMN_TYPES), label: text(1000), required: bool, visible: bool },
  {
    validation: listOf(validationRule),
    placeholder: text(1000),
    options: listOf(option),
    defaultValue: fieldValue,
    isSiblingColumn: bool,
    width: text(50),
  },
);
const tableConfig = shape({
  columns: listOf(tableColumn),
  rows: int(0, 10_000),
  minRows: int(0),
  maxRows: int(1),
  allowAddRows: bool,
  allowDeleteRows: bool,
});
const field = shape(
  { id, type: oneOf(FIELD_TYPES), label: text(10_000), required: bool, width: oneOf(FIELD_WIDTHS) },
  {
    name: text(200),
    placeholder: text(10_000),
    description: text(100_000),
    helpText: text(10_000),
    height: oneOf(FIELD_HEIGHTS),
    options: listOf(option),
    defaultValue: fieldValue,
    validation: listOf(validationRule),
    conditionalLogic: listOf(conditionalRule),
    variableLink: text(500),
    placeholderVariable: text(500),
    helpTextVariable: text(500),
    containerConfig,
    tableConfig,
    sectionConfig,
    starCount: num,
    min: num,
    max: num,
    step: num,
    marginTop: oneOf(SPACING_OPTIONS),
    marginBottom: oneOf(SPACING_OPTIONS),
    borderStyle: oneOf(BORDER_STYLES),
    backgroundColor: text(100),
    textColor: text(100),
    borderColor: text(100),
    fontSize: oneOf(FONT_SIZES),
    fontWeight: oneOf(FONT_WEIGHTS),
    textAlign: oneOf(TEXT_ALIGNMENTS),
  },
);
const customButton = shape(
  {
    id,
    text: text(200),
    action_type: oneOf(BUTTON_ACTIONS),
    style: oneOf(BUTTON_STYLES),
    position: oneOf(BUTTON_POSITIONS),
    enabled: bool,
  },
  { action_value: text(2000) },
);
const customTheme = shape({
  id: (value) => id(value) && (value as string).startsWith(CUSTOM_THEME_ID_PREFIX),
  name: text(200, 1),
  description: text(2000),
  colors: shape(Object.fromEntries(THEME_COLORS.map((key) => [key, text(100)]))),
  typography: shape({ fontFamily: text(500), fontSize: text(50), fontWeight: text(50) }),
  spacing: text(50),
  borderRadius: text(50),
  shadows: text(500),
});
const settings = shape(
  {
    submitButtonText: text(200),
    successMessage: text(10_000),
    showCancelButton: bool,
    cancelButtonText: text(200),
    cancelAction: oneOf(CANCEL_ACTIONS),
    allowDrafts: bool,
    requireAuth: bool,
    notifications: shape({}, { webhook: text(2000), email: text(2000) }),
    enableSpamProtection: bool,
    spamProtectionType: oneOf(SPAM_TYPES),
    enableAnalytics: bool,
    themePreset: text(200),
    customButtons: listOf(customButton),
  },
  {
    cancelRedirectUrl: text(2000),
    recaptchaSiteKey: text(500),
    customCSS: text(100_000),
    customJS: text(100_000),
    customTheme,
  },
);
const globalVariable = shape(
  { id, name: text(200, 1), value: text(100_000), dataType: oneOf(VARIABLE_DATA_TYPES) },
  { description: text(10_000), placeholder: text(10_000), helpText: text(10_000) },
);
const page = shape({ id, description: text(10_000), field_ids: listOf(id) });
const schemaData = shape({
  schemaVersion: (value) => value === SCHEMA_VERSION,
  pages: listOf(page, 1),
  all_fields: listOf(field),
  settings,
  globalVariables: listOf(globalVariable),
});

/**
 * The schema itself, typed, when it is a complete current-version schema that migrate() would return
 * unchanged; otherwise null (run migrate(), which upgrades, fills defaults, or explains what is wrong).
 */
export function currentSchemaAsIs(input: unknown): FormSchemaData | null {
  if (!schemaData(input)) return null;
  const schema = input as FormSchemaData;
  return danglingReferences(schema).length === 0 ? schema : null;
}
