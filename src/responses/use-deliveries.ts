// The server data of the Deliveries tab: one page of the form's webhook delivery log, reloaded when the
// page, the status filter or the revision (Refresh, after a failed replay) changes.
import type { ApiClient } from '../api/client';
import { type DeliveryPage, type DeliveryStatus, listDeliveries } from '../api/deliveries';
import { type LoadState, useLoad } from './use-responses';

export interface DeliveryRequest {
  page: number;
  pageSize: number;
  status: DeliveryStatus | null;
  revision: number;
}

export function useDeliveryPage(
  client: ApiClient | null,
  formId: string,
  request: DeliveryRequest,
): LoadState<DeliveryPage> {
  const { page, pageSize, status, revision } = request;
  return useLoad(client, JSON.stringify([formId, page, pageSize, status, revision]), (api, signal) =>
    listDeliveries(api, formId, { page, pageSize, status: status ?? undefined, signal }),
  );
}
