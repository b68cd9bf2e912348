import axe from 'axe-core';

/**
 * Runs axe on a test host, shadow tree included (axe walks open shadow roots from the context node).
 * Page-level rules are off: an embedded widget does not own the page's landmarks, main heading or title.
 */
export async function axeViolations(context: Element): Promise<axe.Result[]> {
  const results = await axe.run(context, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: {
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  return results.violations;
}

/** Throws with a readable list when axe finds anything. */
export async function expectNoAxeViolations(context: Element): Promise<void> {
  const violations = await axeViolations(context);
  if (violations.length === 0) return;
  const report = violations
    .map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`,
    )
    .join('\n');
  throw new Error(`axe found ${violations.length} violation(s):\n${report}`);
}
