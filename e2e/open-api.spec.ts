import { expect, SUB_STATE, test } from './fixtures';
import { AccessKeyPage } from './pages/AccessKeyPage';
import { apiPost } from './support/api';
import { openInLanguage } from './support/screenshots';
import { openAs, registerFreshAccount, type Session } from './support/session';

test('a customer makes an access key, copies its secret once, disables, enables, rotates and deletes it', async ({
  browser,
  baseURL,
  request,
}) => {
  // Eleven steps through two dialogs and a table: 45 s ran out on the busy two-core machine.
  test.setTimeout(90_000);
  const account = await registerFreshAccount(request);
  const { context, page } = await openAs(browser, baseURL, account);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const keys = new AccessKeyPage(page);
  await keys.goto();
  await expect(keys.main).toContainText('HMAC-SHA256');
  await expect(keys.main).toContainText('X-Access-Key, X-Timestamp, X-Nonce, X-Signature');
  await expect(keys.main.getByRole('link', { name: 'API reference (OpenAPI document)' })).toHaveAttribute(
    'href',
    '/openapi/v1/openapi.json',
  );
  await expect(keys.table).toContainText('No access keys yet');

  // A line that is no address is named before anything is sent.
  let creates = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/access_key/create') creates += 1;
  });
  const dialog = await keys.openCreate();
  await keys.fillKey(dialog, {
    name: 'ci runner',
    scopes: ['Read', 'Instances'],
    addresses: ['203.0.113.0/24', 'example.com'],
    spendCap: '500',
  });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toContainText('Line 2 (“example.com”) is not an IPv4 or IPv6 address or CIDR range.');
  expect(creates).toBe(0);
  await dialog.getByLabel('Allowed addresses (optional)').fill('203.0.113.0/24\n2001:db8::1');
  const created = await keys.submitCreate(dialog);
  expect(created.id).toMatch(/^GCAK[0-9A-Z]{16}$/);
  expect(created.secret.length).toBeGreaterThanOrEqual(32);
  await expect(keys.secretDialog).toContainText('only time the secret is shown');
  await keys.secretDialog.getByRole('button', { name: 'Copy the secret' }).click();
  await expect(keys.secretDialog.getByRole('button', { name: 'Secret copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(created.secret);
  await keys.closeSecret();
  // Closed, the secret is nowhere on the page.
  expect(await page.content()).not.toContain(created.secret);

  const row = keys.row('ci runner');
  await expect(row).toContainText(created.id);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Read');
  await expect(row).toContainText('Instances');
  await expect(row).not.toContainText('Billing');
  await expect(row).toContainText('203.0.113.0/24');
  await expect(row).toContainText('2001:db8::1');
  await expect(row.getByRole('cell').filter({ hasText: 'cap ¥500.00' })).toHaveText('¥0.00cap ¥500.00');
  await expect(row).toContainText('Never');
  await row.getByRole('button', { name: `Copy access key ID ${created.id}` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(created.id);

  await keys.disable('ci runner');
  await keys.enable('ci runner');

  const rotated = await keys.rotate('ci runner', 'For 24 hours');
  expect(rotated.id).toBe(created.id);
  expect(rotated.secret).not.toBe(created.secret);
  await expect(keys.secretDialog).toContainText('The old secret keeps working until');
  await keys.closeSecret();
  await expect(row).toContainText(/Old secret valid until \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  await keys.remove('ci runner');
  await expect(keys.table).toContainText('No access keys yet');
  await context.close();
});

test.describe('the demo sub-account', () => {
  test.use({ storageState: SUB_STATE });

  test('cannot give its keys the billing scope', async ({ page }) => {
    const keys = new AccessKeyPage(page);
    await keys.goto();
    await expect(keys.main).toContainText('Keys of a sub-account act as the sub-account');
    const dialog = await keys.openCreate();
    await expect(dialog.getByRole('checkbox', { name: /^Billing\b/ })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /^Read\b/ })).toBeChecked();
    await expect(dialog).toContainText('Billing is for main accounts only.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('in 中文, an account holding 10 keys is told to delete one before making another', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = await registerFreshAccount(request);
  for (let index = 1; index <= 10; index += 1)
    await apiPost(request, '/access_key/create', {
      session: account.token,
      name: `key ${index}`,
      scopes: ['read'],
    });

  const page = await openInLanguage(browser, baseURL ?? '', 'zh-CN', { session: account });
  await page.goto('/console/openapi/accessKey');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('API 访问密钥');
  const table = main.getByRole('table', { name: '访问密钥' });
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  await expect(main.getByRole('button', { name: '创建访问密钥' })).toBeDisabled();
  await expect(main).toContainText('您已有 10 个密钥，已达上限。删除一个后才能再创建。');
  const actions = main.getByRole('group', { name: 'key 1 的操作' });
  await expect(actions.getByRole('button', { name: /^(禁 ?用)$/ })).toBeVisible();
  await expect(actions.getByRole('button', { name: /^(删 ?除)$/ })).toBeVisible();
  await page.context().close();
});

test("a main account sees its sub-account's key (never its secret) and disables it", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerFreshAccount(request);
  const username = `keys-${Date.now().toString(36)}`;
  await apiPost(request, '/add_user_sub_account', {
    session: account.token,
    username,
    password: 'sub-pass-123',
    money_limit: 10,
  });
  const sub = await apiPost<Session>(request, '/sub_account_login', {
    username,
    password: 'sub-pass-123',
  });
  const made = await apiPost<{ key: { AccessKeyId: string }; Secret: string }>(
    request,
    '/access_key/create',
    {
      session: sub.token,
      name: 'render farm',
      scopes: ['read'],
    },
  );

  const { page } = await openAs(browser, baseURL, account);
  const keys = new AccessKeyPage(page);
  await keys.goto();
  const table = keys.main.getByRole('table', { name: 'Keys of your sub-accounts' });
  const row = table.getByRole('row', { name: /render farm/ });
  await expect(row).toContainText(username);
  await expect(row).toContainText(made.key.AccessKeyId);
  await expect(row).toContainText('Active');
  expect(await page.content()).not.toContain(made.Secret);

  await row.getByRole('button', { name: 'Disable key render farm' }).click();
  const confirm = page.getByRole('dialog', { name: `Disable key “render farm” of sub-account ${username}?` });
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled by you');
  await expect(row.getByRole('button', { name: 'Enable key render farm' })).toBeVisible();
  // The sub-account's own list says so too.
  const own = await apiPost<{ list: Array<{ AccessKeyId: string; State: string }> }>(
    request,
    '/access_key/list',
    {
      session: sub.token,
    },
  );
  expect(own.list).toEqual([
    expect.objectContaining({
      AccessKeyId: made.key.AccessKeyId,
      State: 'disabled',
      DisabledByMainAccount: true,
    }),
  ]);

  // The sub-account's own page: who disabled it, and no Enable to undo its main account's decision.
  const subView = await openAs(browser, baseURL, sub);
  const subKeys = new AccessKeyPage(subView.page);
  await subKeys.goto();
  const subRow = subKeys.row('render farm');
  await expect(subRow).toContainText('Disabled by your main account');
  await expect(subRow).toContainText('Only your main account can enable it again.');
  const subActions = subKeys.main.getByRole('group', { name: 'Actions for render farm' });
  await expect(subActions.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(subActions.getByRole('button', { name: 'Enable' })).toHaveCount(0);
  await subView.context.close();

  const zh = await openInLanguage(browser, baseURL ?? '', 'zh-CN', { session: sub });
  await zh.goto('/console/openapi/accessKey');
  const zhRow = zh
    .getByRole('main')
    .getByRole('table', { name: '访问密钥' })
    .getByRole('row', {
      name: /render farm/,
    });
  await expect(zhRow).toContainText('已被主账号禁用');
  await expect(zhRow.getByRole('button', { name: /^(启 ?用)$/ })).toHaveCount(0);
  await zh.context().close();

  // The main account enables it again.
  await row.getByRole('button', { name: 'Enable key render farm' }).click();
  await expect(row).toContainText('Active');
});
