/**
 * The element that really has focus. `document.activeElement` stops at the first shadow host, and every
 * Formwright primitive lives inside a shadow root, so walk down through open shadow roots.
 */
export function deepActiveElement(doc: Document = document): HTMLElement | null {
  let active: Element | null = doc.activeElement;
  while (active?.shadowRoot?.activeElement) {
    active = active.shadowRoot.activeElement;
  }
  return active instanceof HTMLElement ? active : null;
}
