import { Link } from 'wouter';
import { type FormSummary, isUnreadable, type ListedForm } from '../../api/forms';
import { Button } from '../../ui';
import { descriptionOf, fieldCountLabel, formatUpdatedAt, responsesLabel } from './format';

export const PUBLISHED_BADGE = 'Published';
/** Said by a listed form whose schema cannot be read: it can only be deleted. */
export const UNREADABLE_FORM_NOTE = 'This form could not be read';

/** The item's controls, named for moving focus between items (after a delete). */
export type ItemAction = 'delete' | 'duplicate' | 'edit' | 'use-template' | 'responses';

export interface FormItemProps {
  item: ListedForm;
  onDuplicate(item: FormSummary): void;
  onDelete(item: ListedForm): void;
  onUseTemplate(item: FormSummary): void;
  /** Opens the form's responses (forms only: templates collect none). */
  onResponses(item: FormSummary): void;
  /** A copy of this item is being made: Duplicate waits (inactive) until it is done. */
  duplicating?: boolean;
}

/**
 * One form or template: description, whether it is published, real field count, last update, and its
 * actions. Action names carry the description so a screen reader's list of buttons says which form each
 * one acts on.
 */
export function FormItem({
  item,
  onDuplicate,
  onDelete,
  onUseTemplate,
  onResponses,
  duplicating = false,
}: FormItemProps) {
  const name = descriptionOf(item.description);
  const updated = formatUpdatedAt(item.updated_at);
  const readable = isUnreadable(item) ? null : item;
  return (
    <li className="fw-dashboard__item" data-form-id={item.id}>
      <div className="fw-dashboard__item-main">
        <h2
          className={
            item.description.trim() === '' ? 'fw-dashboard__item-title is-empty' : 'fw-dashboard__item-title'
          }
        >
          {name}
        </h2>
        <p className="fw-dashboard__item-meta">
          {item.is_published ? <span className="fw-dashboard__badge">{PUBLISHED_BADGE}</span> : null}
          {readable ? (
            <span>{fieldCountLabel(readable.field_count)}</span>
          ) : (
            <span className="fw-dashboard__unreadable">{UNREADABLE_FORM_NOTE}</span>
          )}
          {updated ? (
            <span>
              Updated <time dateTime={item.updated_at}>{updated}</time>
            </span>
          ) : null}
        </p>
      </div>
      <div className="fw-dashboard__item-actions">
        {!readable ? null : readable.is_template ? (
          <Button
            size="small"
            variant="primary"
            aria-label={`Use template ${name}`}
            data-action="use-template"
            onClick={() => onUseTemplate(readable)}
          >
            Use template
          </Button>
        ) : (
          <>
            <Link
              href={`/edit-form/${encodeURIComponent(item.id)}`}
              className="fw-button fw-button--primary fw-button--small"
              aria-label={`Edit ${name}`}
              data-action="edit"
            >
              Edit
            </Link>
            <Button
              size="small"
              aria-label={responsesLabel(item.description)}
              data-action="responses"
              onClick={() => onResponses(readable)}
            >
              Responses
            </Button>
          </>
        )}
        {readable ? (
          <Button
            size="small"
            aria-label={`Duplicate ${name}`}
            data-action="duplicate"
            inactive={duplicating}
            onClick={() => onDuplicate(readable)}
          >
            Duplicate
          </Button>
        ) : null}
        {/* Only the owner may delete (the server refuses anyone else): no button that can only fail. */}
        {item.role === 'owner' ? (
          <Button
            size="small"
            variant="danger"
            aria-label={`Delete ${name}`}
            data-action="delete"
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
