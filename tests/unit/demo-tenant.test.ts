import { describe, expect, it } from 'vitest';
import { decodeSegment, pageKeyOf } from '../../demo/app-routes';
import {
  DEFAULT_TENANT,
  rememberedTenant,
  rememberTenant,
  requestedTenant,
  TENANT_INVALID_MESSAGE,
  TENANT_PATTERN,
  TENANT_REQUIRED_MESSAGE,
  TENANT_STORAGE_KEY,
  tenantError,
} from '../../demo/tenant';
import { TENANT_ID_PATTERN } from '../../server/domain/users';

// The demo's sign-in page asks for the tenant (shell §6: the tenant is the signed-in user's) and checks it
// with the server's own rule before asking the server.

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('demo tenant', () => {
  it("checks the tenant with the server's rule", () => {
    expect(TENANT_PATTERN.source).toBe(TENANT_ID_PATTERN.source);
    expect(TENANT_PATTERN.flags).toBe(TENANT_ID_PATTERN.flags);
    expect(tenantError('demo')).toBeUndefined();
    expect(tenantError(' other ')).toBeUndefined();
    expect(tenantError('acme_2-eu')).toBeUndefined();
    expect(tenantError('')).toBe(TENANT_REQUIRED_MESSAGE);
    expect(tenantError('   ')).toBe('Tenant is required');
    for (const bad of ['Demo', '-demo', '_x', 'a b', 'ü', 'a'.repeat(64)]) {
      expect(tenantError(bad), bad).toBe(TENANT_INVALID_MESSAGE);
    }
    expect(tenantError('a'.repeat(63))).toBeUndefined();
  });

  it("remembers the tenant signed in to, and starts on 'demo' before that or on a bad stored value", () => {
    const storage = memoryStorage();
    expect(rememberedTenant(storage)).toBe(DEFAULT_TENANT);
    rememberTenant('other', storage);
    expect(storage.values.get(TENANT_STORAGE_KEY)).toBe('other');
    expect(rememberedTenant(storage)).toBe('other');
    expect(rememberedTenant(memoryStorage({ [TENANT_STORAGE_KEY]: 'Not A Tenant' }))).toBe('demo');
    expect(rememberedTenant(null)).toBe('demo');
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(rememberedTenant(throwing)).toBe('demo');
  });

  it('reads the tenant a sign-in link asks for', () => {
    expect(requestedTenant('?from=%2Fdashboard&tenant=other')).toBe('other');
    expect(requestedTenant('?tenant=')).toBeNull();
    expect(requestedTenant('')).toBeNull();
  });
});

describe('demo routes', () => {
  it('decodes a path segment, or keeps it as it came when it is not valid percent-encoding', () => {
    expect(decodeSegment('a%20b')).toBe('a b');
    expect(decodeSegment('%E0')).toBe('%E0');
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('names the page of a location: both builder routes are one page', () => {
    expect(pageKeyOf('/create-form')).toBe('builder');
    expect(pageKeyOf('/edit-form/abc')).toBe('builder');
    expect(pageKeyOf('/dashboard')).toBe('/dashboard');
    expect(pageKeyOf('/dashboard/')).toBe('/dashboard');
    expect(pageKeyOf('/f/demo/x')).toBe('/f/demo/x');
    expect(pageKeyOf('/')).toBe('/');
  });
});
