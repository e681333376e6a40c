import { expect, test } from './fixtures';
import { SafePage } from './pages/SafePage';
import { loginByApi } from './support/api';
import { openInLanguage, shot } from './support/screenshots';
import { turnOnTotp } from './support/secondFactor';
import { PASSWORD_CHANGE_TEXTS } from './support/securityTexts';
import { openAs, registerFreshAccount } from './support/session';
import { addVirtualAuthenticator } from './support/virtualAuthenticator';

/**
 * Pictures of the two places a passkey answers the second factor, for an account that holds one
 * (issue 46): the step-up dialog and the sign-in's second step, in English and in Chinese. The passkey
 * is added once, in English, at localhost (a relying party is never an IP address; see passkeys.spec).
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
test.use({ baseURL: `http://localhost:${PORT}` });

const TEXTS = {
  'en-US': {
    ...PASSWORD_CHANGE_TEXTS['en-US'],
    usePasskey: 'Use a passkey',
    loginTab: 'Log in',
    phone: 'Phone',
    password: 'Password',
    logIn: 'Log in',
    secondStep: 'Two-step verification',
  },
  'zh-CN': {
    ...PASSWORD_CHANGE_TEXTS['zh-CN'],
    usePasskey: '使用通行密钥',
    loginTab: '密码登录',
    phone: '手机号',
    password: '密码',
    logIn: '登录',
    secondStep: '两步验证',
  },
} as const;

const PASSWORD = 'fresh-pass-123';

test('the step-up dialog and the sign-in second step offer the passkey, in both languages', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerFreshAccount(request);
  const olderSessions = await Promise.all(
    ['en-US', 'zh-CN'].map(() => loginByApi(request, { phone: account.phone, password: PASSWORD })),
  );
  await turnOnTotp(request, account.token);
  const { context, page } = await openAs(browser, baseURL, account);
  await addVirtualAuthenticator(page);
  const safePage = new SafePage(page);
  await safePage.goto();
  await safePage.addPasskey('Laptop');
  await context.close();

  for (const [index, language] of (['en-US', 'zh-CN'] as const).entries()) {
    const t = TEXTS[language];
    const older = olderSessions[index];
    if (!older) throw new Error('no older session');
    // A session that never proved the second factor: changing the password asks for it.
    const stepUpPage = await openInLanguage(browser, baseURL ?? '', language, { session: older });
    await stepUpPage.goto('/console/safe');
    await stepUpPage.getByRole('main').getByRole('button', { name: t.changePassword }).click();
    const dialog = stepUpPage.getByRole('dialog', { name: t.passwordTitle });
    await dialog.getByLabel(t.current, { exact: true }).fill(PASSWORD);
    await dialog.getByLabel(t.next, { exact: true }).fill('another-pass-456');
    await dialog.getByLabel(t.confirm, { exact: true }).fill('another-pass-456');
    await dialog.getByRole('button', { name: t.changePassword }).click();
    const stepUp = stepUpPage.getByRole('dialog', { name: t.stepUpTitle });
    await expect(stepUp.getByRole('button', { name: t.usePasskey })).toBeVisible();
    await shot(stepUpPage, `step-up-passkey-${language}`);
    await stepUpPage.context().close();

    const loginPage = await openInLanguage(browser, baseURL ?? '', language);
    await loginPage.goto('/login');
    await loginPage.getByRole('tab', { name: t.loginTab }).click();
    const panel = loginPage.getByRole('tabpanel');
    await panel.getByLabel(t.phone, { exact: true }).fill(account.phone);
    await panel.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: t.logIn, exact: true }).click();
    const step = loginPage.getByRole('region', { name: t.secondStep });
    await expect(step.getByRole('button', { name: t.usePasskey })).toBeVisible();
    await shot(loginPage, `sign-in-passkey-step-${language}`);
    await loginPage.context().close();
  }
});
