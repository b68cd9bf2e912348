import { fixture, waitUntil } from '@open-wc/testing';
import type { FormRendererElement } from '../../../../elements/index';
import type { FieldInput, FormSchemaData } from '../../../../src/model';
import '../../../../elements/index';

export type SchemaInput = {
  schemaVersion?: number;
  pages?: { id: string; description?: string; field_ids: string[] }[];
  all_fields: FieldInput[];
  settings?: Record<string, unknown>;
  globalVariables?: Record<string, unknown>[];
};

/** A current-version schema: one page with every top-level field unless pages are given. */
export function schemaOf(
  fields: FieldInput[],
  options: {
    pages?: SchemaInput['pages'];
    settings?: Record<string, unknown>;
    globalVariables?: Record<string, unknown>[];
  } = {},
): FormSchemaData {
  const nested = new Set(
    fields.flatMap((field) => [
      ...(field.containerConfig?.children ?? []),
      ...(field.sectionConfig?.children ?? []),
      ...(field.sectionConfig?.panels ?? []).flatMap((panel) => panel.children ?? []),
    ]),
  );
  return {
    schemaVersion: 1,
    pages: options.pages ?? [
      { id: 'page_1', description: '', field_ids: fields.map((f) => f.id).filter((id) => !nested.has(id)) },
    ],
    all_fields: fields,
    settings: options.settings ?? {},
    globalVariables: options.globalVariables ?? [],
  } as unknown as FormSchemaData;
}

export interface RenderOptions {
  value?: FormRendererElement['value'];
  submitHandler?: FormRendererElement['submitHandler'];
  markup?: string;
}

/** A <form-renderer> with this schema, once its form is on screen. */
export async function renderForm(schema: unknown, options: RenderOptions = {}): Promise<FormRendererElement> {
  const el = await fixture<FormRendererElement>(options.markup ?? '<form-renderer></form-renderer>');
  if (options.value) el.value = options.value;
  if (options.submitHandler) el.submitHandler = options.submitHandler;
  el.schema = schema as FormSchemaData;
  await waitForForm(el);
  return el;
}

export async function waitForForm(el: FormRendererElement): Promise<void> {
  await waitUntil(
    () => el.shadowRoot?.querySelector('.fw-form__body') !== null,
    `the form never rendered: ${el.shadowRoot?.textContent}`,
    // The first renderer on a page downloads the renderer chunk (many modules from the dev server).
    { timeout: 10_000 },
  );
}

export function inShadow<T extends Element = HTMLElement>(el: Element, selector: string): T | null {
  return el.shadowRoot?.querySelector<T>(selector) ?? null;
}

export function allInShadow<T extends Element = HTMLElement>(el: Element, selector: string): T[] {
  return [...(el.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** The box of a field (label, control, errors). */
export function fieldBox(el: Element, fieldId: string): HTMLElement {
  const box = inShadow(el, `[data-field-id="${CSS.escape(fieldId)}"]`);
  if (!box) throw new Error(`no field "${fieldId}" on screen`);
  return box;
}

/** The first element matching `selector` inside a field's box. */
export function within<T extends Element = HTMLInputElement>(
  el: Element,
  fieldId: string,
  selector = 'input',
): T {
  const match = fieldBox(el, fieldId).querySelector<T>(selector);
  if (!match) throw new Error(`no "${selector}" in field "${fieldId}"`);
  return match;
}

export function errorsOf(el: Element, fieldId: string): string[] {
  const box = inShadow(el, `[data-field-id="${CSS.escape(fieldId)}"]`);
  return [...(box?.querySelectorAll('.fw-field__error') ?? [])].map((p) => p.textContent ?? '');
}

/** Sets a control's value the way typing does, so React sees an input event. */
export function setControlValue(
  control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setter?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** Focuses then leaves a control, so its field validates as on blur. */
export function touch(control: HTMLElement): void {
  control.focus();
  control.blur();
}

export function button(el: Element, text: string): HTMLButtonElement {
  const found = allInShadow<HTMLButtonElement>(el, 'button').find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`no button "${text}"`);
  return found;
}

export function textOf(el: Element): string {
  return el.shadowRoot?.textContent ?? '';
}

/** Submits through the element's submit() with a handler that records what it was given. */
export async function submitAndCapture(el: FormRendererElement): Promise<Record<string, unknown>> {
  let captured: Record<string, unknown> | undefined;
  el.submitHandler = async (payload) => {
    captured = payload;
    return { success: true };
  };
  const result = await el.submit();
  if (!captured) throw new Error(`the form was not submitted: ${result.message}`);
  return captured;
}

/** The control a field's label points at (its `for`), failing when the label points nowhere. */
export function labelledControl(el: Element, fieldId: string): HTMLElement {
  const label = within<HTMLLabelElement>(el, fieldId, 'label');
  const control = label.control;
  if (!control) throw new Error(`the label of "${fieldId}" labels nothing`);
  return control;
}
