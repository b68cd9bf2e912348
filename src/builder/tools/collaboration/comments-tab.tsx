// Comments (authoring §2, §5, §9): real comments from the server, optionally on one field, oldest first in
// a list that scrolls at about 24rem, with relative times. Owners and editors comment, and edit and delete
// their own (the owner may also delete any, as the server allows); a viewer touches none.
// Focus never falls to <body>: editing a comment focuses its text and ends on its Edit button (Escape
// cancels the edit, not the dialog), a deleted comment hands focus to the next Delete, and Add Comment
// hands it to the comment box once the button is disabled again. Adding and deleting are announced.
// A comment on a field the form no longer has says so, rather than showing the field's id.
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { canAddComment, formatRelativeTime } from '../../../logic';
import type { Comment, Field } from '../../../model';
import type { CollaborationStore } from '../../../store/collaboration';
import { Button, deepActiveElement } from '../../../ui';
import { useBuilder } from '../../context';
import { OWN_UNDO } from '../../history-step';
import { useDocSelector, useStoreSelector } from '../../hooks/use-store';
import { focusAfterRemoval, focusStayedOn, rowFocusKey, useInlineEditor } from '../focus';
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
  /** Where a comment is, by its field's label. */
  onField: (label: string) => `on ${label}`,
  /** A comment on a field deleted since: its id would mean nothing to the reader. */
  onDeletedField: 'on a deleted field',
  /** Under 'About' while fields added here are not saved yet: the server knows only saved fields. */
  unsavedFields: 'Fields added since the last save can be commented on once the form is saved.',
  added: 'Comment added.',
  deleted: 'Comment deleted.',
} as const;

const TEXT_KEY = 'tools:comments:text';
const deleteKey = (id: string) => rowFocusKey('comments', 'delete', id);

