// View state of one builder that is not part of the form: which overlay is open, the sidebar tab, what a
// screen reader is told, and where focus goes after an action re-renders the canvas.
import { proxy } from 'valtio/vanilla';

export type SidebarTab = 'fields' | 'variables';

export interface BuilderUiState {
  previewOpen: boolean;
  toolsOpen: boolean;
  /** The Tools dialog's selected tab (ids of src/builder/tools/tools-dialog.tsx). */
  toolsTab: string;
  /** Field whose full configuration dialog is open. */
  configFieldId: string | null;
  sidebarTab: SidebarTab;
  /** Polite announcement of the last action ('Text Input added to Page 1'). */
  announcement: string;
}

export interface BuilderUi {
  readonly state: BuilderUiState;
  announce(text: string): void;
  /**
   * Focuses the element marked `data-focus-key={key}` once React has committed: moving or deleting a card
   * re-creates or removes the focused button, and focus must not fall back to <body>.
   */
  requestFocus(key: string, fallbackKeys?: readonly string[]): void;
  /** The element focus requests are resolved in (the builder's root inside the shadow root). */
  setRoot(root: HTMLElement | null): void;
}

export function createBuilderUi(): BuilderUi {
  const state = proxy<BuilderUiState>({
    previewOpen: false,
    toolsOpen: false,
    toolsTab: 'custom-ctas',
    configFieldId: null,
    sidebarTab: 'fields',
    announcement: '',
  });
  let root: HTMLElement | null = null;
  let flip = false;

  return {
    state,
    announce(text) {
      // A trailing no-break space alternates so the same sentence twice is still a change to announce.
      flip = !flip;
      state.announcement = flip ? text : `${text}\u00a0`;
    },
    requestFocus(key, fallbackKeys = []) {
      requestAnimationFrame(() => {
        for (const candidate of [key, ...fallbackKeys]) {
          const target = root?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(candidate)}"]`);
          if (target) {
            target.focus();
            return;
          }
        }
      });
    },
    setRoot(next) {
      root = next;
    },
  };
}
