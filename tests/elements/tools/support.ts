import type { FormSchemaData } from '../../../src/model';
import { $, $$, button, until } from '../builder/support';

export const TAB_NAMES = ["Custom CTA's", 'Variables', 'Themes', 'Advanced', 'Import/Export'] as const;
export type ToolTab = (typeof TAB_NAMES)[number];

/** The open Tools dialog. */
export function toolsDialog(el: Element): HTMLDialogElement {
  return $(el, 'dialog.fw-tools-dialog[open]') as HTMLDialogElement;
}

/** Opens Tools from the header and selects a tab; resolves with the tab's panel. */
export async function openTools(el: Element, tab: ToolTab = "Custom CTA's"): Promise<HTMLElement> {
  if (!el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open]')) {
    button(el, 'Tools').click();
    await until(() => el.shadowRoot?.querySelector('dialog.fw-tools-dialog[open] [role="tab"]'), 'no tools');
  }
  toolTab(el, tab).click();
  await until(() => toolTab(el, tab).getAttribute('aria-selected') === 'true', `tab ${tab} not selected`);
  return toolPanel(el, tab);
}

/** A tab of the dialog's top tab list. */
export function toolTab(el: Element, name: string): HTMLButtonElement {
  const found = $$(el, 'dialog.fw-tools-dialog [role="tablist"][aria-label="Form tools"] [role="tab"]').find(
    (tab) => tab.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no tools tab "${name}"`);
  return found as HTMLButtonElement;
}

export function toolPanel(el: Element, name: string): HTMLElement {
  const id = toolTab(el, name).getAttribute('aria-controls') ?? '';
  return $(el, `#${CSS.escape(id)}`);
}

/** A button inside `root` by accessible name (aria-label) or text. */
export function buttonIn(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (node) => node.getAttribute('aria-label') === name || node.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

/** The input, textarea or select labelled `label` inside `root`. */
export function inputIn<T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string): T {
  const labelNode = [...root.querySelectorAll('label')].find((node) => node.textContent?.trim() === label);
  const id = labelNode?.htmlFor;
  const found = id ? root.querySelector(`#${CSS.escape(id)}`) : null;
  if (!found) throw new Error(`no input labelled "${label}"`);
  return found as T;
}

export function hasInput(root: ParentNode, label: string): boolean {
  return [...root.querySelectorAll('label')].some((node) => node.textContent?.trim() === label);
}

/** Chooses an option of a select the way React sees it. */
export function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The schemas the builder reported with fw-change, newest last. */
export function recordSchemas(el: Element): FormSchemaData[] {
  const schemas: FormSchemaData[] = [];
  el.addEventListener('fw-change', (event) => {
    const detail = (event as CustomEvent<{ schema: FormSchemaData }>).detail;
    schemas.push(detail.schema);
  });
  return schemas;
}

/** Waits for a reported schema that satisfies `check`, and returns it. */
export async function reported(
  schemas: readonly FormSchemaData[],
  check: (schema: FormSchemaData) => boolean,
  message: string,
): Promise<FormSchemaData> {
  await until(() => schemas.some(check), message);
  return [...schemas].reverse().find(check) as FormSchemaData;
}

/** Fires blur the way React's onBlur sees it (focusout bubbles). */
export function blur(input: HTMLElement): void {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true }));
}

export interface CapturedDownload {
  fileName: string;
  text: () => Promise<string>;
  /** The bytes as offered (text() decodes them and drops a byte order mark). */
  blob: Blob;
}

/**
 * Captures file downloads (a Blob URL clicked through a download link) instead of letting Chromium save
 * them: the file name and the Blob's text.
 */
export function captureDownloads(): { downloads: CapturedDownload[]; restore(): void } {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  const originalCreate = URL.createObjectURL;
  const originalClick = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = originalCreate.call(URL, object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) downloads.push({ fileName: this.download, text: () => blob.text(), blob });
    else originalClick.call(this);
  };
  return {
    downloads,
    restore() {
      URL.createObjectURL = originalCreate;
      HTMLAnchorElement.prototype.click = originalClick;
    },
  };
}

/** Picks a file in a file input the way a user's choice arrives. */
export function pickFile(input: HTMLInputElement, name: string, content: string): void {
  const transfer = new DataTransfer();
  transfer.items.add(new File([content], name, { type: 'application/json' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