/** A comment's text being edited in place; opens with focus on the text, Escape cancels. */
function CommentEditForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  /** Resolves true once the server has the new text. */
  onSave: (text: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [saving, setSaving] = useState(false);
  const editId = useId();
  const editor = useInlineEditor<HTMLFormElement>(onCancel);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    // A second click while the first save is with the server would send the text twice.
    if (!canAddComment(draft) || saving) return;
    setSaving(true);
    try {
      await onSave(draft);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form {...editor} className="fw-collab__form" onSubmit={save}>
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
        <Button
          type="submit"
          size="small"
          variant="primary"
          disabled={!canAddComment(draft)}
          inactive={saving}
        >
          {COMMENT_TEXTS.save}
        </Button>
        <Button size="small" variant="secondary" onClick={onCancel}>
          {COMMENT_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  fieldLabel,
  own,
  canDelete,
  deleting,
  now,
  onEdit,
  onDelete,
}: {
  comment: Comment;
  /** The label of the comment's field (its id when it has none); null when the form no longer has it. */
  fieldLabel: string | null;
  own: boolean;
  canDelete: boolean;
  /** Its delete is with the server: Delete ignores further presses (a double-click deletes once). */
  deleting: boolean;
  now: number;
  onEdit: (text: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // The Edit button comes back when the editor closes and takes focus back, once it is on the page: a
  // save closes the editor after the server answers, outside any event, so only the commit is certain.
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    editRef.current?.focus();
  }, [editing]);
  const closeEditor = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const save = async (text: string) => {
    const saved = await onEdit(text);
    if (saved) closeEditor();
    return saved;
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
        {comment.field_id ? (
          <span className="fw-badge fw-badge--muted">
            {fieldLabel === null ? COMMENT_TEXTS.onDeletedField : COMMENT_TEXTS.onField(fieldLabel)}
          </span>
        ) : null}
      </div>
      {editing ? (
        <CommentEditForm initial={comment.comment_text} onSave={save} onCancel={closeEditor} />
      ) : (
        <p className="fw-comment__text">{comment.comment_text}</p>
      )}
      {!editing && (own || canDelete) ? (
        <div className="fw-comment__actions">
          {own ? (
            <Button
              size="small"
              variant="secondary"
              ref={editRef}
              aria-label={COMMENT_TEXTS.editNamed(comment.author_name)}
              onClick={() => setEditing(true)}
            >
              {COMMENT_TEXTS.edit}
            </Button>
          ) : null}
          <Button
            size="small"
            variant="danger"
            aria-label={COMMENT_TEXTS.deleteNamed(comment.author_name)}
            data-focus-key={deleteKey(comment.id)}
            inactive={deleting}
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
  const { ui } = useBuilder();
  const { comments, commentsError, userId } = useSnapshot(collaboration.state);
  const fields = useDocSelector((doc) => doc.schema.all_fields);
  const savedIds = useStoreSelector((state) => state.savedFieldIds);
  // A comment is about a field the server holds: one added since the last save would be refused.
  const saved = new Set(savedIds);
  const commentable = fields.filter((field: Field) => saved.has(field.id));
  const selectedId = useDocSelector((doc) => doc.selectedFieldId);
  const selected = selectedId !== null && saved.has(selectedId) ? selectedId : null;
  const [text, setText] = useState('');
  const [fieldId, setFieldId] = useState<string | null>(null);
  const [message, setMessage] = useState<ToolMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const now = useNow();
  const textId = useId();
  const fieldSelectId = useId();
  const unsavedNoteId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const scrollRef = useRef<HTMLElement>(null);
  /** Set when this builder's comment was added: the list then scrolls to it (the newest is last). */
  const showAdded = useRef(false);
  useLayoutEffect(() => {
    if (!showAdded.current || comments.length === 0) return;
    showAdded.current = false;
    const list = scrollRef.current;
    list?.scrollTo({ top: list.scrollHeight });
  }, [comments.length]);
  const anchor = fieldId ?? selected ?? '';
  const labelOf = (id: string | null | undefined) => {
    const field = id ? fields.find((candidate: Field) => candidate.id === id) : undefined;
    return field ? field.label || field.id : null;
  };

  const report = (failure: string | null) => {
    setMessage(failure ? { tone: 'error', text: failure } : null);
    return failure === null;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAddComment(text) || busy) return;
    setBusy(true);
    showAdded.current = true;
    const ok = report(await collaboration.addComment(text, anchor || null));
    if (!ok) showAdded.current = false;
    setBusy(false);
    if (!ok) return;
    // Add Comment is disabled again once the text is cleared, which would drop its focus to <body>: the
    // comment box takes it first.
    if (focusStayedOn(addRef.current)) textRef.current?.focus();
    setText('');
    ui.announce(COMMENT_TEXTS.added);
  };

  const remove = async (id: string) => {
    if (deleting === id) return;
    const from = deepActiveElement();
    const ids = comments.map((comment) => comment.id);
    setDeleting(id);
    const ok = report(await collaboration.deleteComment(id));
    setDeleting((current) => (current === id ? null : current));
    if (!ok) return;
    if (focusStayedOn(from)) focusAfterRemoval(ui, ids, id, deleteKey, [TEXT_KEY]);
    ui.announce(COMMENT_TEXTS.deleted);
  };

  return (
    <div className="fw-tool-panel">
      {commentsError ? <ToolAlert message={{ tone: 'error', text: commentsError }} /> : null}
      {comments.length === 0 && !commentsError ? <p className="fw-muted">{COMMENT_TEXTS.empty}</p> : null}
      {/* A scrolling region must be reachable by keyboard; an empty one would be a Tab stop of no height. */}
      <section
        ref={scrollRef}
        className="fw-comments__scroll"
        aria-label={COMMENT_TEXTS.list}
        tabIndex={comments.length > 0 ? 0 : undefined}
      >
        <ul className="fw-tool-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment as Comment}
              fieldLabel={labelOf(comment.field_id)}
              own={canComment && comment.user_id === userId}
              canDelete={(canComment && comment.user_id === userId) || isOwner}
              deleting={deleting === comment.id}
              now={now}
              onEdit={async (next) => report(await collaboration.editComment(comment.id, next))}
              onDelete={() => void remove(comment.id)}
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
              aria-describedby={commentable.length < fields.length ? unsavedNoteId : undefined}
              onChange={(event) => setFieldId(event.target.value)}
            >
              <option value="">{COMMENT_TEXTS.wholeForm}</option>
              {commentable.map((field: Field) => (
                <option key={field.id} value={field.id}>
                  {field.label || field.id}
                </option>
              ))}
            </select>
            {commentable.length < fields.length ? (
              <p id={unsavedNoteId} className="fw-muted">
                {COMMENT_TEXTS.unsavedFields}
              </p>
            ) : null}
          </div>
          <div className="fw-config-field">
            <label className="fw-config-field__label" htmlFor={textId}>
              {COMMENT_TEXTS.textLabel}
            </label>
            <textarea
              {...OWN_UNDO}
              ref={textRef}
              id={textId}
              className="fw-config-input"
              rows={3}
              value={text}
              maxLength={10_000}
              data-focus-key={TEXT_KEY}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <div>
            {/* Inactive rather than disabled while adding: the button keeps the focus of the press. */}
            <Button
              ref={addRef}
              type="submit"
              variant="primary"
              disabled={!canAddComment(text)}
              inactive={busy}
            >
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
