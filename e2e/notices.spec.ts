import { expect, openStoreNotices, test, uniqueTitle } from './pages/NoticeFixtures';
import { countNotices, publishNotice } from './pages/NoticeOperator';
import { shot } from './support/screenshots';

// "Newest" is the whole platform's: these journeys publish notices and read which is newest, so they
// run one after another (markdown.spec.ts publishes two more; the checks below allow for those).
test.describe.configure({ mode: 'serial' });

test.describe('notice bar on the store', () => {
  test('shows the banners and the three newest notices, marked New until the list is opened', async ({
    page,
    storePage,
    noticeBar,
    noticeList,
  }) => {
    const newest = await openStoreNotices(page, storePage);
    expect(newest).toHaveLength(3);

    await expect(noticeBar.notices).toHaveText(newest.map((notice) => notice.Title));
    await noticeBar.expectDemoBanners();
    await expect(noticeBar.banners.first()).toHaveAttribute('href', '/store?gpu_model=H100+80G');
    await expect(noticeBar.newIndicator).toBeVisible();

    await noticeBar.allNotices.click();
    await noticeList.expectLoaded();
    await noticeBar.expectBackWithLatestRead(newest[0]?.Id);
  });

  test('opening an older notice keeps the indicator; opening the latest one clears it', async ({
    page,
    storePage,
    noticeBar,
    noticeDetail,
  }) => {
    const newest = await openStoreNotices(page, storePage);
    const [first, , third] = newest;
    if (!first || !third) throw new Error('the store needs three notices');

    await noticeBar.notices.nth(2).click();
    await noticeDetail.expectRendered(third.Title);
    await page.goBack();
    await expect(noticeBar.newIndicator).toBeVisible();

    await noticeBar.notices.first().click();
    await noticeDetail.expectRendered(first.Title);
    await noticeBar.expectBackWithLatestRead(first.Id);
  });

  test('an operator-published notice comes first and is New again for someone who saw the last one', async ({
    page,
    request,
    storePage,
    noticeBar,
    noticeList,
  }) => {
    // Someone who saw the latest notice: nothing is New. Other journeys publish notices too, so the
    // latest is read again if one came out between reading it and the reload.
    await expect(async () => {
      const [previous] = await openStoreNotices(page, storePage);
      await page.evaluate((id) => localStorage.setItem('NOTICE', id), String(previous?.Id));
      await page.reload();
      await expect(noticeBar.notices.first()).toBeVisible();
      await expect(noticeBar.newIndicator).toBeHidden({ timeout: 2_000 });
    }).toPass();

    const title = uniqueTitle('Operator notice');
    const id = await publishNotice(request, {
      title,
      content: 'RTX 5090 hosts arrive in **Beijing A** next week.',
    });

    // Newest first: ours leads unless another journey published after it, and it is New.
    await page.reload();
    await expect(noticeBar.notices.filter({ hasText: title })).toHaveCount(1);
    await expect(noticeBar.newIndicator).toBeVisible();

    await noticeList.goto();
    const ours = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(ours.getByText('RTX 5090 hosts arrive in Beijing A next week.')).toBeVisible();
    await expect.poll(async () => Number(await noticeBar.storedLatestId())).toBeGreaterThanOrEqual(id);
  });
});

