import { expect, type Locator, type Page } from '@playwright/test';

/** /console/dashboard: account overview and the fund tiles (labelled groups). */
export class DashboardPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL(/\/console\/dashboard$/);
    await expect(this.main.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(this.main.getByText('Account overview')).toBeVisible();
  }

  fund(label: string): Locator {
    return this.main.getByRole('group', { name: label, exact: true });
  }

  /** A fund tile's amount in yuan, parsed from "¥1,234.50". */
  async fundAmount(label: string): Promise<number> {
    const text = (await this.fund(label).textContent()) ?? '';
    const match = text.match(/(-?)¥([\d,]+\.\d{2})/);
    if (!match) throw new Error(`no amount in the "${label}" tile: ${text}`);
    return Number(`${match[1]}${match[2]?.replaceAll(',', '')}`);
  }
}
