import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPost } from '../support/api';
import { staffSession } from '../support/staff';

/** /docs and /docs/:id: the tree, the search and an article with its table of contents. */
export class DocsPages {
  readonly main: Locator;
  readonly search: Locator;
  readonly results: Locator;
  readonly article: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.search = page.getByRole('searchbox', { name: /Search the documentation|搜索文档/ });
    this.results = page.getByRole('region', { name: /Search results|搜索结果/ });
    this.article = page.getByRole('article');
  }

  async goto(id?: number): Promise<void> {
    await this.page.goto(id === undefined ? '/docs' : `/docs/${id}`);
  }

  /** The rendered markdown of the article (its title, pager and votes are around it). */
  body(name: RegExp = /Article text|正文/): Locator {
    return this.article.getByRole('region', { name });
  }

  toc(name: RegExp = /On this page|本页目录/): Locator {
    return this.page.getByRole('navigation', { name });
  }

  async searchFor(query: string): Promise<void> {
    await this.search.fill(query);
    await this.search.press('Enter');
  }
}

/** Support's calls that set up a docs article through the API: a category, a draft, published or not. */
export async function createDocArticle(
  request: APIRequestContext,
  text: { title_en: string; title_zh?: string; body_en: string; body_zh?: string },
  publish: boolean,
): Promise<number> {
  const session = staffSession('support');
  const category = await apiPost<{ Id: number }>(request, '/ops/create_doc_category', {
    session,
    parent_id: 0,
    name_zh: '端到端',
    name_en: `E2E ${Date.now().toString(36)}`,
  });
  const { Id } = await apiPost<{ Id: number }>(request, '/ops/create_doc_article', {
    session,
    category_id: category.Id,
    ...text,
  });
  if (publish) await apiPost(request, '/ops/publish_doc_article', { session, id: Id });
  return Id;
}
