import type { ReactNode } from 'react';
import { useState } from 'react';
import { fieldConfigStyles } from '../../../src/builder/config';
import type { FieldConfigPatch } from '../../../src/builder/config/types';
import { createEmptySchemaData, type Field, type FormSchemaData } from '../../../src/model';
import { type MountedUi, mountUi } from '../support/mount-ui';

let configSheet: CSSStyleSheet | undefined;

/** Mounts like the builder will: UI primitives' sheet plus the config editors' CSS, in a shadow root. */
export async function mountConfig(node: ReactNode): Promise<MountedUi> {
  const ui = await mountUi(node);
  if (!configSheet) {
    configSheet = new CSSStyleSheet();
    configSheet.replaceSync(fieldConfigStyles);
  }
  ui.root.adoptedStyleSheets = [...ui.root.adoptedStyleSheets, configSheet];
  return ui;
}

export function makeField(extra: Partial<Field> & Pick<Field, 'id'>): Field {
  return { type: 'text', label: extra.id, required: false, width: 'full', ...extra };
}

export function makeSchema(fields: Field[], extra: Partial<FormSchemaData> = {}): FormSchemaData {
  return { ...createEmptySchemaData(), all_fields: fields, ...extra };
}

/** Applies a patch as updateField does: keys set to undefined are removed. */
export function applyPatch(field: Field, patch: FieldConfigPatch): Field {
  const next: Record<string, unknown> = { ...field, ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as Field;
}

export interface EditorHarness {
  ui: MountedUi;
  /** Every patch reported, in order. */
  patches: FieldConfigPatch[];
  /** The field with every patch applied so far. */
  field(): Field;
}

type RenderEditor = (
  field: Field,
  schema: FormSchemaData,
  onChange: (patch: FieldConfigPatch) => void,
) => ReactNode;

interface HarnessProps {
  initial: Field;
  schema: FormSchemaData;
  render: RenderEditor;
  /** Gets each patch and returns the field with it applied. */
  record: (patch: FieldConfigPatch) => Field;
}

function Harness({ initial, schema, render, record }: HarnessProps) {
  const [field, setField] = useState(initial);
  const liveSchema = {
    ...schema,
    all_fields: schema.all_fields.map((candidate) => (candidate.id === field.id ? field : candidate)),
  };
  return <>{render(field, liveSchema, (patch) => setField(record(patch)))}</>;
}

/**
 * Mounts a controlled editor the way its parent will: the field lives in state, each patch is recorded
 * and applied, and the schema always holds the current field (triggers and previews read it there).
 */
export async function mountEditor(
  initial: Field,
  render: RenderEditor,
  schema: FormSchemaData = makeSchema([initial]),
): Promise<EditorHarness> {
  const patches: FieldConfigPatch[] = [];
  let current = initial;
  const record = (patch: FieldConfigPatch) => {
    patches.push(patch);
    current = applyPatch(current, patch);
    return current;
  };
  const ui = await mountConfig(<Harness initial={initial} schema={schema} render={render} record={record} />);
  return { ui, patches, field: () => current };
}

// ---- Queries by what the user sees

function root(ui: MountedUi): ShadowRoot {
  return ui.root;
}

/** The control a visible or hidden <label> names, or the element with that aria-label. */
export function control<T extends HTMLElement = HTMLInputElement>(ui: MountedUi, name: string): T {
  const label = [...root(ui).querySelectorAll('label')].find((l) => l.textContent?.trim() === name);
  const byLabel = label?.htmlFor ? root(ui).getElementById(label.htmlFor) : null;
  const found = byLabel ?? root(ui).querySelector(`[aria-label="${CSS.escape(name)}"]`);
  if (!found) throw new Error(`no control named "${name}"`);
  return found as T;
}

export function hasControl(ui: MountedUi, name: string): boolean {
  try {
    control(ui, name);
    return true;
  } catch {
    return false;
  }
}

/** A button by its accessible name: aria-label, else its text. */
export function button(ui: MountedUi, name: string): HTMLButtonElement {
  const found = [...root(ui).querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button named "${name}"`);
  return found;
}

export function hasButton(ui: MountedUi, name: string): boolean {
  return [...root(ui).querySelectorAll('button')].some(
    (b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name,
  );
}

export function text(ui: MountedUi): string {
  return root(ui).textContent ?? '';
}

export function optionLabels(select: HTMLSelectElement): string[] {
  return [...select.options].map((option) => option.textContent ?? '');
}

// ---- Input the way React sees it

/** React flushes a click's updates in a microtask (input events it flushes at once): wait for them. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Clicks and waits until React has rendered the result. */
export async function click(element: HTMLElement): Promise<void> {
  element.click();
  await settle();
}

/** Sets an input's value as typing does (React tracks the native setter) and fires input. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types, then leaves the input, as an author does before a blur-committed value counts. */
export function typeAndLeave(input: HTMLInputElement, value: string): void {
  input.focus();
  typeInto(input, value);
  input.blur();
}

export function choose(select: HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The error message an input points at through aria-describedby, if any. */
export function errorOf(ui: MountedUi, input: HTMLElement): string | undefined {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => root(ui).getElementById(id))
    .find((element) => element?.classList.contains('fw-config-field__error'))
    ?.textContent?.trim();
}
