import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /informDetail/:id: the notice is an article named by its title, the page's first h1 (the markdown
 * inside may have headings of every level, h1 included).
 */
export class NoticeDetailPage {
  readonly article: Locator;
  readonly title: Locator;

  constructor(readonly page: Page) {
    this.article = page.getByRole('article');
    this.title = page.getByRole('heading', { level: 1 }).first();
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
