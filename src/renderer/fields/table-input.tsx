import { useEffect, useRef } from 'react';
import { canAddTableRow, canDeleteTableRow } from '../../logic/field-rules';
import {
  type FieldValue,
  TABLE_CARD_LAYOUT_AFTER_COLUMNS,
  type TableColumn,
  type TableConfig,
} from '../../model';
import { newTableRow, type TableRow } from '../../store/renderer-values';
import { tableCellDomId } from '../dom-ids';
import type { FieldProps } from '../field-props';
import { groupBlur } from './blur';
import { TableCell } from './table-cell';
import { useRefusalOfControl } from './use-refusal';

export const TABLE_CONFIG_MISSING = 'Table configuration is missing';

const isRow = (value: unknown): value is TableRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rows under columns. Rows can be added up to maxRows and removed down to minRows (shell §4); with more
 * than four visible columns each row becomes a card (shell §9), since a wide table does not fit.
 */
export function TableInput(props: FieldProps) {
  const config = props.field.tableConfig;
  if (!config || config.columns.length === 0) {
    return <p className="fw-config-missing">{TABLE_CONFIG_MISSING}</p>;
  }
  return <TableGrid {...props} config={config} />;
}

function TableGrid({ field, slot, store, ids, disabled, config }: FieldProps & { config: TableConfig }) {
  const box = useRef<HTMLDivElement>(null);
  useRefusalOfControl(store, field.id);
  const rows = Array.isArray(slot.value) ? slot.value.filter(isRow) : [];
  const columns = config.columns.filter((column) => column.visible);
  const cards = columns.length > TABLE_CARD_LAYOUT_AFTER_COLUMNS;
  const canAdd = !disabled && canAddTableRow(config, rows.length);
  const canDelete = !disabled && canDeleteTableRow(config, rows.length);

  const setCell = (rowIndex: number, columnId: string, value: FieldValue) =>
    store.setValue(
      field.id,
      rows.map((row, index) => (index === rowIndex ? { ...row, [columnId]: value } : row)),
    );
  const removeRow = (rowIndex: number) =>
    store.setValue(
      field.id,
      rows.filter((_, index) => index !== rowIndex),
    );
  const cellId = (rowIndex: number, columnIndex: number) => tableCellDomId(ids.input, rowIndex, columnIndex);
  // A number cell holding text the browser cannot read ('2e', '1,5') has the value '': without this it
  // was sent empty, silently, while the box still showed the text. The boxes are asked after every
  // input and render (a removed row moves the boxes' texts up), as the number field does.
  const noteUnreadable = () => {
    const cells: { row: number; columnId: string }[] = [];
    rows.forEach((_, rowIndex) => {
      columns.forEach((column, columnIndex) => {
        if (column.type !== 'number') return;
        const id = CSS.escape(cellId(rowIndex, columnIndex));
        const input = box.current?.querySelector<HTMLInputElement>(`#${id}`);
        if (input?.validity.badInput) cells.push({ row: rowIndex, columnId: column.id });
      });
    });
    store.setUnreadableCells(field.id, cells);
  };
  useEffect(noteUnreadable);
  const cellError = (rowIndex: number, column: TableColumn) =>
    slot.errors.find((error) => error.row === rowIndex && error.columnId === column.id)?.message;
  const cell = (
    row: TableRow,
    rowIndex: number,
    column: TableColumn,
    columnIndex: number,
    named: boolean,
  ) => (
    <TableCell
      column={column}
      value={row[column.id]}
      id={cellId(rowIndex, columnIndex)}
      label={named ? `${column.label || column.id}, row ${rowIndex + 1}` : undefined}
      disabled={disabled}
      error={cellError(rowIndex, column)}
      errorId={ids.errors}
      onChange={(value) => setCell(rowIndex, column.id, value)}
    />
  );
  const removeButton = (rowIndex: number) => (
    <button
      type="button"
      className="fw-button fw-button--ghost fw-button--small"
      part="button button-ghost"
      aria-label={`Remove row ${rowIndex + 1}`}
      disabled={!canDelete}
      onClick={() => removeRow(rowIndex)}
    >
      Remove
    </button>
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout from the cells, to validate on leaving the table
    <div ref={box} className="fw-table" onInput={noteUnreadable} onBlur={groupBlur(store, field.id)}>
      {cards ? (
        <div className="fw-table__cards">
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <fieldset className="fw-table__card" key={rowIndex}>
              <legend>Row {rowIndex + 1}</legend>
              {columns.map((column, columnIndex) => (
                <div className="fw-table__card-cell" key={column.id}>
                  <label htmlFor={cellId(rowIndex, columnIndex)}>{column.label || column.id}</label>
                  {cell(row, rowIndex, column, columnIndex, false)}
                </div>
              ))}
              {config.allowDeleteRows ? removeButton(rowIndex) : null}
            </fieldset>
          ))}
        </div>
      ) : (
        <div className="fw-table__scroll">
          <table className="fw-table__grid" aria-labelledby={ids.label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.id} scope="col">
                    {column.label || column.id}
                    {column.required ? <span aria-hidden="true"> *</span> : null}
                  </th>
                ))}
                {config.allowDeleteRows ? (
                  <th scope="col">
                    <span className="fw-visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
                <tr key={rowIndex}>
                  {columns.map((column, columnIndex) => (
                    <td key={column.id}>{cell(row, rowIndex, column, columnIndex, true)}</td>
                  ))}
                  {config.allowDeleteRows ? <td>{removeButton(rowIndex)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {config.allowAddRows ? (
        <button
          type="button"
          id={rows.length === 0 ? ids.input : undefined}
          className="fw-button fw-button--secondary fw-button--small fw-table__add"
          part="button button-secondary"
          disabled={!canAdd}
          onClick={() => store.setValue(field.id, [...rows, newTableRow(field)])}
        >
          Add row
        </button>
      ) : null}

      <span className="fw-table__count" aria-live="polite">
        {rows.length} {rows.length === 1 ? 'row' : 'rows'}
      </span>
    </div>
  );
}
