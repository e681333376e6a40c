import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';
import { holdScript } from './support/holdScript';

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

test('a visitor without a session who opens a painted console page lands on the login page', async ({
  page,
}) => {
  await page.goto('/console/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fdashboard$/);
  await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
});
