// Where the demo talks to and for which tenant. The API is the server that served this page; the tenant
// is 'demo' (the seeded one) unless a visit named another with ?tenant=…, which is then remembered.
const TENANT_STORAGE_KEY = 'fw-demo-tenant';

function chooseTenant(): string {
  const fromQuery = new URLSearchParams(location.search).get('tenant');
  try {
    if (fromQuery) localStorage.setItem(TENANT_STORAGE_KEY, fromQuery);
    return fromQuery ?? localStorage.getItem(TENANT_STORAGE_KEY) ?? 'demo';
  } catch {
    return fromQuery ?? 'demo';
  }
}

export const demoConfig = {
  serviceUrl: location.origin,
  tenant: chooseTenant(),
  title: 'Formwright',
} as const;
