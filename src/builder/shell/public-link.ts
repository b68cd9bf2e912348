// The address of a published form's public page. Where that page lives is the host's business, so the
// element takes a URL template (`public-form-url`); without one, the public page of the reference server
// (the demo's /f/{tenant}/{formId} route, served at the service's origin) is assumed.

export const DEFAULT_PUBLIC_FORM_PATH = '/f/{tenant}/{formId}';

export interface PublicLinkInput {
  /** URL template with {tenant} and {formId}; relative templates resolve against the page. */
  template?: string | undefined;
  serviceUrl?: string | undefined;
  tenant?: string | undefined;
  formId: string;
  /** The page's address, for relative URLs. */
  baseUrl: string;
}

/** The public page of the form, or null when there is no tenant to name or the template is no URL. */
export function publicFormLink(input: PublicLinkInput): string | null {
  const { template, serviceUrl, tenant, formId, baseUrl } = input;
  if (!tenant) return null;
  const pattern = template?.trim() || `${(serviceUrl ?? '').replace(/\/+$/, '')}${DEFAULT_PUBLIC_FORM_PATH}`;
  const filled = pattern
    .replaceAll('{tenant}', encodeURIComponent(tenant))
    .replaceAll('{formId}', encodeURIComponent(formId));
  try {
    const url = new URL(filled, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
