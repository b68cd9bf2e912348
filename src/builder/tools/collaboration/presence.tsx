// The builder's one presence connection: made on first use for the builder instance (keyed by its
// store), connected while a saved form is loaded, told about every selection change, and closed when the
// builder goes. Cards and the Collaboration panel read the same presence.
import { useEffect } from 'react';
import { createPresenceStore, type PresenceStore } from '../../../store/presence';
import { type BuilderContextValue, useBuilder } from '../../context';
import { useDocSelector, useReadOnly, useStoreSelector } from '../../hooks/use-store';

const presences = new WeakMap<BuilderContextValue['store'], PresenceStore>();

export function presenceFor(context: Pick<BuilderContextValue, 'store' | 'client'>): PresenceStore {
  let presence = presences.get(context.store);
  if (!presence) {
    presence = createPresenceStore({ client: context.client, clientId: context.store.clientId });
    presences.set(context.store, presence);
  }
  return presence;
}

export function usePresence(): PresenceStore {
  return presenceFor(useBuilder());
}

/** Renders nothing: keeps the presence connection in step with the loaded form and the selection. */
export function PresenceConnection() {
  const presence = usePresence();
  const formId = useStoreSelector((state) => (state.loadStatus === 'loaded' ? state.formId : null));
  // Others see which field a member is editing; a read-only builder (a viewer) edits none, so its
  // selection is its own and is not told.
  const readOnly = useReadOnly();
  const selected = useDocSelector((doc) => (readOnly ? null : doc.selectedFieldId));

  useEffect(() => {
    presence.connect(formId);
  }, [presence, formId]);

  useEffect(() => {
    presence.setSelectedField(selected);
  }, [presence, selected]);

  useEffect(() => () => presence.dispose(), [presence]);
  return null;
}
