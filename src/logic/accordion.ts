import type { AccordionPanel } from '../model/field';

/**
 * Which accordion panels are open (authoring §4).
 *
 * - Panels start open where `collapsed` is false. `migrate()` gives every panel an explicit flag, so
 *   "explicitly open" and "not marked collapsed" are the same panels here.
 * - When several panels start open but multiple open panels are not allowed, only the first stays open.
 * - When every panel is marked collapsed, all start closed: the author asked for that.
 * - Toggling opens or closes one panel; without allowMultipleOpen, opening one closes the others.
 */
export function initialOpenPanels(
  panels: readonly Pick<AccordionPanel, 'id' | 'collapsed'>[],
  allowMultipleOpen: boolean | undefined,
): string[] {
  const open = panels.filter((panel) => !panel.collapsed).map((panel) => panel.id);
  return allowMultipleOpen ? open : open.slice(0, 1);
}

export function togglePanel(
  open: readonly string[],
  panelId: string,
  allowMultipleOpen: boolean | undefined,
): string[] {
  if (open.includes(panelId)) return open.filter((id) => id !== panelId);
  return allowMultipleOpen ? [...open, panelId] : [panelId];
}

/** Opens a panel (e.g. to show an invalid field inside it), following the same one-open rule. */
export function openPanel(
  open: readonly string[],
  panelId: string,
  allowMultipleOpen: boolean | undefined,
): string[] {
  return open.includes(panelId) ? [...open] : togglePanel(open, panelId, allowMultipleOpen);
}
