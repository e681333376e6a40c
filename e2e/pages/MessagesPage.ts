import { expect, type Locator, type Page } from '@playwright/test';

/** /console/messages: a table of messages with a read-state filter and the mark-read actions. */
export class MessagesPage {
  readonly main: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly filter: Locator;
  readonly markAllRead: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.table = this.main.getByRole('table');
    this.rows = this.table.locator('tbody tr.ant-table-row');
    this.filter = this.main.getByRole('radiogroup', { name: 'Show' });
    this.markAllRead = this.main.getByRole('button', { name: 'Mark all read' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/console/messages${query}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.main.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(this.main.getByRole('status')).toBeVisible();
  }

  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async show(option: 'All' | 'Unread' | 'Read'): Promise<void> {
    await this.filter.getByText(option, { exact: true }).click();
    await expect(this.filter.getByRole('radio', { name: option, exact: true })).toBeChecked();
  }

  /** antd's pagination names its page items by their title. */
  async goToPage(page: number): Promise<void> {
    await this.main.locator('.ant-pagination').getByTitle(String(page), { exact: true }).click();
  }

  total(): Locator {
    return this.main.getByRole('status');
  }
}
