import { expect, test } from './fixtures';

test.describe('store', () => {
  test('lists the GPU catalogue and narrows it by GPU model', async ({ page, storePage, topBar }) => {
    await storePage.goto();
    await expect(topBar.loginButton()).toBeVisible();
    await expect(storePage.offer(/RTX 4090/).first()).toBeVisible();
    await expect(storePage.offer(/H100/).first()).toBeVisible();
    const all = await storePage.offerRows.count();

    await storePage.choose('GPU model', 'H100 80G');
    await expect(page).toHaveURL(/gpu_model=H100/);
    await expect(storePage.offer(/RTX 4090/)).toHaveCount(0);
    await expect(storePage.offer(/H100/).first()).toBeVisible();
    expect(await storePage.offerRows.count()).toBeLessThan(all);

    // Every price is red, with two decimals, per GPU-hour.
    await expect(storePage.offer(/H100/).first()).toContainText(/¥\d+\.\d{2}\/h/);
  });

  test('an impossible combination shows the empty state, and reset brings the list back', async ({
    page,
    storePage,
  }) => {
    await storePage.goto('?gpu_model=no-such-gpu');
    await expect(page.getByText('No free GPUs match these filters')).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Reset filters' }).first().click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(storePage.offer(/RTX 4090/).first()).toBeVisible();
  });

  test('"Rent" leads to the order form of that host', async ({ page, storePage }) => {
    await storePage.goto();
    await storePage
      .offer(/H100/)
      .first()
      .getByRole('link', { name: /^Rent H100/ })
      .click();
    await expect(page).toHaveURL(/\/createInstance\?host=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rent H100 80G' })).toBeVisible();
  });
});
