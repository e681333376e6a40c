import { expect, type Locator, type Page } from '@playwright/test';

/** /ops/notices/new and /ops/notices/:id: title, the markdown editor (toolbar, write, preview) and its actions. */
export class OpsNoticeEditor {
  readonly main: Locator;
  readonly title: Locator;
  readonly content: Locator;
  readonly toolbar: Locator;
  readonly status: Locator;
  readonly preview: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.title = this.main.getByLabel('Title', { exact: true });
    this.content = this.main.getByLabel('Content (Markdown)', { exact: true });
    this.toolbar = this.main.getByRole('toolbar', { name: 'Formatting' });
    this.status = this.main.getByRole('status').filter({ hasText: /./ });
    this.preview = this.main.getByRole('region', { name: 'Preview of the notice as customers see it' });
  }

  tool(name: string): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  async showPreview(): Promise<void> {
    await this.main.getByRole('tab', { name: 'Preview' }).click();
    await expect(this.preview).toBeVisible();
  }

  async showWriter(): Promise<void> {
    await this.main.getByRole('tab', { name: 'Write' }).click();
    await expect(this.content).toBeVisible();
  }

  /** Publishes after the confirmation dialog, which names the notice; the list opens again. */
  async publish(title: string): Promise<void> {
    await this.main.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Publish this notice?' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page).toHaveURL(/\/ops\/notices$/);
  }
}
