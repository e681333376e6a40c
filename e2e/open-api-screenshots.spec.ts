import { expect, test } from './fixtures';
import { apiPost } from './support/api';
import { fullShot, openInLanguage, shot } from './support/screenshots';
import { registerFreshAccount } from './support/session';

// Pictures of the access-key page in both languages (`npm run screenshots`): a few keys made through
// the API first (one capped and limited to addresses, one rotated with a grace period, one disabled),
// then the create, rotate and secret dialogs.

const LANGUAGES = ['en-US', 'zh-CN'] as const;

for (const language of LANGUAGES) {
  test(`access-key page in ${language}`, async ({ browser, baseURL, request }) => {
    const account = await registerFreshAccount(request);
    const make = (body: object) =>
      apiPost<{ key: { AccessKeyId: string } }>(request, '/access_key/create', {
        session: account.token,
        ...body,
      });
    await make({ name: 'reporting', scopes: ['read', 'billing'], valid_days: 90 });
    const rotated = await make({ name: 'staging deploy', scopes: ['read', 'instances'] });
    await apiPost(request, '/access_key/rotate', {
      session: account.token,
      access_key_id: rotated.key.AccessKeyId,
      grace_hours: 24,
    });
    const disabled = await make({ name: 'old laptop', scopes: ['read'] });
    await apiPost(request, '/access_key/set_enabled', {
      session: account.token,
      access_key_id: disabled.key.AccessKeyId,
      enabled: false,
    });
    await make({
      name: 'ci runner',
      scopes: ['read', 'instances'],
      ip_allow_list: ['203.0.113.0/24', '198.51.100.7', '2001:db8::/32'],
      monthly_spend_cap: '500',
    });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    const main = page.getByRole('main');
    await page.goto('/console/openapi/accessKey');
    await expect(main.getByRole('table').getByRole('rowheader')).toHaveCount(4);
    await fullShot(page, `access-keys-${language}`);

    await main.getByRole('button', { name: /Create access key|创建访问密钥/ }).click();
    const create = page.getByRole('dialog');
    await create.getByRole('textbox').first().fill('ci runner 2');
    await create.getByRole('textbox').nth(1).fill('203.0.113.0/24\nexample.com');
    await create.getByRole('button', { name: /^(Create|创 ?建)$/ }).click();
    await expect(create.locator('.ant-form-item-explain-error')).toBeVisible();
    await shot(page, `access-key-create-${language}`);
    await create.getByRole('textbox').nth(1).fill('203.0.113.0/24');
    await create.getByRole('button', { name: /^(Create|创 ?建)$/ }).click();
    const secret = page.getByRole('dialog', { name: /Save your secret|保存您的 Secret/ });
    const saved = secret.getByRole('button', { name: /I have saved it|我已保存/ });
    await expect(saved).toBeVisible();
    await expect(create).toHaveCount(1);
    await shot(page, `access-key-secret-${language}`);
    await saved.click();
    await expect(secret).toBeHidden();

    await main
      .getByRole('button', { name: /^(Rotate|轮 ?换)$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `access-key-rotate-${language}`);
    await page.context().close();
  });
}
