import type { FormSchemaData } from '../src/model';
import { connectionProps } from './connection-props';
import { createFormwrightElement, type ElementProps } from './create-element';
import { booleanAttr, property, stringAttr } from './props';

const formBuilderProps = {
  ...connectionProps,
  formId: stringAttr('form-id'),
  readonly: booleanAttr('readonly'),
  schema: property<FormSchemaData | undefined>(undefined),
};

export type FormBuilderProps = ElementProps<typeof formBuilderProps>;

/**
 * The drag-and-drop form builder: edits a form from the service (`form-id`) or a `schema` property.
 *
 * @tag form-builder
 * @summary Builds and edits Formwright forms.
 *
 * @attr {string} tenant - Tenant id sent with every call; with `service-url` it keys the shared session.
 * @attr {string} service-url - Base URL of the Formwright service.
 * @attr {string} form-id - Id of the form to edit; absent: a new form.
 * @attr {boolean} readonly - Present: the form is shown but cannot be changed.
 * @attr {string} token - Bearer token. Prefer the `token` property, which stays out of the markup.
 *
 * @prop {string | undefined} tenant - Reflects the `tenant` attribute.
 * @prop {string | undefined} serviceUrl - Reflects the `service-url` attribute.
 * @prop {string | undefined} formId - Reflects the `form-id` attribute.
 * @prop {boolean} readonly - Reflects the `readonly` attribute (by presence).
 * @prop {string | undefined} token - Bearer token; setting it never writes the attribute.
 * @prop {FormSchemaData | undefined} schema - Form definition to start from. Property only.
 * @prop {FwTheme | undefined} theme - Theme whose values become `--fw-*` tokens. Property only.
 *
 * @fires {CustomEvent<FwEventMap['fw-change']>} fw-change - The user changed the form.
 * @fires {CustomEvent<FwEventMap['fw-save']>} fw-save - The form was saved.
 * @fires {CustomEvent<FwEventMap['fw-error']>} fw-error - Loading, saving or rendering failed.
 * @fires {CustomEvent<FwEventMap['fw-auth-required']>} fw-auth-required - The service answered 401.
 *
 * @csspart root - The element's outer box; carries the theme tokens.
 * @csspart button - Every button (also `button-primary`, `button-secondary`, `button-danger`, ...).
 * @csspart dialog - Modal dialogs.
 * @csspart tabs - Tab sets; their parts are `tablist`, `tab`, `tab-selected` and `tabpanel`.
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
export class FormBuilderElement extends createFormwrightElement({
  props: formBuilderProps,
  // PLACEHOLDER: becomes the real builder app (src/builder) when it lands.
  load: () =>
    import('./placeholders/form-builder-placeholder').then((module) => module.FormBuilderPlaceholder),
}) {}
