import { useId } from 'react';
import { type DropTarget, selectedField } from '../../logic';
import type { FieldTemplate } from '../../model';
import { Button } from '../../ui';
import { TYPE_NAMES } from '../canvas/field-preview';
import { QuickEditPanel, SectionSettingsPanel } from '../config';
import { useBuilder } from '../context';
import { useDocSelector, useReadOnly } from '../hooks/use-store';

export const NO_FIELD_SELECTED = 'No Field Selected';

/**
 * The right-hand panel (shell §2): the selected field's quick edit (and a section's settings), or the
 * empty state with 'Open Tools'. A viewer sees the values in a disabled fieldset.
 */
export function PropertiesPanel() {
  const { store, ui } = useBuilder();
  const field = useDocSelector((doc) => selectedField(doc));
  const schema = useDocSelector((doc) => doc.schema);
  const readOnly = useReadOnly();
  const headingId = useId();

  if (!field) {
    return (
      <section className="fw-properties fw-properties--empty" aria-labelledby={headingId} part="properties">
        <h2 id={headingId} className="fw-panel-title">
          {NO_FIELD_SELECTED}
        </h2>
        <p className="fw-muted">Select a field on the canvas to edit its properties.</p>
        <Button onClick={() => (ui.state.toolsOpen = true)} aria-haspopup="dialog">
          Open Tools
        </Button>
      </section>
    );
  }

  const name = field.label.trim() || TYPE_NAMES[field.type];
  const addChild = (template: FieldTemplate, target: DropTarget) => {
    if (store.addTemplate(template, target)) ui.announce(`Added ${template.label} to ${name}.`);
    // Adding selects the new field; the author is still working on the parent here.
    store.selectField(field.id);
  };

  return (
    <section className="fw-properties" aria-labelledby={headingId} part="properties">
      <h2 id={headingId} className="fw-panel-title">
        Properties
        <span className="fw-properties__subtitle">
          {name} · {TYPE_NAMES[field.type]}
        </span>
      </h2>
      <fieldset className="fw-plain-fieldset" disabled={readOnly} data-focus-key="properties">
        <legend className="fw-visually-hidden">{`Properties of ${name}`}</legend>
        <QuickEditPanel
          // A new field gets fresh editor state (drafts, open pickers) rather than the last one's.
          key={field.id}
          field={field}
          onChange={(patch) => store.update(field.id, patch)}
          onOpenAdvanced={() => {
            ui.state.configFieldId = field.id;
          }}
        />
        {field.type === 'section' ? (
          <SectionSettingsPanel
            key={`section-${field.id}`}
            field={field}
            schema={schema}
            onChange={(patch) => store.update(field.id, patch)}
            onAddChild={(template) => addChild(template, { kind: 'section', sectionId: field.id })}
            onEditChild={(childId) => {
              store.selectField(childId);
              // The panel now shows the child: its first input (the label) takes the focus Edit had.
              ui.requestFocus('properties');
            }}
            onRemoveChild={(childId) => store.remove(childId)}
          />
        ) : null}
      </fieldset>
    </section>
  );
}
