import { expect, test } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { InstancesPage, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { shot } from './support/screenshots';
import { openAs } from './support/session';

test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

/** Issue 18: find a dataset, pick it on the order page, and see it mounted on the new instance. */
test('search datasets, rent with one mounted, see it on the instance', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await fundedAccount(request, 50);
  const { context, page } = await openAs(browser, baseURL, account);

  await page.goto('/dataset');
  await page.getByRole('search', { name: 'Search datasets' }).getByLabel('Search datasets').fill('speech');
  await page.getByRole('button', { name: 'Search datasets' }).click();
  const found = page.getByRole('main').getByRole('list', { name: 'Datasets' }).getByRole('article');
  await expect(found).toHaveCount(1);
  await expect(found).toHaveAccessibleName('LibriSpeech ASR corpus');
  await expect(found).toContainText('/datasets/librispeech');
  await shot(page, 'datasets');

  const { list } = await apiPost<{ list: { HostId: number; Kind: string; GpuFree: number }[] }>(
    request,
    '/gpu_selector_detail',
    { session: account.token, kind: 'kvm', min_free_gpus: 1, sort: 'free_desc' },
  );
  const host = list[0];
  if (!host) throw new Error('no KVM host with a free GPU');
  const order = new CreateInstancePage(page);
  await order.goto(host.HostId);
  const picker = page.getByRole('combobox', { name: 'Datasets (optional)' });
  await picker.click();
  await picker.fill('Libri');
  // antd's accessible options are zero-sized: people click the visible item, titled by its label.
  await page.getByTitle(/^LibriSpeech ASR corpus/).click();
  await page.keyboard.press('Escape');
  await order.rentButton.click();
  await order.confirmDialog.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/console\/dashboard$/);
  const card = new InstancesPage(page).list.getByRole('article');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('/datasets/librispeech');

  // Give the GPU back for the journeys after this one.
  const rows = await apiPost<{ data: { InstanceId: number }[] }>(
    request,
    '/get_container_by_token_with_page_v2',
    {
      session: account.token,
    },
  );
  const id = rows.data[0]?.InstanceId;
  await expect
    .poll(
      async () => {
        const reply = await request.post('/api/instance/stop_instance_with_refund', {
          data: { session: account.token, instance_id: id },
        });
        return (await reply.json()).status;
      },
      { timeout: TRANSITION_TIMEOUT },
    )
    .toBe(0);
  await context.close();
});
