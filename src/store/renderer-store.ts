// One store per <form-renderer>: the form's values, condition states, errors, page and status, and the
// actions the components call. Components read; no rule lives in JSX. Each field has its own valtio proxy
// (kept in a plain Map, not inside a parent proxy) so a keystroke notifies that field's view only.
import { proxy, ref } from 'valtio/vanilla';
import type { FieldStates } from '../logic/conditions';
import type { ValidationError } from '../logic/validation';
import type { Field, FieldValue, FormSchemaData, FormSettings } from '../model';
import { currentSchemaAsIs } from '../model/schema-check';
import { LoadedForm } from './renderer-form';
import { runSubmit } from './renderer-submit';
import type { FormTree } from './renderer-tree';
import type {
  FieldSlot,
  RendererFormState,
  RendererHooks,
  SubmissionPayload,
  SubmitResult,
} from './renderer-types';
import { formDataEntries, submittedValue } from './renderer-values';

export { AUTO_HONEYPOT_ID } from './renderer-form';
export const FAILED_TO_LOAD_MESSAGE = 'Failed to load form schema';
export const LOAD_ERROR_PREFIX = 'Error loading form: ';

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
   * Takes a schema (any saved version) and starts from the answers given here or, without them, from the
   * last prefill. Resolves false when the schema is invalid. A complete current-version schema is taken at
   * once (before this returns); anything else goes through migrate(), loaded on first need.
   */
  load(schema: unknown, prefill?: Readonly<Record<string, unknown>>): Promise<boolean>;
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
  /** The payload as JSON: the state a host form saves for restore. */
  formState(): string;
  /** The first error of the whole form, without showing anything (form association). */
  firstError(): ValidationError | null;
  /** Told after anything a host form would see changes: values, conditions, load, reset. */
  subscribe(listener: () => void): () => void;
}

/**
 * A value as a slot holds it. valtio 2 turns an object assigned into a proxy into a proxy itself, in place:
 * the store's own arrays and rows would become proxies (and stop being cloneable). Values are replaced,
 * never mutated, so a slot keeps them as plain references.
 */
function held(value: FieldValue): FieldValue {
  return value !== null && typeof value === 'object' ? ref(value) : value;
}

/**
 * Errors as a slot holds them: a frozen list kept by reference (ref), so it is not a proxy of its own.
 * Lists are replaced, never mutated.
 */
const NO_ERRORS: readonly ValidationError[] = ref(Object.freeze([] as ValidationError[]));
function shownErrors(errors: ValidationError[]): readonly ValidationError[] {
  return errors.length ? ref(Object.freeze(errors.map((error) => Object.freeze(error)))) : NO_ERRORS;
}

