import type { ValidationCode, ValidationError } from '../logic/validation';
import type { Field, FieldValue, FormSchemaData, FormSettings } from '../model';
import type { ServerTarget } from './renderer-server';
import type { FormTree } from './renderer-tree';

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
  focus: FocusRequest | null;
  /** Readonly attribute or a disabled host fieldset: answers cannot change and nothing is submitted. */
  locked: boolean;
  /** Bumped on every load, so views keyed by it start fresh. */
  version: number;
  /** The visitor's draft on the server (settings.allowDrafts): saving, saved (with its token) or failed. */
  draft: DraftState;
}

/** Which field gets focus; for a table with a wrong cell, that cell. */
export interface FocusRequest {
  fieldId: string;
  seq: number;
  /**
   * A table's first wrong cell in reading order (row by row, column by column): its row (0-based) and
   * its column's index among the table's visible columns, as the table shows them.
   */
  cell?: { row: number; column: number };
}

export interface DraftState {
  status: 'idle' | 'saving' | 'saved' | 'failed';
  /** The resume key of the draft being saved to: from the last save, or from the draft resumed. */
  token: string | null;
  /** ISO time the saved draft expires. */
  expiresAt: string | null;
  /** Why saving or resuming failed. */
  message: string | null;
}

/**
 * An error shown at a field: the renderer's own checks, a chosen file the field does not take ('file'),
 * or the server's judgement of a submission.
 */
export interface ShownError extends Omit<ValidationError, 'code'> {
  code: ValidationCode | 'file' | 'server';
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
  errors: readonly ShownError[];
}

/** How a view reads one field's state (see renderer-field-slots.ts). */
export interface FieldSource {
  /** The field's state now: the same object until the state changes, then a new one. */
  read(): Readonly<FieldSlot>;
  /** Calls `onChange` synchronously after each change of this field's state; returns the unsubscribe. */
  listen(onChange: () => void): () => void;
}

/** Values keyed by field name (and id, when the name differs), in the shapes of shell §3. */
export type SubmissionPayload = Record<string, FieldValue>;

export interface SubmitResult {
  success: boolean;
  message?: string;
  /** When the receiver assigned one; passed on in fw-submitted. */
  submissionId?: string;
  /**
   * With `success: false`: field id → message, shown next to those fields as the renderer shows its own
   * errors (the server's 422 comes back this way).
   */
  fieldErrors?: Record<string, string>;
}

/** The result of saving a draft on the server. */
export type DraftResult =
  | { success: true; token: string; expiresAt: string }
  | { success: false; message: string };

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
  /**
   * A button the settings define: cancel with cancelAction custom, a custom event, save draft. Returning
   * false (a cancelled fw-save-draft) keeps a save-draft button from saving on the server.
   */
  onAction?: (action: RendererAction) => boolean | undefined;
  /** A draft was saved on the server. */
  onDraftSaved?: (draft: { token: string; expiresAt: string }) => void;
}

export type RendererAction =
  | { type: 'cancel' }
  | { type: 'custom-event'; name: string; buttonId: string }
  | { type: 'save-draft'; buttonId: string };

/** One <form-renderer>'s store (made by createRendererStore): what the views read and the actions they call. */
export interface RendererStore {
  readonly form: RendererFormState;
  /** Replaced freely by the host; read at the moment each hook is needed. */
  hooks: RendererHooks;
  readonly schema: FormSchemaData | null;
  readonly settings: FormSettings | null;
  readonly tree: FormTree | null;
  /** A field with its {{variable}} tokens resolved. */
  field(id: string): Field | undefined;
  /** A field's state now (an immutable object; `fieldSource` tells of its changes). */
  slot(id: string): Readonly<FieldSlot>;
  /** What the field views read: a field's state as an immutable object, and its changes. */
  fieldSource(id: string): FieldSource;
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
  /** Takes the files chosen in a file field; a file the field does not take is refused (an error at once). */
  setFiles(id: string, files: readonly File[]): void;
  /**
   * Whether a number box holds text the browser cannot read as a number (validity.badInput: '1e', '--3').
   * Its value is then empty, and the field says 'Must be a number' instead of nothing or 'is required'.
   */
  setUnreadable(id: string, unreadable: boolean): void;
  /**
   * The same for a table: the number cells (row, 0-based, and column id) holding text the browser cannot
   * read, all of them each time. Each says 'Row n: {column}: Must be a number' instead of being sent empty.
   */
  setUnreadableCells(id: string, cells: readonly { row: number; columnId: string }[]): void;
  /** The field's control went off screen, and with it what the control refused (see setUnreadable, setFiles). */
  dropRefusal(id: string): void;
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

  /**
   * The service form this renderer shows (form-id, service-url, tenant), or null: without a host submit
   * handler answers go to its public submission route; drafts and analytics go there too.
   */
  setServer(target: ServerTarget | null): void;
  readonly server: ServerTarget | null;
  /** A draft token to resume (the element's `draft`): its answers and page come back once the form is loaded. */
  setResumeToken(token: string | undefined): void;
  /** settings.allowDrafts and a service form: a draft can be saved on the server. */
  readonly draftsEnabled: boolean;
  /** Saves the answers and page as a draft on the server (the first save creates it, later ones update it). */
  saveDraft(): Promise<DraftResult>;
  /**
   * Shows errors the renderer did not find itself (a server's) next to shown, enabled fields; focuses the
   * first. They stay when the field is left, until its value changes, a condition hides or disables it, or
   * the next submission goes out; they stop neither Next, validate() nor the form's validity.
   */
  showFieldErrors(errors: Readonly<Record<string, string>>): void;

  payload(): SubmissionPayload;
  /**
   * The answers as they are now, read later: each call of the function returns a new shallow copy of
   * them (answers are replaced, never mutated). Nothing is copied until it is called.
   */
  answersNow(): () => SubmissionPayload;
  /** Entries for a host form's FormData: the payload, with files as File objects. */
  formEntries(): [string, string | File][];
  /** The payload as JSON: the state a host form saves for restore. */
  formState(): string;
  /**
   * The first error the renderer's own checks find in the whole form (not a server's), without showing
   * anything (form association).
   */
  firstError(): ShownError | null;
  /** Told after anything a host form would see changes: values, conditions, load, reset. */
  subscribe(listener: () => void): () => void;
}
