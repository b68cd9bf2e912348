// One page of the webhook delivery log, newest first: the receiver (the form's own URL or an
// integration, with the URL delivered to), status, attempts, the last answer's code, duration and error,
// when it was created, and Replay for a failed delivery (owners and editors only).
import type { ApiDelivery } from '../api/deliveries';
import { Button } from '../ui';
import { DELIVERY_TEXTS, durationText, nextAttemptText, replayLabel, STATUS_TEXTS } from './delivery-texts';
import { formatSubmittedAt } from './texts';

export interface DeliveryTableProps {
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

export function DeliveryTable({ deliveries, canReplay, busy, replaying, onReplay }: DeliveryTableProps) {
  return (
    <table className="fw-responses__table fw-responses__deliveries" aria-busy={busy}>
      <caption className="fw-visually-hidden">{DELIVERY_TEXTS.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{DELIVERY_TEXTS.receiverColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.statusColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.attemptsColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.responseColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.durationColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.errorColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.timeColumn}</th>
          {canReplay ? (
            <th scope="col">
              <span className="fw-visually-hidden">{DELIVERY_TEXTS.actionsColumn}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {deliveries.map((delivery) => (
          <tr key={delivery.id} data-delivery={delivery.id} data-status={delivery.status}>
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
            <td data-column="response">{delivery.response_code ?? DELIVERY_TEXTS.none}</td>
            <td data-column="duration">{durationText(delivery.duration_ms)}</td>
            <td data-column="error">
              {delivery.last_error ?? <span className="fw-responses__muted">{DELIVERY_TEXTS.none}</span>}
            </td>
            <td className="fw-responses__when">
              <time dateTime={delivery.created_at}>{formatSubmittedAt(delivery.created_at)}</time>
            </td>
            {canReplay ? (
              <td>
                {/* Only a failed delivery: a pending one is the worker's, a succeeded one arrived. */}
                {delivery.status === 'failed' ? (
                  <div className="fw-responses__row-actions">
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
                  </div>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
