import { expect } from './fixtures';
import {
  InstancesPage,
  releaseRented,
  rentByApi,
  TRANSITION_TIMEOUT,
  instancesTest as test,
  waitForStatus,
} from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fenIn } from './support/money';
import { shot } from './support/screenshots';

// Instances take a few seconds per transition in the simulated fleet.
test.afterEach(({ request }) => releaseRented(request));

test.describe.configure({ timeout: TRANSITION_TIMEOUT * 2 });

/** Money actions of the instance list: each shows its quote first, and the balance moves by exactly that. */
test.describe('billing of an instance', () => {
  for (const kind of ['kvm', 'container'] as const) {
    test(`renew a ${kind} 1 hour: the quote, the balance it takes and the expiry an hour later`, async ({
      owner,
      page,
      request,
    }) => {
      const token = owner.token;
      const rented = await rentByApi(request, token, { kind, mode: 'hourly', count: 2 });
      await waitForStatus(request, token, rented.id, 'running');
      const before = await apiPost<{ data: { InstanceId: number; ExpiresAt: string }[] }>(
        request,
        '/get_container_by_token_with_page_v2',
        { session: token, page: 1, page_size: 100 },
      );
      const expiresAt = before.data.find((row) => row.InstanceId === rented.id)?.ExpiresAt ?? '';
      const instances = new InstancesPage(page);
      await instances.goto();

      const dialog = await instances.open(rented.name, 'Renew', `Renew ${rented.name}`);
      const newExpiry = new Date(new Date(expiresAt).getTime() + 3600_000);
      // Every date is shown in China time (UTC+8), whatever the browser's zone.
      const shown = new Date(newExpiry.getTime() + 8 * 3_600_000)
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ');
      await expect(instances.quoteLine(dialog, 'New expiry')).toHaveText(shown);
      const total = fenIn(await instances.quoteLine(dialog, 'Total').textContent());
      expect(total).toBeGreaterThan(0);
      await shot(page, `instances-renew-${kind}`);
      const balance = fenIn(await instances.balanceChip().textContent());
      await dialog.getByRole('button', { name: /^Pay ¥/ }).click();
      await expect(dialog).toBeHidden();
      await expect(instances.instance(rented.name)).toContainText(`Expires ${shown}`);
      const after = await apiPost<{ data: { InstanceId: number; ExpiresAt: string }[] }>(
        request,
        '/get_container_by_token_with_page_v2',
        { session: token, page: 1, page_size: 100 },
      );
      const moved = after.data.find((row) => row.InstanceId === rented.id)?.ExpiresAt ?? '';
      expect(new Date(moved).getTime() - new Date(expiresAt).getTime()).toBe(3600_000);
      await expect.poll(async () => fenIn(await instances.balanceChip().textContent())).toBe(balance - total);
    });
  }

  test('pay-as-you-go turns prepaid (1 hour) after the charge is shown; a shut-down instance is released for good', async ({
    owner,
    page,
    request,
  }) => {
    const token = owner.token;
    const prepaid = await rentByApi(request, token);
    const released = await rentByApi(request, token);
    await waitForStatus(request, token, prepaid.id, 'running');
    await waitForStatus(request, token, released.id, 'running');
    await apiPost(request, '/instance/stop', { session: token, instance_id: released.id });
    await waitForStatus(request, token, released.id, 'stopped');
    const instances = new InstancesPage(page);
    await instances.goto();

    const change = await instances.open(
      prepaid.name,
      'Change billing',
      `Change the billing of ${prepaid.name}`,
    );
    await expect(change).toContainText('Now billed: Pay as you go');
    await expect(change.getByRole('combobox', { name: 'Bill as' })).toBeVisible();
    await expect(change.getByRole('spinbutton', { name: 'Length' })).toHaveValue('1');
    const total = fenIn(await instances.quoteLine(change, 'Total').textContent());
    expect(total).toBeGreaterThan(0);
    await change.getByRole('button', { name: 'Change billing' }).click();
    await expect(change).toBeHidden();
    await expect(instances.instance(prepaid.name)).toContainText('Hourly');
    await expect(instances.instance(prepaid.name)).toContainText(/Expires \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(instances.action(prepaid.name, 'Renew')).toBeVisible();

    await expect(instances.instance(released.name)).toContainText(
      /Disk kept until \d{4}-\d{2}-\d{2} \d{2}:\d{2}, then released/,
    );
    const release = await instances.open(released.name, 'Release', `Release ${released.name}?`);
    await expect(release).toContainText('This cannot be undone.');
    await release.getByRole('button', { name: 'Release', exact: true }).click();
    await expect(release).toBeHidden();
    // A released instance leaves the list; its GPUs and disk are gone.
    await expect(instances.instance(released.name)).toHaveCount(0);
  });
});

test('stop with refund shows the refund, and the balance chip grows by exactly that', async ({
  owner,
  page,
  request,
}) => {
  // The worker's own account: no other test moves its money while the chip is compared.
  const rented = await rentByApi(request, owner.token, { mode: 'daily', count: 1 });
  await waitForStatus(request, owner.token, rented.id, 'running');
  const instances = new InstancesPage(page);
  await instances.goto();
  const before = fenIn(await instances.balanceChip().textContent());

  const dialog = await instances.open(
    rented.name,
    'Stop with refund',
    `Stop ${rented.name} and refund the unused time?`,
  );
  const refund = fenIn(await instances.quoteLine(dialog, 'Refund').textContent());
  const toBalance = fenIn(await instances.quoteLine(dialog, 'Back to balance').textContent());
  expect(refund).toBeGreaterThan(0);
  expect(toBalance).toBe(refund);
  await shot(page, 'instances-refund-dialog');
  await dialog.getByRole('button', { name: /^Stop and refund ¥/ }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => fenIn(await instances.balanceChip().textContent())).toBe(before + toBalance);
  await instances.expectStatus(rented.name, 'Shut down');
});
