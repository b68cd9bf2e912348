import { useDraggable } from '@dnd-kit/core';
import { useId, useMemo, useState } from 'react';
import {
  isGroupOpen,
  LIBRARY_COLUMN_BANNER,
  LIBRARY_SEARCH_PLACEHOLDER,
  libraryTitle,
  listOfField,
  searchLibrary,
  toggleGroup,
} from '../../logic';
import type { FieldTemplate } from '../../model';
import { useBuilder } from '../context';
import { describeList } from '../dnd/announcements';
import type { ActiveDrag } from '../dnd/controller';
import { OWN_UNDO } from '../history-step';
import { useReadOnly, useStoreSelector } from '../hooks/use-store';
import { BUILDER_LIBRARY_GROUPS } from './templates';

/**
 * The Field Library (authoring §2): search over label, description and type; one group open at a time,
 * all open while searching; a click adds the field to the selected container column, else to the current
 * page. Templates can also be dragged onto the canvas.
 */
export function FieldLibrary() {
  const readOnly = useReadOnly();
  const [term, setTerm] = useState('');
  const [openGroup, setOpenGroup] = useState<string | null>(BUILDER_LIBRARY_GROUPS[0]?.id ?? null);
  const selectedColumn = useStoreSelector((state) => state.selectedColumn?.column ?? null);
  const result = useMemo(() => searchLibrary(term, BUILDER_LIBRARY_GROUPS), [term]);
  const searchId = useId();
  const headingId = useId();

  return (
    <section className="fw-library" aria-labelledby={headingId} part="field-library">
      <h2 id={headingId} className="fw-panel-title">
        {libraryTitle(selectedColumn)}
      </h2>
      {selectedColumn !== null ? (
        <p className="fw-library__banner" role="note">
          {LIBRARY_COLUMN_BANNER}
        </p>
      ) : null}
      {readOnly ? <p className="fw-muted">This form is read-only: fields cannot be added.</p> : null}
      <label htmlFor={searchId} className="fw-visually-hidden">
        Search field types
      </label>
      <input
        id={searchId}
        type="search"
        {...OWN_UNDO}
        className="fw-input"
        placeholder={LIBRARY_SEARCH_PLACEHOLDER}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {result.empty ? (
        <div className="fw-library__empty" role="status">
          <p className="fw-library__empty-title">{result.empty.title}</p>
          <p>{result.empty.hint}</p>
        </div>
      ) : null}
      {result.groups.map((group) => {
        const open = isGroupOpen(group.id, openGroup, result.searching);
        const bodyId = `${headingId}-${group.id}`;
        return (
          <div key={group.id} className="fw-library__group">
            <h3 className="fw-library__group-title">
              <button
                type="button"
                className="fw-library__group-button"
                aria-expanded={open}
                aria-controls={bodyId}
                // While searching every group stays open (authoring §2).
                aria-disabled={result.searching}
                onClick={() => setOpenGroup((current) => toggleGroup(current, group.id, result.searching))}
              >
                <span>{group.title}</span>
                <span className="fw-badge">
                  {group.count}
                  <span className="fw-visually-hidden"> field types</span>
                </span>
              </button>
            </h3>
            <ul id={bodyId} className="fw-library__templates" hidden={!open}>
              {open
                ? group.templates.map((template) => (
                    <li key={template.key}>
                      <TemplateButton template={template} disabled={readOnly} />
                    </li>
                  ))
                : null}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function TemplateButton({ template, disabled }: { template: FieldTemplate; disabled: boolean }) {
  const { store, ui } = useBuilder();
  const data = useMemo<ActiveDrag>(() => ({ kind: 'template', templateKey: template.key }), [template.key]);
  const { setNodeRef, listeners } = useDraggable({ id: `template:${template.key}`, data, disabled });

  const add = () => {
    const id = store.addTemplate(template);
    if (!id) return;
    // Say where it really went: round-robin columns fill from the left (authoring §3).
    const { schema } = store.state.doc;
    const list = listOfField(schema, id);
    ui.announce(`Added ${template.label} to ${list ? describeList(schema, list) : 'the form'}.`);
  };

  return (
    <button
      type="button"
      ref={setNodeRef}
      className="fw-template"
      disabled={disabled}
      // Pointer only: Enter and Space keep their button meaning here (add the field), and the keyboard
      // drag belongs to the cards once added.
      onPointerDown={(event) => listeners?.onPointerDown?.(event)}
      onClick={add}
    >
      <span className="fw-template__label">{template.label}</span>
      <span className="fw-template__description">{template.description}</span>
    </button>
  );
}
