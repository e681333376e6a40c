import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
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

/**
 * Refused requests (4xx with an envelope) are expected; the browser logs them as errors anyway. So is
 * a request Chromium cut off because the machine's network changed: each container the Docker
 * journeys start adds an interface, and Chromium then drops what is in flight (ERR_NETWORK_CHANGED),
 * as on a phone moving between networks. The app must live through it; the journeys still check it does.
 */
const EXPECTED_CONSOLE_ERRORS = [
  /Failed to load resource: the server responded with a status of 4\d\d/,
  /Failed to load resource: net::ERR_NETWORK_CHANGED/,
  // A route's chunk that failed so: its error page loads the page again (e2e/chunk-failure.spec.ts).
  /React Router caught the following error during render TypeError: Failed to fetch dynamically imported module/,
];

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

/**
 * Calls `watch` for every browser context of the test: its own, and those it makes itself (`openAs`:
 * a second person's browser, or one with another account's session), before their first page. Answers
 * the undo, called at the test's end: the browser is the worker's, shared with the next test.
 */
function onEveryContext(
  browser: Browser,
  context: BrowserContext,
  watch: (context: BrowserContext, options?: BrowserContextOptions) => Promise<void> | void,
): Promise<() => void> {
  const newContext = browser.newContext;
  browser.newContext = async (options) => {
    const made = await newContext.call(browser, options);
    await watch(made, options);
    return made;
  };
  const undo = () => {
    browser.newContext = newContext;
  };
  return Promise.resolve(watch(context)).then(() => undo);
}

/** `onPage` for every page of a context, those open now and those to come. */
const everyPage = (onPage: (page: Page) => void) => (context: BrowserContext) => {
  for (const page of context.pages()) onPage(page);
  context.on('page', onPage);
};

export const test = base.extend<{
  loginPage: LoginPage;
  storePage: StorePage;
  dashboardPage: DashboardPage;
  topBar: TopBar;
  consoleFrame: ConsoleFrame;
  contactWidget: ContactWidget;
  messagesPage: MessagesPage;
  failOnPageErrors: undefined;
  /**
   * A console error a test causes on purpose (a request it aborts), beside those every test expects.
   * One pattern (alternatives with `|`): Playwright would read a list of two as a fixture's value and options.
   */
  expectedConsoleError: RegExp | undefined;
  failOnPolicyViolations: undefined;
  waitForTheApp: undefined;
}>({
  waitForTheApp: [
    async ({ browser, context }, use) => {
      // A context with scripts off (the first paint alone, first-paint.spec.ts) has no app to wait for.
      const stop = await onEveryContext(browser, context, (watched, options) => {
        if (options?.javaScriptEnabled !== false) everyPage(waitsForTheApp)(watched);
      });
      await use(undefined);
      stop();
    },
    { auto: true },
  ],
  expectedConsoleError: [undefined, { option: true }],
  /**
   * Any uncaught exception or unexpected console error in a page of the product (the app's origin),
   * in any browser context of the test, fails the test. Each is named with its page's address and
   * the exception's stack: a journey that times out on a broken page (a React root unmounted by an
   * uncaught error is an empty #root) says why. Pages of other origins are not ours to judge: a rented
   * machine's Jupyter behind its service address, a new page's about:blank.
   */
  failOnPageErrors: [
    async ({ browser, context, baseURL, expectedConsoleError }, use) => {
      const problems: string[] = [];
      const expected = expectedConsoleError
        ? [...EXPECTED_CONSOLE_ERRORS, expectedConsoleError]
        : EXPECTED_CONSOLE_ERRORS;
      const origin = baseURL && new URL(baseURL).origin;
      const ours = (page: Page) => new URL(page.url()).origin === origin;
      const stop = await onEveryContext(
        browser,
        context,
        everyPage((page) => {
          page.on('pageerror', (error) => {
            if (ours(page)) problems.push(`pageerror at ${page.url()}: ${error.stack ?? error.message}`);
          });
          page.on('console', (message) => {
            if (message.type() !== 'error' || !ours(page)) return;
            if (expected.some((pattern) => pattern.test(message.text()))) return;
            problems.push(`console.error at ${page.url()}: ${message.text()}`);
          });
        }),
      );
      await use(undefined);
      stop();
      expect(problems, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * The server's Content-Security-Policy is enforced: any violation the browser reports, on any
   * page of the product in any context of the test (a sandbox cashier opened beside the console too),
   * fails the test. A rented machine's Jupyter has its own policy, not ours to judge.
   */
  failOnPolicyViolations: [
    async ({ browser, context, baseURL }, use) => {
      const violations: string[] = [];
      const origin = baseURL && new URL(baseURL).origin;
      const stop = await onEveryContext(browser, context, async (watched) => {
        await watched.exposeBinding(REPORT_VIOLATION, ({ page }, text: string) => {
          if (new URL(page.url()).origin === origin) violations.push(`${page.url()}: ${text}`);
        });
        await watched.addInitScript((report) => {
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
      });
      await use(undefined);
      stop();
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
