// The server data of the responses view: one page of submissions, the form's versions (to name the
// version a response was made against and to label the answers of removed fields) and the analytics
// summary. Each load is cancelled when its inputs change, so a slow answer for an old page or search
// never overwrites a newer one.
import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import {
  type AnalyticsSummary,
  getAnalytics,
  listSubmissions,
  type SubmissionOrder,
  type SubmissionPage,
} from '../api/submissions';
import { listVersions } from '../api/versions';
import { type FormerFields, formerFields } from '../logic/answer-display';

export type LoadState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string };

export const NOT_CONNECTED_MESSAGE = 'Not connected to the service';

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs `load` whenever `key` changes (and on `revision`), keeping the last data while the next load runs
 * so the list does not jump. `load` must only depend on what `key` encodes.
 */
export function useLoad<T>(
  client: ApiClient | null,
  key: string,
  load: (client: ApiClient, signal: AbortSignal) => Promise<T>,
): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads.
  useEffect(() => {
    if (!client) {
      setState({ status: 'error', data: null, message: NOT_CONNECTED_MESSAGE });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load(client, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({ status: 'error', data: previous.data, message: messageOf(error) }));
      },
    );
    return () => controller.abort();
  }, [client, key]);
  return state;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  query: string;
  order: SubmissionOrder;
  /** Bumped to load again with the same page and search (Refresh, after a delete). */
  revision: number;
}

export function useSubmissionPage(
  client: ApiClient | null,
  formId: string,
  request: PageRequest,
): LoadState<SubmissionPage> {
  const { page, pageSize, query, order, revision } = request;
  return useLoad(client, JSON.stringify([formId, page, pageSize, query, order, revision]), (api, signal) =>
    listSubmissions(api, formId, { page, pageSize, query, order, signal }),
  );
}

export interface FormVersions {
  /** Version ids to their numbers, to name the version a response was made against. */
  numbers: ReadonlyMap<string, number>;
  /** Fields of the saved versions by answer key: labels for the answers of fields removed since. */
  former: FormerFields;
}

const NO_VERSIONS: FormVersions = { numbers: new Map(), former: new Map() };

/**
 * The form's saved versions, read once per form (the view lists them anyway for their numbers, so the
 * labels of removed fields cost no request of their own). Empty when they cannot be read: the view then
 * shows version ids and answer keys instead.
 */
export function useFormVersions(client: ApiClient | null, formId: string): FormVersions {
  const state = useLoad(client, formId, async (api, signal) => {
    const versions = await listVersions(api, formId, signal);
    const newestFirst = [...versions].sort((a, b) => b.version_number - a.version_number);
    return {
      numbers: new Map(versions.map((version) => [version.id, version.version_number])),
      former: formerFields(newestFirst.flatMap((version) => version.schema_data ?? [])),
    };
  });
  return state.data ?? NO_VERSIONS;
}

export function useAnalytics(
  client: ApiClient | null,
  formId: string,
  enabled: boolean,
  revision: number,
): LoadState<AnalyticsSummary> | null {
  const state = useLoad(enabled ? client : null, JSON.stringify([formId, enabled, revision]), (api, signal) =>
    getAnalytics(api, formId, signal),
  );
  return enabled ? state : null;
}
