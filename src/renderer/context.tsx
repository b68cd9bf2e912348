import { createContext, type ReactNode, useContext } from 'react';
import type { RendererStore } from '../store/renderer-store';

export interface RendererContextValue {
  store: RendererStore;
  /** Prefix of every DOM id in this renderer (see dom-ids.ts). */
  idPrefix: string;
  /** Says a text in the form's one polite live region (new field errors). */
  announce: (text: string) => void;
}

/**
 * An announcer over one live region: the texts said in one burst (a submit showing many errors) are read
 * together, in the order given.
 */
export function createAnnouncer(region: () => HTMLElement | null): (text: string) => void {
  let pending: string[] = [];
  return (text) => {
    if (!pending.length) {
      queueMicrotask(() => {
        const element = region();
        if (element) element.textContent = pending.join(' ');
        pending = [];
      });
    }
    pending.push(text);
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
