import { maskPhone } from '@gpucloud/domain';
import { expect, storedToken, test } from './fixtures';
import { DEMO_SUB_ACCOUNT, DEMO_USER, freshPhone } from './support/accounts';
import { latestSmsCode } from './support/smsOutbox';

test.describe('accounts', () => {
  test('a new phone registers with an SMS code, sees its account and logs out', async ({
    page,
    request,
    loginPage,
    dashboardPage,
    topBar,
  }) => {
    const phone = freshPhone();
    await loginPage.goto();
    await loginPage.register(phone, 'fresh-pass-123', () => latestSmsCode(request, phone));

    await dashboardPage.expectLoaded();
    await expect(dashboardPage.main).toContainText(maskPhone(phone));
    await expect(dashboardPage.main).toContainText('Main account');
    await expect(dashboardPage.main).toContainText('Ordinary');
    expect(await storedToken(page)).toBeTruthy();

    await topBar.logout();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeNull();
  });

  test('a company registers with its contact phone and sees its company name', async ({
    request,
    loginPage,
    dashboardPage,
  }) => {
    const phone = freshPhone();
    await loginPage.goto();
    await loginPage.registerCompany('Acme Compute Ltd', phone, 'company-pass-1', () =>
      latestSmsCode(request, phone),
    );

    await dashboardPage.expectLoaded();
    await expect(dashboardPage.main).toContainText('Acme Compute Ltd');
    await expect(dashboardPage.main).toContainText(maskPhone(phone));
  });

  test('the demo account logs in and sees its name and a positive balance', async ({
    loginPage,
    dashboardPage,
    topBar,
  }) => {
    await loginPage.goto();
    await loginPage.loginWithPassword(DEMO_USER.phone, DEMO_USER.password);

    await dashboardPage.expectLoaded();
    await expect(topBar.accountButton()).toHaveAccessibleName('Account Demo User');
    await expect(dashboardPage.main).toContainText('Demo User');
    expect(await dashboardPage.fundAmount('Balance')).toBeGreaterThan(0);
  });

  test('the demo account logs in with an SMS code instead of its password', async ({
    request,
    loginPage,
    dashboardPage,
  }) => {
    await loginPage.goto();
    await loginPage.loginWithSmsCode(DEMO_USER.phone, () => latestSmsCode(request, DEMO_USER.phone));

    await dashboardPage.expectLoaded();
    await expect(dashboardPage.main).toContainText(maskPhone(DEMO_USER.phone));
  });

  test('a wrong password is refused with the server reason', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.loginWithPassword(DEMO_USER.phone, 'not-the-password');

    await expect(loginPage.formError()).toHaveText('phone or password is incorrect');
    await expect(page.locator('.ant-message')).toContainText('phone or password is incorrect');
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('the form explains invalid input before anything is sent', async ({ loginPage }) => {
    await loginPage.goto();
    await loginPage.openTab('Register');
    await loginPage.field('Phone').fill('12345');
    await loginPage.panel.getByRole('button', { name: 'Register and log in' }).click();

    await expect(loginPage.panel).toContainText('Phone must be an 11-digit mainland mobile number');
    await expect(loginPage.panel).toContainText('Please enter the verification code');
  });

  test('the sub-account logs in and sees its label and money limit', async ({ loginPage, dashboardPage }) => {
    await loginPage.goto();
    await loginPage.loginAsSubAccount(DEMO_SUB_ACCOUNT.username, DEMO_SUB_ACCOUNT.password);

    await dashboardPage.expectLoaded();
    await expect(dashboardPage.main).toContainText('Sub-account');
    await expect(dashboardPage.fund('Spending limit')).toContainText(/¥[\d,]+\.\d{2}/);
    await expect(dashboardPage.fund('Remaining limit')).toContainText(/¥[\d,]+\.\d{2}/);
    await expect(dashboardPage.fund('Balance')).toHaveCount(0);
  });
});
