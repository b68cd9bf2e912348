import { connectionProps } from './connection-props';
import { createFormwrightElement, type ElementProps } from './create-element';
import { settingsStores } from './host-stores';
import { property } from './props';

const tenantSettingsProps = {
  ...connectionProps,
  signingKey: property<string | undefined>(undefined),
};

export type TenantSettingsProps = ElementProps<typeof tenantSettingsProps>;

/**
 * The tenant's general settings and integrations (shell §2 "Tenant Settings modal"): a left navigation with
 * General Settings (key/value settings: add, edit with the key locked, delete) and Integrations (the
 * field_registry integration: add, edit, delete, Test connection). Admins edit; other users of the tenant
 * see the settings read-only. Secrets are only ever shown masked. Works on its own in any page and inside
 * a host's modal.
 *
 * @tag tenant-settings
 * @summary Edits a tenant's settings and integrations.
 *
 * @attr {string} tenant - Tenant whose settings are edited.
 * @attr {string} service-url - Base URL of the Formwright service.
 * @attr {string} token - Bearer token, used with the `signingKey` property (calls are signed). Prefer the `token` property, which stays out of the markup.
 *
 * @prop {string | undefined} tenant - Reflects the `tenant` attribute.
 * @prop {string | undefined} serviceUrl - Reflects the `service-url` attribute.
 * @prop {string | undefined} token - Bearer token; setting it never writes the attribute.
 * @prop {string | undefined} signingKey - The session's request-signing key from sign-in (with `token`). Property only.
 * @prop {FwTheme | undefined} theme - Theme whose values become `--fw-*` tokens. Property only.
 * @prop {boolean} dirty - Read-only: whether an open setting or integration form has changes not saved yet.
 *
 * @fires {CustomEvent<FwEventMap['fw-error']>} fw-error - Loading, saving or rendering failed.
 * @fires {CustomEvent<FwEventMap['fw-auth-required']>} fw-auth-required - The service answered 401.
 * @fires {CustomEvent<FwEventMap['fw-settings-change']>} fw-settings-change - A setting or integration was saved or deleted on the server.
 *
 * @csspart root - The element's outer box; carries the theme tokens.
 * @csspart settings - The settings app's box (header, navigation, panels).
 * @csspart tabs - The left navigation and its panels; `tablist`, `tab` (`tab-selected`) and `tabpanel` inside.
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
 * @cssproperty --fw-font-weight - Weight of body text.
 */
export class TenantSettingsElement extends createFormwrightElement({
  props: tenantSettingsProps,
  load: () => import('./tenant-settings-app').then((module) => module.TenantSettingsApp),
  loadingLabel: 'Loading tenant settings...',
}) {
  /**
   * Whether an open setting or integration form has changes that are not saved yet (false before the
   * app has loaded): for a host that wants to ask before closing its modal or page drops them.
   */
  get dirty(): boolean {
    return settingsStores.of(this)?.dirty() ?? false;
  }
}
