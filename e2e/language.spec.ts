import { expect, test } from './fixtures';
import { freshPhone } from './support/accounts';
import { apiPost } from './support/api';
import { openAs, registerFreshAccount } from './support/session';
import { latestSms } from './support/smsOutbox';

const CHINESE_LOGIN_CODE = /^【GPU 云】您正在登录，验证码为 \d{6}/;
const ENGLISH_LOGIN_CODE = /^\[GPU Cloud\] Your verification code to log in is \d{6}/;

test.describe('the language of the texts a person receives', () => {
  test('registering in 中文: the code and the new account’s later texts come in Chinese', async ({
    page,
    request,
  }) => {
    const phone = freshPhone();
    await page.goto('/login');
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文', { exact: true }).click();
    await page.getByRole('tab', { name: '注册' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByRole('textbox', { name: '手机号', exact: true }).fill(phone);
    await form.getByRole('button', { name: '获取验证码' }).click();

    const sms = await latestSms(request, phone, /^【GPU 云】您正在注册账号/);
    await form.getByRole('textbox', { name: '验证码', exact: true }).fill(sms.match(/\d{6}/)?.[0] ?? '');
    await form.getByRole('textbox', { name: '密码', exact: true }).fill('fresh-pass-123');
    await form.getByRole('textbox', { name: '确认密码', exact: true }).fill('fresh-pass-123');
    await form.getByRole('button', { name: '注册并登录' }).click();
    await expect(page).toHaveURL(/\/console\/dashboard$/);
    await expect(page.getByRole('main').getByText('账号概览')).toBeVisible();

    // The account remembers the language it registered in: even a request in English gets Chinese.
    await apiPost(request, '/auth/send_verify_code', { phone, purpose: 'login', language: 'en-US' });
    expect(await latestSms(request, phone)).toMatch(CHINESE_LOGIN_CODE);
  });

  test('a signed-in person’s switch in the top bar is remembered by the account', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await registerFreshAccount(request);
    const { context, page } = await openAs(browser, baseURL, account);
    await page.goto('/console/dashboard');
    const languages = page.getByRole('banner').getByRole('radiogroup', { name: /Language|语言/ });
    const sendLoginCode = async () => {
      await apiPost(request, '/auth/send_verify_code', { phone: account.phone, purpose: 'login' });
      return latestSms(request, account.phone);
    };
    expect(await sendLoginCode()).toMatch(ENGLISH_LOGIN_CODE);

    const remembered = page.waitForResponse((response) => response.url().endsWith('/api/set_language'));
    await languages.getByText('中文', { exact: true }).click();
    expect((await (await remembered).json()).data).toEqual({ Language: 'zh-CN' });
    expect(await sendLoginCode()).toMatch(CHINESE_LOGIN_CODE);

    const back = page.waitForResponse((response) => response.url().endsWith('/api/set_language'));
    await languages.getByText('English', { exact: true }).click();
    await back;
    expect(await sendLoginCode()).toMatch(ENGLISH_LOGIN_CODE);
    await context.close();
  });
});
