import { fixture, waitUntil } from '@open-wc/testing';
import type { FormRendererElement, FwEvent, FwEventName } from '../../../../elements/index';
import type { FormSchemaData } from '../../../../src/model';
import { API_URL } from './api';
import { inShadow, setControlValue, waitForForm, within } from './render';

/** A renderer of a service form as a visitor's page has it: service-url, tenant and form-id, no token. */
export async function visitorRenderer(
  formId: string,
  options: {
    schema?: unknown;
    draft?: string;
    tenant?: string;
    /** Wait until the form is on screen (default true). */
    wait?: boolean;
    /** Called before the element connects: listeners that must not miss the first events. */
    before?: (el: FormRendererElement) => void;
  } = {},
): Promise<FormRendererElement> {
  const el = document.createElement('form-renderer');
  options.before?.(el);
  el.setAttribute('service-url', API_URL);
  el.setAttribute('tenant', options.tenant ?? 'demo');
  el.setAttribute('form-id', formId);
  if (options.schema) el.schema = options.schema as FormSchemaData;
  if (options.draft) el.draft = options.draft;
  await fixture(el);
  if (options.wait ?? true) await waitForForm(el);
  return el;
}

/** Collects the `type` events the element fires until the test ends. */
export function record<K extends FwEventName>(el: EventTarget, type: K): FwEvent<K>[] {
  const events: FwEvent<K>[] = [];
  el.addEventListener(type, (event) => events.push(event as FwEvent<K>));
  return events;
}

export const statusOf = (el: Element) => inShadow(el, '.fw-form')?.dataset.status;

export const alertText = (el: Element) => inShadow(el, '[role="alert"]')?.textContent ?? '';

/** Types into a text field and waits until the renderer holds the value. */
export async function typeInto(el: Element, fieldId: string, value: string): Promise<void> {
  setControlValue(within(el, fieldId), value);
  await waitUntil(() => within(el, fieldId).value === value, `"${fieldId}" never took "${value}"`);
}

/** Chooses files in a file field's picker, as a person does. */
export function chooseFiles(el: Element, fieldId: string, files: File[]): void {
  const input = within(el, fieldId, 'input[type="file"]');
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export interface FetchTap {
  /** The Idempotency-Key of every submission POST seen, in order. */
  readonly keys: string[];
  restore(): void;
}

/**
 * Lets the page's submission POSTs reach the real server but loses the answer of the first `lose` of
 * them, as a dropped connection does: the server has stored the submission, the browser never hears it.
 */
export function loseSubmissionAnswers(lose: number): FetchTap {
  const original = window.fetch;
  const keys: string[] = [];
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const response = await original(input, init);
    if (init?.method === 'POST' && url.endsWith('/submissions')) {
      keys.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
      if (keys.length <= lose) {
        // Read to the end, or the unread answer keeps holding one of the browser's few connections.
        await response.arrayBuffer();
        throw new TypeError('Failed to fetch');
      }
    }
    return response;
  };
  return {
    keys,
    restore: () => {
      window.fetch = original;
    },
  };
}

/**
 * Answers the page's calls whose URL and method `matches` with `answer` instead of the real server: a
 * gateway's error page in front of it, or (when `answer` throws) a network that is down. Other calls go
 * through. Call `restore()` when done.
 */
export function fakeAnswers(
  matches: (url: string, method: string) => boolean,
  answer: () => Response,
): { readonly calls: number; restore(): void } {
  const original = window.fetch;
  let calls = 0;
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!matches(url, (init?.method ?? 'GET').toUpperCase())) return original(input, init);
    calls += 1;
    return answer();
  };
  return {
    get calls() {
      return calls;
    },
    restore: () => {
      window.fetch = original;
    },
  };
}

/** A gateway's HTML error page, as a proxy in front of the service answers when the service is down. */
export const gatewayErrorPage = () =>
  new Response('<html>Bad gateway</html>', {
    status: 502,
    statusText: 'Bad Gateway',
    headers: { 'Content-Type': 'text/html' },
  });

/** What fetch does when the network is down. */
export const offline = (): Response => {
  throw new TypeError('Failed to fetch');
};
