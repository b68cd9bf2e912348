import { waitUntil } from '@open-wc/testing';
import type { TenantSettingsElement } from '../../../elements/index';
import { resetSessionsForTests } from '../../../src/store/session';
import { deepActiveElement } from '../../../src/ui';
import { API_URL, clientFor, type SignedIn, signIn } from '../renderer/support/api';
import '../../../elements/index';

export { API_URL, clientFor, type SignedIn, signIn };

// Integration tests run in tenant 'other': an active field_registry integration in 'demo' would change
// the registry that other element tests (the builder's Variables tab) read from the same server.
export const signInAdmin = () => signIn('demo', 'demo1234');
export const signInOtherAdmin = () => signIn('other', 'other1234');
export const signInMember = () => signIn('editor', 'editor1234');

/** A key no other test (or test file running alongside) uses. */
export function uniqueKey(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 7)}`;
}

export function resetBrowserState(): void {
  for (const el of mounted.splice(0)) el.remove();
  resetSessionsForTests();
  localStorage.clear();
}

export interface MountOptions {
  serviceUrl?: string;
  tenant?: string;
  token?: string;
  signingKey?: string;
}

const mounted: Element[] = [];

/**
 * A <tenant-settings> signed in as `session`, once its panels (or its load error, or its sign-in note) are
 * on screen. Credentials are set before it connects, as a host page's markup plus script would.
 */
export async function mountSettings(
  session: SignedIn | null,
  options: MountOptions = {},
): Promise<TenantSettingsElement> {
  const el = document.createElement('tenant-settings');
  el.setAttribute('service-url', options.serviceUrl ?? API_URL);
  el.setAttribute('tenant', options.tenant ?? session?.tenantId ?? 'demo');
  el.signingKey = options.signingKey ?? session?.signingKey;
  el.token = options.token ?? session?.token;
  document.body.append(el);
  mounted.push(el);
  await until(
    () => el.shadowRoot?.querySelector('[role="tablist"], .fw-settings-error, [data-signed-out]'),
    'the settings never loaded',
    15_000,
  );
  return el;
}

/** Waits until the admin's controls are shown (the role arrives with the user's verification). */
export async function untilEditable(el: Element): Promise<void> {
  await until(() => findButton(el, 'Add Setting') ?? findButton(el, 'Add Integration'), 'never editable');
}

export function $(el: Element, selector: string): HTMLElement {
  const found = el.shadowRoot?.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no "${selector}" in <${el.localName}>`);
  return found;
}

export function $$(el: Element, selector: string): HTMLElement[] {
  return [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])];
}

function visible(node: HTMLElement): boolean {
  return node.closest('[hidden]') === null;
}

/** A visible button by its accessible text or aria-label. */
export function findButton(el: Element, name: string): HTMLButtonElement | null {
  const buttons = $$(el, 'button').filter(visible) as HTMLButtonElement[];
  return (
    buttons.find((b) => b.getAttribute('aria-label') === name) ??
    buttons.find((b) => b.textContent?.trim() === name) ??
    null
  );
}

export function button(el: Element, name: string): HTMLButtonElement {
  const found = findButton(el, name);
  if (!found) throw new Error(`no visible button "${name}"; text: ${text(el)}`);
  return found;
}

