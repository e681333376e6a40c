import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's WCAG 2.0/2.1 A and AA rules (issue 43), and the touch-target size Lighthouse also audits. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's axe-core violations (@axe-core/playwright, every frame) as readable lines: rule, element
 * and why; only within `scope` (a CSS selector) where one is given, the rest of the page being checked
 * already. axe is evaluated over the DevTools protocol, so the page's Content-Security-Policy does not apply.
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const result = await (scope ? builder.include(scope) : builder)
    .withTags(WCAG_TAGS)
    .options({ rules: { 'target-size': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  );
}
