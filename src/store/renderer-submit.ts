import { settingsText } from '../logic/settings-texts';
import type { FormSchemaData } from '../model';
import type {
  RendererFormState,
  RendererHooks,
  SubmissionPayload,
  SubmitHandler,
  SubmitResult,
} from './renderer-types';

export const SUBMIT_ERROR_MESSAGE = 'An error occurred while submitting the form';
export const NO_SUBMIT_HANDLER_MESSAGE = 'No submit handler configured';
export const INVALID_FORM_MESSAGE = 'Please correct the highlighted fields';
export const SUBMIT_CANCELLED_MESSAGE = 'The submission was cancelled';
export const LOCKED_MESSAGE = 'The form is read-only';
export const BUSY_MESSAGE = 'The form is already being submitted';
export const ALREADY_SUBMITTED_MESSAGE = 'The form has already been submitted';
export const NO_FORM_MESSAGE = 'There is no form to submit';
/** Said to whoever filled in the honeypot; kept vague on purpose. */
export const SPAM_MESSAGE = 'The submission could not be accepted';

export interface SubmitContext {
  form: RendererFormState;
  hooks: () => RendererHooks;
  schema: () => FormSchemaData | null;
  validate: () => boolean;
  payload: () => SubmissionPayload;
  spamSuspected: () => boolean;
  /** Where answers go without a host handler: the public submission route, when the form is known. */
  defaultHandler: () => SubmitHandler | undefined;
  /** Forgets the field errors of the last refusal as a new submission goes out: it is judged afresh. */
  forgetFieldErrors: () => void;
  /** Shows a refusal's field errors next to the fields, turning to and focusing the first. */
  showFieldErrors: (errors: Readonly<Record<string, string>>) => void;
}

function isResult(value: unknown): value is SubmitResult {
  return typeof value === 'object' && value !== null && typeof (value as SubmitResult).success === 'boolean';
}

const refused = (message: string): SubmitResult => ({ success: false, message });

/**
 * Shell §4 and §7: validate, then ask the host (fw-submit, cancelable), then hand the answers to the
 * caller's submit handler; without one, to the service's public submission route when the renderer knows
 * its form (issue #8). With neither there is nowhere to send them, which is reported as a failure rather
 * than shown as a success.
 */
export async function runSubmit(context: SubmitContext): Promise<SubmitResult> {
  const { form } = context;
  const schema = context.schema();
  if (!schema) return refused(NO_FORM_MESSAGE);
  if (form.locked) return refused(LOCKED_MESSAGE);
  if (form.status === 'submitting') return refused(BUSY_MESSAGE);
  if (form.status === 'success') return refused(ALREADY_SUBMITTED_MESSAGE);
  if (!context.validate()) {
    // An earlier attempt's alert ('Server said no') no longer says what stops the form: the highlighted
    // fields do. Left up, it stayed even after every field was fixed.
    if (form.status === 'failure') {
      form.status = 'ready';
      form.message = null;
    }
    return refused(INVALID_FORM_MESSAGE);
  }

  const hooks = context.hooks();
  const finish = (result: SubmitResult, code?: string, detail?: string): SubmitResult => {
    form.status = result.success ? 'success' : 'failure';
    form.message = result.message ?? null;
    if (!result.success && code) hooks.onError?.(code, detail ?? result.message ?? SUBMIT_ERROR_MESSAGE);
    return result;
  };
  if (context.spamSuspected()) return finish(refused(SPAM_MESSAGE), 'spam_suspected');

  const payload = context.payload();
  if (hooks.beforeSubmit && !hooks.beforeSubmit(payload)) return refused(SUBMIT_CANCELLED_MESSAGE);

  const handler = hooks.submitHandler ?? context.defaultHandler();
  if (!handler) return finish(refused(NO_SUBMIT_HANDLER_MESSAGE), 'no_submit_handler');

  const version = form.version;
  form.status = 'submitting';
  form.message = null;
  // Only now does a submission go out, to be judged afresh: a cancelled one leaves the form as it was.
  context.forgetFieldErrors();
  let answer: unknown;
  try {
    answer = await handler(payload);
  } catch (error) {
    if (form.version !== version) return refused(SUBMIT_CANCELLED_MESSAGE);
    const detail = error instanceof Error ? error.message : String(error);
    return finish(refused(SUBMIT_ERROR_MESSAGE), 'submit_failed', detail || SUBMIT_ERROR_MESSAGE);
  }
  // A new form was loaded while this one was being sent: its result no longer belongs on screen.
  if (form.version !== version) return isResult(answer) ? answer : refused(SUBMIT_ERROR_MESSAGE);
  if (!isResult(answer)) {
    return finish(refused(SUBMIT_ERROR_MESSAGE), 'submit_failed', 'The submit handler returned no result');
  }
  if (answer.success) {
    const result: SubmitResult = {
      ...answer,
      message: answer.message?.trim() ? answer.message : settingsText(schema.settings, 'successMessage'),
    };
    finish(result);
    hooks.onSubmitted?.(payload, result);
    return result;
  }
  const message = answer.message?.trim() ? answer.message : SUBMIT_ERROR_MESSAGE;
  if (answer.fieldErrors && Object.keys(answer.fieldErrors).length)
    context.showFieldErrors(answer.fieldErrors);
  return finish({ ...answer, message }, 'submit_rejected');
}
