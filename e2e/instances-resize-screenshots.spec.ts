import { expect, test } from './fixtures';
import {
  hostWithFreeGpus,
  InstancesPage,
  releaseRented,
  rentByApi,
  waitForStatus,
} from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { openInLanguage, shot } from './support/screenshots';

// Pictures of resizing in both languages (`npm run screenshots`): a stopped prepaid cloud host's
// card with its new actions, the Resize dialog quoting 2 GPUs and then more vCPUs, and the
// add-disk and bandwidth dialogs with their quotes; a pay-as-you-go one's Suspend dialog and its
// card once suspended.

const TEXTS = {
  'en-US': {
    resize: 'Resize',
    addDisk: 'Add disk',
    bandwidth: 'Bandwidth',
    change: 'Change',
    gpus: 'GPUs',
    vcpus: 'vCPUs',
    payNow: 'To pay now',
    suspend: 'Suspend',
    confirmSuspend: 'Suspend',
    suspended: 'Suspended',
  },
  'zh-CN': {
    resize: '升降配',
    addDisk: '扩容磁盘',
    bandwidth: '带宽',
    change: '调整项',
    gpus: 'GPU',
    vcpus: 'vCPU',
    payNow: '现在需支付',
    suspend: '暂停',
    confirmSuspend: '暂停',
    suspended: '已暂停',
  },
} as const;

test.afterEach(({ request }) => releaseRented(request));

for (const [language, texts] of Object.entries(TEXTS)) {
  test(`resize dialogs in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(90_000);
    const account = await fundedAccount(request, 500);
    const host = await hostWithFreeGpus(request, account.token, 'kvm', 2);
    const rented = await rentByApi(request, account.token, {
      kind: 'kvm',
      mode: 'hourly',
      count: 3,
      hostId: host.HostId,
    });
    const postPaid = await rentByApi(request, account.token, { kind: 'container' });
    for (const { id } of [rented, postPaid]) {
      await waitForStatus(request, account.token, id, 'running');
      await apiPost(request, '/instance/stop', { session: account.token, instance_id: id });
      await waitForStatus(request, account.token, id, 'stopped');
    }

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    const instances = new InstancesPage(page);
    await page.goto('/console/dashboard');
    const cardOf = (name: string) => page.getByRole('main').getByRole('article', { name, exact: true });
    const card = cardOf(rented.name);
    const button = (action: string, name = rented.name) =>
      cardOf(name).getByRole('button', { name: `${action} ${name}` });
    await expect(button(texts.resize)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, `instances-resize-card-${language}`);

    await button(texts.resize).click();
    const dialog = page.getByRole('dialog');
    await instances.choose(dialog, texts.gpus, '2');
    await expect(dialog.getByText(texts.payNow)).toBeVisible();
    await shot(page, `instances-resize-dialog-${language}`);
    await instances.choose(dialog, texts.change, texts.vcpus);
    const cores = dialog.getByRole('spinbutton');
    await cores.fill(String(Number(await cores.inputValue()) + 4));
    await expect(dialog.getByText(texts.payNow)).toBeVisible();
    await shot(page, `instances-resize-vcpus-${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await button(texts.addDisk).click();
    await expect(dialog.getByText(texts.payNow)).toBeVisible();
    await shot(page, `instances-add-disk-dialog-${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await button(texts.bandwidth).click();
    await dialog.getByRole('spinbutton').fill('200');
    await expect(dialog.getByText(texts.payNow)).toBeVisible();
    await shot(page, `instances-bandwidth-dialog-${language}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await button(texts.suspend, postPaid.name).click();
    await expect(dialog).toBeVisible();
    await shot(page, `instances-suspend-dialog-${language}`);
    await dialog.getByRole('button', { name: texts.confirmSuspend, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(cardOf(postPaid.name).getByText(texts.suspended, { exact: true })).toBeVisible();
    await cardOf(postPaid.name).scrollIntoViewIfNeeded();
    await shot(page, `instances-suspended-card-${language}`);
    await page.context().close();
  });
}
