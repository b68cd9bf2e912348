import { useId, useState } from 'react';
import type { AccordionPanel, Field } from '../../model';
import { FieldList } from './field-list';

/**
 * Panels start open where `collapsed` is false; without allowMultipleOpen only the first of those
 * (authoring §4). The same rules as the renderer's accordion; here they only decide what the author sees.
 */
function initialOpen(panels: readonly AccordionPanel[], allowMultiple: boolean): string[] {
  const open = panels.filter((panel) => !panel.collapsed).map((panel) => panel.id);
  return allowMultiple ? open : open.slice(0, 1);
}

export function AccordionBody({ field }: { field: Field }) {
  const panels = field.sectionConfig?.panels ?? [];
  const allowMultiple = field.sectionConfig?.allowMultipleOpen ?? false;
  const [open, setOpen] = useState(() => initialOpen(panels, allowMultiple));
  const baseId = useId();
  if (panels.length === 0) return <p className="fw-list__empty">Accordion configuration is missing</p>;

  const toggle = (panelId: string) =>
    setOpen((current) => {
      if (current.includes(panelId)) return current.filter((id) => id !== panelId);
      return allowMultiple ? [...current, panelId] : [panelId];
    });

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
