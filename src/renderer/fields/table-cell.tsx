import type { TableColumn } from '../../model';
import { numberOf, textOf } from '../field-props';

interface TableCellProps {
  column: TableColumn;
  value: unknown;
  id: string;
  /** The accessible name: the column label with the row number. */
  label?: string;
  disabled: boolean;
  error: string | undefined;
  errorId: string;
  onChange: (value: string | number | null) => void;
}

const INPUT_TYPES = { text: 'text', number: 'number', date: 'date', email: 'email' } as const;

/** One cell's control, by column type: text, number, select, date or email. */
export function TableCell({ column, value, id, label, disabled, error, errorId, onChange }: TableCellProps) {
  const common = {
    id,
    className: 'fw-input fw-table__input',
    disabled,
    required: column.required,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  if (column.type === 'select') {
    return (
      <select {...common} value={textOf(value)} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{column.placeholder || 'Select'}</option>
        {(column.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const type = INPUT_TYPES[column.type];
  return (
    <input
      {...common}
      type={type}
      value={type === 'number' ? numberOf(value) : textOf(value)}
      placeholder={column.placeholder}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(type === 'number' ? (text === '' ? null : Number(text)) : text);
      }}
    />
  );
}
