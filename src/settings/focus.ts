// Where keyboard focus goes when the control that had it goes away: the setting or integration form
// closing (Save, Cancel) or a confirmed delete removing its row. An action names its targets, most wanted
// first, as `data-focus-key` values; the first one on screen takes focus after the next renders.

import type { SettingKind } from '../store/tenant-settings-store';
import { deepActiveElement } from '../ui';

/** A request not met by then is dropped: its target never appeared, and a later render must not jump. */
const REQUEST_LIFETIME_MS = 1000;

export const FOCUS_KEYS = {
  addSetting: 'setting:add',
  addIntegration: 'integration:add',
  edit: (kind: SettingKind, key: string) => `${kind}:edit:${key}`,
  remove: (kind: SettingKind, key: string) => `${kind}:delete:${key}`,
} as const;

export interface FocusRequests {
  /** The element whose subtree holds the targets (the app's root). */
  setRoot(root: HTMLElement | null): void;
  /** Focuses the first of `keys` on screen now, or after the renders that bring one. */
  request(keys: readonly string[]): void;
  /** Called after every render of the app. */
  flush(): void;
}

export function createFocusRequests(): FocusRequests {
  let root: HTMLElement | null = null;
  let pending: { keys: readonly string[]; until: number } | null = null;

  const target = (keys: readonly string[]): HTMLElement | null => {
    for (const key of keys) {
      const found = root?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
      if (found && !found.matches(':disabled')) return found;
    }
    return null;
  };

  const requests: FocusRequests = {
    setRoot(next) {
      root = next;
    },
    request(keys) {
      pending = { keys, until: Date.now() + REQUEST_LIFETIME_MS };
      requests.flush();
    },
    flush() {
      if (!pending) return;
      if (Date.now() > pending.until) {
        pending = null;
        return;
      }
      const element = target(pending.keys);
      element?.focus();
      // Behind a modal dialog still closing, focus() does nothing: try again after the next render.
      if (element && deepActiveElement(element.ownerDocument) === element) pending = null;
    },
  };
  return requests;
}

/**
 * Where focus goes after a row is deleted: the Delete of the row now in its place, else of the row
 * before it, else the section's Add button.
 */
export function afterDeleteTargets(kind: SettingKind, key: string, keys: readonly string[]): string[] {
  const index = keys.indexOf(key);
  const neighbours = [keys[index + 1], keys[index - 1]].filter(
    (other): other is string => other !== undefined && index !== -1,
  );
  return [
    ...neighbours.map((other) => FOCUS_KEYS.remove(kind, other)),
    kind === 'setting' ? FOCUS_KEYS.addSetting : FOCUS_KEYS.addIntegration,
  ];
}
