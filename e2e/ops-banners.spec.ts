import { expect, test } from './fixtures';
import { uniqueTitle } from './pages/NoticeFixtures';
import { deleteBannersTitled, OpsBannersPage } from './pages/OpsBannersPage';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { openInLanguage, shot } from './support/screenshots';

test('support writes a banner in both languages, is refused while the Chinese is empty, shows it, and the store has it in English and Chinese', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const ops = new OpsFrame(page);
  const banners = new OpsBannersPage(page);
  const title = uniqueTitle('GPU week');
  const titleZh = `${title} 中文`;
  test.info().annotations.push({ type: 'banner', description: title });

  try {
    await test.step('support finds the banners next to the notices', async () => {
      await openOpsAs(page, 'support');
      await ops.menuLink('Store banners').click();
      await expect(ops.heading('Store banners')).toBeVisible();
    });

    await test.step('a new banner in English only: the dialog says the Chinese is missing', async () => {
      await ops.main.getByRole('button', { name: 'New banner' }).click();
      await expect(page.getByRole('dialog', { name: 'New banner' })).toBeVisible();
      const english = banners.language('English');
      const chinese = banners.language('Chinese (中文)');
      await english.title.fill(title);
      await english.subtitle.fill('Every RTX 4090 at a lower price');
      await banners.link.fill('javascript:alert(1)');
      await banners.dialog.getByRole('button', { name: 'Save' }).click();
      await expect(banners.dialog.getByText(/path of this site/).first()).toBeVisible();
      await banners.link.fill('/store?gpu_model=RTX+4090');
      await expect(chinese.missingNote).toBeVisible();
      await expect(english.missingNote).toHaveCount(0);
      await shot(page, 'ops-banner-dialog-en');
      await banners.save();
      await expect(banners.toast('Banner saved (hidden until you show it)')).toBeVisible();
      await expect(banners.row(title)).toContainText('Hidden');
      await expect(banners.row(title)).toContainText('No Chinese (中文)');
    });

    await test.step("showing it is refused, in the reader's words, naming the Chinese title", async () => {
      await banners
        .row(title)
        .getByRole('button', { name: `Show ${title} on the store` })
        .click();
      await expect(
        banners.toast(
          `${title} cannot be shown yet: write its title in Chinese (中文), or mark it as written in one language.`,
        ),
      ).toBeVisible();
      await expect(banners.row(title)).toContainText('Hidden');
    });

    await test.step('with the Chinese written, it is shown', async () => {
      await banners
        .row(title)
        .getByRole('button', { name: `Edit ${title}` })
        .click();
      const chinese = banners.language('Chinese (中文)');
      await chinese.title.fill(titleZh);
      await chinese.subtitle.fill('RTX 4090 全线降价');
      await expect(chinese.missingNote).toHaveCount(0);
      await banners.save();
      await expect(banners.row(title)).toContainText('Both');
      await banners
        .row(title)
        .getByRole('button', { name: `Show ${title} on the store` })
        .click();
      await expect(banners.toast(`${title} is shown on the store`)).toBeVisible();
      await expect(banners.row(title)).toContainText('Shown');
      await shot(page, 'ops-banners-en');
    });

    await test.step('the store shows it in English', async () => {
      await page.goto('/store');
      const card = page
        .getByRole('region', { name: 'Promotions' })
        .getByRole('link', { name: new RegExp(title) });
      await expect(card).toContainText('Every RTX 4090 at a lower price');
      await expect(card).toHaveAttribute('href', '/store?gpu_model=RTX+4090');
    });

    await test.step('and in Chinese', async () => {
      const chinesePage = await openInLanguage(browser, baseURL ?? '', 'zh-CN');
      await chinesePage.goto('/store');
      const cards = chinesePage.getByRole('region', { name: '活动推荐' });
      const card = cards.getByRole('link').filter({ hasText: titleZh });
      await expect(card).toContainText('RTX 4090 全线降价');
      await expect(card).not.toContainText('仅英文');
      await expect(cards.getByText('Every RTX 4090 at a lower price')).toHaveCount(0);
      await chinesePage.context().close();
    });

    await test.step('support deletes it, and the store no longer shows it', async () => {
      await page.goto('/ops/banners');
      await banners
        .row(title)
        .getByRole('button', { name: `Delete ${title}` })
        .click();
      await banners.dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(banners.toast(`${title} deleted`)).toBeVisible();
      await expect(banners.row(title)).toHaveCount(0);
      await page.goto('/store');
      await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);
    });
  } finally {
    await deleteBannersTitled(page, title);
  }
});

test('the banners page and its dialog in Chinese (pictures when asked)', async ({ browser, baseURL }) => {
  const page = await openInLanguage(browser, baseURL ?? '', 'zh-CN');
  await openOpsAs(page, 'support', '/ops/banners');
  await expect(page.getByRole('main').getByRole('heading', { name: '商店横幅', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('table')).toContainText('H100 80G 裸金属');
  await shot(page, 'ops-banners-zh');
  await page.getByRole('main').getByRole('button', { name: '新建横幅' }).click();
  await expect(page.getByRole('dialog').getByRole('region', { name: '中文', exact: true })).toBeVisible();
  await shot(page, 'ops-banner-dialog-zh');
  await page.context().close();
});
