import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { TopBar } from './pages/TopBar';
import { apiPost } from './support/api';
import { dockerJourneySessions, journeyContainerHost, rentOnOrderPage } from './support/dockerJourney';
import { openAs } from './support/session';

/**
 * Auto-stop on real compute (issue 42): rent a container, set "stop when idle for 2 minutes" in its
 * Auto-stop dialog (the journey server's auto-stop minute is AUTO_STOP_MINUTE_SECONDS=10 s), get
 * the warning notification, and then the stop, with the reason in the notification and the history.
 * Idle is read from the monitoring module's minute points of the container (its CPU: the journey's
 * host has no GPU data), which the monitoring sampler writes every minute.
 */
test.describe.configure({ timeout: 6 * TRANSITION_TIMEOUT });

interface Notice {
  Title: string;
  Original: string;
}

async function notifications(request: APIRequestContext, token: string): Promise<Notice[]> {
  const list = await apiPost<{ data: Notice[] }>(request, '/notifications/get_list', {
    session: token,
    page: 1,
    page_size: 50,
    status: -1,
  });
  return list.data;
}

test('set "stop when idle for 2 minutes", see the warning, then the stop with the reason', async ({
  browser,
  request,
  baseURL,
}) => {
  const sessions = await dockerJourneySessions();
  const host = await journeyContainerHost(request, sessions);
  const { context, page } = await openAs(browser, baseURL, sessions.customer);
  const { instances, name } = await rentOnOrderPage(page, request, sessions.customer, host.id);

  const dialog = await instances.open(name, 'Auto-stop', `Auto-stop ${name}`);
  await dialog.getByLabel('Idle minutes').fill('2');
  await dialog.getByRole('region', { name: 'Stop when idle' }).getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/Stops after 2 idle minutes \(under 5 %\)/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep running' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(instances.instance(name).getByText('Auto-stop idle 2 min')).toBeVisible();

  // The warning, with a link to the settings.
  const token = sessions.customer.token;
  await expect
    .poll(
      async () =>
        (await notifications(request, token)).some(
          (item) => item.Title === 'Idle instance will be stopped' && item.Original.includes(name),
        ),
      { timeout: 4 * TRANSITION_TIMEOUT },
    )
    .toBe(true);
  const panel = await new TopBar(page).openNotifications();
  await expect(panel.getByText('Idle instance will be stopped').first()).toBeVisible();

  // Then the stop, by the owner's stop, with the reason told; the dashboard, opened again, shows it.
  await expect
    .poll(
      async () =>
        (await notifications(request, token)).find(
          (item) => item.Title === 'Instance auto-stopped' && item.Original.includes(name),
        )?.Original ?? '',
      { timeout: 2 * TRANSITION_TIMEOUT },
    )
    .toContain('after 2 idle minutes (utilisation under 5 %)');
  await page.reload();
  await instances.expectStatus(name, 'Shut down');
  const logs = await instances.open(name, 'Logs', new RegExp(name));
  await expect(logs.getByText('Stopped by auto-stop').first()).toBeVisible();
  await context.close();
});
