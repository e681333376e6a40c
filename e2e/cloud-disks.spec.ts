import { test as base, expect } from './fixtures';
import { CloudDiskPage, PAGE_LOAD_TIMEOUT } from './pages/CloudDiskPage';
import { FinancePage } from './pages/FinancePages';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fenIn, fundedAccount, yuan } from './support/money';
import { shot } from './support/screenshots';
import { type Session, storageStateFor } from './support/session';

/** Each journey's own funded account: its balance moves only by what the journey pays. */
const test = base.extend<{ customer: Session & { phone: string } }>({
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await fundedAccount(request, 300);
    await request.dispose();
    await use(account);
  },
  storageState: async ({ customer, baseURL }, use) => use(storageStateFor(baseURL ?? '', customer)),
});

test.afterEach(({ request }) => releaseRented(request));

interface DiskListAnswer {
  Regions: { Id: number; NameEn: string }[];
  Attachable: { Id: number; RegionId: number }[];
}

test('a cloud disk is created in an instance’s region paying the quoted first day, attached to the stopped instance, billed as storage, detached and deleted', async ({
  page,
  request,
  customer,
}) => {
  test.setTimeout(TRANSITION_TIMEOUT * 5);
  const token = customer.token;
  // Prepaid for an hour: nothing else moves the balance while the disk is paid for.
  const rented = await rentByApi(request, token, { mode: 'hourly', count: 1 });
  await waitForStatus(request, token, rented.id, 'running');
  await apiPost(request, '/instance/stop', { session: token, instance_id: rented.id });
  await waitForStatus(request, token, rented.id, 'stopped');
  const listed = await apiPost<DiskListAnswer>(request, '/cloud_disk/list', { session: token });
  const regionId = listed.Attachable.find((instance) => instance.Id === rented.id)?.RegionId;
  const region = listed.Regions.find((candidate) => candidate.Id === regionId)?.NameEn ?? '';
  expect(region).not.toBe('');
  const name = `data-${Date.now().toString(36)}`;
  const disks = new CloudDiskPage(page);
  await disks.goto();

  let firstDay = 0;
  await test.step('the create dialog quotes the first day; paying it takes exactly that from the balance', async () => {
    const before = fenIn(await disks.balanceChip().textContent());
    const dialog = await disks.open(disks.createButton(), 'Create cloud disk');
    await dialog.getByLabel('Name (optional)').fill(name);
    await disks.choose(dialog, 'Region', region);
    await dialog.getByLabel('Size (GB)').fill('50');
    await expect(disks.quoteLine(dialog, 'Charged now')).toHaveText('¥0.50');
    await expect(disks.quoteLine(dialog, 'Per day from tomorrow')).toHaveText('¥0.50');
    firstDay = fenIn(await disks.quoteLine(dialog, 'Charged now').textContent());
    await expect(disks.payButton(dialog)).toHaveText('Pay ¥0.50');
    await shot(page, 'cloud-disks-create');
    await disks.payButton(dialog).click();
    await expect(dialog).toBeHidden();
    const row = disks.disk(name);
    await expect(row).toContainText('Ready');
    await expect(row).toContainText('50 GB');
    await expect(row).toContainText(region);
    await expect(row).toContainText('Not attached');
    await expect.poll(async () => fenIn(await disks.balanceChip().textContent())).toBe(before - firstDay);
  });

  await test.step('it is attached to the stopped instance of its region', async () => {
    const dialog = await disks.open(disks.action(name, 'Attach'), `Attach ${name}`);
    await disks.choose(dialog, `Stopped instance in ${region}`, rented.name);
    await dialog.getByRole('button', { name: 'Attach', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(disks.disk(name)).toContainText(rented.name);
    await expect(disks.action(name, 'Detach')).toBeVisible();
    await expect(disks.action(name, 'Delete')).toHaveCount(0);
    await shot(page, 'cloud-disks-attached');
  });

  await test.step('the balance changes show the first day as storage', async () => {
    const expenses = new FinancePage(page);
    await page.goto('/console/finance/expenseDetail');
    await expect(expenses.main.getByRole('heading', { level: 1, name: 'Expense details' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await expect(expenses.row(/Storage/)).toHaveCount(1);
    await expect(expenses.row(/Storage/)).toContainText(yuan(-firstDay));
  });

  await test.step('it is detached, then deleted', async () => {
    await disks.goto();
    const detach = await disks.open(disks.action(name, 'Detach'), `Detach ${name}?`);
    await detach.getByRole('button', { name: 'Detach', exact: true }).click();
    await expect(detach).toBeHidden();
    await expect(disks.disk(name)).toContainText('Not attached');
    const remove = await disks.open(disks.action(name, 'Delete'), `Delete ${name}?`);
    await remove.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(remove).toBeHidden();
    await expect(disks.disk(name)).toHaveCount(0);
    await expect(disks.disksTable).toContainText('No cloud disks yet');
  });
});

test('file storage beyond the free tier is bought paying exactly the quote; the SFTP account and its one-time password are shown, and the password again on request', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const disks = new CloudDiskPage(page);
  await disks.goto();
  await expect(disks.fileFact('Free tier')).toHaveText('20 GB');
  await expect(disks.fileFact('Paid quota')).toHaveText('0 GB');
  const before = fenIn(await disks.balanceChip().textContent());

  const dialog = await disks.open(
    disks.files.getByRole('button', { name: 'Buy file storage' }),
    'File storage quota',
  );
  await dialog.getByLabel('Paid quota beyond the free 20 GB (GB)').fill('30');
  await expect(disks.quoteLine(dialog, 'Charged now')).toHaveText('¥0.30');
  const charged = fenIn(await disks.quoteLine(dialog, 'Charged now').textContent());
  await expect(disks.payButton(dialog)).toHaveText('Pay ¥0.30');
  await disks.payButton(dialog).click();
  await expect(dialog).toBeHidden();

  const first = disks.dialog('Your SFTP account');
  await expect(first).toBeVisible();
  const username = first.getByLabel('Username', { exact: true });
  await expect(username).toHaveValue(/^u\d+$/);
  const password = await first.getByLabel('Password', { exact: true }).inputValue();
  expect(password.length).toBeGreaterThan(10);
  await shot(page, 'file-storage-password');
  const user = await username.inputValue();
  await first.getByRole('button', { name: 'Done' }).click();
  await expect(first).toBeHidden();

  await expect(disks.fileFact('Paid quota')).toHaveText('30 GB');
  await expect(disks.fileFact('Total quota')).toHaveText('50 GB');
  await expect(disks.fileFact('Username')).toContainText(user);
  await expect(disks.fileFact('SFTP host')).not.toBeEmpty();
  await expect(disks.fileFact('Port')).toHaveText(/\d+/);
  await expect(disks.files.getByRole('button', { name: 'Copy the username' })).toBeVisible();
  await expect(disks.files).not.toContainText(password);
  await expect.poll(async () => fenIn(await disks.balanceChip().textContent())).toBe(before - charged);
  await shot(page, 'file-storage');

  const again = await disks.open(disks.files.getByRole('button', { name: 'Show password' }), 'SFTP password');
  await expect(again.getByLabel('Password', { exact: true })).toHaveValue(password);
  await again.getByRole('button', { name: 'Done' }).click();
  await expect(again).toBeHidden();
  await expect(disks.files.getByRole('button', { name: 'Change quota' })).toBeVisible();
});
