import { expect, type Locator, type Page } from '@playwright/test';

const DEMO_BANNER_TITLES = ['H100 80G bare metal', 'RTX 4090 from 1.68/h', 'Membership discounts'];

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

  /**
   * The demo's three banners lead the strip, in their order. Staff may show more after them while
   * this runs (e2e/ops-banners.spec.ts adds one last), so the strip is not counted.
   */
  async expectDemoBanners(): Promise<void> {
    for (const [index, title] of DEMO_BANNER_TITLES.entries())
      await expect(this.banners.nth(index)).toContainText(title);
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
