import type { Request } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';
import { RechargePage, SandboxCashier, WalletChips } from './pages/WalletPages';
import { toFen, yuan } from './support/money';
import { shot } from './support/screenshots';

/**
 * The money journeys of the demo account (balance 1000.00 at seed). They move its balance, so they
 * run one after another in this file and no other file changes it; each measures before and after.
 */
test.describe.configure({ mode: 'serial' });
test.use({ storageState: DEMO_STATE });

test('an amount that is not one says "invalid amount"; presets fill the field', async ({ page }) => {
  const recharge = new RechargePage(page);
  await recharge.goto();
  await expect(recharge.amount).toHaveValue('100');
  await expect(recharge.preset('100')).toHaveAttribute('aria-pressed', 'true');

  await recharge.amount.fill('abc');
  await expect(recharge.main.getByText(/invalid amount/i)).toBeVisible();
  await recharge.payButton.click();
  await expect(recharge.dialog).toBeHidden();

  for (const bad of ['1.555', '1,50', '-5', '12abc']) {
    await recharge.amount.fill(bad);
    await expect(recharge.main.getByText(/invalid amount/i)).toBeVisible();
  }
  await recharge.amount.fill('1,500.50');
  await expect(recharge.main.getByText(/invalid amount/i)).toBeHidden();

  await recharge.preset('10,000').click();
  await expect(recharge.amount).toHaveValue('10000');
  await expect(recharge.preset('10,000')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'recharge', { fullPage: true });
});

for (const payType of ['WeChat Pay', 'Alipay'] as const) {
  test(`top up 100 by ${payType}: the sandbox cashier pays and the balance grows by exactly 100.00`, async ({
    page,
    context,
  }) => {
    const recharge = new RechargePage(page);
    const chips = new WalletChips(page);
    await recharge.goto();
    const before = await chips.balanceYuan();

    const paymentUrl = await recharge.startTopUp('100', payType);
    expect(paymentUrl).toMatch(/\/sandbox\/pay\/[A-Za-z0-9_-]+$/);
    await expect(recharge.dialog.getByText(/^\d:\d{2}$/)).toBeVisible();
    await expect(recharge.payButton).toBeDisabled();
    if (payType === 'WeChat Pay') {
      await shot(page, 'recharge-qr-dialog');
    }

    // The payer scans the QR on another device; here the same browser opens its page.
    const payer = await context.newPage();
    await new SandboxCashier(payer).pay(paymentUrl);
    await payer.close();

    await expect(page.getByText('Payment succeeded')).toBeVisible();
    await expect(recharge.dialog).toBeHidden();
    await chips.expectBalance(before + 100);
    await expect(recharge.main.getByRole('group', { name: 'Balance', exact: true })).toContainText(
      yuan(toFen(before + 100)),
    );
  });
}

test('closing the QR dialog stops polling the order', async ({ page }) => {
  const recharge = new RechargePage(page);
  const isPoll = (request: Request) => request.url().endsWith('/api/get_order_status');
  const polled: string[] = [];
  page.on('request', (request) => {
    if (isPoll(request)) polled.push(request.postData() ?? '');
  });
  const pollsOf = (outTradeNo: string) => polled.filter((body) => body.includes(outTradeNo)).length;

  await recharge.goto();
  const firstPoll = page.waitForRequest(isPoll);
  const paymentUrl = await recharge.startTopUp('1', 'WeChat Pay');
  const closed = decodeURIComponent(paymentUrl.split('/').pop() ?? '');
  await firstPoll;
  await recharge.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(recharge.dialog).toBeHidden();
  await expect(recharge.payButton).toBeEnabled();
  const afterClose = pollsOf(closed);
  expect(afterClose).toBeGreaterThan(0);

  // A second order's first poll comes one interval after its dialog opened, later than the closed
  // order's next poll would have: by then that poll would have been seen. No waiting on the clock.
  const secondPoll = page.waitForRequest(
    (request) => isPoll(request) && !request.postData()?.includes(closed),
  );
  await recharge.startTopUp('1', 'WeChat Pay');
  await secondPoll;
  expect(pollsOf(closed)).toBe(afterClose);
  await recharge.dialog.getByRole('button', { name: 'Close' }).click();
  await expect(recharge.dialog).toBeHidden();
});

test('while the QR is not generated the dialog says so and asks again 2 s later', async ({ page }) => {
  const recharge = new RechargePage(page);
  const asked: number[] = [];
  await page.route('**/api/get_qrcode', async (route) => {
    asked.push(Date.now());
    if (asked.length > 1) return route.continue();
    await route.fulfill({ json: { status: 1, reason: 'QR not generated or expired', data: null } });
  });
  await recharge.goto();
  await recharge.amount.fill('1');
  await recharge.payButton.click();
  await expect(
    recharge.dialog.getByRole('status').filter({ hasText: 'QR not generated or expired' }),
  ).toBeVisible();
  await expect(recharge.dialog.getByRole('img', { name: 'WeChat Pay payment QR code' })).toBeVisible();
  await expect(recharge.dialog.getByText('QR not generated or expired')).toBeHidden();
  expect(asked).toHaveLength(2);
  expect((asked[1] ?? 0) - (asked[0] ?? 0)).toBeGreaterThanOrEqual(1_900);
  await recharge.dialog.getByRole('button', { name: 'Close' }).click();
});

