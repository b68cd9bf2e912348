// Publishing (issue #8): only a published form is served to anonymous visitors on the public routes.
// Owner or editor; the change and its activity row commit together.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { forms } from '../db/schema';
import type { AppDeps } from '../deps';
import { FORBIDDEN, loadFormAccess, requireRole } from '../domain/access';
import { recordActivity } from '../domain/activity';
import { formView } from '../domain/views';
import { ApiError, errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { emptyBody } from '../http/validation';
import { formAnswer } from './forms';

export const TEMPLATE_PUBLISH_MESSAGE =
  'A template cannot be published: create a form from it (Duplicate) and publish that';

const templateRefused = () => new ApiError(409, 'template_not_publishable', TEMPLATE_PUBLISH_MESSAGE);

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
        description: published
          ? 'The public routes never serve a template: publishing one answers 409 template_not_publishable.'
          : 'Also for a template (one published before it became a template), which then shows unpublished.',
        body: emptyBody,
        bodyOptional: true,
        response: { status: 200, schema: z.object({ data: formAnswer }), description: 'The form' },
        errors: published ? [403, 404, 409] : [403, 404],
      },
      async (c, { params }) => {
        const auth = c.get('auth');
        const access = await loadFormAccess(deps.database, auth, params.id);
        requireRole(access, 'editor', FORBIDDEN.edit);
        if (published && access.form.isTemplate) throw templateRefused();
        const at = new Date(deps.clock());
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(forms)
            .set({ isPublished: published, updatedAt: at })
            .where(
              and(
                eq(forms.tenantId, auth.tenantId),
                eq(forms.id, access.form.id),
                // Made a template since the access check: not published after all.
                published ? eq(forms.isTemplate, false) : undefined,
              ),
            )
            .returning();
          if (!updated) {
            const [still] = await tx
              .select({ id: forms.id })
              .from(forms)
              .where(and(eq(forms.tenantId, auth.tenantId), eq(forms.id, access.form.id)));
            // Deleted between the access check and the update, or made a template meanwhile.
            throw still ? templateRefused() : errors.notFound('Form');
          }
          await recordActivity(tx, {
            tenantId: auth.tenantId,
            formId: updated.id,
            userId: auth.user.id,
            type: published ? 'form_published' : 'form_unpublished',
            summary: published ? 'published the form' : 'unpublished the form',
            at,
            // Open builders say who: '{name} published this form.'
            userName: auth.user.name,
          });
          return updated;
        });
        return c.json({ data: formView(row, access.role) });
      },
    );
  }
}
