// The Hono environment shared by every sub-app: what authentication puts on the context.
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
}

export interface AppEnv {
  Variables: {
    auth: AuthContext;
  };
}
