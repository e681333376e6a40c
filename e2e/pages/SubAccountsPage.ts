import { expect, type Locator, type Page } from '@playwright/test';

/** /console/subAccountInstance: the sub-account picker and the instances table. */
export class SubAccountsPage {
  readonly main: Locator;
  readonly picker: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.picker = this.main.getByRole('combobox', { name: 'Sub-account' });
    this.table = this.main.getByRole('table', { name: 'Sub-account instances' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/subAccountInstance');
    await expect(this.main.getByRole('heading', { level: 1 })).toHaveText('Sub-account instances');
  }

  /** antd's select: open it, then click the option people see (its listbox twin is for readers only). */
  async pick(name: string): Promise<void> {
    const option = this.page.locator('.ant-select-dropdown').getByTitle(name, { exact: true });
    // A click that lands while the page re-renders can leave the list shut: open it until it shows.
    await expect(async () => {
      if (!(await option.isVisible())) await this.picker.click();
      await expect(option).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await option.click();
    await expect(this.page.locator('.ant-select-dropdown')).toBeHidden();
  }

  row(instanceName: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: instanceName }) });
  }

  dataRows(): Locator {
    return this.table
      .locator('tbody')
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader') });
  }
}
