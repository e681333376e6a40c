import { expect } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { TopBar } from './pages/TopBar';
import { apiPost } from './support/api';
import { journeyHost, retireJourneyHost } from './support/fleet';
import { freshCustomerTest as test } from './support/freshCustomer';
import { fundedAccount, paidTopUp } from './support/money';
import { shot } from './support/screenshots';

/**
 * Issue 44, point 2: a customer waits for a fully rented GPU model from its order page ("Wait for
 * it", rent automatically); the blocking instance is stopped (pay as you go: its GPU goes back),
 * the queue rents the freed GPU for the waiting customer (the journey server serves it every 3 s),
 * the waits page shows it served and the notification arrives, in English and in 中文.
 */
test.describe.configure({ timeout: TRANSITION_TIMEOUT * 4 });
test.afterEach(({ request }) => releaseRented(request));

test('a customer waits for a sold-out GPU, and the queue rents it when it frees up', async ({
  page,
  request,
  customer,
}) => {
  const host = await journeyHost(request, { gpuCount: 1, pricePerGpuHour: '1.23' });
  try {
    const blocker = await fundedAccount(request, 20);
    const blocking = await rentByApi(request, blocker.token, { hostId: host.id, gpuModel: host.gpuModel });
    await waitForStatus(request, blocker.token, blocking.id, 'running');
    await paidTopUp(request, customer, 20);

    const order = new CreateInstancePage(page);
    await order.goto(host.id);
    await order.main.getByRole('button', { name: 'Wait for it' }).click();
    const dialog = page.getByRole('dialog', { name: `Wait for ${host.gpuModel}` });
    await expect(dialog.getByRole('radio', { name: 'Rent automatically' })).toBeChecked();
    await expect(dialog.getByRole('spinbutton', { name: 'Price cap (yuan per GPU-hour)' })).toHaveValue(
      '1.23',
    );
    await shot(page, 'gpu-wait-dialog-en');
    await dialog.getByRole('button', { name: 'Start waiting' }).click();
    await expect(dialog.getByRole('status')).toContainText(`You are waiting for ${host.gpuModel}`);
    await dialog.getByRole('link', { name: 'See my waits' }).click();

    await expect(page.getByRole('main').getByRole('table', { name: 'GPU waits' })).toBeVisible();
    // Found by the model, so the same row is followed into 中文 (the table's name changes with it).
    const row = page.getByRole('main').getByRole('table').getByRole('row').filter({ hasText: host.gpuModel });
    await expect(row).toContainText('Waiting');
    await expect(row).toContainText('Rent automatically');

    // The blocking customer stops their pay-as-you-go instance: its GPU goes back, to the queue first.
    await apiPost(request, '/instance/stop', { session: blocker.token, instance_id: blocking.id });
    await expect(row).toContainText('Served', { timeout: TRANSITION_TIMEOUT });
    await expect(row).toContainText(/Instance \d+/);
    await shot(page, 'gpu-waits-page-en');

    const notifications = await new TopBar(page).openNotifications();
    await expect(notifications).toContainText('Your GPU wait rented an instance', {
      timeout: TRANSITION_TIMEOUT,
    });
    await page.keyboard.press('Escape');

    await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
    await expect(row).toContainText('已满足');
    await shot(page, 'gpu-waits-page-zh');
    await page.getByRole('banner').getByRole('button', { name: '通知', exact: true }).click();
    await expect(page.getByRole('banner').getByText('GPU 等待已自动租用')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('radiogroup', { name: '语言' }).getByText('English').click();
  } finally {
    // The instance the queue rented is stopped too: nothing of this journey keeps running.
    const { data } = await apiPost<{ data: Array<{ InstanceId: number | null }> }>(
      request,
      '/get_gpu_wait_list',
      {
        session: customer.token,
      },
    );
    for (const wait of data)
      if (wait.InstanceId !== null)
        await request.post('/api/instance/stop', {
          data: { session: customer.token, instance_id: wait.InstanceId },
        });
    await retireJourneyHost(request, host.id);
  }
});
