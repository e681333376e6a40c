import { DEMO_STATE, expect, test } from './fixtures';
import { createDocArticle, DocsPages } from './pages/DocsPages';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { shot } from './support/screenshots';
import { inspectRenderedMarkdown, recordDialogs, XSS_MARKDOWN } from './support/xss';

test.describe('the docs centre', () => {
  test('a reader searches in English and Chinese, reads an article through its table of contents, previous and next', async ({
    page,
  }) => {
    const docs = new DocsPages(page);

    await test.step('the store sends a reader to the in-app docs centre', async () => {
      await page.goto('/store');
      await page
        .getByRole('main')
        .getByRole('link', { name: 'Guides: renting, SSH, storage and billing' })
        .click();
      await expect(page).toHaveURL(/\/docs$/);
    });

    await test.step('an English search finds the SSH guide by its title', async () => {
      await expect(page.getByRole('navigation', { name: 'Documentation sections' })).toBeVisible();
      await docs.searchFor('ssh');
      await expect(docs.results.getByRole('status')).toContainText('for “ssh”');
      await expect(docs.results.getByRole('link').first()).toHaveText('Connecting over SSH');
      await shot(page, 'docs-search');
    });

    await test.step('the article: its table of contents leads to a heading', async () => {
      await docs.results.getByRole('link', { name: 'Connecting over SSH' }).click();
      await expect(
        docs.article.getByRole('heading', { level: 1, name: 'Connecting over SSH' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/Connecting over SSH/);
      const heading = docs.body().getByRole('heading', { level: 2, name: 'Common problems' });
      await docs.toc().getByRole('link', { name: 'Common problems' }).click();
      await expect(page).toHaveURL(/#doc-common-problems$/);
      await expect(heading).toBeInViewport();
      await shot(page, 'docs-article');
    });

    await test.step('previous and next follow the reading order of the tree', async () => {
      const pager = page.getByRole('navigation', { name: 'Previous and next articles' });
      await pager.getByRole('link', { name: /Next.*Cloud disks and file storage/ }).click();
      await expect(
        docs.article.getByRole('heading', { level: 1, name: 'Cloud disks and file storage' }),
      ).toBeVisible();
      await pager.getByRole('link', { name: /Previous.*Connecting over SSH/ }).click();
      await expect(
        docs.article.getByRole('heading', { level: 1, name: 'Connecting over SSH' }),
      ).toBeVisible();
      // A visitor is asked to sign in before saying whether it helped.
      await expect(docs.article.getByRole('link', { name: 'Sign in to rate this article' })).toBeVisible();
    });

    await test.step('with the page in Chinese, a Chinese search finds the invoice guide in its body', async () => {
      await page.evaluate(() => localStorage.setItem('lang', 'zh-CN'));
      await page.goto('/docs?q=发票');
      await expect(docs.results.getByRole('status')).toContainText('“发票”');
      const hit = docs.results.getByRole('listitem').filter({ hasText: '计费、续费与退款' });
      await expect(hit.locator('mark').first()).toHaveText('发票');
      await hit.getByRole('link', { name: '计费、续费与退款' }).click();
      await expect(docs.article.getByRole('heading', { level: 1, name: '计费、续费与退款' })).toBeVisible();
      await docs.toc().getByRole('link', { name: '发票' }).click();
      await expect(docs.body().getByRole('heading', { level: 2, name: '发票' })).toBeInViewport();
    });
  });

  test('a signed-in reader comes from the console and says an article helped, once', async ({ browser }) => {
    const context = await browser.newContext({ storageState: DEMO_STATE });
    const page = await context.newPage();
    const docs = new DocsPages(page);
    // The console's dashboard sends people to the in-app docs centre too.
    await page.goto('/console/dashboard');
    await page
      .getByRole('main')
      .getByRole('link', { name: 'Guides: renting, SSH, storage and billing' })
      .click();
    await expect(page.getByRole('navigation', { name: 'Documentation sections' })).toBeVisible();
    const id = await createDocArticle(
      page.request,
      { title_en: `Helpful ${Date.now().toString(36)}`, body_en: '## Only\n\nText.' },
      true,
    );
    await docs.goto(id);
    const yes = docs.article.getByRole('button', { name: /^Yes \(\d+\)$/ });
    await expect(yes).toHaveText('Yes (0)');
    await yes.click();
    await expect(yes).toHaveText('Yes (1)');
    await expect(yes).toHaveAttribute('aria-pressed', 'true');
    await docs.article.getByRole('button', { name: /^No \(\d+\)$/ }).click();
    await expect(docs.article.getByRole('button', { name: 'No (1)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(yes).toHaveText('Yes (0)');
    await context.close();
  });

  test('support edits a draft in the console and publishes it; readers see it', async ({ page, request }) => {
    test.slow();
    const title = `Quota guide ${Date.now().toString(36)}`;
    const id = await createDocArticle(request, { title_en: title, body_en: 'Draft text.' }, false);
    const docs = new DocsPages(page);

    await docs.goto(id);
    await expect(page.getByText('This article does not exist or is no longer published.')).toBeVisible();

    const ops = new OpsFrame(page);
    await openOpsAs(page, 'support', '/ops/docs');
    await expect(ops.menuLink('Docs centre')).toBeVisible();
    await ops.main.getByRole('link', { name: title }).click();
    const body = ops.main.getByLabel('English body (Markdown)', { exact: true });
    await body.fill('## Raising a quota\n\nOpen a work order with the GPU model you need.');
    await expect(ops.main.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
    await shot(page, 'ops-docs-editor');
    await ops.main.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(
      ops.main.getByText('Published: customers read it on /docs. Unpublish it to edit it.'),
    ).toBeVisible();

    await docs.goto(id);
    await expect(docs.article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(docs.body().getByRole('heading', { level: 2, name: 'Raising a quota' })).toBeVisible();
    await expect(docs.toc().getByRole('link', { name: 'Raising a quota' })).toBeVisible();
  });

  test('an article made of the XSS corpus renders in Chromium without running any script', async ({
    page,
    request,
  }) => {
    const title = `XSS corpus ${Date.now().toString(36)}`;
    const id = await createDocArticle(request, { title_en: title, body_en: XSS_MARKDOWN }, true);
    const dialogs = recordDialogs(page);

    const docs = new DocsPages(page);
    await docs.goto(id);
    const body = docs.body();
    await expect(body.getByRole('link', { name: 'protocol-relative' })).toBeVisible();
    const rendered = await inspectRenderedMarkdown(page, body);

    expect(dialogs).toEqual([]);
    expect(rendered).toMatchObject({
      flagSet: false,
      forbiddenElements: [],
      eventAttributes: [],
      badTargets: [],
      linksWithoutNewTab: [],
    });
    // The corpus's own headings made a table of contents: anchors were added after sanitizing, safely.
    await expect(docs.toc().getByRole('link', { name: 'script tag', exact: true })).toHaveAttribute(
      'href',
      '#doc-script-tag',
    );
  });
});
