// Team (authoring §2, §5, §6): the form's members from the server. Only the owner sees the controls:
// add by e-mail with role editor or viewer, change a member's role, remove a member. The owner is shown
// without a remove button. A role is saved by its own Save button (or Enter on the select), not on every
// change of the select: arrow keys on a closed select change its value, and each step would be a save.
// The form reads in the order it is filled in: e-mail, role, then Add Member.
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { canAddMember } from '../../../logic';
import { ASSIGNABLE_ROLES, type AssignableRole, type Collaborator, ROLE_DESCRIPTIONS } from '../../../model';
import type { CollaborationStore } from '../../../store/collaboration';
import { Button, deepActiveElement } from '../../../ui';
import { useBuilder } from '../../context';
import { OWN_UNDO } from '../../history-step';
import { focusAfterRemoval, focusStayedOn, rowFocusKey } from '../focus';
import { ToolAlert, type ToolMessage } from '../shared';

export const TEAM_TEXTS = {
  emailLabel: 'Email address',
  roleLegend: 'Role',
  add: 'Add Member',
  owner: 'Owner',
  remove: 'Remove',
  saveRole: 'Save',
  saveRoleNamed: (name: string) => `Save role of ${name}`,
  members: 'Team members',
  ownerOnly: 'Only the owner of this form can add, change or remove members.',
} as const;

const EMAIL_KEY = 'tools:team:email';
const removeKey = (id: string) => rowFocusKey('team', 'remove', id);

const ROLE_NAMES: Record<Collaborator['role'], string> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

