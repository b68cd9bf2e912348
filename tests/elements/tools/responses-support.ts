// Setting up responses on the real test server the way visitors make them: a form is published, then
// anonymous POSTs to the public routes submit answers, upload files and report analytics events.
import { waitUntil } from '@open-wc/testing';
import { API_URL, clientFor, type SignedIn } from '../renderer/support/api';

/** Waits longer than the builder suite's 5 s: these tests go through several server round trips. */
export function until(check: () => unknown, message: string): Promise<void> {
  return waitUntil(check, message, { timeout: 15_000 });
}

const formPath = (formId: string) => `/api/v1/forms/${encodeURIComponent(formId)}`;
const publicPath = (tenant: string, formId: string) =>
  `${API_URL}/api/v1/public/${encodeURIComponent(tenant)}/forms/${encodeURIComponent(formId)}`;

export async function publish(session: SignedIn, formId: string): Promise<void> {
  await clientFor(session).request('POST', `${formPath(formId)}/publish`);
}

export async function saveVersion(session: SignedIn, formId: string, description: string): Promise<void> {
  await clientFor(session).request('POST', `${formPath(formId)}/versions`, { body: { description } });
}

/** The status of the anonymous GET of the form (200 published, 404 not). */
export async function publicStatus(tenant: string, formId: string): Promise<number> {
  const response = await fetch(publicPath(tenant, formId), { headers: { Accept: 'application/json' } });
  return response.status;
}

/** An anonymous submission; resolves with its id. */
export async function submitPublic(
  tenant: string,
  formId: string,
  values: Record<string, unknown>,
): Promise<string> {
  const response = await fetch(`${publicPath(tenant, formId)}/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ values }),
  });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id) {
    throw new Error(`submission refused: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.id;
}

/** An anonymous upload for a file field; resolves with the upload's id. */
export async function uploadPublic(
  tenant: string,
  formId: string,
  fieldId: string,
  file: File,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  form.append('field_id', fieldId);
  const response = await fetch(`${publicPath(tenant, formId)}/files`, { method: 'POST', body: form });
  const body = (await response.json()) as { id?: string };
  if (response.status !== 201 || !body.id) throw new Error(`upload refused: ${response.status}`);
  return body.id;
}

export async function postEvent(
  tenant: string,
  formId: string,
  event: { type: 'view' | 'start' | 'page'; page?: number },
): Promise<void> {
  const response = await fetch(`${publicPath(tenant, formId)}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(event),
  });
  if (response.status !== 204) throw new Error(`event refused: ${response.status}`);
}

export async function storedSubmissionIds(session: SignedIn, formId: string): Promise<string[]> {
  const answer = await clientFor(session).request<{ data: { id: string }[] }>(
    'GET',
    `${formPath(formId)}/submissions`,
  );
  return answer.data.map((row) => row.id);
}

/** The rows of the responses list, as their texts, in the order shown. */
export function listedRows(root: ParentNode): HTMLTableRowElement[] {
  return [...root.querySelectorAll<HTMLTableRowElement>('table.fw-responses__list tbody tr')];
}

/** The list's polite status ('Showing 1–3 of 3 responses', 'Loading responses...'). */
export function listStatus(root: ParentNode): string {
  return root.querySelector('.fw-responses__status')?.textContent ?? '';
}

/** Label → shown value of every answer in the open detail dialog. */
export function detailAnswers(dialog: ParentNode): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const group of dialog.querySelectorAll('.fw-responses__answers > div')) {
    const label = group.querySelector('dt')?.textContent ?? '';
    answers[label] = group.querySelector('dd')?.textContent ?? '';
  }
  return answers;
}

/**
 * Holds the calls to the test server until `release()`, to see the loading state; every call still
 * reaches the real server afterwards.
 */
export function holdCalls(): { release(): void; restore(): void } {
  const original = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new Request(input, init).url.startsWith(API_URL)) await gate;
    return original(input, init);
  };
  return {
    release: () => release(),
    restore() {
      release();
      globalThis.fetch = original;
    },
  };
}
