import { XSS_CORPUS, XSS_FLAG } from '../apps/web/src/shared/markdown/xssCorpus';
import { expect, test, uniqueTitle } from './pages/NoticeFixtures';
import { publishNotice } from './pages/NoticeOperator';

/** What the rendered article holds, read in the page after every payload had its chance to run. */
interface RenderedArticle {
  forbiddenElements: string[];
  eventAttributes: string[];
  badTargets: string[];
  linksWithoutNewTab: string[];
  dataImages: { src: string; loaded: boolean }[];
}

test.describe('markdown in the browser (SPEC §5)', () => {
  test('the XSS corpus renders without running any script and with safe links', async ({
    page,
    request,
    noticeDetail,
  }) => {
    const title = uniqueTitle('XSS corpus');
    const content = XSS_CORPUS.map((attack) => `### ${attack.name}\n\n${attack.source}`).join('\n\n');
    const id = await publishNotice(request, { title, content });

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });

    await noticeDetail.goto(id);
    await noticeDetail.expectRendered(title);
    const { article } = noticeDetail;
    await expect(article.getByRole('link', { name: 'protocol-relative' })).toBeVisible();
    // Give broken images their error events and anything scheduled a chance to run.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('article img')).every((img) => (img as HTMLImageElement).complete),
    );
    await page.waitForLoadState('networkidle');

    expect(dialogs).toEqual([]);
    expect(
      await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG),
    ).toBe(undefined);

    const rendered = await article.evaluate((root): RenderedArticle => {
      const all = Array.from(root.querySelectorAll('*'));
      const dangerous = /^(javascript|vbscript|file|data):/i;
      const allowedImage = /^data:image\/(gif|png|jpeg|webp);/i;
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme
      const compact = (url: string) => url.replace(/[\u0000-\u0020]/g, '');
      return {
        forbiddenElements: all
          .map((element) => element.localName)
          .filter((name) =>
            /^(script|iframe|object|embed|svg|math|style|form|button|input|meta|base|link|noscript)$/.test(
              name,
            ),
          ),
        eventAttributes: all.flatMap((element) =>
          element
            .getAttributeNames()
            .filter((name) => /^on/i.test(name) || /^(srcdoc|action|formaction)$/i.test(name)),
        ),
        badTargets: all.flatMap((element) =>
          ['href', 'src', 'xlink:href']
            .map((name) => element.getAttribute(name))
            .filter((value): value is string => value !== null)
            .filter((value) => dangerous.test(compact(value)))
            .filter((value) => !(element.localName === 'img' && allowedImage.test(compact(value)))),
        ),
        linksWithoutNewTab: Array.from(root.querySelectorAll('a[href]'))
          .filter((a) => !(a.getAttribute('href') ?? '').startsWith('#'))
          .filter(
            (a) => a.getAttribute('target') !== '_blank' || a.getAttribute('rel') !== 'noopener noreferrer',
          )
          .map((a) => a.outerHTML),
        dataImages: Array.from(root.querySelectorAll('img'))
          .filter((img) => (img.getAttribute('src') ?? '').startsWith('data:'))
          .map((img) => ({ src: img.getAttribute('src') ?? '', loaded: img.naturalWidth > 0 })),
      };
    });

    expect(rendered.forbiddenElements).toEqual([]);
    expect(rendered.eventAttributes).toEqual([]);
    expect(rendered.badTargets).toEqual([]);
    expect(rendered.linksWithoutNewTab).toEqual([]);
    // The allowed data image is there and decodes to a real picture.
    expect(rendered.dataImages).toContainEqual({
      src: expect.stringMatching(/^data:image\/png;base64,/),
      loaded: true,
    });

    const safeLink = article.getByRole('link', { name: 'ok', exact: true });
    await expect(safeLink).toHaveAttribute('href', 'https://ok.example/');
    await expect(safeLink).toHaveAttribute('target', '_blank');
    await expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer');
    // Refused links keep their text but lead nowhere.
    await expect(article.getByText('mixed', { exact: true })).not.toHaveAttribute('href', /.*/);
  });

  test('headings 1-6, #anchors in the same tab, bare URLs as text, line breaks', async ({
    request,
    noticeDetail,
  }) => {
    const title = uniqueTitle('Markdown rules');
    const id = await publishNotice(request, {
      title,
      content: [
        '# Level one',
        '## Level two',
        '### Level three',
        '#### Level four',
        '##### Level five',
        '###### Level six',
        '',
        '[Back to the top](#top) and <a href="#faq">the FAQ</a>.',
        '',
        'Plain address https://example.com/plain stays text.',
        'This line follows a single line break.',
      ].join('\n'),
    });

    await noticeDetail.goto(id);
    await noticeDetail.expectRendered(title);
    const { article } = noticeDetail;
    for (const [level, name] of ['one', 'two', 'three', 'four', 'five', 'six'].entries()) {
      await expect(article.getByRole('heading', { level: level + 1, name: `Level ${name}` })).toBeVisible();
    }
    for (const name of ['Back to the top', 'the FAQ']) {
      const anchor = article.getByRole('link', { name });
      await expect(anchor).toHaveAttribute('href', /^#/);
      await expect(anchor).not.toHaveAttribute('target', /.*/);
    }
    await expect(article.getByText(/Plain address https:\/\/example\.com\/plain stays text\./)).toBeVisible();
    await expect(article.getByRole('link', { name: /example\.com\/plain/ })).toHaveCount(0);
    await expect(article.locator('p', { hasText: 'Plain address' }).locator('br')).toHaveCount(1);
  });
});
