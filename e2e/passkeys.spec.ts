import { maskPhone } from '@gpucloud/domain';
import { expect, test } from './fixtures';
import { AccessKeyPage } from './pages/AccessKeyPage';
import { LoginPage } from './pages/LoginPage';
import { SafePage } from './pages/SafePage';
import { TopBar } from './pages/TopBar';
import { freshPhone } from './support/accounts';
import { loginByApi } from './support/api';
import { turnOnTotp } from './support/secondFactor';
import { openAs, registerFreshAccount } from './support/session';
import { latestSmsCode } from './support/smsOutbox';
import { addVirtualAuthenticator } from './support/virtualAuthenticator';

const PORT = Number(process.env.E2E_PORT ?? 8181);

// A relying party is a host name, never an IP address: these journeys open the console at
// localhost, the origin the server accepts by default when its public address is 127.0.0.1
// (WEBAUTHN_RP_ID=localhost, WEBAUTHN_ORIGINS=http://localhost:<port>; core/webauthn-config.ts).
test.use({ baseURL: `http://localhost:${PORT}` });

test.describe('passkeys', () => {
  // Chromium's authenticator signs with ML-DSA-44, the first algorithm the server offers: its
  // signature is 3,227 base64url characters (contracts' PASSKEY_SIGNATURE_MAX fits it).
  test('a new account adds a passkey, logs out and signs in with the passkey alone', async ({
    page,
    request,
    loginPage,
    dashboardPage,
    topBar,
  }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

    const phone = freshPhone();
    await loginPage.goto();
    await loginPage.register(phone, 'fresh-pass-123', () => latestSmsCode(request, phone));
    await dashboardPage.expectLoaded();

    const safePage = new SafePage(page);
    await safePage.goto();
    const passkeys = safePage.section('Passkeys');
    await expect(passkeys).toContainText('No passkeys yet.');
    await safePage.addPasskey('Test laptop');
    await expect(passkeys.getByRole('row', { name: /Test laptop/ })).toContainText('Never');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await topBar.logout();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await dashboardPage.expectLoaded();
    await expect(dashboardPage.main).toContainText(maskPhone(phone));

    // The sign-in shows as the passkey's last use; then it is renamed and removed.
    await safePage.goto();
    const row = passkeys.getByRole('row', { name: /Test laptop/ });
    await expect(row).not.toContainText('Never');
    await row.getByRole('button', { name: 'Rename passkey Test laptop' }).click();
    const rename = safePage.dialog('Rename passkey');
    await rename.getByLabel('Name', { exact: true }).fill('Desk');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await passkeys.getByRole('button', { name: 'Remove passkey Desk' }).click();
    const remove = safePage.dialog('Remove passkey Desk?');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(remove).toBeHidden();
    await expect(passkeys).toContainText('No passkeys yet.');
  });

  test('with TOTP on, a passkey answers the step-up before an access key and the sign-in second step', async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await registerFreshAccount(request);
    // A session opened before the second factor: it has never proven it.
    const older = await loginByApi(request, { phone: account.phone, password: 'fresh-pass-123' });
    await turnOnTotp(request, account.token);

    const { context, page } = await openAs(browser, baseURL, older);
    await addVirtualAuthenticator(page);
    const safePage = new SafePage(page);
    await safePage.goto();
    await safePage.addPasskey('Laptop');

    const keys = new AccessKeyPage(page);
    await keys.goto();
    const create = await keys.openCreate();
    await keys.fillKey(create, { name: 'after a passkey', scopes: ['Read'] });
    await create.getByRole('button', { name: 'Create' }).click();
    const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await stepUp.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(stepUp).toBeHidden();
    await expect(create).toBeHidden();
    expect((await keys.shownSecret()).id).toMatch(/^GCAK[0-9A-Z]{16}$/);
    await keys.closeSecret();

    // Signed out: the password, then the passkey as the second factor.
    await new TopBar(page).logout();
    await expect(page).toHaveURL(/\/login$/);
    const loginPage = new LoginPage(page);
    await loginPage.loginWithPassword(account.phone, 'fresh-pass-123');
    const step = page.getByRole('region', { name: 'Two-step verification' });
    await step.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/console\/dashboard/);
    await context.close();
  });
});
