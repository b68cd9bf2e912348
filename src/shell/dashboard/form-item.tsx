import { Link } from 'wouter';
import type { ApiForm } from '../../api/forms';
import { Button } from '../../ui';
import { descriptionOf, fieldCountLabel, fieldCountOf, formatUpdatedAt, responsesLabel } from './format';

export const PUBLISHED_BADGE = 'Published';

export interface FormItemProps {
  item: ApiForm;
  onDuplicate(item: ApiForm): void;
  onDelete(item: ApiForm): void;
  onUseTemplate(item: ApiForm): void;
  /** Opens the form's responses (forms only: templates collect none). */
  onResponses(item: ApiForm): void;
}

/**
 * One form or template: description, whether it is published, real field count, last update, and its
 * actions. Action names carry the description so a screen reader's list of buttons says which form each
 * one acts on.
 */
export function FormItem({ item, onDuplicate, onDelete, onUseTemplate, onResponses }: FormItemProps) {
  const name = descriptionOf(item.description);
  const updated = formatUpdatedAt(item.updated_at);
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
          <span>{fieldCountLabel(fieldCountOf(item.schema_data))}</span>
          {updated ? (
            <span>
              Updated <time dateTime={item.updated_at}>{updated}</time>
            </span>
          ) : null}
        </p>
      </div>
      <div className="fw-dashboard__item-actions">
        {item.is_template ? (
          <Button
            size="small"
            variant="primary"
            aria-label={`Use template ${name}`}
            onClick={() => onUseTemplate(item)}
          >
            Use template
          </Button>
        ) : (
          <>
            <Link
              href={`/edit-form/${encodeURIComponent(item.id)}`}
              className="fw-button fw-button--primary fw-button--small"
              aria-label={`Edit ${name}`}
            >
              Edit
            </Link>
            <Button
              size="small"
              aria-label={responsesLabel(item.description)}
              onClick={() => onResponses(item)}
            >
              Responses
            </Button>
          </>
        )}
        <Button size="small" aria-label={`Duplicate ${name}`} onClick={() => onDuplicate(item)}>
          Duplicate
        </Button>
        {/* Only the owner may delete (the server refuses anyone else): no button that can only fail. */}
        {item.role === 'owner' ? (
          <Button size="small" variant="danger" aria-label={`Delete ${name}`} onClick={() => onDelete(item)}>
            Delete
          </Button>
        ) : null}
      </div>
    </li>
  );
}
