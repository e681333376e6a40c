import { maskPhone } from '@gpucloud/domain';
import { expect, test } from './fixtures';
import { SafePage } from './pages/SafePage';
import { freshPhone } from './support/accounts';
import { latestSmsCode } from './support/smsOutbox';

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
    // Chromium's virtual authenticator: a platform passkey that verifies its user without a prompt.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const phone = freshPhone();
    await loginPage.goto();
    await loginPage.register(phone, 'fresh-pass-123', () => latestSmsCode(request, phone));
    await dashboardPage.expectLoaded();

    const safePage = new SafePage(page);
    await safePage.goto();
    const passkeys = safePage.section('Passkeys');
    await expect(passkeys).toContainText('No passkeys yet.');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = safePage.dialog('Add a passkey');
    await dialog.getByLabel('Name', { exact: true }).fill('Test laptop');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(safePage.toast('Passkey "Test laptop" added.')).toBeVisible();
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
});
