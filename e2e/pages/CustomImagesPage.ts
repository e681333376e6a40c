import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The simulated fleet writes an image in COMPUTE_SIM_DELAY_MS and the page polls every 3 s while
 * one is being written; the rest is room for a busy machine.
 */
export const IMAGE_READY_TIMEOUT = 20_000;

/** /console/customizeImage: the caller's images, those shared with it, and the save and share dialogs. */
export class CustomImagesPage {
  readonly main: Locator;
  readonly own: Locator;
  readonly shared: Locator;
  readonly saveButton: Locator;
  readonly saveDialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.own = this.main.getByRole('table', { name: 'My custom images' });
    this.shared = this.main.getByRole('table', { name: 'Custom images shared with me' });
    this.saveButton = this.main.getByRole('button', { name: 'Save an instance as an image' });
    this.saveDialog = page.getByRole('dialog', { name: 'Save an instance as an image' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/console/customizeImage');
    await expect(this.main.getByRole('heading', { name: 'Custom images', level: 1 })).toBeVisible();
  }

  ownRow(name: string): Locator {
    return this.own.getByRole('row').filter({ hasText: name });
  }

  sharedRow(name: string): Locator {
    return this.shared.getByRole('row').filter({ hasText: name });
  }

  /** Saves a stopped instance as an image named `name` through the dialog. */
  async saveFrom(instanceName: string, name: string): Promise<void> {
    await this.saveButton.click();
    await expect(this.saveDialog).toBeVisible();
    await this.saveDialog.getByRole('combobox', { name: 'Stopped instance' }).click();
    // antd's options are named by their title; its role="option" twins are a hidden list for readers.
    await this.page.getByTitle(new RegExp(`^${instanceName} · `)).click();
    await expect(this.saveDialog.getByTitle(new RegExp(`^${instanceName} · `))).toBeVisible();
    await this.saveDialog.getByLabel('Image name').fill(name);
    await this.saveDialog.getByRole('button', { name: 'Save image' }).click();
    await expect(this.saveDialog).toBeHidden();
  }

  /** Shares an own image with the account of `phone` through its dialog. */
  async share(name: string, phone: string): Promise<void> {
    await this.ownRow(name)
      .getByRole('button', { name: `Share ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Share ${name}` });
    await dialog.getByLabel('Phone number of the account').fill(phone);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog.getByRole('button', { name: `Stop sharing with ${phone}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
}
