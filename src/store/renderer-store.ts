// One store per <form-renderer>: the form's values, condition states, errors, page and status, and the
// actions the components call. Components read; no rule lives in JSX. Each field has its own valtio proxy
// (kept in a plain Map, not inside a parent proxy) so a keystroke notifies that field's view only.
import { proxy } from 'valtio/vanilla';
import { type ConditionEngine, createConditionEngine, type FieldStates } from '../logic/conditions';
import { type ValidationError, validateField } from '../logic/validation';
import { resolveFieldTokens, resolveTokens } from '../logic/variables';
import {
  collectsValue,
  type Field,
  type FieldValue,
  type FormSchemaData,
  type FormSettings,
  migrate,
} from '../model';
import { runSubmit } from './renderer-submit';
import { buildTree, type FormTree, isShown } from './renderer-tree';
import type {
  FieldSlot,
  RendererFormState,
  RendererHooks,
  SubmissionPayload,
  SubmitResult,
} from './renderer-types';
import {
  formDataEntries as formEntriesOf,
  initialValue,
  normaliseValue,
  submittedValue,
} from './renderer-values';

export const FAILED_TO_LOAD_MESSAGE = 'Failed to load form schema';
export const LOAD_ERROR_PREFIX = 'Error loading form: ';

/** The automatic honeypot added when settings turn spam protection on (types honeypot or both). */
export const AUTO_HONEYPOT_ID = '__fw_honeypot';

export interface RendererStore {
  readonly form: RendererFormState;
  /** Replaced freely by the host; read at the moment each hook is needed. */
  hooks: RendererHooks;
  readonly schema: FormSchemaData | null;
  readonly settings: FormSettings | null;
  readonly tree: FormTree | null;
  /** A field with its {{variable}} tokens resolved. */
  field(id: string): Field | undefined;
  slot(id: string): FieldSlot;
  /** Top-level field ids of a page. */
  pageFieldIds(index: number): readonly string[];
  /** Whether the settings ask for the automatic honeypot. */
  readonly autoHoneypot: boolean;

  /**
   * Takes a schema (any saved version; it goes through migrate()) and starts from the answers given here
   * or, without them, from the last prefill. False when the schema is invalid.
   */
  load(schema: unknown, prefill?: Readonly<Record<string, unknown>>): boolean;
  startLoading(): void;
  failLoading(message: string): void;
  clear(): void;
  /** Replaces the answers: fields not in `values` get their defaults. Not a user change. */
  prefill(values: Readonly<Record<string, unknown>> | undefined): void;
  setLocked(locked: boolean): void;

  setValue(id: string, value: unknown): void;
  setFiles(id: string, files: readonly File[]): void;
  blur(id: string): void;
  /** Extra submission entries that are not field values (the reCAPTCHA token). */
  setExtra(key: string, value: FieldValue | undefined): void;
  next(): boolean;
  previous(): void;
  goToPage(index: number): void;
  /** Checks every shown field, shows the errors, turns to the first invalid one and focuses it. */
  validate(): boolean;
  submit(): Promise<SubmitResult>;
  reset(): void;

  payload(): SubmissionPayload;
  /** Entries for a host form's FormData: the payload, with files as File objects. */
  formEntries(): [string, string | File][];
  /** The first error of the whole form, without showing anything (form association). */
  firstError(): ValidationError | null;
  /** Told after anything a host form would see changes: values, conditions, load, reset. */
  subscribe(listener: () => void): () => void;
}

const emptySlot = (): FieldSlot => ({
  value: null,
  visible: true,
  enabled: true,
  required: false,
  touched: false,
  errors: [],
});

