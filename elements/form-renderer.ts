import type { FormSchemaData } from '../src/model';
import { connectionProps } from './connection-props';
import { createFormwrightElement, type ElementProps } from './create-element';
import { booleanAttr, property, stringAttr } from './props';
import { linkInternals, NOT_READY_MESSAGE, rendererLink } from './renderer-link';
import type { FormValues, SubmitHandler, SubmitResult } from './types';

const formRendererProps = {
  ...connectionProps,
  formId: stringAttr('form-id'),
  readonly: booleanAttr('readonly'),
  schema: property<FormSchemaData | undefined>(undefined),
  value: property<FormValues | undefined>(undefined),
  submitHandler: property<SubmitHandler | undefined>(undefined),
  signingKey: property<string | undefined>(undefined),
  /** A resume key is a secret to the visitor's answers: a property set stays out of outerHTML. */
  draft: stringAttr('draft', { reflect: false }),
};

export type FormRendererProps = ElementProps<typeof formRendererProps>;

/**
 * Renders a form for people to fill in, from the service (`form-id`) or from a `schema` property.
 * Every schema goes through `migrate()`. Form-associated: inside a `<form>` it submits its answers
 * (FormData), resets with the form and reports its validity.
 *
 * With `form-id` and no `token` the form is loaded anonymously from the public route of published forms;
 * with a `token`, from the form service as its signed-in user. With `form-id`, `service-url` and `tenant`
 * and no `submitHandler`, answers (and the files of file fields) go to the public submission route; the
 * form's drafts (settings.allowDrafts) and analytics (settings.enableAnalytics) go to the service too.
 *
 * @tag form-renderer
 * @summary Fills in and submits a Formwright form.
 *
 * @attr {string} tenant - Tenant id sent with every call; with `service-url` it keys the shared session.
 * @attr {string} service-url - Base URL of the Formwright service.
 * @attr {string} form-id - Id of the form to load (ignored while `schema` is set); also where answers, drafts and analytics go.
 * @attr {boolean} readonly - Present: answers are shown but cannot be changed or submitted.
 * @attr {string} token - Bearer token: loads the form through the form service. Without it the form is loaded from the public route (published forms only). Prefer the `token` property, which stays out of the markup.
 * @attr {string} draft - Token of a saved draft to resume (the `fw-draft` parameter of a resume link): its answers and page come back once the form is loaded. Prefer the `draft` property.
 *
 * @prop {string | undefined} tenant - Reflects the `tenant` attribute.
 * @prop {string | undefined} serviceUrl - Reflects the `service-url` attribute.
 * @prop {string | undefined} formId - Reflects the `form-id` attribute.
 * @prop {boolean} readonly - Reflects the `readonly` attribute (by presence).
 * @prop {string | undefined} token - Bearer token; setting it never writes the attribute. Without one the form loads anonymously.
 * @prop {string | undefined} draft - Token of a saved draft to resume; setting it never writes the attribute.
 * @prop {string | undefined} signingKey - The session's request-signing key from sign-in (with `token`). Property only.
 * @prop {FormSchemaData | undefined} schema - Form definition to render instead of loading `form-id`. Property only.
 * @prop {FormValues | undefined} value - Answers to start from, keyed by field id or name; setting it replaces the answers. Property only.
 * @prop {SubmitHandler | undefined} submitHandler - `(payload) => SubmitResult | Promise<SubmitResult>` (`{ success, message?, submissionId?, fieldErrors? }`): where answers go; without one they go to the service's public submission route (with `form-id`, `service-url` and `tenant`). Property only.
 * @prop {FwTheme | undefined} theme - Theme whose values become `--fw-*` tokens; wins over the form's theme preset. Property only.
 *
 * @fires {CustomEvent<FwEventMap['fw-submit']>} fw-submit - Before sending; cancel it to stop the submission.
 * @fires {CustomEvent<FwEventMap['fw-submitted']>} fw-submitted - The submit handler (or the service) accepted the answers.
 * @fires {CustomEvent<FwEventMap['fw-change']>} fw-change - The user changed an answer.
 * @fires {CustomEvent<FwEventMap['fw-error']>} fw-error - Loading, submitting or rendering failed.
 * @fires {CustomEvent<FwEventMap['fw-auth-required']>} fw-auth-required - The service answered 401.
 * @fires {CustomEvent<FwEventMap['fw-cancel']>} fw-cancel - The cancel button, when the form's cancelAction is custom.
 * @fires {CustomEvent<FwEventMap['fw-custom-event']>} fw-custom-event - A custom button with a custom event action.
 * @fires {CustomEvent<FwEventMap['fw-save-draft']>} fw-save-draft - A custom button with the save draft action; cancel it to keep the draft off the server.
 * @fires {CustomEvent<FwEventMap['fw-draft-saved']>} fw-draft-saved - A draft was saved on the service; carries its token, expiry and resume link.
 *
 * @csspart root - The element's outer box; carries the theme tokens.
 * @csspart form - The form's box; carries the form's theme preset.
 * @csspart fields - The grid of the current page's fields.
 * @csspart field - One field's box (label, control, help, errors).
 * @csspart field-label - A field's label or legend.
 * @csspart field-error - One error message of a field.
 * @csspart input - Every control a person fills in.
 * @csspart pages - Page indicator and page dots; each dot is a `page-dot` part (`page-dot-current` for the current page).
 * @csspart actions - The button row (Previous, Next, cancel, custom buttons, submit).
 * @csspart button - Every button (also `button-primary`, `button-secondary`, `button-ghost`).
 * @csspart success-message - The text shown after a successful submission.
 * @csspart error-message - A load or submission error (also a draft that could not be saved or resumed: `draft-error`).
 * @csspart draft - The saved-draft box with the resume link (its text box is `draft-link`).
 * @csspart spinner - Loading spinners.
 *
 * @cssproperty --fw-color-primary - Main action colour.
 * @cssproperty --fw-color-on-primary - Text on the main action colour.
 * @cssproperty --fw-color-background - Background of the element and its dialogs.
 * @cssproperty --fw-color-surface - Background of raised or hovered areas.
 * @cssproperty --fw-color-text - Body text.
 * @cssproperty --fw-color-text-secondary - Secondary text.
 * @cssproperty --fw-color-border - Borders.
 * @cssproperty --fw-color-error - Errors and destructive actions.
 * @cssproperty --fw-color-success - Success messages.
 * @cssproperty --fw-color-warning - Warnings.
 * @cssproperty --fw-font-family - Font family.
 * @cssproperty --fw-font-size - Base font size.
 * @cssproperty --fw-spacing - Base spacing unit.
 * @cssproperty --fw-radius - Corner radius.
 * @cssproperty --fw-font-weight - Weight of body text.
 */
