import { useRef } from 'react';
import { editorTableConfig, moveItem, newTableColumn, previewRowCount } from '../../logic';
import { normaliseMaxRows, normaliseMinRows } from '../../logic/field-rules';
import {
  type Field,
  TABLE_EDITOR_MIN_MAX_ROWS,
  TABLE_EDITOR_MIN_MIN_ROWS,
  type TableColumn,
  type TableConfig,
} from '../../model';
import { Button } from '../../ui';
import { CheckboxField, ConfigSection } from './controls';
import { NumberField } from './draft-fields';
import { useRowFocus } from './row-focus';
import { TableColumnEditor } from './table-column-editor';
import type { FieldEditorProps } from './types';

export const TABLE_CONFIG_MISSING = 'Table configuration is missing';
export const NO_COLUMNS = 'No columns yet';

/**
 * The table column editor (authoring §3, §5; shell §5): columns (add, remove, reorder, each with its
 * properties), initial rows, minRows ≥ 0 (0 in the editor by default), maxRows ≥ 1 (default 10), and
 * whether rows can be added and deleted.
 */
export function TableConfigEditor({ field, onChange }: FieldEditorProps) {
  const config = editorTableConfig(field);
  const patch = (part: Partial<TableConfig>) => onChange({ tableConfig: { ...config, ...part } });
  const setColumns = (columns: TableColumn[]) => patch({ columns });
  const { columns } = config;
  const addRef = useRef<HTMLButtonElement>(null);
  const { listRef, focusAfterChange } = useRowFocus(field.tableConfig, [addRef]);

  return (
    <div className="fw-config-tab">
      <ConfigSection title="Rows" className="fw-config-grid">
        <NumberField
          label="Initial rows"
          value={config.rows}
          min={0}
          step={1}
          commit="blur"
          onChange={(rows) => rows !== undefined && patch({ rows: Math.max(0, Math.floor(rows)) })}
        />
        <NumberField
          label="Minimum rows"
          value={config.minRows}
          min={TABLE_EDITOR_MIN_MIN_ROWS}
          step={1}
          commit="blur"
          hint={`At least ${TABLE_EDITOR_MIN_MIN_ROWS}`}
          onChange={(minRows) => patch({ minRows: normaliseMinRows(minRows) })}
        />
        <NumberField
          label="Maximum rows"
          value={config.maxRows}
          min={TABLE_EDITOR_MIN_MAX_ROWS}
          step={1}
          commit="blur"
          hint={`At least ${TABLE_EDITOR_MIN_MAX_ROWS}`}
          onChange={(maxRows) => patch({ maxRows: normaliseMaxRows(maxRows) })}
        />
        <CheckboxField
          label="Allow adding rows"
          checked={config.allowAddRows}
          onChange={(allowAddRows) => patch({ allowAddRows })}
        />
        <CheckboxField
          label="Allow deleting rows"
          checked={config.allowDeleteRows}
          onChange={(allowDeleteRows) => patch({ allowDeleteRows })}
        />
      </ConfigSection>
      <ConfigSection title="Columns">
        {columns.length === 0 ? <p className="fw-config-empty">{NO_COLUMNS}</p> : null}
        <ol ref={listRef} className="fw-config-cards">
          {columns.map((_column, index) => (
            <TableColumnEditor
              // The id is editable, so it cannot be the key: typing in it would remount the card.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              columns={columns}
              index={index}
              onChange={(next) => setColumns(columns.map((c, i) => (i === index ? next : c)))}
              onMove={(delta) => {
                focusAfterChange(index + delta, delta < 0 ? 'up' : 'down');
                setColumns(moveItem(columns, index, delta));
              }}
              onRemove={() => {
                focusAfterChange(index, 'remove');
                setColumns(columns.filter((_, i) => i !== index));
              }}
            />
          ))}
        </ol>
        <Button ref={addRef} size="small" onClick={() => setColumns([...columns, newTableColumn(columns)])}>
          Add Column
        </Button>
      </ConfigSection>
    </div>
  );
}

/** The table as the renderer will lay it out, drawn statically: visible columns, initial rows, row buttons. */
export function TablePreview({ field }: { field: Field }) {
  if (!field.tableConfig) return <p className="fw-config-empty">{TABLE_CONFIG_MISSING}</p>;
  const config = field.tableConfig;
  const visible = config.columns.filter((column) => column.visible);
  const rows = previewRowCount(config);
  if (visible.length === 0) return <p className="fw-config-empty">{NO_COLUMNS}</p>;
  return (
    <div className="fw-table-preview">
      <table>
        <caption className="fw-visually-hidden">{`Preview of ${field.label || 'the table'}`}</caption>
        <thead>
          <tr>
            {visible.map((column) => (
              <th key={column.id} scope="col" style={column.width ? { width: column.width } : undefined}>
                {column.label || column.id}
                {column.required ? (
                  <>
                    <span aria-hidden="true"> *</span>
                    <span className="fw-visually-hidden"> (required)</span>
                  </>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: preview rows are positions.
            <tr key={row}>
              {visible.map((column) => (
                <td key={column.id}>
                  <span className="fw-table-preview__cell">{column.placeholder || column.type}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="fw-config-field__hint">
        {rows} {rows === 1 ? 'row' : 'rows'};{' '}
        {config.allowAddRows ? 'rows can be added' : 'no rows can be added'},{' '}
        {config.allowDeleteRows ? 'rows can be deleted' : 'no rows can be deleted'}.
      </p>
    </div>
  );
}
