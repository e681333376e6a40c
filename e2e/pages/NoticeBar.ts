import type { Locator, Page } from '@playwright/test';

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
}
