import type { FormSchemaData } from '../src/model';
import { connectionProps } from './connection-props';
import { createFormwrightElement, type ElementProps } from './create-element';
import { builderStores } from './host-stores';
import { booleanAttr, property, stringAttr } from './props';

const formBuilderProps = {
  ...connectionProps,
  formId: stringAttr('form-id'),
  readonly: booleanAttr('readonly'),
  newTemplate: booleanAttr('new-template'),
  publicFormUrl: stringAttr('public-form-url'),
  schema: property<FormSchemaData | undefined>(undefined),
  description: property<string | undefined>(undefined),
  signingKey: property<string | undefined>(undefined),
};

export type FormBuilderProps = ElementProps<typeof formBuilderProps>;

/** Where the builder asks the host's router to go (`fw-navigate`). */
export type FwNavigateDetail =
  | { route: 'dashboard'; path: '/dashboard'; formId: null; replace: false }
  /** A form was created: its edit route, replacing the history entry of the create route. */
  | { route: 'edit-form'; path: string; formId: string; replace: true };

declare module './types' {
  interface FwEventMap {
    /** The builder asks the host's router to navigate (the builder never touches `location`). */
    'fw-navigate': FwNavigateDetail;
  }
}

/**
 * The drag-and-drop form builder: edits a form of the service (`form-id`), or a new one (no `form-id`,
 * optionally started from a `schema` property) that Create saves. A viewer of the form gets a read-only
 * builder. Drag and drop has a keyboard path, and Move up / Move down and Move to… buttons do every move
 * without dragging; undo and redo cover every change (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y). Owners and
 * editors publish and unpublish a saved form from the header, which then shows its public link
 * (`public-form-url`); Tools → Responses lists, searches, shows, deletes and exports its submissions,
 * with the analytics summary when the form collects analytics.
 *
 * @tag form-builder
 * @summary Builds and edits Formwright forms.
 *
 * @attr {string} tenant - Tenant id sent with every call; with `service-url` it keys the shared session.
 * @attr {string} service-url - Base URL of the Formwright service.
 * @attr {string} form-id - Id of the form to edit; absent: a new form (Save reads Create).
 * @attr {boolean} readonly - Present: the form is shown but cannot be changed.
 * @attr {boolean} new-template - Present: a new form (no `form-id`) starts as a template, its 'Template' switch on.
 * @attr {string} token - Bearer token. Prefer the `token` property, which stays out of the markup.
 * @attr {string} public-form-url - URL template of the public form page shown after Publish; `{tenant}` and `{formId}` are replaced. Default `{service-url}/f/{tenant}/{formId}` (the reference server's public page).
 *
 * @prop {string | undefined} tenant - Reflects the `tenant` attribute.
 * @prop {string | undefined} serviceUrl - Reflects the `service-url` attribute.
 * @prop {string | undefined} formId - Reflects the `form-id` attribute.
 * @prop {boolean} readonly - Reflects the `readonly` attribute (by presence).
 * @prop {boolean} newTemplate - Reflects the `new-template` attribute (by presence).
 * @prop {string | undefined} publicFormUrl - Reflects the `public-form-url` attribute.
 * @prop {string | undefined} token - Bearer token; setting it never writes the attribute.
 * @prop {string | undefined} signingKey - The session's request-signing key from sign-in (with `token`). Property only.
 * @prop {FormSchemaData | undefined} schema - Schema a new form starts from (without `form-id`). Property only.
 * @prop {string | undefined} description - Description a new form starts with (without `form-id`), e.g. the template's it was started from. Property only.
 * @prop {FwTheme | undefined} theme - Theme whose values become `--fw-*` tokens. Property only.
 * @prop {boolean} dirty - Read-only: whether the form has changes not saved yet (false when read-only or not loaded yet).
 *
 * @fires {CustomEvent<FwEventMap['fw-change']>} fw-change - The user changed the form (once per typing burst); detail `{ source: 'builder', formId, schema, description, isTemplate }`.
 * @fires {CustomEvent<FwEventMap['fw-save']>} fw-save - The form was saved or created.
 * @fires {CustomEvent<FwEventMap['fw-navigate']>} fw-navigate - Go to the dashboard, or to a created form's edit route (history replaced).
 * @fires {CustomEvent<FwEventMap['fw-error']>} fw-error - Loading, saving or rendering failed.
 * @fires {CustomEvent<FwEventMap['fw-auth-required']>} fw-auth-required - The service answered 401.
 *
 * @csspart root - The element's outer box; carries the theme tokens.
 * @csspart header - The builder header: description, actions, field count and selection.
 * @csspart sidebar - The left sidebar with the Fields and Variables tabs.
 * @csspart field-library - The Field Library.
 * @csspart variables-panel - The Variables tab.
 * @csspart canvas - The canvas with the page manager and the fields.
 * @csspart page-manager - The page manager above the fields.
 * @csspart field-card - Each field on the canvas (also `field-card-selected`).
 * @csspart drag-handle - A field card's drag handle.
 * @csspart properties - The properties panel.
 * @csspart template-switch - The 'Template' switch.
 * @csspart load-error - The panel shown when a form cannot be loaded.
 * @csspart loading-screen - The loading screen.
 * @csspart button - Every button (also `button-primary`, `button-secondary`, `button-danger`, ...).
 * @csspart dialog - Modal dialogs (field configuration, tools, preview, confirmations).
 * @csspart tabs - Tab sets; their parts are `tablist`, `tab`, `tab-selected` and `tabpanel`.
 * @csspart toast-stack - The notification stack; each notification is a `toast` part.
 * @csspart spinner - Loading spinners.
 *
 * @cssproperty --fw-builder-height - Height of the builder (default 100vh); the canvas and panels scroll inside it.
 * @cssproperty --fw-color-primary - Main action colour; also the drop bar and the selection.
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
export class FormBuilderElement extends createFormwrightElement({
  props: formBuilderProps,
  loadingLabel: 'Loading the form builder',
  failureMessage: 'The form builder could not be loaded.',
  load: () => import('./form-builder-app').then((module) => module.FormBuilderApp),
}) {
  /**
   * Saves the form, or creates it when it has no id yet, as the Save button does (toasts, `fw-save`,
   * `fw-navigate` after a create). Resolves false when it failed, the builder is read-only, or its app
   * has not loaded yet; also when someone else saved the form since it was loaded (nothing is
   * overwritten: the builder shows its conflict notice).
   */
  async save(): Promise<boolean> {
    const store = builderStores.of(this);
    return store ? store.save() : false;
  }

  /**
   * Whether the form has changes that are not saved yet (false for a read-only builder, and before the
   * builder has loaded): for a host that wants to ask before its own navigation drops them.
   */
  get dirty(): boolean {
    const store = builderStores.of(this);
    return store?.state.dirty === true && !store.isReadOnly();
  }
}
