import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { FleetHostsPage } from './pages/FleetHostsPage';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { StorePage } from './pages/StorePage';
import { apiPost } from './support/api';
import { staffSession } from './support/staff';

/**
 * A host of this journey's own (a GPU model no other host has), so the demo hosts other journeys
 * rent stay online while this one is in maintenance.
 */
async function journeyHost(request: APIRequestContext) {
  const session = staffSession('fleet');
  const { data: regions } = await apiPost<{ data: Array<{ Id: number }> }>(
    request,
    '/ops/fleet/get_region_list',
    {
      session,
    },
  );
  const tag = `${Date.now().toString(36)}${randomInt(1000)}`;
  const host = { name: `e2e-fleet-${tag}`, gpuModel: `E2E GPU ${tag}` };
  await apiPost(request, '/ops/fleet/create_host', {
    session,
    region_id: regions[0]?.Id,
    name: host.name,
    kind: 'kvm',
    node_class: 'main',
    gpu_model: host.gpuModel,
    gpu_memory_gb: 24,
    gpu_count: 2,
    cpu_cores_per_gpu: 8,
    memory_gb_per_gpu: 32,
    system_disk_gb: 50,
    data_disk_gb: 100,
    bandwidth_mbps: 100,
    price_per_gpu_hour: '1.23',
  });
  return host;
}

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
