import { pathToFileURL } from 'node:url';
import { createConditionEngine, evaluateConditions } from '../src/logic/conditions';
import { validateValues } from '../src/logic/validation';
import {
  CONDITION_ACTIONS,
  type ConditionalRule,
  type Field,
  type FieldValue,
  fieldSchema,
} from '../src/model/field';
import type { BenchRow } from './types';

/**
 * Condition evaluation cost. The claim to show: re-evaluating after one change costs time in proportion
 * to the rules that read the changed field (and what their set_value results feed), not to form size.
 */

const SECTION = 'logic';
const ONE_CHANGE_TARGET_US = 50;

/** Deterministic PRNG (mulberry32) so every run measures the same form. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface GeneratedForm {
  fields: Field[];
  /** Trigger fields, each read by `rulesPerTrigger` rules. */
  triggers: string[];
  /** A field read by `hubRules` rules. */
  hub: string;
}

/**
 * A form of `fieldCount` text fields carrying `ruleCount` rules spread over all seven actions. Rules
 * are read from a pool of triggers, two rules per trigger, so the work per change is the same
 * whatever the form size. A quarter of the rules are set_value rules, so chains exist too.
 */
function generateForm(fieldCount: number, ruleCount: number, hubRules: number, seed = 1): GeneratedForm {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const ids = Array.from({ length: fieldCount }, (_, i) => `field_${i}`);
  const hub = ids[0]!;
  const triggers = ids.slice(1, 1 + Math.ceil(ruleCount / 2));
  const rulesByField = new Map<string, ConditionalRule[]>();
  const addRule = (trigger: string, index: number) => {
    const target = pick(ids.slice(1));
    const type = index % 4 === 0 ? 'set_value' : pick(CONDITION_ACTIONS.filter((a) => a !== 'set_value'));
    const rule: ConditionalRule = {
      id: `rule_${index}`,
      triggerFieldId: trigger,
      operator: index % 2 ? 'equals' : 'is_not_empty',
      value: 'yes',
      action: { type, targetFieldIds: [], ...(type === 'set_value' && { newValue: `set ${index}` }) },
    };
    rulesByField.set(target, [...(rulesByField.get(target) ?? []), rule]);
  };
  for (let i = 0; i < ruleCount; i++) addRule(triggers[i % triggers.length]!, i);
  for (let i = 0; i < hubRules; i++) addRule(hub, ruleCount + i);
  const fields = ids.map((id, i) =>
    fieldSchema.parse({
      id,
      type: 'text',
      label: `Field ${i}`,
      required: i % 5 === 0,
      conditionalLogic: rulesByField.get(id) ?? [],
      ...(i % 7 === 0 && { validation: [{ type: 'minLength', value: 2, message: '' }] }),
    }),
  );
  return { fields, triggers, hub };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median microseconds of `run`, each sample timed alone, after a warm-up. */
function measure(run: (i: number) => void, samples: number, warmup = 200): number {
  for (let i = 0; i < warmup; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    run(i);
    times.push((performance.now() - started) * 1000);
  }
  return median(times);
}

/** Median cost of one change to a trigger, toggling it so its rules really flip. */
function oneChange(form: GeneratedForm, fieldIds: readonly string[], samples = 4000): number {
  const engine = createConditionEngine(form.fields);
  engine.evaluateAll({});
  const toggles = new Map<string, boolean>();
  return measure((i) => {
    const id = fieldIds[i % fieldIds.length]!;
    const on = !toggles.get(id);
    toggles.set(id, on);
    engine.update(id, on ? 'yes' : '');
  }, samples);
}

const round = (n: number) => Math.round(n * 100) / 100;

function row(caseName: string, metric: string, value: number, unit: string, targetUs?: number): BenchRow {
  const base: BenchRow = { section: SECTION, case: caseName, metric, value: round(value), unit };
  if (targetUs === undefined) return base;
  return { ...base, target: `< ${targetUs} µs`, pass: value < targetUs };
}

export async function runLogicBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const form = generateForm(1000, 200, 0);
  rows.push(
    row(
      'one change, 1000 fields / 200 rules (2 rules per trigger)',
      'median',
      oneChange(form, form.triggers),
      'µs',
      ONE_CHANGE_TARGET_US,
    ),
  );

  for (const fieldCount of [100, 5000]) {
    const sized = generateForm(fieldCount, 200, 0);
    rows.push(
      row(
        `one change, ${fieldCount} fields / 200 rules (2 rules per trigger)`,
        'median',
        oneChange(sized, sized.triggers),
        'µs',
        ONE_CHANGE_TARGET_US,
      ),
    );
  }

  for (const dependents of [10, 50, 200]) {
    const hubForm = generateForm(1000, 200, dependents);
    rows.push(
      row(
        `one change to a trigger read by ${dependents} rules, 1000 fields`,
        'median',
        oneChange(hubForm, [hubForm.hub], 2000),
        'µs',
      ),
    );
  }

  const values: Record<string, FieldValue> = Object.fromEntries(form.triggers.map((id) => [id, 'yes']));
  const engine = createConditionEngine(form.fields);
  rows.push(
    row(
      'full evaluation, 1000 fields / 200 rules (engine.evaluateAll)',
      'median',
      measure(() => engine.evaluateAll(values), 300, 30),
      'µs',
    ),
  );
  rows.push(
    row(
      'compile + full evaluation (evaluateConditions)',
      'median',
      measure(() => evaluateConditions(form.fields, values), 300, 30),
      'µs',
    ),
  );
  const schema = { all_fields: form.fields };
  rows.push(
    row(
      'validateValues, 1000 fields / 200 rules',
      'median',
      measure(() => validateValues(schema, values), 200, 20),
      'µs',
    ),
  );
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await runLogicBench());
}
