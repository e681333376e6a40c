import { DEMO_STATE, expect, PHONE_VIEWPORT, SUB_STATE } from './fixtures';
import {
  InstancesPage,
  instanceRow,
  releaseRented,
  rentByApi,
  TRANSITION_TIMEOUT,
  instancesTest as test,
  tokenOf,
  waitForStatus,
} from './pages/InstancesPage';
import { apiPost } from './support/api';
import { shot } from './support/screenshots';

// Instances take a few seconds per transition in the simulated fleet.
test.afterEach(({ request }) => releaseRented(request));

test.describe.configure({ timeout: TRANSITION_TIMEOUT * 2 });

test.describe('instance list', () => {
  test('a rented instance appears, spins while creating and reaches running', async ({
    owner,
    page,
    request,
  }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token, { gpuModel: 'RTX 4090' });
    const instances = new InstancesPage(page);
    await instances.goto();

    const card = instances.instance(rented.name);
    await expect(card).toBeVisible();
    await expect(card).toContainText('RTX 4090 × 1');
    await expect(card).toContainText('Cloud host');
    await expect(card).toContainText('Pay as you go');
    // No reload: the list polls while the instance is creating.
    await instances.expectStatus(rented.name, 'Running');
    await expect(card).toContainText(/¥\d+\.\d{2}\/h, next charge \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(instances.action(rented.name, 'SSH')).toBeVisible();
    await expect(instances.action(rented.name, 'Start')).toHaveCount(0);
    await expect(instances.action(rented.name, 'Renew')).toHaveCount(0);
    await shot(page, 'instances-dashboard', { fullPage: true });
  });

  test('the SSH dialog shows the access, copies it, and the copied flag resets after 1.5 s', async ({
    owner,
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const token = owner.token;
    const rented = await rentByApi(request, token);
    await waitForStatus(request, token, rented.id, 'running');
    const access = await apiPost<{ SshCommand: string; Password: string }>(request, '/get_vnc_and_ssh', {
      session: token,
      instance_id: rented.id,
    });

    const instances = new InstancesPage(page);
    await instances.goto();
    const dialog = await instances.open(rented.name, 'SSH', `SSH and VNC of ${rented.name}`);
    await expect(dialog).toContainText(access.SshCommand);
    await expect(dialog).toContainText(access.Password);

    await dialog.getByRole('button', { name: 'Copy SSH command' }).click();
    const copied = dialog.getByRole('button', { name: 'Copied SSH command' });
    await expect(copied).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(access.SshCommand);
    await shot(page, 'instances-ssh-dialog');
    await expect(copied).toBeHidden({ timeout: 2500 });
    await expect(dialog.getByRole('button', { name: 'Copy SSH command' })).toBeVisible();
  });

  test('stop asks first, the instance goes through stopping to shut down, and starts again', async ({
    owner,
    page,
    request,
  }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token);
    await waitForStatus(request, token, rented.id, 'running');
    const instances = new InstancesPage(page);
    await instances.goto();

    const confirm = await instances.open(rented.name, 'Stop', `Stop ${rented.name}?`);
    await confirm.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(confirm).toBeHidden();
    await instances.expectStatus(rented.name, 'Shut down');
    await expect(instances.action(rented.name, 'SSH')).toHaveCount(0);

    await instances.action(rented.name, 'Start').click();
    await instances.expectStatus(rented.name, 'Running');
    expect((await instanceRow(request, token, rented.id)).Status).toBe('running');
  });

  test('the note is edited in place and kept', async ({ owner, page, request }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token);
    const instances = new InstancesPage(page);
    await instances.goto();
    await instances
      .instance(rented.name)
      .getByRole('button', { name: `Edit note of ${rented.name}` })
      .click();
    await instances
      .instance(rented.name)
      .getByRole('textbox', { name: `Note of ${rented.name}` })
      .fill('training run 7');
    await instances.instance(rented.name).getByRole('button', { name: 'Save' }).click();
    await expect(instances.instance(rented.name)).toContainText('training run 7');
    await page.reload();
    await expect(instances.instance(rented.name)).toContainText('training run 7');
  });

  test('filters by status and kind', async ({ owner, page, request }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token, { kind: 'container' });
    await waitForStatus(request, token, rented.id, 'running');
    const instances = new InstancesPage(page);
    await instances.goto('?kind=container&status=running');
    await expect(instances.instance(rented.name)).toBeVisible();
    for (const card of await instances.list.getByRole('article').all()) {
      await expect(card).toContainText('Container');
      await expect(card).toContainText('Running');
    }
    await instances.goto('?kind=bare_metal&status=released');
    await expect(instances.main.getByText('No instance matches these filters.')).toBeVisible();
  });

  test('a Windows cloud host: RDP file, password, screenshot and reinstall, all in its logs', async ({
    owner,
    page,
    request,
  }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token, { system: 'windows' });
    await waitForStatus(request, token, rented.id, 'running');
    const instances = new InstancesPage(page);
    await instances.goto();

    const download = page.waitForEvent('download');
    await instances.action(rented.name, 'RDP file').click();
    expect((await download).suggestedFilename()).toBe(`${rented.name}.rdp`);

    const password = await instances.open(rented.name, 'Password', `Change the password of ${rented.name}`);
    await password.getByLabel('New password', { exact: true }).fill('new-secret-123');
    await password.getByLabel('Repeat the password').fill('new-secret-124');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText('The passwords differ')).toBeVisible();
    await password.getByLabel('Repeat the password').fill('new-secret-123');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password).toBeHidden();
    await expect(page.getByText('Password changed')).toBeVisible();

    const screen = await instances.open(rented.name, 'Screenshot', `Screen of ${rented.name}`);
    await expect(screen.getByRole('img', { name: `Screen of ${rented.name}` })).toBeVisible();
    await expect(screen.getByText(/^Taken \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await screen.getByRole('button', { name: 'Close' }).last().click();

    const reinstall = await instances.open(rented.name, 'Reinstall', `Reinstall ${rented.name}?`);
    await expect(reinstall).toContainText('The system disk is wiped');
    await expect(reinstall.getByRole('button', { name: 'Wipe and reinstall' })).toBeDisabled();
    // The list opens on its first image (antd keeps the accessible options zero-sized): Enter picks it.
    await reinstall.getByLabel('Image').click();
    await expect(page.getByRole('option', { name: 'PyTorch 2.4 / CUDA 12.4' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await reinstall.getByLabel('Image').press('Enter');
    await expect(reinstall).toContainText('PyTorch 2.4 / CUDA 12.4');
    await shot(page, 'instances-reinstall-dialog');
    await reinstall.getByRole('button', { name: 'Wipe and reinstall' }).click();
    await expect(reinstall).toBeHidden();
    await instances.expectStatus(rented.name, 'Running');

    const logs = await instances.open(rented.name, 'Logs', `Events of ${rented.name}`);
    await expect(logs.getByRole('cell', { name: 'Password changed', exact: true })).toBeVisible();
    await expect(logs.getByRole('cell', { name: 'Reinstalled', exact: true })).toBeVisible();
    await shot(page, 'instances-logs-dialog');
  });

  test('the logs list the events of an instance', async ({ owner, page, request }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token);
    await waitForStatus(request, token, rented.id, 'running');
    await apiPost(request, '/instance/stop', { session: token, instance_id: rented.id });
    await waitForStatus(request, token, rented.id, 'stopped');
    const instances = new InstancesPage(page);
    await instances.goto();
    const dialog = await instances.open(rented.name, 'Logs', `Events of ${rented.name}`);
    await expect(dialog.getByRole('cell', { name: 'Created', exact: true })).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Stopped', exact: true })).toBeVisible();
    // What the system wrote of the rental, in the page's language.
    await expect(dialog.getByRole('cell', { name: /^Order \S+$/ })).toBeVisible();
  });
});

