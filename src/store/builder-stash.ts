// A builder's unsaved work, kept in this tab when the session ends under it (a 401: signed out in another
// tab, the token expired). The host then shows its sign-in (shell §2 sends the user to /signin), which
// takes the builder away; once the same user opens the same form again, the builder puts the work back.
// sessionStorage: the tab's own, gone with it, never shared with another tab or a later visit.
import type { FormSchemaData } from '../model';
import { currentSchemaAsIs } from '../model/schema-check';

export interface UnsavedWork {
  schema: FormSchemaData;
  description: string;
  isTemplate: boolean;
  /** The server's revision the work was made from (null for a new form): a save then sees later saves. */
  revision: number | null;
}

/** Where a builder keeps its work: per session scope ("{serviceUrl}|{tenant}"), user and form. */
export interface StashPlace {
  scope: string;
  userId: string;
  /** null: a new form, not created yet. */
  formId: string | null;
}

const PREFIX = 'fw:unsaved:';

const keyOf = ({ scope, userId, formId }: StashPlace): string =>
  `${PREFIX}${JSON.stringify([scope, userId, formId ?? ''])}`;

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the work; false when the tab's storage refused it (full, or disabled). */
export function stashUnsavedWork(place: StashPlace, work: UnsavedWork): boolean {
  try {
    storage()?.setItem(keyOf(place), JSON.stringify(work));
    return true;
  } catch {
    return false;
  }
}

/** The work kept for this place, removed from storage; null when none (or it no longer reads as a form). */
export function takeUnsavedWork(place: StashPlace): UnsavedWork | null {
  const store = storage();
  const key = keyOf(place);
  const raw = store?.getItem(key);
  if (!raw) return null;
  store?.removeItem(key);
  try {
    const value = JSON.parse(raw) as Partial<UnsavedWork> | null;
    const schema = currentSchemaAsIs(value?.schema);
    if (!value || !schema) return null;
    return {
      schema,
      description: typeof value.description === 'string' ? value.description : '',
      isTemplate: value.isTemplate === true,
      revision: typeof value.revision === 'number' ? value.revision : null,
    };
  } catch {
    return null;
  }
}
