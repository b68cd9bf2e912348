// The attempts of one delivery, newest first, under its row of the delivery log: each answer the receiver
// gave, or the error when none came. Loaded when the row's History opens, and again when the delivery
// changed (a later load of the log brings a newer updated_at).
import type { ApiClient } from '../api/client';
import { type ApiAttempt, type ApiDelivery, listAttempts } from '../api/deliveries';
import { ATTEMPT_RESULT_TEXTS, attemptsLabel, DELIVERY_TEXTS, durationText } from './delivery-texts';
import { formatSubmittedAt } from './texts';
import { useLoad } from './use-responses';

export interface AttemptHistoryProps {
  client: ApiClient | null;
  formId: string;
  delivery: ApiDelivery;
  id: string;
}

function AttemptRows({ attempts }: { attempts: readonly ApiAttempt[] }) {
  return (
    <table className="fw-responses__table fw-responses__attempts">
      <thead>
        <tr>
          <th scope="col">{DELIVERY_TEXTS.attemptColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.resultColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.responseColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.durationColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.errorColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.urlColumn}</th>
          <th scope="col">{DELIVERY_TEXTS.endedColumn}</th>
        </tr>
      </thead>
      <tbody>
        {attempts.map((attempt) => (
          <tr key={attempt.id} data-attempt={attempt.attempt} data-status={attempt.status}>
            <td>{attempt.attempt}</td>
            <td>
              <span
                className={`fw-responses__delivery-status fw-responses__delivery-status--${attempt.status}`}
              >
                {ATTEMPT_RESULT_TEXTS[attempt.status]}
              </span>
            </td>
            <td>{attempt.response_code ?? DELIVERY_TEXTS.none}</td>
            <td>{durationText(attempt.duration_ms)}</td>
            <td>{attempt.error ?? <span className="fw-responses__muted">{DELIVERY_TEXTS.none}</span>}</td>
            <td>
              <span className="fw-responses__code">{attempt.target}</span>
            </td>
            <td className="fw-responses__when">
              <time dateTime={attempt.at}>{formatSubmittedAt(attempt.at)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AttemptHistory({ client, formId, delivery, id }: AttemptHistoryProps) {
  const state = useLoad(client, JSON.stringify([formId, delivery.id, delivery.updated_at]), (api, signal) =>
    listAttempts(api, formId, delivery.id, signal),
  );
  const attempts = state.data;
  return (
    <section id={id} className="fw-responses__history" aria-label={attemptsLabel(delivery)}>
      <p className="fw-responses__muted" role="status">
        {state.status === 'loading' ? DELIVERY_TEXTS.historyLoading : ''}
      </p>
      {state.status === 'error' ? (
        <p role="alert">{`${DELIVERY_TEXTS.historyFailed}: ${state.message}`}</p>
      ) : null}
      {attempts && attempts.length === 0 ? <p>{DELIVERY_TEXTS.historyEmpty}</p> : null}
      {attempts && attempts.length > 0 ? <AttemptRows attempts={attempts} /> : null}
    </section>
  );
}
