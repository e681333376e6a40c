import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';
import { DEMO_USER } from './support/accounts';
import { loginByApi } from './support/api';
import { holdScript } from './support/holdScript';
import { useSession } from './support/session';

/** Holds the script that loads the app's code after the first paint: the page is the server's first screen alone. */
const holdTheApp = (page: Page) => holdScript(page, 'afterPaint');

test.describe('a console page the server paints before the app runs', () => {
  test.use({ storageState: DEMO_STATE });

  test('shows the frame and the page loading, inert and without account data, then the live page', async ({
    page,
  }) => {
    const release = await holdTheApp(page);
    await page.goto('/console/recharge', { waitUntil: 'commit' });

    const root = page.locator('#root');
    await expect(root).toHaveAttribute('inert', '');
    await expect(root.locator('h1')).toHaveText('Top up');
    await expect(root.getByRole('navigation', { name: 'Console' })).toContainText('Dashboard');
    await expect(root).toContainText('Compute vouchers pay for rentals');
    await expect(root).not.toContainText('Log in');
    // The amounts wait as skeletons: nothing of this account is in the HTML.
    await expect(root.locator('[aria-label="Funds"] .ant-skeleton')).toHaveCount(5);
    await expect(page).toHaveTitle('Top up · GPU Cloud');

    release();
    await expect(root).not.toHaveAttribute('inert');
    const balance = page.getByRole('group', { name: 'Balance' });
    await expect(balance).toContainText(/¥[\d,]+\.\d\d/);
    await page
      .getByRole('group', { name: 'Quick amounts' })
      .getByRole('button', { name: '¥1,500.00' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Top-up amount' })).toHaveValue('1500');
  });

  test('the dashboard shows its overview cards while the account loads', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/console/dashboard', { waitUntil: 'commit' });
    const root = page.locator('#root');
    await expect(root.locator('h1')).toHaveText('Dashboard');
    await expect(root).toContainText('Member discounts apply to main nodes');
    release();
    await expect(page.getByRole('region', { name: 'Membership' })).toContainText(
      /Ordinary|Bronze|Silver|Gold/,
    );
  });

  test('in Chinese for a visitor whose browser asks for it', async ({ browser }) => {
    const context = await browser.newContext({ storageState: DEMO_STATE, locale: 'zh-CN' });
    const page = await context.newPage();
    await holdTheApp(page);
    await page.goto('/console/recharge', { waitUntil: 'commit' });
    await expect(page.locator('#root h1')).toHaveText('充值');
    await context.close();
  });
});

test.describe('a console page painted with the account data (issue 43)', () => {
  // Logged in as a browser does: the login answer sets the HttpOnly page cookie in this context
  // (page.request shares its cookies), and the app keeps the token and the hint.
  test.beforeEach(async ({ page }) => {
    await page.goto('/favicon.svg');
    await useSession(page, await loginByApi(page.request, DEMO_USER));
  });

  test("the first paint has the membership card's figures, the live page the same, nothing asked again", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(get_user_info|get_user_vip_info|gpu_priceinfo)$/.test(request.url()))
        asked.push(request.url());
    });
    const release = await holdTheApp(page);
    await page.goto('/console/dashboard', { waitUntil: 'commit' });
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('inert', '');
    const painted = root.getByRole('region', { name: 'Membership' });
    await expect(painted).toContainText(/Ordinary|Bronze|Silver|Gold|Platinum/);
    await expect(painted).toContainText(/more to reach|highest level/);
    const paintedText = (await painted.textContent()) ?? '';
    // The answers travel for the app's cache, not as a script that runs.
    expect(await page.locator('script#first-screen-data').getAttribute('type')).toBe('application/json');

    release();
    await expect(root).not.toHaveAttribute('inert');
    await expect(page.getByRole('region', { name: 'Membership' })).toHaveText(paintedText);
    await expect(page.locator('script#first-screen-data')).toHaveCount(0);
    expect(asked).toEqual([]);
  });

  test('the top-up page paints the funds of the account in Chinese too', async ({ page, context }) => {
    await context.addCookies([{ name: 'lang', value: 'zh-CN', url: page.url() }]);
    await holdTheApp(page);
    await page.goto('/console/recharge', { waitUntil: 'commit' });
    const root = page.locator('#root');
    await expect(root.locator('h1')).toHaveText('充值');
    await expect(root.locator('[aria-label="资金"] .ant-skeleton')).toHaveCount(0);
    await expect(root).toContainText(/¥[\d,]+\.\d\d/);
  });
});

test.describe("the order form painted with its host's public answer (issue 43)", () => {
  test('the first paint has the form and the host, the live page the same, the host not asked again', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/store/get_instance_specifications')) asked.push(request.url());
    });
    const release = await holdTheApp(page);
    const answer = await page.goto('/createInstance?host=1', { waitUntil: 'commit' });
    const root = page.locator('#root');
    await expect(root).toHaveAttribute('inert', '');
    await expect(root.getByRole('heading', { level: 1 })).toHaveText(/^Rent /);
    await expect(root.getByRole('complementary', { name: 'Price' })).toBeVisible();
    await expect(root).toContainText('This host is simulated');
    await expect(page).toHaveTitle(/^Rent .* · GPU Cloud$/);
    // Answers anybody gets: nothing of an account, so not held back from caches as a console page is.
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    expect(await page.locator('script#first-screen-data').getAttribute('type')).toBe('application/json');
    const heading = (await root.getByRole('heading', { level: 1 }).textContent()) ?? '';

    release();
    await expect(root).not.toHaveAttribute('inert');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('script#first-screen-data')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Price' }).getByRole('button')).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('in Chinese, and a host not on offer is not painted', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await holdTheApp(page);
    await page.goto('/createInstance?host=1', { waitUntil: 'commit' });
    await expect(page.locator('#root').getByRole('heading', { level: 1 })).toHaveText(/^租用 /);
    // Not painted, the page loads the app's entry at once (no after-paint loader): held too, so the
    // empty root seen is the server's answer, not a moment before the app fills it.
    await holdScript(page, 'index');
    await page.goto('/createInstance?host=999999', { waitUntil: 'commit' });
    await expect(page.locator('script#first-screen-data')).toHaveCount(0);
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });
});

test('a visitor without a session who opens a painted console page lands on the login page', async ({
  page,
}) => {
  await page.goto('/console/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fdashboard$/);
  await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
});
