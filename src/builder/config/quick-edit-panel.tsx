import { basicPropertiesOf } from '../../logic';
import { Button } from '../../ui';
import { WIDTH_CHOICES } from './choices';
import { CheckboxField, SelectField, TextField } from './controls';
import type { FieldEditorProps } from './types';

export interface QuickEditPanelProps extends FieldEditorProps {
  /** Opens the full FieldConfigDialog; the Advanced button is its opener and gets focus back. */
  onOpenAdvanced: () => void;
}

/** The quick-edit field panel (authoring §2): label, placeholder, required, width, and Advanced. */
export function QuickEditPanel({ field, onChange, onOpenAdvanced }: QuickEditPanelProps) {
  const shows = basicPropertiesOf(field.type);
  return (
    <section className="fw-quick-edit" aria-label="Quick edit">
      <TextField label={shows.labelCaption} value={field.label} onChange={(label) => onChange({ label })} />
      {shows.placeholder === 'text' ? (
        <TextField
          label="Placeholder"
          value={field.placeholder ?? ''}
          onChange={(placeholder) => onChange({ placeholder: placeholder === '' ? undefined : placeholder })}
        />
      ) : null}
      {shows.required ? (
        <CheckboxField
          label="Required"
          checked={field.required}
          onChange={(required) => onChange({ required })}
        />
      ) : null}
      <SelectField
        label="Width"
        value={field.width}
        choices={WIDTH_CHOICES}
        onChange={(width) => onChange({ width })}
      />
      <Button onClick={onOpenAdvanced} aria-haspopup="dialog">
        Advanced
      </Button>
    </section>
  );
}
