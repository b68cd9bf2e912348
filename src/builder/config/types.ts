import type { Field } from '../../model';

/** What every editor reports: the changed properties of the field; a key set to undefined is removed. */
export type FieldConfigPatch = Partial<Field>;

export interface FieldEditorProps {
  field: Field;
  onChange: (patch: FieldConfigPatch) => void;
}
