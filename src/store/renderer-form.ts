import { type ConditionEngine, createConditionEngine, type FieldStates } from '../logic/conditions';
import { cellOfMessage, validateField } from '../logic/validation';
import { resolveFieldTokens, resolveTokens, withVariableTexts } from '../logic/variable-tokens';
import { collectsValue, type Field, type FieldValue, type FormSchemaData } from '../model';
import { buildTree, type FormTree, isShown } from './renderer-tree';
import type { ShownError, SubmissionPayload } from './renderer-types';
import { initialValue, normaliseValue, submittedValue } from './renderer-values';

/** The automatic honeypot added when settings turn spam protection on (types honeypot or both). */
export const AUTO_HONEYPOT_ID = '__fw_honeypot';

const HONEYPOT_FIELD: Field = {
  id: AUTO_HONEYPOT_ID,
  type: 'honeypot',
  label: 'Leave this field empty',
  required: false,
  width: 'full',
};

/** Whether any text the renderer resolves holds a {{token}}. */
function hasTokens(field: Field): boolean {
  return [field.label, field.placeholder, field.helpText, field.description].some((text) =>
    text?.includes('{{'),
  );
}

/**
 * One loaded form's answers and rules, without any reactivity: the entered values, the condition states
 * (kept current by the incremental engine), and what follows from them (shown fields, errors, payload).
 * The store wraps it with proxies and actions.
 */
export class LoadedForm {
  readonly tree: FormTree;
  readonly autoHoneypot: boolean;
  private readonly fields: Map<string, Field>;
  private readonly engine: ConditionEngine;
  private raw: Record<string, FieldValue> = {};
  private states: FieldStates = {};
  /**
   * Each field's own errors (the renderer's rules and its control's refusal) as of its current value and
   * state; dropped for whatever a change touches.
   */
  private readonly errorCache = new Map<string, readonly ShownError[]>();
  /**
   * What a field's control refused, which its value cannot show: text a number box cannot read (its value
   * is then empty), a chosen file the field does not take (not kept); for a table, each of its number
   * cells holding such text (with its row and column). Each is that field's error.
   */
  private readonly refusals = new Map<string, readonly ShownError[]>();
  /**
   * What the receiver of the last submission (the server's 422, a host's submitHandler) said of a field
   * (code 'server'), which the renderer's own checks cannot find: kept until that field's value changes,
   * the field is hidden or disabled, or the next submission goes out, so leaving the field does not take
   * the only explanation of the refusal away. Only shown: it stops neither Next nor the form's validity
   * (nor a submit), as the renderer cannot tell whether it still holds — 'Passwords do not match' on the
   * confirmation after the password was fixed, a username taken since — and only the receiver can say.
   */
  private readonly serverErrors = new Map<string, ShownError>();
  private readonly droppedServerErrors: string[] = [];
  private allOrdered: string[] | null = null;
  private fileKeys: Map<string, string> | null = null;
  private readonly pageIds = new Map<number, readonly string[]>();

  constructor(readonly schema: FormSchemaData) {
    this.tree = buildTree(schema);
    const context = { variables: schema.globalVariables };
    // Labels, placeholders and help text show resolved tokens (authoring §3); descriptions too. Texts a
    // field takes from the variables it names come first, and may hold tokens themselves.
    // A field without tokens is kept as it is: a resolved copy of every field doubled the memory they take.
    this.fields = new Map(
      schema.all_fields.map((own) => {
        const field = withVariableTexts(own, schema.globalVariables);
        if (!hasTokens(field)) return [field.id, field] as const;
        const resolved = resolveFieldTokens(field, context);
        if (field.description !== undefined) resolved.description = resolveTokens(field.description, context);
        return [field.id, resolved] as const;
      }),
    );
    this.engine = createConditionEngine(schema.all_fields);
    this.autoHoneypot =
      schema.settings.enableSpamProtection && schema.settings.spamProtectionType !== 'recaptcha';
    if (this.autoHoneypot) this.fields.set(AUTO_HONEYPOT_ID, HONEYPOT_FIELD);
  }

  field(id: string): Field | undefined {
    return this.fields.get(id);
  }

  /** Every field id, the automatic honeypot included. */
  ids(): IterableIterator<string> {
    return this.fields.keys();
  }

  state(id: string): FieldStates[string] | undefined {
    return this.states[id];
  }

