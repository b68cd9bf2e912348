// Field configuration helpers for layout fields: containers, sections, tables, accordion panels and
// the add-field picker. Split from field-config.ts by concern.
import {
  type ContainerConfig,
  containerConfigSchema,
  EXTRA_TEMPLATES,
  type Field,
  type FieldTemplate,
  type FieldType,
  type FormSchemaData,
  type GlobalVariable,
  LIBRARY_GROUPS,
  type Registry,
  type SectionConfig,
  sectionConfigSchema,
  TABLE_DEFAULT_MAX_ROWS,
  TABLE_DEFAULT_ROWS,
  TABLE_EDITOR_DEFAULT_MIN_ROWS,
  type TableColumn,
  type TableColumnType,
  type TableConfig,
} from '../model';
import { tableRowBounds } from './field-rules';
import { findField } from './schema-ops';
import { listCatalogVariables, variableToken } from './variables';

// ---- Layout configs as the editors see them

/** Padding steps in pixels, on the same 4px grid as the gaps (units 0, 2, 4, 6). */
export const PADDING_PX = { none: 0, small: 8, medium: 16, large: 24 } as const;
export const GAP_UNIT_PX = 4;

/** The container's config with every default filled in (columns 2, gap medium, padding medium). */
export function editorContainerConfig(field: Field): ContainerConfig {
  const parsed = containerConfigSchema.safeParse(field.containerConfig ?? {});
  return parsed.success ? parsed.data : containerConfigSchema.parse({});
}

export function editorSectionConfig(field: Field): SectionConfig {
  const parsed = sectionConfigSchema.safeParse(field.sectionConfig ?? { title: field.label });
  return parsed.success ? parsed.data : sectionConfigSchema.parse({});
}

/** The start-collapsed toggle shows only when the section is collapsible (authoring §4). */
export function showsStartCollapsed(config: Pick<SectionConfig, 'collapsible'>): boolean {
  return config.collapsible;
}

/** Turning collapsible off also clears 'start collapsed', which could otherwise hide the section's fields for good. */
export function sectionCollapsiblePatch(config: SectionConfig, collapsible: boolean): SectionConfig {
  return { ...config, collapsible, collapsed: collapsible ? config.collapsed : false };
}

/** The table config the editor works on; without one, the editor's defaults (minRows 0, maxRows 10). */
export function editorTableConfig(field: Field): TableConfig {
  return (
    field.tableConfig ?? {
      columns: [],
      rows: TABLE_DEFAULT_ROWS,
      minRows: TABLE_EDITOR_DEFAULT_MIN_ROWS,
      maxRows: TABLE_DEFAULT_MAX_ROWS,
      allowAddRows: true,
      allowDeleteRows: true,
    }
  );
}

function freeId(base: string, taken: ReadonlySet<string>): string {
  let n = 1;
  while (taken.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}

/** 'Column N' with an id not yet used by the table. */
export function newTableColumn(columns: readonly TableColumn[]): TableColumn {
  const id = freeId('column', new Set(columns.map((column) => column.id)));
  return { id, label: `Column ${columns.length + 1}`, type: 'text', required: false, visible: true };
}

/**
 * Select columns show and use their options (entered comma-separated). Another type keeps them unused
 * (the renderer, the answer checks and the server read a column's options only when it is a select),
 * so switching a column to text and back to select gives its options back, also after undo or a save.
 */
export function changeTableColumnType(column: TableColumn, type: TableColumnType): TableColumn {
  return type === 'select' ? { ...column, type, options: column.options ?? [] } : { ...column, type };
}

/** 'Panel N' with an id not yet used by the accordion. */
export function newAccordionPanel(
  panels: readonly { id: string }[],
): NonNullable<SectionConfig['panels']>[number] {
  const id = freeId('panel', new Set(panels.map((panel) => panel.id)));
  return { id, title: `Panel ${panels.length + 1}`, collapsed: false, children: [] };
}

// ---- Children and the add-field picker

/** What a child list shows for a field id: its label, else its type, else the bare id. */
export function childFieldLabel(schema: FormSchemaData, id: string): string {
  const child = findField(schema, id);
  if (!child) return id;
  return child.label.trim() ? `${child.label} (${child.type})` : child.type;
}

export interface TemplateGroup {
  id: string;
  title: string;
  templates: readonly FieldTemplate[];
}

/** Every template the add-field picker offers: the library groups, then the builder's extra types. */
export const CHILD_TEMPLATE_GROUPS: readonly TemplateGroup[] = [
  ...LIBRARY_GROUPS,
  { id: 'more', title: 'More', templates: EXTRA_TEMPLATES },
];

export function findChildTemplate(key: string): FieldTemplate | undefined {
  for (const group of CHILD_TEMPLATE_GROUPS) {
    const found = group.templates.find((template) => template.key === key);
    if (found) return found;
  }
  return undefined;
}

// ---- Variables tab

export interface VariableChoice {
  /** What variableLink stores: the global variable's name or the catalog path (as fieldFromVariable does). */
  value: string;
  label: string;
  /** What goes into a label, placeholder or help text: {{name}} or {{table.field}}. */
  token: string;
  group: 'global' | 'catalog';
}

/** Global variables, then the catalog's linkable (visible) columns. */
export function variableChoices(
  globalVariables: readonly GlobalVariable[],
  registry: Registry | undefined,
): VariableChoice[] {
  const globals = globalVariables.map(
    (variable): VariableChoice => ({
      value: variable.name,
      label: variable.description ? `${variable.name} — ${variable.description}` : variable.name,
      token: variableToken(variable.name),
      group: 'global',
    }),
  );
  const catalog = registry
    ? listCatalogVariables(registry).map(
        (variable): VariableChoice => ({
          value: variable.path,
          label: `${variable.label} (${variable.path})`,
          token: variable.token,
          group: 'catalog',
        }),
      )
    : [];
  return [...globals, ...catalog];
}

// ---- Table column ids

export const COLUMN_ID_REQUIRED = 'Column id is required';
export const COLUMN_ID_TAKEN = 'Another column already uses this id';

/** Row values are keyed by column id, so an id must be present and unique within the table. */
export function tableColumnIdProblem(
  columns: readonly Pick<TableColumn, 'id'>[],
  index: number,
  id: string,
): string | undefined {
  if (id.trim() === '') return COLUMN_ID_REQUIRED;
  return columns.some((column, i) => i !== index && column.id === id.trim()) ? COLUMN_ID_TAKEN : undefined;
}

/** How many rows the preview shows: the initial rows, within the row bounds. */
export function previewRowCount(config: Pick<TableConfig, 'rows' | 'minRows' | 'maxRows'>): number {
  const { min, max } = tableRowBounds(config);
  return Math.min(max, Math.max(min, Math.floor(config.rows)));
}

// ---- The dialog

export const FIELD_CONFIG_TABS = [
  'basic',
  'validation',
  'conditional',
  'styling',
  'variables',
  'advanced',
] as const;
export type FieldConfigTab = (typeof FIELD_CONFIG_TABS)[number];

/** Container and table fields get an Advanced tab, a wider dialog and a live preview (authoring §2). */
export function hasAdvancedConfig(type: FieldType): boolean {
  return type === 'container' || type === 'table';
}

/** The dialog's tabs for a type, in order. */
export function fieldConfigTabs(type: FieldType): FieldConfigTab[] {
  return FIELD_CONFIG_TABS.filter((tab) => tab !== 'advanced' || hasAdvancedConfig(type));
}
