import { expect, test } from './fixtures';
import { SafePage } from './pages/SafePage';
import { loginByApi } from './support/api';
import { openAs, registerFreshAccount } from './support/session';

test.describe('signed-in sessions on the security page', () => {
  test('lists the account’s sessions, this one marked, and ends every other one', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const account = await registerFreshAccount(request);
    const other = await loginByApi(request, { phone: account.phone, password: 'fresh-pass-123' });

    const { page: otherPage } = await openAs(browser, baseURL, other);
    await otherPage.goto('/console/safe');
    await expect(otherPage.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

    const { page } = await openAs(browser, baseURL, account);
    const safe = new SafePage(page);
    await safe.goto();
    const section = safe.section('Signed-in sessions');
    const table = section.getByRole('table', { name: 'Signed-in sessions' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByText('This session', { exact: true })).toHaveCount(1);
    await expect(table.getByRole('columnheader', { name: 'Last seen' })).toBeVisible();

    await section.getByRole('button', { name: 'End all other sessions' }).click();
    const dialog = safe.dialog('End all other sessions?');
    await expect(dialog).toContainText('1 other session is signed out at once; this one stays.');
    await dialog.getByRole('button', { name: 'End all other sessions' }).click();
    await expect(safe.toast('1 other session ended')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(section.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();

    // The other browser's next console page finds its session gone and lands on /login.
    await otherPage.goto('/console/safe');
    await expect(otherPage).toHaveURL(/\/login\?redirect=%2Fconsole%2Fsafe$/);
  });

  test('ends one session by its own button, after a titled confirmation', async ({
    browser,
    baseURL,
    request,
  }) => {
    const account = await registerFreshAccount(request);
    await loginByApi(request, { phone: account.phone, password: 'fresh-pass-123' });
    const { page } = await openAs(browser, baseURL, account);
    const safe = new SafePage(page);
    await safe.goto();
    const table = safe.section('Signed-in sessions').getByRole('table', { name: 'Signed-in sessions' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await table.getByRole('button', { name: /^End session: / }).click();
    const dialog = page.getByRole('dialog', { name: /^End the session on / });
    await dialog.getByRole('button', { name: 'End session' }).click();
    await expect(safe.toast('Session ended')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
  });
});
