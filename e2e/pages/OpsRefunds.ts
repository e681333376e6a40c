import { expect, type Locator, type Page } from '@playwright/test';

/** Finance's refund desk: a user's "Top-ups and refunds" tab, the refund dialog and the refunds list. */
export class OpsRefundDesk {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The paid top-ups of the user whose page is open. */
  async openTopUps(): Promise<Locator> {
    await this.main.getByRole('tab', { name: 'Top-ups and refunds' }).click();
    const table = this.main.getByRole('table', { name: 'Paid top-ups' });
    await expect(table).toBeVisible();
    return table;
  }

  topUpRow(order: string): Locator {
    return this.main.getByRole('table', { name: 'Paid top-ups' }).getByRole('row').filter({ hasText: order });
  }

  /** Opens the refund dialog of one order; answers the dialog. */
  async startRefund(order: string): Promise<Locator> {
    await this.topUpRow(order)
      .getByRole('button', { name: `Refund ${order}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Refund top-up ${order}` });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Sends the refund dialog with an amount and a reason; answers the server's answer. */
  async refund(dialog: Locator, values: { amount: string; reason: string }) {
    await dialog.getByLabel('Amount to refund (yuan)').fill(values.amount);
    await dialog.getByLabel(/^Reason/).fill(values.reason);
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/api/ops/refund_top_up'));
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const envelope = (await (await answer).json()) as {
      status: number;
      reason: string;
      data: { Id: string; Status: string; Amount: number };
    };
    expect(envelope.status, envelope.reason).toBe(0);
    await expect(dialog).toBeHidden();
    return envelope.data;
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('.ant-notification-notice').filter({ hasText: text });
  }

  /** The refunds list page, from the menu. */
  async openRefundsList(): Promise<Locator> {
    await this.page
      .getByRole('navigation', { name: 'Operator console' })
      .getByRole('link', { name: 'Top-up refunds', exact: true })
      .click();
    await expect(this.main.getByRole('heading', { name: 'Top-up refunds', level: 1 })).toBeVisible();
    return this.main.getByRole('table', { name: 'Top-up refunds' });
  }
}
