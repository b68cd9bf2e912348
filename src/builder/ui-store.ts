// View state of one builder that is not part of the form: which overlay is open, the sidebar tab, what a
// screen reader is told, and where focus goes after an action re-renders the canvas.
import { proxy } from 'valtio/vanilla';
import { deepActiveElement } from '../ui';

export type SidebarTab = 'fields' | 'variables';

export interface BuilderUiState {
  previewOpen: boolean;
  toolsOpen: boolean;
  /** The Tools dialog's selected tab (ids of src/builder/tools/tools-dialog.tsx). */
  toolsTab: string;
  /** Field whose full configuration dialog is open. */
  configFieldId: string | null;
  /** Field whose 'Move to…' dialog is open. */
  moveFieldId: string | null;
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
  /**
   * The first of the keys that is on screen now: the element itself when it takes focus, else the first
   * control inside it (a panel marked with a key hands focus to its first input).
   */
  focusTarget(keys: readonly string[]): HTMLElement | null;
  /**
   * Keeps focus where it is across a change that re-renders what holds it (undo, redo): when the change
   * leaves focus on nothing, it goes back to the element, or to its replacement with the same
   * `data-focus-key`, or to the canvas.
   */
  keepFocus(): void;
  /**
   * Commits what is being typed into the focused input before a save reads the form: some inputs report
   * only on blur (slider bounds, table rows: typed digit by digit they would push each other around), and
   * Ctrl+S, the element's save() or Publish never move focus. The input is blurred and focused again,
   * so the author keeps typing where they were.
   */
  commitTyping(): void;
  /**
   * Registers an inline editor's open draft (the page description, which has its own Save and Cancel) to
   * be committed by commitTyping: Ctrl+S or Publish with the editor still open saves what it shows. The
   * returned function unregisters it (on Save, Cancel or unmount).
   */
  holdDraft(commit: () => void): () => void;
  /** The element focus requests are resolved in (the builder's root inside the shadow root). */
  setRoot(root: HTMLElement | null): void;
}

export function createBuilderUi(): BuilderUi {
  const state = proxy<BuilderUiState>({
    previewOpen: false,
    toolsOpen: false,
    toolsTab: 'custom-ctas',
    configFieldId: null,
    moveFieldId: null,
    sidebarTab: 'fields',
    announcement: '',
  });
  let root: HTMLElement | null = null;
  let flip = false;
  const heldDrafts = new Set<() => void>();

  const focusTarget = (keys: readonly string[]): HTMLElement | null => {
    for (const key of keys) {
      const marked = root?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`);
      const target = marked && (isFocusable(marked) ? marked : firstFocusableIn(marked));
      if (target) return target;
    }
    return null;
  };

  return {
    state,
    announce(text) {
      // A trailing no-break space alternates so the same sentence twice is still a change to announce.
      flip = !flip;
      state.announcement = flip ? text : `${text}\u00a0`;
    },
    requestFocus(key, fallbackKeys = []) {
      requestAnimationFrame(() => focusTarget([key, ...fallbackKeys])?.focus());
    },
    focusTarget,
    keepFocus() {
      const held = deepActiveElement(root?.ownerDocument);
      if (!held || !root?.contains(held)) return;
      const key = held.getAttribute('data-focus-key');
      requestAnimationFrame(() => {
        const now = deepActiveElement(root?.ownerDocument);
        if (now && now !== root?.ownerDocument.body && now.isConnected) return;
        const target = held.isConnected ? held : focusTarget(key ? [key, 'canvas'] : ['canvas']);
        target?.focus();
      });
    },
    commitTyping() {
      for (const commit of heldDrafts) commit();
      const held = deepActiveElement(root?.ownerDocument);
      if (!held || !root?.contains(held) || !isTextEntry(held)) return;
      held.blur();
      held.focus({ preventScroll: true });
    },
    holdDraft(commit) {
      heldDrafts.add(commit);
      return () => heldDrafts.delete(commit);
    },
    setRoot(next) {
      root = next;
    },
  };
}

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]';

/** Where typing goes: only these can hold a value not reported yet. */
function isTextEntry(element: HTMLElement): boolean {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

function isFocusable(element: HTMLElement): boolean {
  return element.matches(FOCUSABLE) && !element.matches(':disabled');
}

function firstFocusableIn(element: HTMLElement): HTMLElement | null {
  for (const candidate of element.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (candidate.tabIndex >= 0 && isFocusable(candidate) && candidate.checkVisibility()) return candidate;
  }
  return null;
}
