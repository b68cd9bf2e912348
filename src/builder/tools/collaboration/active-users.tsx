import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Field } from '../../../model';
import { useDocSelector } from '../../hooks/use-store';
import { usePresence } from './presence';

export const ACTIVE_TEXTS = {
  title: 'Active now',
  nobody: 'Nobody else has this form open.',
  offline: 'Live updates are reconnecting…',
  you: '(you)',
  /** Said politely when others open or close the form ('Eddie Editor joined.'). */
  joined: (names: string) => `${names} joined.`,
  left: (names: string) => `${names} left.`,
} as const;

/** 'A', 'A and B', 'A, B and C'. */
function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * What changed among the other users with the form open: who joined, who left. Heartbeats replace the
 * records every few seconds, so the users are compared, not the records: a heartbeat, a second tab of the
 * same user or a new selection says nothing. The first listing is where things stand, not news; and a
 * listing without this builder's own user (none yet, or the connection stopped) sets nothing and says
 * nothing.
 */
function usePresenceAnnouncement(others: ReadonlyMap<string, string> | null): string {
  const known = useRef<ReadonlyMap<string, string> | null>(null);
  const flip = useRef(false);
  const [said, setSaid] = useState('');
  const key = others ? [...others.keys()].sort().join('\n') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `others`' users.
  useEffect(() => {
    const before = known.current;
    known.current = others;
    if (!others || !before) return;
    const joined = [...others].filter(([id]) => !before.has(id)).map(([, name]) => name);
    const left = [...before].filter(([id]) => !others.has(id)).map(([, name]) => name);
    const parts = [
      joined.length > 0 ? ACTIVE_TEXTS.joined(nameList(joined)) : '',
      left.length > 0 ? ACTIVE_TEXTS.left(nameList(left)) : '',
    ].filter(Boolean);
    if (parts.length === 0) return;
    // A trailing no-break space alternates, so the same sentence twice is still a change to announce.
    flip.current = !flip.current;
    const text = parts.join(' ');
    setSaid(flip.current ? text : `${text}\u00a0`);
  }, [key]);
  return said;
}

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
  const listed = status !== 'idle' && status !== 'denied' && ownUserId !== null && users.has(ownUserId);
  const announcement = usePresenceAnnouncement(
    listed ? new Map(others.map(([id, user]) => [id, user.name])) : null,
  );
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
      {/* Only the live list can say nobody is there: while it reconnects, others may well be. */}
      {others.length === 0 && status === 'live' ? <p className="fw-muted">{ACTIVE_TEXTS.nobody}</p> : null}
      {/* Always on the page, so what appears in it is announced; the list itself is not live. */}
      <p className="fw-visually-hidden" aria-live="polite" aria-atomic="true" data-presence-announcer="">
        {announcement}
      </p>
    </section>
  );
}
