import { expect, type Locator, type Page } from '@playwright/test';

/** /store: filter rows (labelled radio groups) above the catalogue table. */
export class StorePage {
  readonly table: Locator;
  readonly offerRows: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('main').getByRole('table');
    // Body rows start with a row header (the GPU model); the header row does not.
    this.offerRows = this.table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/store${query}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  filter(group: string): Locator {
    return this.page.getByRole('search').getByRole('radiogroup', { name: group });
  }

  /** antd hides the radio input itself; people click its visible label, and so do we. */
  async choose(group: string, option: string): Promise<void> {
    await this.filter(group).getByText(option, { exact: true }).click();
    await expect(this.filter(group).getByRole('radio', { name: option, exact: true })).toBeChecked();
  }

  offer(text: string | RegExp): Locator {
    return this.offerRows.filter({ hasText: text });
  }
}
