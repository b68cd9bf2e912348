import { resetSessionsForTests } from '../../../src/store/session';
import { API_URL, clientFor, type SignedIn, signIn } from '../renderer/support/api';

export { API_URL, createForm, type SignedIn, signIn } from '../renderer/support/api';

/** The builder's attributes and credential properties for one signed-in session on the test server. */
export function builderConnection(session: SignedIn) {
  return {
    attributes: { 'service-url': API_URL, tenant: session.tenantId },
    properties: { token: session.token, signingKey: session.signingKey },
  };
}

/** Signs in as the seeded owner of the demo tenant. */
export function signInAsOwner(): Promise<SignedIn> {
  return signIn('demo', 'demo1234');
}

/** The owner shares a form with a seeded user of the demo tenant (seed e-mails are {user}@demo.example). */
export async function shareForm(
  owner: SignedIn,
  formId: string,
  username: string,
  role: 'editor' | 'viewer',
) {
  await clientFor(owner).request('POST', `/api/v1/forms/${encodeURIComponent(formId)}/collaborators`, {
    body: { email: `${username}@demo.example`, role },
  });
}

export async function readForm(session: SignedIn, formId: string) {
  const answer = await clientFor(session).request<{
    data: {
      id: string;
      description: string;
      created_by: string;
      is_template: boolean;
      schema_data: { all_fields: { id: string; label: string }[] };
    };
  }>('GET', `/api/v1/forms/${encodeURIComponent(formId)}`);
  return answer.data;
}

export async function deleteForm(session: SignedIn, formId: string): Promise<void> {
  await clientFor(session).request('DELETE', `/api/v1/forms/${encodeURIComponent(formId)}`);
}

export interface RecordedCall {
  method: string;
  path: string;
  /** The JSON body the builder sent, if any. */
  body?: unknown;
}

/**
 * Records the builder's calls to the test server and lets them through; `hold` delays them until
 * `release()`, to observe the loading screen. Not a stand-in: every call reaches the real server.
 */
export function watchCalls(options: { hold?: boolean } = {}) {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  let release: () => void = () => {};
  const gate = options.hold
    ? new Promise<void>((resolve) => {
        release = resolve;
      })
    : Promise.resolve();
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.startsWith(API_URL)) {
      const sent = request.body ? await request.text() : '';
      calls.push({
        method: request.method,
        path: new URL(request.url).pathname,
        ...(sent && { body: JSON.parse(sent) as unknown }),
      });
      await gate;
    }
    return original(input, init);
  };
  return {
    calls,
    release: () => release(),
    restore() {
      globalThis.fetch = original;
    },
  };
}

/** Forget sessions and caches between tests, as a fresh page would. */
export function resetBrowserState(): void {
  resetSessionsForTests();
  localStorage.clear();
  sessionStorage.clear();
}
