// Publishing (issue #8): only a published form is served to anonymous visitors on the public routes.
// Owner or editor; the change and its activity row commit together.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { forms } from '../db/schema';
import type { AppDeps } from '../deps';
import { FORBIDDEN, loadFormAccess, requireRole } from '../domain/access';
import { recordActivity } from '../domain/activity';
import { formView } from '../domain/views';
import { errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { formAnswer } from './forms';

export function publishRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;

  for (const published of [true, false]) {
    const verb = published ? 'publish' : 'unpublish';
    api.op(
      {
        method: 'post',
        path: `/:id/${verb}`,
        summary: published
          ? 'Publish a form: anonymous visitors may fetch and submit it (owner or editor)'
          : 'Unpublish a form: the public routes answer 404 again (owner or editor)',
        response: { status: 200, schema: z.object({ data: formAnswer }), description: 'The form' },
        errors: [403, 404],
      },
      async (c, { params }) => {
        const auth = c.get('auth');
        const access = await loadFormAccess(deps.database, auth, params.id);
        requireRole(access, 'editor', FORBIDDEN.edit);
        const at = new Date(deps.clock());
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(forms)
            .set({ isPublished: published, updatedAt: at })
            .where(and(eq(forms.tenantId, auth.tenantId), eq(forms.id, access.form.id)))
            .returning();
          // Deleted between the access check and the update.
          if (!updated) throw errors.notFound('Form');
          await recordActivity(tx, {
            tenantId: auth.tenantId,
            formId: updated.id,
            userId: auth.user.id,
            type: published ? 'form_published' : 'form_unpublished',
            summary: published ? 'published the form' : 'unpublished the form',
            at,
          });
          return updated;
        });
        return c.json({ data: formView(row, access.role) });
      },
    );
  }
}
