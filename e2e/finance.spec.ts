import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { FinancePage } from './pages/FinancePages';
import { apiPost } from './support/api';
import { paidTopUp } from './support/money';
import { shot } from './support/screenshots';
import { openAs, registerFreshAccount } from './support/session';

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

  const { context, page } = await openAs(browser, baseURL, account);
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
  await shot(page, 'orders', { fullPage: true });

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

  const { context, page } = await openAs(browser, baseURL, account);
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
  await shot(page, 'expense-detail', { fullPage: true });

  await expenses.choose('Account', 'Compute vouchers');
  await expect(expenses.rows()).toHaveCount(1);
  await expect(expenses.row('Voucher purchase')).toContainText('+¥100.00');
  await expenses.choose('Account', 'All');
  await expenses.choose('Type', 'Top-up');
  await expect(expenses.rows()).toHaveCount(1);
  await expect(expenses.row(topUp)).toBeVisible();

  await expenses.goto('withdrawRecords', 'Withdrawals');
  // The demo account is no sales partner: the page says who withdraws, and what never is withdrawn.
  await expect(expenses.main).toContainText('Withdrawals pay out sales-partner earnings');
  await expect(expenses.main).toContainText('compute vouchers cannot be withdrawn');
  await context.close();
});
