import { useId, useRef } from 'react';
import { editorSectionConfig, moveItem, newAccordionPanel } from '../../logic';
import type { AccordionPanel, Field, FieldTemplate, FormSchemaData } from '../../model';
import { Button } from '../../ui';
import { AddChildPicker, type ChildActions, ChildFieldList } from './child-fields';
import { CheckboxField, ConfigSection, TextField } from './controls';
import { RowActions } from './row-actions';
import { useRowFocus } from './row-focus';
import type { FieldConfigPatch } from './types';

export interface AccordionEditorProps extends ChildActions {
  field: Field;
  schema: FormSchemaData;
  onChange: (patch: FieldConfigPatch) => void;
  /** Adds a new field of the template to the panel; without it no picker is shown. */
  onAddChild?: (template: FieldTemplate, panelId: string) => void;
}

export const NO_PANEL_FIELDS = 'No fields in this panel';
export const NO_PANELS = 'No panels yet';
export const PANEL_NOT_EMPTY = 'Move or remove the fields of this panel before removing it.';

/**
 * Accordion panels (authoring §3): title, collapsed flag, children; add, remove and reorder panels;
 * allowMultipleOpen. A panel that still holds fields cannot be removed: its fields would be left in
 * the form with no place on any page.
 */
export function AccordionEditor({
  field,
  schema,
  onChange,
  onAddChild,
  onEditChild,
  onRemoveChild,
}: AccordionEditorProps) {
  const config = editorSectionConfig(field);
  const panels = config.panels ?? [];
  const blockedId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const { listRef, focusAfterChange } = useRowFocus(field.sectionConfig, [addRef]);
  const setPanels = (next: AccordionPanel[]) => onChange({ sectionConfig: { ...config, panels: next } });
  const patchPanel = (index: number, part: Partial<AccordionPanel>) =>
    setPanels(panels.map((panel, i) => (i === index ? { ...panel, ...part } : panel)));

  return (
    <ConfigSection title="Accordion panels" className="fw-accordion-editor">
      <CheckboxField
        label="Allow several panels open at once"
        checked={config.allowMultipleOpen === true}
        onChange={(allowMultipleOpen) => onChange({ sectionConfig: { ...config, allowMultipleOpen } })}
      />
      {panels.length === 0 ? <p className="fw-config-empty">{NO_PANELS}</p> : null}
      <ol ref={listRef} className="fw-config-cards">
        {panels.map((panel, index) => {
          const name = `panel ${index + 1}`;
          return (
            <li key={panel.id} className="fw-config-card">
              <div className="fw-config-card__head">
                <TextField
                  label={`Panel ${index + 1} title`}
                  value={panel.title}
                  onChange={(title) => patchPanel(index, { title })}
                />
                <RowActions
                  name={name}
                  index={index}
                  count={panels.length}
                  onMove={(delta) => {
                    focusAfterChange(index + delta, delta < 0 ? 'up' : 'down');
                    setPanels(moveItem(panels, index, delta));
                  }}
                  onRemove={() => {
                    focusAfterChange(index, 'remove');
                    setPanels(panels.filter((_, i) => i !== index));
                  }}
                  removeBlockedReason={panel.children.length > 0 ? PANEL_NOT_EMPTY : undefined}
                  removeBlockedId={`${blockedId}-${index}`}
                />
              </div>
              <CheckboxField
                label="Start collapsed"
                checked={panel.collapsed}
                onChange={(collapsed) => patchPanel(index, { collapsed })}
              />
              {panel.children.length > 0 ? (
                <p id={`${blockedId}-${index}`} className="fw-config-field__hint">
                  {PANEL_NOT_EMPTY}
                </p>
              ) : null}
              <PanelFields
                schema={schema}
                ids={panel.children}
                number={index + 1}
                onEditChild={onEditChild}
                onRemoveChild={onRemoveChild}
                onAdd={onAddChild && ((template) => onAddChild(template, panel.id))}
              />
            </li>
          );
        })}
      </ol>
      <Button
        ref={addRef}
        size="small"
        onClick={() => {
          // The new panel appears above the button and pushes it down, often out of view: its title
          // input takes focus (and scrolls into view) instead.
          focusAfterChange(panels.length);
          setPanels([...panels, newAccordionPanel(panels)]);
        }}
      >
        Add Panel
      </Button>
    </ConfigSection>
  );
}

interface PanelFieldsProps extends ChildActions {
  schema: FormSchemaData;
  ids: readonly string[];
  /** The panel's number, from 1. */
  number: number;
  onAdd?: ((template: FieldTemplate) => void) | undefined;
}

/** One panel's fields and its add-field picker, which takes focus when Remove empties the list. */
function PanelFields({ schema, ids, number, onEditChild, onRemoveChild, onAdd }: PanelFieldsProps) {
  const pickerRef = useRef<HTMLDivElement>(null);
  return (
    <>
      <ChildFieldList
        schema={schema}
        ids={ids}
        emptyText={NO_PANEL_FIELDS}
        label={`Fields in panel ${number}`}
        onEditChild={onEditChild}
        onRemoveChild={onRemoveChild}
        pickerRef={pickerRef}
      />
      {onAdd ? <AddChildPicker ref={pickerRef} title={`Add field to panel ${number}`} onAdd={onAdd} /> : null}
    </>
  );
}
