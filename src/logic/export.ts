import {
  type AccordionPanel,
  type ConditionActionType,
  type ConditionOperator,
  type ContainerConfig,
  EXPORT_INDENT,
  type Field,
  type FieldType,
  type FieldValue,
  type Form,
  type FormSchemaData,
  type FormSettings,
  type Option,
  type SectionConfig,
  type TableConfig,
  type Theme,
  type ValidationRule,
} from '../model';
import { fieldMap } from './schema-ops';

/** What an export needs of a form; a new, unsaved form has no id yet. */
export type ExportableForm = Pick<Form, 'description' | 'schema_data'> &
  Partial<Omit<Form, 'description' | 'schema_data'>>;

export type SimpleExportSettings = Pick<
  FormSettings,
  'submitButtonText' | 'successMessage' | 'allowDrafts' | 'requireAuth'
>;

export interface SimpleConditionalRule {
  triggerField: string;
  condition: ConditionOperator;
  value?: FieldValue;
  action: ConditionActionType;
}

/**
 * A container's configuration in the simple export. Its children are the exported child fields
 * themselves, not ids: the simple export carries only first-page fields, so ids would point at
 * nothing, while nested fields keep it self-contained and importable.
 */
export type SimpleContainerLayout = Omit<ContainerConfig, 'children'> & { children: SimpleExportField[] };

/** An accordion panel in the simple export: its children nested as exported fields, as a container's are. */
export type SimpleAccordionPanel = Omit<AccordionPanel, 'children'> & { children: SimpleExportField[] };

/**
 * A section's or accordion's configuration (the field's sectionConfig) in the simple export, its
 * children, and each panel's children, nested as exported fields like a container's layout.
 */
export type SimpleSectionLayout = Omit<SectionConfig, 'children' | 'panels'> & {
  children: SimpleExportField[];
  panels?: SimpleAccordionPanel[];
};

export interface SimpleExportField {
  id: string;
  type: FieldType;
  label: string;
  required: boolean;
  placeholder?: string;
  description?: string;
  defaultValue?: FieldValue;
  /** Only when not 'full'. */
  width?: Exclude<Field['width'], 'full'>;
  options?: Option[];
  validation?: ValidationRule[];
  conditionalLogic?: SimpleConditionalRule[];
  layout?: SimpleContainerLayout;
  /** Sections and accordions. */
  section?: SimpleSectionLayout;
  table?: TableConfig;
}

export interface SimpleExport {
  form: { description: string; settings: SimpleExportSettings };
  fields: SimpleExportField[];
}

function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

function simpleRule(rule: NonNullable<Field['conditionalLogic']>[number]): SimpleConditionalRule {
  return {
    triggerField: rule.triggerFieldId,
    condition: rule.operator,
    ...(rule.value !== undefined && { value: cloneJson(rule.value) }),
    action: rule.action.type,
  };
}

/**
 * One field of the simple export. `ancestors` guards against a malformed schema whose containers
 * contain each other: a field already on the way down is not exported again.
 */
function simpleField(
  field: Field,
  fields: Map<string, Field>,
  ancestors: ReadonlySet<string>,
): SimpleExportField {
  const exported: SimpleExportField = {
    id: field.id,
    type: field.type,
    label: field.label,
    required: field.required,
  };
  if (field.placeholder) exported.placeholder = field.placeholder;
  if (field.description) exported.description = field.description;
  if (field.defaultValue !== undefined) exported.defaultValue = cloneJson(field.defaultValue);
  if (field.width !== 'full') exported.width = field.width;
  if (field.options?.length) exported.options = cloneJson(field.options);
  if (field.validation?.length) exported.validation = cloneJson(field.validation);
  if (field.conditionalLogic?.length) exported.conditionalLogic = field.conditionalLogic.map(simpleRule);
  const inside = new Set([...ancestors, field.id]);
  const nested = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const child = fields.get(id);
      return child && !inside.has(id) ? [simpleField(child, fields, inside)] : [];
    });
  if (field.type === 'container' && field.containerConfig) {
    exported.layout = {
      ...cloneJson(field.containerConfig),
      children: nested(field.containerConfig.children),
    };
  }
  if ((field.type === 'section' || field.type === 'accordion') && field.sectionConfig) {
    const { children, panels, ...settings } = field.sectionConfig;
    exported.section = {
      ...cloneJson(settings),
      children: nested(children),
      ...(panels && {
        panels: panels.map((panel) => ({ ...cloneJson(panel), children: nested(panel.children) })),
      }),
    };
  }
  if (field.type === 'table' && field.tableConfig) exported.table = cloneJson(field.tableConfig);
  return exported;
}

