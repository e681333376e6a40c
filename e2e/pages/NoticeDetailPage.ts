import { expect, type Locator, type Page } from '@playwright/test';

/** /informDetail/:id: the notice is an article titled by its h1; its markdown is rendered inside. */
export class NoticeDetailPage {
  readonly article: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.article = page.getByRole('article');
    this.title = page.getByRole('heading', { level: 1 });
  }

  async goto(id: number | string): Promise<void> {
    await this.page.goto(`/informDetail/${id}`);
  }

  /** Waits until the lazily loaded renderer has put the markdown into the article. */
  async expectRendered(title: string): Promise<void> {
    await expect(this.title).toHaveText(title);
    await expect(this.article.getByRole('status')).toHaveCount(0);
  }
}
