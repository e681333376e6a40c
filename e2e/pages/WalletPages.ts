import { expect, type Locator, type Page } from '@playwright/test';
import { toFen, yuan, yuanIn } from '../support/money';

/** The top bar's balance and voucher chips, read as yuan. */
export class WalletChips {
  readonly balance: Locator;
  readonly vouchers: Locator;

  constructor(readonly page: Page) {
    const banner = page.getByRole('banner');
    this.balance = banner.getByRole('link', { name: /^Balance ¥/ });
    this.vouchers = banner.getByRole('link', { name: /^Vouchers ¥/ });
  }

  async balanceYuan(): Promise<number> {
    await expect(this.balance).toBeVisible();
    return yuanIn(await this.balance.textContent());
  }

  async vouchersYuan(): Promise<number> {
    await expect(this.vouchers).toBeVisible();
    return yuanIn(await this.vouchers.textContent());
  }

  /** Waits until the balance chip reads exactly `amount` yuan. */
  async expectBalance(amount: number): Promise<void> {
    await expect(this.balance).toHaveText(`Balance ${yuan(toFen(amount))}`);
  }

  async expectVouchers(amount: number): Promise<void> {
    await expect(this.vouchers).toHaveText(`Vouchers ${yuan(toFen(amount))}`);
  }
}

/** /console/recharge and /console/pay: the top-up form, the QR dialog, vouchers. */
export class RechargePage {
  readonly main: Locator;
  readonly amount: Locator;
  readonly payButton: Locator;
  readonly payTypes: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.amount = this.main.getByRole('textbox', { name: 'Top-up amount' });
    this.payButton = this.main.getByRole('button', { name: 'Pay now' });
    this.payTypes = this.main.getByRole('radiogroup', { name: 'Payment method' });
    this.dialog = page.getByRole('dialog', { name: /^Pay ¥/ });
  }

  async goto(path: '/console/recharge' | '/console/pay' = '/console/recharge'): Promise<void> {
    await this.page.goto(path);
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText(
      path === '/console/pay' ? 'Pay' : 'Top up',
    );
    await expect(this.amount).toBeVisible();
  }

  /** antd hides the radio input; people click its label, and so do we. */
  async choosePayType(name: 'WeChat Pay' | 'Alipay' | 'Bank transfer'): Promise<void> {
    await this.payTypes.getByText(name, { exact: true }).click();
    await expect(this.payTypes.getByRole('radio', { name })).toBeChecked();
  }

  preset(amount: string): Locator {
    return this.main
      .getByRole('group', { name: 'Quick amounts' })
      .getByRole('button', { name: `¥${amount}` });
  }

  /** Starts a QR top-up and returns the payment page the QR encodes, once the dialog shows it. */
  async startTopUp(amount: string, payType: 'WeChat Pay' | 'Alipay'): Promise<string> {
    await this.amount.fill(amount);
    await this.choosePayType(payType);
    await this.payButton.click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog.getByRole('img', { name: `${payType} payment QR code` })).toBeVisible();
    const link = this.dialog.getByRole('link', { name: 'Open payment page' });
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the payment link has no address');
    return href;
  }

  vouchersSection(): Locator {
    return this.main.getByRole('region', { name: 'Compute vouchers' });
  }

  membership(): Locator {
    return this.main.getByRole('region', { name: 'Membership' });
  }
}

/** The sandbox cashier page the QR code leads to (served by our own server). */
export class SandboxCashier {
  constructor(readonly page: Page) {}

  async pay(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.page.getByRole('heading', { name: 'Sandbox cashier' })).toBeVisible();
    await this.page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(this.page.getByRole('status')).toContainText('Payment confirmed');
  }
}
