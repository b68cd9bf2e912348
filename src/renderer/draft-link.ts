/** The query parameter of a resume link: the page's own address with `?fw-draft={token}`. */
export const DRAFT_PARAM = 'fw-draft';

/** The address a visitor opens to resume a draft: this page, with the draft's token in `fw-draft`. */
export function resumeLink(token: string, page: string = window.location.href): string {
  const url = new URL(page);
  url.searchParams.set(DRAFT_PARAM, token);
  return url.href;
}

/** The expiry as the visitor reads it, in their language and time zone. */
export function expiryText(expiresAt: string): string {
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return expiresAt;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
