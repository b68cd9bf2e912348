import type { ValidationError } from '../logic/validation';
import type { FieldValue } from '../model';

/** Shell §4: loading, error, ready, submitting, then success or failure; idle before there is a form. */
export type RendererStatus = 'idle' | 'loading' | 'error' | 'ready' | 'submitting' | 'success' | 'failure';

/** Form-wide state. Changes rarely (page turns, status): the view subscribes to it as a whole. */
export interface RendererFormState {
  status: RendererStatus;
  pageIndex: number;
  pageCount: number;
  /** The load error, the submission's success or failure text; null when there is none to show. */
  message: string | null;
  /** Set to move focus to a field (and open what hides it); seq makes a repeated request new. */
  focus: { fieldId: string; seq: number } | null;
  /** Readonly attribute or a disabled host fieldset: answers cannot change and nothing is submitted. */
  locked: boolean;
  /** Bumped on every load, so views keyed by it start fresh. */
  version: number;
}

/** One field's live state. Each field has its own proxy, so a keystroke re-renders only that field. */
export interface FieldSlot {
  /** The value shown: a set_value rule's result while one applies, else what the person entered. */
  value: FieldValue;
  visible: boolean;
  enabled: boolean;
  required: boolean;
  /** Left (blurred) once, or checked by a submit or Next: its errors are shown from then on. */
  touched: boolean;
  /** Shown errors; empty until the field is touched. A frozen list held by reference: replace, never mutate. */
  errors: readonly ValidationError[];
}

/** Values keyed by field name (and id, when the name differs), in the shapes of shell §3. */
export type SubmissionPayload = Record<string, FieldValue>;

export interface SubmitResult {
  success: boolean;
  message?: string;
  /** When the receiver assigned one; passed on in fw-submitted. */
  submissionId?: string;
}

/** The caller's submit (shell §7): the renderer never decides where answers go. */
export type SubmitHandler = (payload: SubmissionPayload) => Promise<SubmitResult> | SubmitResult;

/** What the store tells its host about; the element turns these into fw- events. */
export interface RendererHooks {
  submitHandler?: SubmitHandler | undefined;
  /** Called before sending; returning false cancels the submission (a cancelled fw-submit). */
  beforeSubmit?: (payload: SubmissionPayload) => boolean;
  onSubmitted?: (payload: SubmissionPayload, result: SubmitResult) => void;
  /** A person changed an answer (never a host property set). */
  onChange?: (fieldId: string, value: FieldValue, values: SubmissionPayload) => void;
  onError?: (code: string, message: string) => void;
  /** A button the settings define: cancel with cancelAction custom, a custom event, save draft. */
  onAction?: (action: RendererAction) => void;
}

export type RendererAction =
  | { type: 'cancel' }
  | { type: 'custom-event'; name: string; buttonId: string }
  | { type: 'save-draft'; buttonId: string };
