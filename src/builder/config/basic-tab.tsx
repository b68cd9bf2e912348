import { basicPropertiesOf, defaultValueEditor } from '../../logic';
import type { DropTarget } from '../../logic/drop';
import { fieldNameProblem } from '../../logic/field-names';
import { type FieldTemplate, type FormSchemaData, hasOptions } from '../../model';
import { AccordionEditor } from './accordion-editor';
import type { ChildActions } from './child-fields';
import { HEIGHT_CHOICES, WIDTH_CHOICES } from './choices';
import { CheckboxField, SelectField, TextField } from './controls';
import { DefaultValueEditor } from './default-value-editor';
import { CheckedTextField, type TextCheck } from './draft-fields';
import { ImageSettings } from './image-settings';
import { RatingSettings, SliderSettings } from './number-settings';
import { OptionEditor } from './option-editor';
import { SectionSettingsPanel } from './section-settings-panel';
import type { FieldEditorProps } from './types';

export interface BasicTabProps extends FieldEditorProps, ChildActions {
  schema: FormSchemaData;
  onAddChild?: (template: FieldTemplate, target: DropTarget) => void;
}

/** Empty text inputs remove the property rather than save "" into the form. */
const orUndefined = (text: string) => (text === '' ? undefined : text);

/** A Name another field answers under is refused, not stored and not renamed: the author picks another. */
function checkName(schema: FormSchemaData, fieldId: string, name: string): TextCheck {
  const problem = fieldNameProblem(schema, fieldId, name);
  return problem ? { ok: false, message: problem } : { ok: true, value: name };
}

/** The Basic tab: the properties every field has, then the editors of its type. */
export function BasicTab({ field, schema, onChange, onAddChild, onEditChild, onRemoveChild }: BasicTabProps) {
  const shows = basicPropertiesOf(field.type);
  const valueEditor = defaultValueEditor(field.type).kind;
  const childActions = { onEditChild, onRemoveChild };
  return (
    <div className="fw-config-tab">
      <div className="fw-config-grid">
        <TextField label={shows.labelCaption} value={field.label} onChange={(label) => onChange({ label })} />
        {shows.name ? (
          <CheckedTextField
            label="Name"
            value={field.name ?? ''}
            spellCheck={false}
            hint="Key in the submitted data; the field id when empty"
            check={(name) => checkName(schema, field.id, name)}
            onChange={(name) => onChange({ name: orUndefined(name) })}
          />
        ) : null}
        {shows.placeholder === 'text' ? (
          <TextField
            label="Placeholder"
            value={field.placeholder ?? ''}
            onChange={(placeholder) => onChange({ placeholder: orUndefined(placeholder) })}
          />
        ) : null}
        {shows.helpText ? (
          <TextField
            label="Help text"
            value={field.helpText ?? ''}
            onChange={(helpText) => onChange({ helpText: orUndefined(helpText) })}
          />
        ) : null}
      </div>
      <TextField
        label={shows.description === 'paragraph' ? 'Paragraph text' : 'Description'}
        multiline
        value={field.description ?? ''}
        onChange={(description) => onChange({ description: orUndefined(description) })}
      />
      {shows.placeholder === 'imageUrl' ? <ImageSettings field={field} onChange={onChange} /> : null}
      <div className="fw-config-grid">
        <SelectField
          label="Width"
          value={field.width}
          choices={WIDTH_CHOICES}
          onChange={(width) => onChange({ width })}
        />
        <SelectField
          label="Height"
          value={field.height ?? 'auto'}
          choices={HEIGHT_CHOICES}
          onChange={(height) => onChange({ height })}
        />
        <DefaultValueEditor field={field} onChange={onChange} />
      </div>
      {shows.required ? (
        <CheckboxField
          label="Required"
          checked={field.required}
          onChange={(required) => onChange({ required })}
        />
      ) : null}
      {hasOptions(field.type) ? (
        <OptionEditor options={field.options ?? []} onChange={(options) => onChange({ options })} />
      ) : null}
      {valueEditor === 'slider' ? <SliderSettings field={field} onChange={onChange} /> : null}
      {valueEditor === 'rating' ? <RatingSettings field={field} onChange={onChange} /> : null}
      {field.type === 'section' ? (
        <SectionSettingsPanel
          field={field}
          schema={schema}
          onChange={onChange}
          onAddChild={
            onAddChild && ((template) => onAddChild(template, { kind: 'section', sectionId: field.id }))
          }
          {...childActions}
        />
      ) : null}
      {field.type === 'accordion' ? (
        <AccordionEditor
          field={field}
          schema={schema}
          onChange={onChange}
          onAddChild={
            onAddChild &&
            ((template, panelId) => onAddChild(template, { kind: 'panel', accordionId: field.id, panelId }))
          }
          {...childActions}
        />
      ) : null}
    </div>
  );
}
