import { test as base, expect } from './fixtures';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { PluginsPage } from './pages/PluginsPage';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { shot } from './support/screenshots';
import { type Session, storageStateFor } from './support/session';

const test = base.extend<{ customer: Session & { phone: string } }>({
  customer: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    const account = await fundedAccount(request, 200);
    await request.dispose();
    await use(account);
  },
  storageState: async ({ customer, baseURL }, use) => use(storageStateFor(baseURL ?? '', customer)),
});

test.afterEach(({ request }) => releaseRented(request));
test.describe.configure({ timeout: TRANSITION_TIMEOUT * 3 });

test('a customer installs JupyterLab on a running Linux instance, opens its address with its token, and removes it', async ({
  page,
  context,
  request,
  customer,
}) => {
  const rented = await rentByApi(request, customer.token, { system: 'linux' });
  await waitForStatus(request, customer.token, rented.id, 'running');
  const plugins = new PluginsPage(page);

  await test.step('the page names the running instance and offers every plugin, none installed', async () => {
    await plugins.goto(rented.name);
    await expect(plugins.instance(rented.name)).toContainText('Running');
    await expect(plugins.instance(rented.name)).toContainText('Linux');
    for (const name of ['JupyterLab', 'TensorBoard', 'code-server', 'Live monitor'] as const) {
      await expect(plugins.card(name)).toContainText('Not installed');
      await expect(plugins.installButton(name)).toBeEnabled();
    }
    await expect(page.getByRole('link', { name: 'Back to my instances' })).toHaveAttribute(
      'href',
      '/console/dashboard',
    );
  });

  let token = '';
  let address = '';
  await test.step('installing JupyterLab shows its address and its token, which copies', async () => {
    await plugins.install('JupyterLab');
    address = (await plugins.address('JupyterLab').getAttribute('href')) ?? '';
    expect(address).toMatch(/\/sandbox\/compute\/plugins\/[^/]+\/jupyterlab$/);
    await expect(plugins.address('JupyterLab')).toHaveAttribute('target', '_blank');
    await expect(plugins.address('JupyterLab')).toHaveAttribute('rel', 'noopener noreferrer');
    token = (await plugins.token('JupyterLab').textContent()) ?? '';
    expect(token).toMatch(/^[0-9a-f]{24}$/);
    await expect(plugins.card('TensorBoard')).toContainText('Not installed');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await plugins.copyTokenButton('JupyterLab').click();
    await expect(
      plugins.card('JupyterLab').getByRole('button', { name: 'Copied JupyterLab token' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shot(page, 'plugins-installed', { fullPage: true });
  });

  await test.step('its address opens in a new tab and asks for the token; with it, JupyterLab answers', async () => {
    const [tab] = await Promise.all([context.waitForEvent('page'), plugins.address('JupyterLab').click()]);
    await expect(tab.getByRole('heading', { name: `JupyterLab on ${rented.name}` })).toBeVisible();
    await expect(tab.getByRole('status')).toHaveText(/Enter the token/);
    await tab.getByLabel('Token').fill(token);
    await tab.getByRole('button', { name: 'Open' }).click();
    await expect(tab.getByRole('status')).toHaveText(/^Running\./);
    await tab.close();
  });

  await test.step('"Open" opens it at once, the token carried', async () => {
    await expect(plugins.openLink('JupyterLab')).toHaveAttribute('rel', 'noopener noreferrer');
    const [tab] = await Promise.all([context.waitForEvent('page'), plugins.openLink('JupyterLab').click()]);
    await expect(tab).toHaveTitle(`JupyterLab on ${rented.name}`);
    await expect(tab.getByRole('status')).toHaveText(/^Running\./);
    await tab.close();
  });

  await test.step('removing it asks first; then its address stops answering', async () => {
    await plugins.remove('JupyterLab');
    await expect(plugins.address('JupyterLab')).toHaveCount(0);
    await expect(plugins.installButton('JupyterLab')).toBeEnabled();
    const answer = await request.get(`${address}?token=${token}`);
    expect(answer.status()).toBe(404);
    const { list } = await apiPost<{ list: { Plugin: string; State: string }[] }>(
      request,
      '/instance/plugin/list',
      { session: customer.token, instance_id: rented.id },
    );
    expect(list.every((plugin) => plugin.State === 'none')).toBe(true);
  });
});

test('a stopped instance: the page says plugins need it running and offers no install', async ({
  page,
  request,
  customer,
}) => {
  const rented = await rentByApi(request, customer.token, { system: 'linux' });
  await waitForStatus(request, customer.token, rented.id, 'running');
  await apiPost(request, '/instance/stop', { session: customer.token, instance_id: rented.id });
  await waitForStatus(request, customer.token, rented.id, 'stopped');

  const plugins = new PluginsPage(page);
  await plugins.goto(rented.name);
  await expect(plugins.instance(rented.name)).toContainText('Shut down');
  await expect(plugins.main.getByRole('alert')).toHaveText(
    'Plugins are installed on a running instance: start it first.',
  );
  for (const name of ['JupyterLab', 'TensorBoard', 'code-server', 'Live monitor'] as const)
    await expect(plugins.installButton(name)).toBeDisabled();
});

test('a name that is none of the caller’s instances says so', async ({ page }) => {
  const plugins = new PluginsPage(page);
  await plugins.goto('no-such-instance');
  await expect(plugins.main.getByRole('alert')).toContainText('Instance not found');
  await expect(plugins.card('JupyterLab')).toHaveCount(0);
});