  /** Starts over from the defaults, overlaid with answers given by field id or name. */
  restart(given: Readonly<Record<string, unknown>> = {}): void {
    const values: Record<string, FieldValue> = {};
    for (const field of this.fields.values()) {
      if (!collectsValue(field.type)) continue;
      const byId = Object.hasOwn(given, field.id) ? given[field.id] : undefined;
      const byName = field.name && Object.hasOwn(given, field.name) ? given[field.name] : undefined;
      const supplied = byId ?? byName;
      values[field.id] =
        supplied === undefined
          ? initialValue(field, this.schema.globalVariables)
          : normaliseValue(field, supplied);
    }
    this.raw = values;
    this.states = this.engine.evaluateAll(values);
    this.refusals.clear();
    this.serverErrors.clear();
    this.droppedServerErrors.length = 0;
    this.errorCache.clear();
  }

  /** Records an entered value; returns the condition states that changed because of it. */
  enter(id: string, value: unknown): FieldStates {
    const field = this.fields.get(id);
    if (!field) return {};
    this.raw[id] = normaliseValue(field, value);
    this.errorCache.delete(id);
    // A new answer: what the server said of the old one no longer applies.
    this.serverErrors.delete(id);
    if (id === AUTO_HONEYPOT_ID) return {};
    const changed = this.engine.update(id, this.raw[id]);
    for (const changedId of Object.keys(changed)) {
      const state = changed[changedId]!;
      // Shown or hidden: its descendants' errors change too.
      if ((this.states[changedId]?.visible ?? true) !== state.visible) this.errorCache.clear();
      else this.errorCache.delete(changedId);
      this.states[changedId] = state;
    }
    if (this.serverErrors.size && Object.keys(changed).length) this.dropUnreachableServerErrors();
    return changed;
  }

  /**
   * A field hidden or disabled is not sent or cannot be changed: what the server said of it is dropped
   * (and not shown again should the field come back). Such fields are kept for takeDroppedServerErrors.
   */
  private dropUnreachableServerErrors(): void {
    for (const id of [...this.serverErrors.keys()]) {
      if (this.reachable(id)) continue;
      this.serverErrors.delete(id);
      this.droppedServerErrors.push(id);
    }
  }

  /** The fields whose server error a condition took away since the last call (their shown errors changed). */
  takeDroppedServerErrors(): string[] {
    return this.droppedServerErrors.splice(0);
  }

  /** Shown and enabled: a field the person can see and change. */
  private reachable(id: string): boolean {
    return this.shown(id) && this.states[id]?.enabled !== false;
  }

  entered(id: string): FieldValue | undefined {
    return this.raw[id];
  }

  /** The value a field holds now: a set_value result while one applies, else the entered one. */
  effective(id: string): FieldValue {
    const state = this.states[id];
    const field = this.fields.get(id);
    if (state && 'value' in state && field) return normaliseValue(field, state.value);
    return this.raw[id] ?? null;
  }

  /** Placed, visible, and inside visible layout fields. */
  shown(id: string): boolean {
    return id === AUTO_HONEYPOT_ID ? this.autoHoneypot : isShown(this.tree, id, this.states);
  }

  /** Records (with none, drops) what a field's control refused; returns whether that changed. */
  refuse(id: string, next: readonly ShownError[]): boolean {
    const before = this.refusals.get(id) ?? [];
    const same = (a: ShownError, b: ShownError | undefined) =>
      a.code === b?.code && a.message === b.message && a.row === b.row && a.columnId === b.columnId;
    if (before.length === next.length && next.every((error, index) => same(error, before[index])))
      return false;
    if (next.length) this.refusals.set(id, next);
    else this.refusals.delete(id);
    this.errorCache.delete(id);
    return true;
  }

  /**
   * Keeps what the receiver of a submission said of placed fields (by field id) that are shown and enabled;
   * returns those fields in reading order. Others are ignored: there is nowhere to show them, or nobody
   * could act on them.
   */
  keepServerErrors(errors: Readonly<Record<string, string>>): string[] {
    const ids = this.orderedIds().filter(
      (id) => Object.hasOwn(errors, id) && typeof errors[id] === 'string' && this.reachable(id),
    );
    for (const id of ids) {
      const message = errors[id]!;
      const field = this.fields.get(id);
      const cell = field ? cellOfMessage(field, message) : undefined;
      this.serverErrors.set(id, { fieldId: id, code: 'server', message, ...cell });
    }
    return ids;
  }

  /** Forgets every field's server error (a new submission goes out); returns the fields that had one. */
  dropServerErrors(): string[] {
    const ids = [...this.serverErrors.keys()];
    this.serverErrors.clear();
    return ids;
  }

  /**
   * A field's errors as shown (fresh objects the caller may keep): the server's word on it, then its own
   * errors (see ownErrorsOf).
   */
  errorsOf(id: string): ShownError[] {
    const own = this.cachedErrors(id).map((error) => ({ ...error }));
    const server = this.serverErrors.get(id);
    if (!server || !this.reachable(id)) return own;
    return [{ ...server }, ...own.filter((error) => error.message !== server.message)];
  }

