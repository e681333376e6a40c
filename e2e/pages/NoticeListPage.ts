import { expect, type Locator, type Page } from '@playwright/test';

/** /inform: notice titles are the level-2 headings of the main area, with a pager below. */
export class NoticeListPage {
  readonly titles: Locator;
  readonly pager: Locator;

  constructor(readonly page: Page) {
    this.titles = page.getByRole('main').getByRole('heading', { level: 2 });
    this.pager = page.getByRole('navigation', { name: 'Notice pages' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/inform${query}`);
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    await expect(this.titles.first()).toBeVisible();
  }

  /** antd's pager marks each page button with its number as title; page 1 has no `page` parameter. */
  async goToPage(page: number): Promise<void> {
    await this.pager.getByTitle(String(page), { exact: true }).click();
    await expect(this.page).toHaveURL(page === 1 ? /\/inform$/ : new RegExp(`[?&]page=${page}\\b`));
  }
}
