// Where the server's judgement of a submission departs from the renderer's judgement of the same answers
// given as a prefill (src/logic/submission.ts): a shown select, radio, multiselect or checkbox group
// answered with a value none of its options has, and a number, rating or slider answered with no finite
// number. The renderer drops such a prefill; the server refuses such a submission. Parity tests expect the
// renderer's errors with these refusals laid over them.
import { choicesOutsideOptions, isUnreadableNumber } from '../../../src/logic/submission-values';
import { NUMBER_MESSAGE, OPTION_MESSAGE } from '../../../src/logic/validation';
import type { FieldValue, FormSchemaData } from '../../../src/model';

export interface RendererJudgement {
  /** Field id → the first error the renderer shows. */
  errors: Record<string, string>;
  /** The renderer's payload: it carries exactly the shown fields' answers. */
  values: Record<string, FieldValue>;
}

/** What the server answers for these answers, given the renderer's judgement of them as a prefill. */
export function withOptionRefusals(
  schema: FormSchemaData,
  answers: Readonly<Record<string, unknown>>,
  renderer: RendererJudgement,
): Record<string, string> {
  const errors = { ...renderer.errors };
  for (const field of schema.all_fields) {
    const byId = Object.hasOwn(answers, field.id) ? answers[field.id] : undefined;
    const byName = field.name && Object.hasOwn(answers, field.name) ? answers[field.name] : undefined;
    const shown = Object.hasOwn(renderer.values, field.name || field.id);
    if (!shown) continue;
    if (choicesOutsideOptions(field, byId ?? byName).length > 0) errors[field.id] = OPTION_MESSAGE;
    else if (isUnreadableNumber(field, byId ?? byName)) errors[field.id] = NUMBER_MESSAGE;
  }
  return errors;
}
