import { childFieldLabel, editorContainerConfig, GAP_UNIT_PX, PADDING_PX } from '../../logic';
import { columnsOf } from '../../logic/containers';
import { CONTAINER_GAP_GRID_UNITS, DEFAULT_BORDER_COLOR, type Field, type FormSchemaData } from '../../model';
import { NO_COLUMN_FIELDS } from './container-editor';

/** The container's grid as the settings make it: columns, gap, padding, background, border, children. */
export function ContainerPreview({ field, schema }: { field: Field; schema: FormSchemaData }) {
  const config = editorContainerConfig(field);
  const columns = columnsOf({ ...field, containerConfig: config });
  return (
    <div
      className="fw-container-preview"
      style={{
        gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`,
        gap: CONTAINER_GAP_GRID_UNITS[config.gap] * GAP_UNIT_PX,
        padding: PADDING_PX[config.padding],
        backgroundColor: config.backgroundColor || undefined,
        border: config.border ? `1px solid ${DEFAULT_BORDER_COLOR}` : '1px dashed transparent',
      }}
    >
      {columns.map((ids, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions.
        <div key={column} className="fw-container-preview__column">
          <p className="fw-container-preview__title">Column {column + 1}</p>
          {ids.length === 0 ? (
            <p className="fw-config-empty">{NO_COLUMN_FIELDS}</p>
          ) : (
            <ul>
              {ids.map((id) => (
                <li key={id}>{childFieldLabel(schema, id)}</li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
