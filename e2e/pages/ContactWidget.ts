import { expect, type Locator, type Page } from '@playwright/test';

/** The floating contact widget: a region named "Contact us". */
export class ContactWidget {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Contact us' });
  }

  customerService(): Locator {
    return this.region.getByRole('link', { name: 'Customer service' });
  }

  /** Hovers a QR entry and returns its image. */
  async showQr(name: 'Service account' | 'Subscription account'): Promise<Locator> {
    await this.region.getByRole('button', { name }).hover();
    const image = this.region.getByRole('img', { name: `${name} QR code` });
    await expect(image).toBeVisible();
    return image;
  }
}
