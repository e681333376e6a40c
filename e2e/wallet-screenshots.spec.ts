import { DEMO_STATE, expect, PHONE_VIEWPORT, test } from './fixtures';
import { shot } from './support/screenshots';

// Pictures of the wallet pages in Chinese and on a phone, for a person to look at (read-only).

test.use({ storageState: DEMO_STATE });

test('wallet pages in Chinese', async ({ page }) => {
  await page.goto('/console/recharge');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('充值');
  await expect(page.getByRole('main').getByRole('region', { name: '会员等级' })).toContainText('主节点');
  await shot(page, 'recharge-zh', { fullPage: true });

  await page.goto('/console/coupon?tab=claim');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await shot(page, 'coupons-zh', { fullPage: true });

  await page.goto('/console/finance/expenseDetail');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await shot(page, 'expense-detail-zh', { fullPage: true });

  await page.goto('/console/dashboard');
  await expect(page.getByRole('main').getByRole('region', { name: '会员等级' })).toBeVisible();
  await shot(page, 'dashboard-membership-zh', { fullPage: true });
});

test('wallet pages on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/console/recharge');
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Top-up amount' })).toBeVisible();
  await shot(page, 'recharge-phone', { fullPage: true });
  await page.goto('/console/coupon');
  await expect(page.getByRole('main').getByRole('tab', { name: 'My coupons' })).toBeVisible();
  await shot(page, 'coupons-phone', { fullPage: true });
  await page.goto('/console/finance/orders');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await shot(page, 'orders-phone', { fullPage: true });
});
