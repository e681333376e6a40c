import { expect, test } from './fixtures';

test('switching to 中文 translates the UI and is remembered', async ({ page, storePage, topBar }) => {
  await storePage.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GPU compute store');

  await topBar.chooseLanguage('中文');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GPU 算力市场');
  await expect(topBar.nav.getByRole('link', { name: '控制台' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(storePage.table.getByRole('columnheader', { name: '每卡每小时价格' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GPU 算力市场');

  await topBar.chooseLanguage('English');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GPU compute store');
});
