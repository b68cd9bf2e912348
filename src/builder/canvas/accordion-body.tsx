import { useId } from 'react';
import { initialOpenPanels, togglePanel } from '../../logic/accordion';
import type { AccordionPanel, Field } from '../../model';
import { useStateResetBy } from '../hooks/use-state-reset-by';
import { FieldList } from './field-list';

/** What the opening rules read: panel order, ids and collapsed flags, and whether several may be open. */
function openingKey(panels: readonly AccordionPanel[], allowMultiple: boolean): string {
  const flags = panels.map((panel) => `${panel.id}:${panel.collapsed ? 1 : 0}`);
  return JSON.stringify([allowMultiple, flags]);
}

/**
 * The renderer's opening rules (authoring §4); on the canvas they decide which panels' fields show. They
 * are applied again when the author adds, removes, reorders or re-flags panels, so the canvas shows what
 * the form starts with (and no stale ids of removed panels linger in the open set).
 */
export function AccordionBody({ field }: { field: Field }) {
  const panels = field.sectionConfig?.panels ?? [];
  const allowMultiple = field.sectionConfig?.allowMultipleOpen ?? false;
  const [open, setOpen] = useStateResetBy(openingKey(panels, allowMultiple), () =>
    initialOpenPanels(panels, allowMultiple),
  );
  const baseId = useId();
  if (panels.length === 0) return <p className="fw-list__empty">Accordion configuration is missing</p>;

  const toggle = (panelId: string) => setOpen((current) => togglePanel(current, panelId, allowMultiple));

  return (
    <div className="fw-accordion">
      {panels.map((panel, index) => {
        const expanded = open.includes(panel.id);
        const bodyId = `${baseId}-${index}`;
        const title = panel.title || `Panel ${index + 1}`;
        return (
          <div key={panel.id} className="fw-accordion__panel">
            <button
              type="button"
              className="fw-accordion__head"
              aria-expanded={expanded}
              aria-controls={bodyId}
              onClick={(event) => {
                event.stopPropagation();
                toggle(panel.id);
              }}
            >
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span> {title}
            </button>
            <div id={bodyId} hidden={!expanded} className="fw-accordion__body">
              {expanded ? (
                <FieldList
                  list={{ kind: 'panel', accordionId: field.id, panelId: panel.id }}
                  ids={panel.children}
                  label={`Fields in panel ${title}`}
                  emptyText="No fields in this panel"
                />
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