/** A label's words, without the required mark (' *', hidden from screen readers). */
export function labelText(label: Element): string {
  return [...label.childNodes]
    .filter((node) => !(node instanceof Element && node.classList.contains('fw-settings-field__required')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/** A visible control by its label's text. */
export function control<T extends HTMLElement = HTMLInputElement>(el: Element, label: string): T {
  const labels = $$(el, 'label').filter(visible);
  const match = labels.find((l) => labelText(l) === label) as HTMLLabelElement | undefined;
  const id = match?.htmlFor;
  const found = id ? el.shadowRoot?.getElementById(id) : null;
  if (!found) throw new Error(`no control labelled "${label}"`);
  return found as T;
}

/** The error message tied to a control (aria-describedby), or ''. */
export function errorOf(el: Element, label: string): string {
  const ids = control(el, label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => el.shadowRoot?.getElementById(id))
    .filter((node) => node?.classList.contains('fw-settings-field__error'))
    .map((node) => node?.textContent ?? '')
    .join(' ');
}

export function text(el: Element): string {
  return el.shadowRoot?.textContent ?? '';
}

export function toastTitles(el: Element): string[] {
  return $$(el, '.fw-toast__title').map((node) => (node.textContent ?? '').replace(/^\w+: /, ''));
}

/** The messages under the toasts' titles. */
export function toastMessages(el: Element): string[] {
  return $$(el, '.fw-toast__message').map((node) => node.textContent ?? '');
}

/** Waits for `check` to hold; a check that throws (a control not rendered yet) counts as not yet. */
export async function until(check: () => unknown, message: string, timeout = 8_000): Promise<void> {
  const safe = () => {
    try {
      return check();
    } catch {
      return false;
    }
  };
  await waitUntil(safe, message, { timeout });
}

export async function untilToast(el: Element, title: string): Promise<void> {
  await until(() => toastTitles(el).includes(title), `no toast "${title}"; toasts: ${toastTitles(el)}`);
}

/** A failed save said in its toast and at the field `label`, which takes focus. */
export async function untilSaidAt(el: Element, label: string, message: string): Promise<void> {
  await untilToast(el, 'Save Failed');
  await until(() => toastMessages(el).includes(message), `toast says ${toastMessages(el)}`);
  await until(() => errorOf(el, label) === message, `${label} says '${errorOf(el, label)}'`);
  await until(() => deepActiveElement(document) === control(el, label), `focus did not go to ${label}`);
}

/** Types into an input the way a person does, so React sees an input event. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

export function recordEvents(el: Element, types: readonly string[]): { type: string; detail: unknown }[] {
  const seen: { type: string; detail: unknown }[] = [];
  for (const type of types) {
    el.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail }));
  }
  return seen;
}

/** The open confirm dialog (a native <dialog> inside the shadow root). */
export function openDialog(el: Element): HTMLDialogElement | null {
  return (el.shadowRoot?.querySelector<HTMLDialogElement>('dialog[open]') ??
    null) as HTMLDialogElement | null;
}

/** A button of the open dialog, by its text. */
export function dialogButton(el: Element, name: string): HTMLButtonElement {
  const found = [...(openDialog(el)?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button "${name}" in an open dialog`);
  return found;
}

export function selectTab(el: Element, name: 'General Settings' | 'Integrations'): void {
  const tab = $$(el, '[role="tab"]').find((t) => t.textContent === name);
  if (!tab) throw new Error(`no tab ${name}`);
  tab.click();
}

/** The server's view of one setting, or null when it does not exist. */
export async function serverSetting(
  session: SignedIn,
  key: string,
): Promise<{
  config: Record<string, unknown>;
  has_secret: boolean;
  is_encrypted: boolean;
  description: string;
} | null> {
  try {
    const answer = await clientFor(session).request<{
      data: {
        config: Record<string, unknown>;
        has_secret: boolean;
        is_encrypted: boolean;
        description: string;
      };
    }>('GET', `/api/v1/tenant-settings/${encodeURIComponent(key)}`);
    return answer.data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

export async function putSetting(
  session: SignedIn,
  key: string,
  body: Record<string, unknown>,
): Promise<void> {
  await clientFor(session).request('PUT', `/api/v1/tenant-settings/${encodeURIComponent(key)}`, { body });
}

export async function removeSetting(session: SignedIn, key: string): Promise<void> {
  try {
    await clientFor(session).request('DELETE', `/api/v1/tenant-settings/${encodeURIComponent(key)}`);
  } catch {
    // Already gone.
  }
}
