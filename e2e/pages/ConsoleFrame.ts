import { expect, type Locator, type Page } from '@playwright/test';

/** The console frame: the side menu (a nav named "Console") and the page heading. */
export class ConsoleFrame {
  readonly menu: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Console', exact: true });
    this.main = page.getByRole('main');
  }

  heading(): Locator {
    return this.main.getByRole('heading', { level: 1 });
  }

  /** The menu entry the route highlights (aria-current="page"). */
  highlighted(): Locator {
    return this.menu.locator('a[aria-current="page"]');
  }

  async expectPage(title: string, highlight: string): Promise<void> {
    await expect(this.heading()).toHaveText(title);
    await expect(this.highlighted()).toHaveText(highlight);
  }
}