function MemberRow({
  member,
  manage,
  removing,
  onRole,
  onRemove,
}: {
  member: Collaborator;
  manage: boolean;
  /** Its removal is with the server: Remove ignores further presses (a double-click removes once). */
  removing: boolean;
  /** Resolves true once the server has the new role. */
  onRole: (role: AssignableRole) => Promise<boolean>;
  onRemove: () => void;
}) {
  const selectId = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [pending, setPending] = useState<AssignableRole | null>(null);
  const [saving, setSaving] = useState(false);
  const isOwner = member.role === 'owner';
  const chosen = pending ?? (member.role as AssignableRole);
  const changed = chosen !== member.role;

  const saveRole = async () => {
    if (!changed || saving) return;
    setSaving(true);
    const saved = await onRole(chosen);
    setSaving(false);
    if (!saved) return;
    setPending(null);
    // The Save button goes once the role is saved: focus returns to the select rather than to <body>.
    select.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (event.key !== 'Enter' || !changed) return;
    event.preventDefault();
    void saveRole();
  };
  return (
    <li className="fw-tool-list__item" data-member={member.user_email}>
      <div className="fw-tool-list__main">
        <span className="fw-tool-list__name">{member.user_name}</span>
        <span className="fw-muted">{member.user_email}</span>
        {isOwner || !manage ? (
          <span className={isOwner ? 'fw-badge' : 'fw-badge fw-badge--muted'}>
            {ROLE_NAMES[member.role]}
            {isOwner ? '' : ` — ${ROLE_DESCRIPTIONS[member.role as AssignableRole]}`}
          </span>
        ) : null}
      </div>
      {manage && !isOwner ? (
        <div className="fw-tool-list__actions">
          <label className="fw-visually-hidden" htmlFor={selectId}>
            Role of {member.user_name}
          </label>
          <select
            ref={select}
            id={selectId}
            className="fw-config-input"
            value={chosen}
            onChange={(event) => setPending(event.target.value as AssignableRole)}
            onKeyDown={onKeyDown}
          >
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_NAMES[role]} — {ROLE_DESCRIPTIONS[role]}
              </option>
            ))}
          </select>
          {changed ? (
            <Button
              size="small"
              variant="primary"
              aria-label={TEAM_TEXTS.saveRoleNamed(member.user_name)}
              inactive={saving}
              onClick={() => void saveRole()}
            >
              {TEAM_TEXTS.saveRole}
            </Button>
          ) : null}
          <Button
            size="small"
            variant="danger"
            aria-label={`Remove ${member.user_name}`}
            data-focus-key={removeKey(member.id)}
            inactive={removing}
            onClick={onRemove}
          >
            {TEAM_TEXTS.remove}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function TeamTab({ collaboration, isOwner }: { collaboration: CollaborationStore; isOwner: boolean }) {
  const { ui } = useBuilder();
  const { members, membersError } = useSnapshot(collaboration.state);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('editor');
  const [message, setMessage] = useState<ToolMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const emailId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const run = async (action: () => Promise<string | null>, success: string) => {
    setBusy(true);
    const failure = await action();
    setBusy(false);
    setMessage(failure ? { tone: 'error', text: failure } : { tone: 'success', text: success });
    return failure === null;
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!canAddMember(email) || busy) return;
    const address = email.trim();
    if (await run(() => collaboration.addMember(address, role), `${address} added as ${ROLE_NAMES[role]}`)) {
      // Add Member is disabled again once the address is cleared, which would drop its focus to <body>:
      // the address, where the next member starts, takes it first.
      if (focusStayedOn(addRef.current)) emailRef.current?.focus();
      setEmail('');
    }
  };

  const remove = async (member: Collaborator) => {
    if (removing === member.id) return;
    const from = deepActiveElement();
    const ids = members.map((m) => m.id);
    setRemoving(member.id);
    const removed = await run(() => collaboration.removeMember(member.id), `${member.user_name} removed`);
    setRemoving((current) => (current === member.id ? null : current));
    if (removed && focusStayedOn(from)) focusAfterRemoval(ui, ids, member.id, removeKey, [EMAIL_KEY]);
  };

  return (
    <div className="fw-tool-panel">
      {membersError ? <ToolAlert message={{ tone: 'error', text: membersError }} /> : null}
      {isOwner ? (
        <form className="fw-collab__form" onSubmit={add} {...OWN_UNDO}>
          <div className="fw-config-field">
            <label className="fw-config-field__label" htmlFor={emailId}>
              {TEAM_TEXTS.emailLabel}
            </label>
            <input
              ref={emailRef}
              id={emailId}
              type="email"
              className="fw-config-input"
              value={email}
              autoComplete="off"
              placeholder="colleague@example.com"
              data-focus-key={EMAIL_KEY}
              onChange={(event) => {
                setEmail(event.target.value);
                // A refusal of the address typed before is not about this one.
                setMessage((shown) => (shown?.tone === 'error' ? null : shown));
              }}
            />
          </div>
          <fieldset className="fw-collab__roles">
            <legend>{TEAM_TEXTS.roleLegend}</legend>
            {ASSIGNABLE_ROLES.map((choice) => (
              <label key={choice} className="fw-collab__role">
                <input
                  type="radio"
                  name={`${emailId}-role`}
                  value={choice}
                  checked={role === choice}
                  onChange={() => setRole(choice)}
                />
                <span>
                  <strong>{ROLE_NAMES[choice]}</strong>{' '}
                  <span className="fw-muted">{ROLE_DESCRIPTIONS[choice]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            {/* Inactive rather than disabled while adding: the button keeps the focus of the press. */}
            <Button
              ref={addRef}
              type="submit"
              variant="primary"
              disabled={!canAddMember(email)}
              inactive={busy}
            >
              {TEAM_TEXTS.add}
            </Button>
          </div>
        </form>
      ) : (
        <p className="fw-muted">{TEAM_TEXTS.ownerOnly}</p>
      )}
      <ToolAlert message={message} />
      <ul className="fw-tool-list" aria-label={TEAM_TEXTS.members}>
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member as Collaborator}
            manage={isOwner}
            removing={removing === member.id}
            onRole={(next) =>
              run(
                () => collaboration.changeRole(member.id, next),
                `${member.user_name} is now ${ROLE_NAMES[next]}`,
              )
            }
            onRemove={() => void remove(member as Collaborator)}
          />
        ))}
      </ul>
    </div>
  );
}
