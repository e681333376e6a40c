import { maskPhone } from '@gpucloud/domain';
import { type APIRequestContext, type Browser, expect as baseExpect } from '@playwright/test';
import { DEMO_STATE, expect, SUB_STATE, test } from './fixtures';
import { SafePage } from './pages/SafePage';
import { DEMO_USER, freshPhone } from './support/accounts';
import { apiPost, loginByApi } from './support/api';
import { openAs, registerFreshAccount, type Session } from './support/session';
import { latestSmsCode } from './support/smsOutbox';
import { staffSession } from './support/staff';

/** /console/safe in a browser context of its own, logged in as `session`. */
async function openSafePage(browser: Browser, baseURL: string | undefined, session: Session) {
  const { page } = await openAs(browser, baseURL, session);
  const safe = new SafePage(page);
  await safe.goto();
  return { page, safe };
}

/** The newest notice-email code sent to `email`, read from the sandbox email outbox as support staff. */
async function latestEmailCode(request: APIRequestContext, email: string): Promise<string> {
  const token = staffSession('support');
  let code: string | undefined;
  await baseExpect
    .poll(
      async () => {
        const { data } = await apiPost<{ data: { Email: string; Text: string }[] }>(
          request,
          '/admin/get_email_outbox',
          { email, session: token },
        );
        code = data[0]?.Text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `an email code for ${email}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

test.describe('security page', () => {
  test('changing the password with the old one logs out the account’s other session, not this one', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const account = await registerFreshAccount(request);
    const other = await loginByApi(request, { phone: account.phone, password: 'fresh-pass-123' });

    const { page: otherPage } = await openAs(browser, baseURL, other);
    await otherPage.goto('/console/dashboard');
    await expect(otherPage.getByRole('main').getByText(maskPhone(account.phone)).first()).toBeVisible();

    const { page, safe } = await openSafePage(browser, baseURL, account);
    await safe.changePasswordWithOld('fresh-pass-123', 'changed-pass-456');
    await expect(safe.toast('Password changed. Other sessions logged out: 1.')).toBeVisible();

    // The other browser's next console page finds its session gone and lands on /login.
    await otherPage.goto('/console/safe');
    await expect(otherPage).toHaveURL(/\/login\?redirect=%2Fconsole%2Fsafe$/);
    expect(await otherPage.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // This session goes on, and only the new password logs in.
    await page.reload();
    await expect(safe.section('Notice email')).toBeVisible();
    await expect(page).toHaveURL(/\/console\/safe$/);
    const refused = await request.post('/api/login', {
      data: { phone: account.phone, password: 'fresh-pass-123' },
    });
    expect((await refused.json()).status).not.toBe(0);
    await loginByApi(request, { phone: account.phone, password: 'changed-pass-456' });

    await otherPage.context().close();
    await page.context().close();
  });

  test('a wrong old password is refused and the dialog stays open', async ({ browser, baseURL, request }) => {
    const { page, safe } = await openSafePage(browser, baseURL, await loginByApi(request, DEMO_USER));
    await safe.section('Login password').getByRole('button', { name: 'Change password' }).click();
    const dialog = safe.dialog('Change login password');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toContainText('Please enter the current password');
    await expect(dialog).toContainText('Please enter the new password');

    await dialog.getByLabel('Current password', { exact: true }).fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill('another-pass-1');
    await dialog.getByLabel('Confirm new password', { exact: true }).fill('another-pass-2');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog).toContainText('The two passwords do not match');

    await dialog.getByLabel('Confirm new password', { exact: true }).fill('another-pass-1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.locator('.ant-message')).toBeVisible();
    await expect(dialog).toBeVisible();
    await loginByApi(request, DEMO_USER);
    await page.context().close();
  });

  test('notification settings persist after a reload', async ({ browser, baseURL, request }) => {
    const { page, safe } = await openSafePage(browser, baseURL, await loginByApi(request, DEMO_USER));
    const sms = safe.noticeSwitch('SMS', 'Instance about to expire');
    const inapp = safe.noticeSwitch('In-app', 'Invoice issued');
    const save = safe.section('Notification settings').getByRole('button', { name: 'Save settings' });
    await expect(save).toBeDisabled();

    const smsBefore = (await sms.getAttribute('aria-checked')) === 'true';
    const inappBefore = (await inapp.getAttribute('aria-checked')) === 'true';
    await sms.click();
    await inapp.click();
    await expect(sms).toHaveAttribute('aria-checked', String(!smsBefore));
    await expect(safe.section('Notification settings')).toContainText('You have unsaved changes.');
    await safe.saveNoticeSettings();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(sms).toHaveAttribute('aria-checked', String(!smsBefore));
    await expect(inapp).toHaveAttribute('aria-checked', String(!inappBefore));

    // Undo puts the table back without asking the server.
    await sms.click();
    await expect(sms).toHaveAttribute('aria-checked', String(smsBefore));
    await safe.section('Notification settings').getByRole('button', { name: 'Undo changes' }).click();
    await expect(sms).toHaveAttribute('aria-checked', String(!smsBefore));
    await page.context().close();
  });

  test('the notice email changes in two steps with the code from the email', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { page, safe } = await openSafePage(browser, baseURL, await loginByApi(request, DEMO_USER));
    const email = `notices-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

    await safe.changeNoticeEmail(email, () => latestEmailCode(request, email));
    await expect(safe.toast(`Notice email changed to ${email}`)).toBeVisible();
    await expect(safe.section('Notice email')).toContainText(email);
    await page.reload();
    await expect(safe.section('Notice email')).toContainText(email);
    await page.context().close();
  });

  test('a wrong email code is refused and the address can be changed again', async ({
    browser,
    baseURL,
    request,
  }) => {
    const { page, safe } = await openSafePage(browser, baseURL, await loginByApi(request, DEMO_USER));
    await safe
      .section('Notice email')
      .getByRole('button', { name: /^(Set|Change) notice email$/ })
      .click();
    const dialog = safe.dialog('Change notice email');
    await dialog.getByLabel('Email address', { exact: true }).fill('not an email');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog).toContainText('Email address must be an email address');

    const email = `wrong-code-${Date.now().toString(36)}@example.com`;
    await dialog.getByLabel('Email address', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const real = await latestEmailCode(request, email);
    await dialog.getByLabel('Email code', { exact: true }).fill(real === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.locator('.ant-message')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Use another address' }).click();
    await expect(dialog.getByLabel('Email address', { exact: true })).toBeEnabled();
    await expect(dialog.getByLabel('Email code', { exact: true })).toHaveCount(0);
    await page.context().close();
  });

  test('the notification phone changes with a code sent to the new phone', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await registerFreshAccount(request);
    const { page, safe } = await openSafePage(browser, baseURL, account);
    await expect(safe.section('Notification phone')).toContainText('Not set');
    const phone = freshPhone();

    await safe.section('Notification phone').getByRole('button', { name: 'Set notification phone' }).click();
    const dialog = safe.dialog('Change notification phone');
    await dialog.getByLabel('New notification phone', { exact: true }).fill(phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('Verification code', { exact: true }).fill(await latestSmsCode(request, phone));
    await dialog.getByRole('button', { name: 'Save phone' }).click();
    await expect(dialog).toBeHidden();
    await expect(safe.toast(`Notification phone changed to ${phone}`)).toBeVisible();
    await expect(safe.section('Notification phone')).toContainText(phone);
    await page.context().close();
  });

  test.describe('as the sub-account', () => {
    test.use({ storageState: SUB_STATE });

    test('only the password section shows, and it asks for the old password only', async ({ page }) => {
      const safe = new SafePage(page);
      await safe.goto();
      await expect(safe.main).toContainText('A sub-account changes its own password here');
      for (const name of ['Notification phone', 'Notice email', 'Notification settings', 'WeChat'] as const) {
        await expect(safe.section(name)).toHaveCount(0);
      }
      await safe.section('Login password').getByRole('button', { name: 'Change password' }).click();
      const dialog = safe.dialog('Change login password');
      await expect(dialog.getByLabel('Current password', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Use SMS code')).toHaveCount(0);
    });
  });

  test.describe('as the main account', () => {
    test.use({ storageState: DEMO_STATE });

    test('every section shows, and the password dialog offers an SMS code to the account phone', async ({
      page,
    }) => {
      const safe = new SafePage(page);
      await safe.goto();
      for (const name of ['Notification phone', 'Notice email', 'Notification settings', 'WeChat'] as const) {
        await expect(safe.section(name)).toBeVisible();
      }
      await expect(safe.section('Notification settings').getByRole('switch')).toHaveCount(27);
      await safe.section('Login password').getByRole('button', { name: 'Change password' }).click();
      const dialog = safe.dialog('Change login password');
      await dialog.getByText('Use SMS code', { exact: true }).click();
      await expect(dialog).toContainText('The code goes to the account phone 138****0001.');
      await expect(dialog.getByLabel('Verification code', { exact: true })).toBeVisible();
      await expect(dialog.getByLabel('Current password', { exact: true })).toHaveCount(0);
    });
  });
});
