import { DEMO_STATE, expect, test } from './fixtures';

test('/ opens the store', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/store$/);
});

test('a console URL without a session goes to /login and comes back after logging in', async ({
  page,
  loginPage,
  dashboardPage,
}) => {
  await page.goto('/console/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fdashboard$/);
  await expect(page.getByRole('banner')).toHaveCount(0);

  await loginPage.loginWithPassword('13800000001', 'demo12345');
  await dashboardPage.expectLoaded();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await page.getByRole('button', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/store$/);
});

test.describe('with a session', () => {
  test.use({ storageState: DEMO_STATE });

  test('/console opens the dashboard; a revoked token sends the console to /login', async ({
    page,
    dashboardPage,
  }) => {
    await page.goto('/console');
    await dashboardPage.expectLoaded();

    await page.evaluate(() => localStorage.setItem('token', 'revoked-token'));
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fconsole%2Fdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
