import { collectsValue, type Field, type FieldValue, type FormSchemaData } from '../model';
import { createConditionEngine, type FieldStates } from './conditions';
import { buildTree, isShown } from './submission-tree';
import {
  choicesOutsideOptions,
  initialValue,
  isUnreadableDateText,
  isUnreadableNumber,
  normaliseValue,
  submittedValue,
  textOf,
} from './submission-values';
import { DATE_FORMAT_MESSAGES, NUMBER_MESSAGE, OPTION_MESSAGE, validateField } from './validation';
import { resolveFieldTokens, resolveTokens } from './variables';

/**
 * Judges a whole submission the way <form-renderer> does when its submit button is pressed, so the server
 * gives the same answer (issue #8, validation parity). The steps are the renderer's (src/store/renderer-
 * form.ts), built from the same pieces:
 *  - answers are taken by field id, else by name, and brought into the field's shape (normaliseValue);
 *    a field not answered starts from its default or linked variable;
 *  - one step is the server's own: a shown select, radio, multiselect or checkbox group answered with a
 *    value none of its options has is refused (OPTION_MESSAGE), and so is a date, datetime or time
 *    answered with text its box cannot show (DATE_FORMAT_MESSAGES), and a number, rating or slider
 *    answered with no finite number (NUMBER_MESSAGE). The renderer drops such a value when
 *    it is prefilled (a host's value the person never chose), but a submission carrying one did not come
 *    from the renderer's controls, and storing it would store an answer no form could give;
 *  - conditions are evaluated (set_value applied, required only when visible);
 *  - only placed fields that are shown (visible, inside visible layout fields) are checked and kept;
 *  - messages use labels with {{variable}} tokens resolved, as the renderer shows them;
 *  - the judged values have the shapes of shell §3, by name and, when it differs, by id;
 *  - anything typed into a honeypot field marks the submission as spam.
 */

// The server reads honeypot-like answers (values._hp) with the same rule as the judgement.
export { textOf };

/** The automatic honeypot the renderer adds when spam protection is on (types honeypot or both). */
export const AUTO_HONEYPOT_FIELD_ID = '__fw_honeypot';

export interface SubmissionJudgement {
  /** Field id → the first error message the renderer shows next to that field. */
  errors: Record<string, string>;
  /** The answers as a submission carries them (shell §3): shown value fields, by name and id. */
  values: Record<string, FieldValue>;
  /** A honeypot was filled: a person never sees one. */
  spam: boolean;
  /** A placed recaptcha field is shown: the renderer displays its widget when the form has a site key. */
  recaptchaShown: boolean;
}

function resolvedFields(schema: FormSchemaData): Map<string, Field> {
  const context = { variables: schema.globalVariables };
  return new Map(
    schema.all_fields.map((field) => {
      const resolved = resolveFieldTokens(field, context);
      if (field.description !== undefined) resolved.description = resolveTokens(field.description, context);
      return [field.id, resolved] as const;
    }),
  );
}

interface StartingValues {
  values: Record<string, FieldValue>;
  /** Fields answered with a value their control cannot hold (dropped from `values`), and why. */
  refused: Map<string, string>;
}

function startingValues(
  fields: ReadonlyMap<string, Field>,
  schema: FormSchemaData,
  given: Readonly<Record<string, unknown>>,
): StartingValues {
  const values: Record<string, FieldValue> = {};
  const refused = new Map<string, string>();
  for (const field of fields.values()) {
    if (!collectsValue(field.type)) continue;
    const byId = Object.hasOwn(given, field.id) ? given[field.id] : undefined;
    const byName = field.name && Object.hasOwn(given, field.name) ? given[field.name] : undefined;
    const supplied = byId ?? byName;
    if (supplied === undefined) {
      values[field.id] = initialValue(field, schema.globalVariables);
      continue;
    }
    values[field.id] = normaliseValue(field, supplied);
    if (choicesOutsideOptions(field, supplied).length > 0) refused.set(field.id, OPTION_MESSAGE);
    else if (isUnreadableDateText(field, supplied))
      refused.set(field.id, DATE_FORMAT_MESSAGES[field.type as keyof typeof DATE_FORMAT_MESSAGES]);
    else if (isUnreadableNumber(field, supplied)) refused.set(field.id, NUMBER_MESSAGE);
  }
  return { values, refused };
}

function effectiveValue(field: Field, raw: FieldValue | undefined, states: FieldStates): FieldValue {
  const state = states[field.id];
  if (state && 'value' in state) return normaliseValue(field, state.value);
  return raw ?? null;
}

export function judgeSubmission(
  schema: FormSchemaData,
  given: Readonly<Record<string, unknown>>,
): SubmissionJudgement {
  const fields = resolvedFields(schema);
  const tree = buildTree(schema);
  const autoHoneypot =
    schema.settings.enableSpamProtection && schema.settings.spamProtectionType !== 'recaptcha';
  const { values: raw, refused } = startingValues(fields, schema, given);
  const states = createConditionEngine(schema.all_fields).evaluateAll(raw);

  const errors: Record<string, string> = {};
  const values: Record<string, FieldValue> = {};
  let spam = false;
  let recaptchaShown = false;
  for (const id of tree.order) {
    const field = fields.get(id);
    if (!field) continue;
    // Placed honeypots count shown or not, as in the renderer.
    if (field.type === 'honeypot' && textOf(raw[id]).trim() !== '') spam = true;
    if (!isShown(tree, id, states)) continue;
    if (field.type === 'recaptcha') recaptchaShown = true;
    const [error] = validateField(field, raw[id], states[id]);
    // Before 'is required' or any other: the field was answered, with something it does not offer. The
    // renderer never sends that, whether the field is disabled or set by a rule: its values are kept
    // within the options (normaliseValue).
    const refusal = refused.get(id);
    if (refusal) errors[id] = refusal;
    else if (error) errors[id] = error.message;
    if (!collectsValue(field.type) || field.type === 'honeypot') continue;
    const value = submittedValue(field, effectiveValue(field, raw[id], states));
    values[field.name || field.id] = value;
    // Shell §3: when the name differs from the id, the value is copied to the id.
    if (field.name && field.name !== field.id) values[field.id] = value;
  }
  // textOf, not String(): the answer is the client's JSON, and {"toString": 1} makes String() throw.
  if (autoHoneypot && textOf(given[AUTO_HONEYPOT_FIELD_ID]).trim() !== '') spam = true;
  return { errors, values, spam, recaptchaShown };
}
