import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { appTookOver, DEMO_STATE, expect, test } from './fixtures';
import { holdScript } from './support/holdScript';

// Issue 43 point 5: where the server painted a page's first screen and the app would render the
// same one (page, language, session), React hydrates the painted markup instead of building the
// page again; elsewhere it renders afresh. Either way the console says nothing about hydration.

interface Visit {
  path: string;
  signedIn: boolean;
  /** The server paints a first screen into `#root` for this visitor. */
  painted: boolean;
  /** The painted screen is this page's own, for this visitor: the app attaches to it. */
  hydrates: boolean;
  /** What the live page shows once its data is there. */
  live: (page: Page) => Promise<void>;
}

const VISITS: readonly Visit[] = [
  {
    path: '/store',
    signedIn: false,
    painted: true,
    hydrates: true,
    live: (page) => expect(page.getByRole('link', { name: /rent|租用/i }).first()).toBeVisible(),
  },
  {
    path: '/store',
    signedIn: true,
    painted: true,
    hydrates: true,
    live: (page) => expect(page.getByRole('link', { name: /rent|租用/i }).first()).toBeVisible(),
  },
  {
    path: '/login',
    signedIn: false,
    painted: true,
    hydrates: true,
    live: (page) => expect(page.getByRole('textbox').first()).toBeEditable(),
  },
  {
    // A query: no painted screen, the app renders it.
    path: '/createInstance?host=1',
    signedIn: false,
    painted: false,
    hydrates: false,
    live: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/console/dashboard',
    signedIn: true,
    painted: true,
    hydrates: true,
    live: (page) =>
      expect(page.getByRole('region', { name: /Membership|会员/ })).toContainText(
        /Ordinary|Bronze|Silver|Gold|普通|青铜|白银|黄金/,
      ),
  },
  {
    path: '/console/recharge',
    signedIn: true,
    painted: true,
    hydrates: true,
    live: (page) => expect(page.getByRole('group', { name: /Balance|余额/ })).toContainText(/¥[\d,]+\.\d\d/),
  },
  {
    // Painted as the login page (no session hint), then sent there by the guard: rendered afresh.
    path: '/console/dashboard',
    signedIn: false,
    painted: true,
    hydrates: false,
    live: (page) => expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fdashboard$/),
  },
];

/** What React says when hydration goes wrong (development wording, or production's error numbers). */
const HYDRATION_TROUBLE = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i;

async function openPage(browser: Browser, locale: string, signedIn: boolean) {
  const context = await browser.newContext({ locale, ...(signedIn ? { storageState: DEMO_STATE } : {}) });
  const page = await context.newPage();
  const said: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return { context, page, said };
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  for (const visit of VISITS) {
    const who = visit.signedIn ? 'signed in' : 'signed out';
    test(`${visit.path} in ${locale}, ${who}: ${visit.hydrates ? 'hydrated' : 'rendered afresh'}, nothing said about hydration`, async ({
      browser,
    }) => {
      const { context, page, said } = await openPage(browser, locale, visit.signedIn);
      const release = await holdScript(page, 'afterPaint');
      await page.goto(visit.path, { waitUntil: 'commit' });
      // The painted screen, before any of the app's code: its outermost element is remembered.
      if (visit.painted) await expect(page.locator('#root[inert] > *').first()).toBeAttached();
      await page.evaluate(() => {
        (window as unknown as { painted?: Element | null }).painted =
          document.getElementById('root')?.firstElementChild;
      });
      release();
      await appTookOver(page);
      await visit.live(page);
      expect(said.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
      const samePainted = await page.evaluate(
        () =>
          (window as unknown as { painted?: Element | null }).painted ===
          document.getElementById('root')?.firstElementChild,
      );
      expect(samePainted, 'the live page is the painted markup, attached to').toBe(visit.hydrates);
      if (visit.hydrates) {
        // The stand-ins for the painted style attributes are gone: React's own styles hold.
        await expect(page.locator('#root [data-first-screen-style]')).toHaveCount(0);
      }
      await context.close();
    });
  }
}
