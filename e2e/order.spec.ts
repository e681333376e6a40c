import { DEMO_HOSTS } from '../apps/server/src/seed/demo-catalogue';
import { DEMO_STATE, expect, SUB_STATE, test } from './fixtures';
import { CreateInstancePage, hostId } from './pages/CreateInstancePage';
import { apiPost } from './support/api';
import { claimCoupon, memberWithCoupon, times, yuan } from './support/money';
import { openAs, registerFreshAccount } from './support/session';

interface Offer {
  HostId: number;
  HostName: string;
  GpuFree: number;
}

function seedHost(name: string) {
  const host = DEMO_HOSTS.find((row) => row.name === name);
  if (!host) throw new Error(`no seeded host ${name}`);
  return host;
}

test('a member rents an RTX 4090 for 2 hours with a coupon and lands on the dashboard', async ({
  browser,
  request,
  baseURL,
}) => {
  // A fresh account keeps the demo account's wallet and instance list as other journeys expect them.
  const account = await memberWithCoupon(request, 'RTX 4090 10% off');
  const { context, page } = await openAs(browser, baseURL, account);
  const order = new CreateInstancePage(page);

  await page.goto('/store?gpu_model=RTX+4090&region=bj-a&kind=kvm');
  await page.getByRole('link', { name: 'Rent RTX 4090 in Beijing A' }).click();
  await expect(page).toHaveURL(/\/createInstance\?host=\d+$/);
  await expect(order.heading).toHaveText('Rent RTX 4090');
  await expect(order.main.getByText('Beijing A', { exact: false }).first()).toBeVisible();

  await order.choose('Image', /Ubuntu 22\.04/);
  await order.choose('GPUs', /^1 × GPU/);
  await order.choose('Billing', 'Hourly');
  await order.setDuration(2);

  // 1.98 per GPU-hour (the seed) × 1 GPU × 2 h; bronze member (100 topped up) ×0.98; coupon 10% off.
  const listFen = seedHost('bj-a-4090-01').pricePerGpuHour * 1 * 2;
  const afterVip = times(listFen, 9_800);
  const couponFen = afterVip - times(afterVip, 9_000);
  const totalFen = afterVip - couponFen;
  await expect(order.amount('List price')).toHaveText(yuan(listFen));
  await expect(order.amount('Membership discount')).toHaveText(`−${yuan(listFen - afterVip)}`);
  await expect(order.amount('Total')).toHaveText(yuan(afterVip));

  await expect(order.group('Coupon').getByRole('radio', { name: /RTX 4090 10% off/ })).toBeEnabled();
  await order.choose('Coupon', /RTX 4090 10% off/);
  await expect(order.amount('Coupon')).toHaveText(`−${yuan(couponFen)}`);
  await expect(order.amount('Total')).toHaveText(yuan(totalFen));
  await expect(order.amount('From balance')).toHaveText(yuan(totalFen));
  await expect(order.group('Pay with').getByRole('radio', { name: 'Compute vouchers first' })).toBeChecked();

  await order.rentButton.click();
  await expect(order.confirmDialog).toBeVisible();
  await expect(order.confirmDialog).toContainText('RTX 4090 × 1 · Ubuntu 22.04 · 2 hours');
  await expect(order.amount('Total', order.confirmDialog)).toHaveText(yuan(totalFen));
  await expect(order.confirmDialog).not.toContainText('priced this order differently');
  await order.confirmDialog.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByText('Order placed: your instance is being created')).toBeVisible();
  const balance = await apiPost<{ Money: number }>(request, '/get_user_info', { session: account.token });
  expect(Math.round(balance.Money * 100)).toBe(100_00 - totalFen);
  await context.close();
});

test('a coupon that does not fit is disabled and says why', async ({ browser, request, baseURL }) => {
  const account = await registerFreshAccount(request);
  await claimCoupon(request, account, 'Spend 100, save 10');
  const { context, page } = await openAs(browser, baseURL, account);
  const order = new CreateInstancePage(page);
  await order.goto(await hostId(request, 'bj-a-4090-01'));

  const coupon = order.group('Coupon').getByRole('radio', { name: /Spend 100, save 10/ });
  await expect(coupon).toBeDisabled();
  await expect(order.group('Coupon')).toContainText('the order must be at least ¥100.00');
  // 1 GPU × 3 days of 1.98 ×0.98 = 139.71: above the minimum, so the coupon now fits.
  await order.choose('Billing', 'Daily');
  await order.setDuration(3);
  await expect(coupon).toBeEnabled();
  await order.choose('Coupon', /Spend 100, save 10/);
  await expect(order.amount('Coupon')).toHaveText('−¥10.00');
  // Back to one hour: the chosen coupon no longer fits and the form says so.
  await order.choose('Billing', 'Hourly');
  await order.setDuration(1);
  await expect(order.main.getByText('This coupon does not fit this order')).toBeVisible();
  await expect(order.price.locator('dt', { hasText: /^Coupon$/ })).toHaveCount(0);
  await context.close();
});

