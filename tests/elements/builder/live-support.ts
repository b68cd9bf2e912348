// Helpers of the suites where two members meet on one form through the real server and its live stream.
import { waitUntil } from '@open-wc/testing';
import { clientFor } from '../renderer/support/api';
import { builderConnection, type SignedIn } from './real-service';
import { $, mountBuilder, schemaWith } from './support';

/** Waits longer than the builder suite's 5 s: these tests go through the server and its live stream. */
export function untilLive(check: () => unknown, message: string): Promise<void> {
  return waitUntil(check, message, { timeout: 15_000 });
}

export const ONE = schemaWith([{ id: 'q1', type: 'text', label: 'Question one' }]);
export const TWO = schemaWith([
  { id: 'q1', type: 'text', label: 'Question one' },
  { id: 'q2', type: 'email', label: 'Question two' },
]);

/** A builder signed in as `session`, on the saved form `formId`. */
export async function mountOn(session: SignedIn, formId: string) {
  const { attributes, properties } = builderConnection(session);
  return mountBuilder({ attributes: { ...attributes, 'form-id': formId }, properties });
}

/** Resolves once the builder of `name` has the form open on the server (its stream and heartbeat run). */
export async function whenPresent(session: SignedIn, formId: string, name: string): Promise<void> {
  const end = Date.now() + 15_000;
  while (Date.now() < end) {
    const answer = await clientFor(session).request<{ data: { user_name: string }[] }>(
      'GET',
      `/api/v1/forms/${formId}/presence`,
    );
    if (answer.data.some((record) => record.user_name === name)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} never joined the form's presence`);
}

/** The notice region under the builder's header (empty when there is no notice). */
export function notice(el: Element): HTMLElement {
  return $(el, '[data-remote-notice]');
}
