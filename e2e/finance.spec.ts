import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { FinancePage } from './pages/FinancePages';
import { apiPost } from './support/api';
import { registerFreshAccount, type Session, storageStateFor } from './support/session';

const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

/** A paid QR top-up made the way a payer makes it: the order, then "Confirm payment" on the cashier. */
async function paidTopUp(request: APIRequestContext, session: Session, yuan: number): Promise<string> {
  const order = await apiPost<{ out_trade_no: string }>(request, '/create_qrcode', {
    session: session.token,
    amount: yuan,
    pay_type: 1,
  });
  const confirmed = await request.post(`/sandbox/pay/${order.out_trade_no}/confirm`);
  expect(confirmed.ok()).toBe(true);
  await expect
    .poll(async () => {
      const status = await apiPost<{ Status: number }>(request, '/get_order_status', {
        session: session.token,
        out_trade_no: order.out_trade_no,
      });
      return status.Status;
    })
    .toBe(1);
  return order.out_trade_no;
}

test('orders list the paid top-up, filter by type and status, and export top-ups as CSV', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await registerFreshAccount(request);
  const paid = await paidTopUp(request, account, 100);
  const waiting = await apiPost<{ out_trade_no: string }>(request, '/create_qrcode', {
    session: account.token,
    amount: '1,500',
    pay_type: 0,
  });
  await apiPost(request, '/buy_power_money', { session: account.token, pack_id: 'pack-100' });

  const context = await browser.newContext({ storageState: storageStateFor(baseURL ?? '', account) });
  const page = await context.newPage();
  const orders = new FinancePage(page);
  await orders.goto('orders', 'Orders');

  await expect(orders.table.getByRole('columnheader', { name: 'Order number' })).toBeVisible();
  const paidRow = orders.row(paid);
  await expect(paidRow).toContainText('Top-up');
  await expect(paidRow).toContainText('¥100.00');
  await expect(paidRow).toContainText('WeChat Pay');
  await expect(paidRow).toContainText('Paid');
  await expect(orders.row(waiting.out_trade_no)).toContainText('Waiting for payment');
  await expect(orders.row(waiting.out_trade_no)).toContainText('¥1,500.00');
  await page.screenshot({ path: path.join(SHOTS, 'orders.png'), fullPage: true, animations: 'disabled' });

  await orders.choose('Status', 'Paid');
  await expect(orders.row(waiting.out_trade_no)).toHaveCount(0);
  await expect(orders.row(paid)).toBeVisible();
  await expect(page).toHaveURL(/status=1/);

  const downloading = page.waitForEvent('download');
  await orders.main.getByRole('button', { name: 'Export top-ups (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(paid);
  expect(csv).not.toContain(waiting.out_trade_no);

  await orders.choose('Status', 'All');
  await orders.choose('Order type', 'Purchase');
  await expect(orders.row(paid)).toHaveCount(0);
  await expect(orders.rows()).toHaveCount(1);
  await expect(orders.rows()).toContainText('Balance ¥98.00');
  await expect(orders.rows()).not.toContainText('Vouchers');
  await context.close();
});

test('expense detail lists every movement with a daily spend chart; withdrawals say they are not here yet', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await registerFreshAccount(request);
  const topUp = await paidTopUp(request, account, 200);
  await apiPost(request, '/buy_power_money', { session: account.token, pack_id: 'pack-100' });

  const context = await browser.newContext({ storageState: storageStateFor(baseURL ?? '', account) });
  const page = await context.newPage();
  const expenses = new FinancePage(page);
  await expenses.goto('expenseDetail', 'Expense details');

  await expect(expenses.table.getByRole('columnheader', { name: 'Balance after' })).toBeVisible();
  await expect(expenses.row(topUp)).toContainText('+¥200.00');
  await expect(expenses.row('Voucher purchase')).toHaveCount(2);
  await expect(expenses.row('Voucher purchase').filter({ hasText: '-¥98.00' })).toContainText('¥102.00');
  await expect(expenses.row('Voucher purchase').filter({ hasText: '+¥100.00' })).toContainText(
    'Compute vouchers',
  );
  const chart = expenses.main.getByRole('img', { name: /^Spent ¥98\.00 over 30 days/ });
  await expect(chart).toBeVisible();
  await page.screenshot({
    path: path.join(SHOTS, 'expense-detail.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await expenses.choose('Account', 'Compute vouchers');
  await expect(expenses.rows()).toHaveCount(1);
  await expect(expenses.row('Voucher purchase')).toContainText('+¥100.00');
  await expenses.choose('Account', 'All');
  await expenses.choose('Type', 'Top-up');
  await expect(expenses.rows()).toHaveCount(1);
  await expect(expenses.row(topUp)).toBeVisible();

  await expenses.goto('withdrawRecords', 'Withdrawals');
  await expect(
    expenses.main.getByRole('heading', { name: 'Withdrawals are not available yet' }),
  ).toBeVisible();
  await expect(expenses.main).toContainText('sales-partner');
  await context.close();
});
