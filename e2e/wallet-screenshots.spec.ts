import path from 'node:path';
import { DEMO_STATE, expect, PHONE_VIEWPORT, test } from './fixtures';

/** Pictures of the wallet pages in Chinese and on a phone, for a person to look at (read-only). */
const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

test.use({ storageState: DEMO_STATE });

test('wallet pages in Chinese', async ({ page }) => {
  await page.goto('/console/recharge');
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('充值');
  await expect(page.getByRole('main').getByRole('region', { name: '会员等级' })).toContainText('主节点');
  await page.screenshot({
    path: path.join(SHOTS, 'recharge-zh.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await page.goto('/console/coupon?tab=claim');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'coupons-zh.png'), fullPage: true, animations: 'disabled' });

  await page.goto('/console/finance/expenseDetail');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await page.screenshot({
    path: path.join(SHOTS, 'expense-detail-zh.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await page.goto('/console/dashboard');
  await expect(page.getByRole('main').getByRole('region', { name: '会员等级' })).toBeVisible();
  await page.screenshot({
    path: path.join(SHOTS, 'dashboard-membership-zh.png'),
    fullPage: true,
    animations: 'disabled',
  });
});

test('wallet pages on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await page.goto('/console/recharge');
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Top-up amount' })).toBeVisible();
  await page.screenshot({
    path: path.join(SHOTS, 'recharge-phone.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await page.goto('/console/coupon');
  await expect(page.getByRole('main').getByRole('tab', { name: 'My coupons' })).toBeVisible();
  await page.screenshot({
    path: path.join(SHOTS, 'coupons-phone.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await page.goto('/console/finance/orders');
  await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  await page.screenshot({
    path: path.join(SHOTS, 'orders-phone.png'),
    fullPage: true,
    animations: 'disabled',
  });
});