test('logged out, the form shows list prices and the button asks to log in', async ({ page, request }) => {
  const id = await hostId(request, 'bj-a-4090-01');
  const order = new CreateInstancePage(page);
  await order.goto(id);
  await expect(order.main.getByText('¥1.98 per GPU-hour')).toBeVisible();
  await expect(order.amount('Total')).toHaveText(yuan(seedHost('bj-a-4090-01').pricePerGpuHour));
  await expect(order.group('Coupon')).toHaveCount(0);
  await expect(order.rentButton).toHaveCount(0);
  await order.choose('Billing', 'Monthly');
  await order.page.getByRole('button', { name: '6 months (half a year)' }).click();
  await expect(order.duration).toHaveValue('6');
  // 6 × 30 days × 24 h × 1.98, ×0.95 for monthly billing.
  const listFen = 198 * 6 * 30 * 24;
  await expect(order.amount('Period discount')).toHaveText(`−${yuan(listFen - times(listFen, 9_500))}`);
  await order.choose('Billing', 'Pay as you go');
  await expect(order.duration).toHaveCount(0);
  await expect(order.amount('Total')).toHaveText('¥1.98');
  await expect(order.price).toContainText(
    'billed by the minute, charged hourly in arrears and when you stop',
  );
  await order.loginToRent.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/createInstance?host=${id}`,
  );
});

test.describe('the demo account', () => {
  test.use({ storageState: DEMO_STATE });

  test('a year of the most expensive host opens the fast-pay prompt instead of ordering', async ({
    page,
    request,
  }) => {
    const { list } = await apiPost<{ list: (Offer & { PricePerGpuHour: number })[] }>(
      request,
      '/gpu_selector_detail',
      { sort: 'price_desc', min_free_gpus: 1 },
    );
    const priciest = list[0];
    if (!priciest) throw new Error('no host with free GPUs');
    const order = new CreateInstancePage(page);
    await order.goto(priciest.HostId);
    await order.choose('Billing', 'Monthly');
    await order.page.getByRole('button', { name: '12 months (one year)' }).click();
    await expect(order.price).toContainText('Your balance does not cover this order.');
    await order.rentButton.click();
    await expect(order.fastPayDialog).toBeVisible();
    await expect(order.confirmDialog).toHaveCount(0);
    await order.fastPayDialog.getByRole('button', { name: 'Not now' }).click();
    await expect(order.fastPayDialog).toHaveCount(0);
  });
});

test('a sub-account orders within its spending limit, without coupons or the main wallet', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ storageState: SUB_STATE });
  const page = await context.newPage();
  const order = new CreateInstancePage(page);
  await order.goto(await hostId(request, 'bj-a-4090-01'));
  await expect(order.price).toContainText('Paid by the main account within your spending limit');
  await expect(order.group('Coupon')).toHaveCount(0);
  await expect(order.group('Pay with')).toHaveCount(0);
  await expect(order.amount('Total')).toHaveText('¥1.98');
  await expect(order.rentButton).toBeEnabled();
  await context.close();
});

test('an unknown host, a host id that is not a number and a full host each say what to do next', async ({
  page,
  request,
}) => {
  const order = new CreateInstancePage(page);
  await order.goto(999_999);
  await expect(order.heading).toHaveText('This host is not on offer');
  await expect(order.main.getByRole('link', { name: 'Cloud host availability' })).toBeVisible();
  await order.main.getByRole('link', { name: 'Back to the store' }).click();
  await expect(page).toHaveURL(/\/store$/);

  await order.goto('abc');
  await expect(order.heading).toHaveText('This host is not on offer');

  await order.goto(await hostId(request, 'sh-b-3090-02'));
  await expect(order.heading).toHaveText('Every GPU on this host is taken');
  await order.main.getByRole('link', { name: 'Other RTX 3090 hosts' }).click();
  await expect(page).toHaveURL(/\/store\?gpu_model=RTX\+3090$/);
});
