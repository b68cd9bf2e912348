// The Deliveries tab of the responses view (issue #8): the form's webhook delivery log with a status
// filter, Refresh, pages, and Replay of a failed delivery for owners and editors. A replayed row shows the
// server's answer at once (Pending, 0 attempts) until the next load; the worker then sends it again.
import { useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import {
  type ApiDelivery,
  DELIVERY_STATUSES,
  type DeliveryPage,
  type DeliveryStatus,
  replayDelivery,
} from '../api/deliveries';
import { Button } from '../ui';
import { DeliveryTable } from './delivery-table';
import { DELIVERY_TEXTS, deliveryRangeText, noDeliveryMatchText, STATUS_TEXTS } from './delivery-texts';
import { LabelledSelect, PAGE_SIZES, Pager } from './list-controls';
import { ListState } from './list-state';
import type { ResponsesNoticeType } from './responses-view';
import { useDeliveryPage } from './use-deliveries';
import { type LoadState, messageOf } from './use-responses';

export interface DeliveriesSectionProps {
  client: ApiClient | null;
  formId: string;
  canReplay: boolean;
  /** Where results go: the host's notifications or the view's inline notice. */
  report: (type: ResponsesNoticeType, title: string, message?: string) => void;
}

function statusLine(list: LoadState<DeliveryPage>, page: number, pageSize: number): string {
  if (list.status === 'loading') return DELIVERY_TEXTS.loading;
  if (!list.data) return '';
  return deliveryRangeText(page, pageSize, list.data.deliveries.length, list.data.total);
}

/** The status filter: all statuses ('') or one. */
const STATUS_OPTIONS: readonly { value: DeliveryStatus | ''; label: string }[] = [
  { value: '', label: DELIVERY_TEXTS.allStatuses },
  ...DELIVERY_STATUSES.map((value) => ({ value, label: STATUS_TEXTS[value] })),
];

export function DeliveriesSection({ client, formId, canReplay, report }: DeliveriesSectionProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[1]);
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [revision, setRevision] = useState(0);
  const [replaying, setReplaying] = useState<string | null>(null);
  // Rows as the replay answered them, shown until the next load replaces the page.
  const [replayed, setReplayed] = useState<ReadonlyMap<string, ApiDelivery>>(new Map());
  const refreshRef = useRef<HTMLButtonElement>(null);
  const list = useDeliveryPage(client, formId, { page, pageSize, status, revision });
  const data = list.data;
  const loading = list.status === 'loading';
  const rows = data?.deliveries.map((delivery) => replayed.get(delivery.id) ?? delivery) ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;

  const reload = () => {
    setReplayed(new Map());
    setRevision((value) => value + 1);
  };

  const replay = async (delivery: ApiDelivery) => {
    if (!client || replaying) return;
    setReplaying(delivery.id);
    try {
      const queued = await replayDelivery(client, formId, delivery.id);
      setReplayed((previous) => new Map(previous).set(queued.id, queued));
      report('success', DELIVERY_TEXTS.replayed, queued.target);
    } catch (error) {
      report('error', DELIVERY_TEXTS.replayFailed, messageOf(error));
      reload();
    } finally {
      setReplaying(null);
      // The row's Replay is gone (the delivery is pending again): focus goes to Refresh, not to <body>.
      refreshRef.current?.focus();
    }
  };

  return (
    <div className="fw-responses__main fw-responses__delivery-log">
      <div className="fw-responses__search">
        <LabelledSelect
          label={DELIVERY_TEXTS.statusFilter}
          value={status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(next) => {
            setStatus(next === '' ? null : next);
            setPage(1);
            setReplayed(new Map());
          }}
        />
        <Button ref={refreshRef} size="small" variant="secondary" onClick={reload}>
          {DELIVERY_TEXTS.refresh}
        </Button>
      </div>
      <div className="fw-responses__body" data-state={list.status}>
        <ListState
          loading={loading}
          statusText={statusLine(list, page, pageSize)}
          errorText={list.status === 'error' ? `${DELIVERY_TEXTS.loadFailed}: ${list.message}` : null}
          retryText={DELIVERY_TEXTS.retry}
          onRetry={reload}
          empty={
            data && data.total === 0
              ? {
                  title: status ? DELIVERY_TEXTS.noMatchTitle : DELIVERY_TEXTS.emptyTitle,
                  text: status ? noDeliveryMatchText(status) : DELIVERY_TEXTS.emptyText,
                }
              : null
          }
        />
        {rows.length > 0 ? (
          <DeliveryTable
            client={client}
            formId={formId}
            deliveries={rows}
            canReplay={canReplay}
            busy={loading}
            replaying={replaying}
            onReplay={(delivery) => void replay(delivery)}
          />
        ) : null}
      </div>
      {data && data.total > 0 ? (
        <Pager
          page={page}
          pages={pages}
          pageSize={pageSize}
          label={DELIVERY_TEXTS.pagerLabel}
          pageSizeLabel={DELIVERY_TEXTS.pageSizeLabel}
          onPage={(next) => {
            setPage(next);
            setReplayed(new Map());
          }}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
            setReplayed(new Map());
          }}
        />
      ) : null}
    </div>
  );
}
