import { expect, type Locator, type Page } from '@playwright/test';

export interface AdjustmentAnswer {
  Id: number;
  Status: 'pending' | 'applied' | 'rejected';
  Amount: number;
  BalanceBefore: number | null;
  BalanceAfter: number | null;
}

/** /ops/users and one account's page: search, tabs and the actions of the member's role. */
export class OpsUsersPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async open(phone: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(this.main.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await this.main.getByLabel('Phone, name or sub-account username').fill(phone);
    await this.main.getByRole('button', { name: 'Search' }).click();
    await this.main.getByRole('table', { name: 'Accounts found' }).getByRole('link', { name: phone }).click();
    await expect(this.main.getByRole('heading', { level: 1, name: new RegExp(phone) })).toBeVisible();
  }

  /** Fills and sends the adjustment dialog; answers the server's answer. */
  async adjust(values: {
    phone: string;
    direction: 'Credit (add)' | 'Debit (take)';
    amount: string;
    reason: string;
    reference: string;
  }): Promise<AdjustmentAnswer> {
    await this.main.getByRole('button', { name: 'Adjust money' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Adjust the money of ${values.phone}` });
    await dialog.getByRole('radio', { name: values.direction }).check();
    await dialog.getByRole('radio', { name: 'Balance' }).check();
    await dialog.getByLabel('Amount (yuan)').fill(values.amount);
    await dialog.getByLabel(/^Reason/).fill(values.reason);
    await dialog.getByLabel(/^Reference/).fill(values.reference);
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/api/ops/adjust_money'));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const envelope = (await (await answer).json()) as {
      status: number;
      reason: string;
      data: AdjustmentAnswer;
    };
    expect(envelope.status, envelope.reason).toBe(0);
    await expect(dialog).toBeHidden();
    return envelope.data;
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }
}
