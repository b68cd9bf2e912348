import { useSnapshot } from 'valtio/react';
import { usePresence } from '../tools/collaboration/presence';

/**
 * Who is editing this field (authoring §2 "Collaboration indicators"): other users whose builders have
 * it selected, from the server's live presence. Nothing is shown for oneself or when nobody is there.
 */
export function CollaborationSlot({ fieldId }: { fieldId: string }) {
  const presence = usePresence();
  // Only this field's key is read, so a card re-renders only when its own editors change.
  const editors = useSnapshot(presence.state).byField[fieldId];
  if (!editors || editors.length === 0) return null;
  const names = editors.map((editor) => editor.name).join(', ');
  const text = `${names} ${editors.length === 1 ? 'is' : 'are'} editing`;
  return (
    <span className="fw-card__badge fw-card__badge--editing" data-editing={editors.length} title={text}>
      {text}
    </span>
  );
}
