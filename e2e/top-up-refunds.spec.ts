import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { FinancePage } from './pages/FinancePages';
import { openOpsAs } from './pages/OpsConsole';
import { OpsUsersPage } from './pages/OpsMoney';
import { OpsRefundDesk } from './pages/OpsRefunds';
import { RechargePage, SandboxCashier, WalletChips } from './pages/WalletPages';
import { shot } from './support/screenshots';
import { openAs, registerFreshAccount } from './support/session';

/**
 * Issue 19: a customer tops up 100.00 through the sandbox cashier; finance refunds 30.00 of it to
 * the payer from the customer's page in the operator console (the dialog offers what may be
 * refunded); the refunds list shows it refunded, and the customer sees 70.00 and the refund row.
 */
test('finance refunds part of a top-up to its payer; the customer sees the lower balance', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const reason = `E2E refund ${Date.now().toString(36)}${randomInt(1000)}`;
  const customer = await registerFreshAccount(request);
  const { context, page } = await openAs(browser, baseURL, customer);
  const chips = new WalletChips(page);

  const order = await test.step('the customer tops up 100.00 with WeChat Pay', async () => {
    const recharge = new RechargePage(page);
    await recharge.goto();
    const paymentUrl = await recharge.startTopUp('100', 'WeChat Pay');
    const payer = await context.newPage();
    await new SandboxCashier(payer).pay(paymentUrl);
    await payer.close();
    await expect(page.getByText('Payment succeeded')).toBeVisible();
    await chips.expectBalance(100);
    return decodeURIComponent(new URL(paymentUrl).pathname.split('/').pop() ?? '');
  });

  await test.step('finance refunds 30.00 of it from the customer page', async () => {
    const staff = await browser.newContext();
    const ops = await staff.newPage();
    await openOpsAs(ops, 'finance');
    await new OpsUsersPage(ops).open(customer.phone);
    const desk = new OpsRefundDesk(ops);
    await desk.openTopUps();
    const row = desk.topUpRow(order);
    await expect(row).toContainText('WeChat Pay');
    await expect(row).toContainText('¥100.00');
    const dialog = await desk.startRefund(order);
    await expect(dialog.getByLabel('Amount to refund (yuan)')).toHaveValue('100.00');
    await shot(ops, 'ops-top-up-refund-dialog');
    const refund = await desk.refund(dialog, { amount: '30.00', reason });
    expect(refund).toMatchObject({ Status: 'succeeded', Amount: 30 });
    await expect(desk.toast('¥30.00 was refunded to the payer.')).toBeVisible();
    // What was refunded, and what is left to refund.
    await expect(row).toContainText('¥30.00');
    await expect(row).toContainText('¥70.00');

    const list = await desk.openRefundsList();
    const listed = list.getByRole('row').filter({ hasText: reason });
    await expect(listed).toContainText(order);
    await expect(listed).toContainText('Refunded');
    await expect(listed).toContainText('¥30.00');
    await shot(ops, 'ops-top-up-refunds-list');
    await staff.close();
  });

  await test.step('the customer sees 70.00 and the refund among the balance changes', async () => {
    const ledger = new FinancePage(page);
    await ledger.goto('expenseDetail', 'Expense details');
    await chips.expectBalance(70);
    const row = ledger.row(reason);
    await expect(row).toContainText('Top-up refund');
    await expect(row).toContainText('-¥30.00');
    await expect(row).toContainText('¥70.00');
    await expect(row).toContainText(order);
    await shot(page, 'expense-detail-top-up-refund');
  });
  await context.close();
});
