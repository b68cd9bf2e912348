import { useEffect, useRef, useState } from 'react';
import type { RendererStore } from '../store/renderer-store';

export interface FormSourceProps {
  /** A schema to render without any server; wins over formId. */
  schema?: unknown;
  formId?: string | undefined;
  serviceUrl?: string | undefined;
  tenant?: string | undefined;
  token?: string | undefined;
  signingKey?: string | undefined;
  /** Answers to start from (prefill). */
  value?: Readonly<Record<string, unknown>> | undefined;
}

export const MISSING_CONNECTION_MESSAGE = 'service-url and tenant are required to load a form';

/**
 * Feeds the store from the element's props: the `schema` property, else the form service by form id.
 * A new schema, form id, service or tenant loads again; a new `value` replaces the answers. New
 * credentials retry only a load that failed or is still running: they must not wipe answers being typed.
 */
export function useFormSource(
  store: RendererStore,
  props: FormSourceProps,
  onAuthRequired: () => void,
): void {
  const { schema, formId, serviceUrl, tenant, token, signingKey, value } = props;
  const latest = useRef({ token, signingKey, onAuthRequired });
  latest.current = { token, signingKey, onAuthRequired };
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(false);

  useEffect(() => {
    store.prefill(value);
  }, [store, value]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: credentials are read from `latest`; a change of them retries through `attempt`
  useEffect(() => {
    if (schema !== undefined && schema !== null) {
      void store.load(schema);
      return;
    }
    if (!formId) {
      store.clear();
      return;
    }
    if (!serviceUrl || !tenant) {
      store.failLoading(MISSING_CONNECTION_MESSAGE);
      return;
    }
    const abort = new AbortController();
    store.startLoading();
    const credentials = latest.current;
    // The service client (ofetch, request signing) is its own chunk: a page that hands the renderer a
    // schema never downloads it.
    import('../store/form-service')
      .then(async ({ fetchFormSchema, FormLoadError }) => {
        try {
          const loaded = await fetchFormSchema(
            { serviceUrl, tenant, formId, token: credentials.token, signingKey: credentials.signingKey },
            abort.signal,
          );
          if (!abort.signal.aborted) await store.load(loaded);
        } catch (error) {
          if (abort.signal.aborted) return;
          if (error instanceof FormLoadError && error.code === 'auth_required')
            latest.current.onAuthRequired();
          store.failLoading(error instanceof Error ? error.message : String(error));
        }
      })
      .catch((error: unknown) => {
        // The chunk itself failed to download.
        if (!abort.signal.aborted) store.failLoading(error instanceof Error ? error.message : String(error));
      });
    return () => abort.abort();
  }, [store, schema, formId, serviceUrl, tenant, attempt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on credential changes only
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const status = store.form.status;
    if (status === 'error' || status === 'loading') setAttempt((n) => n + 1);
  }, [token, signingKey]);
}
