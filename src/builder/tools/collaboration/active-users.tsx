import { useSnapshot } from 'valtio/react';
import type { Field } from '../../../model';
import { useDocSelector } from '../../hooks/use-store';
import { usePresence } from './presence';

export const ACTIVE_TEXTS = {
  title: 'Active now',
  nobody: 'Nobody else has this form open.',
  offline: 'Live updates are reconnecting…',
  you: '(you)',
} as const;

/** Who has the form open now (one entry per user), and the field each one has selected. */
export function ActiveUsers() {
  const presence = usePresence();
  const { records, ownUserId, status } = useSnapshot(presence.state);
  const fields = useDocSelector((doc) => doc.schema.all_fields);
  const labelOf = (id: string | null) => (id ? fields.find((f: Field) => f.id === id)?.label || id : null);
  const users = new Map<string, { name: string; field: string | null }>();
  for (const record of records) {
    const known = users.get(record.user_id);
    if (!known || (!known.field && record.selected_field_id)) {
      users.set(record.user_id, { name: record.user_name, field: labelOf(record.selected_field_id) });
    }
  }
  const others = [...users].filter(([id]) => id !== ownUserId);
  return (
    <section className="fw-collab__presence" aria-label={ACTIVE_TEXTS.title}>
      <h4 className="fw-config-section__title">{ACTIVE_TEXTS.title}</h4>
      {status === 'offline' ? (
        <p className="fw-muted" role="status">
          {ACTIVE_TEXTS.offline}
        </p>
      ) : null}
      <ul className="fw-collab__active">
        {[...users].map(([id, user]) => (
          <li key={id} className="fw-collab__person" data-user-id={id}>
            <span className="fw-collab__dot" aria-hidden="true" />
            <span>
              {user.name}
              {id === ownUserId ? ` ${ACTIVE_TEXTS.you}` : ''}
              {user.field ? ` — editing ${user.field}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {others.length === 0 ? <p className="fw-muted">{ACTIVE_TEXTS.nobody}</p> : null}
    </section>
  );
}
