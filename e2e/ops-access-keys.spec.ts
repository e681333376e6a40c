import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccessKeyPage } from './pages/AccessKeyPage';
import { MessagesPage } from './pages/MessagesPage';
import { openOpsAs } from './pages/OpsConsole';
import { OpsUsersPage } from './pages/OpsMoney';
import type { StaffRole } from './support/accounts';
import { uniqueText } from './support/inbox';
import { shot } from './support/screenshots';
import { openAs, registerFreshAccount } from './support/session';

/** A staff member of `role`, in a context of their own, on the Access keys tab of the customer `phone`. */
async function accessKeysTabAs(
  browser: Browser,
  baseURL: string | undefined,
  role: StaffRole,
  phone: string,
): Promise<{ page: Page; table: Locator }> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await openOpsAs(page, role);
  await new OpsUsersPage(page).open(phone);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Access keys' }).click();
  return { page, table: main.getByRole('table', { name: 'Access keys' }) };
}

/**
 * A customer's key leaks: support finds it on the customer's page and disables it with a reason,
 * the customer sees it disabled and is told why, and finance sees the keys without the button.
 */
test('support disables a customer’s leaked access key; finance only reads the keys', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const customer = await registerFreshAccount(request);
  const name = uniqueText('leaked key');
  const reason = uniqueText('Secret posted in ticket');
  const { context, page: console } = await openAs(browser, baseURL, customer);
  const keys = new AccessKeyPage(console);

  const created = await test.step('the customer makes an access key', async () => {
    await keys.goto();
    const shown = await keys.create({ name, scopes: ['Read'], spendCap: '200' });
    await keys.closeSecret();
    await expect(keys.row(name)).toContainText('Active');
    return shown;
  });

  await test.step('support sees the key and disables it with a reason', async () => {
    const { page, table } = await accessKeysTabAs(browser, baseURL, 'support', customer.phone);
    const row = table.getByRole('row').filter({ hasText: created.id });
    await expect(row.getByRole('rowheader', { name })).toBeVisible();
    await expect(row).toContainText('Main account');
    await expect(row).toContainText('Active');
    await expect(row).toContainText('¥0.00 / ¥200.00');
    await shot(page, 'ops-access-keys-en-US');
    await row.getByRole('button', { name: 'Disable' }).click();

    const dialog = page.getByRole('dialog', { name: `Disable access key ${created.id}?` });
    await dialog.getByLabel(/^Reason/).fill(reason);
    await shot(page, 'ops-access-key-disable-en-US');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    await page.context().close();
  });

  await test.step('the customer sees the key disabled, and the reason in a message', async () => {
    await console.reload();
    await expect(keys.row(name)).toContainText('Disabled');
    const messages = new MessagesPage(console);
    await messages.goto();
    await expect(messages.row(reason)).toContainText(created.id);
  });
  await context.close();

  await test.step('finance sees the keys without the Disable button', async () => {
    const { page, table } = await accessKeysTabAs(browser, baseURL, 'finance', customer.phone);
    const row = table.getByRole('row').filter({ hasText: created.id });
    await expect(row).toContainText('Disabled');
    await expect(table.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expect(table.getByRole('button', { name: 'Disable' })).toHaveCount(0);
    await page.context().close();
  });
});