test('a sub-account sees only its own instances; its main account sees them labelled', async ({
  browser,
  request,
}) => {
  const subToken = await tokenOf(SUB_STATE);
  const mainToken = await tokenOf(DEMO_STATE);
  const own = await rentByApi(request, subToken, { kind: 'container' });
  const mains = await rentByApi(request, mainToken, { kind: 'container' });

  const subContext = await browser.newContext({ storageState: SUB_STATE });
  const sub = new InstancesPage(await subContext.newPage());
  await sub.goto();
  await expect(sub.instance(own.name)).toBeVisible();
  await expect(sub.instance(mains.name)).toHaveCount(0);
  const rows = await apiPost<{ data: { SubAccountName: string | null }[] }>(
    request,
    '/get_container_by_token_with_page_v2',
    { session: subToken, page: 1, page_size: 100 },
  );
  expect(rows.data.length).toBeGreaterThan(0);
  await subContext.close();

  const mainContext = await browser.newContext({ storageState: DEMO_STATE });
  const main = new InstancesPage(await mainContext.newPage());
  await main.goto();
  await expect(main.instance(own.name)).toContainText('Sub-account demo-sub');
  await expect(main.instance(mains.name)).not.toContainText('Sub-account');
  await mainContext.close();
});

test('in Chinese the cards, statuses and dialogs read in Chinese', async ({
  owner,
  page,
  request,
  topBar,
}) => {
  const rented = await rentByApi(request, owner.token);
  await waitForStatus(request, owner.token, rented.id, 'running');
  const instances = new InstancesPage(page);
  await instances.goto();
  await topBar.chooseLanguage('中文');
  const card = instances.instance(rented.name);
  await expect(card.getByText('运行中', { exact: true })).toBeVisible();
  await expect(card).toContainText('按量计费');
  await card.getByRole('button', { name: `日志 ${rented.name}` }).click();
  const logs = page.getByRole('dialog', { name: `${rented.name} 的事件` });
  await expect(logs.getByRole('cell', { name: '已创建', exact: true })).toBeVisible();
  await shot(page, 'instances-zh', { fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('cards fit the 375 px screen without sideways scrolling', async ({ owner, page, request }) => {
    const token = owner.token;
    const rented = await rentByApi(request, token);
    await waitForStatus(request, token, rented.id, 'running');
    const instances = new InstancesPage(page);
    await instances.goto();
    await expect(instances.instance(rented.name)).toBeVisible();
    await expect(instances.action(rented.name, 'Stop')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await instances.instance(rented.name).scrollIntoViewIfNeeded();
    await shot(page, 'instances-phone', { fullPage: true });
    const dialog = await instances.open(rented.name, 'SSH', `SSH and VNC of ${rented.name}`);
    await expect(dialog.getByRole('button', { name: 'Copy SSH command' })).toBeVisible();
    await shot(page, 'instances-phone-ssh');
  });
});
