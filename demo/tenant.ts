// The demo's tenant: the one the sign-in page signs in to (shell §6: "The tenant comes from the signed-in
// user's token"), remembered in this browser once a sign-in for it succeeded. The page starts on it, so
// its session, dashboard and builder are that tenant's; 'demo' (the seeded one) until another was used.

import { TENANT_ID_PATTERN } from '../src/model/constants';

export const TENANT_STORAGE_KEY = 'fw-demo-tenant';
export const DEFAULT_TENANT = 'demo';

/** The server's rule for a tenant id (the model's, which the server checks with). */
export const TENANT_PATTERN = TENANT_ID_PATTERN;

export const TENANT_REQUIRED_MESSAGE = 'Tenant is required';
export const TENANT_INVALID_MESSAGE =
  "Tenant must be 1 to 63 lower-case letters, digits, '-' or '_', starting with a letter or digit";

/** The sign-in page's message for a tenant id the server would refuse, else undefined. */
export function tenantError(value: string): string | undefined {
  const tenant = value.trim();
  if (tenant === '') return TENANT_REQUIRED_MESSAGE;
  return TENANT_PATTERN.test(tenant) ? undefined : TENANT_INVALID_MESSAGE;
}

/** The tenant this browser last signed in to, else 'demo'. */
export function rememberedTenant(storage: Pick<Storage, 'getItem'> | null = safeStorage()): string {
  try {
    const stored = storage?.getItem(TENANT_STORAGE_KEY)?.trim();
    return stored && TENANT_PATTERN.test(stored) ? stored : DEFAULT_TENANT;
  } catch {
    return DEFAULT_TENANT;
  }
}

/** Remembers the tenant just signed in to; the next page load starts on it. */
export function rememberTenant(
  tenant: string,
  storage: Pick<Storage, 'setItem'> | null = safeStorage(),
): void {
  try {
    storage?.setItem(TENANT_STORAGE_KEY, tenant);
  } catch {
    // Storage blocked (privacy settings): this load still signed in; the next starts on 'demo'.
  }
}

/**
 * The tenant the sign-in page offers first: the one a link asks for (?tenant=, e.g. the public page of
 * another tenant's form), else the current one.
 */
export function requestedTenant(search: string): string | null {
  const requested = new URLSearchParams(search).get('tenant')?.trim();
  return requested ? requested : null;
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
