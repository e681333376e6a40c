import { expect, type Locator, type Page } from '@playwright/test';

/** /console/finance/orders and /console/finance/expenseDetail: filters above a table. */
export class FinancePage {
  readonly main: Locator;
  readonly table: Locator;
  readonly filters: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table');
    this.filters = this.main.getByRole('region', { name: 'Filters' });
  }

  async goto(path: 'orders' | 'expenseDetail' | 'withdrawRecords', heading: string): Promise<void> {
    await this.page.goto(`/console/finance/${path}`);
    await expect(this.main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  /** Rows of the table body that hold data (antd adds a hidden measure row). */
  rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  row(text: string | RegExp): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** Picks an option of an antd select found by its label. */
  async choose(label: string, option: string): Promise<void> {
    await this.filters.getByLabel(label, { exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
