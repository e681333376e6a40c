import { expect, SUB_STATE, test } from './fixtures';
import { CouponsPage } from './pages/CouponsPage';
import { WalletChips } from './pages/WalletPages';
import { apiPost } from './support/api';
import { shot } from './support/screenshots';
import { openAs, registerFreshAccount } from './support/session';
import { staffSession } from './support/staff';

test('a new account claims coupons, sees sold out and audience limits, and turns a top-up voucher into balance', async ({
  browser,
  request,
  baseURL,
}) => {
  // A group with a single coupon, made by finance staff and taken by another account: everyone else sees it sold out.
  const finance = staffSession('finance');
  const soldOutName = `Last one ${Date.now()}`;
  const { GroupId } = await apiPost<{ GroupId: number }>(request, '/admin/create_coupon_group', {
    session: finance,
    name: soldOutName,
    type: 0,
    amount: 5,
    begin_time: Math.floor(Date.now() / 1000) - 60,
    total_num: 1,
  });
  const taker = await registerFreshAccount(request);
  await apiPost(request, '/assign_to_user', { session: taker.token, group_id: GroupId });

  const account = await registerFreshAccount(request);
  const { context, page } = await openAs(browser, baseURL, account);
  const coupons = new CouponsPage(page);
  const chips = new WalletChips(page);

  await coupons.goto();
  await expect(coupons.list()).toContainText('No coupons here');
  await chips.expectBalance(0);

  await coupons.openClaimTab();
  await expect(coupons.coupon(soldOutName).getByText('Sold out', { exact: true })).toBeVisible();
  await expect(coupons.coupon(soldOutName).getByRole('button')).toHaveCount(0);

  await coupons.claim('Top-up voucher 50');
  await expect(page.getByText('Coupon claimed')).toBeVisible();
  await expect(coupons.coupon('Top-up voucher 50').getByText('Claimed', { exact: true })).toBeVisible();

  await coupons.claim('RTX 4090 10% off');
  await expect(coupons.coupon('RTX 4090 10% off').getByText('Claimed', { exact: true })).toBeVisible();
  await expect(coupons.coupon('RTX 4090 10% off')).toContainText('For RTX 4090 only');

  await coupons.claim('Student offer: 20 off 100');
  await expect(page.getByText('this coupon is for verified students')).toBeVisible();
  await expect(
    coupons
      .coupon('Student offer: 20 off 100')
      .getByRole('button', { name: 'Claim Student offer: 20 off 100' }),
  ).toBeVisible();
  await shot(page, 'coupons-claim', { fullPage: true });

  await coupons.openMineTab();
  await expect(
    coupons.coupon('RTX 4090 10% off').getByRole('link', { name: 'Use at checkout' }),
  ).toBeVisible();
  await expect(coupons.coupon('RTX 4090 10% off')).toContainText('10% off');
  await coupons.useTopUpVoucher('Top-up voucher 50', '¥50.00');
  await expect(page.getByText('Coupon top-up succeeded')).toBeVisible();
  await chips.expectBalance(50);
  await expect(coupons.coupon('Top-up voucher 50').getByText('Used', { exact: true })).toBeVisible();
  await shot(page, 'coupons', { fullPage: true });

  await coupons.showOnly('Used');
  await expect(coupons.list().getByRole('article')).toHaveCount(1);
  await expect(coupons.coupon('Top-up voucher 50')).toBeVisible();
  await coupons.showOnly('Usable');
  await expect(coupons.list().getByRole('article')).toHaveCount(1);
  await expect(coupons.coupon('RTX 4090 10% off')).toBeVisible();
  await coupons.showOnly('Expired');
  await expect(coupons.list()).toContainText('No coupons here');
  await context.close();
});

test('a sub-account is told the wallet belongs to its main account, without refused requests', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: SUB_STATE });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  for (const path of [
    '/console/recharge',
    '/console/coupon',
    '/console/finance/orders',
    '/console/finance/expenseDetail',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText('The wallet belongs to the main account')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'See your spending limit' })).toBeVisible();
  }
  expect(refused).toEqual([]);
  await context.close();
});
