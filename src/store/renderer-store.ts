// One store per <form-renderer>: the form's values, condition states, errors, page and status, and the
// actions the components call. Components read; no rule lives in JSX. Each field has its own state and
// watchers (renderer-field-slots.ts), so a keystroke notifies that field's view only.
import { proxy } from 'valtio/vanilla';
import type { FieldStates } from '../logic/conditions';
import { cellError, NUMBER_MESSAGE } from '../logic/validation';
import type { FieldValue, FormSchemaData } from '../model';
import { judgeFile } from '../model/files';
import { currentSchemaAsIs } from '../model/schema-check';
import { copyOfSchema } from './renderer-copy';
import { FieldSlots } from './renderer-field-slots';
import { LoadedForm } from './renderer-form';
import { PayloadCache } from './renderer-payload';
import { createServerLink, idleDraft } from './renderer-server';
import { held, NO_ERRORS, shownErrors } from './renderer-slots';
import { runSubmit } from './renderer-submit';
import type {
  FieldSlot,
  RendererFormState,
  RendererHooks,
  RendererStore,
  ShownError,
} from './renderer-types';
import { formDataEntries, submittedValue } from './renderer-values';

export { AUTO_HONEYPOT_ID } from './renderer-form';
export type { ServerTarget } from './renderer-server';
export type { RendererStore } from './renderer-types';
export const FAILED_TO_LOAD_MESSAGE = 'Failed to load form schema';
export const LOAD_ERROR_PREFIX = 'Error loading form: ';

