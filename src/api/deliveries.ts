// Typed calls for a form's webhook delivery log (issue #8): one page of deliveries, newest first, narrowed
// by integration or status, and Replay, which queues a finished delivery again (owner or editor; 202).
// The worker on the server does the sending; see docs/api.md, "Webhooks".
import type { ApiClient } from './client';

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface ApiDelivery {
  id: string;
  submission_id: string;
  /** The URL delivered to. */
  target: string;
  /** The integration; null for the form's own webhook URL. */
  integration_id: string | null;
  /** The integration's name; null for the form's own webhook URL or a deleted integration. */
  integration_name: string | null;
  status: DeliveryStatus;
  /** Attempts of the current sequence (a replay starts again at 0). */
  attempts: number;
  /** The last attempt's HTTP status; null when none came. */
  response_code: number | null;
  duration_ms: number | null;
  last_error: string | null;
  /** When a pending delivery is tried next. */
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DeliveryPage {
  deliveries: ApiDelivery[];
  page: number;
  pageSize: number;
  total: number;
}

export interface DeliveryFilters {
  /** An integration id, or 'none' for the form's own webhook URL. */
  integrationId?: string;
  status?: DeliveryStatus;
}

const formPath = (formId: string) => `/api/v1/forms/${encodeURIComponent(formId)}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const countOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

export function readDelivery(raw: unknown): ApiDelivery | null {
  if (!isRecord(raw) || typeof raw.id !== 'string' || !isDeliveryStatus(raw.status)) return null;
  return {
    id: raw.id,
    submission_id: text(raw.submission_id),
    target: text(raw.target),
    integration_id: textOrNull(raw.integration_id),
    integration_name: textOrNull(raw.integration_name),
    status: raw.status,
    attempts: count(raw.attempts),
    response_code: countOrNull(raw.response_code),
    duration_ms: countOrNull(raw.duration_ms),
    last_error: textOrNull(raw.last_error),
    next_attempt_at: textOrNull(raw.next_attempt_at),
    created_at: text(raw.created_at),
    updated_at: text(raw.updated_at),
  };
}

export async function listDeliveries(
  client: ApiClient,
  formId: string,
  options: DeliveryFilters & { page?: number; pageSize?: number; signal?: AbortSignal } = {},
): Promise<DeliveryPage> {
  const answer = await client.request<{ data?: unknown; meta?: unknown }>(
    'GET',
    `${formPath(formId)}/deliveries`,
    {
      query: {
        page: options.page ?? 1,
        page_size: options.pageSize ?? 20,
        integration_id: options.integrationId || undefined,
        status: options.status,
      },
      signal: options.signal,
    },
  );
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  const meta = isRecord(answer?.meta) ? answer.meta : {};
  return {
    deliveries: rows.flatMap((row) => readDelivery(row) ?? []),
    page: count(meta.page) || 1,
    pageSize: count(meta.page_size) || 20,
    total: count(meta.total),
  };
}

/**
 * Sends a succeeded or failed delivery again: the server answers 202 with the delivery back to pending and
 * its attempts at 0 (409 while it is still pending, 403 for viewers).
 */
export async function replayDelivery(
  client: ApiClient,
  formId: string,
  deliveryId: string,
): Promise<ApiDelivery> {
  const answer = await client.request<{ data?: unknown }>(
    'POST',
    `${formPath(formId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
  );
  const delivery = readDelivery(answer?.data);
  if (!delivery) throw new Error('The server answered the replay without the delivery');
  return delivery;
}

/** One attempt of a delivery, as the worker recorded it. */
export interface ApiAttempt {
  id: string;
  /** Its number in its sequence (a replay starts again at 1). */
  attempt: number;
  status: 'succeeded' | 'failed';
  /** The URL tried. */
  target: string;
  /** The HTTP status; null when no answer came. */
  response_code: number | null;
  error: string | null;
  duration_ms: number;
  /** When the attempt ended. */
  at: string;
}

function readAttempt(raw: unknown): ApiAttempt | null {
  if (!isRecord(raw) || typeof raw.id !== 'string') return null;
  return {
    id: raw.id,
    attempt: count(raw.attempt),
    status: raw.status === 'succeeded' ? 'succeeded' : 'failed',
    target: text(raw.target),
    response_code: countOrNull(raw.response_code),
    error: textOrNull(raw.error),
    duration_ms: count(raw.duration_ms),
    at: text(raw.at),
  };
}

/** Every attempt of one delivery, newest first. */
export async function listAttempts(
  client: ApiClient,
  formId: string,
  deliveryId: string,
  signal?: AbortSignal,
): Promise<ApiAttempt[]> {
  const answer = await client.request<{ data?: unknown }>(
    'GET',
    `${formPath(formId)}/deliveries/${encodeURIComponent(deliveryId)}/attempts`,
    { signal },
  );
  const rows = Array.isArray(answer?.data) ? answer.data : [];
  return rows.flatMap((row) => readAttempt(row) ?? []);
}
