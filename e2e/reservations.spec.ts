import type { APIRequestContext } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { deskRowOf } from './pages/OpsConsole';
import { BareMetalSection, ReservationsPage } from './pages/ReservationPages';
import { apiPost } from './support/api';
import { journeyHost } from './support/fleet';
import { fundedAccount } from './support/money';
import { shot } from './support/screenshots';
import { type Session, storageStateFor } from './support/session';

const test = base.extend<{ customer: Session & { phone: string } }>({
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await fundedAccount(request, 2000);
    await request.dispose();
    await use(account);
  },
  storageState: async ({ customer, baseURL }, use) => use(storageStateFor(baseURL ?? '', customer)),
});

/**
 * A bare-metal machine of this journey's own (a GPU model no other host has): 2 GPUs at 10.00 per
 * GPU-hour on an edge node, so three days cost 1411.20 and their deposit is 20 % of that, 282.24.
 */
async function journeyMachine(request: APIRequestContext) {
  const { gpuModel } = await journeyHost(request, {
    kind: 'bare_metal',
    // An edge node: no membership discount, so the rental is exactly the list price.
    nodeClass: 'edge',
    gpuMemoryGb: 80,
    cpuCoresPerGpu: 16,
    memoryGbPerGpu: 128,
    systemDiskGb: 480,
    dataDiskGb: 3840,
    bandwidthMbps: 1000,
    pricePerGpuHour: '10.00',
  });
  return gpuModel;
}

test('a customer reserves a bare-metal machine paying the quoted deposit; the fleet confirms and delivers it; the customer sees it confirmed, then delivered', async ({
  page,
  request,
  browser,
  baseURL,
  customer,
}) => {
  test.setTimeout(150_000);
  const gpuModel = await journeyMachine(request);
  const store = new BareMetalSection(page);
  const reservations = new ReservationsPage(page);

  await test.step('the store lists the machine; the dialog quotes the deposit of the default three days', async () => {
    await page.goto('/store');
    await expect(store.row(gpuModel)).toContainText('1 of 1 free now');
    await store.reserveButton(gpuModel).click();
    const dialog = store.dialog(gpuModel, 2);
    await expect(dialog.getByTestId('reservation-deposit')).toHaveText(/282\.24/);
    await expect(dialog).toContainText('1,411.20');
    await dialog.getByLabel('Note for staff (optional)').fill('e2e journey');
    await dialog.getByRole('button', { name: 'Pay deposit and reserve' }).click();
    await expect(dialog).toBeHidden();
  });

  let id = '';
  await test.step('the reservation is requested and the deposit left the balance', async () => {
    await reservations.goto();
    const row = reservations.table.getByRole('row').filter({ hasText: gpuModel });
    await expect(row).toContainText('Requested');
    await expect(row).toContainText('282.24');
    id = ((await row.getByRole('cell').first().textContent()) ?? '').replace('#', '');
    const info = await apiPost<{ Money: number }>(request, '/get_user_info', { session: customer.token });
    expect(info.Money).toBe(2000 - 282.24);
  });

  await test.step('the fleet confirms it at the desk', async () => {
    const desk = await deskRowOf(browser, baseURL, {
      role: 'fleet',
      path: '/ops/reservations',
      table: 'Reservations',
      phone: customer.phone,
    });
    await expect(desk.row).toContainText('e2e journey');
    await desk.row.getByRole('button', { name: `Confirm reservation ${id}` }).click();
    const confirm = desk.page.getByRole('dialog', { name: `Confirm reservation ${id}?` });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(confirm).toBeHidden();
    await desk.page.close();
  });

  await test.step('the customer sees it confirmed', async () => {
    await page.reload();
    await expect(reservations.row(id)).toContainText('Confirmed');
    await shot(page, 'reservations-confirmed');
  });

  await test.step('the fleet delivers it on the free machine; the customer sees the instance', async () => {
    const desk = await deskRowOf(browser, baseURL, {
      role: 'fleet',
      path: '/ops/reservations',
      table: 'Reservations',
      phone: customer.phone,
    });
    await desk.page.getByLabel('State').click();
    // antd keeps its accessible options zero-sized: the visible item is named by its title.
    await desk.page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('Confirmed', { exact: true })
      .click();
    await desk.row.getByRole('button', { name: `Deliver reservation ${id}` }).click();
    const deliver = desk.page.getByRole('dialog', { name: `Deliver reservation ${id}` });
    await expect(deliver.getByLabel('Host')).toBeVisible();
    await deliver.getByRole('button', { name: 'Deliver' }).click();
    await expect(deliver).toBeHidden();
    await desk.page.close();

    await page.reload();
    const row = reservations.row(id);
    await expect(row).toContainText('Delivered');
    const { data } = await apiPost<{ data: Array<{ Id: number; InstanceName: string }> }>(
      request,
      '/get_reservation_list',
      { session: customer.token },
    );
    const delivered = data.find((reservation) => String(reservation.Id) === id);
    expect(delivered?.InstanceName).toBeTruthy();
    await expect(row).toContainText(delivered?.InstanceName ?? '');
    const info = await apiPost<{ Money: number }>(request, '/get_user_info', { session: customer.token });
    expect(info.Money).toBe(2000 - 1411.2);
  });
});
