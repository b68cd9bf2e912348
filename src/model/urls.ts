// The http(s) URL rule of outbound targets, zod-free so any bundle can use it; the tenant integrations'
// httpUrlSchema (tenant.ts) is built on the same two checks: an absolute http: or https: URL with a host,
// no spaces, and no credentials in it (a URL is shown in clear to every member).

export const URL_MESSAGES = {
  url: 'Must be a valid http(s) URL',
  credentials: 'Must not contain credentials (user:password@)',
} as const;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** Whether a (trimmed) URL is an absolute http(s) URL with a host and no spaces. */
export const isHttpUrl = (url: string): boolean => HTTP_URL.test(url);

/**
 * Whether a URL carries userinfo ('https://user:pw@host'). The authority ends at the first '/', '\\' (a
 * path separator in http URLs), '?' or '#'; an '@' before that starts userinfo.
 */
export function urlHasCredentials(value: string): boolean {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/\\?#]*)/i.exec(value.trim());
  return match?.[1]?.includes('@') === true;
}

/** What is wrong with a URL (trimmed) as an outbound http(s) target; undefined when nothing is. */
export function httpUrlProblem(value: string): string | undefined {
  const url = value.trim();
  if (!isHttpUrl(url)) return URL_MESSAGES.url;
  if (urlHasCredentials(url)) return URL_MESSAGES.credentials;
  return undefined;
}
