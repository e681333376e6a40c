import { expect, test } from './fixtures';
import { OpsFrame, OpsLoginPage } from './pages/OpsConsole';
import { TopBar } from './pages/TopBar';
import { DEMO_STAFF, freshPhone } from './support/accounts';
import { apiPost } from './support/api';
import { staffSession } from './support/staff';
import { totpCode } from './support/totp';

const STEP_MS = 30_000;

test('a new staff member enrols two-step verification, keeps the recovery codes and sees only their pages', async ({
  page,
  request,
}) => {
  test.slow();
  const member = { phone: freshPhone(), password: 'staff12345', name: `Support ${Date.now()}` };
  await apiPost(request, '/ops/create_staff', {
    session: staffSession('admin'),
    phone: member.phone,
    name: member.name,
    role: 'support',
    password: member.password,
  });
  const login = new OpsLoginPage(page);
  const ops = new OpsFrame(page);

  const secret =
    await test.step('first sign-in: the key as a QR code and as text, confirmed by a code', async () => {
      await login.goto();
      await login.enterPassword(member.phone, member.password);
      await expect(login.step('Set up two-step verification')).toBeVisible();
      await expect(login.main.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
      const key = (await login.main.getByLabel('Or type this key into the app').inputValue()).replace(
        /\s/g,
        '',
      );
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      const code = totpCode(key, Date.now());
      expect(await login.enterCode(code, { label: 'Code from the app', submit: 'Confirm and sign in' })).toBe(
        true,
      );
      return key;
    });

  const codes = await test.step('the recovery codes, shown once, before the console opens', async () => {
    await expect(login.step('Save your recovery codes')).toBeVisible();
    const shown = await login.main
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(shown).toHaveLength(10);
    const enter = login.main.getByRole('button', { name: 'Open the console' });
    await expect(enter).toBeDisabled();
    await login.main.getByRole('checkbox', { name: 'I have saved them' }).check();
    await enter.click();
    return shown;
  });

  await test.step('the menu of the support role, and a 403 for the audit trail', async () => {
    await expect(page).toHaveURL(/\/ops\/overview$/);
    await expect(ops.banner).toContainText(`Signed in as ${member.name} (Support)`);
    await expect(ops.heading('Overview')).toBeVisible();
    await expect(ops.menu).toBeVisible();
    await expect(ops.menuLink('Audit trail')).toHaveCount(0);
    await expect(ops.menuLink('Staff')).toHaveCount(0);
    await page.goto('/ops/audit');
    await expect(ops.heading('You may not open this page')).toBeVisible();
    await expect(ops.main.getByRole('table')).toHaveCount(0);
  });

  await test.step('a staff session is no customer session', async () => {
    await page.goto('/store');
    await expect(new TopBar(page).loginButton()).toBeVisible();
  });

  await test.step('signing in again with a code of the app, then with a recovery code', async () => {
    await page.goto('/ops');
    await ops.logout();
    await login.enterPassword(member.phone, member.password);
    await expect(login.step('Two-step verification')).toBeVisible();
    // The enrolment used this step's code: a code counts once, so the app's next one.
    expect(await login.enterCode(totpCode(secret, Date.now() + STEP_MS))).toBe(true);
    await expect(ops.banner).toContainText(`Signed in as ${member.name} (Support)`);

    await ops.logout();
    await login.enterPassword(member.phone, member.password);
    await login.main.getByRole('button', { name: 'Use a recovery code instead' }).click();
    expect(await login.enterCode(codes[0] ?? '', { label: 'Recovery code' })).toBe(true);
    await expect(ops.banner).toContainText(`Signed in as ${member.name} (Support)`);
  });
});

test('an admin signs in with a code, sees every page, manages staff and reads the audit trail', async ({
  page,
  request,
}) => {
  test.slow();
  const login = new OpsLoginPage(page);
  const ops = new OpsFrame(page);
  await login.signIn(DEMO_STAFF.admin);

  const adminName =
    await test.step('the console opens on the overview; the menu has every page', async () => {
      await expect(page).toHaveURL(/\/ops\/overview$/);
      await expect(ops.heading('Overview')).toBeVisible();
      for (const name of ['Users', 'Pending adjustments', 'Hosts', 'Coupons', 'Notices', 'Staff']) {
        await expect(ops.menuLink(name)).toBeVisible();
      }
      await ops.menuLink('Audit trail').click();
      await expect(ops.heading('Audit trail')).toBeVisible();
      const banner = (await ops.banner.getByText(/^Signed in as /).textContent()) ?? '';
      return banner.replace(/^Signed in as (.+) \(Admin\)$/, '$1');
    });

  await test.step('the sign-in is in the audit trail', async () => {
    await ops.main.getByLabel('Endpoint').fill('/api/ops/login_totp');
    await ops.main.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/endpoint=%2Fapi%2Fops%2Flogin_totp/);
    const table = ops.main.getByRole('table', { name: 'Audit entries, newest first' });
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: `${adminName} (Admin)` })
        .filter({ hasText: 'login' })
        .first(),
    ).toBeVisible();
  });

  const name = `Finance ${Date.now()}`;
  await test.step('adding a member: a taken phone is refused on its field, a fresh one is added', async () => {
    await ops.menuLink('Staff').click();
    await expect(ops.heading('Staff')).toBeVisible();
    await ops.main.getByRole('button', { name: 'Add a staff member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a staff member' });
    await dialog.getByLabel('Phone', { exact: true }).fill(DEMO_STAFF.support.phone);
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Role', { exact: true }).click();
    await page.getByTitle('Finance', { exact: true }).click();
    await dialog.getByLabel('Initial password', { exact: true }).fill('staff12345');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('a staff member has this phone already')).toBeVisible();

    await dialog.getByLabel('Phone', { exact: true }).fill(freshPhone());
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    const row = ops.main.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Finance');
    await expect(row).toContainText('At next sign-in');
  });

  await test.step('changing the role, and the change in the audit trail before and after', async () => {
    await ops.main.getByRole('button', { name: `Change role of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
    await dialog.getByLabel('Role', { exact: true }).click();
    await page.getByTitle('Reviewer', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(dialog).toBeHidden();
    await expect(ops.main.getByRole('row').filter({ hasText: name })).toContainText('Reviewer');

    const { data } = await apiPost<{ data: { Id: number; Name: string }[] }>(request, '/ops/get_staff_list', {
      session: await ops.staffToken(),
    });
    const id = data.find((entry) => entry.Name === name)?.Id;
    expect(id).toBeDefined();
    await page.goto(`/ops/audit?type=staff&id=${id}&endpoint=%2Fapi%2Fops%2Fset_staff_role`);
    const row = ops.main.getByRole('row').filter({ hasText: `Staff member #${id}` });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Expand row' }).click();
    const diff = ops.main.getByRole('table', { name: 'Values before and after' });
    await expect(diff.getByRole('row', { name: /Role/ })).toContainText('finance');
    await expect(diff.getByRole('row', { name: /Role/ })).toContainText('reviewer');
  });
});
