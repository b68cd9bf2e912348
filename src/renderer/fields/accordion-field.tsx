import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { initialOpenPanels, openPanel, togglePanel } from '../../logic/accordion';
import type { FieldProps } from '../field-props';
import { ContainedErrors } from './contained-errors';
import { useReveal } from './use-reveal';

export const ACCORDION_MISSING_TEXT = 'Accordion configuration is missing';
export const EMPTY_PANEL_TEXT = 'No fields in this panel';

/**
 * Panels with a heading button each (WAI-ARIA accordion): Enter/Space toggle, Up/Down move between the
 * headers, Home/End go to the first/last. Opening rules are authoring §4 (src/logic/accordion.ts).
 * Closed panels stay mounted (hidden), so their answers are kept; a closed panel's button says when a
 * field inside has an error.
 */
export function AccordionField({ field, store, renderChild }: FieldProps) {
  const config = field.sectionConfig;
  const panels = config?.panels ?? [];
  const multiple = config?.allowMultipleOpen;
  const [open, setOpen] = useState(() => initialOpenPanels(panels, multiple));
  const headers = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  useReveal(store, field.id, (fieldId) => {
    const panel = panels.find((p) => p.children.includes(fieldId));
    if (panel) setOpen((current) => openPanel(current, panel.id, multiple));
  });
  if (panels.length === 0) return <p className="fw-config-missing">{ACCORDION_MISSING_TEXT}</p>;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = panels.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div className="fw-accordion" part="accordion">
      {field.label ? <p className="fw-accordion__title">{field.label}</p> : null}
      {panels.map((panel, index) => {
        const expanded = open.includes(panel.id);
        const headerId = `${base}-header-${index}`;
        const bodyId = `${base}-panel-${index}`;
        return (
          <div className="fw-accordion__panel" key={panel.id}>
            <h3 className="fw-accordion__heading">
              <button
                ref={(node) => {
                  headers.current[index] = node;
                }}
                id={headerId}
                type="button"
                className="fw-disclosure"
                aria-expanded={expanded}
                aria-controls={bodyId}
                onClick={() => setOpen(togglePanel(open, panel.id, multiple))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className="fw-disclosure__icon" aria-hidden="true">
                  {expanded ? '▾' : '▸'}
                </span>
                {panel.title.trim() || `Panel ${index + 1}`}
                {expanded ? null : <ContainedErrors store={store} childIds={panel.children} />}
              </button>
            </h3>
            <section
              id={bodyId}
              aria-labelledby={headerId}
              className="fw-accordion__body fw-fields"
              hidden={!expanded}
            >
              {panel.children.length ? (
                panel.children.map(renderChild)
              ) : (
                <p className="fw-empty">{EMPTY_PANEL_TEXT}</p>
              )}
            </section>
          </div>
        );
      })}
    </div>
  );
}
