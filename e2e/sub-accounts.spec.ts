import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, storedToken, test } from './fixtures';
import { AccountInfoPage } from './pages/AccountInfoPage';
import { hostOffers, releaseRented, rentByApi, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { LoginPage } from './pages/LoginPage';
import { SubAccountsPage } from './pages/SubAccountsPage';
import { TopBar } from './pages/TopBar';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { openAs } from './support/session';

test.describe.configure({ timeout: 3 * TRANSITION_TIMEOUT });

/** A two-day cloud host: more than a 50.00 limit allows, less than the main account's 200.00. */
async function overLimitRental(request: APIRequestContext, token: string) {
  const host = (await hostOffers(request, token, { kind: 'kvm' })).list[0];
  if (!host) throw new Error('no cloud host with a free GPU');
  const specs = await apiPost<{ Images: { ImageId: number; System: string }[] }>(
    request,
    '/store/get_instance_specifications',
    { session: token, host_id: host.HostId },
  );
  const image = specs.Images.find((candidate) => candidate.System === 'linux');
  if (!image) throw new Error(`no linux image on host ${host.HostId}`);
  return { host_id: host.HostId, gpu_count: 1, image_id: image.ImageId, mode: 'daily', count: 2 };
}

/**
 * The journey: a main account gives a sub-account a 50.00 limit; the sub-account logs in,
 * sees only its limit, rents within it and is refused past it; the main account sees its instance,
 * lowers the limit, then deletes it, which ends the sub-account's open session at once.
 */
test('a sub-account spends within the limit its main account sets, and deleting it ends its session', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await fundedAccount(request, 200);
  const username = `team-${randomInt(100_000, 999_999)}`;
  const password = 'sub-pass-123';

  const { context: mainContext, page: mainPage } = await openAs(browser, baseURL, owner);
  const account = new AccountInfoPage(mainPage);
  await account.goto();
  await expect(account.profile).toContainText('Main account');
  await account.addSubAccount({ username, password, limit: '50.00', note: 'render farm' });
  await expect(account.row(username)).toContainText('render farm');
  expect(await account.rowAmounts(username)).toEqual({ limit: 50, used: 0, canUse: 50 });

  // The sub-account in a browser of its own, logging in on the Sub-account tab.
  const subContext = await browser.newContext();
  const subPage = await subContext.newPage();
  const login = new LoginPage(subPage);
  await login.goto();
  await login.loginAsSubAccount(username, password);
  await expect(subPage).toHaveURL(/\/console\/dashboard$/);
  const subAccount = new AccountInfoPage(subPage);
  await subAccount.goto();
  await expect(subAccount.profile).toContainText('Sub-account');
  await expect(subAccount.profile).toContainText(username);
  await expect(subAccount.profile).toContainText(`${owner.phone.slice(0, 3)}****${owner.phone.slice(7)}`);
  expect(await subAccount.fundYuan('Remaining limit')).toBe(50);
  expect(await subAccount.fundYuan('Spending limit')).toBe(50);
  await expect(subAccount.fund('Balance')).toHaveCount(0);
  await expect(subAccount.main.getByRole('button', { name: 'Top up' })).toHaveCount(0);
  await expect(subAccount.subAccounts).toHaveCount(0);
  await expect(subAccount.closeSection).toHaveCount(0);

  const topBar = new TopBar(subPage);
  await expect(topBar.tab('Store')).toBeVisible();
  await expect(topBar.tab('Score store')).toHaveCount(0);
  const menu = await topBar.openAccountMenu();
  await expect(menu).toContainText('Sub-account');
  await expect(menu.getByRole('listitem')).toHaveText(['Dashboard', 'Coupons', 'Account info']);
  await subPage.keyboard.press('Escape');

  // Spending: a small rental fits the limit; a two-day cloud host does not.
  const subToken = (await storedToken(subPage)) ?? '';
  const rented = await rentByApi(request, subToken, { kind: 'container', mode: 'hourly', count: 1 });
  const over = await overLimitRental(request, subToken);
  const quote = await apiPost<{ Total: number; Payable: boolean }>(request, '/instance/query_price', {
    session: subToken,
    ...over,
  });
  expect(quote.Total).toBeGreaterThan(50);
  const refused = await (
    await request.post('/api/instance/create', { data: { session: subToken, ...over } })
  ).json();
  expect(refused).toMatchObject({
    status: 1,
    reason: 'the sub-account money limit is less than package price',
  });
  await subAccount.goto();
  const canUse = await subAccount.fundYuan('Remaining limit');
  expect(canUse).toBeLessThan(50);
  expect(canUse).toBeGreaterThan(40);

  // The main account sees the sub-account's instance, by sub-account too.
  const instancesPage = new SubAccountsPage(mainPage);
  await instancesPage.goto();
  await expect(instancesPage.row(rented.name)).toContainText(username);
  await instancesPage.pick(username);
  await expect(instancesPage.dataRows()).toHaveCount(1);
  await expect(instancesPage.row(rented.name)).toBeVisible();
  // ... and the sub-account its own.
  const ownInstances = new SubAccountsPage(subPage);
  await ownInstances.goto();
  await expect(ownInstances.picker).toHaveCount(0);
  await expect(ownInstances.row(rented.name)).toBeVisible();

  // Lowering the limit shows at once on both sides.
  await account.goto();
  expect((await account.rowAmounts(username)).used).toBeCloseTo(50 - canUse, 2);
  await account.setLimit(username, '20');
  await expect(account.row(username).getByRole('cell').nth(1)).toHaveText('¥20.00');
  await subAccount.goto();
  expect(await subAccount.fundYuan('Spending limit')).toBe(20);

  await releaseRented(request);

  // Deleting ends the sub-account's open session: its next navigation lands on /login.
  await account.deleteSubAccount(username);
  await subPage
    .getByRole('navigation', { name: 'Console', exact: true })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await expect(subPage).toHaveURL(/\/login/);
  expect(await storedToken(subPage)).toBeNull();
  const again = await request.post('/api/sub_account_login', { data: { username, password } });
  expect((await again.json()).status).not.toBe(0);

  await subContext.close();
  await mainContext.close();
});
