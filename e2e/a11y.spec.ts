import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, PHONE_VIEWPORT, test } from './fixtures';

/**
 * Issue 20: the main pages meet WCAG 2.1 AA as axe-core checks it (the engine of Lighthouse's
 * accessibility score: contrast, names of links and buttons, touch targets…) and do not move once
 * painted (cumulative layout shift under 0.05, summed from the first paint until the page is loaded).
 */

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's WCAG 2.0/2.1 A and AA rules, and the touch-target size Lighthouse also audits. */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  rules: { 'target-size': { enabled: true } },
  resultTypes: ['violations'],
};

/** Layout shifts not caused by input, summed from the first paint (the CLS of a short page load). */
const RECORD_SHIFTS = () => {
  const win = window as unknown as { __layoutShift: number };
  win.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) win.__layoutShift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

interface AxeViolation {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The violations as readable lines: rule, element and why. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol, so the page's Content-Security-Policy does not apply.
  await page.evaluate(await AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(document, options)) as { violations: AxeViolation[] };
    return result.violations;
  }, AXE_OPTIONS);
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`,
    ),
  );
}

async function layoutShift(page: Page): Promise<number> {
  // Whatever was still in flight has landed and been painted before the sum is read.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

const GUEST_PAGES = [
  {
    path: '/store',
    ready: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('table').first()).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByRole('rowheader').first()).toBeVisible();
    },
  },
  {
    path: '/login',
    ready: async (page: Page) => {
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
    },
  },
  {
    path: '/createInstance?host=1',
    ready: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
    },
  },
];

const CONSOLE_PAGES = [
  { path: '/console/dashboard', heading: 'Dashboard' },
  { path: '/console/recharge', heading: 'Top up' },
  { path: '/console/sshKeys', heading: 'SSH keys' },
];

for (const viewport of [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: PHONE_VIEWPORT },
]) {
  test.describe(`accessibility and layout shift (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    for (const spec of GUEST_PAGES) {
      test(`${spec.path} passes axe's WCAG AA rules and keeps its layout`, async ({ page }) => {
        await page.addInitScript(RECORD_SHIFTS);
        await page.goto(spec.path);
        await spec.ready(page);
        expect(await layoutShift(page), 'cumulative layout shift').toBeLessThan(0.05);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test.describe('signed in', () => {
      test.use({ storageState: DEMO_STATE });

      for (const spec of CONSOLE_PAGES) {
        test(`${spec.path} passes axe's WCAG AA rules and keeps its layout`, async ({ page }) => {
          await page.addInitScript(RECORD_SHIFTS);
          await page.goto(spec.path);
          const main = page.getByRole('main');
          await expect(main.getByRole('heading', { level: 1 })).toHaveText(spec.heading);
          await expect(main.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
          expect(await layoutShift(page), 'cumulative layout shift').toBeLessThan(0.05);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  });
}
