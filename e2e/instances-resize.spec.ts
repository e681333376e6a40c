import { expect } from './fixtures';
import {
  hostWithFreeGpus,
  InstancesPage,
  instanceRow,
  releaseRented,
  rentByApi,
  TRANSITION_TIMEOUT,
  instancesTest as test,
  waitForStatus,
} from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fenIn, yuan } from './support/money';
import { shot } from './support/screenshots';

// Instances take a few seconds per transition in the simulated fleet.
test.afterEach(({ request }) => releaseRented(request));

test.describe.configure({ timeout: TRANSITION_TIMEOUT * 3 });

/** Stops an instance from its card and waits until it is shut down. */
async function stopFromCard(instances: InstancesPage, name: string): Promise<void> {
  const confirm = await instances.open(name, 'Stop', `Stop ${name}?`);
  await confirm.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(confirm).toBeHidden();
  await instances.expectStatus(name, 'Shut down');
}

/** Resizing, adding disks, suspending and resuming from the instance list (issue 17). */
test.describe('resize an instance', () => {
  test('a prepaid cloud host grows from 1 to 2 GPUs, and the balance drops by exactly the quoted charge', async ({
    owner,
    page,
    request,
  }) => {
    const token = owner.token;
    const host = await hostWithFreeGpus(request, token, 'kvm', 2);
    const rented = await rentByApi(request, token, {
      kind: 'kvm',
      mode: 'hourly',
      count: 3,
      hostId: host.HostId,
    });
    await waitForStatus(request, token, rented.id, 'running');
    const instances = new InstancesPage(page);
    await instances.goto();
    await instances.expectStatus(rented.name, 'Running');
    // A running cloud host changes only its disk and bandwidth: its GPUs change while it is stopped.
    await expect(instances.action(rented.name, 'Add disk')).toBeVisible();
    await expect(instances.action(rented.name, 'Resize')).toHaveCount(0);
    await stopFromCard(instances, rented.name);

    const dialog = await instances.open(rented.name, 'Resize', `Resize ${rented.name}`);
    await expect(dialog).toContainText('Now: GPUs 1 ·');
    await instances.choose(dialog, 'GPUs', '2');
    const charge = instances.quoteLine(dialog, 'To pay now');
    await expect(charge).toHaveText(/^¥/);
    const total = fenIn(await charge.textContent());
    expect(total).toBeGreaterThan(0);
    expect(
      Number(await instances.quoteLine(dialog, 'Prepaid whole hours re-priced').textContent()),
    ).toBeGreaterThan(0);
    await shot(page, 'instances-resize-gpus');
    const balance = fenIn(await instances.balanceChip().textContent());
    await dialog.getByRole('button', { name: `Pay ${yuan(total)}`, exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(instances.fact(rented.name, 'GPU')).toHaveText(/× 2$/);
    await expect.poll(async () => fenIn(await instances.balanceChip().textContent())).toBe(balance - total);
  });

  test('a disk is added for exactly its quote, and the card shows the larger data disk', async ({
    owner,
    page,
    request,
  }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token, { kind: 'kvm' });
    await waitForStatus(request, token, rented.id, 'running');
    const before = await apiPost<{ data: { InstanceId: number; DataDiskGb: number }[] }>(
      request,
      '/get_container_by_token_with_page_v2',
      { session: token, page: 1, page_size: 100 },
    );
    const disk = before.data.find((row) => row.InstanceId === rented.id)?.DataDiskGb ?? 0;
    const instances = new InstancesPage(page);
    await instances.goto();
    await expect(instances.fact(rented.name, 'Data disk')).toHaveText(`${disk} GB`);

    const dialog = await instances.open(rented.name, 'Add disk', `Add a disk to ${rented.name}`);
    await dialog.getByRole('spinbutton', { name: 'Size' }).fill('200');
    await expect(instances.quoteLine(dialog, 'Data disk after')).toHaveText(`${disk + 200} GB`);
    const payNow = fenIn(await instances.quoteLine(dialog, 'To pay now').textContent());
    expect(payNow).toBeGreaterThan(0);
    await shot(page, 'instances-add-disk');
    const balance = fenIn(await instances.balanceChip().textContent());
    await dialog.getByRole('button', { name: `Pay ${yuan(payNow)}`, exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(instances.fact(rented.name, 'Data disk')).toHaveText(`${disk + 200} GB`);
    await expect.poll(async () => fenIn(await instances.balanceChip().textContent())).toBe(balance - payNow);
  });

  test('a pay-as-you-go instance is stopped, suspended and resumed', async ({ owner, page, request }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token, { kind: 'kvm' });
    await waitForStatus(request, token, rented.id, 'running');
    const instances = new InstancesPage(page);
    await instances.goto();
    await instances.expectStatus(rented.name, 'Running');
    await expect(instances.action(rented.name, 'Suspend')).toHaveCount(0);
    await stopFromCard(instances, rented.name);

    const dialog = await instances.open(rented.name, 'Suspend', `Suspend ${rented.name}?`);
    await expect(dialog).toContainText('no longer billed');
    await expect(dialog).toContainText('billed as storage');
    await shot(page, 'instances-suspend-dialog');
    await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(dialog).toBeHidden();
    await instances.expectStatus(rented.name, 'Suspended');
    await expect(instances.instance(rented.name)).toContainText('Disk billed as storage by the day');
    await expect(instances.action(rented.name, 'Start')).toHaveCount(0);
    expect((await instanceRow(request, token, rented.id)).Status).toBe('suspended');

    await instances.action(rented.name, 'Resume').click();
    await instances.expectStatus(rented.name, 'Running');
    await expect(instances.action(rented.name, 'Resume')).toHaveCount(0);
    expect((await instanceRow(request, token, rented.id)).Status).toBe('running');
  });
});
