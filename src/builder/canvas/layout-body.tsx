import type { CSSProperties, MouseEvent } from 'react';
import { columnsOf } from '../../logic';
import { CONTAINER_GAP_GRID_UNITS, type Field, SPACING_PX } from '../../model';
import { useBuilder } from '../context';
import { useStateResetBy } from '../hooks/use-state-reset-by';
import { useReadOnly, useStoreSelector } from '../hooks/use-store';
import { AccordionBody } from './accordion-body';
import { FieldList } from './field-list';

/** Grid units of authoring §9 (2, 4, 6) at 4px each. */
const GRID_UNIT_PX = 4;

export function LayoutBody({ field }: { field: Field }) {
  if (field.type === 'container') return <ContainerBody field={field} />;
  if (field.type === 'accordion') return <AccordionBody field={field} />;
  return <SectionBody field={field} />;
}

function ContainerBody({ field }: { field: Field }) {
  const config = field.containerConfig;
  const columns = columnsOf(field);
  const selectedColumn = useStoreSelector((state) =>
    state.selectedColumn?.containerId === field.id ? state.selectedColumn.column : -1,
  );
  const style: CSSProperties = {
    gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`,
    gap: `${CONTAINER_GAP_GRID_UNITS[config?.gap ?? 'medium'] * GRID_UNIT_PX}px`,
    padding: `${SPACING_PX[config?.padding ?? 'medium']}px`,
    ...(config?.backgroundColor ? { backgroundColor: config.backgroundColor } : {}),
  };
  return (
    <div className={config?.border ? 'fw-container fw-container--border' : 'fw-container'} style={style}>
      {columns.map((ids, column) => (
        <ContainerColumn
          // Columns are positions, not entities: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: column n is always column n.
          key={column}
          field={field}
          column={column}
          ids={ids}
          selected={column === selectedColumn}
        />
      ))}
    </div>
  );
}

interface ColumnProps {
  field: Field;
  column: number;
  ids: string[];
  selected: boolean;
}

function ContainerColumn({ field, column, ids, selected }: ColumnProps) {
  const { store, ui } = useBuilder();
  const readOnly = useReadOnly();
  const label = `Column ${column + 1}`;
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    if (readOnly) return;
    store.toggleColumn(field.id, column);
    ui.announce(
      selected
        ? `${label} of ${field.label || 'the container'} unselected.`
        : `${label} of ${field.label || 'the container'} selected: fields from the library are added to it.`,
    );
  };
  return (
    // Clicking anywhere in the column selects it (spec: each column is clickable); the button is the
    // keyboard path.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the column button is the keyboard equivalent.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above.
    <div className={selected ? 'fw-column is-selected' : 'fw-column'} onClick={toggle}>
      <div className="fw-column__head">
        <button
          type="button"
          className="fw-column__button"
          aria-pressed={selected}
          disabled={readOnly}
          data-focus-key={`column:${field.id}:${column}`}
        >
          {label}
        </button>
        {selected ? <span className="fw-badge">Selected</span> : null}
      </div>
      <FieldList
        list={{ kind: 'container', containerId: field.id, column }}
        ids={ids}
        label={`${label} of ${field.label || 'container'}`}
        emptyText={selected ? 'Add fields from sidebar' : 'Click to select column'}
      />
    </div>
  );
}

function SectionBody({ field }: { field: Field }) {
  const config = field.sectionConfig;
  const collapsible = config?.collapsible ?? false;
  const startCollapsed = collapsible && (config?.collapsed ?? false);
  // Editing 'Collapsible' or 'Start collapsed' shows the section as the form will start; a click on the
  // toggle holds until the next such edit.
  const settingsKey = `${collapsible}:${config?.collapsed ?? false}`;
  const [collapsed, setCollapsed] = useStateResetBy(settingsKey, () => startCollapsed);
  const title = config?.title || field.description || field.label;
  const open = !collapsible || !collapsed;
  const style: CSSProperties = {
    padding: `${SPACING_PX[config?.padding ?? 'medium']}px`,
    ...(config?.backgroundColor ? { backgroundColor: config.backgroundColor } : {}),
  };
  return (
    <div
      className={config?.showBorder === false ? 'fw-section' : 'fw-section fw-section--border'}
      style={style}
    >
      <div className="fw-section__head">
        <p className="fw-section__title">{title}</p>
        {collapsible ? (
          <button
            type="button"
            className="fw-icon-button"
            aria-expanded={open}
            aria-label={`${open ? 'Collapse' : 'Expand'} section ${title}`}
            onClick={(event) => {
              event.stopPropagation();
              setCollapsed(() => open);
            }}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </button>
        ) : null}
      </div>
      {config?.description ? <p className="fw-section__description">{config.description}</p> : null}
      {open ? (
        <FieldList
          list={{ kind: 'section', sectionId: field.id }}
          ids={config?.children ?? []}
          label={`Fields in section ${title}`}
          emptyText="No fields in this section"
        />
      ) : null}
    </div>
  );
}
