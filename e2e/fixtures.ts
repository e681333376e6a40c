import { test as base } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { StorePage } from './pages/StorePage';
import { TopBar } from './pages/TopBar';

/** The logged-in storage state written by auth.setup.ts for the demo main account. */
export const DEMO_STATE = new URL('./.auth/demo.json', import.meta.url).pathname;

export const test = base.extend<{
  loginPage: LoginPage;
  storePage: StorePage;
  dashboardPage: DashboardPage;
  topBar: TopBar;
}>({
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  storePage: async ({ page }, use) => use(new StorePage(page)),
  dashboardPage: async ({ page }, use) => use(new DashboardPage(page)),
  topBar: async ({ page }, use) => use(new TopBar(page)),
});

export { expect } from '@playwright/test';

/** The token the app keeps in local storage (SPEC §4), or null. */
export function storedToken(page: import('@playwright/test').Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
