import { expect, type Locator, type Page } from '@playwright/test';

/** /console/coupon: two tabs of coupon tickets (articles named after the coupon). */
export class CouponsPage {
  readonly main: Locator;
  readonly mineTab: Locator;
  readonly claimTab: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.mineTab = this.main.getByRole('tab', { name: 'My coupons' });
    this.claimTab = this.main.getByRole('tab', { name: 'Claim coupons' });
    this.filter = this.main.getByRole('radiogroup', { name: 'Show coupons' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/coupon');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  }

  /** The coupons of the open tab. */
  list(): Locator {
    return this.main.getByRole('tabpanel');
  }

  coupon(name: string): Locator {
    return this.list().getByRole('article', { name, exact: true });
  }

  async openClaimTab(): Promise<void> {
    await this.claimTab.click();
    await expect(this.claimTab).toHaveAttribute('aria-selected', 'true');
  }

  async openMineTab(): Promise<void> {
    await this.mineTab.click();
    await expect(this.mineTab).toHaveAttribute('aria-selected', 'true');
  }

  async claim(name: string): Promise<void> {
    await this.coupon(name)
      .getByRole('button', { name: `Claim ${name}` })
      .click();
  }

  async showOnly(filter: 'All' | 'Usable' | 'Used' | 'Expired'): Promise<void> {
    await this.filter.getByText(filter, { exact: true }).click();
    await expect(this.filter.getByRole('radio', { name: filter })).toBeChecked();
  }

  /** Uses a top-up voucher after the SPEC §5 confirmation. */
  async useTopUpVoucher(name: string, amountText: string): Promise<void> {
    await this.coupon(name)
      .getByRole('button', { name: `Use ${name}` })
      .click();
    const confirm = this.page.getByRole('dialog', {
      name: `Use the voucher of ${amountText} for a balance top-up?`,
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Top up' }).click();
    await expect(confirm).toBeHidden();
  }
}