/**
 * The Simple Schema export (authoring §3): the description, four settings, and the fields of the
 * FIRST page only, each container, section and accordion with all its children nested (at any depth).
 * Other pages, styling and variables are not in it: the Full export is the lossless one.
 */
export function exportSimple(form: ExportableForm): SimpleExport {
  const { schema_data: schema } = form;
  const fields = fieldMap(schema);
  const { submitButtonText, successMessage, allowDrafts, requireAuth } = schema.settings;
  return {
    form: {
      description: form.description,
      settings: { submitButtonText, successMessage, allowDrafts, requireAuth },
    },
    fields: (schema.pages[0]?.field_ids ?? []).flatMap((id) => {
      const field = fields.get(id);
      return field ? [simpleField(field, fields, new Set())] : [];
    }),
  };
}

/** The Full Schema export: the whole form, schema included, as a detached copy. */
export function exportFull<T extends ExportableForm>(form: T): T {
  return cloneJson(form);
}

/** JSON indented with 2 spaces (authoring §9). */
export function toExportJson(value: unknown): string {
  return JSON.stringify(value, null, EXPORT_INDENT);
}

const FILE_NAME_MAX_SLUG = 100;

/**
 * Lower-cased, hyphenated text for a file name: every run of characters other than letters and digits
 * (of any script) becomes one hyphen, hyphens are trimmed at the ends, and the result is cut at 100
 * characters so the name stays within file-system limits. Slashes and dots can never reach the name.
 */
export function fileNameSlug(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by code points: a UTF-16 cut can split a letter such as '𝐀' into a lone surrogate, which no file
  // name (nor encodeURIComponent) takes.
  return Array.from(slug).slice(0, FILE_NAME_MAX_SLUG).join('').replace(/-+$/, '');
}

/** '{description}-form.json', hyphenated (authoring §3); an empty or symbol-only description gives 'untitled-form.json'. */
export function exportFileName(description: string): string {
  return `${fileNameSlug(description) || 'untitled'}-form.json`;
}

export function themeFileName(theme: Pick<Theme, 'name'>): string {
  return `${fileNameSlug(theme.name) || 'untitled'}-theme.json`;
}

/**
 * Bytes of the UTF-8 encoding, counted by hand (no TextEncoder outside DOM and Node): 1 byte below
 * U+0080, 2 below U+0800, 4 for a surrogate pair, 3 otherwise, a lone surrogate included (an encoder
 * writes U+FFFD for it, which takes 3 bytes).
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

export interface SchemaInfo {
  /** All fields of the form, nested ones included. */
  fieldCount: number;
  pageCount: number;
  sizeBytes: number;
  /** Kilobytes (1024 bytes), rounded to 2 decimals. */
  sizeKb: number;
  lineCount: number;
}

/** The Schema Information panel and line count of the export dialog, for the JSON being shown. */
export function schemaInfo(schema: FormSchemaData, json: string = toExportJson(schema)): SchemaInfo {
  const sizeBytes = utf8ByteLength(json);
  return {
    fieldCount: schema.all_fields.length,
    pageCount: schema.pages.length,
    sizeBytes,
    sizeKb: Math.round((sizeBytes / 1024) * 100) / 100,
    lineCount: json === '' ? 0 : json.split('\n').length,
  };
}