export function createRendererStore(hooks: RendererHooks = {}): RendererStore {
  const form = proxy<RendererFormState>({
    status: 'idle',
    pageIndex: 0,
    pageCount: 0,
    message: null,
    focus: null,
    locked: false,
    version: 0,
  });
  let schema: FormSchemaData | null = null;
  let tree: FormTree | null = null;
  let resolved = new Map<string, Field>();
  let slots = new Map<string, FieldSlot>();
  let engine: ConditionEngine | null = null;
  let states: FieldStates = {};
  let raw: Record<string, FieldValue> = {};
  let prefilled: Readonly<Record<string, unknown>> | undefined;
  const files = new Map<string, File[]>();
  const extras = new Map<string, FieldValue>();
  const listeners = new Set<() => void>();
  let focusSeq = 0;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const autoHoneypotWanted = () =>
    Boolean(schema?.settings.enableSpamProtection && schema.settings.spamProtectionType !== 'recaptcha');

  function slotOf(id: string): FieldSlot {
    let slot = slots.get(id);
    if (!slot) {
      slot = proxy(emptySlot());
      slots.set(id, slot);
    }
    return slot;
  }

  /** The value a field holds now: a set_value result while one applies, else the entered one. */
  function effective(id: string): FieldValue {
    const state = states[id];
    const field = resolved.get(id);
    if (state && 'value' in state && field) return normaliseValue(field, state.value);
    return raw[id] ?? null;
  }

  function shown(id: string): boolean {
    return id === AUTO_HONEYPOT_ID || (tree !== null && isShown(tree, id, states));
  }

  function errorsOf(id: string): ValidationError[] {
    const field = resolved.get(id);
    if (!field || !shown(id)) return [];
    return validateField(field, raw[id], states[id]);
  }

  function showErrors(id: string): void {
    const slot = slotOf(id);
    slot.touched = true;
    slot.errors = errorsOf(id);
  }

  function applyStates(changed: FieldStates): void {
    for (const id of Object.keys(changed)) {
      const state = changed[id]!;
      states[id] = state;
      const slot = slotOf(id);
      slot.visible = state.visible;
      slot.enabled = state.enabled;
      slot.required = state.required;
      slot.value = effective(id);
      if (slot.touched) slot.errors = errorsOf(id);
    }
  }

  function startValues(): Record<string, FieldValue> {
    const values: Record<string, FieldValue> = {};
    const given = prefilled ?? {};
    for (const field of resolved.values()) {
      if (!collectsValue(field.type) && field.type !== 'recaptcha') continue;
      const byId = Object.hasOwn(given, field.id) ? given[field.id] : undefined;
      const byName = field.name && Object.hasOwn(given, field.name) ? given[field.name] : undefined;
      const supplied = byId ?? byName;
      values[field.id] =
        supplied === undefined
          ? initialValue(field, schema?.globalVariables ?? [])
          : normaliseValue(field, supplied);
    }
    if (autoHoneypotWanted()) values[AUTO_HONEYPOT_ID] = '';
    return values;
  }

  /** Puts every field back to its starting value and state; errors and page go too. */
  function restart(): void {
    raw = startValues();
    files.clear();
    extras.clear();
    states = engine ? engine.evaluateAll(raw) : {};
    for (const id of new Set([...resolved.keys(), ...Object.keys(raw)])) {
      const state = states[id];
      const slot = slotOf(id);
      slot.visible = state?.visible ?? true;
      slot.enabled = state?.enabled ?? true;
      slot.required = state?.required ?? resolved.get(id)?.required ?? false;
      slot.value = effective(id);
      slot.touched = false;
      slot.errors = [];
    }
    form.pageIndex = 0;
    form.message = null;
    form.focus = null;
    // A new version remounts the views (local UI state starts over) and orphans a submission in flight.
    form.version += 1;
    if (schema) form.status = 'ready';
    notify();
  }

  function orderedIds(pageIndex?: number): string[] {
    if (!tree) return [];
    const ids = tree.order.filter((id) => pageIndex === undefined || tree?.pageOf.get(id) === pageIndex);
    return autoHoneypotWanted() && (pageIndex === undefined || pageIndex === form.pageCount - 1)
      ? [...ids, AUTO_HONEYPOT_ID]
      : ids;
  }

  /** Shows the errors of these fields; on failure turns to and focuses the first invalid one. */
  function check(ids: readonly string[]): boolean {
    let first: string | undefined;
    for (const id of ids) {
      showErrors(id);
      if (first === undefined && slotOf(id).errors.length) first = id;
    }
    if (first === undefined) return true;
    form.pageIndex = tree?.pageOf.get(first) ?? form.pageIndex;
    focusSeq += 1;
    form.focus = { fieldId: first, seq: focusSeq };
    return false;
  }

  function payload(): SubmissionPayload {
    const values: SubmissionPayload = {};
    for (const id of orderedIds()) {
      const field = resolved.get(id);
      if (!field || !collectsValue(field.type) || field.type === 'honeypot' || !shown(id)) continue;
      const value = submittedValue(field, effective(id));
      values[field.name || field.id] = value;
      // Shell §3: when the name differs from the id, the value is copied to the id.
      if (field.name && field.name !== field.id) values[field.id] = value;
    }
    for (const [key, value] of extras) values[key] = value;
    return values;
  }

  const editable = () =>
    schema !== null && !form.locked && form.status !== 'submitting' && form.status !== 'success';

  const store: RendererStore = {
    form,
    hooks,
    get schema() {
      return schema;
    },
    get settings() {
      return schema?.settings ?? null;
    },
    get tree() {
      return tree;
    },
    get autoHoneypot() {
      return autoHoneypotWanted();
    },
    field: (id) =>
      id === AUTO_HONEYPOT_ID && autoHoneypotWanted()
        ? { ...HONEYPOT_FIELD, id: AUTO_HONEYPOT_ID }
        : resolved.get(id),
    slot: slotOf,
    pageFieldIds: (index) => schema?.pages[index]?.field_ids.filter((id) => resolved.has(id)) ?? [],

    load(input, values) {
      const result = migrate(input);
      if (!result.ok) {
        store.failLoading(FAILED_TO_LOAD_MESSAGE);
        return false;
      }
      schema = result.value;
      tree = buildTree(schema);
      const context = { variables: schema.globalVariables };
      resolved = new Map(
        schema.all_fields.map((field) => {
          const withTokens = resolveFieldTokens(field, context);
          if (field.description !== undefined)
            withTokens.description = resolveTokens(field.description, context);
          return [field.id, withTokens] as const;
        }),
      );
      slots = new Map();
      engine = createConditionEngine(schema.all_fields);
      if (values !== undefined) prefilled = values;
      form.pageCount = schema.pages.length;
      restart();
      return true;
    },
    startLoading() {
      form.status = 'loading';
      form.message = null;
    },
    failLoading(message) {
      schema = null;
      tree = null;
      form.status = 'error';
      form.message = LOAD_ERROR_PREFIX + message;
      store.hooks.onError?.('load_failed', message);
      notify();
    },
    clear() {
      schema = null;
      tree = null;
      resolved = new Map();
      form.status = 'idle';
      form.message = null;
      form.pageCount = 0;
      notify();
    },
    prefill(values) {
      prefilled = values;
      if (schema) restart();
    },
    setLocked(locked) {
      form.locked = locked;
    },

    setValue(id, value) {
      const field = store.field(id);
      if (!field || !editable()) return;
      raw[id] = normaliseValue(field, value);
      if (engine && id !== AUTO_HONEYPOT_ID) applyStates(engine.update(id, raw[id]));
      const slot = slotOf(id);
      slot.value = effective(id);
      if (slot.touched) slot.errors = errorsOf(id);
      if (field.type !== 'honeypot') {
        const values = payload();
        store.hooks.onChange?.(id, submittedValue(field, slot.value), values);
      }
      notify();
    },
    setFiles(id, list) {
      files.set(id, [...list]);
      store.setValue(
        id,
        list.map((file) => ({ name: file.name, size: file.size, type: file.type })),
      );
    },
    blur(id) {
      if (!schema) return;
      showErrors(id);
    },
    setExtra(key, value) {
      if (value === undefined || value === null || value === '') extras.delete(key);
      else extras.set(key, value);
      notify();
    },
    next() {
      if (!schema || form.pageIndex >= form.pageCount - 1) return false;
      if (!check(orderedIds(form.pageIndex))) return false;
      form.pageIndex += 1;
      return true;
    },
    previous() {
      store.goToPage(form.pageIndex - 1);
    },
    goToPage(index) {
      if (!schema) return;
      form.pageIndex = Math.min(Math.max(0, Math.trunc(index) || 0), form.pageCount - 1);
    },
    validate() {
      return schema !== null && check(orderedIds());
    },
    submit: () =>
      runSubmit({
        form,
        hooks: () => store.hooks,
        schema: () => schema,
        validate: () => store.validate(),
        payload,
        spamSuspected: () =>
          orderedIds().some(
            (id) => store.field(id)?.type === 'honeypot' && String(raw[id] ?? '').trim() !== '',
          ),
      }),
    reset() {
      if (schema) restart();
    },

    payload,
    formEntries() {
      const entries: [string, string | File][] = [];
      for (const [key, value] of Object.entries(payload())) {
        const field = resolved.get(key) ?? [...resolved.values()].find((f) => f.name === key);
        const attached = field?.type === 'file' ? files.get(field.id) : undefined;
        if (attached) for (const file of attached) entries.push([key, file]);
        else entries.push(...formEntriesOf(key, value));
      }
      return entries;
    },
    firstError() {
      for (const id of orderedIds()) {
        const [error] = errorsOf(id);
        if (error) return error;
      }
      return null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

const HONEYPOT_FIELD: Field = {
  id: AUTO_HONEYPOT_ID,
  type: 'honeypot',
  label: 'Leave this field empty',
  required: false,
  width: 'full',
};
