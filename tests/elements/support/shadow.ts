/** Query inside an element's shadow root, failing loudly when the root or the match is missing. */
export function shadowQuery<T extends Element = HTMLElement>(host: Element, selector: string): T {
  const root = host.shadowRoot;
  if (!root) throw new Error(`<${host.localName}> has no open shadow root`);
  const match = root.querySelector<T>(selector);
  if (!match) throw new Error(`no "${selector}" in <${host.localName}>'s shadow root`);
  return match;
}

export function shadowQueryAll<T extends Element = HTMLElement>(host: Element, selector: string): T[] {
  return [...(host.shadowRoot?.querySelectorAll<T>(selector) ?? [])];
}

/** The text of a placeholder's `<dd data-prop=…>`, or undefined while React has not rendered it. */
export function renderedProp(host: Element, key: string): string | undefined {
  return host.shadowRoot?.querySelector(`[data-prop="${key}"]`)?.textContent ?? undefined;
}
