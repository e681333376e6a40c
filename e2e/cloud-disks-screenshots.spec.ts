import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { fullShot, openInLanguage, shot } from './support/screenshots';

// Pictures of /console/cloudDisk in both languages (`npm run screenshots`): the page with an
// attached and a detached disk, a kept disk and bought file storage; then each dialog.

const LANGUAGES = ['en-US', 'zh-CN'] as const;

test.afterEach(({ request }) => releaseRented(request));

/** A dialog opened by a button named in either language, shown once its content has loaded. */
async function dialogOf(page: Page, button: Locator, ready: string): Promise<Locator> {
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator(ready).first()).toBeVisible();
  return dialog;
}

for (const language of LANGUAGES) {
  test(`cloud disks in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(TRANSITION_TIMEOUT * 4);
    const account = await fundedAccount(request, 300);
    const session = account.token;
    const rented = await rentByApi(request, session, { mode: 'hourly', count: 1 });
    await waitForStatus(request, session, rented.id, 'running');
    await apiPost(request, '/instance/stop', { session, instance_id: rented.id });
    await waitForStatus(request, session, rented.id, 'stopped');
    const listed = await apiPost<{ Attachable: { Id: number; RegionId: number }[] }>(
      request,
      '/cloud_disk/list',
      { session },
    );
    const regionId = listed.Attachable.find((instance) => instance.Id === rented.id)?.RegionId;
    const make = (name: string, size: number) =>
      apiPost<{ Id: number }>(request, '/cloud_disk/create', {
        session,
        region_id: regionId,
        size_gb: size,
        name,
      });
    const attached = await make('training-data', 500);
    await make('scratch', 50);
    await apiPost(request, '/cloud_disk/attach', { session, disk_id: attached.Id, instance_id: rented.id });
    await apiPost(request, '/buy_sftp_size', { session, size_gb: 30 });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    await page.goto('/console/cloudDisk');
    const main = page.getByRole('main');
    await expect(main.getByRole('rowheader', { name: 'scratch' })).toBeVisible({
      timeout: TRANSITION_TIMEOUT,
    });
    await expect(main.getByRole('rowheader', { name: rented.name })).toBeVisible();
    await expect(main.getByText('sftp -P')).toBeVisible();
    await fullShot(page, `cloud-disks-${language}`);

    const closeDialog = async (dialog: Locator) => {
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    const button = (name: RegExp) => main.getByRole('button', { name });

    let dialog = await dialogOf(page, button(/^(Create cloud disk|创建云硬盘)$/), 'dl');
    await shot(page, `cloud-disks-create-${language}`);
    await closeDialog(dialog);
    dialog = await dialogOf(page, button(/^(Attach|挂载) scratch$/), '.ant-select');
    await shot(page, `cloud-disks-attach-${language}`);
    await closeDialog(dialog);
    dialog = await dialogOf(page, button(/^(Expand|扩容) scratch$/), 'dl');
    await shot(page, `cloud-disks-expand-${language}`);
    await closeDialog(dialog);
    dialog = await dialogOf(page, button(/^(Change quota|修改容量)$/), 'dl');
    await shot(page, `cloud-disks-file-quota-${language}`);
    await closeDialog(dialog);
    dialog = await dialogOf(page, button(/^(Show password|显示密码)$/), 'input');
    await shot(page, `cloud-disks-password-${language}`);
    await closeDialog(dialog);
    await button(new RegExp(`^(Remove the kept disk of|删除) ${rented.name}`)).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shot(page, `cloud-disks-kept-release-${language}`);
    await page.context().close();
  });
}
