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
