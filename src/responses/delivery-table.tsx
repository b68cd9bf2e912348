// One page of the webhook delivery log, newest first: the receiver (the form's own URL or an
// integration, with the URL delivered to), status, attempts, the last answer's code, duration and error,
// when it was created, History (every attempt, opened under the row) and Replay for a failed delivery
// (owners and editors only).
import { Fragment, useId, useState } from 'react';
import type { ApiClient } from '../api/client';
import type { ApiDelivery } from '../api/deliveries';
import { Button } from '../ui';
import { AttemptHistory } from './attempt-history';
import { HeaderRow, OutcomeCells, WhenCell } from './delivery-cells';
import { DELIVERY_TEXTS, historyLabel, nextAttemptText, replayLabel, STATUS_TEXTS } from './delivery-texts';

/** The columns of a delivery row: the history under it spans them all. */
const COLUMNS = [
  DELIVERY_TEXTS.receiverColumn,
  DELIVERY_TEXTS.statusColumn,
  DELIVERY_TEXTS.attemptsColumn,
  DELIVERY_TEXTS.responseColumn,
  DELIVERY_TEXTS.durationColumn,
  DELIVERY_TEXTS.errorColumn,
  DELIVERY_TEXTS.timeColumn,
  <span key="actions" className="fw-visually-hidden">
    {DELIVERY_TEXTS.actionsColumn}
  </span>,
];

export interface DeliveryTableProps {
  client: ApiClient | null;
  formId: string;
  deliveries: readonly ApiDelivery[];
  canReplay: boolean;
  busy: boolean;
  /** The delivery whose replay is on its way, if any. */
  replaying: string | null;
  onReplay: (delivery: ApiDelivery) => void;
}

function StatusCell({ delivery }: { delivery: ApiDelivery }) {
  return (
    <td>
      <span className={`fw-responses__delivery-status fw-responses__delivery-status--${delivery.status}`}>
        {STATUS_TEXTS[delivery.status]}
      </span>
      {delivery.status === 'pending' && delivery.next_attempt_at ? (
        <span className="fw-responses__muted fw-responses__next">
          {nextAttemptText(delivery.next_attempt_at)}
        </span>
      ) : null}
    </td>
  );
}

export function DeliveryTable(props: DeliveryTableProps) {
  const { client, formId, deliveries, canReplay, busy, replaying, onReplay } = props;
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const historyId = useId();
  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <table className="fw-responses__table fw-responses__deliveries" aria-busy={busy}>
      <caption className="fw-visually-hidden">{DELIVERY_TEXTS.caption}</caption>
      <HeaderRow columns={COLUMNS} />
      <tbody>
        {deliveries.map((delivery, index) => (
          <Fragment key={delivery.id}>
            <tr data-delivery={delivery.id} data-status={delivery.status}>
              <td className="fw-responses__receiver">
                <span className="fw-responses__receiver-kind">
                  {delivery.integration_id
                    ? (delivery.integration_name ?? DELIVERY_TEXTS.integration)
                    : DELIVERY_TEXTS.formWebhook}
                </span>
                <span className="fw-responses__code" data-target="">
                  {delivery.target}
                </span>
              </td>
              <StatusCell delivery={delivery} />
              <td data-column="attempts">{delivery.attempts}</td>
              <OutcomeCells
                responseCode={delivery.response_code}
                durationMs={delivery.duration_ms}
                error={delivery.last_error}
              />
              <WhenCell at={delivery.created_at} />
              <td>
                <div className="fw-responses__row-actions">
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={historyLabel(delivery)}
                    aria-expanded={open.has(delivery.id)}
                    aria-controls={open.has(delivery.id) ? `${historyId}-${index}` : undefined}
                    onClick={() => toggle(delivery.id)}
                  >
                    {DELIVERY_TEXTS.history}
                  </Button>
                  {/* Only a failed delivery: a pending one is the worker's, a succeeded one arrived. */}
                  {canReplay && delivery.status === 'failed' ? (
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={replayLabel(delivery)}
                      aria-disabled={replaying !== null}
                      onClick={() => {
                        if (replaying === null) onReplay(delivery);
                      }}
                    >
                      {DELIVERY_TEXTS.replay}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
            {open.has(delivery.id) ? (
              <tr className="fw-responses__history-row">
                <td colSpan={COLUMNS.length}>
                  <AttemptHistory
                    client={client}
                    formId={formId}
                    delivery={delivery}
                    id={`${historyId}-${index}`}
                  />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
