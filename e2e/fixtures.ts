import { test as base, expect } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { StorePage } from './pages/StorePage';
import { TopBar } from './pages/TopBar';

/** The logged-in storage state written by auth.setup.ts for the demo main account. */
export const DEMO_STATE = new URL('./.auth/demo.json', import.meta.url).pathname;

/** Refused requests (4xx with an envelope) are expected; the browser logs them as errors anyway. */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];

export const test = base.extend<{
  loginPage: LoginPage;
  storePage: StorePage;
  dashboardPage: DashboardPage;
  topBar: TopBar;
  failOnPageErrors: undefined;
}>({
  /** Any uncaught exception or unexpected console error in the page fails the test. */
  failOnPageErrors: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (EXPECTED_CONSOLE_ERRORS.some((pattern) => pattern.test(message.text()))) return;
        problems.push(`console.error: ${message.text()}`);
      });
      await use(undefined);
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  storePage: async ({ page }, use) => use(new StorePage(page)),
  dashboardPage: async ({ page }, use) => use(new DashboardPage(page)),
  topBar: async ({ page }, use) => use(new TopBar(page)),
});

export { expect };

/** The token the app keeps in local storage (SPEC §4), or null. */
export function storedToken(page: import('@playwright/test').Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
