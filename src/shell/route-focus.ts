// Focus on a route change. A single-page app swaps the page without the browser's own page load, so focus
// stays on the link that was removed (that is, on <body>) and a screen reader announces nothing. When the
// page changes, focus moves to the new page's main heading (its <h1>, made focusable with tabIndex -1), or
// to its <main> when it has none. The first page of a load keeps the browser's own behaviour.
import { useEffect, useRef } from 'react';

/** How long a page may take to show its heading (the public page loads its form first). */
const HEADING_WAIT_MS = 5000;

/**
 * Moves focus to the page's heading whenever `pageKey` changes (not on the first render). The key names
 * the page, not the address: the builder's move from /create-form to /edit-form/{id} is the same page, and
 * focus must stay on the Create button there. Focus the user has put somewhere meanwhile is left alone.
 */
export function useRouteFocus(pageKey: string): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const first = previous.current === null;
    const changed = previous.current !== pageKey;
    previous.current = pageKey;
    if (first || !changed) return;
    return focusPageHeading(document);
  }, [pageKey]);
}

/**
 * Focuses the document's <h1> (else its <main>) now, or as soon as one appears. Returns a function that
 * stops waiting. Nothing is moved once the user has focused something else.
 */
export function focusPageHeading(doc: Document, waitMs: number = HEADING_WAIT_MS): () => void {
  const startedOn = doc.activeElement;
  const userMovedFocus = () => {
    const active = doc.activeElement;
    return active !== null && active !== doc.body && active !== startedOn && active.isConnected;
  };
  const tryFocus = (allowMain: boolean): boolean => {
    if (userMovedFocus()) return true;
    const target = doc.querySelector<HTMLElement>('h1') ?? (allowMain ? doc.querySelector('main') : null);
    if (!target) return false;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
    return true;
  };
  if (tryFocus(false)) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus(false)) stop();
  });
  const timer = setTimeout(() => {
    stop();
    tryFocus(true);
  }, waitMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}
