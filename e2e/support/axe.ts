import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's WCAG 2.0/2.1 A and AA rules (issue 43), and the touch-target size Lighthouse also audits. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's axe-core violations (@axe-core/playwright, every frame) as readable lines: rule, element
 * and why; only within `scope` (a CSS selector) where one is given, the rest of the page being checked
 * already. axe is evaluated over the DevTools protocol, so the page's Content-Security-Policy does not apply.
 *
 * A page without frames of its own (every page of the app today) is checked by axe in the page
 * itself, the builder's legacy mode: its default opens a blank tab for every check, injects axe
 * there a second time and merges the frames' results in it, which only frames need (legacy mode
 * leaves some of theirs out). The same rules find the same violations either way; the tab per check
 * cost the walks of every page about a sixth of their browser's CPU.
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
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
