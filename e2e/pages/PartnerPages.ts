import { expect, type Locator, type Page } from '@playwright/test';
import { fenIn, toFen, yuan } from '../support/money';

/**
 * The sales-partner pages: the dashboard (/console/salesPartner/salesDashboard), machine income
 * (/console/income) and the withdrawal records (/console/finance/withdrawRecords), found by roles
 * and their English names. Amounts are read as fen.
 */
export class PartnerPages {
  readonly main: Locator;
  readonly earnings: Locator;
  readonly months: Locator;
  readonly withdrawals: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.earnings = this.main.getByRole('region', { name: 'Earnings' });
    this.months = this.main.getByRole('region', { name: 'Commission by month' });
    this.withdrawals = this.main.getByRole('table', { name: 'Withdrawals' });
  }

  async gotoDashboard(): Promise<void> {
    await this.page.goto('/console/salesPartner/salesDashboard');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Sales partner dashboard' })).toBeVisible();
  }

  /** Opens the become-partner prompt (first or again), accepts the terms and applies; waits for the review state. */
  async applyAsPartner(note?: string): Promise<void> {
    await this.main.getByRole('button', { name: /^(Become a partner|Apply again)$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Become a sales partner' });
    await dialog.getByRole('checkbox', { name: 'I accept the terms of the sales-partner programme' }).check();
    if (note)
      await dialog.getByRole('textbox', { name: 'How you mean to find customers (optional)' }).fill(note);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      this.main.getByRole('heading', { name: 'Your application is waiting for review' }),
    ).toBeVisible();
  }

  /** The referral link the dashboard shows (`<origin>/login?ref=CODE`). */
  async referralLink(): Promise<string> {
    const field = this.main.getByRole('textbox', { name: 'Referral link' });
    await expect(field).toHaveValue(/\/login\?ref=[A-Za-z0-9]{8}$/);
    return field.inputValue();
  }

  /** The commission of the last 12 months, above the chart. */
  commissionShown(): Promise<number> {
    return this.figure(this.months, 'Commission');
  }

  pendingShown(): Promise<number> {
    return this.figure(this.earnings, 'Pending');
  }

  withdrawableShown(): Promise<number> {
    return this.figure(this.earnings, 'Withdrawable');
  }

  /**
   * Withdraws from the page shown (the dashboard's earnings or the withdrawal records); `amount` in
   * yuan as typed. Waits for the dialog to close (the application was accepted).
   */
  async withdraw(amount: string, bankName: string, cardNumber: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Withdraw earnings' });
    await dialog.getByRole('textbox', { name: 'Amount (yuan)' }).fill(amount);
    await dialog.getByRole('textbox', { name: 'Bank and branch' }).fill(bankName);
    await dialog.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async moveToBalance(amount: string): Promise<void> {
    await this.earnings.getByRole('button', { name: 'Move to balance' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Move earnings to your balance' });
    await dialog.getByRole('textbox', { name: 'Amount (yuan)' }).fill(amount);
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  async gotoIncome(): Promise<void> {
    await this.page.goto('/console/income');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Income' })).toBeVisible();
  }

  /** "Your income" over the chosen days, all machines (or the one chosen). */
  incomeTotal(): Promise<number> {
    return this.figure(this.main.getByRole('region', { name: 'Income by day' }), 'Your income');
  }

  async gotoWithdrawRecords(): Promise<void> {
    await this.page.goto('/console/finance/withdrawRecords');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  }

  /** A withdrawal's row: by its amount in yuan as typed ('100' or '100.00'), or by its place (0: newest). */
  withdrawalRow(which: string | number): Locator {
    const rows = this.withdrawals.getByRole('row').filter({ has: this.page.getByRole('cell') });
    return typeof which === 'number'
      ? rows.nth(which)
      : rows.filter({ hasText: yuan(toFen(Number(which.replaceAll(',', '')))) });
  }

  /** The status a withdrawal's row shows: Applied, Paid or Refused. */
  async withdrawalStatus(which: string | number): Promise<string> {
    const tag = this.withdrawalRow(which).first().locator('.ant-tag');
    await expect(tag).toBeVisible();
    return (await tag.textContent())?.trim() ?? '';
  }

  /** An amount of a labelled figure (a dt and its dd) inside `scope`, in fen. */
  private async figure(scope: Locator, term: string): Promise<number> {
    const value = scope
      .locator('dt', { hasText: new RegExp(`^${term}$`) })
      .locator('xpath=following-sibling::dd[1]');
    await expect(value).toHaveText(/¥/);
    return fenIn(await value.textContent());
  }
}
