import type { ConditionOperator, Field, FieldValue } from '../model/field';
import { type CompiledRule, type ConditionIndex, compileConditions } from './conditions-index';
import { numberOf } from './numbers';

/**
 * Conditional logic (authoring §4, shell §4).
 *
 * Semantics, in one place:
 * - Every field starts visible, enabled and with its own `required` flag.
 * - Rules are taken in document order: fields in the order given, each field's rules in order. A rule
 *   lives in a field's `conditionalLogic` and overrides the fields in `action.targetFieldIds` (the field
 *   holding it when that list is empty). Each matching rule overrides its targets; a later matching
 *   rule overrides an earlier one on the same property.
 * - set_value sets the target's value to `action.newValue` (null when absent). The last matching
 *   set_value rule wins. The set value appears as `value` in the field's state and is what other
 *   rules see when they read that field, so set_value rules chain.
 * - A trigger that is not shown (hidden itself, or inside a hidden container, section or accordion)
 *   reads as empty: an answer the person can no longer see, and that is not submitted, must not keep
 *   the follow-ups it led to (a hidden 'Brand' = Tesla keeps no required 'Model of your Tesla').
 *   Hiding chains like set_value does, so the states are those at which re-evaluating every rule
 *   changes nothing.
 * - Inside a cycle (rules deciding the value or visibility of their own trigger, directly or through
 *   other rules and layout fields) a rule reads its trigger as the user entered it, shown or not (see
 *   conditions-index.ts). That makes the result unique, and independent of evaluation order, where
 *   re-evaluating could go back and forth for ever.
 * - Values are keyed by field id. A rule without a trigger never matches; a trigger that is no field
 *   of the form is read as given. Pages are not looked at (the engine is given fields only): a field
 *   placed on no page is never filled in, so it reads as its starting value.
 */

export interface FieldState {
  visible: boolean;
  enabled: boolean;
  required: boolean;
  /** Present only when a set_value rule decides the field's value. */
  value?: FieldValue;
}

/** Field id → state. Built without a prototype, so any id (even "__proto__") is an ordinary key. */
export type FieldStates = Record<string, FieldState>;
export type FormValues = Readonly<Record<string, FieldValue | undefined>>;

type Scalar = string | number | boolean | null | undefined;
type PlainObject = { [key: string]: FieldValue };

const isPlainObject = (value: FieldValue | undefined): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** Reads an own property only: `values.constructor` must not find Object's constructor. */
export function ownValue(values: FormValues, id: string): FieldValue | undefined {
  return Object.hasOwn(values, id) ? values[id] : undefined;
}

/**
 * Empty means "nothing entered": null/undefined, whitespace-only text, NaN, an unchecked checkbox
 * (false), and lists or objects whose every element is empty (a date range with neither end).
 * Zero is a value.
 */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return Object.values(value).every(isEmptyValue);
}

/**
 * Empty for a field of this type: as isEmptyValue, and a rating of 0 stars too, which is the unrated
 * default (authoring §2: defaultValue 0). Conditions and the required check both use it, so a field
 * counted as missing is never counted as filled by a rule.
 */
export function isUnanswered(type: string | undefined, value: FieldValue | undefined): boolean {
  return (type === 'rating' && value === 0) || isEmptyValue(value);
}

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0', '']);

function text(value: FieldValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'object') return Object.values(value).map(text).join(', ');
  return String(value).trim().toLowerCase();
}

/** Text compared case-insensitively; a checkbox's true/false also equals yes/no, on/off, 1/0. */
function scalarEquals(a: Scalar, b: Scalar): boolean {
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const flag = typeof a === 'boolean' ? a : (b as boolean);
    const other = text(typeof a === 'boolean' ? b : a);
    return flag ? TRUE_WORDS.has(other) : FALSE_WORDS.has(other);
  }
  return text(a) === text(b);
}

function valueEquals(actual: FieldValue | undefined, expected: FieldValue | undefined): boolean {
  if (isEmptyValue(actual) && isEmptyValue(expected)) return true;
  if (Array.isArray(actual) || Array.isArray(expected)) {
    // Same members in any order; a scalar stands for a one-element list.
    const have = Array.isArray(actual) ? actual : [actual ?? null];
    const want = Array.isArray(expected) ? expected : [expected ?? null];
    return (
      have.length === want.length &&
      have.every((a) => want.some((w) => valueEquals(a, w))) &&
      want.every((w) => have.some((a) => valueEquals(a, w)))
    );
  }
  if (isPlainObject(actual) || isPlainObject(expected)) {
    if (!isPlainObject(actual) || !isPlainObject(expected)) return false;
    const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
    return [...keys].every((key) => valueEquals(actual[key], expected[key]));
  }
  return scalarEquals(actual, expected);
}

/** Everything contains nothing; a list contains an element equal to the value (or all of a list). */
function valueContains(actual: FieldValue | undefined, expected: FieldValue | undefined): boolean {
  if (isEmptyValue(expected)) return true;
  if (Array.isArray(actual)) {
    const wanted = Array.isArray(expected) ? expected : [expected ?? null];
    return wanted.every((w) => actual.some((a) => valueEquals(a, w)));
  }
  if (isPlainObject(actual)) return Object.values(actual).some((part) => valueContains(part, expected));
  return text(actual).includes(text(expected));
}

