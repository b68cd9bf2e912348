import { FILE_ACCEPT, fileSizeText } from '../../model/files';
import type { FieldProps } from '../field-props';
import { useRefusalOfControl } from './use-refusal';

interface FileInfo {
  name: string;
  size: number;
}

function filesOf(value: unknown): FileInfo[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FileInfo =>
      typeof item === 'object' && item !== null && typeof (item as FileInfo).name === 'string',
  );
}

/**
 * A native file picker (uncontrolled: browsers do not let a page set one) offering the types the field
 * takes and their extensions (`accept` is a hint: the store still checks what is chosen). The store keeps the File
 * objects for a host form and each file's name, size and type as the field's value; a file of a type or
 * size the field does not take is refused when chosen (src/model/files.ts).
 */
export function FileInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const files = filesOf(slot.value);
  useRefusalOfControl(store, field.id);
  return (
    <>
      <input
        id={ids.input}
        className="fw-input fw-file"
        part="input"
        type="file"
        accept={FILE_ACCEPT}
        name={field.name || field.id}
        required={slot.required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => store.setFiles(field.id, [...(event.currentTarget.files ?? [])])}
        onBlur={() => store.blur(field.id)}
      />
      {files.length ? (
        <ul className="fw-file__list">
          {files.map((file) => (
            <li key={file.name}>
              {file.name} ({fileSizeText(file.size)})
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
