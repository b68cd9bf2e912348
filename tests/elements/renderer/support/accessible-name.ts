import axe from 'axe-core';

/**
 * The accessible name axe computes for an element, shadow trees included: what a screen reader says for
 * it (axe follows the accessible-name spec, as browsers do).
 */
export function accessibleName(element: Element): string {
  axe.setup(element.ownerDocument);
  try {
    return axe.commons.text.accessibleText(element);
  } finally {
    axe.teardown();
  }
}
