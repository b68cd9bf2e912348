// What the delivery log's rows and a delivery's attempt rows show alike: a header of columns, the outcome
// of an attempt (response code, duration, error) and when it happened.
import type { ReactNode } from 'react';
import { DELIVERY_TEXTS, durationText } from './delivery-texts';
import { formatSubmittedAt } from './texts';

export function HeaderRow({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of columns, never reordered.
          <th key={index} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export interface Outcome {
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
}

export function OutcomeCells({ responseCode, durationMs, error }: Outcome) {
  return (
    <>
      <td data-column="response">{responseCode ?? DELIVERY_TEXTS.none}</td>
      <td data-column="duration">{durationText(durationMs)}</td>
      <td data-column="error">
        {error ?? <span className="fw-responses__muted">{DELIVERY_TEXTS.none}</span>}
      </td>
    </>
  );
}

export function WhenCell({ at }: { at: string }) {
  return (
    <td className="fw-responses__when">
      <time dateTime={at}>{formatSubmittedAt(at)}</time>
    </td>
  );
}
