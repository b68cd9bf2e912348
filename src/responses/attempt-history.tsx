// The attempts of one delivery, newest first, under its row of the delivery log: each answer the receiver
// gave, or the error when none came. Loaded when the row's History opens, and again when the delivery
// changed (a later load of the log brings a newer updated_at).
import type { ApiClient } from '../api/client';
import { type ApiAttempt, type ApiDelivery, listAttempts } from '../api/deliveries';
import { HeaderRow, OutcomeCells, WhenCell } from './delivery-cells';
import { ATTEMPT_RESULT_TEXTS, attemptsLabel, DELIVERY_TEXTS } from './delivery-texts';
import { useLoad } from './use-responses';

const ATTEMPT_COLUMNS = [
  DELIVERY_TEXTS.attemptColumn,
  DELIVERY_TEXTS.resultColumn,
  DELIVERY_TEXTS.responseColumn,
  DELIVERY_TEXTS.durationColumn,
  DELIVERY_TEXTS.errorColumn,
  DELIVERY_TEXTS.urlColumn,
  DELIVERY_TEXTS.endedColumn,
];

export interface AttemptHistoryProps {
  client: ApiClient | null;
  formId: string;
  delivery: ApiDelivery;
  id: string;
}

function AttemptRows({ attempts }: { attempts: readonly ApiAttempt[] }) {
  return (
    <table className="fw-responses__table fw-responses__attempts">
      <HeaderRow columns={ATTEMPT_COLUMNS} />
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
            <OutcomeCells
              responseCode={attempt.response_code}
              durationMs={attempt.duration_ms}
              error={attempt.error}
            />
            <td>
              <span className="fw-responses__code">{attempt.target}</span>
            </td>
            <WhenCell at={attempt.at} />
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
