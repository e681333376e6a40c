import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { FinancePage } from './pages/FinancePages';
import { OpsFrame, OpsLoginPage, openOpsAs } from './pages/OpsConsole';
import { OpsUsersPage } from './pages/OpsMoney';
import { TopBar } from './pages/TopBar';
import { DEMO_STAFF, DEMO_USER } from './support/accounts';
import { apiPost, loginByApi } from './support/api';
import { yuan } from './support/money';
import { openAs } from './support/session';
import { staffSession } from './support/staff';

const money = (request: Parameters<typeof apiPost>[0], token: string) =>
  apiPost<{ Money: number }>(request, '/get_user_info', { session: token }).then((info) => info.Money);

/**
 * Issue 11: finance credits the demo user with a reason, the user sees it, the admin's audit trail
 * shows who did it with the balance before and after, and a debit above the threshold (1000.00)
 * moves nothing until the demo admin approves it.
 */
test('finance adjusts a balance; a large debit waits for the admin', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const tag = `${Date.now().toString(36)}${randomInt(1000)}`;
  const reason = `E2E goodwill credit ${tag}`;
  const customer = await loginByApi(request, DEMO_USER);
  const users = new OpsUsersPage(page);

  const credited = await test.step('finance signs in with password and TOTP and credits 25.00', async () => {
    await new OpsLoginPage(page).signIn(DEMO_STAFF.finance);
    await users.open(DEMO_USER.phone);
    const answer = await users.adjust({
      phone: DEMO_USER.phone,
      direction: 'Credit (add)',
      amount: '25.00',
      reason,
      reference: `WO-${tag}`,
    });
    expect(answer).toMatchObject({ Status: 'applied', Amount: 25 });
    expect(answer.BalanceAfter).toBeCloseTo((answer.BalanceBefore ?? 0) + 25, 2);
    await expect(users.toast('¥25.00 applied')).toBeVisible();
    return answer;
  });

  await test.step('the user sees the balance and the ledger row', async () => {
    const { context, page: console } = await openAs(browser, baseURL, customer);
    await console.goto('/console');
    const now = await money(request, customer.token);
    await expect(new TopBar(console).balanceChips().first()).toContainText(yuan(Math.round(now * 100)));
    const ledger = new FinancePage(console);
    await ledger.goto('expenseDetail', 'Expense details');
    const row = ledger.row(reason);
    await expect(row).toContainText('+¥25.00');
    await expect(row).toContainText(yuan(Math.round((credited.BalanceAfter ?? 0) * 100)));
    await context.close();
  });

  const pendingReason = `E2E duplicate transfer ${tag}`;
  await test.step('a debit of 1000.01 waits for approval', async () => {
    // A float above the debit, within the threshold, so the approval can move it.
    const session = staffSession('finance');
    await apiPost(request, '/ops/adjust_money', {
      session,
      request_id: `e2e-float-${tag}`,
      user_id: (await apiPost<{ UserId: number }>(request, '/get_user_info', { session: customer.token }))
        .UserId,
      direction: 'credit',
      pocket: 'balance',
      amount: '1000.00',
      reason: `E2E float ${tag}`,
      reference: `FLOAT-${tag}`,
    });
    const answer = await users.adjust({
      phone: DEMO_USER.phone,
      direction: 'Debit (take)',
      amount: '1000.01',
      reason: pendingReason,
      reference: `BANK-${tag}`,
    });
    expect(answer.Status).toBe('pending');
    await expect(users.toast('waits for an admin’s approval')).toBeVisible();
  });

  await test.step('the admin sees who credited, with before and after, and approves the debit', async () => {
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    await openOpsAs(adminPage, 'admin');
    const frame = new OpsFrame(adminPage);
    await frame.menuLink('Audit trail').click();
    await expect(frame.heading('Audit trail')).toBeVisible();
    await frame.main.getByLabel('Endpoint').fill('/api/ops/adjust_money');
    await frame.main.getByRole('button', { name: 'Search' }).click();
    const entry = frame.main.getByRole('row').filter({ hasText: reason });
    await expect(entry).toContainText('Demo Finance');
    await entry.getByRole('button', { name: /expand row/i }).click();
    const diff = frame.main.getByRole('table', { name: 'Values before and after' });
    const moneyRow = diff.getByRole('row').filter({ hasText: 'Money' });
    await expect(moneyRow).toContainText(String(credited.BalanceBefore));
    await expect(moneyRow).toContainText(String(credited.BalanceAfter));

    const before = await money(request, customer.token);
    await frame.menuLink('Pending adjustments').click();
    await expect(frame.heading('Pending adjustments')).toBeVisible();
    const pending = frame.main.getByRole('row').filter({ hasText: pendingReason });
    await expect(pending).toContainText('Demo Finance');
    await pending.getByRole('button', { name: 'Approve' }).click();
    const dialog = adminPage.getByRole('dialog', { name: /^Approve adjustment #\d+\?$/ });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    await expect(pending).toHaveCount(0);
    await expect.poll(() => money(request, customer.token)).toBeCloseTo(before - 1000.01, 2);
    await context.close();
  });
});
