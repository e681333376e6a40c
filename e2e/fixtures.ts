import { test as base, expect, type Page } from '@playwright/test';
import { ConsoleFrame } from './pages/ConsoleFrame';
import { ContactWidget } from './pages/ContactWidget';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { MessagesPage } from './pages/MessagesPage';
import { StorePage } from './pages/StorePage';
import { TopBar } from './pages/TopBar';

/**
 * The logged-in storage states written by auth.setup.ts: the demo main account and its
 * sub-account. Named by port, so runs against different servers never share a token.
 */
const AUTH_PORT = process.env.E2E_PORT ?? '8181';
export const DEMO_STATE = new URL(`./.auth/demo-${AUTH_PORT}.json`, import.meta.url).pathname;
export const SUB_STATE = new URL(`./.auth/demo-sub-${AUTH_PORT}.json`, import.meta.url).pathname;

/** SPEC §2 small screen: the 375 px phone of the journeys. */
export const PHONE_VIEWPORT = { width: 375, height: 740 } as const;

/** The page-side name of the binding that hands a CSP violation to the test. */
const REPORT_VIOLATION = '__reportPolicyViolation';

/** Refused requests (4xx with an envelope) are expected; the browser logs them as errors anyway. */
const EXPECTED_CONSOLE_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * The app has replaced the first screen the server painted into `#root` (which is inert until
 * then). The app's code loads only after that first paint, so the load event can come before it.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('inert'));
}

/** Navigations that wait for the page to load wait for the app too: the journeys act on the live page. */
function waitsForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const untilLive = async <T>(navigation: Promise<T>, waitUntil: string | undefined): Promise<T> => {
    const response = await navigation;
    if (waitUntil === undefined || waitUntil === 'load') await appTookOver(page);
    return response;
  };
  page.goto = (url, options) => untilLive(goto(url, options), options?.waitUntil);
  page.reload = (options) => untilLive(reload(options), options?.waitUntil);
}

export const test = base.extend<{
  loginPage: LoginPage;
  storePage: StorePage;
  dashboardPage: DashboardPage;
  topBar: TopBar;
  consoleFrame: ConsoleFrame;
  contactWidget: ContactWidget;
  messagesPage: MessagesPage;
  failOnPageErrors: undefined;
  failOnPolicyViolations: undefined;
  waitForTheApp: undefined;
}>({
  waitForTheApp: [
    async ({ context }, use) => {
      for (const page of context.pages()) waitsForTheApp(page);
      context.on('page', waitsForTheApp);
      await use(undefined);
    },
    { auto: true },
  ],
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
  /**
   * The server's Content-Security-Policy is enforced: any violation the browser reports, on any
   * page of the test (a sandbox cashier opened beside the console too), fails the test.
   */
  failOnPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(REPORT_VIOLATION, ({ page }, text: string) => {
        violations.push(`${page.url()}: ${text}`);
      });
      await context.addInitScript((report) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
            const blocked = event.blockedURI || 'inline';
            const call = (window as unknown as Record<string, (text: string) => void>)[report];
            call?.(`${event.effectiveDirective} blocked ${blocked}${where} ${event.sample}`.trim());
          },
          true,
        );
      }, REPORT_VIOLATION);
      await use(undefined);
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  storePage: async ({ page }, use) => use(new StorePage(page)),
  dashboardPage: async ({ page }, use) => use(new DashboardPage(page)),
  topBar: async ({ page }, use) => use(new TopBar(page)),
  consoleFrame: async ({ page }, use) => use(new ConsoleFrame(page)),
  contactWidget: async ({ page }, use) => use(new ContactWidget(page)),
  messagesPage: async ({ page }, use) => use(new MessagesPage(page)),
});

export { expect };

/** The token the app keeps in local storage (SPEC §4), or null. */
export function storedToken(page: import('@playwright/test').Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}
