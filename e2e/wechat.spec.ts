import { maskPhone } from '@gpucloud/domain';
import { expect, test } from './fixtures';
import { SafePage } from './pages/SafePage';
import { TopBar } from './pages/TopBar';
import { freshNickname, WechatSandbox } from './pages/WechatSandbox';
import { DEMO_USER } from './support/accounts';
import { loginByApi } from './support/api';
import { openAs } from './support/session';

const QR_GONE = { status: 1, reason: 'QR not generated or expired', data: null };

test.describe('WeChat', () => {
  test('bind WeChat on the security page, log out, and log back in by confirming the QR with it', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    // A session of its own: logging out must not end the shared demo session of other tests.
    const session = await loginByApi(request, DEMO_USER);
    const { context, page } = await openAs(browser, baseURL, session);
    const safe = new SafePage(page);
    const nickname = freshNickname();

    await safe.goto();
    const dialog = await safe.openBindDialog();
    await expect(dialog.getByRole('status')).toHaveText(/Waiting for a scan/);
    const bindSandbox = await WechatSandbox.follow(dialog, page);
    await expect(dialog.getByRole('status')).toHaveText(/Scanned\. Confirm on the phone\./);
    await bindSandbox.confirm(nickname);
    await expect(bindSandbox.status()).toHaveText('WeChat bound. You can return to the console.');
    await bindSandbox.page.close();

    await expect(dialog).toBeHidden();
    await expect(safe.toast('WeChat bound')).toBeVisible();
    await expect(safe.wechatList().getByRole('row', { name: new RegExp(nickname) })).toBeVisible();

    await new TopBar(page).logout();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('button', { name: 'Log in with WeChat' }).click();
    await expect(page).toHaveURL(/\/login\?tab=wechat$/);
    await expect(page.getByRole('heading', { name: 'Log in with WeChat' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'WeChat QR code' })).toBeVisible();

    const loginSandbox = await WechatSandbox.follow(page.getByRole('main'), page);
    await loginSandbox.confirm(nickname);
    await expect(loginSandbox.status()).toHaveText('Login confirmed. You can return to the browser.');

    await expect(page).toHaveURL(/\/console\/dashboard$/);
    await expect(page.getByRole('main').getByText(maskPhone(DEMO_USER.phone)).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // Unbound, the same WeChat no longer logs in: the sandbox says so and the login keeps waiting.
    await safe.goto();
    await safe.unbindWechat(nickname);
    await expect(safe.wechatList().getByRole('row', { name: new RegExp(nickname) })).toHaveCount(0);
    const guest = await browser.newPage();
    await guest.goto('/login?tab=wechat');
    const strangerSandbox = await WechatSandbox.follow(guest.getByRole('main'), guest);
    await strangerSandbox.confirm(nickname);
    await expect(strangerSandbox.status()).toContainText('This WeChat is not bound to any account.');
    await expect(guest.getByRole('main').getByRole('status')).toHaveText(/Scanned\. Confirm on the phone\./);
    await expect(guest).toHaveURL(/\/login\?tab=wechat$/);
    await guest.close();
    await context.close();
  });

  test('a login QR the server calls expired shows the reason and is replaced after 2 s', async ({ page }) => {
    let answered = false;
    await page.route('**/api/auth/wechat/get_login_status', async (route) => {
      if (answered) return route.continue();
      answered = true;
      await route.fulfill({ json: QR_GONE });
    });
    await page.goto('/login?tab=wechat');
    const link = WechatSandbox.link(page);
    const firstUrl = await link.getAttribute('href');
    expect(firstUrl).toMatch(/\/sandbox\/wechat\/[\w-]+$/);

    await expect(page.getByRole('main').getByRole('alert')).toContainText('QR not generated or expired');
    await expect(page.locator('.ant-message')).toContainText('QR not generated or expired');
    await expect(link).toHaveCount(0);

    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).not.toBe(firstUrl);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'WeChat QR code' })).toBeVisible();
  });

  test('an expired binding QR says so and Refresh fetches a new one', async ({
    browser,
    baseURL,
    request,
  }) => {
    const session = await loginByApi(request, DEMO_USER);
    const { context, page } = await openAs(browser, baseURL, session);
    const safe = new SafePage(page);
    await safe.goto();
    const dialog = await safe.openBindDialog();
    const firstUrl = await WechatSandbox.link(dialog).getAttribute('href');
    // The server keeps a code 5 minutes; its answer once they are over is played here.
    await page.route('**/api/auth/wechat/get_bind_status', (route) =>
      route.fulfill({ json: { status: 0, reason: '', data: { Bound: false, Status: 'expired' } } }),
    );

    await expect(dialog.getByText('QR expired')).toBeVisible();
    await expect(WechatSandbox.link(dialog)).toHaveCount(0);
    await page.unroute('**/api/auth/wechat/get_bind_status');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog.getByRole('img', { name: 'WeChat QR code' })).toBeVisible();
    expect(await WechatSandbox.link(dialog).getAttribute('href')).not.toBe(firstUrl);
    await expect(dialog.getByRole('status')).toHaveText(/Waiting for a scan/);
    await context.close();
  });
});
