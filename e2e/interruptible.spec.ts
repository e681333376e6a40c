import { expect, test } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { apiPost } from './support/api';
import { journeyHost, retireJourneyHost } from './support/fleet';
import { staffSession } from './support/staff';

/**
 * Issue 44, point 3: where fleet staff sell a host's GPUs as interruptible, the order page shows the
 * lower price beside the on-demand one, offers it for pay-as-you-go only and says plainly what it means.
 */
test('the order page offers an interruptible instance for pay-as-you-go and explains it', async ({
  page,
  request,
}) => {
  const host = await journeyHost(request, { pricePerGpuHour: '3.00' });
  try {
    await apiPost(request, '/ops/fleet/set_host_interruptible_price', {
      session: staffSession('fleet'),
      host_id: host.id,
      interruptible_price_per_gpu_hour: '1.20',
    });
    const order = new CreateInstancePage(page);
    await order.goto(host.id);
    await expect(order.main.getByRole('region', { name: 'Host' })).toContainText('Interruptible price');

    const choice = order.main.getByRole('checkbox', { name: 'Interruptible instance at ¥1.20 per GPU-hour' });
    await expect(choice).toBeDisabled();
    await expect(order.main).toContainText('Interruptible instances are pay-as-you-go only');

    await order.choose('Billing', 'Pay as you go');
    await expect(choice).toBeEnabled();
    await choice.check();
    await expect(choice).toBeChecked();
    await expect(order.main).toContainText('it may be stopped when an on-demand customer needs the GPUs');
    await expect(order.main).toContainText('Your disk is kept and billing stops at that moment');
  } finally {
    await retireJourneyHost(request, host.id);
  }
});
