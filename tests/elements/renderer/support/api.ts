import { createApiClient } from '../../../../src/api/client';

export const API_URL: string = globalThis.__FW_API_URL__ ?? 'http://127.0.0.1:3000';

export interface SignedIn {
  token: string;
  signingKey: string;
  tenantId: string;
}

/** Signs in on the test server (seed accounts: demo/demo1234 and editor in tenant demo, other/other1234). */
export async function signIn(username: string, password: string): Promise<SignedIn> {
  const response = await fetch(`${API_URL}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { token: string; signingKey: string; user: { tenantId: string } };
  return { token: body.token, signingKey: body.signingKey, tenantId: body.user.tenantId };
}

/** A signed client for one session, to set up data the way the builder would. */
export function clientFor(session: SignedIn) {
  return createApiClient({
    serviceUrl: API_URL,
    tenant: session.tenantId,
    credentials: () => ({ token: session.token, signingKey: session.signingKey }),
  });
}

export async function createForm(
  session: SignedIn,
  description: string,
  schemaData: unknown,
): Promise<string> {
  const answer = await clientFor(session).request<{ id: string }>('POST', '/api/v1/forms', {
    body: { description, schema_data: schemaData },
  });
  return answer.id;
}

export async function listForms(session: SignedIn): Promise<{ id: string; description: string }[]> {
  const answer = await clientFor(session).request<{ data: { id: string; description: string }[] }>(
    'GET',
    '/api/v1/forms',
  );
  return answer.data;
}

/** Lets anonymous visitors fetch and submit the form (owner or editor). */
export async function publishForm(session: SignedIn, formId: string): Promise<void> {
  await clientFor(session).request('POST', `/api/v1/forms/${formId}/publish`);
}

/** A new form of the session's tenant, published. */
export async function createPublishedForm(
  session: SignedIn,
  description: string,
  schemaData: unknown,
): Promise<string> {
  const id = await createForm(session, description, schemaData);
  await publishForm(session, id);
  return id;
}

export interface StoredSubmission {
  id: string;
  form_id: string;
  values: Record<string, unknown>;
  files: { id: string; name: string; size: number; type: string }[];
}

/** The form's submissions as its owner reads them (newest first). */
export async function submissionsOf(session: SignedIn, formId: string): Promise<StoredSubmission[]> {
  const answer = await clientFor(session).request<{ data: StoredSubmission[] }>(
    'GET',
    `/api/v1/forms/${formId}/submissions`,
  );
  return answer.data;
}

export interface AnalyticsSummary {
  views: number;
  starts: number;
  completions: number;
  pages: { page: number; reached: number; dropped: number }[];
}

export async function analyticsOf(session: SignedIn, formId: string): Promise<AnalyticsSummary> {
  const answer = await clientFor(session).request<{ data: AnalyticsSummary }>(
    'GET',
    `/api/v1/forms/${formId}/analytics`,
  );
  return answer.data;
}

/** The public route of a form, as a visitor's browser calls it. */
export function publicFormUrl(tenant: string, formId: string): string {
  return `${API_URL}/api/v1/public/${tenant}/forms/${formId}`;
}
