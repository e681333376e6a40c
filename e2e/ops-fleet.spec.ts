import { expect, test } from './fixtures';
import { FleetHostsPage } from './pages/FleetHostsPage';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { StorePage } from './pages/StorePage';
import { journeyHost } from './support/fleet';

test('a fleet member puts a host into maintenance, it leaves the store, and brings it back online', async ({
  page,
  request,
}) => {
  test.slow();
  const host = await journeyHost(request);
  const store = new StorePage(page);
  const ops = new OpsFrame(page);
  const hosts = new FleetHostsPage(page);

  await test.step('the host is in the store', async () => {
    await store.goto();
    await expect(store.offer(host.gpuModel)).toHaveCount(1);
  });

  await test.step('the fleet member opens the console and finds the host', async () => {
    await openOpsAs(page, 'fleet');
    await ops.menuLink('Hosts').click();
    await expect(ops.heading('Hosts')).toBeVisible();
    await hosts.searchByName(host.name);
    await expect(hosts.row(host.name)).toContainText('Online');
  });

  await test.step('maintenance, after the dialog says what happens to running instances', async () => {
    const dialog = await hosts.chooseStatus(host.name, 'Maintenance');
    await expect(dialog).toContainText('No new rentals.');
    await expect(dialog).toContainText('keep running');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog).toBeHidden();
    await expect(hosts.row(host.name)).toContainText('Maintenance');
  });

  await test.step('the store no longer shows it', async () => {
    await store.goto();
    await expect(store.offerRows.first()).toBeVisible();
    await expect(store.offer(host.gpuModel)).toHaveCount(0);
  });

  await test.step('back online, and back in the store', async () => {
    await page.goto('/ops/hosts');
    await hosts.searchByName(host.name);
    const dialog = await hosts.chooseStatus(host.name, 'Online');
    await expect(dialog).toContainText('returns to the store');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(hosts.row(host.name)).toContainText('Online');
    await store.goto();
    await expect(store.offer(host.gpuModel)).toHaveCount(1);
  });
});
