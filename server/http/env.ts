// The Hono environment shared by every sub-app: what authentication puts on the context.
import type { PrefetchedForm } from '../domain/access';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  name: string;
  role: 'admin' | 'member';
  tenantId: string;
}

export interface AuthContext {
  tenantId: string;
  sessionId: string;
  user: AuthUser;
  /** The form in the request's path, read along with the session (see auth/session-lookup.ts). */
  prefetchedForm?: PrefetchedForm | undefined;
}

export interface AppEnv {
  Variables: {
    auth: AuthContext;
  };
}