test('bank transfer shows the account to pay into and never asks the server for a QR', async ({ page }) => {
  const recharge = new RechargePage(page);
  let qrOrders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/create_qrcode')) qrOrders += 1;
  });
  await recharge.goto();
  await recharge.choosePayType('Bank transfer');
  await expect(recharge.main.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  await expect(recharge.main.getByText('Account number')).toBeVisible();
  await expect(recharge.main.getByText('Bank transfers are not credited in real time')).toBeVisible();
  await expect(recharge.main.getByRole('link', { name: 'Contact support' })).toBeVisible();
  await expect(recharge.payButton).toHaveCount(0);
  expect(qrOrders).toBe(0);
});

test('a top-up voucher used from /console/coupon adds exactly its amount', async ({ page }) => {
  const chips = new WalletChips(page);
  await page.goto('/console/coupon');
  await expect(page.getByRole('tab', { name: 'My coupons', selected: true })).toBeVisible();
  const voucher = page.getByRole('article', { name: 'Welcome top-up voucher' });
  await expect(voucher).toContainText('¥10.00');
  const before = await chips.balanceYuan();

  await voucher.getByRole('button', { name: 'Use Welcome top-up voucher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Use the voucher of ¥10.00 for a balance top-up?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Top up' }).click();

  await expect(page.getByText('Coupon top-up succeeded')).toBeVisible();
  await chips.expectBalance(before + 10);
  await expect(voucher.getByText('Used', { exact: true })).toBeVisible();
  await expect(voucher.getByRole('button', { name: /^Use / })).toHaveCount(0);
});

test('a voucher pack is paid from the balance and adds its face value in vouchers', async ({ page }) => {
  const recharge = new RechargePage(page);
  const chips = new WalletChips(page);
  await recharge.goto();
  const balance = await chips.balanceYuan();
  const vouchers = await chips.vouchersYuan();

  const section = recharge.vouchersSection();
  await section.getByRole('button', { name: 'Buy ¥100.00 of vouchers' }).click();
  const confirm = page.getByRole('dialog', { name: 'Buy compute vouchers' });
  await expect(confirm).toContainText('Pay ¥98.00 from your balance for ¥100.00 of compute vouchers?');
  await confirm.getByRole('button', { name: 'Buy' }).click();

  await expect(page.getByText('¥100.00 of compute vouchers added')).toBeVisible();
  await chips.expectBalance(balance - 98);
  await chips.expectVouchers(vouchers + 100);
});

test('voucher-first or balance-first is kept as a setting', async ({ page }) => {
  const recharge = new RechargePage(page);
  await recharge.goto();
  const preference = recharge.vouchersSection().getByRole('radiogroup', { name: 'Pay orders with' });
  const voucherFirst = preference.getByRole('radio', { name: 'Compute vouchers first' });
  await expect(preference.getByRole('radio', { checked: true })).toHaveCount(1);
  const wasVoucherFirst = await voucherFirst.isChecked();
  const [other, original] = wasVoucherFirst
    ? (['Balance first', 'Compute vouchers first'] as const)
    : (['Compute vouchers first', 'Balance first'] as const);

  await preference.getByText(other, { exact: true }).click();
  await expect(page.getByText('Payment preference saved')).toBeVisible();
  await page.reload();
  await expect(preference.getByRole('radio', { name: other })).toBeChecked();

  await preference.getByText(original, { exact: true }).click();
  await expect(preference.getByRole('radio', { name: original })).toBeChecked();
  await page.reload();
  await expect(preference.getByRole('radio', { name: original })).toBeChecked();
});

test('membership shows the level, its progress and what the next level gives', async ({ page }) => {
  const recharge = new RechargePage(page);
  await recharge.goto();
  const membership = recharge.membership();
  await expect(membership.getByRole('progressbar', { name: 'Membership experience' })).toBeVisible();
  await expect(membership).toContainText(/Top up ¥[\d,]+\.\d{2} more to reach (Bronze|Silver|Gold|Diamond)/);
  await expect(membership).toContainText('on main nodes');

  await page.goto('/console/dashboard');
  await expect(page.getByRole('main').getByRole('region', { name: 'Membership' })).toBeVisible();
});

test('the fast-pay page explains the low balance and offers the same top-up form', async ({ page }) => {
  const recharge = new RechargePage(page);
  await recharge.goto('/console/pay');
  await expect(recharge.main.getByText('Your balance is too low for this order')).toBeVisible();
  await expect(recharge.main.getByRole('group', { name: 'Total available' })).toBeVisible();
  await expect(recharge.payButton).toBeEnabled();
});
