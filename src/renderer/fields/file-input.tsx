import { useRef } from 'react';
import { FILE_ACCEPT, fileSizeText } from '../../model/files';
import type { FieldProps } from '../field-props';
import { useRefusalOfControl } from './use-refusal';

interface FileInfo {
  name: string;
  size: number;
  /** Set for a file already uploaded (a resumed draft's): the picker does not hold it. */
  id?: string;
}

function filesOf(value: unknown): FileInfo[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FileInfo =>
      typeof item === 'object' && item !== null && typeof (item as FileInfo).name === 'string',
  );
}

/** Only an uploaded file's id marks it (a chosen file's answer has none). */
function isUploaded(file: FileInfo): boolean {
  return typeof file.id === 'string';
}

/**
 * A native file picker (uncontrolled: browsers do not let a page set one) offering the types the field
 * takes and their extensions (`accept` is a hint: the store still checks what is chosen). The store keeps the File
 * objects for a host form and each file's name, size and type as the field's value; a file of a type or
 * size the field does not take is refused when chosen (src/model/files.ts). A resumed draft's files are
 * uploads the picker does not hold ("No file chosen"): each has a Remove button of its own, as a chosen
 * file can be cleared in the picker.
 */
export function FileInput({ field, slot, store, ids, disabled, invalid, describedBy }: FieldProps) {
  const files = filesOf(slot.value);
  const picker = useRef<HTMLInputElement>(null);
  useRefusalOfControl(store, field.id);
  const remove = (index: number) => {
    store.setValue(
      field.id,
      files.filter((_, at) => at !== index),
    );
    // The button goes with its file: the keyboard goes on from the picker, not from the page's start.
    picker.current?.focus();
  };
  return (
    <>
      <input
        ref={picker}
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
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
            <li key={index}>
              {file.name} ({fileSizeText(file.size)})
              {isUploaded(file) ? (
                <button
                  type="button"
                  className="fw-button fw-button--ghost fw-button--small fw-file__remove"
                  part="button button-ghost"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
