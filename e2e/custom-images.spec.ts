import { test as base, expect } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { CustomImagesPage, IMAGE_READY_TIMEOUT } from './pages/CustomImagesPage';
import {
  hostOffers,
  InstancesPage,
  instanceRow,
  releaseRented,
  rentByApi,
  TRANSITION_TIMEOUT,
  waitForStatus,
} from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { shot } from './support/screenshots';
import { openAs, registerFreshAccount, type Session, storageStateFor } from './support/session';

const test = base.extend<{ customer: Session & { phone: string } }>({
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await fundedAccount(request, 500);
    await request.dispose();
    await use(account);
  },
  storageState: async ({ customer, baseURL }, use) => use(storageStateFor(baseURL ?? '', customer)),
});

/** Instances a test rented through the order page (rentByApi's own are released by releaseRented). */
const ordered: { token: string; id: number }[] = [];

test.afterEach(async ({ request }) => {
  await releaseRented(request);
  for (const { token, id } of ordered.splice(0)) {
    const post = (path: string) => request.post(`/api${path}`, { data: { session: token, instance_id: id } });
    await waitForStatus(request, token, id, 'running').catch(() => undefined);
    await post('/instance/stop');
    await waitForStatus(request, token, id, 'stopped').catch(() => undefined);
    await post('/instance/remove_remain_disk_kvm');
  }
});

test('a customer saves a stopped instance as an image, rents a new instance from it and shares it by phone', async ({
  page,
  request,
  browser,
  baseURL,
  customer,
}) => {
  test.setTimeout(4 * TRANSITION_TIMEOUT);
  const token = customer.token;
  const source = await rentByApi(request, token, { system: 'linux' });
  await waitForStatus(request, token, source.id, 'running');
  await apiPost(request, '/instance/stop', { session: token, instance_id: source.id });
  await waitForStatus(request, token, source.id, 'stopped');

  const images = new CustomImagesPage(page);
  const imageName = `e2e-image-${Date.now().toString(36)}`;
  await test.step('the stopped instance is saved as an image, which turns ready with its size', async () => {
    await images.goto();
    await expect(images.own).toContainText('No custom images yet');
    await images.saveFrom(source.name, imageName);
    const row = images.ownRow(imageName);
    await expect(row).toContainText(source.name);
    // No reload: the list polls while the image is being written.
    await expect(row).toContainText('Ready', { timeout: IMAGE_READY_TIMEOUT });
    const { list } = await apiPost<{ list: { Name: string; SizeGb: number }[] }>(
      request,
      '/image/custom/list',
      { session: token },
    );
    const sizeGb = list.find((image) => image.Name === imageName)?.SizeGb ?? 0;
    expect(sizeGb).toBeGreaterThan(0);
    await expect(row).toContainText(`${sizeGb} GB`);
    await expect(images.main).toContainText(`1 of 5 images, ${sizeGb} of 500 GB used`);
    await shot(page, 'custom-images-ready', { fullPage: true });
  });

  await test.step('a new instance is rented from it on the order page and runs that image', async () => {
    const host = (await hostOffers(request, token, { kind: 'kvm' })).list[0];
    if (!host) throw new Error('no KVM host with a free GPU');
    const order = new CreateInstancePage(page);
    await order.goto(host.HostId);
    await order.choose('My images', imageName);
    await order.choose('Billing', 'Pay as you go');
    await order.rentButton.click();
    await order.confirmDialog.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/console\/dashboard$/);

    const instances = new InstancesPage(page);
    const card = instances.list.getByRole('article').filter({ hasText: imageName });
    await expect(card).toHaveCount(1);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    const { data } = await apiPost<{ data: { InstanceId: number; Name: string }[] }>(
      request,
      '/get_container_by_token_with_page_v2',
      { session: token, page: 1, page_size: 10 },
    );
    const id = data.find((row) => row.Name === name)?.InstanceId;
    if (id === undefined) throw new Error(`${name} is not in the list`);
    ordered.push({ token, id });
    await instances.expectStatus(name, 'Running');
    expect((await instanceRow(request, token, id)).Status).toBe('running');
  });

  const friend = await registerFreshAccount(request);
  await test.step('it is shared with another account by phone', async () => {
    await images.goto();
    await images.share(imageName, friend.phone);
    await expect(images.ownRow(imageName)).toContainText(friend.phone);
  });

  await test.step('the other account finds it under "Shared with me", ready', async () => {
    const other = await openAs(browser, baseURL, friend);
    const theirs = new CustomImagesPage(other.page);
    await theirs.goto();
    await expect(theirs.own).toContainText('No custom images yet');
    const row = theirs.sharedRow(imageName);
    await expect(row).toContainText('Ready');
    await expect(row).toContainText(`${customer.phone.slice(0, 3)}****${customer.phone.slice(-4)}`);
    await other.context.close();
  });
});
