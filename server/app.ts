// The API as one Hono app built from one sub-app per resource. No I/O happens here beyond what the
// handlers do with deps.database: main.ts opens, migrates and serves; tests call app.request().
import { Hono } from 'hono';
import { z } from 'zod';
import { MAX_FILE_BYTES } from '../src/model/files';
import { createAuthenticator } from './auth/authenticate';
import type { AppDeps } from './deps';
import { createRegistryService } from './domain/registry';
import type { AppEnv } from './http/env';
import { errorBody, errorResponse } from './http/errors';
import { bodyLimitMiddleware, corsMiddleware, securityHeaders } from './http/middleware';
import { buildOpenApi } from './http/openapi';
import { type DocumentedOperation, Resource, type ResourceOptions } from './http/resource';
import { activityRoutes } from './routes/activity';
import { authRoutes } from './routes/auth';
import { collaboratorRoutes } from './routes/collaborators';
import { commentRoutes } from './routes/comments';
import { deliveryRoutes } from './routes/deliveries';
import { formRoutes } from './routes/forms';
import { presenceRoutes } from './routes/presence';
import { publicRoutes } from './routes/public';
import { publishRoutes } from './routes/publish';
import { registryRoutes } from './routes/registry';
import { submissionRoutes } from './routes/submissions';
import { tenantSettingRoutes } from './routes/tenant-settings';
import { userRoutes } from './routes/users';
import { versionRoutes } from './routes/versions';

export const API_BASE = '/api/v1';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const operations: DocumentedOperation[] = [];
  const authenticate = createAuthenticator(deps);
  const mount = (
    base: string,
    tag: string,
    register: (resource: Resource, deps: AppDeps) => void,
    options: ResourceOptions = {},
  ) => {
    const resource = new Resource(operations, base, tag, authenticate, options);
    register(resource, deps);
    app.route(base, resource.app);
  };

  app.use('*', corsMiddleware(deps.config.corsOrigins));
  app.use('*', bodyLimitMiddleware(deps.config.maxBodyBytes, MAX_FILE_BYTES));
  app.use('*', securityHeaders);

  mount(`${API_BASE}/auth`, 'auth', authRoutes);
  // Comments first: '/comments/:commentId' must not be taken for a form id.
  mount(`${API_BASE}/forms`, 'comments', commentRoutes, { formParam: 'id' });
  // Form-scoped routes read the form in their path along with the session (one round trip).
  const formScoped = { formParam: 'id' };
  mount(`${API_BASE}/forms`, 'forms', formRoutes, formScoped);
  mount(`${API_BASE}/forms`, 'versions', versionRoutes, formScoped);
  mount(`${API_BASE}/forms`, 'collaborators', collaboratorRoutes, formScoped);
  mount(`${API_BASE}/forms`, 'activity', activityRoutes, formScoped);
  mount(`${API_BASE}/forms`, 'publishing', publishRoutes, formScoped);
  mount(`${API_BASE}/forms`, 'submissions', submissionRoutes, formScoped);
  mount(`${API_BASE}/forms`, 'deliveries', deliveryRoutes, formScoped);
  mount(`${API_BASE}/public`, 'public', publicRoutes);
  mount(`${API_BASE}/forms`, 'presence', presenceRoutes, formScoped);
  // The registry before the settings: 'registry' must not be taken for a setting key.
  const registry = createRegistryService(deps);
  mount(API_BASE, 'registry', registryRoutes(registry, true));
  mount(deps.config.registryBasePath, 'registry', registryRoutes(registry, false));
  mount(`${API_BASE}/tenant-settings`, 'tenant-settings', tenantSettingRoutes);
  mount(`${API_BASE}/users`, 'users', userRoutes);

  mount(API_BASE, 'meta', (api) => {
    let document: Record<string, unknown> | undefined;
    api.op(
      {
        method: 'get',
        path: '/openapi.json',
        public: true,
        summary: 'This OpenAPI 3.1 document',
        response: { status: 200, schema: z.record(z.string(), z.unknown()), description: 'OpenAPI 3.1' },
      },
      (c) => {
        document ??= buildOpenApi(operations, {
          title: 'Formwright API',
          version: '1.0.0',
          description: 'Reference API server of Formwright. Request signing: see docs/api.md.',
        });
        return c.json(document);
      },
    );
    api.op(
      {
        method: 'get',
        path: '/health',
        public: true,
        summary: 'Liveness',
        response: {
          status: 200,
          schema: z.object({ data: z.object({ status: z.literal('ok') }) }),
          description: 'The server answers',
        },
      },
      (c) => c.json({ data: { status: 'ok' as const } }),
    );
  });

  app.notFound((c) => c.json(errorBody('not_found', `No route for ${c.req.method} ${c.req.path}`), 404));
  app.onError((error, c) => errorResponse(c, error, deps.log.error));
  return app;
}