export function createRendererStore(hooks: RendererHooks = {}): RendererStore {
  const form = proxy<RendererFormState>({
    status: 'idle',
    pageIndex: 0,
    pageCount: 0,
    message: null,
    focus: null,
    locked: false,
    version: 0,
    draft: idleDraft(),
  });
  let loaded: LoadedForm | null = null;
  let slots = new FieldSlots();
  let prefilled: Readonly<Record<string, unknown>> | undefined;
  const files = new Map<string, File[]>();
  const extras = new Map<string, FieldValue>();
  const listeners = new Set<() => void>();
  let focusSeq = 0;
  // Computed once per change: fw-change and form association both need it on every keystroke. Shared
  // inside the store only; whatever leaves it (submit handler, payload(), answersNow()) is a copy.
  const cachedPayload = new PayloadCache();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  /** Every change of values, states or extras goes through here before anyone reads the payload. */
  const changed = () => {
    cachedPayload.drop();
    server.answersChanged();
  };

  function showErrors(id: string): void {
    slots.update(id, { touched: true, errors: shownErrors(loaded?.errorsOf(id) ?? []) });
  }

  function showErrorsIfTouched(current: LoadedForm, id: string): void {
    if (slots.get(id).touched) slots.update(id, { errors: shownErrors(current.errorsOf(id)) });
  }

  /**
   * Copies changed condition states into the slots; touched fields are checked again. Returns whether a
   * field was shown or hidden.
   */
  function applyStates(current: LoadedForm, changed: FieldStates): boolean {
    let visibility = false;
    for (const id of Object.keys(changed)) {
      const state = changed[id]!;
      const slot = slots.get(id);
      if (slot.visible !== state.visible) visibility = true;
      const { visible, enabled, required } = state;
      const value = held(current.effective(id));
      slots.update(
        id,
        slot.touched
          ? { visible, enabled, required, value, errors: shownErrors(current.errorsOf(id)) }
          : { visible, enabled, required, value },
      );
    }
    return visibility;
  }

  /** Turns to a page (already clamped) and tells the analytics. */
  function turnTo(index: number): void {
    form.pageIndex = index;
    server.pageShown(index);
  }

  /**
   * Puts every field back to its starting value and state (the prefill, or the answers given); errors and
   * page go too.
   */
  function restart(given: Readonly<Record<string, unknown>> | undefined = prefilled): void {
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
      current.restart(given);
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
        slots.replace(id, start);
      }
      form.status = 'ready';
    }
    notify();
  }

  /**
   * Records what a field's control refused (see LoadedForm.refuse); a touched field shows it. Not a change of
   * the answers, but of the form's validity: a host form hears of it.
   */
  function refuse(current: LoadedForm, id: string, refusals: readonly ShownError[]): void {
    if (!current.refuse(id, refusals)) return;
    showErrorsIfTouched(current, id);
    notify();
  }

  /**
   * Shows the errors of these fields; when the renderer's own checks find one wrong, turns to and focuses
   * the first. A server's error is shown but does not stop (see LoadedForm.invalid).
   */
  function check(ids: readonly string[]): boolean {
    let first: string | undefined;
    for (const id of ids) {
      showErrors(id);
      if (first === undefined && loaded?.invalid(id)) first = id;
    }
    if (first === undefined) return true;
    turnTo(loaded?.tree.pageOf.get(first) ?? form.pageIndex);
    focusOn(first);
    return false;
  }

  /**
   * A table's first wrong cell among its shown errors, in reading order (row by row, then column by
   * column): its row and its index among the visible columns. None for other fields, or a table whose
   * errors name no cell (too few rows).
   */
  function firstWrongCell(id: string): { row: number; column: number } | undefined {
    const config = loaded?.field(id)?.tableConfig;
    if (!config) return undefined;
    const columns = config.columns.filter((column) => column.visible);
    let first: { row: number; column: number } | undefined;
    for (const error of slots.get(id).errors) {
      if (error.row === undefined || error.columnId === undefined) continue;
      const column = columns.findIndex((each) => each.id === error.columnId);
      if (column < 0) continue;
      if (!first || error.row < first.row || (error.row === first.row && column < first.column)) {
        first = { row: error.row, column };
      }
    }
    return first;
  }

  /** Asks the view to focus a field whose errors are shown: for a table, its first wrong cell. */
  function focusOn(id: string): void {
    focusSeq += 1;
    const cell = firstWrongCell(id);
    form.focus = cell ? { fieldId: id, seq: focusSeq, cell } : { fieldId: id, seq: focusSeq };
  }

  const buildPayload = () => loaded?.payload(extras) ?? {};
  const payload = () => cachedPayload.current(buildPayload);
  const writeCached = (key: string, value: FieldValue) => cachedPayload.write(key, value);
  const editable = () =>
    loaded !== null && !form.locked && form.status !== 'submitting' && form.status !== 'success';
  /** Bumped by every load and every state that replaces the form: a migration still running then loses. */
  let loads = 0;
  const forget = () => {
    loads += 1;
    changed();
    loaded = null;
    slots = new FieldSlots();
  };

  function accept(schema: FormSchemaData, values: Readonly<Record<string, unknown>> | undefined): boolean {
    forget();
    loaded = new LoadedForm(schema);
    if (values !== undefined) prefilled = values;
    form.pageCount = schema.pages.length;
    Object.assign(form.draft, idleDraft());
    restart();
    void server.formLoaded();
    return true;
  }

  const server = createServerLink({
    form,
    loaded: () => loaded,
    hooks: () => store.hooks,
    answers: () => structuredClone(loaded?.payload(new Map()) ?? {}),
    attachedFiles: (id) => files.get(id) ?? [],
    restore(values, page) {
      if (!loaded) return;
      restart({ ...prefilled, ...values });
      turnTo(Math.min(Math.max(0, Math.trunc(page) || 0), Math.max(0, form.pageCount - 1)));
    },
    generation: () => loads,
  });

  /**
   * Shows what a submission's receiver said of fields. Kept in the loaded form beside a field's own errors,
   * so leaving the field (blur) or a condition re-checking it keeps it; a new value of that field, hiding
   * or disabling it, or the next submission sent drops it. It stops neither Next nor the form's validity.
   */
  function showFieldErrors(errors: Readonly<Record<string, string>>): void {
    const current = loaded;
    if (!current) return;
    const ids = current.keepServerErrors(errors);
    for (const id of ids) showErrors(id);
    const first = ids[0];
    if (first === undefined) return;
    turnTo(current.tree.pageOf.get(first) ?? form.pageIndex);
    focusOn(first);
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
    slot: (id) => slots.get(id),
    fieldSource: (id) => slots.source(id),
    pageFieldIds: (index) => loaded?.pageFieldIds(index) ?? [],

    load(input, values) {
      const generation = ++loads;
      const current = currentSchemaAsIs(input);
      // A copy, as migrate() makes one: the host may go on changing its own object.
      if (current) return Promise.resolve(accept(copyOfSchema(current), values));
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
      if (applyStates(current, states) || !cachedPayload.built) changed();
      else for (const touched of [id, ...Object.keys(states)]) current.writeAnswer(touched, writeCached);
      // A field hidden or disabled by this change lost what the server said of it.
      for (const dropped of current.takeDroppedServerErrors()) showErrorsIfTouched(current, dropped);
      const shown = held(current.effective(id));
      slots.update(
        id,
        slots.get(id).touched
          ? { value: shown, errors: shownErrors(current.errorsOf(id)) }
          : { value: shown },
      );
      // The payload may have been updated in place (above), without changed(): a new attempt regardless.
      server.answersChanged();
      if (field.type !== 'honeypot') {
        server.input();
        store.hooks.onChange?.(id, submittedValue(field, shown), payload());
      }
      notify();
    },
    setFiles(id, list) {
      const current = loaded;
      if (!current || !editable()) return;
      // Checked as the server will check the upload, so the person hears of it now, not after Submit.
      // Each answered with the type the server stores: 'application/zip' for Chrome's
      // 'application/x-zip-compressed'.
      const answer: { name: string; size: number; type: string }[] = [];
      let refused: string | null = null;
      for (const file of list) {
        const judged = judgeFile(file);
        if (!judged.ok) {
          refused = judged.message;
          break;
        }
        answer.push({ name: file.name, size: file.size, type: judged.type });
      }
      files.set(id, refused === null ? [...list] : []);
      refuse(current, id, refused === null ? [] : [{ fieldId: id, code: 'file', message: refused }]);
      store.setValue(id, refused === null ? answer : []);
      if (refused !== null) showErrors(id);
    },
    setUnreadable(id, unreadable) {
      const current = loaded;
      if (!current || !editable()) return;
      refuse(current, id, unreadable ? [{ fieldId: id, code: 'number', message: NUMBER_MESSAGE }] : []);
    },
    setUnreadableCells(id, cells) {
      const current = loaded;
      if (!current || !editable()) return;
      const columns = current.field(id)?.tableConfig?.columns ?? [];
      // In the words validation.ts gives a cell whose value is not a number.
      const refusals = cells.map(({ row, columnId }) => {
        const column = columns.find((candidate) => candidate.id === columnId) ?? { id: columnId, label: '' };
        return cellError(id, column, row, 'number', NUMBER_MESSAGE);
      });
      refuse(current, id, refusals);
    },
    dropRefusal(id) {
      if (loaded) refuse(loaded, id, []);
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
      // A read-only form is only read: nobody can fix an error on it, so Next never stops to check.
      if (!form.locked && !check(loaded.orderedIds(form.pageIndex))) return false;
      turnTo(form.pageIndex + 1);
      return true;
    },
    previous() {
      store.goToPage(form.pageIndex - 1);
    },
    goToPage(index) {
      if (!loaded) return;
      turnTo(Math.min(Math.max(0, Math.trunc(index) || 0), form.pageCount - 1));
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
        defaultHandler: () => server.defaultHandler(),
        forgetFieldErrors() {
          const current = loaded;
          if (current) for (const id of current.dropServerErrors()) showErrorsIfTouched(current, id);
        },
        showFieldErrors,
      }),
    reset() {
      if (loaded) restart();
    },

    setServer: (target) => server.setTarget(target),
    get server() {
      return server.target;
    },
    setResumeToken: (token) => server.setResumeToken(token),
    get draftsEnabled() {
      return server.draftsEnabled();
    },
    saveDraft: () => server.saveDraft(),
    showFieldErrors,

    payload: () => structuredClone(payload()),
    answersNow: () => cachedPayload.moment(buildPayload),
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
