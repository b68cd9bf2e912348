import { fixture, waitUntil } from '@open-wc/testing';
import type { FormBuilderElement } from '../../../elements/index';
import '../../../elements/index';
import {
  createEmptySchemaData,
  type Field,
  type FieldInput,
  type FormSchemaData,
  fieldSchema,
} from '../../../src/model';

/** A schema with these fields on its first page (or on pages, when given per page). */
export function schemaWith(fields: FieldInput[], pages?: string[][]): FormSchemaData {
  const schema = createEmptySchemaData();
  const parsed: Field[] = fields.map((field) => fieldSchema.parse(field));
  const topLevel = parsed
    .map((field) => field.id)
    .filter((id) => !parsed.some((other) => childIds(other).includes(id)));
  const pageLists = pages ?? [topLevel];
  return {
    ...schema,
    all_fields: parsed,
    pages: pageLists.map((ids, index) => ({
      id: `page_${index + 1}`,
      description: index === 0 ? '' : `Page ${index + 1}`,
      field_ids: ids,
    })),
  };
}

function childIds(field: Field): string[] {
  return [
    ...(field.containerConfig?.children ?? []),
    ...(field.sectionConfig?.children ?? []),
    ...(field.sectionConfig?.panels ?? []).flatMap((panel) => panel.children),
  ];
}

export interface MountOptions {
  schema?: FormSchemaData;
  attributes?: Record<string, string>;
  /** Properties set before the element connects (token, signingKey, ...). */
  properties?: Record<string, unknown>;
  /** What to wait for; default the canvas or the load error panel. */
  ready?: (el: FormBuilderElement) => unknown;
}

/** A <form-builder> for a new form from `schema`, rendered and ready (the canvas is on screen). */
export async function mountBuilder(options: MountOptions = {}): Promise<FormBuilderElement> {
  const el = document.createElement('form-builder');
  for (const [name, value] of Object.entries(options.attributes ?? {})) el.setAttribute(name, value);
  if (options.schema) el.schema = options.schema;
  for (const [key, value] of Object.entries(options.properties ?? {})) Reflect.set(el, key, value);
  el.style.setProperty('--fw-builder-height', '900px');
  const parent = await fixture<HTMLDivElement>('<div style="width: 1400px"></div>');
  parent.append(el);
  const ready =
    options.ready ??
    ((node: FormBuilderElement) => node.shadowRoot?.querySelector('.fw-canvas, .fw-load-error'));
  // The first mount of a run waits for the dev server to transform the builder's modules.
  await waitUntil(() => ready(el), 'the builder never rendered', { timeout: 20_000 });
  return el;
}

export function $(el: Element, selector: string): HTMLElement {
  const found = el.shadowRoot?.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`no "${selector}" in the builder`);
  return found;
}

export function $$(el: Element, selector: string): HTMLElement[] {
  return [...(el.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? [])];
}

/** The element matching `selector` whose text contains `text`. */
export function byText(el: Element, selector: string, text: string): HTMLElement {
  const found = $$(el, selector).find((node) => node.textContent?.includes(text));
  if (!found) throw new Error(`no "${selector}" with text "${text}"`);
  return found;
}

export function button(el: Element, name: string): HTMLButtonElement {
  const found = $$(el, 'button').find(
    (node) => node.getAttribute('aria-label') === name || node.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button "${name}"`);
  return found as HTMLButtonElement;
}

export function hasButton(el: Element, name: string): boolean {
  return $$(el, 'button').some(
    (node) => node.getAttribute('aria-label') === name || node.textContent?.trim() === name,
  );
}

/** Field ids of a list, in the order shown. */
export function listedIds(el: Element, listSelector = '.fw-list--page'): string[] {
  const list = el.shadowRoot?.querySelector(listSelector);
  return [...(list?.children ?? [])]
    .map((child) => child.getAttribute('data-drop-item'))
    .filter((id): id is string => id !== null);
}

export function text(el: Element): string {
  return el.shadowRoot?.textContent ?? '';
}

export async function until(check: () => unknown, message: string): Promise<void> {
  await waitUntil(check, message, { timeout: 5000 });
}

/** Events of these types fired by the element, in order. */
export function recordEvents(el: Element, types: readonly string[]): { type: string; detail: unknown }[] {
  const events: { type: string; detail: unknown }[] = [];
  for (const type of types) {
    el.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  return events;
}

/** The card of a field. */
export function card(el: Element, fieldId: string): HTMLElement {
  return $(el, `[data-drop-item="${CSS.escape(fieldId)}"]`);
}

/** The element that has focus, looking through shadow roots. */
export function focused(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Types into an input the way React sees it (native setter, then an input event). */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function keydown(target: Element, key: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }),
  );
}
