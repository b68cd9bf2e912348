import { useRef } from 'react';
import { editorSectionConfig, sectionCollapsiblePatch, showsStartCollapsed } from '../../logic';
import type { Field, FieldTemplate, FormSchemaData, SectionConfig } from '../../model';
import { AddChildPicker, type ChildActions, ChildFieldList } from './child-fields';
import { PADDING_CHOICES } from './choices';
import { CheckboxField, ConfigSection, SelectField, TextField } from './controls';
import type { FieldConfigPatch } from './types';

export interface SectionSettingsPanelProps extends ChildActions {
  field: Field;
  /** For the names of the child fields. */
  schema: FormSchemaData;
  onChange: (patch: FieldConfigPatch) => void;
  /** The add-field button; without it no picker is shown. */
  onAddChild?: (template: FieldTemplate) => void;
}

export const NO_SECTION_FIELDS = 'No fields in this section';

/**
 * Section settings (authoring §2): title, optional description, collapsible, start collapsed (only
 * while collapsible, §4), border, padding, and the section's fields with an add-field button.
 */
export function SectionSettingsPanel({
  field,
  schema,
  onChange,
  onAddChild,
  onEditChild,
  onRemoveChild,
}: SectionSettingsPanelProps) {
  const config = editorSectionConfig(field);
  const set = (next: SectionConfig) => onChange({ sectionConfig: next });
  const patch = (part: Partial<SectionConfig>) => set({ ...config, ...part });
  const pickerRef = useRef<HTMLDivElement>(null);

  return (
    <ConfigSection title="Section settings" className="fw-section-settings">
      <TextField label="Section title" value={config.title} onChange={(title) => patch({ title })} />
      <TextField
        label="Section description (optional)"
        multiline
        value={config.description ?? ''}
        onChange={(description) => patch({ description: description === '' ? undefined : description })}
      />
      <CheckboxField
        label="Collapsible"
        checked={config.collapsible}
        onChange={(collapsible) => set(sectionCollapsiblePatch(config, collapsible))}
      />
      {showsStartCollapsed(config) ? (
        <CheckboxField
          label="Start collapsed"
          checked={config.collapsed}
          onChange={(collapsed) => patch({ collapsed })}
        />
      ) : null}
      <CheckboxField
        label="Show border"
        checked={config.showBorder}
        onChange={(showBorder) => patch({ showBorder })}
      />
      <SelectField
        label="Padding"
        value={config.padding}
        choices={PADDING_CHOICES}
        onChange={(padding) => patch({ padding })}
      />
      <h3 className="fw-config-subtitle">Fields in this section</h3>
      <ChildFieldList
        schema={schema}
        ids={config.children}
        emptyText={NO_SECTION_FIELDS}
        label="Fields in this section"
        onEditChild={onEditChild}
        onRemoveChild={onRemoveChild}
        pickerRef={pickerRef}
      />
      {onAddChild ? (
        <AddChildPicker
          ref={pickerRef}
          title="Add field to section"
          onAdd={(template) => onAddChild(template)}
        />
      ) : null}
    </ConfigSection>
  );
}
