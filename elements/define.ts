/**
 * Defines a tag unless the registry already has it. A page that loads the Formwright bundle twice (two
 * script tags, two versions) gets a warning instead of the `NotSupportedError` that would stop the second
 * copy's script; the first definition stays in charge.
 * Returns whether this call defined the tag.
 */
export function defineOnce(
  tag: string,
  elementClass: CustomElementConstructor,
  registry: CustomElementRegistry = customElements,
): boolean {
  const existing = registry.get(tag);
  if (existing === undefined) {
    registry.define(tag, elementClass);
    return true;
  }
  if (existing !== elementClass) {
    console.warn(
      `[formwright] <${tag}> is already defined, keeping the first definition. Is the Formwright bundle loaded twice?`,
    );
  }
  return false;
}
