import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { createTicketByApi } from './pages/WorkOrderPages';
import { freshPhone } from './support/accounts';
import { apiPost } from './support/api';
import { settled, urlOf } from './support/axeWalk';
import { customerVisits } from './support/customerVisits';
import { englishOnPage } from './support/englishText';
import { CUSTOMER_PAGES } from './support/everyPage';
import { journeyHost, retireJourneyHost } from './support/fleet';
import { openInLanguage } from './support/screenshots';
import { latestSmsCode } from './support/smsOutbox';

/**
 * Issue 43, a fresh account's first day in Chinese: registered, topped up and renting from pages in
 * zh-CN, it meets no English on any console page where Chinese is due, including what the system
 * wrote for it (order items, ledger and points notes, the instance's history).
 */

/** Registers `phone` on the login page in Chinese, its code read from the SMS outbox. */
async function register(page: Page, phone: string, readCode: () => Promise<string>): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: '注册' }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('手机号', { exact: true }).fill(phone);
  await panel.getByRole('button', { name: '获取验证码' }).click();
  await panel.getByLabel('验证码', { exact: true }).fill(await readCode());
  await panel.getByLabel('密码', { exact: true }).fill('fresh-pass-123');
  await panel.getByLabel('确认密码', { exact: true }).fill('fresh-pass-123');
  await panel.getByRole('button', { name: '注册并登录' }).click();
  await expect(page).toHaveURL(/\/console\//);
}

/** Tops up 100 yuan by WeChat Pay through the sandbox cashier, as a payer in Chinese does. */
async function topUp(page: Page): Promise<void> {
  await page.goto('/console/recharge');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: '充值金额' }).fill('100');
  const wechat = page.getByRole('radio', { name: '微信支付' });
  await main.getByRole('radiogroup', { name: '支付方式' }).locator('label').filter({ has: wechat }).click();
  await main.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByRole('dialog', { name: /^支付 ¥/ });
  const [payer] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('link', { name: '打开支付页面' }).click(),
  ]);
  await expect(payer.getByRole('heading', { name: '沙箱收银台' })).toBeVisible();
  await payer.getByRole('button', { name: '确认支付' }).click();
  await expect(payer.getByRole('status')).toContainText('支付成功');
  await payer.close();
  await expect(dialog).toBeHidden();
}

/** Rents one GPU of `hostId` for an hour from the order form; answers the instance's name. */
async function rent(page: Page, hostId: number): Promise<string> {
  await page.goto(`/createInstance?host=${hostId}`);
  const main = page.getByRole('main');
  const hourly = page.getByRole('radio', { name: '按小时' });
  await main.getByRole('radiogroup', { name: '计费方式' }).locator('label').filter({ has: hourly }).click();
  await main.getByRole('spinbutton', { name: '时长' }).fill('1');
  await main.getByRole('button', { name: '立即租用' }).click();
  await page.getByRole('dialog', { name: '确认订单' }).getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  const card = main.getByRole('list', { name: '实例' }).getByRole('article');
  await expect(card).toHaveCount(1);
  return (await card.getByRole('heading').textContent()) ?? '';
}

/** Stops the instance (confirmed) and starts it again from its card, waiting for each state. */
async function stopAndStart(page: Page, name: string): Promise<void> {
  const card = page.getByRole('main').getByRole('article', { name, exact: true });
  await expect(card.getByText('运行中', { exact: true })).toBeVisible({ timeout: TRANSITION_TIMEOUT });
  await card.getByRole('button', { name: `关机 ${name}`, exact: true }).click();
  await page
    .getByRole('dialog', { name: `关机 ${name}？` })
    .getByRole('button', { name: '关机', exact: true })
    .click();
  await expect(card.getByText('已关机', { exact: true })).toBeVisible({ timeout: TRANSITION_TIMEOUT });
  await card.getByRole('button', { name: `开机 ${name}`, exact: true }).click();
  await expect(card.getByText('运行中', { exact: true })).toBeVisible({ timeout: TRANSITION_TIMEOUT });
}

test('a fresh account registers, tops up, rents, stops and starts in Chinese, and meets no English', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const page = await openInLanguage(browser, baseURL ?? '', 'zh-CN');
  const phone = freshPhone();
  const host = await journeyHost(request);
  try {
    await register(page, phone, () => latestSmsCode(request, phone));
    await topUp(page);
    const name = await rent(page, host.id);
    await stopAndStart(page, name);

    // The account's own instance and a work order it asked, for the pages that show one.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const { data: instances } = await apiPost<{ data: Array<{ InstanceId: number; Name: string }> }>(
      request,
      '/get_container_by_token_with_page_v2',
      { session: token, page: 1, page_size: 10 },
    );
    const instanceId = instances.find((row) => row.Name === name)?.InstanceId ?? 0;
    const workOrderId = await createTicketByApi(
      request,
      { token, phone },
      {
        category: 'Account',
        question: 'Login and password',
        title: '收不到验证码',
        description: '登录验证码一直收不到。',
      },
    );
    const visits = customerVisits({ instanceName: name, instanceId, workOrderId });

    // Also the instance's history, where the system's details of the day are read.
    await page.goto('/console/dashboard');
    await page.getByRole('button', { name: `日志 ${name}`, exact: true }).click();
    const history = page.getByRole('dialog');
    // The rental's order, in Chinese: the history has loaded.
    await expect(history.getByRole('cell', { name: /^订单 \S+$/ })).toBeVisible();
    expect.soft(await englishOnPage(page), 'English in the instance history').toEqual([]);
    await page.keyboard.press('Escape');

    for (const route of CUSTOMER_PAGES) {
      const visit = visits[route];
      const url = await urlOf(page, visit.url);
      await page.goto(url);
      await expect(page.locator('html'), url).toHaveAttribute('lang', 'zh-CN');
      await settled(page);
      expect.soft(await englishOnPage(page), `English on ${route} (${url})`).toEqual([]);
      for (const overlay of visit.overlays ?? []) {
        await overlay.open(page, 'zh-CN');
        expect.soft(await englishOnPage(page), `English on ${route} with ${overlay.name}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    }
    // The score store signed in: the points its spending earned, noted in Chinese.
    await page.goto('/scoreStore');
    await settled(page);
    await expect(page.getByRole('main').getByRole('cell', { name: '余额消费' }).first()).toBeVisible();
    expect.soft(await englishOnPage(page), 'English on /scoreStore signed in').toEqual([]);
  } finally {
    await retireJourneyHost(request, host.id);
    await page.context().close();
  }
});
