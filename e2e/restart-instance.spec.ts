import type { APIRequestContext } from '@playwright/test';
import { expect, PHONE_VIEWPORT, test } from './fixtures';
import {
  InstancesPage,
  instanceRow,
  instancesTest,
  releaseRented,
  rentByApi,
  TRANSITION_TIMEOUT,
  waitForStatus,
} from './pages/InstancesPage';
import { apiPost } from './support/api';
import { journeyHost, retireJourneyHost } from './support/fleet';
import { shot } from './support/screenshots';

instancesTest.afterEach(({ request }) => releaseRented(request));

test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

test('logged out, /restartInstance asks to log in and comes back after', async ({ page }) => {
  await page.goto('/restartInstance?instance=7');
  await expect(page.getByRole('heading', { name: 'Restart instance', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Restart instance · GPU Cloud');
  const login = page.getByRole('link', { name: 'Log in to continue' });
  await expect(login).toBeVisible();
  await login.click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/restartInstance?instance=7',
  );
});

/**
 * Stops a running pay-as-you-go instance, which gives its GPUs back to the host, then rents all but
 * `leaveFree` of the host's free GPUs, so starting it again finds the host that full.
 */
async function stopAndCrowdItsHost(
  request: APIRequestContext,
  token: string,
  rented: { id: number; hostId: number },
  leaveFree: number,
): Promise<void> {
  await waitForStatus(request, token, rented.id, 'running');
  await apiPost(request, '/instance/stop', { session: token, instance_id: rented.id });
  await waitForStatus(request, token, rented.id, 'stopped');
  const { HostFree } = await apiPost<{ HostFree: number }>(
    request,
    '/instance/get_instance_available_kvm_num',
    {
      session: token,
      instance_id: rented.id,
    },
  );
  if (HostFree > leaveFree) {
    await rentByApi(request, token, { hostId: rented.hostId, gpuCount: HostFree - leaveFree });
  }
}

instancesTest.describe("with a session of the worker's own account", () => {
  instancesTest('without an instance named, the page says so', async ({ page }) => {
    await page.goto('/restartInstance');
    await expect(page.getByText('No instance was named. Open this page from the console.')).toBeVisible();
  });

  instancesTest(
    'a start refused for lack of GPUs leads to the choices; moving to another host lets it start',
    async ({ owner, page, request }) => {
      const token = owner.token;
      // Two cloud hosts of a GPU model of this journey's own: one GPU on the host it rents, two on
      // the host it moves to, whatever the other journeys have rented of the demo fleet.
      const host = await journeyHost(request, { gpuCount: 1 });
      const sibling = await journeyHost(request, { gpuModel: host.gpuModel, gpuCount: 2 });

      // Pay-as-you-go gives its GPUs back when it stops; then another rental takes every free one.
      const rented = await rentByApi(request, token, { hostId: host.id });
      await stopAndCrowdItsHost(request, token, rented, 0);

      const instances = new InstancesPage(page);
      await instances.goto();
      await instances.action(rented.name, 'Start').click();
      const refused = instances.dialog(`Not enough free GPUs for ${rented.name}`);
      await expect(refused).toBeVisible();
      await refused.getByRole('link', { name: 'See the choices' }).click();
      await expect(page).toHaveURL(`/restartInstance?instance=${rented.id}`);

      await expect(page.getByText('No GPU is free on its host right now.')).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`${rented.name} · GPUs it was rented with: 1`);
      await shot(page, 'restart-instance', { fullPage: true });
      await page.setViewportSize(PHONE_VIEWPORT);
      await shot(page, 'restart-instance-phone', { fullPage: true });
      await page.setViewportSize({ width: 1440, height: 900 });
      const targets = page.getByRole('radiogroup', { name: 'Target host' });
      await expect(targets.getByRole('radio')).toHaveCount(1);
      await targets.locator('label').first().click();
      await page.getByRole('button', { name: 'Move here' }).click();

      await expect(page).toHaveURL(/\/console\/dashboard$/);
      await instances.action(rented.name, 'Start').click();
      await instances.expectStatus(rented.name, 'Running');
      expect((await instanceRow(request, token, rented.id)).Status).toBe('running');
      await releaseRented(request);
      await Promise.all([host, sibling].map(({ id }) => retireJourneyHost(request, id)));
    },
  );

  instancesTest(
    'with some GPUs free on its host, it starts now with fewer of them',
    async ({ owner, page, request }) => {
      const token = owner.token;
      const host = await journeyHost(request, { gpuCount: 3 });
      const rented = await rentByApi(request, token, { hostId: host.id, gpuCount: 2 });
      await stopAndCrowdItsHost(request, token, rented, 1);

      await page.goto(`/restartInstance?instance=${rented.id}`);
      await expect(page.getByRole('main')).toContainText(
        `${rented.name} · GPUs it was rented with: 2 · Free GPUs on its host now: 1`,
      );
      const count = page.getByRole('spinbutton', { name: 'GPUs to start with' });
      await expect(count).toHaveValue('1');
      await page.getByRole('button', { name: 'Start now' }).click();

      await expect(page).toHaveURL(/\/console\/dashboard$/);
      const instances = new InstancesPage(page);
      await instances.expectStatus(rented.name, 'Running');
      await expect(instances.instance(rented.name)).toContainText(`${host.gpuModel} × 1`);
      await releaseRented(request);
      await retireJourneyHost(request, host.id);
    },
  );
});
