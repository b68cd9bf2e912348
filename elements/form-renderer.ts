import type { FormSchemaData } from '../src/model';
import { connectionProps } from './connection-props';
import { createFormwrightElement, type ElementProps } from './create-element';
import { booleanAttr, property, stringAttr } from './props';
import type { FormValues } from './types';

const formRendererProps = {
  ...connectionProps,
  formId: stringAttr('form-id'),
  readonly: booleanAttr('readonly'),
  schema: property<FormSchemaData | undefined>(undefined),
  value: property<FormValues | undefined>(undefined),
};

export type FormRendererProps = ElementProps<typeof formRendererProps>;

/**
 * Renders a form for people to fill in, from the service (`form-id`) or from a `schema` property.
 *
 * @tag form-renderer
 * @summary Fills in and submits a Formwright form.
 *
 * @attr {string} tenant - Tenant id sent with every call; with `service-url` it keys the shared session.
 * @attr {string} service-url - Base URL of the Formwright service.
 * @attr {string} form-id - Id of the form to load.
 * @attr {boolean} readonly - Present: answers are shown but cannot be changed.
 * @attr {string} token - Bearer token. Prefer the `token` property, which stays out of the markup.
 *
 * @prop {string | undefined} tenant - Reflects the `tenant` attribute.
 * @prop {string | undefined} serviceUrl - Reflects the `service-url` attribute.
 * @prop {string | undefined} formId - Reflects the `form-id` attribute.
 * @prop {boolean} readonly - Reflects the `readonly` attribute (by presence).
 * @prop {string | undefined} token - Bearer token; setting it never writes the attribute.
 * @prop {FormSchemaData | undefined} schema - Form definition to render instead of loading `form-id`. Property only.
 * @prop {FormValues | undefined} value - Initial answers, keyed by field id. Property only.
 * @prop {FwTheme | undefined} theme - Theme whose values become `--fw-*` tokens. Property only.
 *
 * @fires {CustomEvent<FwEventMap['fw-submit']>} fw-submit - The user submitted; cancel it to stop the submission.
 * @fires {CustomEvent<FwEventMap['fw-submitted']>} fw-submitted - The service accepted the submission.
 * @fires {CustomEvent<FwEventMap['fw-change']>} fw-change - The user changed an answer.
 * @fires {CustomEvent<FwEventMap['fw-error']>} fw-error - Loading, submitting or rendering failed.
 * @fires {CustomEvent<FwEventMap['fw-auth-required']>} fw-auth-required - The service answered 401.
 *
 * @csspart root - The element's outer box; carries the theme tokens.
 * @csspart button - Every button (also `button-primary`, `button-secondary`, `button-danger`, ...).
 * @csspart dialog - Modal dialogs.
 * @csspart toast-stack - The notification stack; each notification is a `toast` part.
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
 */
export class FormRendererElement extends createFormwrightElement({
  props: formRendererProps,
  // PLACEHOLDER: becomes the real renderer app (src/renderer) when it lands.
  load: () =>
    import('./placeholders/form-renderer-placeholder').then((module) => module.FormRendererPlaceholder),
}) {}
