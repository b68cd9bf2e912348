import { useRef } from 'react';
import { editorContainerConfig } from '../../logic';
import { columnsOf } from '../../logic/containers';
import {
  type ContainerConfig,
  DEFAULT_BACKGROUND_COLOR,
  type Field,
  type FieldTemplate,
  type FormSchemaData,
} from '../../model';
import { AddChildPicker, type ChildActions, ChildFieldList } from './child-fields';
import { COLUMN_COUNT_CHOICES, GAP_CHOICES, PADDING_CHOICES } from './choices';
import { ColorField } from './color-field';
import { CheckboxField, ConfigSection, SelectField } from './controls';
import type { FieldConfigPatch } from './types';

export interface ContainerEditorProps extends ChildActions {
  field: Field;
  schema: FormSchemaData;
  onChange: (patch: FieldConfigPatch) => void;
  /** Adds a new field of the template to the column (0-based); without it no picker is shown. */
  onAddChild?: (template: FieldTemplate, column: number) => void;
}

export const NO_COLUMN_FIELDS = 'No fields in this column';

/**
 * The container editor (authoring §2–3): columns 1–4, gap, padding, background, border, the child
 * fields column by column (children are spread over the columns round-robin), and an add-field picker.
 */
export function ContainerEditor({
  field,
  schema,
  onChange,
  onAddChild,
  onEditChild,
  onRemoveChild,
}: ContainerEditorProps) {
  const config = editorContainerConfig(field);
  const patch = (part: Partial<ContainerConfig>) => onChange({ containerConfig: { ...config, ...part } });
  const columns = columnsOf({ ...field, containerConfig: config });
  const pickerRef = useRef<HTMLDivElement>(null);

  return (
    <div className="fw-config-tab">
      <ConfigSection title="Container layout" className="fw-config-grid">
        <SelectField
          label="Columns"
          value={String(config.columns)}
          choices={COLUMN_COUNT_CHOICES}
          onChange={(count) => patch({ columns: Number(count) })}
        />
        <SelectField
          label="Gap"
          value={config.gap}
          choices={GAP_CHOICES}
          onChange={(gap) => patch({ gap })}
        />
        <SelectField
          label="Padding"
          value={config.padding}
          choices={PADDING_CHOICES}
          onChange={(padding) => patch({ padding })}
        />
        <ColorField
          label="Container background colour"
          value={config.backgroundColor}
          fallback={DEFAULT_BACKGROUND_COLOR}
          onChange={(backgroundColor) => patch({ backgroundColor })}
        />
        <CheckboxField label="Show border" checked={config.border} onChange={(border) => patch({ border })} />
      </ConfigSection>
      <ConfigSection title="Fields by column" className="fw-container-columns">
        {columns.map((ids, column) => (
          // Columns are positions, not things with ids.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={column} className="fw-container-columns__column">
            <h3 className="fw-config-subtitle">Column {column + 1}</h3>
            <ChildFieldList
              schema={schema}
              ids={ids}
              emptyText={NO_COLUMN_FIELDS}
              label={`Fields in Column ${column + 1}`}
              onEditChild={onEditChild}
              onRemoveChild={onRemoveChild}
              pickerRef={pickerRef}
            />
          </div>
        ))}
      </ConfigSection>
      {onAddChild ? (
        <AddChildPicker
          ref={pickerRef}
          title="Add field to container"
          columns={config.columns}
          onAdd={onAddChild}
        />
      ) : null}
    </div>
  );
}
