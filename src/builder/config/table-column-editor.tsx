import { useState } from 'react';
import { changeTableColumnType, tableColumnIdProblem } from '../../logic';
import { formatColumnOptions, parseColumnOptions } from '../../logic/field-rules';
import { type Option, TABLE_COLUMN_TYPES, type TableColumn } from '../../model';
import { CheckboxField, SelectField, TextField } from './controls';
import { CheckedTextField } from './draft-fields';
import { RowActions } from './row-actions';

const TYPE_LABELS: Record<TableColumn['type'], string> = {
  text: 'Text',
  number: 'Number',
  select: 'Select',
  date: 'Date',
  email: 'Email',
};
const TYPE_CHOICES = TABLE_COLUMN_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

const sameOptions = (a: readonly Option[], b: readonly Option[]) =>
  formatColumnOptions(a) === formatColumnOptions(b);

/**
 * Select-column options typed comma-separated (authoring §5). The text is kept as typed: parsed and
 * formatted on every keystroke, 'Red,' would lose its comma before the next option could be typed.
 */
function ColumnOptionsField({
  label,
  options,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  onChange: (options: Option[]) => void;
}) {
  const [text, setText] = useState(formatColumnOptions(options));
  const [seen, setSeen] = useState(options);
  if (seen !== options) {
    setSeen(options);
    if (!sameOptions(parseColumnOptions(text, options), options)) setText(formatColumnOptions(options));
  }
  return (
    <TextField
      label={label}
      value={text}
      placeholder="Active, Inactive"
      hint="Separate options with commas"
      onChange={(typed) => {
        setText(typed);
        const parsed = parseColumnOptions(typed, options);
        if (!sameOptions(parsed, options)) onChange(parsed);
      }}
      onBlur={() => setText(formatColumnOptions(options))}
    />
  );
}

export interface TableColumnEditorProps {
  columns: readonly TableColumn[];
  index: number;
  onChange: (column: TableColumn) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One column: id, label, type, required, visible, placeholder, options (select only), width. */
export function TableColumnEditor({ columns, index, onChange, onMove, onRemove }: TableColumnEditorProps) {
  const column = columns[index] as TableColumn;
  const n = `Column ${index + 1}`;
  const patch = (part: Partial<TableColumn>) => onChange({ ...column, ...part });
  return (
    <li className="fw-config-card">
      <div className="fw-config-card__head">
        <span className="fw-config-card__title">
          {n}: {column.label || column.id}
        </span>
        <RowActions
          name={`column ${index + 1}`}
          index={index}
          count={columns.length}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="fw-config-grid">
        <TextField label={`${n} label`} value={column.label} onChange={(label) => patch({ label })} />
        <CheckedTextField
          label={`${n} id`}
          value={column.id}
          spellCheck={false}
          check={(id) => {
            const problem = tableColumnIdProblem(columns, index, id);
            return problem ? { ok: false, message: problem } : { ok: true, value: id.trim() };
          }}
          onChange={(id) => patch({ id })}
        />
        <SelectField
          label={`${n} type`}
          value={column.type}
          choices={TYPE_CHOICES}
          onChange={(type) => onChange(changeTableColumnType(column, type))}
        />
        <TextField
          label={`${n} placeholder`}
          value={column.placeholder ?? ''}
          onChange={(placeholder) => patch({ placeholder: placeholder || undefined })}
        />
        {column.type === 'select' ? (
          <ColumnOptionsField
            label={`${n} options`}
            options={column.options ?? []}
            onChange={(options) => patch({ options })}
          />
        ) : null}
        <TextField
          label={`${n} width`}
          value={column.width ?? ''}
          placeholder="auto, 150px, 20%"
          onChange={(width) => patch({ width: width.trim() || undefined })}
        />
      </div>
      <div className="fw-config-button-row">
        <CheckboxField
          label={`${n} required`}
          checked={column.required}
          onChange={(required) => patch({ required })}
        />
        <CheckboxField
          label={`${n} visible`}
          checked={column.visible}
          onChange={(visible) => patch({ visible })}
        />
      </div>
    </li>
  );
}
