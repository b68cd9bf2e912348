// Comments on a form (optionally on one field). Owners and editors comment, and edit and delete their own
// comments (a member later made a viewer can no longer touch theirs); the owner may delete any. A comment
// on a form the user cannot see answers 404. A new comment's field must be a field of the form's saved
// schema (422 otherwise); a comment whose field is deleted later stays, still naming it.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { commentSchema, requiredTextError } from '../../src/model';
import { formComments, users } from '../db/schema';
import type { AppDeps } from '../deps';
import {
  FORBIDDEN,
  type FormMeta,
  hasRole,
  loadFormAccess,
  requireRole,
  savedSchemaOf,
} from '../domain/access';
import { recordActivity } from '../domain/activity';
import { iso, isUuid, newId } from '../domain/ids';
import { errors } from '../http/errors';
import type { Resource } from '../http/resource';
import { notifyForm } from '../realtime/events';

export const COMMENT_MESSAGES = {
  textRequired: 'Comment text is required',
  textType: 'Comment text must be text',
  editOwn: 'Only the author can edit this comment',
  deleteOwn: 'Only the author or the form owner can delete this comment',
  unknownField: (fieldId: string) =>
    `The form has no field '${fieldId}': comment on one of its saved fields, or on the whole form`,
} as const;

/** Whether the form's saved schema has a field with this id. */
function hasField(form: FormMeta, fieldId: string): boolean {
  return savedSchemaOf(form).all_fields.some((field) => field.id === fieldId);
}

const commentText = z
  .string({ error: requiredTextError(COMMENT_MESSAGES.textRequired, COMMENT_MESSAGES.textType) })
  .trim()
  .min(1, COMMENT_MESSAGES.textRequired)
  .max(10_000, 'Comment text must be at most 10000 characters');
const createBody = z.strictObject({
  comment_text: commentText,
  field_id: z.string().min(1).max(200).nullable().optional(),
});
const updateBody = z.strictObject({ comment_text: commentText });

type Row = { comment: typeof formComments.$inferSelect; authorName: string; authorEmail: string };

function commentView(row: Row) {
  return {
    id: row.comment.id,
    form_id: row.comment.formId,
    field_id: row.comment.fieldId,
    user_id: row.comment.userId,
    comment_text: row.comment.commentText,
    created_at: iso(row.comment.createdAt),
    updated_at: iso(row.comment.updatedAt),
    author_name: row.authorName,
    author_email: row.authorEmail,
  };
}

const selection = { comment: formComments, authorName: users.name, authorEmail: users.email };