test.describe('notice pages', () => {
  test('/inform pages through the notices, ten at a time, and opens one', async ({
    page,
    request,
    noticeList,
    noticeDetail,
  }) => {
    const prefix = uniqueTitle('Paging notice');
    for (let count = await countNotices(request); count < 12; count += 1) {
      await publishNotice(request, { title: `${prefix} ${count}`, content: `Notice number ${count}.` });
    }

    await noticeList.goto();
    await expect(noticeList.titles).toHaveCount(10);
    await expect(page.getByText(/^\d+ notices$/)).toBeVisible();
    const firstPage = await noticeList.titles.allTextContents();

    await noticeList.goToPage(2);
    await expect(noticeList.titles.first()).not.toHaveText(firstPage[0] ?? '');
    const secondPage = await noticeList.titles.allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(10);
    expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

    await noticeList.goToPage(1);
    await expect(noticeList.titles).toHaveText(firstPage);

    const opened = firstPage[1] ?? '';
    await noticeList.titles.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/informDetail\/\d+$/);
    await noticeDetail.expectRendered(opened);
    await expect(noticeDetail.article.getByText(/^Published on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  });

  test('a notice renders its markdown: bold, a list, line breaks and links opening in a new tab', async ({
    page,
    request,
    noticeDetail,
  }) => {
    const title = uniqueTitle('Markdown notice');
    const id = await publishNotice(request, {
      title,
      content: [
        'Maintenance is **finished** for today.',
        '',
        '- Beijing A',
        '- Shanghai B',
        '',
        'first line',
        'second line',
        '',
        '[Open the store](/store) or read [the guide](https://docs.example.com/guide).',
      ].join('\n'),
    });

    await noticeDetail.goto(id);
    await noticeDetail.expectRendered(title);
    const { article } = noticeDetail;
    await expect(article.locator('strong')).toHaveText('finished');
    await expect(article.getByRole('listitem')).toHaveText(['Beijing A', 'Shanghai B']);
    const lines = article.locator('p', { hasText: 'first line' });
    await expect(lines.locator('br')).toHaveCount(1);
    expect(await lines.innerText()).toBe('first line\nsecond line');

    for (const name of ['Open the store', 'the guide']) {
      const link = article.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const popup = page.waitForEvent('popup');
    await article.getByRole('link', { name: 'Open the store' }).click();
    const tab = await popup;
    await expect(tab).toHaveURL(/\/store$/);
    await tab.close();
    await expect(page).toHaveURL(new RegExp(`/informDetail/${id}$`));
  });

  test('an unknown notice shows a not-found state with a way back', async ({ page, noticeList }) => {
    await page.goto('/informDetail/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Notice not found' })).toBeVisible();
    await page.getByRole('button', { name: 'All notices' }).click();
    await noticeList.expectLoaded();

    await page.goto('/informDetail/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Notice not found' })).toBeVisible();
  });
});

test('screenshots of the notice list, a notice and the store notice bar', async ({
  page,
  request,
  storePage,
  noticeBar,
  noticeList,
  noticeDetail,
}) => {
  const title = uniqueTitle('Scheduled upgrade of the Beijing A network');
  const id = await publishNotice(request, {
    title,
    content: [
      'We are upgrading the **Beijing A** core network to 200 Gbps.',
      '',
      '## What changes',
      '',
      '- Faster transfers between hosts',
      '- Lower latency to object storage',
      '',
      '| Window | Impact |',
      '|:--|:--|',
      '| Sat 02:00-03:00 | short packet loss |',
      '',
      '> Running instances keep running.',
      '',
      'Questions? See [the status page](https://status.example.com) or `ping` us.',
    ].join('\n'),
  });

  await noticeList.goto();
  await shot(page, 'inform', { fullPage: true });

  await noticeDetail.goto(id);
  await noticeDetail.expectRendered(title);
  await shot(page, 'notice-detail', { fullPage: true });

  await page.evaluate(() => localStorage.removeItem('NOTICE'));
  await storePage.goto();
  await expect(noticeBar.newIndicator).toBeVisible();
  await noticeBar.expectDemoBanners();
  await shot(page, 'store-notice-bar');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(noticeBar.notices.first()).toBeVisible();
  await shot(page, 'store-notice-bar-phone');
  await noticeList.goto();
  await shot(page, 'inform-phone', { fullPage: true });
});

test.describe('notices in the reader’s language', () => {
  test('a zh-CN reader sees the Chinese notice and banners, and an English-only notice marked 仅英文', async ({
    page,
    request,
  }) => {
    const english = uniqueTitle('English only');
    const both = uniqueTitle('Bilingual');
    await publishNotice(request, { title: english, content: 'Written in English only.' });
    await publishNotice(request, {
      title: both,
      content: 'Written in both.',
      titleZh: `${both} 中文版`,
      contentZh: '中英文均有。',
    });
    await page.addInitScript(() => localStorage.setItem('lang', 'zh-CN'));

    await page.goto('/store');
    const bar = page.getByRole('region', { name: '最新公告' });
    await expect(bar.getByRole('link', { name: `${both} 中文版` })).toBeVisible();
    const englishItem = bar.getByRole('listitem').filter({ hasText: english });
    await expect(englishItem).toContainText('仅英文');
    await expect(englishItem.locator('[lang="en-US"]')).toHaveText(english);
    const banners = page.getByRole('region', { name: '活动推荐' }).getByRole('link');
    await expect(banners.first()).toContainText('H100 80G 裸金属');
    await expect(banners.first()).not.toContainText('仅英文');

    await page.goto('/inform');
    const list = page.getByRole('main').getByRole('listitem');
    await expect(list.filter({ hasText: `${both} 中文版` })).toContainText('中英文均有。');
    await expect(list.filter({ hasText: english })).toContainText('仅英文');
  });
});
