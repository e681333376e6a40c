import type { Route } from '@playwright/test';
import { DEMO_STATE, expect, storedToken, test } from './fixtures';
import { setTabHidden } from './support/tab';

const HIDDEN_TAB_RELOAD_MS = 10 * 60_000;

/** Answers a call with an envelope of our choosing. */
function answer(status: number, reason: string) {
  return (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status, reason, data: null }),
    });
}

test.describe('logged out', () => {
  test('the AI model page (route modelDetail) sends a visitor without a phone to /login', async ({
    page,
  }) => {
    await page.goto('/AIModels/7');
    await expect(page).toHaveURL(/\/login\?redirect=%2FAIModels%2F7$/);
  });

  test('any path containing "console" needs a session', async ({ page }) => {
    await page.goto('/console/finance/orders?page=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Ffinance%2Forders%3Fpage%3D2$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('bd_vid stays in the URL across links, buttons and redirects', async ({ page, topBar }) => {
    await page.goto('/?bd_vid=ad-42');
    await expect(page).toHaveURL(/\/store\?bd_vid=ad-42$/);

    await topBar.tab('AI models').click();
    await expect(page).toHaveURL(/\/AIModels\?bd_vid=ad-42$/);
    await topBar.tab('Store').click();
    await expect(page).toHaveURL(/\/store\?bd_vid=ad-42$/);
    // A link inside a page keeps it too.
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Guides: renting, SSH, storage and billing' })
      .click();
    await expect(page).toHaveURL(/\/docs\?bd_vid=ad-42$/);

    // navigate() from the login button, then a guard redirect on the way back into the console
    await topBar.loginButton().click();
    await expect(page).toHaveURL(/\/login\?bd_vid=ad-42$/);
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await expect(page).toHaveURL(/\/store\?bd_vid=ad-42$/);
    await topBar.tab('Console').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fdashboard%3Fbd_vid%3Dad-42&bd_vid=ad-42$/);
  });

  test('a navigation shows the progress bar until the next page is there', async ({ page, topBar }) => {
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Slow down the next page's code so the navigation is long enough to watch.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const progress = page.getByRole('progressbar', { name: 'Loading the page' });
    await expect(progress).toHaveCount(0);

    await topBar.tab('Software').click();
    await expect(progress).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Software downloads');
    await expect(progress).toHaveCount(0);
  });
});

test.describe('with a session', () => {
  test.use({ storageState: DEMO_STATE });

  test('console pages wait for user info behind a spinner', async ({ page, consoleFrame }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/get_user_info', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto('/console/dashboard', { waitUntil: 'commit' });
    // The server's first screen (the frame, the page loading) stays, inert, until user info is there.
    await expect(page.getByText('Loading…').first()).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');

    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(consoleFrame.heading()).toHaveText('Dashboard');
  });

  test('bd_vid is kept through console redirects and menu clicks', async ({ page, consoleFrame }) => {
    await page.goto('/console?bd_vid=ad-7');
    await expect(page).toHaveURL(/\/console\/dashboard\?bd_vid=ad-7$/);
    await consoleFrame.menu.getByRole('link', { name: 'Top up' }).click();
    await expect(page).toHaveURL(/\/console\/recharge\?bd_vid=ad-7$/);
    await consoleFrame.menu.getByRole('link', { name: 'Real-name verification' }).click();
    await expect(page).toHaveURL(/\/console\/verification\/selectVerification\?bd_vid=ad-7$/);
  });

  test('leaving a console page starts the next page at the top, even going back', async ({
    page,
    topBar,
    storePage,
  }) => {
    await page.setViewportSize({ width: 1440, height: 420 });
    await page.goto('/store');
    // The offers (not the first screen's placeholder rows): the live page, as tall as it gets.
    await expect(storePage.offerRows.first()).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, 600);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(0);

    await topBar.tab('Console').click();
    await expect(page).toHaveURL(/\/console\/dashboard$/);
    await page.evaluate(() => window.scrollTo(0, 300));

    await page.goBack();
    await expect(page).toHaveURL(/\/store$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a console call answering status 2 ends the session and opens /login', async ({ page }) => {
    await page.route(
      '**/api/messages/get_list',
      answer(2, 'failed to get token: session expired, please log in again'),
    );
    await page.goto('/console/messages');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fmessages$/);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
  });

  test('a third-party token failure in the console also ends the session', async ({ page }) => {
    await page.route('**/third-party/api/v1/work-order/unread-flag', answer(1, 'failed to get token'));
    await page.goto('/console/recharge');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Frecharge$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('a QR code that was not generated does not end the session', async ({ page, consoleFrame }) => {
    await page.route(
      '**/api/messages/get_list',
      answer(1, 'failed to get token: QR code not generated or expired'),
    );
    await page.goto('/console/messages');
    await expect(page.locator('.ant-message')).toContainText('QR code not generated');
    await expect(consoleFrame.heading()).toHaveText('Messages');
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a dead session outside the console keeps the page and offers to log in', async ({ page, topBar }) => {
    await page.goto('/store');
    await page.evaluate(() => localStorage.setItem('token', 'revoked-token'));
    await page.reload();
    await expect(topBar.loginButton()).toBeVisible();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('"balance less than package price" opens the fast-pay prompt, which leads to /console/pay', async ({
    page,
    consoleFrame,
  }) => {
    await page.route('**/api/messages/get_list', answer(1, 'available balance is less than package price'));
    await page.goto('/console/messages');
    const prompt = page.getByRole('dialog', { name: 'Balance too low' });
    await expect(prompt).toBeVisible();
    await expect(page.locator('.ant-message')).toHaveCount(0);

    await prompt.getByRole('button', { name: 'Top up' }).click();
    await expect(page).toHaveURL(/\/console\/pay$/);
    await expect(consoleFrame.highlighted()).toHaveText('Top up');
    await expect(prompt).toHaveCount(0);
  });

  test('a tab shown again after ten minutes hidden reloads; a shorter absence does not', async ({ page }) => {
    await page.clock.install();
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const markPage = () => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const samePage = () => page.evaluate(() => '__sameDocument' in window);

    await markPage();
    await setTabHidden(page, true);
    await page.clock.runFor(HIDDEN_TAB_RELOAD_MS - 60_000);
    await setTabHidden(page, false);
    expect(await samePage()).toBe(true);

    await setTabHidden(page, true);
    await page.clock.runFor(HIDDEN_TAB_RELOAD_MS);
    const reloaded = page.waitForEvent('load');
    await setTabHidden(page, false);
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await samePage()).toBe(false);
  });
});
