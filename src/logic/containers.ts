import {
  CONTAINER_DEFAULT_COLUMNS,
  CONTAINER_MAX_COLUMNS,
  CONTAINER_MIN_COLUMNS,
  type Field,
} from '../model';
import { clampInteger } from './numbers';

/*
 * Container children are one list spread over the columns round-robin by position (authoring §3):
 * position p sits in column p % columns, row floor(p / columns). Columns are numbered from 0 here;
 * the UI shows 'Column {n + 1}'.
 */

/** The container's column count, within 1..4 whatever the stored value. */
export function columnCountOf(container: Field): number {
  const columns = container.containerConfig?.columns ?? CONTAINER_DEFAULT_COLUMNS;
  return clampInteger(columns, CONTAINER_MIN_COLUMNS, CONTAINER_MAX_COLUMNS);
}

/** Child ids per column, in column order; always `columns` lists, empty ones included. */
export function columnsOf(container: Field): string[][] {
  const count = columnCountOf(container);
  const columns: string[][] = Array.from({ length: count }, () => []);
  (container.containerConfig?.children ?? []).forEach((id, position) => {
    columns[position % count]?.push(id);
  });
  return columns;
}

/** Column and row of a position in a round-robin list. */
export function cellOfPosition(position: number, columns: number): { column: number; row: number } {
  return { column: position % columns, row: Math.floor(position / columns) };
}

/**
 * The list position at which an inserted child lands in `column` at `row` (the end of the column
 * when the row is left out or past the end).
 *
 * Round-robin leaves no gaps, so only positions p ≡ column (mod columns) and p ≤ length are in that
 * column. The last such position disturbs the fewest children (each child after the insertion point
 * moves one column on). When the column cannot be reached yet (an empty column 3 while column 2 is
 * empty too), the child goes to the end of the list, which is the first empty column.
 */
export function positionForColumn(length: number, columns: number, column: number, row?: number): number {
  const count = clampInteger(columns, CONTAINER_MIN_COLUMNS, CONTAINER_MAX_COLUMNS);
  const target = clampInteger(column, 0, count - 1);
  const lastInColumn = length - ((((length - target) % count) + count) % count);
  if (lastInColumn < 0) return length;
  if (row === undefined || Number.isNaN(row)) return lastInColumn;
  const wanted = clampInteger(row, 0, Number.MAX_SAFE_INTEGER) * count + target;
  return Math.min(wanted, lastInColumn);
}

/** The children with `childId` inserted so that it lands in `column` (see positionForColumn). */
export function insertIntoColumn(
  children: readonly string[],
  columns: number,
  childId: string,
  column: number,
  row?: number,
): string[] {
  const position = positionForColumn(children.length, columns, column, row);
  return [...children.slice(0, position), childId, ...children.slice(position)];
}
