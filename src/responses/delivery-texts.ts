// Every text of the Deliveries tab (the webhook delivery log), in one place so the tests and the docs
// quote the same words.
import type { ApiDelivery, DeliveryStatus } from '../api/deliveries';
import { formatSubmittedAt } from './texts';

export const DELIVERY_TEXTS = {
  viewsLabel: 'Responses and deliveries',
  responsesTab: 'Responses',
  deliveriesTab: 'Deliveries',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  refresh: 'Refresh',
  loading: 'Loading deliveries...',
  loadFailed: 'Failed to load deliveries',
  retry: 'Try again',
  emptyTitle: 'No deliveries yet',
  emptyText:
    "Deliveries appear here once a submission is sent to the form's webhook URL or to a webhook integration.",
  noMatchTitle: 'No deliveries found',
  caption: 'Webhook deliveries, newest first',
  receiverColumn: 'Receiver',
  statusColumn: 'Status',
  attemptsColumn: 'Attempts',
  responseColumn: 'Response code',
  durationColumn: 'Duration',
  errorColumn: 'Last error',
  timeColumn: 'Created',
  actionsColumn: 'Actions',
  formWebhook: 'Form webhook URL',
  integration: 'Webhook integration',
  none: 'None',
  replay: 'Replay',
  replayed: 'Delivery queued again',
  replayFailed: 'Replay failed',
  pagerLabel: 'Delivery pages',
  pageSizeLabel: 'Deliveries per page',
  history: 'History',
  historyLoading: 'Loading attempts...',
  historyFailed: 'Failed to load attempts',
  historyEmpty: 'No attempts yet: the delivery has not been tried.',
  attemptColumn: 'Attempt',
  resultColumn: 'Result',
  urlColumn: 'URL',
  endedColumn: 'Ended',
} as const;

export const ATTEMPT_RESULT_TEXTS = { succeeded: 'Succeeded', failed: 'Failed' } as const;

/** The accessible name of a row's History toggle: which delivery's attempts it shows. */
export function historyLabel(delivery: ApiDelivery): string {
  return `${DELIVERY_TEXTS.history} of the delivery to ${delivery.target} created ${formatSubmittedAt(delivery.created_at)}`;
}

/** The accessible name of the attempts a History shows. */
export function attemptsLabel(delivery: ApiDelivery): string {
  return `Attempts of the delivery to ${delivery.target} created ${formatSubmittedAt(delivery.created_at)}`;
}

export const STATUS_TEXTS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** 'No deliveries with the status Failed'. */
export function noDeliveryMatchText(status: DeliveryStatus): string {
  return `No deliveries with the status ${STATUS_TEXTS[status]}.`;
}

/** 'Showing 1–20 of 45 deliveries' (the live status of the log). */
export function deliveryRangeText(page: number, pageSize: number, shown: number, total: number): string {
  if (total === 0) return 'No deliveries';
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'delivery' : 'deliveries'}`;
}

export function durationText(ms: number | null): string {
  return ms === null ? DELIVERY_TEXTS.none : `${ms} ms`;
}

/** 'Next attempt Nov 25, 2026, 9:41:02 AM UTC' under a pending delivery's status. */
export function nextAttemptText(iso: string): string {
  return `Next attempt ${formatSubmittedAt(iso)}`;
}

/** The accessible name of a row's Replay: which delivery it sends again. */
export function replayLabel(delivery: ApiDelivery): string {
  return `${DELIVERY_TEXTS.replay} delivery to ${delivery.target} created ${formatSubmittedAt(delivery.created_at)}`;
}
