// Where the demo talks to and for which tenant. The API is the server that served this page; the tenant
// is the one this browser last signed in to (demo/tenant.ts), 'demo' (the seeded one) before that. The
// sign-in page shows it and can sign in to another, which then reloads the page on that tenant.
import { rememberedTenant } from './tenant';

export const demoConfig = {
  serviceUrl: location.origin,
  tenant: rememberedTenant(),
  title: 'Formwright',
} as const;
