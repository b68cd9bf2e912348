import type { CSSProperties } from 'react';
import { columnsOf } from '../../logic/containers';
import { CONTAINER_GAP_GRID_UNITS, SPACING_PX } from '../../model';
import type { FieldProps } from '../field-props';

/** A grid of 1 to 4 columns; children sit round-robin by position (authoring §3). */
export function ContainerField({ field, renderChild }: FieldProps) {
  const config = field.containerConfig;
  const columns = columnsOf(field);
  const style: CSSProperties = {
    gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`,
    // Gap grid units are quarters of a rem (small 2, medium 4, large 6).
    gap: `${CONTAINER_GAP_GRID_UNITS[config?.gap ?? 'medium'] * 0.25}rem`,
    padding: `${SPACING_PX[config?.padding ?? 'medium']}px`,
    ...(config?.backgroundColor ? { background: config.backgroundColor } : {}),
  };
  return (
    <div
      className={`fw-container${config?.border ? ' fw-container--border' : ''}`}
      part="container"
      style={style}
      data-columns={columns.length}
    >
      {columns.map((ids, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position
        <div className="fw-container__column" key={index}>
          {ids.map(renderChild)}
        </div>
      ))}
    </div>
  );
}
