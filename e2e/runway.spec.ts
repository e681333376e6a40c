import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { InstancesPage, releaseRented, rentByApi, waitForStatus } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { openAs } from './support/session';

test.afterEach(({ request }) => releaseRented(request));

// The balance-alerts job runs once a minute: the notice may take that long to arrive.
test.describe.configure({ timeout: 4 * 60_000 });

async function notificationTitles(request: APIRequestContext, token: string): Promise<string[]> {
  const list = await apiPost<{ data: { Title: string }[] }>(request, '/notifications/get_list', {
    session: token,
    page: 1,
    page_size: 50,
    status: -1,
  });
  return list.data.map((item) => item.Title);
}

test.describe('before the money runs out (issue 44)', () => {
  test('the customer sees the runway of a running instance, its timeline, and sets a low-balance alert that arrives once', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await fundedAccount(request, 500);
    const { context, page } = await openAs(browser, baseURL, account);
    const instances = new InstancesPage(page);
    await instances.goto();
    const runway = page.getByRole('main').getByRole('region', { name: 'Runway' });
    await expect(runway).toContainText('No running charges');
    await expect(runway).toContainText('Low-balance alert: off');

    const rented = await rentByApi(request, account.token, { kind: 'kvm', mode: 'post_paid' });
    await waitForStatus(request, account.token, rented.id, 'running');
    await instances.goto();
    await expect(runway.getByText(/^About \d+ (days?|hours?)/)).toBeVisible();
    await expect(runway).toContainText(/At ¥\d+\.\d{2} an hour for 1 running pay-as-you-go instance/);
    await expect(runway).toContainText(/Runs out around \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    const card = instances.instance(rented.name);
    await expect(card).toContainText('What happens next');
    await expect(card).toContainText(/¥\d+\.\d{2}\/h, next charge \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    await runway.getByRole('link', { name: 'Set it on the top-up page' }).click();
    await expect(page).toHaveURL(/\/console\/recharge$/);
    const alert = page.getByRole('main').getByRole('region', { name: 'Runway' });
    const field = alert.getByRole('textbox', { name: 'Alert me when the funds fall below' });
    await field.fill('12.345');
    await alert.getByRole('button', { name: 'Save alert' }).click();
    await expect(alert).toContainText('Enter an amount from ¥0 to ¥100,000 with at most 2 decimals');
    // Above what the account holds: the next sweep tells it once.
    await field.fill('600');
    await alert.getByRole('button', { name: 'Save alert' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Low-balance alert saved' })).toBeVisible();

    await page.goto('/console/dashboard');
    await expect(page.getByRole('main').getByRole('region', { name: 'Runway' })).toContainText(
      'Low-balance alert below ¥600.00',
    );
    await expect
      .poll(
        async () =>
          (await notificationTitles(request, account.token)).filter((t) => t === 'Balance running low'),
        {
          timeout: 150_000,
          intervals: [5_000],
        },
      )
      .toHaveLength(1);
    await context.close();
  });

  test('在中文界面查看余额可用时长并设置提醒', async ({ browser, baseURL, request }) => {
    const account = await fundedAccount(request, 100);
    const { context, page } = await openAs(browser, baseURL, account);
    await page.goto('/console/recharge');
    await page
      .getByRole('banner')
      .getByRole('radiogroup', { name: 'Language' })
      .getByText('中文', { exact: true })
      .click();
    const runway = page.getByRole('main').getByRole('region', { name: '余额可用时长' });
    await expect(runway).toContainText('当前无运行中的计费');
    await runway.getByRole('textbox', { name: '可用资金低于此金额时提醒我' }).fill('20');
    await runway.getByRole('button', { name: '保存提醒' }).click();
    await expect(page.getByRole('status').filter({ hasText: '余额不足提醒已保存' })).toBeVisible();
    const saved = await apiPost<{ LowBalanceThreshold: number }>(request, '/wallet/get_runway', {
      session: account.token,
    });
    expect(saved.LowBalanceThreshold).toBe(20);
    await context.close();
  });
});
