import { defaultValueEditor, defaultValueText } from '../../logic';
import { COLOR_FIELD_DEFAULT, DEFAULT_HEADING_LEVEL, HEADING_LEVELS } from '../../model';
import { HEADING_CHOICES } from './choices';
import { ColorField } from './color-field';
import { CheckboxField, SelectField, TextField } from './controls';
import { NumberField } from './draft-fields';
import type { FieldEditorProps } from './types';

/**
 * The default value in the input its type needs. Sliders and ratings edit theirs with their range
 * (number-settings.tsx); lists, files, layouts and content have none, except a heading, whose level
 * lives in defaultValue (h1–h6, default h2).
 */
export function DefaultValueEditor({ field, onChange }: FieldEditorProps) {
  const editor = defaultValueEditor(field.type);
  const text = defaultValueText(field.defaultValue);
  const setText = (value: string) => onChange({ defaultValue: value === '' ? undefined : value });

  switch (editor.kind) {
    case 'input':
      if (editor.inputType === 'number') {
        return (
          <NumberField
            label="Default value"
            value={typeof field.defaultValue === 'number' ? field.defaultValue : undefined}
            allowEmpty
            step="any"
            onChange={(value) => onChange({ defaultValue: value })}
          />
        );
      }
      return <TextField label="Default value" type={editor.inputType} value={text} onChange={setText} />;
    case 'textarea':
      return <TextField label="Default value" multiline value={text} onChange={setText} />;
    case 'checkbox':
      return (
        <CheckboxField
          label="Checked by default"
          checked={field.defaultValue === true}
          onChange={(checked) => onChange({ defaultValue: checked })}
        />
      );
    case 'choice':
      return (
        <SelectField
          label="Default value"
          value={text}
          emptyLabel="No default"
          choices={(field.options ?? []).map((option) => ({ value: option.value, label: option.label }))}
          onChange={setText}
        />
      );
    case 'color':
      return (
        <ColorField
          label="Default colour"
          value={text || COLOR_FIELD_DEFAULT}
          fallback={COLOR_FIELD_DEFAULT}
          onChange={(value) => onChange({ defaultValue: value })}
        />
      );
    case 'heading':
      return (
        <SelectField
          label="Heading level"
          value={HEADING_LEVELS.find((level) => level === text) ?? DEFAULT_HEADING_LEVEL}
          choices={HEADING_CHOICES}
          onChange={(level) => onChange({ defaultValue: level })}
        />
      );
    default:
      return null;
  }
}
