/**
 * Where a card shows who is editing its field (authoring §2 "Collaboration indicators"). Presence is made
 * live in #6; until then there is nobody to show, and an empty slot would only cost an element per card.
 */
export function CollaborationSlot(_props: { fieldId: string }) {
  return null;
}
