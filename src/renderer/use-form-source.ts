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

/** Loads a form's schema_data: through the signed form service with a token, else anonymously. */
type SchemaLoader = (signal: AbortSignal) => Promise<unknown>;

/**
 * With a token: the form service (GET /api/v1/forms/{id}) through the shared session, which may answer 401.
 * Without one: the public route of published forms (issue #8), as any visitor. Each client is its own
 * chunk, so a page that hands the renderer a schema never downloads either.
 */
function schemaLoader(
  source: { serviceUrl: string; tenant: string; formId: string },
  credentials: { token: string | undefined; signingKey: string | undefined },
  onAuthRequired: () => void,
): SchemaLoader {
  if (!credentials.token) {
    return (signal) =>
      import('../store/form-service-public').then(({ fetchPublicFormSchema }) =>
        fetchPublicFormSchema(source, signal),
      );
  }
  return (signal) =>
    import('../store/form-service').then(async ({ fetchFormSchema, FormLoadError }) => {
      try {
        return await fetchFormSchema({ ...source, ...credentials }, signal);
      } catch (error) {
        if (!signal.aborted && error instanceof FormLoadError && error.code === 'auth_required')
          onAuthRequired();
        throw error;
      }
    });
}

/**
 * Feeds the store from the element's props: the `schema` property, else the service by form id (see
 * schemaLoader). A new schema, form id, service or tenant loads again; a new `value` replaces the answers.
 * New credentials retry only a load that failed or is still running: they must not wipe answers being
 * typed.
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
    const credentials = { token: latest.current.token, signingKey: latest.current.signingKey };
    const load = schemaLoader({ serviceUrl, tenant, formId }, credentials, () =>
      latest.current.onAuthRequired(),
    );
    load(abort.signal)
      .then(async (schemaData) => {
        if (!abort.signal.aborted) await store.load(schemaData);
      })
      .catch((error: unknown) => {
        // A refused call, or the client's chunk that failed to download.
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