const emptySlot = (): FieldSlot => ({
  value: null,
  visible: true,
  enabled: true,
  required: false,
  touched: false,
  errors: NO_ERRORS,
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
  let loaded: LoadedForm | null = null;
  let slots = new Map<string, FieldSlot>();
  let prefilled: Readonly<Record<string, unknown>> | undefined;
  const files = new Map<string, File[]>();
  const extras = new Map<string, FieldValue>();
  const listeners = new Set<() => void>();
  let focusSeq = 0;
  // Computed once per change: fw-change and form association both need it on every keystroke. Shared
  // inside the store only; whatever leaves it (submit handler, payload()) is a copy.
  let cachedPayload: SubmissionPayload | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  /** Every change of values, states or extras goes through here before anyone reads the payload. */
  const changed = () => {
    cachedPayload = null;
  };

  function slotOf(id: string): FieldSlot {
    let slot = slots.get(id);
    if (!slot) {
      slot = proxy(emptySlot());
      slots.set(id, slot);
    }
    return slot;
  }

  function showErrors(id: string): void {
    const slot = slotOf(id);
    slot.touched = true;
    slot.errors = shownErrors(loaded?.errorsOf(id) ?? []);
  }

  /**
   * Copies changed condition states into the slots; touched fields are checked again. Returns whether a
   * field was shown or hidden.
   */
  function applyStates(current: LoadedForm, changed: FieldStates): boolean {
    let visibility = false;
    for (const id of Object.keys(changed)) {
      const state = changed[id]!;
      const slot = slotOf(id);
      if (slot.visible !== state.visible) visibility = true;
      slot.visible = state.visible;
      slot.enabled = state.enabled;
      slot.required = state.required;
      slot.value = held(current.effective(id));
      if (slot.touched) slot.errors = shownErrors(current.errorsOf(id));
    }
    return visibility;
  }

  /** Puts every field back to its starting value and state; errors and page go too. */
  function restart(): void {
    changed();
    files.clear();
    extras.clear();
    form.pageIndex = 0;
    form.message = null;
    form.focus = null;
    // A new version remounts the views (local UI state starts over) and orphans a submission in flight.
    form.version += 1;
    if (loaded) {
      const current = loaded;
      current.restart(prefilled);
      for (const id of current.ids()) {
        const state = current.state(id);
        const start: FieldSlot = {
          value: held(current.effective(id)),
          visible: state?.visible ?? true,
          enabled: state?.enabled ?? true,
          required: state?.required ?? current.field(id)?.required ?? false,
          touched: false,
          errors: NO_ERRORS,
        };
        const slot = slots.get(id);
        // A new slot is built with its starting values in one proxy; one a view already reads is rewritten.
        if (!slot) slots.set(id, proxy(start));
        else Object.assign(slot, start);
      }
      form.status = 'ready';
    }
    notify();
  }

  /** Shows the errors of these fields; on failure turns to and focuses the first invalid one. */
  function check(ids: readonly string[]): boolean {
    let first: string | undefined;
    for (const id of ids) {
      showErrors(id);
      if (first === undefined && slotOf(id).errors.length) first = id;
    }
    if (first === undefined) return true;
    form.pageIndex = loaded?.tree.pageOf.get(first) ?? form.pageIndex;
    focusSeq += 1;
    form.focus = { fieldId: first, seq: focusSeq };
    return false;
  }

  const payload = () => {
    cachedPayload ??= loaded?.payload(extras) ?? {};
    return cachedPayload;
  };
  const editable = () =>
    loaded !== null && !form.locked && form.status !== 'submitting' && form.status !== 'success';
  /** Bumped by every load and every state that replaces the form: a migration still running then loses. */
  let loads = 0;
  const forget = () => {
    loads += 1;
    changed();
    loaded = null;
    slots = new Map();
  };

  function accept(schema: FormSchemaData, values: Readonly<Record<string, unknown>> | undefined): boolean {
    forget();
    loaded = new LoadedForm(schema);
    if (values !== undefined) prefilled = values;
    form.pageCount = schema.pages.length;
    restart();
    return true;
  }

  const store: RendererStore = {
    form,
    hooks,
    get schema() {
      return loaded?.schema ?? null;
    },
    get settings() {
      return loaded?.schema.settings ?? null;
    },
    get tree() {
      return loaded?.tree ?? null;
    },
    get autoHoneypot() {
      return loaded?.autoHoneypot ?? false;
    },
    field: (id) => loaded?.field(id),
    slot: slotOf,
    pageFieldIds: (index) => loaded?.pageFieldIds(index) ?? [],

    load(input, values) {
      const generation = ++loads;
      const current = currentSchemaAsIs(input);
      // A copy, as migrate() makes one: the host may go on changing its own object.
      if (current) return Promise.resolve(accept(structuredClone(current), values));
      // migrate() brings zod with it: a chunk of its own, fetched only for older or incomplete schemas.
      form.status = 'loading';
      form.message = null;
      return import('../model/migrate').then(({ migrate }) => {
        if (generation !== loads) return false;
        const result = migrate(input);
        if (result.ok) return accept(result.value, values);
        store.failLoading(FAILED_TO_LOAD_MESSAGE);
        return false;
      });
    },
    startLoading() {
      loads += 1;
      form.status = 'loading';
      form.message = null;
    },
    failLoading(message) {
      forget();
      form.status = 'error';
      form.message = LOAD_ERROR_PREFIX + message;
      store.hooks.onError?.('load_failed', message);
      notify();
    },
    clear() {
      forget();
      form.status = 'idle';
      form.message = null;
      form.pageCount = 0;
      notify();
    },
    prefill(values) {
      prefilled = values;
      if (loaded) restart();
    },
    setLocked(locked) {
      form.locked = locked;
    },

    setValue(id, value) {
      const current = loaded;
      const field = current?.field(id);
      if (!current || !field || !editable()) return;
      const states = current.enter(id, value);
      if (applyStates(current, states) || !cachedPayload) changed();
      else for (const touched of [id, ...Object.keys(states)]) current.writeAnswer(cachedPayload, touched);
      const slot = slotOf(id);
      slot.value = held(current.effective(id));
      if (slot.touched) slot.errors = shownErrors(current.errorsOf(id));
      if (field.type !== 'honeypot') store.hooks.onChange?.(id, submittedValue(field, slot.value), payload());
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
      if (loaded) showErrors(id);
    },
    setExtra(key, value) {
      changed();
      if (value === undefined || value === null || value === '') extras.delete(key);
      else extras.set(key, value);
      notify();
    },
    next() {
      if (!loaded || form.pageIndex >= form.pageCount - 1) return false;
      if (!check(loaded.orderedIds(form.pageIndex))) return false;
      form.pageIndex += 1;
      return true;
    },
    previous() {
      store.goToPage(form.pageIndex - 1);
    },
    goToPage(index) {
      if (!loaded) return;
      form.pageIndex = Math.min(Math.max(0, Math.trunc(index) || 0), form.pageCount - 1);
    },
    validate() {
      return loaded !== null && check(loaded.orderedIds());
    },
    submit: () =>
      runSubmit({
        form,
        hooks: () => store.hooks,
        schema: () => loaded?.schema ?? null,
        validate: () => store.validate(),
        payload: () => structuredClone(payload()),
        spamSuspected: () => loaded?.spamSuspected() ?? false,
      }),
    reset() {
      if (loaded) restart();
    },

    payload: () => structuredClone(payload()),
    formEntries() {
      const current = loaded;
      if (!current) return [];
      const entries: [string, string | File][] = [];
      const fileFields = current.fileFieldKeys();
      for (const [key, value] of Object.entries(payload())) {
        const attached = files.get(fileFields.get(key) ?? '');
        if (attached) for (const file of attached) entries.push([key, file]);
        else entries.push(...formDataEntries(key, value));
      }
      return entries;
    },
    firstError: () => loaded?.firstError() ?? null,
    formState: () => JSON.stringify(payload()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
