import type { Page } from '@playwright/test';
import { expect, PHONE_VIEWPORT, test } from './fixtures';
import { DEMO_USER } from './support/accounts';
import { loginByApi } from './support/api';
import { holdScript } from './support/holdScript';
import { useSession } from './support/session';

// Issue 43 point 5: the app hydrates the first screen the server painted instead of replacing it.
// Each page is opened with the app's code held back, its painted LCP element (and every other
// painted element) noted, then the app let in: at the moment it takes over (#root stops being
// inert, in the hydration's commit) the noted nodes must still be the page's, and React must have
// reported no mismatch (main.tsx warns with HYDRATION_MISMATCH from onRecoverableError).

const HYDRATION_MISMATCH = 'first screen: hydration fell back to a client render';

interface TakeOver {
  lcp: string;
  lcpKept: boolean;
  painted: number;
  kept: number;
}

/** Notes the painted page's nodes and, when the app takes over, which of them are still there. */
async function watchTakeOver(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const root = document.getElementById('root');
        if (!root) throw new Error('#root is missing');
        // The console's side menu excepted: a phone drops it once it knows it is one.
        const painted = Array.from(root.querySelectorAll('*')).filter(
          (node) => !node.closest('.ant-layout-sider'),
        );
        new PerformanceObserver((list, observer) => {
          const lcp = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          if (!lcp) return;
          observer.disconnect();
          const label = `${lcp.tagName.toLowerCase()} "${lcp.textContent?.slice(0, 60) ?? ''}"`;
          // Called in the microtask after the commit that removes `inert`, before any later render.
          new MutationObserver((_records, watcher) => {
            if (root.hasAttribute('inert')) return;
            watcher.disconnect();
            Object.assign(window, { paintedLcp: lcp, paintedNodes: painted });
            const takeOver: TakeOver = {
              lcp: label,
              lcpKept: lcp.isConnected && root.contains(lcp),
              painted: painted.length,
              kept: painted.filter((node) => node.isConnected && root.contains(node)).length,
            };
            Object.assign(window, { takeOver });
          }).observe(root, { attributes: true, attributeFilter: ['inert'] });
          resolve(label);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

async function expectHydrated(page: Page, path: string): Promise<void> {
  const mismatches: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(HYDRATION_MISMATCH)) mismatches.push(message.text());
  });
  const release = await holdScript(page, 'afterPaint');
  await page.goto(path, { waitUntil: 'commit' });
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('inert', '');
  await expect(root.locator('h1').first()).toBeVisible();
  const lcp = await watchTakeOver(page);

  release();
  await expect(root).not.toHaveAttribute('inert');
  const takeOver = await page.waitForFunction(() => (window as Window & { takeOver?: TakeOver }).takeOver);
  const seen = (await takeOver.jsonValue()) as TakeOver;
  expect(seen.lcp).toBe(lcp);
  expect(seen.lcpKept, `${path}: the painted LCP element ${lcp} is the live page's`).toBe(true);
  expect(seen.painted).toBeGreaterThan(20);
  // Adopted, not made again: a render right after hydration may replace a placeholder (the top
  // bar's, once its chunk is there), never the page.
  expect(seen.kept, `${path}: the painted elements are adopted`).toBeGreaterThan(seen.painted * 0.95);

  // React adopts every painted element soon (apps/web/src/app/hydrationDone.ts waits for that to let
  // the held answers go, at most 5 s): each one has React's fiber, or is gone.
  await page.waitForFunction(
    () =>
      ((window as Window & { paintedNodes?: Element[] }).paintedNodes ?? []).every(
        (node) => !node.isConnected || Object.keys(node).some((key) => key.startsWith('__reactFiber$')),
      ),
    undefined,
    { timeout: 2_500 },
  );

  // React hydrates the page inside the layouts' Suspense boundaries after the root's commit: once
  // the page has its answers, still no mismatch, and the LCP element is still the painted one.
  await page.waitForLoadState('networkidle');
  expect(mismatches).toEqual([]);
  const lcpStill = await page.evaluate(() => {
    const { paintedLcp } = window as Window & { paintedLcp?: Element };
    return Boolean(paintedLcp?.isConnected);
  });
  expect(lcpStill, `${path}: the painted LCP element stays once the data is there`).toBe(true);
  // The painted styles are the app's own again: no attribute of the server's rules is left.
  await expect(root.locator('[data-first-screen-style]')).toHaveCount(0);
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test.describe(`the app hydrates the painted first screen in ${locale}`, () => {
    test.use({ locale });

    for (const path of ['/store', '/login', '/createInstance?host=1']) {
      test(`signed out: ${path}`, async ({ page }) => {
        await expectHydrated(page, path);
      });
    }

    for (const path of ['/store', '/createInstance?host=1', '/console/dashboard', '/console/recharge']) {
      test(`signed in: ${path}`, async ({ page }) => {
        // As a browser logs in: the login answer's HttpOnly page cookie, the stored token, the hint.
        await page.goto('/favicon.svg');
        await useSession(page, await loginByApi(page.request, DEMO_USER));
        await expectHydrated(page, path);
      });
    }
  });
}

test.describe('on a phone, where the console menu is not built until opened', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('signed in: /console/dashboard', async ({ page }) => {
    await page.goto('/favicon.svg');
    await useSession(page, await loginByApi(page.request, DEMO_USER));
    await expectHydrated(page, '/console/dashboard');
  });
});
