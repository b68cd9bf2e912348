import { createContext, type ReactNode, useContext } from 'react';
import type { RendererStore } from '../store/renderer-store';

export interface RendererContextValue {
  store: RendererStore;
  /** Prefix of every DOM id in this renderer (see dom-ids.ts). */
  idPrefix: string;
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
