import type { APIRequestContext } from '@playwright/test';
import { DEMO_HOSTS } from '../apps/server/src/seed/demo-catalogue';
import { expect, test } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { InstancesPage, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fenIn, memberWithCoupon, times, toFen, yuan } from './support/money';
import { shot } from './support/screenshots';
import { openAs, type Session } from './support/session';

async function balanceFen(request: APIRequestContext, session: Session): Promise<number> {
  return toFen(
    (await apiPost<{ Money: number }>(request, '/get_user_info', { session: session.token })).Money,
  );
}

interface LedgerRow {
  Kind: string;
  Pocket: string;
  Amount: number;
  BalanceAfter: number;
}

test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

/**
 * The journey: rent an RTX 4090 for 2 hours with a discount coupon from the store, see it
 * run in the console, read its SSH details, renew an hour, stop it with a refund; balance and
 * ledger agree to the fen with every movement.
 */
test('rent with a coupon, run, SSH, renew 1 h, stop with refund: balance and ledger agree to the fen', async ({
  browser,
  request,
  baseURL,
}) => {
  // A fresh account: its wallet moves only by this journey. 100 topped up makes it a bronze member (×0.98).
  const account = await memberWithCoupon(request, 'RTX 4090 10% off');
  const startFen = await balanceFen(request, account);
  expect(startFen).toBe(100_00);

  const { context, page } = await openAs(browser, baseURL, account);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  // 1. From the store to the order form; the breakdown is the seed price worked out here.
  const order = new CreateInstancePage(page);
  await page.goto('/store?gpu_model=RTX+4090&region=bj-a&kind=kvm');
  await page.getByRole('link', { name: 'Rent RTX 4090 in Beijing A' }).click();
  await expect(order.heading).toHaveText('Rent RTX 4090');
  await order.choose('Image', /Ubuntu 22\.04/);
  await order.choose('GPUs', /^1 × GPU/);
  await order.choose('Billing', 'Hourly');
  await order.setDuration(2);
  await order.choose('Coupon', /RTX 4090 10% off/);
  const hourFen = DEMO_HOSTS.find((host) => host.name === 'bj-a-4090-01')?.pricePerGpuHour ?? 0;
  const listFen = hourFen * 2;
  const afterVip = times(listFen, 9_800);
  const rentFen = times(afterVip, 9_000);
  await expect(order.amount('List price')).toHaveText(yuan(listFen));
  await expect(order.amount('Membership discount')).toHaveText(`−${yuan(listFen - afterVip)}`);
  await expect(order.amount('Coupon')).toHaveText(`−${yuan(afterVip - rentFen)}`);
  await expect(order.amount('Total')).toHaveText(yuan(rentFen));
  await order.rentButton.click();
  await expect(order.amount('Total', order.confirmDialog)).toHaveText(yuan(rentFen));
  await order.confirmDialog.getByRole('button', { name: 'Place order' }).click();

  // 2. The console lists it, and it reaches running without a reload.
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  const instances = new InstancesPage(page);
  const card = instances.list.getByRole('article');
  await expect(card).toHaveCount(1);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await expect(card).toContainText('RTX 4090 × 1');
  await expect(card).toContainText('Hourly');
  await instances.expectStatus(name, 'Running');
  expect(await balanceFen(request, account)).toBe(startFen - rentFen);

  // 3. SSH details, with a working copy button.
  const ssh = await instances.open(name, 'SSH', `SSH and VNC of ${name}`);
  await expect(ssh.getByText(/^ssh -p \d+ \S+@\S+$/)).toBeVisible();
  await ssh.getByRole('button', { name: 'Copy SSH command' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^ssh -p \d+ /);
  await ssh.getByRole('button', { name: 'Close' }).first().click();
  await expect(ssh).toBeHidden();

  // 4. Renew 1 hour: one more hour at list price × bronze (no coupon left), the expiry an hour later.
  const renewFen = times(hourFen, 9_800);
  const renew = await instances.open(name, 'Renew', `Renew ${name}`);
  await expect(instances.quoteLine(renew, 'Total')).toHaveText(yuan(renewFen));
  await renew.getByRole('button', { name: `Pay ${yuan(renewFen)}` }).click();
  await expect(renew).toBeHidden();
  await expect.poll(() => balanceFen(request, account)).toBe(startFen - rentFen - renewFen);

  // 5. Stop with refund: the dialog's refund is what the balance chip gains.
  const chipBefore = fenIn(await instances.balanceChip().textContent());
  expect(chipBefore).toBe(startFen - rentFen - renewFen);
  const stop = await instances.open(name, 'Stop with refund', `Stop ${name} and refund the unused time?`);
  const refundFen = fenIn(await instances.quoteLine(stop, 'Refund').textContent());
  expect(refundFen).toBeGreaterThan(0);
  expect(refundFen).toBeLessThanOrEqual(rentFen + renewFen);
  await shot(page, 'rent-journey-refund');
  await stop.getByRole('button', { name: `Stop and refund ${yuan(refundFen)}` }).click();
  await expect(stop).toBeHidden();
  await expect
    .poll(async () => fenIn(await instances.balanceChip().textContent()))
    .toBe(chipBefore + refundFen);
  await instances.expectStatus(name, 'Shut down');

  // 6. Balance and ledger agree to the fen with the money moved.
  const endFen = await balanceFen(request, account);
  expect(endFen).toBe(startFen - rentFen - renewFen + refundFen);
  const ledger = await apiPost<{ data: LedgerRow[] }>(request, '/get_wallet_balance_change_list', {
    session: account.token,
    pocket: 'balance',
    page: 1,
    page_size: 50,
  });
  const moved = (kind: string) =>
    ledger.data.filter((row) => row.Kind === kind).reduce((sum, row) => sum + toFen(row.Amount), 0);
  expect(moved('top_up')).toBe(100_00);
  expect(moved('rent')).toBe(-rentFen);
  expect(moved('renew')).toBe(-renewFen);
  expect(moved('refund')).toBe(refundFen);
  expect(ledger.data.reduce((sum, row) => sum + toFen(row.Amount), 0)).toBe(endFen);
  expect(toFen(ledger.data[0]?.BalanceAfter ?? Number.NaN)).toBe(endFen);
  await context.close();
});
