// The registry (data catalog). Served under the configurable second base path
// ({REGISTRY_BASE_PATH}/tenant-settings/registry) and under /api/v1/tenant-settings/registry, signed and
// authenticated like every call. Admins store a document with PUT on the API path.
import { z } from 'zod';
import { registrySchema } from '../../src/model';
import type { AppDeps } from '../deps';
import { tenantAdminOnly } from '../domain/access';
import type { createRegistryService } from '../domain/registry';
import { errors } from '../http/errors';
import type { Resource } from '../http/resource';

const registryAnswer = z.object({
  data: registrySchema,
  meta: z.object({
    source: z.enum(['integration', 'stored', 'none']),
    fetched_at: z.string().nullable(),
    stale: z.boolean().describe('A failed fetch served the last good copy'),
    error: z.string().nullable(),
  }),
});

const query = z.object({ refresh: z.enum(['true', 'false']).optional() });

export const REGISTRY_MESSAGES = {
  refreshAdminOnly:
    'Only a tenant admin can refresh the registry: read it without refresh=true to get the cached copy',
} as const;

export type RegistryService = ReturnType<typeof createRegistryService>;

/** Registers GET (and, with `writable`, PUT) at '/tenant-settings/registry' of the resource. */
export function registryRoutes(service: RegistryService, writable: boolean) {
  return (api: Resource, _deps: AppDeps): void => {
    api.op(
      {
        method: 'get',
        path: '/tenant-settings/registry',
        summary: "The tenant's registry (data catalog)",
        description:
          'From the active field_registry integration (cached, re-fetched after REGISTRY_TTL_SECONDS or with ' +
          '?refresh=true, which only a tenant admin may send), else the stored document. A failed fetch ' +
          'serves the last good copy with meta.stale.',
        query,
        response: { status: 200, schema: registryAnswer, description: 'The registry' },
        errors: [403, 502],
      },
      async (c, { query }) => {
        const auth = c.get('auth');
        const refresh = query.refresh === 'true';
        // A refresh is an outbound fetch with retries, started at will: like the connection test, it is
        // the admins' (who manage the integration). Members read the cached copy, which the TTL renews.
        if (refresh && auth.user.role !== 'admin') throw errors.forbidden(REGISTRY_MESSAGES.refreshAdminOnly);
        return c.json(await service.get(auth.tenantId, refresh));
      },
    );
    if (!writable) return;
    api.op(
      {
        method: 'put',
        path: '/tenant-settings/registry',
        summary: 'Store the registry document served when no field_registry integration is active (admin)',
        guard: tenantAdminOnly,
        body: registrySchema,
        response: { status: 200, schema: z.object({ data: registrySchema }), description: 'Stored' },
      },
      async (c, { body }) => {
        const auth = c.get('auth');
        await service.store(auth.tenantId, body);
        return c.json({ data: body });
      },
    );
  };
}
