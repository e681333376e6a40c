import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';
import { ConsoleFrame } from './pages/ConsoleFrame';
import { DEMO_USER } from './support/accounts';

// A part of the app's code that fails to load (the network changed under the browser, a deploy
// replaced the chunks) must never leave an empty page. Chromium keeps a failed module's failure for
// the page's life, so the app leaves an optional part out, or loads the page again once.

// The chunk each test refuses, as the browser logs it.
test.use({ expectedConsoleError: /Failed to load resource: net::ERR_FAILED/ });

test('a toast whose code cannot load is left out: the login page stays and still logs in', async ({
  page,
  loginPage,
}) => {
  const refused: string[] = [];
  await page.route('**/assets/MessageHolder-*.js', (route) => {
    refused.push(route.request().url());
    return route.abort('failed');
  });
  await loginPage.goto();
  await loginPage.loginWithPassword(DEMO_USER.phone, 'not-the-password');

  // The form's own error shows; the toast that would have repeated it is left out.
  await expect(loginPage.formError()).toHaveText('phone or password is incorrect');
  expect(refused).toHaveLength(1);
  await expect(page.locator('.ant-message')).toHaveCount(0);

  await loginPage.loginWithPassword(DEMO_USER.phone, DEMO_USER.password);
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

/**
 * Refuses the chunks matching `pattern` for the page's first document only (its preload and its
 * import alike), as after a network change; counts the documents loaded and the requests refused.
 */
async function refuseForFirstDocument(
  page: Page,
  pattern: string,
): Promise<{ documents: number; refused: number }> {
  const counts = { documents: 0, refused: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.documents += 1;
  });
  await page.route(pattern, (route) => {
    if (counts.documents > 1) return route.continue();
    counts.refused += 1;
    return route.abort('failed');
  });
  return counts;
}

test("a step of the app's start whose code cannot load: the painted page is loaded again once, and works", async ({
  page,
  loginPage,
}) => {
  const counts = await refuseForFirstDocument(page, '**/assets/renderApp-*.js');
  await loginPage.goto();
  await loginPage.loginWithPassword(DEMO_USER.phone, DEMO_USER.password);
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  expect(counts.refused).toBeGreaterThan(0);
  // It worked after the page was loaded again, once.
  expect(counts.documents).toBe(2);
});

test.describe('signed in', () => {
  test.use({ storageState: DEMO_STATE });

  test('a page whose code fails to load is loaded again once, and shows', async ({ page }) => {
    const frame = new ConsoleFrame(page);
    const counts = await refuseForFirstDocument(page, '**/assets/CouponsPage-*.js');
    await page.goto('/console/dashboard');
    await frame.menu.getByRole('link', { name: 'Coupons' }).click();

    await frame.expectPage('Coupons', 'Coupons');
    expect(counts.refused).toBeGreaterThan(0);
    // It showed after the page was loaded again, once (the rule notes when, so it never loops).
    expect(counts.documents).toBe(2);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))).not.toBeNull();
  });
});
