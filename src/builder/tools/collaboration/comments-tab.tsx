// Comments (authoring §2, §5, §9): real comments from the server, optionally on one field, oldest first in
// a list that scrolls at about 24rem, with relative times. Owners and editors comment, and edit and delete
// their own (the owner may also delete any, as the server allows); a viewer touches none.
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { canAddComment, formatRelativeTime } from '../../../logic';
import type { Comment, Field } from '../../../model';
import type { CollaborationStore } from '../../../store/collaboration';
import { Button } from '../../../ui';
import { OWN_UNDO } from '../../history-step';
import { useDocSelector } from '../../hooks/use-store';
import { ToolAlert, type ToolMessage } from '../shared';
import { useNow } from './use-now';

export const COMMENT_TEXTS = {
  textLabel: 'Comment',
  fieldLabel: 'About',
  wholeForm: 'The whole form',
  add: 'Add Comment',
  edit: 'Edit',
  delete: 'Delete',
  /** The buttons' accessible names: which comment they act on. */
  editNamed: (author: string) => `Edit comment by ${author}`,
  deleteNamed: (author: string) => `Delete comment by ${author}`,
  save: 'Save',
  cancel: 'Cancel',
  empty: 'No comments yet.',
  list: 'Comments',
  viewerNote: 'Only the owner and editors can comment on this form.',
  edited: '(edited)',
} as const;

function CommentItem({
  comment,
  fieldLabel,
  own,
  canDelete,
  now,
  onEdit,
  onDelete,
}: {
  comment: Comment;
  fieldLabel: string | null;
  own: boolean;
  canDelete: boolean;
  now: number;
  onEdit: (text: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const editId = useId();
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (draft !== null && canAddComment(draft) && (await onEdit(draft))) setDraft(null);
  };
  return (
    <li className="fw-tool-list__item fw-comment" data-comment={comment.id}>
      <div className="fw-comment__head">
        <strong>{comment.author_name}</strong>
        <time className="fw-muted" dateTime={comment.created_at}>
          {formatRelativeTime(comment.created_at, now)}
        </time>
        {comment.updated_at !== comment.created_at ? (
          <span className="fw-muted">{COMMENT_TEXTS.edited}</span>
        ) : null}
        {fieldLabel ? <span className="fw-badge fw-badge--muted">on {fieldLabel}</span> : null}
      </div>
      {draft === null ? (
        <p className="fw-comment__text">{comment.comment_text}</p>
      ) : (
        <form className="fw-collab__form" onSubmit={save}>
          <label className="fw-visually-hidden" htmlFor={editId}>
            Edit comment
          </label>
          <textarea
            {...OWN_UNDO}
            id={editId}
            className="fw-config-input"
            rows={3}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="fw-comment__actions">
            <Button type="submit" size="small" variant="primary" disabled={!canAddComment(draft)}>
              {COMMENT_TEXTS.save}
            </Button>
            <Button size="small" variant="secondary" onClick={() => setDraft(null)}>
              {COMMENT_TEXTS.cancel}
            </Button>
          </div>
        </form>
      )}
      {draft === null && (own || canDelete) ? (
        <div className="fw-comment__actions">
          {own ? (
            <Button
              size="small"
              variant="secondary"
              aria-label={COMMENT_TEXTS.editNamed(comment.author_name)}
              onClick={() => setDraft(comment.comment_text)}
            >
              {COMMENT_TEXTS.edit}
            </Button>
          ) : null}
          <Button
            size="small"
            variant="danger"
            aria-label={COMMENT_TEXTS.deleteNamed(comment.author_name)}
            onClick={onDelete}
          >
            {COMMENT_TEXTS.delete}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function CommentsTab({
  collaboration,
  canComment,
  isOwner,
}: {
  collaboration: CollaborationStore;
  canComment: boolean;
  isOwner: boolean;
}) {
  const { comments, commentsError, userId } = useSnapshot(collaboration.state);
  const fields = useDocSelector((doc) => doc.schema.all_fields);
  const selected = useDocSelector((doc) => doc.selectedFieldId);
  const [text, setText] = useState('');
  const [fieldId, setFieldId] = useState<string | null>(null);
  const [message, setMessage] = useState<ToolMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const now = useNow();
  const textId = useId();
  const fieldSelectId = useId();
  const anchor = fieldId ?? selected ?? '';
  const labelOf = (id: string | null | undefined) =>
    id ? fields.find((field: Field) => field.id === id)?.label || id : null;

  const report = (failure: string | null) => {
    setMessage(failure ? { tone: 'error', text: failure } : null);
    return failure === null;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAddComment(text) || busy) return;
    setBusy(true);
    const ok = report(await collaboration.addComment(text, anchor || null));
    setBusy(false);
    if (ok) setText('');
  };

  return (
    <div className="fw-tool-panel">
      {commentsError ? <ToolAlert message={{ tone: 'error', text: commentsError }} /> : null}
      {comments.length === 0 && !commentsError ? <p className="fw-muted">{COMMENT_TEXTS.empty}</p> : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className="fw-comments__scroll" aria-label={COMMENT_TEXTS.list} tabIndex={0}>
        <ul className="fw-tool-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment as Comment}
              fieldLabel={labelOf(comment.field_id)}
              own={canComment && comment.user_id === userId}
              canDelete={(canComment && comment.user_id === userId) || isOwner}
              now={now}
              onEdit={async (next) => report(await collaboration.editComment(comment.id, next))}
              onDelete={() => void collaboration.deleteComment(comment.id).then(report)}
            />
          ))}
        </ul>
      </section>
      <ToolAlert message={message} />
      {canComment ? (
        <form className="fw-collab__form" onSubmit={add}>
          <div className="fw-config-field">
            <label className="fw-config-field__label" htmlFor={fieldSelectId}>
              {COMMENT_TEXTS.fieldLabel}
            </label>
            <select
              id={fieldSelectId}
              className="fw-config-input"
              value={anchor}
              onChange={(event) => setFieldId(event.target.value)}
            >
              <option value="">{COMMENT_TEXTS.wholeForm}</option>
              {fields.map((field: Field) => (
                <option key={field.id} value={field.id}>
                  {field.label || field.id}
                </option>
              ))}
            </select>
          </div>
          <div className="fw-config-field">
            <label className="fw-config-field__label" htmlFor={textId}>
              {COMMENT_TEXTS.textLabel}
            </label>
            <textarea
              {...OWN_UNDO}
              id={textId}
              className="fw-config-input"
              rows={3}
              value={text}
              maxLength={10_000}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div>
            <Button type="submit" variant="primary" disabled={!canAddComment(text) || busy}>
              {COMMENT_TEXTS.add}
            </Button>
          </div>
        </form>
      ) : (
        <p className="fw-muted">{COMMENT_TEXTS.viewerNote}</p>
      )}
    </div>
  );
}
