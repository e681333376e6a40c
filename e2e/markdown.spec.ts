import { expect, test, uniqueTitle } from './pages/NoticeFixtures';
import { publishNotice } from './pages/NoticeOperator';
import { inspectRenderedMarkdown, recordDialogs, XSS_MARKDOWN } from './support/xss';

test.describe('markdown in the browser (SPEC §5)', () => {
  test('the XSS corpus renders without running any script and with safe links', async ({
    page,
    request,
    noticeDetail,
  }) => {
    const title = uniqueTitle('XSS corpus');
    const id = await publishNotice(request, { title, content: XSS_MARKDOWN });
    const dialogs = recordDialogs(page);

    await noticeDetail.goto(id);
    await noticeDetail.expectRendered(title);
    const { article } = noticeDetail;
    await expect(article.getByRole('link', { name: 'protocol-relative' })).toBeVisible();
    const rendered = await inspectRenderedMarkdown(page, article);

    expect(dialogs).toEqual([]);
    expect(rendered.flagSet).toBe(false);
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
