import { expect, type Locator, type Page } from '@playwright/test';

/** /instanceAvailableKvmStore: one section per region, each a table of GPU models. */
export class KvmBoardPage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  async goto(): Promise<void> {
    await this.page.goto('/instanceAvailableKvmStore');
    await expect(this.main.getByRole('heading', { level: 1, name: 'Available cloud hosts' })).toBeVisible();
  }

  region(name: string): Locator {
    return this.main.getByRole('region', { name: new RegExp(`^${name}`) });
  }

  row(region: string, model: string): Locator {
    return this.region(region)
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: model }) });
  }
}
