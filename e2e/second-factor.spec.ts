import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { AccessKeyPage } from './pages/AccessKeyPage';
import { LoginPage } from './pages/LoginPage';
import { loginByApi } from './support/api';
import { turnOnTotp } from './support/secondFactor';
import { openAs, registerFreshAccount } from './support/session';
import { totpCode } from './support/totp';

const PASSWORD = 'fresh-pass-123';

/**
 * A code of a 30-second step after the one a code was last taken from: the server refuses a code
 * of a step already used (anti-replay), as an authenticator's next code would be.
 */
async function nextCode(page: Page, secret: string, lastUsedAtMs: number): Promise<string> {
  const nextStepAt = (Math.floor(lastUsedAtMs / 30_000) + 1) * 30_000;
  const wait = nextStepAt - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 100);
  return totpCode(secret, Date.now());
}

test('a customer sets up TOTP on the security page, then signs in with a code', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerFreshAccount(request);
  const { context, page } = await openAs(browser, baseURL, account);
  await page.goto('/console/safe');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await section.getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-step verification' });
  await expect(dialog.getByRole('img', { name: 'QR code of the authenticator key' })).toBeVisible();
  const secret = await dialog.getByLabel('Authenticator key').inputValue();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrolledAt = Date.now();
  await dialog.getByLabel('Code from the app').fill(totpCode(secret, enrolledAt));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(section).toContainText('10 recovery codes left');
  await context.close();

  // Signed out: a fresh browser signs in with the password, then a code of the app.
  const fresh = await browser.newContext();
  const loginPage = new LoginPage(await fresh.newPage());
  await loginPage.goto();
  await loginPage.loginWithPassword(account.phone, PASSWORD);
  const step = loginPage.page.getByRole('region', { name: 'Two-step verification' });
  await expect(step).toBeVisible();
  await step.getByLabel('Authentication code').fill(await nextCode(loginPage.page, secret, enrolledAt));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(loginPage.page).toHaveURL(/\/console\/dashboard/);
  await fresh.close();
});

test('with TOTP on, creating an access key asks for a code first, then creates the key', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerFreshAccount(request);
  // A session opened before the second factor: it has never proven it.
  const older = await loginByApi(request, { phone: account.phone, password: PASSWORD });
  const { secret, enrolledAt } = await turnOnTotp(request, account.token);

  const { context, page } = await openAs(browser, baseURL, older);
  const keys = new AccessKeyPage(page);
  await keys.goto();
  const create = await keys.openCreate();
  await keys.fillKey(create, { name: 'after step-up', scopes: ['Read'] });
  await create.getByRole('button', { name: 'Create' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  await stepUp.getByLabel('Authentication code').fill(await nextCode(page, secret, enrolledAt));
  await stepUp.getByRole('button', { name: 'Verify' }).click();
  await expect(stepUp).toBeHidden();
  await expect(create).toBeHidden();
  const shown = await keys.shownSecret();
  expect(shown.id).toMatch(/^GCAK[0-9A-Z]{16}$/);
  await context.close();
});
