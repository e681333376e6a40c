import { expect, test } from './fixtures';
import { apiPost, loginByApi } from './support/api';
import { fullShot, openInLanguage, shot } from './support/screenshots';
import { turnOnTotp } from './support/secondFactor';
import { PASSWORD_CHANGE_TEXTS } from './support/securityTexts';
import { registerFreshAccount } from './support/session';

/**
 * Pictures of the security page (two-step verification's enrolment, the passkeys list, the signed-in
 * sessions), the webhooks page and the step-up dialog, in English and in Chinese, for a person to
 * look at (issue 46). Each language has an account of its own, set up through the API.
 */
const TEXTS = {
  'en-US': {
    ...PASSWORD_CHANGE_TEXTS['en-US'],
    security: 'Security',
    setUp: 'Set up',
    enrolTitle: 'Set up two-step verification',
    addPasskey: 'Add a passkey',
    webhooks: 'Webhooks',
    addEndpoint: 'Add endpoint',
    addEndpointTitle: 'Add webhook endpoint',
  },
  'zh-CN': {
    ...PASSWORD_CHANGE_TEXTS['zh-CN'],
    security: '安全设置',
    setUp: '开启',
    enrolTitle: '开启两步验证',
    addPasskey: '添加通行密钥',
    webhooks: 'Webhook',
    addEndpoint: '添加端点',
    addEndpointTitle: '添加 Webhook 端点',
  },
} as const;

const PASSWORD = 'fresh-pass-123';

for (const language of ['en-US', 'zh-CN'] as const) {
  test(`security, webhooks and step-up in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const t = TEXTS[language];
    const account = await registerFreshAccount(request);
    // Two more sessions for the list; the second one never proves the second factor (step-up below).
    await loginByApi(request, { phone: account.phone, password: PASSWORD });
    const older = await loginByApi(request, { phone: account.phone, password: PASSWORD });
    await apiPost(request, '/webhook/create', {
      session: account.token,
      url: 'http://127.0.0.1:9/gpucloud-hooks',
      description: 'build notifications',
      events: ['instance.state_changed', 'wallet.balance_low'],
    });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    await page.goto('/console/safe');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: t.security, level: 1 })).toBeVisible();
    // The passkeys list is empty: Chromium's virtual authenticator cannot register on an IP address origin.
    await expect(main.getByRole('button', { name: t.addPasskey })).toBeVisible();
    await fullShot(page, `security-${language}`);

    await main.getByRole('button', { name: t.setUp, exact: true }).click();
    const enrol = page.getByRole('dialog', { name: t.enrolTitle });
    const qr = enrol.locator('img');
    await expect(qr).toBeVisible();
    // Visible as soon as it has its size; the picture is the QR code once the image is decoded.
    await expect
      .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await shot(page, `security-totp-enrol-${language}`);
    await page.keyboard.press('Escape');
    await expect(enrol).toBeHidden();

    await page.goto('/console/webhooks');
    await expect(main.getByRole('heading', { name: t.webhooks })).toBeVisible();
    await expect(main).toContainText('127.0.0.1:9/gpucloud-hooks');
    await fullShot(page, `webhooks-${language}`);
    await main.getByRole('button', { name: t.addEndpoint }).click();
    await expect(page.getByRole('dialog', { name: t.addEndpointTitle })).toBeVisible();
    await shot(page, `webhooks-add-${language}`);
    await page.context().close();

    // Two-step verification on; the older session has never proven it: changing the password asks.
    await turnOnTotp(request, account.token);
    const stepUpPage = await openInLanguage(browser, baseURL ?? '', language, { session: older });
    await stepUpPage.goto('/console/safe');
    const safe = stepUpPage.getByRole('main');
    await safe.getByRole('button', { name: t.changePassword }).click();
    const password = stepUpPage.getByRole('dialog', { name: t.passwordTitle });
    await password.getByLabel(t.current, { exact: true }).fill(PASSWORD);
    await password.getByLabel(t.next, { exact: true }).fill('another-pass-456');
    await password.getByLabel(t.confirm, { exact: true }).fill('another-pass-456');
    await password.getByRole('button', { name: t.changePassword }).click();
    await expect(stepUpPage.getByRole('dialog', { name: t.stepUpTitle })).toBeVisible();
    await shot(stepUpPage, `step-up-${language}`);
    await stepUpPage.context().close();
  });
}
