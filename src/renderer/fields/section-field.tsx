import { useId, useState } from 'react';
import { SPACING_PX } from '../../model';
import type { FieldProps } from '../field-props';
import { ContainedErrors } from './contained-errors';
import { useReveal } from './use-reveal';

export const EMPTY_SECTION_TEXT = 'No fields in this section';

/**
 * A titled group (authoring §2): collapsible when configured, starting collapsed when asked, with an
 * optional border and padding. Collapsed content stays mounted (hidden), so its answers are kept; while
 * collapsed, its button says when a field inside has an error.
 */
export function SectionField({ field, store, renderChild }: FieldProps) {
  const config = field.sectionConfig;
  const collapsible = config?.collapsible ?? false;
  const [open, setOpen] = useState(!(collapsible && config?.collapsed));
  useReveal(store, field.id, () => setOpen(true));
  const base = useId();
  const titleId = `${base}-title`;
  const bodyId = `${base}-body`;
  // Authoring §2 takes a section's title from its description when its own title is empty; the builder's
  // canvas shows the same (title, then description, then label), so the form matches what was built.
  const title = config?.title?.trim() || field.description?.trim() || field.label || 'Section';
  const children = config?.children ?? [];
  const padding = SPACING_PX[config?.padding ?? 'medium'];
  return (
    <section
      className={`fw-section${config?.showBorder === false ? '' : ' fw-section--border'}`}
      part="section"
      aria-labelledby={titleId}
      style={{
        padding: `${padding}px`,
        ...(config?.backgroundColor ? { background: config.backgroundColor } : {}),
      }}
    >
      <h3 className="fw-section__title" id={titleId}>
        {collapsible ? (
          <button
            type="button"
            className="fw-disclosure"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <span className="fw-disclosure__icon" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            {title}
            {open ? null : <ContainedErrors store={store} childIds={children} />}
          </button>
        ) : (
          title
        )}
      </h3>
      {config?.description ? <p className="fw-section__description">{config.description}</p> : null}
      <div id={bodyId} className="fw-section__body fw-fields" hidden={!open}>
        {children.length ? children.map(renderChild) : <p className="fw-empty">{EMPTY_SECTION_TEXT}</p>}
      </div>
    </section>
  );
}