/**
 * Whether a trigger value satisfies an operator against the rule's value (authoring §5). `triggerType`,
 * the trigger field's type, decides what is_empty and is_not_empty count as empty (isUnanswered).
 */
export function matchesCondition(
  operator: ConditionOperator,
  actual: FieldValue | undefined,
  expected: FieldValue | undefined,
  triggerType?: string,
): boolean {
  switch (operator) {
    case 'equals':
      return valueEquals(actual, expected);
    case 'not_equals':
      return !valueEquals(actual, expected);
    case 'contains':
      return valueContains(actual, expected);
    case 'not_contains':
      return !valueContains(actual, expected);
    case 'greater_than':
    case 'less_than': {
      const a = numberOf(actual);
      const b = numberOf(expected);
      if (!Number.isFinite(a) || !Number.isFinite(b)) return false;
      return operator === 'greater_than' ? a > b : a < b;
    }
    case 'is_empty':
      return isUnanswered(triggerType, actual);
    case 'is_not_empty':
      return !isUnanswered(triggerType, actual);
  }
}

/** Structural equality of field values; used to report only real changes. */
function sameValue(a: FieldValue | undefined, b: FieldValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]))
    );
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

function sameState(a: FieldState | undefined, b: FieldState): boolean {
  return (
    a !== undefined &&
    a.visible === b.visible &&
    a.enabled === b.enabled &&
    a.required === b.required &&
    'value' in a === 'value' in b &&
    sameValue(a.value, b.value)
  );
}

export interface ConditionEngine {
  /** Evaluates every rule against these values (replacing any earlier ones); returns every state. */
  evaluateAll(values: FormValues): FieldStates;
  /**
   * Records one field's new value and returns the states that changed. Only the rules that read the
   * field are re-evaluated, then, through set_value chains, the rules reading what they set.
   */
  update(fieldId: string, value: FieldValue | undefined): FieldStates;
  /** Current state of every field. */
  states(): FieldStates;
}

type Schema = readonly Field[] | { readonly all_fields: readonly Field[] };

/** An engine for one form; build it once per schema and feed it value changes. */
export function createConditionEngine(schema: Schema): ConditionEngine {
  const index = compileConditions('all_fields' in schema ? schema.all_fields : schema);
  return new Engine(index);
}

/** Full evaluation of all fields' states for these values. */
export function evaluateConditions(fields: readonly Field[], values: FormValues): FieldStates {
  return new Engine(compileConditions(fields)).evaluateAll(values);
}

/** The values a submission carries: the entered ones, with set_value results applied. */
export function resolveValues(
  values: FormValues,
  states: FieldStates,
): Record<string, FieldValue | undefined> {
  const resolved = emptyRecord<FieldValue | undefined>();
  for (const id of Object.keys(values)) resolved[id] = values[id];
  for (const id of Object.keys(states)) {
    const state = states[id]!;
    if ('value' in state) resolved[id] = state.value;
  }
  return resolved;
}

/** What a field is, as far as the rules reading it are concerned. */
interface Reading {
  /** Visible itself and inside visible layout fields only. */
  shown: boolean;
  /** Its value as rules read it: the set or entered value when shown, nothing when not. */
  value: FieldValue | undefined;
}

class Engine implements ConditionEngine {
  private readonly raw = new Map<string, FieldValue | undefined>();
  private readonly readings = new Map<string, Reading>();
  private readonly matched: Uint8Array;
  private readonly current = new Map<string, FieldState>();

  constructor(private readonly index: ConditionIndex) {
    this.matched = new Uint8Array(index.rules.length);
    this.evaluateAll({});
  }

  evaluateAll(values: FormValues): FieldStates {
    const { rules, valueOrder, valueRules, visibilityRules, fields } = this.index;
    this.raw.clear();
    for (const id of Object.keys(values)) this.raw.set(id, values[id]);
    // Topological order: each field is read after every field its value and visibility depend on.
    for (const id of valueOrder) {
      for (const rule of valueRules.get(id) ?? []) this.matched[rule] = this.test(rules[rule]!) ? 1 : 0;
      for (const rule of visibilityRules.get(id) ?? []) this.matched[rule] = this.test(rules[rule]!) ? 1 : 0;
      this.readings.set(id, this.computeReading(id));
    }
    rules.forEach((rule, i) => {
      this.matched[i] = this.test(rule) ? 1 : 0;
    });
    for (const field of fields) this.current.set(field.id, this.computeState(field.id));
    return this.states();
  }

