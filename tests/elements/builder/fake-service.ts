import type { FormSchemaData } from '../../../src/model';
import { resetSessionsForTests } from '../../../src/store/session';

export const SERVICE = 'https://forms.test';
export const TENANT = 'acme';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export type FakeHandler = (call: FakeCall) => { status: number; body: unknown } | undefined;

/**
 * A stand-in for the form service inside the page: `fetch` to SERVICE is answered by `handler`
 * (404 when it returns nothing); every other request goes to the real fetch. Returns the calls and the
 * restore function.
 */
export function fakeService(handler: FakeHandler): { calls: FakeCall[]; restore(): void } {
  const original = globalThis.fetch;
  const calls: FakeCall[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(SERVICE)) return original(input, init);
    const text = await request.text();
    const call: FakeCall = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const answer = handler(call) ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Form not found' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    calls,
    restore() {
      globalThis.fetch = original;
      resetSessionsForTests();
      localStorage.clear();
    },
  };
}

/** The server's answer for one form. */
export function formAnswer(
  id: string,
  schema: FormSchemaData,
  role: 'owner' | 'editor' | 'viewer' = 'owner',
) {
  return {
    id,
    description: 'Saved form',
    schema_data: schema,
    is_template: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    created_by: 'user-1',
    role,
  };
}

/** Attributes and credentials for a builder talking to the fake service. */
export const connection = { 'service-url': SERVICE, tenant: TENANT };
export const credentials = { token: 'header.payload.signature', signingKey: 'c2lnbmluZy1rZXk=' };
