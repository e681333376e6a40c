import { expect, type Locator, type Page } from '@playwright/test';

/** The store's notice strip (three newest notices, New indicator) and its banner cards. */
export class NoticeBar {
  readonly root: Locator;
  readonly notices: Locator;
  readonly newIndicator: Locator;
  readonly allNotices: Locator;
  readonly banners: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Latest notices' });
    this.notices = this.root.getByRole('listitem').getByRole('link');
    this.newIndicator = this.root.getByText('New', { exact: true });
    this.allNotices = this.root.getByRole('link', { name: 'All notices' });
    this.banners = page.getByRole('region', { name: 'Promotions' }).getByRole('link');
  }

  /** The id of the newest notice this browser has seen the list or the notice of (local storage NOTICE). */
  storedLatestId(): Promise<string | null> {
    return this.page.evaluate(() => localStorage.getItem('NOTICE'));
  }

  /**
   * Back on the store after the latest notice (id `latestId`) was read: the page remembers it
   * (local storage NOTICE) and the bar no longer says New.
   */
  async expectBackWithLatestRead(latestId: number | undefined): Promise<void> {
    await expect.poll(() => this.storedLatestId()).toBe(String(latestId));
    await this.page.goBack();
    await expect(this.notices.first()).toBeVisible();
    await expect(this.newIndicator).toBeHidden();
  }
}