  /**
   * Whether the renderer's own checks find the field wrong (validation, led by what its control refused):
   * what stops Next, validate() and the form's validity. A server error does not count (see serverErrors).
   */
  invalid(id: string): boolean {
    return this.cachedErrors(id).length > 0;
  }

  private cachedErrors(id: string): readonly ShownError[] {
    let errors = this.errorCache.get(id);
    if (!errors) {
      const field = this.fields.get(id);
      errors = !field || !this.shown(id) ? [] : this.ownErrors(field, id);
      this.errorCache.set(id, errors);
    }
    return errors;
  }

  private ownErrors(field: Field, id: string): ShownError[] {
    const errors = validateField(field, this.raw[id], this.states[id]);
    const refusals = this.refusals.get(id);
    // A disabled field is not checked (nobody could fix it), whatever its control holds.
    if (!refusals || this.states[id]?.enabled === false) return errors;
    // The value (or the refused cell's) is empty because of the refusal: 'is required' there would
    // contradict what is on screen.
    const atRefusedCell = (error: ShownError) =>
      refusals.some(
        (refused) =>
          refused.row !== undefined && refused.row === error.row && refused.columnId === error.columnId,
      );
    return [...refusals, ...errors.filter((error) => error.code !== 'required' && !atRefusedCell(error))];
  }

  /** The first of the renderer's own errors in reading order (a copy), or null: the form's validity. */
  firstError(): ShownError | null {
    for (const id of this.orderedIds()) {
      const [error] = this.cachedErrors(id);
      if (error) return { ...error };
    }
    return null;
  }

  /** File fields by payload key (name and id): their answers go to a host form as File objects. */
  fileFieldKeys(): ReadonlyMap<string, string> {
    if (!this.fileKeys) {
      this.fileKeys = new Map();
      for (const id of this.orderedIds()) {
        const field = this.fields.get(id);
        if (field?.type !== 'file') continue;
        this.fileKeys.set(field.id, field.id);
        if (field.name) this.fileKeys.set(field.name, field.id);
      }
    }
    return this.fileKeys;
  }

  /** Placed fields in reading order, of one page or all; the automatic honeypot ends the last page. */
  orderedIds(pageIndex?: number): readonly string[] {
    if (pageIndex === undefined) {
      this.allOrdered ??= this.orderedIdsOf(undefined);
      return this.allOrdered;
    }
    return this.orderedIdsOf(pageIndex);
  }

  private orderedIdsOf(pageIndex: number | undefined): string[] {
    const ids = this.tree.order.filter(
      (id) => pageIndex === undefined || this.tree.pageOf.get(id) === pageIndex,
    );
    const last = this.schema.pages.length - 1;
    return this.autoHoneypot && (pageIndex === undefined || pageIndex === last)
      ? [...ids, AUTO_HONEYPOT_ID]
      : ids;
  }

  /** A page's top-level field ids (the same list each time: views keep it as a memo key). */
  pageFieldIds(index: number): readonly string[] {
    let ids = this.pageIds.get(index);
    if (!ids) {
      ids = this.schema.pages[index]?.field_ids.filter((id) => this.fields.has(id)) ?? [];
      this.pageIds.set(index, ids);
    }
    return ids;
  }

  /** The answers a submission carries (shell §3): shown value fields, by name and (when it differs) id. */
  payload(extras: ReadonlyMap<string, FieldValue>): SubmissionPayload {
    const values: SubmissionPayload = {};
    const put = (key: string, value: FieldValue) => {
      values[key] = value;
    };
    for (const id of this.orderedIds()) this.writeAnswer(id, put);
    for (const [key, value] of extras) values[key] = value;
    return values;
  }

  /**
   * Puts one field's answer into a payload (through `put`, by key), if the field is part of one.
   * Rewriting the fields a change touched keeps a payload current as long as no field was shown or hidden
   * (that changes its keys).
   */
  writeAnswer(id: string, put: (key: string, value: FieldValue) => void): void {
    const field = this.fields.get(id);
    if (!field || !collectsValue(field.type) || field.type === 'honeypot' || !this.shown(id)) return;
    const value = submittedValue(field, this.effective(id));
    put(field.name || field.id, value);
    // Shell §3: when the name differs from the id, the value is copied to the id.
    if (field.name && field.name !== field.id) put(field.id, value);
  }

  /** Anything typed into a honeypot: a person never sees one, so only a bot fills it. */
  spamSuspected(): boolean {
    return this.orderedIds().some(
      (id) => this.fields.get(id)?.type === 'honeypot' && String(this.raw[id] ?? '').trim() !== '',
    );
  }
}
