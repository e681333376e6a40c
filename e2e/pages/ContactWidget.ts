import { expect, type Locator, type Page } from '@playwright/test';

/** The floating contact widget: a region named "Contact us", closed to a tab of that name at the right edge. */
export class ContactWidget {
  readonly region: Locator;
  readonly tab: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Contact us' });
    this.tab = this.region.getByRole('button', { name: 'Contact us' });
  }

  /** Opens the panel (a click pins it open). */
  async open(): Promise<void> {
    if ((await this.tab.getAttribute('aria-expanded')) !== 'true') await this.tab.click();
    await expect(this.tab).toHaveAttribute('aria-expanded', 'true');
  }

  customerService(): Locator {
    return this.region.getByRole('link', { name: 'Customer service' });
  }

  /** Opens the panel, hovers a QR entry and returns its image. */
  async showQr(name: 'Service account' | 'Subscription account'): Promise<Locator> {
    await this.open();
    await this.region.getByRole('button', { name }).hover();
    const image = this.region.getByRole('img', { name: `${name} QR code` });
    await expect(image).toBeVisible();
    return image;
  }
}
