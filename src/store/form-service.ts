// The renderer's form service (shell §7): GET {service}/api/v1/forms/{formId}, read as data.schema_data.
// It goes through the shared session of that service and tenant, so a page signed in once serves every
// element, and two tenants on one page never share credentials.
import { ApiError } from '../api/errors';
import { FORM_SERVICE_TIMEOUT_MS } from '../model';
import { FORM_SERVICE_FAILURE_PREFIX } from './form-service-messages';
import { adoptCredentials, getSession } from './session';

export { FORM_SERVICE_FAILURE_PREFIX };

export interface FormSource {
  serviceUrl: string;
  tenant: string;
  formId: string;
  /** Handed over by the host (element properties); absent: whatever session the page already has. */
  token?: string | undefined;
  signingKey?: string | undefined;
}

export class FormLoadError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FormLoadError';
  }
}

/** Fetches the form's schema_data (not yet migrated: the renderer store migrates every schema it gets). */
export async function fetchFormSchema(source: FormSource, signal?: AbortSignal): Promise<unknown> {
  const session = getSession(source.serviceUrl, source.tenant);
  if (source.token !== undefined) adoptCredentials(session, source.token, source.signingKey ?? null);
  const timeout = AbortSignal.timeout(FORM_SERVICE_TIMEOUT_MS);
  let answer: unknown;
  try {
    answer = await session.client.request<unknown>(
      'GET',
      `/api/v1/forms/${encodeURIComponent(source.formId)}`,
      {
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    throw toLoadError(error, timeout.aborted);
  }
  const data = (answer as { data?: { schema_data?: unknown } } | null)?.data;
  if (!data || typeof data.schema_data !== 'object' || data.schema_data === null) {
    throw new FormLoadError('Failed to load form schema', 'invalid_schema', 200);
  }
  return data.schema_data;
}

function toLoadError(error: unknown, timedOut: boolean): FormLoadError {
  if (timedOut) {
    return new FormLoadError(
      `${FORM_SERVICE_FAILURE_PREFIX}no answer within ${FORM_SERVICE_TIMEOUT_MS} ms`,
      'timeout',
      0,
    );
  }
  if (error instanceof ApiError) {
    // 'Authentication required' keeps its own text (shell §8); the session is already cleared.
    const message = error.status === 401 ? error.message : FORM_SERVICE_FAILURE_PREFIX + error.message;
    return new FormLoadError(message, error.status === 401 ? 'auth_required' : error.code, error.status);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new FormLoadError(FORM_SERVICE_FAILURE_PREFIX + message, 'network_error', 0);
}
