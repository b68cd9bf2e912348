import { z } from 'zod';

export const TENANT_ROLES = ['admin', 'member'] as const;
export type TenantRole = (typeof TENANT_ROLES)[number];

export const authUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  tenantId: z.string(),
  role: z.enum(TENANT_ROLES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Claims of the JWT the server issues (shell §3: exp and tenantId). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  tenantId: z.string(),
  exp: z.number(),
  iat: z.number().optional(),
  jti: z.string().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const signInRequestSchema = z.strictObject({ username: z.string(), password: z.string() });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export interface SignInResponse {
  token: string;
  user: AuthUser;
  /** Per-session HMAC key for request signing; never a secret baked into a bundle. */
  signingKey: string;
}
