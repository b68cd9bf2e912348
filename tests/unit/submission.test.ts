import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeSubmission } from '../../src/logic';
import { type FormSchemaData, migrate } from '../../src/model';
import { createRendererStore } from '../../src/store/renderer-store';
import { answersArb, formSchemaArb } from './support/submission-arbitraries';

function migrated(input: unknown): FormSchemaData {
  const result = migrate(input);
  if (!result.ok) throw new Error(result.errors.join('; '));
  return result.value;
}

/** What <form-renderer> shows after its submit button is pressed: the first error of every field. */
function rendererJudgement(schema: FormSchemaData, answers: Record<string, unknown>) {
  const store = createRendererStore();
  store.load(schema, answers);
  store.validate();
  const errors: Record<string, string> = {};
  for (const id of store.tree?.order ?? []) {
    const [first] = store.slot(id).errors;
    if (first) errors[id] = first.message;
  }
  return { errors, values: store.payload() };
}

const form = (fields: Record<string, unknown>[], settings: Record<string, unknown> = {}) =>
  migrated({
    schemaVersion: 1,
    pages: [{ id: 'page_1', field_ids: fields.map((f) => f.id) }],
    all_fields: fields,
    settings,
  });

describe('judgeSubmission', () => {
  it('gives the same errors and the same submitted values as the renderer for generated forms and answers', {
    timeout: 60_000,
  }, () => {
    fc.assert(
      fc.property(formSchemaArb, answersArb, (input, answers) => {
        const schema = migrated(input);
        const judged = judgeSubmission(schema, answers);
        const renderer = rendererJudgement(schema, answers);
        expect(judged.errors).toEqual(renderer.errors);
        expect(judged.values).toEqual(renderer.values);
      }),
      { numRuns: 200 },
    );
  });

  it('is checked on both kinds of answers: ones the renderer refuses and ones it accepts', () => {
    // A fixed sample of the same generators (the property above draws a new one every run): counting on
    // a random draw would fail now and then although nothing changed.
    const sample = fc.sample(fc.tuple(formSchemaArb, answersArb), { numRuns: 200, seed: 20261125 });
    const withErrors = sample.filter(
      ([input, answers]) => Object.keys(judgeSubmission(migrated(input), answers).errors).length > 0,
    ).length;
    expect(withErrors).toBeGreaterThan(20);
    expect(withErrors).toBeLessThan(200);
  });

  it("says '{label} is required' for an empty required field, and nothing for a hidden one", () => {
    const schema = form([
      { id: 'name', type: 'text', label: 'Your name', required: true },
      {
        id: 'secret',
        type: 'text',
        label: 'Secret',
        required: true,
        conditionalLogic: [
          { id: 'r', triggerFieldId: 'name', operator: 'is_empty', action: { type: 'hide' } },
        ],
      },
    ]);
    expect(judgeSubmission(schema, {}).errors).toEqual({ name: 'Your name is required' });
  });

  it("drops a hidden field's value and applies set_value", () => {
    const schema = form([
      { id: 'kind', type: 'text', label: 'Kind' },
      {
        id: 'extra',
        type: 'text',
        label: 'Extra',
        conditionalLogic: [
          {
            id: 'r1',
            triggerFieldId: 'kind',
            operator: 'not_equals',
            value: 'more',
            action: { type: 'hide' },
          },
        ],
      },
      {
        id: 'code',
        type: 'text',
        label: 'Code',
        conditionalLogic: [
          {
            id: 'r2',
            triggerFieldId: 'kind',
            operator: 'equals',
            value: 'less',
            action: { type: 'set_value', newValue: 'L' },
          },
        ],
      },
    ]);
    const judged = judgeSubmission(schema, { kind: 'less', extra: 'should go', code: 'typed' });
    expect(judged.values).toEqual({ kind: 'less', code: 'L' });
  });

  it('keys values by name and copies them to the id (shell §3)', () => {
    const schema = form([{ id: 'f1', name: 'email_address', type: 'email', label: 'E-mail' }]);
    expect(judgeSubmission(schema, { email_address: 'a@b.co' }).values).toEqual({
      email_address: 'a@b.co',
      f1: 'a@b.co',
    });
  });

  it('marks a filled honeypot, placed or automatic, as spam', () => {
    const placed = form([{ id: 'trap', type: 'honeypot', label: 'Trap' }]);
    expect(judgeSubmission(placed, { trap: 'bot' }).spam).toBe(true);
    expect(judgeSubmission(placed, { trap: '' }).spam).toBe(false);
    const auto = form([{ id: 'a', type: 'text', label: 'A' }], { enableSpamProtection: true });
    expect(judgeSubmission(auto, { __fw_honeypot: 'bot' }).spam).toBe(true);
    expect(judgeSubmission(auto, { a: 'x' }).values).toEqual({ a: 'x' });
  });

  it('resolves {{variable}} tokens in labels as the renderer shows them', () => {
    const schema = migrated({
      schemaVersion: 1,
      pages: [{ id: 'page_1', field_ids: ['n'] }],
      all_fields: [{ id: 'n', type: 'text', label: 'Name at {{company}}', required: true }],
      globalVariables: [{ id: 'v1', name: 'company', value: 'Acme' }],
    });
    expect(judgeSubmission(schema, {}).errors).toEqual({ n: 'Name at Acme is required' });
  });
});