export class FormRendererElement extends createFormwrightElement({
  props: formRendererProps,
  load: () => import('./form-renderer-app').then((module) => module.FormRendererApp),
  loadingLabel: 'Loading form...',
}) {
  /** Form-associated custom element: a host `<form>` sees the answers, resets and validity. */
  static readonly formAssociated = true;

  constructor() {
    super();
    linkInternals(this);
  }

  /**
   * Validates, fires `fw-submit`, then hands the answers to `submitHandler`. Resolves with the result;
   * `{ success: false, message }` when the form is invalid, cancelled, read-only, not loaded, already being
   * submitted, already submitted (call `reset()` first) or failed.
   */
  submit(): Promise<SubmitResult> {
    const controller = rendererLink(this).controller;
    return controller ? controller.submit() : Promise.resolve({ success: false, message: NOT_READY_MESSAGE });
  }

  /** Checks every shown field and shows the errors; focuses the first invalid one. False when not loaded. */
  validate(): boolean {
    return rendererLink(this).controller?.validate() ?? false;
  }

  /** Puts every answer back to its default (and the `value` prefill), clears errors, goes to page 1. */
  reset(): void {
    rendererLink(this).controller?.reset();
  }

  /** The host `<form>`, if any. */
  get form(): HTMLFormElement | null {
    return rendererLink(this).internals?.form ?? null;
  }

  /** As a native control: the first error's message, or ''. */
  get validationMessage(): string {
    return this.currentInternals()?.validationMessage ?? '';
  }

  /** As a native control's `checkValidity()`: no errors shown, an `invalid` event when invalid. */
  checkValidity(): boolean {
    return this.currentInternals()?.checkValidity() ?? true;
  }

  /** As a native control's `reportValidity()`. */
  reportValidity(): boolean {
    return this.currentInternals()?.reportValidity() ?? true;
  }

  /** The internals with the latest answers and validity in them (an update may wait for the next task). */
  private currentInternals(): ElementInternals | null {
    const link = rendererLink(this);
    link.flushFormState?.();
    return link.internals;
  }

  /** @internal The browser calls it when the owning form resets (form-associated lifecycle). */
  formResetCallback(): void {
    this.reset();
  }

  /** @internal The browser calls it when a fieldset around it is disabled or enabled. */
  formDisabledCallback(disabled: boolean): void {
    const link = rendererLink(this);
    link.disabledByForm = disabled;
    link.onDisabledChange?.();
  }

  /** @internal The browser calls it to restore the answers on back/forward navigation or autofill. */
  formStateRestoreCallback(state: unknown): void {
    if (typeof state === 'string') rendererLink(this).controller?.restore(state);
  }
}