  update(fieldId: string, value: FieldValue | undefined): FieldStates {
    const { rules, rawReaders, effectiveReaders, valueRank, valueOrder, childrenOf } = this.index;
    this.raw.set(fieldId, value);
    const touched = new Set<string>();
    const queue = new RankQueue(valueRank, valueOrder);
    const retest = (ruleIndex: number) => {
      const rule = rules[ruleIndex]!;
      const now = this.test(rule) ? 1 : 0;
      if (now === this.matched[ruleIndex]) return;
      this.matched[ruleIndex] = now;
      for (const target of rule.targets) {
        touched.add(target);
        if (rule.isSetValue || rule.isVisibility) queue.push(target);
      }
    };
    for (const rule of rawReaders.get(fieldId) ?? []) retest(rule);
    if (valueRank.has(fieldId)) queue.push(fieldId);
    else for (const rule of effectiveReaders.get(fieldId) ?? []) retest(rule);
    // Ranks follow the dependencies, so each field's reading is final when it is popped.
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      touched.add(id);
      const before = this.readings.get(id);
      const after = this.computeReading(id);
      this.readings.set(id, after);
      // Shown or hidden: so is everything inside it, which changes what rules read there.
      if (before?.shown !== after.shown) for (const child of childrenOf.get(id) ?? []) queue.push(child);
      if (sameValue(before?.value, after.value)) continue;
      for (const rule of effectiveReaders.get(id) ?? []) retest(rule);
    }
    const changed = emptyRecord<FieldState>();
    for (const id of touched) {
      const state = this.computeState(id);
      if (sameState(this.current.get(id), state)) continue;
      this.current.set(id, state);
      changed[id] = state;
    }
    return changed;
  }

  states(): FieldStates {
    const all = emptyRecord<FieldState>();
    for (const [id, state] of this.current) all[id] = state;
    return all;
  }

  /** What a rule reads of a field: its reading when rules or layout fields decide it, else as entered. */
  private read(id: string, raw: boolean): FieldValue | undefined {
    return !raw && this.index.valueRank.has(id) ? this.readings.get(id)?.value : this.raw.get(id);
  }

  private test({ rule, trigger, triggerType, readsRaw }: CompiledRule): boolean {
    if (!trigger) return false;
    return matchesCondition(rule.operator, this.read(trigger, readsRaw), rule.value, triggerType);
  }

  private lastMatchingSetRule(id: string): CompiledRule | undefined {
    const list = this.index.valueRules.get(id);
    if (!list) return undefined;
    for (let i = list.length - 1; i >= 0; i--) {
      if (this.matched[list[i]!]) return this.index.rules[list[i]!];
    }
    return undefined;
  }

  /** The field's own visibility: the last matching show or hide rule, else visible. */
  private ownVisibility(id: string): boolean {
    const list = this.index.visibilityRules.get(id);
    if (!list) return true;
    for (let i = list.length - 1; i >= 0; i--) {
      if (this.matched[list[i]!]) return this.index.rules[list[i]!]!.rule.action.type === 'show';
    }
    return true;
  }

  /** Needs the layout parent's reading to be current: the parent comes first in valueOrder. */
  private computeReading(id: string): Reading {
    const parent = this.index.parentOf.get(id);
    const shown =
      this.ownVisibility(id) && (parent === undefined || this.readings.get(parent)?.shown !== false);
    if (!shown) return { shown, value: undefined };
    const rule = this.lastMatchingSetRule(id);
    return { shown, value: rule ? (rule.rule.action.newValue ?? null) : this.raw.get(id) };
  }

  private computeState(id: string): FieldState {
    const state: FieldState = {
      visible: true,
      enabled: true,
      required: this.index.ownRequired.get(id) ?? false,
    };
    for (const ruleIndex of this.index.stateRules.get(id) ?? []) {
      if (!this.matched[ruleIndex]) continue;
      switch (this.index.rules[ruleIndex]!.rule.action.type) {
        case 'show':
          state.visible = true;
          break;
        case 'hide':
          state.visible = false;
          break;
        case 'require':
          state.required = true;
          break;
        case 'unrequire':
          state.required = false;
          break;
        case 'enable':
          state.enabled = true;
          break;
        case 'disable':
          state.enabled = false;
          break;
      }
    }
    const setter = this.lastMatchingSetRule(id);
    if (setter) state.value = setter.rule.action.newValue ?? null;
    return state;
  }
}

/**
 * Min-priority queue of field ids by topological rank (their position in `order`). Each id is taken at
 * most once per update: the ranks make that sufficient, and it also guarantees termination should that
 * invariant ever break.
 */
class RankQueue {
  private readonly heap: number[] = [];
  /** Ranks queued or already taken. */
  private readonly seen = new Set<number>();

  constructor(
    private readonly rank: ReadonlyMap<string, number>,
    private readonly order: readonly string[],
  ) {}

  push(id: string): void {
    const r = this.rank.get(id);
    if (r === undefined || this.seen.has(r)) return;
    this.seen.add(r);
    const heap = this.heap;
    heap.push(r);
    for (let i = heap.length - 1; i > 0; ) {
      const parent = (i - 1) >> 1;
      if (heap[parent]! <= heap[i]!) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  }

  pop(): string | undefined {
    const heap = this.heap;
    if (!heap.length) return undefined;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l]! < heap[m]!) m = l;
        if (r < heap.length && heap[r]! < heap[m]!) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i]!, heap[m]!];
        i = m;
      }
    }
    return this.order[top];
  }
}