/** Routes under /api/v1/forms: /:id/comments for a form, /comments/:commentId for one comment. */
export function commentRoutes(api: Resource, deps: AppDeps): void {
  const { db } = deps.database;
  const joinAuthor = and(eq(users.tenantId, formComments.tenantId), eq(users.id, formComments.userId));

  const loadComment = async (tenantId: string, commentId: string | undefined): Promise<Row> => {
    if (!isUuid(commentId)) throw errors.notFound('Comment');
    const [row] = await db
      .select(selection)
      .from(formComments)
      .innerJoin(users, joinAuthor)
      .where(and(eq(formComments.tenantId, tenantId), eq(formComments.id, commentId)));
    if (!row) throw errors.notFound('Comment');
    return row;
  };

  api.op(
    {
      method: 'get',
      path: '/:id/comments',
      summary: 'Comments on a form, oldest first',
      query: z.object({ field_id: z.string().max(200).optional() }),
      response: { status: 200, schema: z.object({ data: z.array(commentSchema) }), description: 'Comments' },
      errors: [404],
    },
    async (c, { params, query }) => {
      const auth = c.get('auth');
      const { form } = await loadFormAccess(deps.database, auth, params.id);
      const rows = await db
        .select(selection)
        .from(formComments)
        .innerJoin(users, joinAuthor)
        .where(
          and(
            eq(formComments.tenantId, auth.tenantId),
            eq(formComments.formId, form.id),
            query.field_id ? eq(formComments.fieldId, query.field_id) : undefined,
          ),
        )
        .orderBy(asc(formComments.createdAt), asc(formComments.id));
      return c.json({ data: rows.map(commentView) });
    },
  );

  api.op(
    {
      method: 'post',
      path: '/:id/comments',
      summary: 'Comment on a form or one of its fields (owner or editor)',
      body: createBody,
      response: {
        status: 201,
        schema: z.object({ id: z.string(), data: commentSchema }),
        description: 'Added',
      },
      description:
        "A field_id must be a field of the form's saved schema (else 422 validation_failed); a comment " +
        'stays when its field is deleted later.',
      errors: [404, 422],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const access = await loadFormAccess(deps.database, auth, params.id);
      requireRole(access, 'editor', FORBIDDEN.comment);
      // Stored as given, an unknown id would read 'commented on field ghost-field' in the activity.
      if (body.field_id && !hasField(access.form, body.field_id)) {
        const message = COMMENT_MESSAGES.unknownField(body.field_id);
        throw errors.invalid(message, [{ path: 'field_id', message }]);
      }
      const at = new Date(deps.clock());
      const id = newId();
      await db.transaction(async (tx) => {
        await tx.insert(formComments).values({
          tenantId: auth.tenantId,
          id,
          formId: access.form.id,
          fieldId: body.field_id ?? null,
          userId: auth.user.id,
          commentText: body.comment_text,
          createdAt: at,
          updatedAt: at,
        });
        await recordActivity(tx, {
          tenantId: auth.tenantId,
          formId: access.form.id,
          userId: auth.user.id,
          type: 'comment_added',
          summary: body.field_id ? `commented on field ${body.field_id}` : 'commented on the form',
          at,
          userName: auth.user.name,
          fieldId: body.field_id ?? null,
        });
        await notifyForm(tx, { k: 'comment', t: auth.tenantId, f: access.form.id, action: 'added', id });
      });
      return c.json({ id, data: commentView(await loadComment(auth.tenantId, id)) }, 201);
    },
  );

  api.op(
    {
      method: 'put',
      path: '/comments/:commentId',
      summary: 'Edit a comment (its author, while owner or editor)',
      body: updateBody,
      response: { status: 200, schema: z.object({ data: commentSchema }), description: 'Edited' },
      errors: [404],
    },
    async (c, { body, params }) => {
      const auth = c.get('auth');
      const row = await loadComment(auth.tenantId, params.commentId);
      // Visible only through a form the user can still see.
      const access = await loadFormAccess(deps.database, auth, row.comment.formId).catch(() => {
        throw errors.notFound('Comment');
      });
      // The same role as commenting: a viewer cannot change what the form's discussion says.
      requireRole(access, 'editor', FORBIDDEN.comment);
      if (row.comment.userId !== auth.user.id) throw errors.forbidden(COMMENT_MESSAGES.editOwn);
      const at = new Date(deps.clock());
      await db
        .update(formComments)
        .set({ commentText: body.comment_text, updatedAt: at })
        .where(and(eq(formComments.tenantId, auth.tenantId), eq(formComments.id, row.comment.id)));
      await notifyForm(db, {
        k: 'comment',
        t: auth.tenantId,
        f: row.comment.formId,
        action: 'edited',
        id: row.comment.id,
      });
      return c.json({
        data: commentView({
          ...row,
          comment: { ...row.comment, commentText: body.comment_text, updatedAt: at },
        }),
      });
    },
  );

  api.op(
    {
      method: 'delete',
      path: '/comments/:commentId',
      summary: 'Delete a comment (its author while owner or editor, or the form owner)',
      response: {
        status: 200,
        schema: z.object({ data: z.object({ id: z.string(), deleted: z.literal(true) }) }),
        description: 'Deleted',
      },
      errors: [404],
    },
    async (c, { params }) => {
      const auth = c.get('auth');
      const row = await loadComment(auth.tenantId, params.commentId);
      const access = await loadFormAccess(deps.database, auth, row.comment.formId).catch(() => {
        throw errors.notFound('Comment');
      });
      requireRole(access, 'editor', FORBIDDEN.comment);
      if (row.comment.userId !== auth.user.id && !hasRole(access, 'owner')) {
        throw errors.forbidden(COMMENT_MESSAGES.deleteOwn);
      }
      await db
        .delete(formComments)
        .where(and(eq(formComments.tenantId, auth.tenantId), eq(formComments.id, row.comment.id)));
      await notifyForm(db, {
        k: 'comment',
        t: auth.tenantId,
        f: row.comment.formId,
        action: 'deleted',
        id: row.comment.id,
      });
      return c.json({ data: { id: row.comment.id, deleted: true as const } });
    },
  );
}
