import { createContext, type ReactNode, useContext } from 'react';
import type { RendererStore } from '../store/renderer-store';

export interface RendererContextValue {
  store: RendererStore;
  /** Prefix of every DOM id in this renderer (see dom-ids.ts). */
  idPrefix: string;
  /**
   * Says a text in the form's one polite live region (new field errors, a saved draft). `current` tells
   * whether the text still holds (a field's error: while that field shows it); without it, it always does.
   */
  announce: Announce;
}

export type Announce = (text: string, current?: () => boolean) => void;

export interface Announcer {
  announce: Announce;
  /**
   * Takes out of the live region what it said that no longer holds (after a page turn: the errors of
   * fields that were fixed or are no longer shown), keeping the rest. Removed words are not read again.
   */
  dropStale: () => void;
  /** Empties the live region (the answers are in: nothing said before holds). */
  clear: () => void;
}

interface Said {
  text: string;
  current: (() => boolean) | undefined;
}

/**
 * An announcer over one live region: the texts said in one burst (a submit showing many errors) are read
 * together, in the order given. Each text is a node of its own, so one that no longer holds can be taken
 * out without changing (and so repeating) the others; a burst still to be written is never dropped.
 */
export function createAnnouncer(region: () => HTMLElement | null): Announcer {
  let pending: Said[] = [];
  let shown: { said: Said; node: HTMLElement }[] = [];
  const announce: Announce = (text, current) => {
    if (!pending.length) {
      queueMicrotask(() => {
        const element = region();
        const burst = pending;
        pending = [];
        if (!element) return;
        shown = burst.map((said) => {
          const node = element.ownerDocument.createElement('span');
          node.textContent = said.text;
          return { said, node };
        });
        const nodes: (Node | string)[] = [];
        for (const { node } of shown) {
          if (nodes.length) node.prepend(' ');
          nodes.push(node);
        }
        element.replaceChildren(...nodes);
      });
    }
    pending.push({ text, current });
  };
  return {
    announce,
    dropStale() {
      const kept = shown.filter(({ said, node }) => {
        if (!said.current || said.current()) return true;
        node.remove();
        return false;
      });
      shown = kept;
    },
    clear() {
      shown = [];
      region()?.replaceChildren();
    },
  };
}

const RendererContext = createContext<RendererContextValue | null>(null);

export function RendererProvider({ value, children }: { value: RendererContextValue; children: ReactNode }) {
  return <RendererContext.Provider value={value}>{children}</RendererContext.Provider>;
}

export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext);
  if (!value) throw new Error('useRenderer must be used within a RendererProvider');
  return value;
}
