import type { APIRequestContext } from '@playwright/test';
import { expect, storedToken, test } from './fixtures';
import { AccountInfoPage } from './pages/AccountInfoPage';
import { TopBar } from './pages/TopBar';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { openAs, registerFreshAccount } from './support/session';
import { latestSmsCode } from './support/smsOutbox';
import { staffSession } from './support/staff';

interface WalletInfo {
  Name: string;
  Money: number;
  PowerMoney: number;
  CreditMoneyQuota: number;
}

// Each journey registers its own account and walks several pages.
test.describe.configure({ timeout: 90_000 });

async function setCreditQuota(request: APIRequestContext, phone: string, quota: number): Promise<void> {
  const token = staffSession('finance');
  await apiPost(request, '/admin/set_credit_quota', {
    session: token,
    phone,
    quota,
    reason: 'credit line for the journey',
  });
}

test('main account: the amounts are the server’s, a new name stays, and money left blocks closing', async ({
  browser,
  request,
  baseURL,
}) => {
  // A wallet with every pocket filled: balance 102.00 after 100.00 of vouchers for 98.00, credit 30.00.
  const owner = await fundedAccount(request, 200);
  await apiPost(request, '/buy_power_money', { session: owner.token, pack_id: 'pack-100' });
  await setCreditQuota(request, owner.phone, 30);
  const info = await apiPost<WalletInfo>(request, '/get_user_info', { session: owner.token });
  expect(info).toMatchObject({ Money: 102, PowerMoney: 100, CreditMoneyQuota: 30 });

  const { context, page } = await openAs(browser, baseURL, owner);
  const account = new AccountInfoPage(page);
  await account.goto();
  await expect(account.profile).toContainText('Main account');
  await expect(account.profile.getByRole('link', { name: 'Not verified' })).toHaveAttribute(
    'href',
    '/console/verification',
  );
  expect(await account.fundYuan('Balance')).toBe(info.Money);
  expect(await account.fundYuan('Compute vouchers')).toBe(info.PowerMoney);
  expect(await account.fundYuan('Credit quota')).toBe(info.CreditMoneyQuota);
  expect(await account.fundYuan('Remaining credit')).toBe(30);
  expect(await account.fundYuan('Total available')).toBe(232);
  await expect(account.main.getByRole('heading', { name: 'Membership' })).toBeVisible();
  await expect(account.main.getByText('No sub-accounts yet.')).toBeVisible();

  await account.main.getByRole('button', { name: 'Top up' }).click();
  await expect(page).toHaveURL(/\/console\/recharge$/);

  // The name is checked by the contract's rule before it is sent, and kept by the server.
  await account.goto();
  await account.profile.getByRole('button', { name: 'Rename the account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename the account' });
  await dialog.getByLabel('Account name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Account name must not be empty')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await account.rename('GPU Lab 7');
  await expect(account.profile.getByTestId('account-name')).toHaveText('GPU Lab 7');
  await page.reload();
  await expect(account.profile.getByTestId('account-name')).toHaveText('GPU Lab 7');
  expect((await apiPost<WalletInfo>(request, '/get_user_info', { session: owner.token })).Name).toBe(
    'GPU Lab 7',
  );

  await account.checkUnregister();
  await expect(account.blockers()).toHaveCount(1);
  await expect(account.blockers().first()).toContainText('Money is left in the account');
  await expect(account.blockers().first()).toContainText('102.00');
  await expect(account.closeSection.getByRole('button', { name: 'Close my account' })).toHaveCount(0);
  await context.close();
});

test('closing an account with nothing left: SMS code and agreement, then logged out and the phone is free', async ({
  browser,
  request,
  baseURL,
}) => {
  const owner = await registerFreshAccount(request);

  const { context, page } = await openAs(browser, baseURL, owner);
  const account = new AccountInfoPage(page);
  await account.goto();
  await account.checkUnregister();
  await expect(account.closeSection).toContainText('Nothing blocks closing the account');
  const closeButton = account.closeSection.getByRole('button', { name: 'Close my account' });
  await expect(closeButton).toBeDisabled();

  // The agreement opens in its own tab and is a real page.
  const agreementLink = account.closeSection.getByRole('link', { name: 'account cancellation agreement' });
  await expect(agreementLink).toHaveAttribute('href', '/unregisterAgreement');
  const [agreement] = await Promise.all([context.waitForEvent('page'), agreementLink.click()]);
  await expect(agreement.getByRole('heading', { level: 1 })).toHaveText('Account cancellation agreement');
  await expect(agreement.getByRole('heading', { name: '2. Before you close' })).toBeVisible();
  await agreement.close();

  // The e2e server sends a phone codes without a gap (SMS_PHONE_GAP_SECONDS=0), so no wait here.
  await account.closeSection.getByRole('button', { name: 'Send code' }).click();
  await expect(account.closeSection.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await account.closeSection.getByLabel('Verification code').fill(await latestSmsCode(request, owner.phone));
  await expect(closeButton).toBeDisabled();
  await account.closeSection.getByRole('checkbox').check();
  await expect(closeButton).toBeEnabled();
  await closeButton.click();

  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByText('Your account is closed.')).toBeVisible();
  await expect(new TopBar(page).loginButton()).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  const stale = await (await request.post('/api/get_user_info', { data: { session: owner.token } })).json();
  expect(stale.status).toBe(2);
  await page.goto('/console/accountInfo');
  await expect(page).toHaveURL(/\/login/);

  // The phone registers a new account.
  await apiPost(request, '/auth/send_verify_code', { phone: owner.phone, purpose: 'register' });
  const code = await latestSmsCode(request, owner.phone);
  const fresh = await apiPost<{ token: string }>(request, '/register', {
    phone: owner.phone,
    verify_code: code,
    password: 'again-pass-123',
  });
  const renewed = await apiPost<WalletInfo>(request, '/get_user_info', { session: fresh.token });
  expect(renewed).toMatchObject({ Money: 0, PowerMoney: 0, CreditMoneyQuota: 0 });
  await context.close();
});
