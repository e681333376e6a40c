import { DEMO_STATE, expect, test } from './fixtures';
import { CreateInstancePage, hostId } from './pages/CreateInstancePage';

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

test.describe('the demo account', () => {
  test.use({ storageState: DEMO_STATE });

  test('console pages and the order form in 中文', async ({ page, request, topBar }) => {
    const main = page.getByRole('main');
    await page.goto('/console/dashboard');
    await topBar.chooseLanguage('中文');
    await expect(main.getByRole('group', { name: '余额' })).toBeVisible();
    await expect(main.getByRole('region', { name: '会员等级' })).toBeVisible();

    await page.goto('/console/recharge');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('充值');
    await expect(main.getByRole('region', { name: '会员等级' })).toContainText('主节点');

    await page.goto('/console/safe');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('安全设置');

    const order = new CreateInstancePage(page);
    await order.goto(await hostId(request, 'bj-a-4090-01'));
    await expect(order.heading).toHaveText('租用 RTX 4090');
    await expect(order.main.getByRole('button', { name: '立即租用' })).toBeVisible();
    await topBar.chooseLanguage('English');
    await expect(order.heading).toHaveText('Rent RTX 4090');
  });
});
