import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, PHONE_VIEWPORT, test } from './fixtures';
import { axeViolations } from './support/axe';

/**
 * Issue 20: the main pages meet WCAG 2.1 AA as axe-core checks it (the engine of Lighthouse's
 * accessibility score: contrast, names of links and buttons, touch targets…) and do not move once
 * painted (cumulative layout shift under 0.05, summed from the first paint until the page is loaded).
 */

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
